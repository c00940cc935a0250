import { act, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { firstOfMonth } from '../../mocks/personas/dates';
import type { DomainId } from '../config/brands';
import { englishLeftOn, showSpanish } from '../test/i18n';
import { portalTestConfig, setupPortalTestFile } from '../test/portal-test-file';
import { renderApp } from '../test/render-app';
import { signInAs, startLoginAs } from '../test/sign-in';

import { START_UP_AREAS } from './routes';

/**
 * Every page of the portal in Spanish (docs/decisions/020-spanish.md): opened as a member who chose Spanish, on the
 * mock gateway's personas, each page shows its heading in Spanish and no English message of the catalogs (texts
 * the gateway sends stay as sent). The feature areas' catalogs load with their pages, as in the browser.
 */
setupPortalTestFile({ testTimeout: 30_000 });

interface SpanishPage {
  readonly path: string;
  /** Who opens it: a persona signed in, a persona in the middle of a login, or nobody. */
  readonly as?: { readonly persona: string; readonly step?: 'login' };
  readonly brand?: DomainId;
  /**
   * Words the mock gateway sends on this page (a network tier, a limit's name, a program's title, a referral's
   * status) that happen to be the English of a portal message too: the gateway's words stay as sent.
   */
  readonly gatewayWords?: readonly string[];
}

const member = (persona: string) => ({ persona });

/** Waits until the page has its code and answers: the router idle, no read under way, no page-level placeholder. */
async function settled(router: { state: { initialized: boolean; navigation: { state: string } } }, queryClient: QueryClient) {
  let quiet = 0;
  const started = Date.now();
  while (quiet < 3) {
    if (Date.now() - started > 20_000) throw new Error('The page did not settle within 20 s');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    const idle =
      router.state.initialized &&
      router.state.navigation.state === 'idle' &&
      queryClient.isFetching() === 0 &&
      queryClient.isMutating() === 0 &&
      document.querySelector('.page-loading') === null;
    quiet = idle ? quiet + 1 : 0;
  }
}

const PAGES: readonly SpanishPage[] = [
  { path: '/login' },
  { path: '/login?loggedOut=true' },
  { path: '/login?loggedOut=true&reason=idle&minutes=15' },
  { path: '/logout?reason=expired&minutes=120', as: member('harborpolicy'), brand: 5 },
  { path: '/contact-us' },
  { path: '/contact-us', brand: 2 },
  { path: '/recovery/username' },
  { path: '/recovery/password' },
  { path: '/registration' },
  { path: '/accessibility' },
  { path: '/error/404' },
  { path: '/error/500' },
  { path: '/error/401', brand: 5 },
  { path: '/group-selection', as: { persona: 'multigroup', step: 'login' } },
  { path: '/update-email', as: { persona: 'noemail', step: 'login' } },
  { path: '/registration-policies', as: { persona: 'harborpolicy', step: 'login' }, brand: 5 },
  { path: '/new-id', as: { persona: 'newidharbor', step: 'login' }, brand: 5 },
  { path: '/home', as: member('rivera'), gatewayWords: ['Find a dentist', 'Pharmacy benefit manager'] },
  { path: '/home', as: member('harborpolicy'), brand: 5, gatewayWords: ['Find a dentist', 'Pharmacy benefit manager'] },
  { path: '/home', as: member('renewal'), gatewayWords: ['Find a dentist', 'Pharmacy benefit manager'] },
  { path: '/home', as: member('termed') },
  { path: '/select-group', as: member('multigroup') },
  // The mock gateway's plan types of the vision and pharmacy plans.
  { path: '/account/summary', as: member('rivera'), gatewayWords: ['Vision', 'Pharmacy'] },
  { path: '/account/member-information', as: member('rivera') },
  { path: '/account/settings', as: member('rivera') },
  // The mock gateway's label of the marketplace link.
  { path: '/account/plan-benefits', as: member('renewal'), gatewayWords: ['Visit the health insurance marketplace'] },
  { path: '/account/ebill', as: member('rivera') },
  { path: '/account/support', as: member('rivera') },
  { path: '/account/settings/change-password', as: member('rivera') },
  { path: '/benefits/medical', as: member('rivera'), gatewayWords: ['In network', 'Out-of-network', 'Your out-of-pocket maximum', 'Family out-of-pocket maximum'] },
  { path: '/benefits/dental', as: member('rivera'), gatewayWords: ['Deductible', 'In network', 'Out-of-network'] },
  { path: '/benefits/vision', as: member('rivera') },
  { path: '/benefits/pharmacy', as: member('rivera'), gatewayWords: ['Prescription out-of-pocket maximum'] },
  { path: '/benefits/summary', as: member('summit'), brand: 2, gatewayWords: ['Deductible', 'In network', 'Out-of-network', 'Your out-of-pocket maximum', 'Family out-of-pocket maximum'] },
  { path: '/benefits/programs', as: member('rivera'), gatewayWords: ['Find a dentist', 'Pharmacy benefit manager'] },
  { path: '/benefits/referrals', as: member('rivera'), gatewayWords: ['Approved'] },
  { path: '/benefits/member-handbooks', as: member('rivera') },
  { path: '/benefits/medicare-materials', as: member('medicare') },
  { path: '/benefits/prior-authorization', as: member('rivera') },
  { path: '/passport-dental', as: member('medicare') },
  { path: '/find-care', as: member('rivera') },
  { path: '/find-care/resources', as: member('rivera'), gatewayWords: ['Find a dentist', 'Pharmacy benefit manager'] },
  { path: '/find-care/primary-care', as: member('rivera') },
  { path: '/find-care/primary-care/2', as: member('rivera') },
  // A search with its results, and one that does not hold up (no date): the form with its messages.
  { path: `/find-care/primary-care/2/search?members=2&date=${firstOfMonth(1)}&zip=97209&radius=10`, as: member('rivera') },
  { path: '/find-care/primary-care/2/search?members=2&zip=97209&radius=10', as: member('rivera') },
  { path: '/find-care/find-a-dentist', as: member('rivera') },
  { path: '/claims', as: member('rivera') },
  { path: '/pharmacy-benefits', as: member('rivera'), gatewayWords: ['Pharmacy benefit manager'] },
  { path: '/claims/C-2026-119377', as: member('rivera') },
  { path: '/claims/C-2026-121245', as: member('samrivera') },
  { path: '/claims/print?category=dental', as: member('rivera') },
  { path: '/eobs', as: member('rivera') },
  { path: '/eobs?eob=EOB-2026-76555', as: member('rivera') },
  { path: '/eobs', as: member('alexrivera') },
  { path: '/id-card', as: member('rivera') },
  { path: '/support/customer-service', as: member('rivera') },
];

describe('the portal in Spanish', () => {
  it('loads the messages of the areas the first page load carries', () => {
    expect(START_UP_AREAS).toEqual(expect.arrayContaining(['auth', 'errors']));
  });

  it.each(PAGES.map((page) => [`${page.path}${page.brand ? ` (brand ${page.brand})` : ''}${page.as ? ` as ${page.as.persona}` : ''}`, page] as const))(
    '%s reads in Spanish',
    async (_name, { path, as, brand = 1, gatewayWords = [] }) => {
      if (as?.step === 'login') await startLoginAs(as.persona, { domainId: brand });
      else if (as) await signInAs(as.persona, { domainId: brand });
      // As main.tsx does: the start-up areas' messages (the sign-in, the error pages) load before the first render.
      await showSpanish(...START_UP_AREAS);
      const { container, router, services } = renderApp(path, { config: portalTestConfig({ domainId: brand }) });
      const queryClient = await services.queries.load();
      await settled(router, queryClient);

      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent?.trim()).not.toBe('');
      expect(document.documentElement).toHaveAttribute('lang', 'es');
      expect(await englishLeftOn(container, { ignore: gatewayWords }), `English on ${router.state.location.pathname}`).toEqual([]);
    },
  );
});
