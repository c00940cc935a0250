import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConfigErrorPage } from './config-error-page';

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
});
