import { useLingui } from '@lingui/react/macro';

import { LinkCards } from '../../shared/ui/link-cards/link-cards';

import { AccountFrame } from './account-frame';

/** /account: a card for each account page the member may open, each leading to it. */
export function AccountPage() {
  const { t, i18n } = useLingui();
  return (
    <AccountFrame title={t`Account`} piece="account">
      {({ state, pages }) => {
        const { firstName } = state.member;
        return (
          <>
            <p className="account__intro">
              {t`Manage your account, ${firstName}: review your coverage and details, set how we contact you, and get help.`}
            </p>
            <LinkCards
              className="account-cards"
              cards={pages.map((page) => ({ id: page.id, to: page.href, title: i18n._(page.title), text: i18n._(page.description) }))}
            />
          </>
        );
      }}
    </AccountFrame>
  );
}
