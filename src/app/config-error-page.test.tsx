import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConfigErrorPage, showConfigErrorPage } from './config-error-page';
import { FIRST_PAINT_CLASS } from './first-paint-markers';

describe('ConfigErrorPage', () => {
  it('names each bad key and its problem in a list under a main heading', () => {
    render(
      <ConfigErrorPage
        error={{
          summary: 'The configuration file /config.json has 2 bad keys.',
          issues: [
            { key: 'domainId', problem: 'must be one of 1, 2, 5 (a number), but is 9' },
            { key: 'ebillBaseUrl', problem: 'is required' },
          ],
        }}
      />,
    );

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'The portal is not configured correctly' })).toBeVisible();
    expect(within(main).getByText('The configuration file /config.json has 2 bad keys.')).toBeVisible();
    const problems = within(main).getByRole('list', { name: 'Configuration problems' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'domainId must be one of 1, 2, 5 (a number), but is 9',
      'ebillBaseUrl is required',
    ]);
  });

  it('takes the place of the sign-in page\'s first paint when the portal cannot start', async () => {
    document.documentElement.classList.add(FIRST_PAINT_CLASS);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<h1>Log in to your Member Dashboard</h1>';

    await act(async () => showConfigErrorPage(container, { summary: 'The configuration file /config.json could not be loaded.', issues: [] }));

    expect(document.documentElement).not.toHaveClass(FIRST_PAINT_CLASS);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('The portal is not configured correctly');
    expect(container).not.toHaveTextContent('Log in to your Member Dashboard');
    container.remove();
  });
});
