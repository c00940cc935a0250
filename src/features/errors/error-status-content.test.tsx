import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { AppProviders } from '../../app/providers';
import { createPortalServices } from '../../app/services';
import type { DomainId } from '../../config/brands';
import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';
import { testRuntimeConfig } from '../../test/test-runtime-config';

import { ErrorStatusContent } from './error-status-content';
import { ERROR_TIPS } from './error-variants';
import { GENERIC_ERROR_TITLE } from './generic-error-content';

/** An unsigned token that expires in an hour: enough for the page to count the member as signed in. */
function sessionToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'none' })}.${encode({ sub: 'rivera', memberKey: 'M1001', role: 'member', exp })}.`;
}

function renderStatus(status: number, { domainId = 1, signedIn = false }: { domainId?: DomainId; signedIn?: boolean } = {}) {
  if (signedIn) localStorage.setItem(LOCAL_TOKEN_KEY, sessionToken());
  const config = testRuntimeConfig({ domainId });
  const router = createMemoryRouter([{ path: '*', element: <ErrorStatusContent status={status} /> }], {
    initialEntries: [`/error/${status}`],
  });
  render(
    <AppProviders config={config} services={createPortalServices(config)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const links = () =>
  within(screen.getByRole('navigation', { name: 'Where to go next' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => localStorage.clear());

describe('the error page variants (spec section 2)', () => {
  it.each([
    [1, 'Error code: 1 Temporarily unavailable', false],
    [400, 'Error code: 400 Bad Request', true],
    [401, 'Error code: 401 Unauthorized', false],
    [403, 'Error code: 403 Forbidden', false],
    [404, 'Error code: 404 Not Found', false],
    [408, 'Error code: 408 Request Timeout', true],
    [500, 'Error code: 500 Internal Server Error', true],
    [502, 'Error code: 502 Bad Gateway', true],
    [503, 'Error code: 503 Service Unavailable', true],
  ] as const)('status %i reads "%s", with the three tips: %s', (status, line, tips) => {
    renderStatus(status);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem').map((item) => item.textContent).filter((text) => ERROR_TIPS.includes(text as never))).toEqual(
      tips ? [...ERROR_TIPS] : [],
    );
  });

  it('uses the generic variant, with its title and the three tips, for a status without its own', () => {
    renderStatus(418);
    expect(screen.getByRole('heading', { level: 1, name: GENERIC_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Error code: 418 Error')).toBeInTheDocument();
    for (const tip of ERROR_TIPS) expect(screen.getByText(tip)).toBeInTheDocument();
  });

  it('offers the way back to Log in and Customer service (/contact-us) to a visitor who is signed out', () => {
    renderStatus(500);
    expect(links()).toEqual([
      ['Log in', '/login'],
      ['Customer service', '/contact-us'],
    ]);
  });

  it('offers Home and Customer service (/support/customer-service) to a signed-in member', () => {
    renderStatus(500, { signedIn: true });
    expect(links()).toEqual([
      ['Home', '/home'],
      ['Customer service', '/support/customer-service'],
    ]);
  });

  it("gives brand 5's 401 page its own links: the partner dashboard, log in again, the customer service phone", () => {
    renderStatus(401, { domainId: 5, signedIn: true });
    expect(links()).toEqual([
      ['Return to the partner dashboard', 'https://partner.example.com/dashboard'],
      ['Log in again', '/login'],
      ['Contact customer service at 1-888-555-0500', 'tel:+18885550500'],
    ]);
  });

  it.each([1, 2] as const)("offers brand %i's signed-out 401 page the way back to Log in", (domainId) => {
    renderStatus(401, { domainId });
    expect(links()).toEqual([
      ['Log in', '/login'],
      ['Customer service', '/contact-us'],
    ]);
  });
});
