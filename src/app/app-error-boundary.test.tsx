import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { testRuntimeConfig } from '../test/test-runtime-config';

import { AppProviders } from './providers';
import { createPortalServices } from './services';

function BrokenWidget(): never {
  throw new Error('The widget failed to render.');
}

describe('the top-level error boundary', () => {
  it('shows the generic error page when anything inside the providers fails to render', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <AppProviders config={testRuntimeConfig()} services={createPortalServices(testRuntimeConfig())}>
        <BrokenWidget />
      </AppProviders>,
    );

    const main = screen.getByRole('main');
    expect(main).toContainElement(
      screen.getByRole('heading', { level: 1, name: "Sorry, it looks like there's a problem." }),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Clear browser cache and cookies.',
      'Reload the page (Cmd+R on Mac, F5 or Ctrl+F5 on Windows).',
      'Check the internet connection or consult the Internet Service Provider.',
      'Come back later.',
      'Reboot the computer or mobile device.',
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppProviders config={testRuntimeConfig()} services={createPortalServices(testRuntimeConfig())}>
        <p>Dashboard</p>
      </AppProviders>,
    );

    expect(screen.getByText('Dashboard')).toBeVisible();
  });
});
