export const GENERIC_ERROR_TITLE = "Sorry, it looks like there's a problem.";

const GENERIC_ERROR_TIPS = [
  'Clear browser cache and cookies.',
  'Reload the page (Cmd+R on Mac, F5 or Ctrl+F5 on Windows).',
  'Check the internet connection or consult the Internet Service Provider.',
  'Come back later.',
  'Reboot the computer or mobile device.',
] as const;

/**
 * The shared generic error content: shown when something fails that no specific page covers,
 * such as an unexpected error while rendering. The Home link reloads the portal from `/`,
 * which starts it afresh.
 */
export function GenericErrorContent() {
  return (
    <>
      <h1>{GENERIC_ERROR_TITLE}</h1>
      <p>You can try the following:</p>
      <ul>
        {GENERIC_ERROR_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>
        <a href="/">Home</a>
      </p>
    </>
  );
}
