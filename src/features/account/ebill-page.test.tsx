import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { setupPortalTestFile } from '../../test/portal-test-file';

import { LOADED, openAs, recordRequests } from './account-test-helpers';
import { EBILL_UNAVAILABLE_TITLE } from './ebill-page';

 
const server = setupPortalTestFile();
const requests = recordRequests(server);

function params(href: string | null): Record<string, string> {
  const url = new URL(href ?? '');
  return { base: `${url.origin}${url.pathname}`, ...Object.fromEntries(url.searchParams) };
}

describe('eBill', { timeout: 30_000 }, () => {
  it('registers a member who is not registered, then leads to eBill as a first visit', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('rivera', '/account/ebill', 'eBill');
    const register = await screen.findByRole('region', { name: 'Register for eBill' }, LOADED);
    expect(screen.queryByRole('link', { name: 'Go to eBill' })).not.toBeInTheDocument();
    // The payment update is explained: register first, then update on the eBill site.
    expect(screen.getByText('eBill Update needed')).toBeInTheDocument();
    expect(screen.getByText('Register for eBill below, then update your payment method(s) on the eBill site.')).toBeInTheDocument();

    await user.click(within(register).getByRole('button', { name: 'Register for eBill' }));

    const link = await screen.findByRole('link', { name: 'Go to eBill' }, LOADED);
    expect(params(link.getAttribute('href'))).toEqual({
      base: 'https://ebill.example.com/member/ebill',
      firsttime: 'Y',
      theme: 'Cascade',
      dashboardlink: `${window.location.origin}/home`,
      idptoken: localStorage.getItem(LOCAL_TOKEN_KEY),
    });
    expect(screen.getByRole('link', { name: 'Update payment method(s)' })).toHaveAttribute('href', link.getAttribute('href'));
    const puts = await requests('PUT', '/ebill/registerEbillUser');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body ?? {}).toEqual({});
  });

  it('leads a registered member to eBill, not as a first visit', async () => {
    await openAs('renewal', '/account/ebill', 'eBill');
    const link = await screen.findByRole('link', { name: 'Go to eBill' }, LOADED);
    expect(params(link.getAttribute('href'))).toMatchObject({ firsttime: 'N', theme: 'Cascade' });
    expect(screen.queryByRole('button', { name: 'Register for eBill' })).not.toBeInTheDocument();
    expect(screen.queryByText('eBill Update needed')).not.toBeInTheDocument();
  });

  it('says eBill is not available to a member whose plan has no eBill', async () => {
    await openAs('summit', '/account/ebill', 'eBill', 2);
    expect(await screen.findByText(text(EBILL_UNAVAILABLE_TITLE), {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to eBill' })).not.toBeInTheDocument();
    expect(await requests('GET', '/ebill/ebillRegistered')).toHaveLength(0);
  });

  it('says eBill is not available to a termed member, without asking the gateway', async () => {
    await openAs('termed', '/account/ebill', 'eBill');
    expect(await screen.findByText(text(EBILL_UNAVAILABLE_TITLE), {}, LOADED)).toBeInTheDocument();
    expect(await requests('GET', '/ebill/ebillRegistered')).toHaveLength(0);
  });
});

describe('eBill in Spanish', { timeout: 30_000 }, () => {
  it('reads in Spanish: registration, the payment update and the questions card, with no English message left', async () => {
    await showSpanish('account');
    const { container } = await openAs('rivera', '/account/ebill', 'eBill (factura electrónica)');
    expect(await screen.findByRole('region', { name: 'Inscribirse en eBill' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Se necesita actualizar eBill')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscribirse en eBill' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('says in Spanish that eBill is not available', async () => {
    await showSpanish('account');
    const { container } = await openAs('summit', '/account/ebill', 'eBill (factura electrónica)', 2);
    expect(await screen.findByText('eBill (factura electrónica) no está disponible para su plan', {}, LOADED)).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
