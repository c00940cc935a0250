import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '../test/render-app';

vi.mock('../features/auth/login-page', () => ({
  LoginPage: () => {
    throw new Error('The login page failed to render.');
  },
}));

describe('a page that fails to render', () => {
  it('shows the generic error page instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp('/login');

    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: "Sorry, it looks like there's a problem." }),
    );
    expect(screen.getByText('Come back later.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
