import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { portalTestConfig } from '../../test/portal-test-file';
import { renderApp } from '../../test/render-app';

describe('the public layout of signed-out pages', () => {
  it('shows the brand header with the logo and the signed-out utility menu: Log in and Contact us', () => {
    renderApp('/login', { config: portalTestConfig({ domainId: 1 }) });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cascade Health Plan home' })).toHaveAttribute('href', '/login');
    const utility = within(header).getByRole('navigation', { name: 'Utility' });
    expect(within(utility).getAllByRole('link').map((link) => link.textContent)).toEqual(['Log in', 'Contact us']);
    expect(within(utility).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(utility).getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves Contact us out on brand 5, whose footer is dark', () => {
    renderApp('/login', { config: portalTestConfig({ domainId: 5 }) });

    const utility = screen.getByRole('navigation', { name: 'Utility' });
    expect(within(utility).getAllByRole('link').map((link) => link.textContent)).toEqual(['Log in']);
    expect(screen.getByRole('link', { name: 'Harbor Dental home' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveClass('site-footer--dark');
  });

  it("shows the brand's footer, light on brand 2, without the signed-in menus", async () => {
    renderApp('/contact-us', { config: portalTestConfig({ domainId: 2 }) });

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveClass('site-footer--light');
    expect(within(footer).getByText('Summit Dental and Health')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'help@summit-dental.example' })).toHaveAttribute(
      'href',
      'mailto:help@summit-dental.example',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site map' })).not.toBeInTheDocument();
  });

  it("frames a visitor's error page in the public layout", async () => {
    renderApp('/error/503', { config: portalTestConfig() });

    expect(await screen.findByText('Error code: 503 Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Utility' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Error code: 503 Service Unavailable');
  });

  it('starts every page with the skip link and a main area it leads to', () => {
    renderApp('/login', { config: portalTestConfig() });

    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skip to main content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
