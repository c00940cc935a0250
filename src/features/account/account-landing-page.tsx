import { Link } from 'react-router-dom';

import { AccountFrame } from './account-frame';

import '../../shared/ui/card/card.css';
import '../../shared/ui/card-grid/card-grid.css';

/** /account: a card for each account page the member may open, each leading to it. */
export function AccountPage() {
  return (
    <AccountFrame title="Account">
      {({ state, pages }) => (
        <>
          <p className="account__intro">
            {`Manage your account, ${state.member.firstName}: review your coverage and details, set how we contact you, and get help.`}
          </p>
          <ul className="card-grid account-cards">
            {pages.map((page) => (
              <li key={page.id} className="card account-cards__item">
                <h2 className="account-cards__title">
                  <Link to={page.href} className="account-cards__link">
                    {page.title}
                  </Link>
                </h2>
                <p className="account-cards__description">{page.description}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </AccountFrame>
  );
}
