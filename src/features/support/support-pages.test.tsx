import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from '../../../mocks/node';
import { BRANDS, type DomainId } from '../../config/brands';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig } from '../../test/portal-test-file';

 
const server = setupMockGateway();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.events.removeAllListeners();
});

/** The brand's configuration, with the shell's accreditation feed served by the mock gateway (its own address is not mocked). */
const config = (domainId: DomainId) =>
  portalTestConfig({ domainId });

const LOADED = { timeout: 10_000 };

function lineNames(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('Contact us, signed out (/contact-us)', { timeout: 30_000 }, () => {
  it('shows the standard lines with tel: links, TTY and the way back to login', async () => {
    renderPage('/contact-us', { config: config(1) });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LOADED);

    expect(lineNames()).toEqual(['Account access', 'Medical', 'Dental', 'Pharmacy', 'Medicare Advantage', 'Medicare Pharmacy']);
    const medical = screen.getByRole('region', { name: 'Medical' });
    expect(within(medical).getByRole('link', { name: '1-800-555-0131' })).toHaveAttribute('href', 'tel:+18005550131');
    expect(within(medical).getByText('Texas phone')).toBeInTheDocument();
    const dental = screen.getByRole('region', { name: 'Dental' });
    expect(within(dental).getByRole('link', { name: 'dental-alaska@cascade-health.example' })).toHaveAttribute(
      'href',
      'mailto:dental-alaska@cascade-health.example',
    );
    expect(within(dental).getByRole('link', { name: 'dental-oregon@cascade-health.example' })).toBeInTheDocument();
    const medicarePharmacy = screen.getByRole('region', { name: 'Medicare Pharmacy' });
    expect(within(medicarePharmacy).getByText('Mon-Fri 7 a.m.-8 p.m. PT from Feb 15 to Sep 30.')).toBeInTheDocument();
    expect(within(medicarePharmacy).getByText('Daily 7 a.m.-8 p.m. PT from Oct 1 to Feb 14.')).toBeInTheDocument();
    const tty = screen.getByRole('link', { name: '711' });
    expect(tty).toHaveAttribute('href', 'tel:711');
    expect(tty.parentElement).toHaveTextContent(/^TTY, dial 711\.$/);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it.each([1, 2, 5] as const)(
    "shows brand %i's Holidays panel, read from the mock gateway without a session",
    async (domainId) => {
      const calendarCalls: { path: string; authorization: string | null }[] = [];
      server.events.on('request:start', ({ request }) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/api/message/calendar')) {
          calendarCalls.push({ path: pathname, authorization: request.headers.get('Authorization') });
        }
      });
      renderPage('/contact-us', { config: config(domainId) });
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LOADED);

      const holidays = await screen.findByRole('region', { name: 'Holidays' }, LOADED);
      expect(within(holidays).getByText('Customer service is closed on these holidays:')).toBeInTheDocument();
      expect(within(holidays).getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(calendarCalls).toEqual([{ path: `/api/message/calendar/domain/${domainId}`, authorization: null }]);
    },
  );

  it('shows brand 2 its two lines and their hours', async () => {
    renderPage('/contact-us', { config: config(2) });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LOADED);
    expect(lineNames()).toEqual(['Account access', 'Customer service']);
    expect(within(screen.getByRole('region', { name: 'Account access' })).getByText('Mon-Fri 7:30 a.m.-5:30 p.m. PT.')).toBeInTheDocument();
    const service = screen.getByRole('region', { name: 'Customer service' });
    expect(within(service).getByRole('link', { name: BRANDS[2].contact.customerServicePhone })).toHaveAttribute('href', 'tel:+18885550200');
    expect(within(service).getByText('Oct 1 to Mar 31: 7 a.m.-8 p.m. PT, seven days a week.')).toBeInTheDocument();
    expect(within(service).getByText(/Weekends and holidays, an automated phone system answers\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Medical' })).not.toBeInTheDocument();
  });
});

describe('Contact us for a member who is signed in (/contact-us)', { timeout: 30_000 }, () => {
  it('offers the way back to Home, not to a login the member does not need', async () => {
    await signInAs('rivera');
    renderPage('/contact-us', { config: config(1) });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, LOADED);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Back to login' })).not.toBeInTheDocument();
  });
});

