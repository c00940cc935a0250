import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { AppProviders } from '../../app/providers';
import { createPortalServices } from '../../app/services';
import type { DomainId } from '../../config/brands';
import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';
import { englishLeftOn, readable, showSpanish, text } from '../../test/i18n';
import { testRuntimeConfig } from '../../test/test-runtime-config';

import { ErrorStatusContent } from './error-status-content';
import { ERROR_TIPS, errorCodeLine, errorPageLinks } from './error-variants';
import { GENERIC_ERROR_TITLE, GENERIC_ERROR_TITLE_MESSAGE, GenericErrorContent } from './generic-error-content';

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
  return render(
    <AppProviders config={config} services={createPortalServices(config)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const links = (name = 'Where to go next') =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => localStorage.clear());

describe('the error page variants (product section 2)', () => {
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
    expect(screen.queryAllByRole('listitem').map((item) => item.textContent).filter((tip) => ERROR_TIPS.map(text).includes(tip ?? ''))).toEqual(
      tips ? ERROR_TIPS.map(text) : [],
    );
  });

  it('uses the generic variant, with its title and the three tips, for a status without its own', () => {
    renderStatus(418);
    expect(screen.getByRole('heading', { level: 1, name: GENERIC_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Error code: 418 Error')).toBeInTheDocument();
    for (const tip of ERROR_TIPS) expect(screen.getByText(text(tip))).toBeInTheDocument();
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

describe('the generic error content (product section 2)', () => {
  // Its English, word for word, is checked where the app shows it (src/app/app-error-boundary.test.tsx).
  it("keeps the title's English words (what the boundary checks look for) equal to the message shown in English", () => {
    expect(text(GENERIC_ERROR_TITLE_MESSAGE)).toBe(GENERIC_ERROR_TITLE);
    expect(GENERIC_ERROR_TITLE).toBe("Sorry, it looks like there's a problem.");
  });
});

describe('the error pages in Spanish', () => {
  it.each([
    [404, 'No encontramos esa página', 'Código de error: 404 No encontrado', false],
    [500, 'Lo sentimos, algo salió mal de nuestro lado', 'Código de error: 500 Error interno del servidor', true],
    [418, 'Lo sentimos, parece que hay un problema.', 'Código de error: 418 Error', true],
  ] as const)('status %i reads in Spanish, with its tips and links, and no English message left', async (status, title, line, tips) => {
    await showSpanish('errors');
    const { container } = renderStatus(status);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    if (tips) {
      expect(screen.getByRole('heading', { level: 2, name: 'Qué puede intentar' })).toBeInTheDocument();
      expect(screen.getByText('Vuelva a cargar la página.')).toBeInTheDocument();
    }
    expect(links('Adónde ir ahora')).toEqual([
      ['Iniciar sesión', '/login'],
      ['Servicio al Cliente', '/contact-us'],
    ]);
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it("gives brand 5's 401 page its links in Spanish, the phone number as configured", async () => {
    await showSpanish('errors');
    const { container } = renderStatus(401, { domainId: 5, signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Su sesión ha finalizado' })).toBeInTheDocument();
    expect(links('Adónde ir ahora')).toEqual([
      ['Volver al panel del socio', 'https://partner.example.com/dashboard'],
      ['Volver a iniciar sesión', '/login'],
      ['Comuníquese con Servicio al Cliente al 1-888-555-0500', 'tel:+18885550500'],
    ]);
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('shows the generic error content in Spanish', async () => {
    await showSpanish('errors');
    const { container } = render(<GenericErrorContent />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lo sentimos, parece que hay un problema.' })).toBeInTheDocument();
    expect(screen.getByText('Reinicie la computadora o el dispositivo móvil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it.each([
    [{ status: 500, signedIn: true, partner401: null }, ['Inicio', 'Servicio al Cliente']],
    [{ status: 500, signedIn: false, partner401: null }, ['Iniciar sesión', 'Servicio al Cliente']],
    [
      {
        status: 401,
        signedIn: true,
        partner401: {
          partnerDashboardUrl: 'https://partner.example.com/dashboard',
          customerService: { customerServicePhone: '1-888-555-0500', customerServiceTel: 'tel:+18885550500' },
        },
      },
      ['Volver al panel del socio', 'Volver a iniciar sesión', 'Comuníquese con Servicio al Cliente al 1-888-555-0500'],
    ],
  ] as const)('labels the links of %o in Spanish', async (input, labels) => {
    await showSpanish('errors');
    expect(errorPageLinks(input).map((link) => readable(link.label))).toEqual(labels);
  });

  it.each([
    [1, 'Código de error: 1 No disponible temporalmente'],
    [400, 'Código de error: 400 Solicitud incorrecta'],
    [401, 'Código de error: 401 No autorizado'],
    [403, 'Código de error: 403 Prohibido'],
    [408, 'Código de error: 408 Tiempo de espera agotado'],
    [502, 'Código de error: 502 Puerta de enlace incorrecta'],
    [503, 'Código de error: 503 Servicio no disponible'],
  ] as const)('writes the error code line of status %i in Spanish', async (status, line) => {
    await showSpanish('errors');
    expect(errorCodeLine(status)).toBe(line);
  });
});
