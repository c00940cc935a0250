import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '../test/render-app';

vi.mock('../features/auth/login-page', () => ({
  LoginPage: () => {
    throw new Error('The login page failed to render.');
  },
}));

describe('a page that fails to render', () => {
  it('shows its own message with a retry in the page area, and the header and footer stay', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp('/login');

    const main = screen.getByRole('main');
    expect(within(main).getByText("Sorry, we can't show this page right now.")).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Try again: this page' })).toBeEnabled();
    // Only a failed gateway answer (product section 8) or a failure outside every piece replaces the whole page.
    expect(screen.queryByRole('heading', { name: "Sorry, it looks like there's a problem." })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
