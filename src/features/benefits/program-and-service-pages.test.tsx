import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { programsFor } from '../../../mocks/personas/programs';
import type { PortalServices } from '../../app/services';
import { DENTIST_DIRECTORY_URL, MEDICARE_DENTIST_DIRECTORY_URL } from '../../domain/find-care/dentist-directory';
import { toGatewayDate } from '../../shared/lib/format';
import { renderApp } from '../../test/render-app';
import { wholeRouteTable } from '../../test/route-table';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

import { MedicalServicePage } from './service-pages';
import { findTitle, openAs } from './benefits-test-support';
import { resourceOpener } from './resource-opener';

const server = setupPortalTestFile({ testTimeout: 30_000 });

const today = () => toGatewayDate(new Date());

describe('/benefits/programs', () => {
  const allPrograms = () => screen.getByRole('region', { name: 'All programs' });
  const featuredNames = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.textContent);

  it('lists the programs the member has, filterable by category, each linking to its page', async () => {
    await openAs('rivera', '/benefits/programs');
    const user = userEvent.setup({ delay: null });

    // Twelve programs, one the member may not use; the resources of programs are not programs.
    expect(await screen.findByText('11 programs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Programs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All programs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Weight management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nurse line wallet card' })).not.toBeInTheDocument();
    expect(within(allPrograms()).getByRole('link', { name: '24/7 nurse line' })).toHaveAttribute('href', '/benefits/programs/12');

    await user.selectOptions(screen.getByLabelText('Show programs for'), 'Dental');
    expect(await screen.findByText('5 programs for Dental')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '24/7 nurse line' })).not.toBeInTheDocument();
    expect(within(allPrograms()).getByRole('link', { name: 'Passport dental' })).toBeInTheDocument();
  });

  it('features at most 5 high-priority programs, by display order, above the list', async () => {
    await openAs('rivera', '/benefits/programs');

    // Rivera has eight high-priority programs (display order 1 to 8) and three others.
    const featured = await screen.findByRole('region', { name: 'Featured programs' });
    expect(within(featured).getByRole('heading', { level: 2, name: 'Featured programs' })).toBeInTheDocument();
    expect(featuredNames(featured)).toEqual([
      '24/7 nurse line',
      'Diabetes Prevention and Lifestyle Coaching',
      'Telehealth visits',
      'Find a dentist',
      'Pharmacy benefit manager',
    ]);
    expect(within(featured).getByRole('link', { name: 'Diabetes Prevention and Lifestyle Coaching' })).toHaveAttribute('href', '/benefits/programs/104');
    // The list of all programs stays below, complete.
    expect(featured.compareDocumentPosition(allPrograms()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('11 programs')).toBeInTheDocument();
  });

  it('features only high-priority programs the member may use, whatever the gateway order', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/programs/sitecore`, () =>
        HttpResponse.json(
          programsFor([
            { id: 115, highPriority: false }, // display order 1, not high priority
            { id: 126, highPriority: true, eligible: false }, // high priority, but the member may not use it
            { id: 93, highPriority: true },
            { id: 12, highPriority: true },
            { id: 140, highPriority: false },
            { id: 60, highPriority: true },
            { id: 21, highPriority: true },
            { id: 37, highPriority: true },
            { id: 41, highPriority: true }, // the sixth high-priority program the member may use
          ]),
        ),
      ),
    );
    await openAs('rivera', '/benefits/programs');

    const featured = await screen.findByRole('region', { name: 'Featured programs' });
    expect(featuredNames(featured)).toEqual(['Digital claims', '24/7 nurse line', 'Passport dental', 'Telehealth visits', 'Pharmacy benefit manager']);
    expect(screen.getByText('8 programs')).toBeInTheDocument();
  });

  it('shows no featured programs while a category is chosen, and again for all categories', async () => {
    await openAs('rivera', '/benefits/programs?category=Medical');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('6 programs for Medical')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured programs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured programs' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show programs for'), 'All categories');
    expect(await screen.findByRole('region', { name: 'Featured programs' })).toBeInTheDocument();
    expect(screen.getByText('11 programs')).toBeInTheDocument();
  });

  it('shows no featured programs when none is high priority', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/programs/sitecore`, () =>
        HttpResponse.json(programsFor([{ id: 12, highPriority: false }, { id: 21, highPriority: false }])),
      ),
    );
    await openAs('rivera', '/benefits/programs');

    expect(await screen.findByText('2 programs')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured programs' })).not.toBeInTheDocument();
  });

  it('shows a program’s details, its phone number to call and its documents through the download page', async () => {
    await openAs('rivera', '/benefits/programs/60');

    expect(await findTitle('Passport dental')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1-503-555-0160' })).toHaveAttribute('href', 'tel:+15035550160');
    expect(screen.getByRole('link', { name: 'International dental claim form' })).toHaveAttribute(
      'href',
      `/resource-download?url=${encodeURIComponent('https://documents.plan.example/forms/international-dental-claim.pdf')}&name=International+dental+claim+form`,
    );
    expect(screen.getByRole('link', { name: 'Go to Passport dental' })).toHaveAttribute('href', '/passport-dental');
    expect(screen.getByText('Call any time from anywhere in the world for help finding a dentist while you travel.')).toBeInTheDocument();
  });

  it('never lets a script in a program description reach the page', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/programs/12/detail`, () =>
        HttpResponse.json({
          program: { id: 12, name: '24/7 nurse line', eligible: true, displayOrder: 1, highPriority: true },
          details: {
            programId: 12,
            title: '24/7 nurse line',
            body: '<p>Nurses answer day and night.</p><script>window.injected = true</script><img src="x" onerror="window.injected = true">',
          },
        }),
      ),
    );
    await openAs('rivera', '/benefits/programs/12');

    expect(await screen.findByText('Nurses answer day and night.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('[onerror]')).toBeNull();
    expect((window as { injected?: boolean }).injected).toBeUndefined();
  });
});

describe('a program whose answer names it with empty text (the contract allows it)', () => {
  it.each([
    ['the content title', '', 'Nurse line', 'Nurse line'],
    ['a plain heading', ' ', '', 'Program'],
  ])('takes %s instead of an empty heading', async (_, name, title, heading) => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/programs/12/detail`, () =>
        HttpResponse.json({
          program: { id: 12, name, eligible: true, displayOrder: 1, highPriority: true },
          details: { programId: 12, title, body: '<p>Nurses answer day and night.</p>' },
        }),
      ),
    );
    await openAs('rivera', '/benefits/programs/12');

    expect(await screen.findByText('Nurses answer day and night.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
  });
});

