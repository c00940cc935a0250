import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The title of the generic error content (product section 2), word for word in English. */
export const GENERIC_ERROR_TITLE_MESSAGE = msg`Sorry, it looks like there's a problem.`;

/**
 * The title's English words, as a page in English shows them: what the app-level error boundary's checks look
 * for (the error-content tests keep it equal to GENERIC_ERROR_TITLE_MESSAGE in English).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English of GENERIC_ERROR_TITLE_MESSAGE, never shown
export const GENERIC_ERROR_TITLE = "Sorry, it looks like there's a problem.";

const GENERIC_ERROR_TIPS: readonly MessageDescriptor[] = [
  msg`Clear browser cache and cookies.`,
  msg`Reload the page (Cmd+R on Mac, F5 or Ctrl+F5 on Windows).`,
  msg`Check the internet connection or consult the Internet Service Provider.`,
  msg`Come back later.`,
  msg`Reboot the computer or mobile device.`,
];

/**
 * The shared generic error content: shown when something fails that no specific page covers,
 * such as an unexpected error while rendering. The Home link reloads the portal from `/`,
 * which starts it afresh.
 */
export function GenericErrorContent() {
  const { t, i18n } = useLingui();
  return (
    <>
      <h1>{i18n._(GENERIC_ERROR_TITLE_MESSAGE)}</h1>
      <p>{t`You can try the following:`}</p>
      <ul>
        {GENERIC_ERROR_TIPS.map((tip) => (
          <li key={tip.id}>{i18n._(tip)}</li>
        ))}
      </ul>
      <p>
        <a href="/">{t`Home`}</a>
      </p>
    </>
  );
}
