import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

// setupMockGateway is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { MOCK_GATEWAY_BASE_URL, setupMockGateway as mockGatewayForThisFile } from '../../../mocks/node';
import type { AccreditationFeed } from '../../../generated/model';
import { PROBLEM_EVENT } from '../../shared/errors/report-problem';
import { portalTestConfig } from '../../test/portal-test-file';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';


const server = mockGatewayForThisFile();

afterEach(() => localStorage.clear());

function serveFeed(feed: AccreditationFeed) {
  server.use(http.get(`${MOCK_GATEWAY_BASE_URL}/ncqa`, () => HttpResponse.json(feed)));
}

async function footer() {
  await signInAs('rivera');
  renderApp('/home', { config: portalTestConfig() });
  await screen.findByRole('button', { name: /account settings/i }, { timeout: 5000 });
  return screen.getByRole('contentinfo');
}

describe('the accreditation badge', () => {
  it('maps the first feed image that names a badge to that local badge, with the entry text', async () => {
    serveFeed({
      accreditations: [
        { logo: 'https://seals.example.org/plan-logo.png', description: 'Not a badge image.' },
        { logo: 'https://seals.example.org/medicare-INTERIM.svg?v=2', description: 'Interim accreditation for Medicare plans.' },
        { logo: 'https://seals.example.org/commendable.png', description: 'Commendable rating.' },
      ],
    });

    const area = await footer();

    const badge = await within(area).findByRole('img', { name: 'Interim accreditation' });
    expect(badge).toHaveAttribute('src', '/badges/interim.svg');
    expect(within(area).getByText('Interim accreditation for Medicare plans.')).toBeVisible();
    expect(within(area).queryByText('Commendable rating.')).not.toBeInTheDocument();
  });

  it('shows the commendable badge for a commendable seal', async () => {
    serveFeed({ accreditations: [{ logo: '/seals/health-plan-commendable.png', description: 'Commendable health plan.' }] });

    const area = await footer();

    expect(await within(area).findByRole('img', { name: 'Commendable' })).toHaveAttribute('src', '/badges/commendable.svg');
  });

  it('shows no badge when no image names one', async () => {
    serveFeed({ accreditations: [{ logo: 'https://seals.example.org/plan-logo.png', description: 'Not a badge image.' }] });

    const area = await footer();
    await screen.findByText('Cascade Health Plan', { selector: '.site-footer__brand' });

    expect(within(area).queryByRole('img')).not.toBeInTheDocument();
    expect(within(area).queryByText('Not a badge image.')).not.toBeInTheDocument();
  });
});

describe('an accreditation feed that fails or answers something else', () => {
  // `{}` is a feed by the contract with no entries to read; a list or text breaks the contract (a malformed answer).
  const REASONS: Record<string, string> = { '{}': 'unusable answer', '[]': 'malformed', text: 'malformed', '500': 'http 500' };

  it.each([
    ['{}', () => HttpResponse.json({})],
    ['[]', () => HttpResponse.json([])],
    ['text', () => HttpResponse.text('Service moved')],
    ['500', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
  ])('answering %s hides the badge, keeps the page and reports once', async (label, answer) => {
    window.dataLayer = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${MOCK_GATEWAY_BASE_URL}/ncqa`, answer));

    const area = await footer();
    await waitFor(() => expect(window.dataLayer?.some((entry) => (entry as { event?: string }).event === PROBLEM_EVENT)).toBe(true), {
      timeout: 10_000,
    });

    expect(within(area).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Error code:', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const reports = window.dataLayer?.filter((entry) => (entry as { event?: string }).event === PROBLEM_EVENT);
    expect(reports).toEqual([
      {
        event: PROBLEM_EVENT,
        piece: 'shell.accreditation-badge',
        operation: 'getAccreditationFeed',
        reason: REASONS[label],
      },
    ]);
  });
});
