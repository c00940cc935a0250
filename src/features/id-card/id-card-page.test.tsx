import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getGetIdCardQueryKey } from '../../../generated/gateway/id-card/id-card';
import type { KeepIdCardMessage } from '../../shared/offline/offline-protocol';
import { SAVED_AT_HEADER } from '../../shared/offline/offline-protocol';
import { fakeServiceWorker } from '../../test/fake-service-worker';
import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { failOperation, slowResponse } from '../../../mocks/scenarios';
import { idCardPdfQueryKey } from '../../shared/id-card/use-id-card-download';
import { DASH } from '../../shared/lib/format';
import { expectNoBrokenText } from '../../test/broken-text';
import { fakeWindow } from '../../test/fake-window';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { idCardSentMessage } from './email-id-card-form';
import { savedCardNotice } from './id-card-page';
import { setupPortalTestFile } from '../../test/portal-test-file';

const server = setupPortalTestFile({ testTimeout: 30_000 });

/**
 * The first render of a file loads the whole portal, which takes seconds on a busy 2-core machine; the tests
 * themselves take well under a second once it has loaded.
 */
const FIRST_RENDER_TIMEOUT_MS = 15_000;

async function openIdCards(username = 'rivera') {
  await signInAs(username);
  const view = renderPage('/id-card');
  await screen.findByRole('heading', { level: 1, name: 'ID cards' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  return view;
}

/** Gateway requests as the mock gateway receives them: method, path and query below the base, headers, body. */
function recordRequests() {
  const seen: { method: string; path: string; accept: string | null; body: Promise<string> }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.startsWith(`${MOCK_GATEWAY_BASE_URL}/`)) return;
    seen.push({
      method: request.method,
      path: request.url.slice(MOCK_GATEWAY_BASE_URL.length),
      accept: request.headers.get('Accept'),
      body: request.clone().text(),
    });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

function card(category: string) {
  return screen.getByRole('article', { name: `${category} ID card` });
}

describe('the ID cards', () => {
  it('shows a card that comes with only its category, with dashes, and the member of the card where the face names none', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/idCard/view`, () =>
        HttpResponse.json({
          memberName: 'Jordan Rivera',
          cards: [{ category: 'dental', frontImageUrl: 'https://documents.plan.example/cards/front.png' }, { category: 'vision' }],
        }),
      ),
    );
    await openIdCards();
    const dental = card('Dental');
    expect(within(dental).getByText('Member').nextElementSibling).toHaveTextContent('Jordan Rivera');
    expect(within(dental).getByText('Subscriber ID').nextElementSibling).toHaveTextContent(DASH);
    expect(within(dental).getByText('Group').nextElementSibling).toHaveTextContent(DASH);
    expect(within(dental).getByRole('img', { name: "Front of Jordan Rivera's dental ID card" })).toBeInTheDocument();
    expect(within(card('Vision')).queryByText('Plan')).not.toBeInTheDocument();
    expectNoBrokenText();
  });

  it("shows the member's card for each category, with its network, plan, effective date and phone", async () => {
    await openIdCards();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Medical ID card',
      'Dental ID card',
      'Vision ID card',
      'Pharmacy ID card',
    ]);

    const medical = card('Medical');
    expect(within(medical).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(medical).getByText('900123456')).toBeInTheDocument();
    expect(within(medical).getByText('10001234')).toBeInTheDocument();
    expect(within(medical).getByText('Cascade PPO 500')).toBeInTheDocument();
    expect(within(medical).getByText('Cascade Preferred')).toBeInTheDocument();
    expect(within(medical).getByText('January 1, 2024')).toBeInTheDocument();
    expect(within(medical).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');

    const dental = card('Dental');
    expect(within(dental).getByText('Cascade Dental PPO 1500')).toBeInTheDocument();
    expect(within(dental).getByRole('img', { name: "Front of Jordan Rivera's dental ID card" })).toHaveAttribute(
      'src',
      'https://documents.plan.example/cards/900123456-00-dental-front.png',
    );
    expect(within(dental).getByRole('img', { name: "Back of Jordan Rivera's dental ID card" })).toBeInTheDocument();
  });

  it('shows a dependent only their own card', async () => {
    await openIdCards('samrivera');
    expect(within(card('Medical')).getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Rivera')).not.toBeInTheDocument();
  });

  it('shows the overlay spinner and nothing else until the cards have loaded', async () => {
    slowResponse('getIdCard', 300);
    await signInAs('rivera');
    renderPage('/id-card');
    expect(await screen.findByTestId('overlay-spinner', undefined, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ID cards' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'ID cards' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  });

  it('shows the error page, the address kept, when the cards do not load', async () => {
    failOperation('getIdCard', 404);
    await signInAs('rivera');
    const { router } = renderPage('/id-card');
    expect(await screen.findByText(/^Error code: 404/, undefined, { timeout: FIRST_RENDER_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/id-card');
  });

  it('sends a termed member home', async () => {
    await signInAs('termed');
    const { router } = renderPage('/id-card');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: FIRST_RENDER_TIMEOUT_MS });
  });
});

describe('Order a printed card', () => {
  it("orders the category's card and shows the confirmation in place of the button", async () => {
    await openIdCards();
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(within(card('Dental')).getByRole('button', { name: 'Order a printed card (Dental)' }));
      const confirmation = await within(card('Dental')).findByText('Your new dental ID card will arrive by mail within 10 business days.');
      expect(confirmation.closest('p')).toHaveFocus();
    } finally {
      requests.stop();
    }
    expect(requests.seen.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /idCard/request?category=dental']);
    expect(within(card('Dental')).queryByRole('button', { name: /Order a printed card/ })).not.toBeInTheDocument();
    expect(within(card('Medical')).getByRole('button', { name: 'Order a printed card (Medical)' })).toBeInTheDocument();
  });
});

describe('Email my ID card', () => {
  it('sends the card to the address on file and says so', async () => {
    await openIdCards();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveValue('jordan.rivera@example.com');

    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Email my ID card' }));
      expect(await screen.findByText('Your ID card was sent to jordan.rivera@example.com.')).toBeInTheDocument();
    } finally {
      requests.stop();
    }
    const sent = requests.seen.filter((entry) => entry.method === 'POST');
    expect(sent.map((entry) => entry.path)).toEqual(['/idCard/email']);
    expect(JSON.parse(await sent[0]!.body)).toEqual({ emailAddress: 'jordan.rivera@example.com' });
  });

  it('checks the address before sending and keeps what the member typed', async () => {
    await openIdCards();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    try {
      await user.clear(field);
      await user.click(screen.getByRole('button', { name: 'Email my ID card' }));
      expect(await screen.findByText('Email address is a required field')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Email address is a required field');

      await user.type(field, 'jordan.rivera@');
      expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
      expect(field).toHaveValue('jordan.rivera@');
      await user.click(screen.getByRole('button', { name: 'Email my ID card' }));
      expect(field).toHaveValue('jordan.rivera@');
      expect(requests.seen.filter((entry) => entry.method === 'POST')).toEqual([]);

      await user.type(field, 'example.org');
      await user.click(screen.getByRole('button', { name: 'Email my ID card' }));
      expect(await screen.findByText('Your ID card was sent to jordan.rivera@example.org.')).toBeInTheDocument();
    } finally {
      requests.stop();
    }
  });
});

describe('Download ID card', () => {
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:https://portal.example.com/card'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  });

  it('shows the PDF in a new window and keeps the card data apart from it', async () => {
    const { services } = await openIdCards();
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Download ID card' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await vi.waitFor(() => expect(opened.location.href).toBe('blob:https://portal.example.com/card'));
    } finally {
      requests.stop();
    }
    expect(requests.seen.map((entry) => [entry.path, entry.accept])).toEqual([['/idCard/view', 'application/pdf']]);
    // The JSON card stays under its key; the PDF has its own.
    const queryClient = await services.queries.load();
    expect(queryClient.getQueryData(getGetIdCardQueryKey())).toMatchObject({ subscriberId: '900123456' });
    expect(queryClient.getQueryData(idCardPdfQueryKey())).toHaveProperty('size');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('closes the opened window and shows the error page, the address kept, when the PDF fails', async () => {
    const { router } = await openIdCards();
    failOperation('getIdCard', 503);
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Download ID card' }));

    expect(await screen.findByText(/^Error code: 503/)).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/id-card');
  });

  it('saves the card as a file when the browser blocks the new window', async () => {
    await openIdCards();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Download ID card' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('blob:https://portal.example.com/card');
    expect(link.download).toBe('id-card.pdf');
  });
});

describe('the card kept for offline use (docs/decisions/019)', () => {
  /** The moment the kept card was saved, in the test's time zone: 26 November 2026, 3:04 PM. */
  const SAVED = new Date(2026, 10, 26, 15, 4);

  /** The gateway's answers as the service worker gives them from the kept card: marked with the time saved. */
  function answerFromKeptCard() {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/idCard/view`, () =>
        HttpResponse.json(
          { memberName: 'Jordan Rivera', subscriberId: '900123456', cards: [{ category: 'medical', planName: 'Cascade Gold PPO' }] },
          { headers: { [SAVED_AT_HEADER]: SAVED.toISOString() } },
        ),
      ),
    );
  }

  it('says when it was saved, in plain words', () => {
    expect(savedCardNotice(SAVED)).toBe('Saved on November 26, 2026 at 3:04 PM. You are offline: this is your card as it was then.');
  });

  it('shows the kept copy with the time it was saved, without what needs the network (download, email, order); print stays', async () => {
    answerFromKeptCard();
    await openIdCards();
    expect(screen.getByText(savedCardNotice(SAVED))).toHaveAttribute('role', 'status');
    expect(within(card('Medical')).getByText('Cascade Gold PPO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download ID card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Order a printed card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email my ID card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Print/ })).toBeInTheDocument();
  });

  it('stays on the kept copy when the other calls fail for want of a network (no error page)', async () => {
    answerFromKeptCard();
    let tries = 0;
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/account/preferences`, () => {
        tries += 1;
        return HttpResponse.error();
      }),
    );
    await openIdCards();
    // The first try and both retries (MAX_QUERY_RETRIES) have failed, and the failure has reached the rule.
    await vi.waitFor(() => expect(tries).toBe(3), { timeout: 8_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'ID cards' })).toBeInTheDocument();
    expect(screen.queryByText(/^Error code:/)).not.toBeInTheDocument();
  });

  it('online, shows the live card with no saved time', async () => {
    await openIdCards();
    expect(screen.queryByText(/^Saved on /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ID card' })).toBeInTheDocument();
  });

  describe('with the production service worker', () => {
    it("asks it to keep an eligible member's live card: the account state, the card and its images, with the session token", async () => {
      const worker = fakeServiceWorker();
      const uninstall = worker.install();
      try {
        const token = await signInAs('rivera');
        renderPage('/id-card');
        await screen.findByRole('heading', { level: 1, name: 'ID cards' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
        await vi.waitFor(() => expect(worker.messages).toHaveLength(1));
        const kept = worker.messages[0] as KeepIdCardMessage;
        expect(kept).toMatchObject({ type: 'keep-id-card', token });
        expect(kept.answers.map((answer) => answer.url)).toEqual([
          `${MOCK_GATEWAY_BASE_URL}/account`,
          `${MOCK_GATEWAY_BASE_URL}/eligibility/family`,
          `${MOCK_GATEWAY_BASE_URL}/idCard/view`,
        ]);
        expect(kept.images.length).toBeGreaterThan(0);
        expect(kept.images.every((image) => image.startsWith('https://documents.plan.example/cards/'))).toBe(true);
      } finally {
        uninstall();
      }
    });

    it('keeps nothing for a member who is not eligible for an ID card, nor a kept copy again', async () => {
      const worker = fakeServiceWorker();
      const uninstall = worker.install();
      try {
        server.use(http.get(`${MOCK_GATEWAY_BASE_URL}/idCard/eligible`, () => HttpResponse.json(false)));
        await openIdCards();
        answerFromKeptCard();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(worker.messages).toEqual([]);
      } finally {
        uninstall();
      }
    });

    it("keeps nothing when the worker is not the portal's (the demo build's is MSW's)", async () => {
      const worker = fakeServiceWorker({ scriptPath: '/mockServiceWorker.js' });
      const uninstall = worker.install();
      try {
        await openIdCards();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(worker.messages).toEqual([]);
      } finally {
        uninstall();
      }
    });
  });
});

describe('the ID cards in Spanish', () => {
  it('read in Spanish: the heading, the cards, the actions and the address check, with no English message left', async () => {
    await signInAs('rivera');
    await showSpanish('id-card');
    const { container } = renderPage('/id-card');
    await screen.findByRole('heading', { level: 1, name: 'Tarjetas de identificación' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const dental = screen.getByRole('article', { name: 'Tarjeta de identificación: Dental' });
    expect(within(dental).getByText('ID de suscriptor')).toBeInTheDocument();
    expect(within(dental).getByRole('img', { name: 'Frente de la tarjeta de identificación (dental) de Jordan Rivera' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Tarjeta de identificación: Médico' })).getByRole('button', { name: 'Pedir una tarjeta impresa (Médico)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar tarjeta de identificación' })).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    const field = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(field);
    await user.type(field, 'jordan.rivera@');
    await user.click(screen.getByRole('button', { name: 'Enviarme mi tarjeta de identificación por correo electrónico' }));
    expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('says an address message again in the language the member switches to', async () => {
    await signInAs('rivera');
    renderPage('/id-card');
    await screen.findByRole('heading', { level: 1, name: 'ID cards' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByRole('textbox', { name: 'Email address' }));
    await user.click(screen.getByRole('button', { name: 'Email my ID card' }));
    expect(await screen.findByText('Email address is a required field')).toBeInTheDocument();

    await act(() => showSpanish('id-card'));
    expect(await screen.findByText('Correo electrónico es un campo obligatorio')).toBeInTheDocument();
  });

  it.each([
    ['the snackbar after sending', () => idCardSentMessage('jordan.rivera@example.com'), 'Su tarjeta de identificación se envió a jordan.rivera@example.com.'],
    [
      'the notice over a kept copy',
      () => savedCardNotice(new Date(2026, 10, 26, 15, 4)),
      /^Guardada el 26 de noviembre de 2026 a las 3:04\s?p\.\s?m\.\. Usted no tiene conexión: esta es su tarjeta tal como estaba entonces\.$/,
    ],
  ])('writes %s in Spanish', async (_name, make, expected) => {
    await showSpanish('id-card');
    if (typeof expected === 'string') expect(make()).toBe(expected);
    else expect(make()).toMatch(expected);
  });
});