describe('program links', () => {
  it('leaves out links and a program address that a browser would read as another host', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/programs/12/detail`, () =>
        HttpResponse.json({
          program: { id: 12, name: '24/7 nurse line', eligible: true, displayOrder: 1, highPriority: true, url: '/\\evil.example/login' },
          details: { programId: 12, title: '24/7 nurse line', body: '<p>Nurses answer day and night.</p>' },
          resources: [
            { id: 1, name: 'Wallet card', url: 'https://documents.plan.example/programs/nurse-line-card.pdf' },
            { id: 2, name: 'Plain http card', url: 'http://documents.plan.example/card.pdf' },
            { id: 3, name: 'Backslash card', url: '/\\evil.example/card.pdf' },
          ],
          links: [
            { title: 'Urgent care', url: '/benefits/medical' },
            { title: 'Backslash link', url: '/\\evil.example/login' },
            { title: 'Hidden backslash link', url: '/care\\..\\..\\evil' },
            { title: 'Two slashes', url: '//evil.example/login' },
          ],
        }),
      ),
    );
    await openAs('rivera', '/benefits/programs/12');

    expect(await screen.findByText('Nurses answer day and night.')).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Helpful links' });
    expect(within(links).getAllByRole('link').map((link) => link.textContent)).toEqual(['Urgent care']);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getAllByRole('link').map((link) => link.textContent)).toEqual(['Wallet card']);
    expect(screen.queryByRole('link', { name: /^Go to 24\/7 nurse line/ })).not.toBeInTheDocument();
  });
});

describe('/resource-download', () => {
  it('says "Downloading resource..." with a spinner, opens the document, then offers its link and a way back', async () => {
    const open = vi.spyOn(resourceOpener, 'open').mockReturnValue(true);
    const url = 'https://documents.plan.example/handbooks/den-ppo-1500.pdf';
    await openAs('rivera', `/resource-download?url=${encodeURIComponent(url)}&name=Dental%20handbook`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Downloading resource...' })).toBeInTheDocument();
    expect(await screen.findByText('Dental handbook opened in a new tab.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledExactlyOnceWith(url);
    expect(screen.getByRole('link', { name: /^Open Dental handbook/ })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: 'Go to your benefits' })).toHaveAttribute('href', '/benefits');
  });

  it('tells the member when the browser blocked the new tab', async () => {
    vi.spyOn(resourceOpener, 'open').mockReturnValue(false);
    await openAs('rivera', `/resource-download?url=${encodeURIComponent('https://documents.plan.example/a.pdf')}&name=Form`);
    expect(await screen.findByText('Your browser did not open Form. Use the link below to open it.')).toBeInTheDocument();
  });

  it('names the host of a document on another site', async () => {
    const open = vi.spyOn(resourceOpener, 'open').mockReturnValue(true);
    const url = 'https://documents.harbor-dental.example/forms/claim.pdf';
    await openAs('rivera', `/resource-download?url=${encodeURIComponent(url)}&name=Claim%20form`);

    expect(await screen.findByText('Claim form opened in a new tab.')).toBeInTheDocument();
    expect(screen.getByText('documents.harbor-dental.example', { selector: 'strong' }).closest('p')).toHaveTextContent(
      'This document comes from documents.harbor-dental.example.',
    );
    expect(open).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('opens a document on this site without naming a host', async () => {
    const open = vi.spyOn(resourceOpener, 'open').mockReturnValue(true);
    await openAs('rivera', `/resource-download?url=${encodeURIComponent('/documents/claim.pdf')}&name=Claim%20form`);

    expect(await screen.findByText('Claim form opened in a new tab.')).toBeInTheDocument();
    expect(screen.queryByText(/This document comes from/)).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledExactlyOnceWith('/documents/claim.pdf');
  });

  it.each([
    ['a plain http address', 'http://evil.example/login'],
    ['a path a browser reads as another host', '/\\evil.example/login'],
    ['a path with a backslash', '/documents\\..\\evil'],
    ['an address with credentials', 'https://documents.plan.example@evil.example/login'],
    ['another host by two slashes', '//evil.example/login'],
  ])('opens nothing for %s', async (_case, url) => {
    const open = vi.spyOn(resourceOpener, 'open');
    await openAs('rivera', `/resource-download?url=${encodeURIComponent(url)}&name=Your%20EOB`);

    expect(await screen.findByText('This document link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Document not available' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Open Your EOB/ })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens nothing for an address that is not a document', async () => {
    const open = vi.spyOn(resourceOpener, 'open');
    await openAs('rivera', `/resource-download?url=${encodeURIComponent('javascript:alert(1)')}&name=Bad`);
    expect(await screen.findByText('This document link is not valid.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the dental service pages', () => {
  it('shows the service: description, benefit limit, coinsurance per tier and main note', async () => {
    await openAs('rivera', `/services/dental/D2740?suffix=0&asOfDate=${today()}`);

    expect(await findTitle('Crown, porcelain/ceramic')).toBeInTheDocument();
    expect(screen.getByText('A crown that covers a damaged tooth')).toBeInTheDocument();
    expect(screen.getByText('1 per tooth every 5 years')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'What the plan pays table' });
    const inNetwork = within(table).getByRole('rowheader', { name: 'In network' }).closest('tr')!;
    expect(within(inNetwork).getAllByRole('cell')[0]).toHaveTextContent('50%');
    expect(within(table).getByRole('link', { name: 'Out-of-network costs' })).toHaveAttribute(
      'href',
      `/details/outnet/dental/D2740?suffix=0&asOfDate=${today()}`,
    );
    expect(screen.getByText('The deductible applies.')).toBeInTheDocument();
  });

  it('shows what the member pays in one tier, copay or coinsurance', async () => {
    await openAs('rivera', `/details/outnet/dental/D2740?suffix=0&asOfDate=${today()}`);

    expect(await findTitle('Crown, porcelain/ceramic: Out-of-network costs')).toBeInTheDocument();
    expect(screen.getByText('60% coinsurance')).toBeInTheDocument();
    expect(screen.getByText('60% of the allowed amount plus any balance billed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In network costs' })).toBeInTheDocument();
  });

  it('says so for a code the plan does not list', async () => {
    await openAs('rivera', '/services/dental/D9999');
    expect(await screen.findByText('Your dental plan does not list a service with the code D9999.')).toBeInTheDocument();
  });
});

describe('the medical service page', () => {
  /** The route table with the medical service route this page needs (see the report). */
  function routesWithMedicalService(services: PortalServices): RouteObject[] {
    const routes = wholeRouteTable(testRuntimeConfig(), services);
    const findParent = (list: RouteObject[]): RouteObject | undefined =>
      list.find((route) => route.children?.some((child) => child.path === '/benefits/:category')) ??
      list.flatMap((route) => (route.children ? [findParent(route.children)] : [])).find(Boolean);
    findParent(routes)!.children!.unshift({ path: '/benefits/medical/services/:pageId', element: <MedicalServicePage /> });
    return routes;
  }

  it('shows the networks that cover the service and the amounts its costs count toward', async () => {
    await signInAs('rivera');
    renderApp('/benefits/medical/services/preventive-care', {
      config: portalTestConfig(),
      routes: routesWithMedicalService,
    });

    expect(await findTitle('Preventive care')).toBeInTheDocument();
    expect(screen.getByText('In network', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Out-of-network', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Individual deductible' })).toBeInTheDocument();
  });

  it('shows what the member pays for the service in each network tier, copay or coinsurance', async () => {
    await signInAs('rivera');
    renderApp(`/benefits/medical/services/office-visits?suffix=0&asOfDate=${today()}`, {
      config: portalTestConfig(),
      routes: routesWithMedicalService,
    });

    expect(await findTitle('Office visits')).toBeInTheDocument();
    const costs = (tier: string) =>
      within(screen.getByRole('region', { name: tier }))
        .getAllByRole('listitem')
        .filter((item) => item.querySelector('.benefits-card__title'))
        .map((item) => [item.querySelector('.benefits-card__title')!.textContent, item.querySelector('.benefits-phone')!.textContent]);
    expect(costs('In network')).toEqual([
      ['Primary care visit', '$25.00 copay'],
      ['Specialist visit', '$50.00 copay'],
    ]);
    expect(costs('Out-of-network')).toEqual([['Office visit', '40% coinsurance']]);
    expect(within(screen.getByRole('region', { name: 'Out-of-network' })).getByText(/^After the deductible/)).toBeInTheDocument();
  });
});

describe('the travel dental page', () => {
  it('shows the call-anytime number, how to claim abroad, travel help, the out-of-network note and the links', async () => {
    await openAs('rivera', '/passport-dental');

    expect(await findTitle('Dental care while travelling')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+1-503-555-0160' })).toHaveAttribute('href', 'tel:+15035550160');
    const claim = screen.getByRole('region', { name: 'How to submit a claim abroad' });
    for (const text of [
      'Pay the dentist for your care.',
      'the dentist’s name, address and country',
      'the member’s name and date of birth',
      'the tooth numbers and surfaces treated',
      'the charge for each service and the currency you paid in',
    ]) {
      expect(within(claim).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(claim).getByRole('link', { name: 'International dental claim form' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Out-of-state travel help' })).toHaveTextContent('travel assistance provider');
    expect(screen.getByText('Out-of-network limits apply')).toBeInTheDocument();
    // The name says the link opens a new tab ('Find in-network dentist (opens in a new tab)' in a browser).
    const find = screen.getByRole('link', { name: /^Find in-network dentist ?\(opens in a new tab\)$/ });
    expect(find).toHaveAttribute('href', DENTIST_DIRECTORY_URL);
    expect(find).toHaveAttribute('target', '_blank');
    expect(find).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Back to Find a dentist/ })).toHaveAttribute('href', '/find-care/find-a-dentist');
  });

  it('opens the Medicare plan’s dentist directory for a Medicare member (parent group 100000075)', async () => {
    await openAs('medicare', '/passport-dental');
    const find = await screen.findByRole('link', { name: /^Find in-network dentist ?\(opens in a new tab\)$/ });
    expect(find).toHaveAttribute('href', MEDICARE_DENTIST_DIRECTORY_URL);
    expect(find).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Searches the dentists of your Medicare Advantage plan.')).toBeInTheDocument();
  });
});
