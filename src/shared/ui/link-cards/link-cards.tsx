import { Link } from 'react-router-dom';

import '../card/card.css';
import '../card-grid/card-grid.css';
import './link-cards.css';

export interface LinkCard {
  readonly id: string;
  /** The card's heading, the link's name. */
  readonly title: string;
  readonly to: string;
  /** What the page offers, under the heading. */
  readonly text: string;
}

/**
 * Pages offered as a grid of cards (the account's pages, the ways to find care): each card's heading links to its
 * page, and the whole card is the link's target. The area sets its columns on its own class (`className`).
 */
export function LinkCards({ cards, className }: { readonly cards: readonly LinkCard[]; readonly className?: string }) {
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'}>
      {cards.map((card) => (
        <li key={card.id} className="card link-card">
          <h2 className="link-card__title">
            <Link to={card.to} className="link-card__link">
              {card.title}
            </Link>
          </h2>
          <p className="link-card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
