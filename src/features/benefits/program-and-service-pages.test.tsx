import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// setupMockGateway is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { MOCK_GATEWAY_BASE_URL, setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { createRoutes } from '../../app/routes';
import { toGatewayDate } from '../../shared/lib/format';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';

import { MedicalServicePage } from './benefits-pages';
import { findTitle, openAs } from './benefits-test-support';
import { resourceOpener } from './resource-opener';

const server = registerMockGateway();
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const today = () => toGatewayDate(new Date());

describe('/benefits/programs', () => {
  it('lists the programs the member has, filterable by category, each linking to its page', async () => {
    await openAs('rivera', '/benefits/programs');
    const user = userEvent.setup();

    // Twelve programs, one the member may not use; the resources of programs are not programs.
    expect(await screen.findByText('11 programs')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Weight management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nurse line wallet card' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '24/7 nurse line' })).toHaveAttribute('href', '/benefits/programs/12');

    await user.selectOptions(screen.getByLabelText('Show programs for'), 'Dental');
    expect(await screen.findByText('5 programs for Dental')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '24/7 nurse line' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passport dental' })).toBeInTheDocument();
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

describe('/resource-download', () => {
  it('says "Downloading resource..." with a spinner, opens the document, then offers its link and a way back', async () => {
    const open = vi.spyOn(resourceOpener, 'open').mockReturnValue(true);
    const url = 'https://documents.plan.example/handbooks/den-ppo-1500.pdf';
    await openAs('rivera', `/resource-download?url=${encodeURIComponent(url)}&name=Dental%20handbook`);

    expect(screen.getByRole('heading', { level: 1, name: 'Downloading resource...' })).toBeInTheDocument();
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
  function routesWithMedicalService(): RouteObject[] {
    const routes = createRoutes(testRuntimeConfig());
    const findParent = (list: RouteObject[]): RouteObject | undefined =>
      list.find((route) => route.children?.some((child) => child.path === '/benefits/:category')) ??
      list.flatMap((route) => (route.children ? [findParent(route.children)] : [])).find(Boolean);
    findParent(routes)!.children!.unshift({ path: '/benefits/medical/services/:pageId', element: <MedicalServicePage /> });
    return routes;
  }

  it('shows the networks that cover the service and the amounts its costs count toward', async () => {
    await signInAs('rivera');
    renderApp('/benefits/medical/services/preventive-care', {
      config: testRuntimeConfig({ accreditationFeedUrl: `${MOCK_GATEWAY_BASE_URL}/ncqa` }),
      routes: routesWithMedicalService(),
    });

    expect(await findTitle('Preventive care')).toBeInTheDocument();
    expect(screen.getByText('In network', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Out-of-network', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Individual deductible' })).toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'Find in-network dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist?network=in-network');
    expect(screen.getByRole('link', { name: /Back to Find a dentist/ })).toHaveAttribute('href', '/find-care/find-a-dentist');
  });

  it('searches the Medicare plan’s dentists for a Medicare member (parent group 100000075)', async () => {
    await openAs('medicare', '/passport-dental');
    expect(await screen.findByRole('link', { name: 'Find in-network dentist' })).toHaveAttribute(
      'href',
      '/find-care/find-a-dentist?network=medicare-advantage',
    );
  });
});
