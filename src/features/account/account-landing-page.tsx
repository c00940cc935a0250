import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { AccountFrame } from './account-frame';

import '../../shared/ui/card/card.css';
import '../../shared/ui/card-grid/card-grid.css';

/** /account: a card for each account page the member may open, each leading to it. */
export function AccountPage() {
  const { t, i18n } = useLingui();
  return (
    <AccountFrame title={t`Account`}>
      {({ state, pages }) => {
        const { firstName } = state.member;
        return (
          <>
            <p className="account__intro">
              {t`Manage your account, ${firstName}: review your coverage and details, set how we contact you, and get help.`}
            </p>
            <ul className="card-grid account-cards">
              {pages.map((page) => (
                <li key={page.id} className="card account-cards__item">
                  <h2 className="account-cards__title">
                    <Link to={page.href} className="account-cards__link">
                      {i18n._(page.title)}
                    </Link>
                  </h2>
                  <p className="account-cards__description">{i18n._(page.description)}</p>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </AccountFrame>
  );
}