describe('Customer service, signed in (/support/customer-service)', { timeout: 30_000 }, () => {
  it('shows the Holidays panel with the calendar HTML sanitised', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/message/calendar/domain/:domainId`, ({ params }) =>
        HttpResponse.json({
          data: {
            item: {
              content: {
                value: `<p onmouseover="steal()">Closed for brand ${String(params.domainId)}:</p><script>window.stolen = true</script><ul><li>Thursday, November 26<img src="x" onerror="window.stolen = true"></li></ul><a href="javascript:steal()">details</a>`,
              },
            },
          },
        }),
      ),
    );
    await signInAs('rivera');
    renderPage('/support/customer-service', { config: config(1) });
    await screen.findByRole('heading', { level: 1, name: 'Customer service' }, LOADED);

    const holidays = await screen.findByRole('region', { name: 'Holidays' }, LOADED);
    expect(within(holidays).getByText('Closed for brand 1:')).toBeInTheDocument();
    expect(within(holidays).getByRole('listitem')).toHaveTextContent('Thursday, November 26');
    expect(holidays.querySelector('script, img, [onmouseover], [onerror]')).toBeNull();
    expect(within(holidays).getByText('details')).not.toHaveAttribute('href');
    expect((window as { stolen?: boolean }).stolen).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Send a secure message' })).toHaveAttribute('href', '/account/support');
    expect(screen.queryByRole('link', { name: 'Back to login' })).not.toBeInTheDocument();
  });

  it("shows brand 5 its own holiday calendar too (its missing holiday shortcuts are the dashboard's)", async () => {
    const calendarPaths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/message/calendar')) calendarPaths.push(pathname);
    });
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/message/calendar/domain/:domainId`, ({ params }) =>
        HttpResponse.json({ data: { item: { content: { value: `<p>Harbor closures for brand ${String(params.domainId)}</p>` } } } }),
      ),
    );
    await signInAs('harborpolicy', { domainId: 5 });
    renderPage('/support/customer-service', { config: config(5) });
    await screen.findByRole('heading', { level: 1, name: 'Customer service' }, LOADED);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Account access' })).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Account access' })).getByRole('link', { name: BRANDS[5].contact.customerServicePhone })).toBeInTheDocument();

    const holidays = await screen.findByRole('region', { name: 'Holidays' }, LOADED);
    expect(within(holidays).getByText('Harbor closures for brand 5')).toBeInTheDocument();
    expect(calendarPaths).toEqual(['/api/message/calendar/domain/5']);
  });
});

describe('the contact pages in Spanish', { timeout: 30_000 }, () => {
  it('reads Contact us in Spanish, with the lines, a state\'s phone, TTY and the way back, and no English message left', async () => {
    await showSpanish('support');
    const { container } = renderPage('/contact-us', { config: config(1) });
    await screen.findByRole('heading', { level: 1, name: 'Contáctenos' }, LOADED);
    await screen.findByRole('region', { name: 'Días festivos' }, LOADED);

    const medical = screen.getByRole('region', { name: 'Médico' });
    expect(within(medical).getByText('Teléfono de Texas')).toBeInTheDocument();
    expect(within(medical).getByText('Horario')).toBeInTheDocument();
    const dental = screen.getByRole('region', { name: 'Dental' });
    expect(within(dental).getByText('Correo electrónico de Alaska')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '711' }).parentElement).toHaveTextContent(/^TTY, marque el 711\.$/);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it("reads brand 2's customer service e-mail as 'Correo electrónico'", async () => {
    await showSpanish('support');
    renderPage('/contact-us', { config: config(2) });
    await screen.findByRole('heading', { level: 1, name: 'Contáctenos' }, LOADED);
    const service = screen.getByRole('region', { name: 'Servicio al Cliente' });
    expect(within(service).getByText('Correo electrónico')).toBeInTheDocument();
    expect(within(service).queryByText(/email/)).not.toBeInTheDocument();
  });

  it('reads Customer service in Spanish for a member, with the way to a secure message', async () => {
    await signInAs('rivera');
    await showSpanish('support');
    const { container } = renderPage('/support/customer-service', { config: config(1) });
    await screen.findByRole('heading', { level: 1, name: 'Servicio al Cliente' }, LOADED);
    await screen.findByRole('region', { name: 'Días festivos' }, LOADED);
    expect(screen.getByRole('region', { name: '¿Prefiere escribirnos?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Envíe un mensaje seguro' })).toHaveAttribute('href', '/account/support');
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
