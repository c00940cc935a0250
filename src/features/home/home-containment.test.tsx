import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// setupMockGateway is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { setupMockGateway as mockGatewayForThisFile } from '../../../mocks/node';
import { GENERIC_ERROR_TITLE } from '../errors/generic-error-content';
import { PROBLEM_EVENT } from '../../shared/errors/report-problem';
import { START_UP_AREAS } from '../../app/routes';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import * as PrimaryCareTileModule from './primary-care-tile';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';

/** The mock gateway's words on the dashboard that are also the English of a portal message (see spanish-pages.test). */
const DASHBOARD_GATEWAY_WORDS = ['Find a dentist', 'Pharmacy benefit manager'];

const problemReports = () => window.dataLayer?.filter((entry) => (entry as { event?: string }).event === PROBLEM_EVENT);

/** Whether the primary care tile throws while rendering (a screen that breaks on an answer it did not expect). */
const tileFails = { current: false };

/** The primary care tile, breaking while tileFails says so (the dashboard reads it through its module's export). */
function breakablePrimaryCareTile() {
  const { PrimaryCareTile } = PrimaryCareTileModule;
  vi.spyOn(PrimaryCareTileModule, 'PrimaryCareTile').mockImplementation((props) => {
    if (tileFails.current) throw new TypeError("Cannot read properties of undefined (reading 'map')");
    return PrimaryCareTile(props);
  });
}

mockGatewayForThisFile();
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  breakablePrimaryCareTile();
  window.dataLayer = [];
  // React reports the error a boundary caught; the report of the portal itself is checked below.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  tileFails.current = false;
});

async function openDashboard() {
  await signInAs('rivera');
  renderApp('/home', { config: testRuntimeConfig() });
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' }, { timeout: 15_000 });
}

describe('a dashboard tile that fails to render', () => {
  it('shows its own message with a retry, and the rest of the dashboard and the shell work', async () => {
    tileFails.current = true;
    await openDashboard();

    const message = await screen.findByText("Sorry, we can't show your primary care right now.");
    expect(message.closest('.piece-failure')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again: your primary care' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Primary care' })).not.toBeInTheDocument();

    // The other tiles, the shell's menus and footer, and logout are all there; the portal's last-resort page is not.
    expect(within(screen.getByRole('region', { name: 'Member information' })).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Programs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /account settings/i })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /log out/i }).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GENERIC_ERROR_TITLE })).not.toBeInTheDocument();

    // Reported once, naming the piece by its key and the kind of error only.
    expect(problemReports()).toEqual([{ event: PROBLEM_EVENT, piece: 'home.primary-care', reason: 'TypeError' }]);
  });

  it('is named in Spanish on a Spanish dashboard, and reported as on an English one', async () => {
    tileFails.current = true;
    await signInAs('rivera');
    await showSpanish(...START_UP_AREAS);
    const { container } = renderApp('/home', { config: testRuntimeConfig() });
    await screen.findByRole('heading', { level: 1, name: 'Le damos la bienvenida, Jordan' }, { timeout: 15_000 });

    const message = await screen.findByText('Lo sentimos, no podemos mostrar su atención primaria en este momento.');
    const failure = message.closest('.piece-failure');
    expect(failure).not.toBeNull();
    expect(within(failure as HTMLElement).getByRole('button', { name: 'Intentar de nuevo: su atención primaria' })).toBeEnabled();
    expect(await englishLeftOn(failure as HTMLElement)).toEqual([]);
    expect(await englishLeftOn(container, { ignore: DASHBOARD_GATEWAY_WORDS })).toEqual([]);

    // The same report as on an English dashboard (the first test): the piece's key does not follow the language.
    await waitFor(() => expect(problemReports()).toEqual([{ event: PROBLEM_EVENT, piece: 'home.primary-care', reason: 'TypeError' }]));
  });

  it('renders the tile again on Try again once it can', async () => {
    tileFails.current = true;
    await openDashboard();
    await screen.findByText("Sorry, we can't show your primary care right now.");

    tileFails.current = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again: your primary care' }));

    const tile = await screen.findByRole('region', { name: 'Primary care' });
    expect(within(tile).getByText('Maya Okafor, MD')).toBeInTheDocument();
    expect(screen.queryByText("Sorry, we can't show your primary care right now.")).not.toBeInTheDocument();
  });
});
