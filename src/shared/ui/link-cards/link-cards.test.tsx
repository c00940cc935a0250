import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { LinkCards } from './link-cards';

describe('LinkCards', () => {
  it('shows each page as a card whose heading links to it, with what the page offers under it', () => {
    render(
      <MemoryRouter>
        <LinkCards
          className="account-cards"
          cards={[
            { id: 'summary', title: 'Summary', to: '/account/summary', text: 'Your coverage at a glance.' },
            { id: 'settings', title: 'Settings', to: '/account/settings', text: 'How we contact you.' },
          ]}
        />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Summary' })).toHaveAttribute('href', '/account/summary');
    expect(cards[1]).toHaveTextContent('How we contact you.');
    expect(screen.getByRole('list')).toHaveClass('card-grid', 'account-cards');
  });
});
