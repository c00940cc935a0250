import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { keepTypedValues } from '../config/first-paint';
import { testRuntimeConfig } from '../test/test-runtime-config';

import { FIRST_PAINT_CLASS } from './first-paint-markers';
import { PortalApp } from './portal-app';
import { renderLoginPage } from './prerender';
import { createRoutes, routerOptions } from './routes';
import { createPortalServices } from './services';

// One render of the sign-in page, as the build puts it into index.html.
const markup = await renderLoginPage();

function prepared(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

const variants = (container: HTMLElement, domainId: 1 | 2 | 5) => [
  ...container.querySelectorAll<HTMLElement>(`[data-brand-variant="${domainId}"]`),
];

describe("the sign-in page's first paint (index.html)", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.replaceChildren();
    document.documentElement.classList.remove(FIRST_PAINT_CLASS);
  });

  it('is the login page of product section 2: heading, both fields and Log in, which waits for the page to start', () => {
    const container = prepared();
    const page = within(container);

    expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeInTheDocument();
    expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('name', 'username');
    expect(container.querySelector('input[name="password"]')).toHaveAttribute('type', 'password');
    expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(page.getByRole('link', { name: 'Forgot username' })).toHaveAttribute('href', '/recovery/username');
  });

  it("holds each brand's variant where brands differ: brand 5 has no Contact us and no Create an account", () => {
    const container = prepared();

    for (const domainId of [1, 2] as const) {
      const text = variants(container, domainId).map((variant) => variant.textContent).join(' ');
      expect(text, `brand ${domainId}`).toContain('Contact us');
      expect(text, `brand ${domainId}`).toContain('Create an account');
    }
    const harbor = variants(container, 5);
    expect(harbor.map((variant) => variant.textContent).join(' ')).toContain('Harbor Dental');
    for (const variant of harbor) {
      expect(within(variant).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
      expect(within(variant).queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    }
  });

  it('needs neither inline script nor inline style (the content security policy allows neither), and names no year', () => {
    expect(markup).not.toMatch(/<script|<style|\sstyle=/i);
    expect(markup).not.toContain('©');
    expect(markup).not.toMatch(/demo/i);
  });

  it('is hydrated as it is, keeps what was typed before the page started, and then shows only its own brand', async () => {
    document.documentElement.classList.add(FIRST_PAINT_CLASS);
    const container = prepared();
    const typed = container.querySelector<HTMLInputElement>('input[name="username"]')!;
    typed.value = 'rivera';
    keepTypedValues(container);
    const config = testRuntimeConfig({ domainId: 2, mockGateway: false });
    const services = createPortalServices(config);
    const router = createMemoryRouter(createRoutes(config), { initialEntries: ['/login'], ...routerOptions(config, services) });
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');

    await act(async () => {
      root = hydrateRoot(container, <PortalApp config={config} services={services} router={router} />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });

    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-brand-variant]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Summit Dental and Health home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cascade Health Plan home' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('rivera');
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeEnabled();

    // The hydrated form is the page's own: an empty password is refused on submit.
    await userEvent.setup({ delay: null }).click(button);
    expect(await screen.findByText('Password is a required field')).toBeInTheDocument();
  });
});
