import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { formatDate, toGatewayDate } from '../../shared/lib/format';
import { expectNoBrokenText } from '../../test/broken-text';
import { text } from '../../test/i18n';
import { setupPortalTestFile } from '../../test/portal-test-file';

import { benefitsTabs, findTitle, openAs } from './benefits-test-support';
import { DENTAL_MAXIMUMS_UNAVAILABLE, DENTAL_SERVICES_UNAVAILABLE } from './category-benefits';

// Each test renders the whole portal (shell, account state, the page's reads) on a 2-core machine.
const server = setupPortalTestFile({ testTimeout: 30_000 });

const today = () => toGatewayDate(new Date());

/** The headings of the cards in the 'Benefit limits' section, in order. */
async function limitHeadings(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Benefit limits' });
  await within(section).findAllByRole('listitem');
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('/benefits (brand 1, Jordan Rivera)', () => {
  it('opens the default category, Medical, with the benefits menu as tabs in the category order', async () => {
    const { router } = await openAs('rivera', '/benefits');

    expect(await findTitle('Medical benefits')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/medical');
    expect(await benefitsTabs()).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks']);
    const nav = screen.getByRole('navigation', { name: 'Benefits' });
    expect(within(nav).getByRole('link', { name: 'Medical' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the medical deductibles and out-of-pocket amounts by tier, met and remaining, and the services', async () => {
    await openAs('rivera', '/benefits/medical');

    const inNetwork = await screen.findByRole('region', { name: 'In network' });
    const deductible = within(inNetwork).getByRole('progressbar', { name: 'Individual deductible' });
    expect(deductible).toHaveAttribute('aria-valuenow', '64');
    expect(within(inNetwork).getByRole('progressbar', { name: 'Family out-of-pocket maximum' })).toBeInTheDocument();
    expect(inNetwork).toHaveTextContent('$320.00');
    expect(inNetwork).toHaveTextContent('$180.00');
    expect(inNetwork).toHaveTextContent('$500.00 limit');
    expect(within(inNetwork).getByRole('link', { name: 'Office visits' })).toHaveAttribute(
      'href',
      `/benefits/medical/services/office-visits?suffix=0&asOfDate=${today()}`,
    );
    expect(screen.getByRole('region', { name: 'Out-of-network' })).toBeInTheDocument();
  });

  it('shows only valid limits, Annual Limit and Deductible - In Network first, with tier labels, percentage used and US dollars', async () => {
    await openAs('rivera', '/benefits/medical');

    // The gateway sends Deductible - In Network, Out-of-Pocket Maximum, Deductible - In Network (family), an
    // incomplete Chiropractic Visits limit, Deductible - Out of Network and Out-of-Pocket Maximum (family).
    expect(await limitHeadings()).toEqual([
      'Deductible - In Network',
      'Deductible - In Network',
      'Out-of-Pocket Maximum',
      'Deductible - Out of Network',
      'Out-of-Pocket Maximum',
    ]);
    const section = screen.getByRole('region', { name: 'Benefit limits' });
    expect(section).not.toHaveTextContent('Chiropractic');
    expect(section).toHaveTextContent('In network · Individual · 64% used');
    expect(section).toHaveTextContent('In network · Family · 41% used');
    expect(section).toHaveTextContent('Out-of-network · Individual · 0% used');
    expect(section).toHaveTextContent('$1,220.75');
    expect(section).toHaveTextContent('$4,779.25');
  });

  it('shows the dental maximums without the amounts of -1 or 0, the limits and the services by category', async () => {
    await openAs('rivera', '/benefits/dental');

    const maximums = await screen.findByRole('region', { name: 'Maximums' });
    expect(within(maximums).getByRole('progressbar', { name: 'Individual annual maximum' })).toBeInTheDocument();
    // The annual maximum's family amount is -1: no family bar.
    expect(within(maximums).queryByRole('progressbar', { name: 'Family annual maximum' })).not.toBeInTheDocument();
    expect(within(maximums).getByRole('progressbar', { name: 'Family deductible' })).toBeInTheDocument();

    expect((await limitHeadings())[0]).toBe('Annual Limit');

    const preventive = screen.getByRole('region', { name: 'Diagnostic and preventive' });
    const cleaning = within(preventive).getByRole('link', { name: 'Cleaning (prophylaxis), adult' });
    expect(cleaning).toHaveAttribute('href', `/services/dental/D1110?suffix=0&asOfDate=${today()}`);
    const row = cleaning.closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['100%', '80%', '2 per plan year']);
    expect(screen.getByRole('region', { name: 'Major services' })).toHaveTextContent('1 per tooth every 5 years');
  });

  it('leaves out a limit whose met and remaining amounts are both zero (vision) and shows a limit without a type last (pharmacy)', async () => {
    const { router } = await openAs('rivera', '/benefits/vision');
    expect(await screen.findByRole('rowheader', { name: 'Frames' })).toBeInTheDocument();
    expect(await screen.findByText('There are no vision benefit limits for this date.')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Benefits' })).getByRole('link', { name: 'Pharmacy' }));
    expect(router.state.location.pathname).toBe('/benefits/pharmacy');
    expect(await findTitle('Pharmacy benefits')).toBeInTheDocument();
    expect(await limitHeadings()).toEqual(['Prescription out-of-pocket maximum']);
    expect(screen.getByRole('region', { name: 'Benefit limits' })).toHaveTextContent('In network · Individual · 21% used');
    expect(screen.getByRole('region', { name: 'Drug tiers' })).toBeInTheDocument();
  });

  it('says how far over its limit a limit is, while its bar stays full', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/benefits/limits`, () =>
        HttpResponse.json([
          {
            productCategory: 'dental',
            coverageType: 'INDIVIDUAL',
            limitType: 'Annual Limit',
            networkTier: 'innet',
            total: 1500,
            totalMet: 2000,
            totalRemaining: 0,
            detailedDescription: { header: 'Annual maximum' },
          },
        ]),
      ),
    );
    await openAs('rivera', '/benefits/dental');

    expect(await limitHeadings()).toEqual(['Annual Limit']);
    const section = screen.getByRole('region', { name: 'Benefit limits' });
    // Product section 9: met / total × 100 = 133.33...
    expect(section).toHaveTextContent('In network · Individual · 133% used');
    const bar = within(section).getByRole('progressbar', { name: 'Annual maximum' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.querySelector('.progress-bar__fill')).toHaveStyle({ width: '100%' });
    expect(section).toHaveTextContent('$2,000.00');
  });

  it('matches the coinsurance of a dental service to its tier by the normalised tier id', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/benefits/dental`, () =>
        HttpResponse.json({
          planName: 'Cascade Dental PPO 1500',
          // The tiers and the services name the networks differently: in-network is innet, out-of-network is outnet.
          tiers: [
            { tierId: 'in-network', name: 'In network' },
            { tierId: 'OUT-OF-NETWORK', name: 'Out-of-network' },
          ],
          serviceCategories: [
            {
              category: 'Diagnostic and preventive',
              services: [
                {
                  code: 'D1110',
                  name: 'Cleaning (prophylaxis), adult',
                  benefitLimit: '2 per plan year',
                  incentiveTiers: [
                    { tierId: 'outnet', coinsurance: 80 },
                    { tierId: 'innet', coinsurance: 100 },
                  ],
                },
              ],
            },
          ],
          maximums: [],
        }),
      ),
    );
    await openAs('rivera', '/benefits/dental');

    const preventive = await screen.findByRole('region', { name: 'Diagnostic and preventive' });
    const row = within(preventive).getByRole('link', { name: 'Cleaning (prophylaxis), adult' }).closest('tr')!;
    expect(within(preventive).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Service', 'In network', 'Out-of-network', 'Benefit limit']);
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['100%', '80%', '2 per plan year']);
  });

  it('shows each piece of a dental summary that comes without the others, and says which piece is not available', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/benefits/dental`, () =>
        HttpResponse.json({
          // No plan name, no tiers, no maximums; a service category with a service that names only itself.
          serviceCategories: [{ category: 'Basic services', services: [{ code: 'D2391', name: 'Resin-based composite' }] }],
        }),
      ),
    );
    const first = await openAs('rivera', '/benefits/dental');

    const maximums = await screen.findByRole('region', { name: 'Maximums' });
    expect(maximums).toHaveTextContent(text(DENTAL_MAXIMUMS_UNAVAILABLE));
    const basic = screen.getByRole('region', { name: 'Basic services' });
    expect(within(basic).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Service', 'Benefit limit']);
    const row = within(basic).getByRole('link', { name: 'Resin-based composite' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['None']);
    // The limits come from their own call and still show.
    expect(await screen.findByRole('region', { name: 'Benefit limits' })).toBeInTheDocument();
    expect(screen.queryByText('Plan:')).not.toBeInTheDocument();
    expectNoBrokenText();

    first.unmount();
    server.use(http.get(`${MOCK_GATEWAY_BASE_URL}/benefits/dental`, () => HttpResponse.json({ maximums: [] })));
    await openAs('rivera', '/benefits/dental');
    const services = await screen.findByRole('region', { name: 'Covered services' });
    expect(services).toHaveTextContent(text(DENTAL_SERVICES_UNAVAILABLE));
    expect(screen.getByRole('region', { name: 'Maximums' })).toHaveTextContent('Your dental plan has no maximums to show for this date.');
    expectNoBrokenText();
  });

  it('shows the benefits of the family member chosen in "Show benefits for"', async () => {
    const { router } = await openAs('rivera', '/benefits/dental');
    const user = userEvent.setup({ delay: null });

    await screen.findByRole('region', { name: 'Maximums' });
    expect(screen.queryByRole('heading', { name: 'Orthodontia lifetime maximum' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show benefits for'), 'Sam Rivera');

    expect(await screen.findByRole('heading', { name: 'Orthodontia lifetime maximum' })).toBeInTheDocument();
    expect(screen.getByText(`Showing benefits for Sam Rivera as of ${formatDate(new Date())}.`)).toBeInTheDocument();
    expect(router.state.location.search).toContain('suffix=2');
    // The tabs carry the choice to the other categories.
    expect(within(screen.getByRole('navigation', { name: 'Benefits' })).getByRole('link', { name: 'Vision' })).toHaveAttribute(
      'href',
      expect.stringContaining('suffix=2'),
    );
  });

  it('shows the benefits as of the date chosen, and keeps a bad date in the field with a message', async () => {
    const { router } = await openAs('rivera', '/benefits/dental');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Cascade Dental PPO 1500');

    const date = screen.getByLabelText('Benefits as of');
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Show benefits' }));
    expect(await screen.findByText('Benefits as of is a required field')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Cascade Dental PPO 1500')).toBeInTheDocument();

    await user.type(date, '2024-06-01');
    await user.click(screen.getByRole('button', { name: 'Show benefits' }));
    expect(await screen.findByText('Cascade Dental PPO 1000')).toBeInTheDocument();
    expect(router.state.location.search).toContain('asOfDate=2024-06-01');
  });

  it('says when coverage starts before its first day, with a way to see it', async () => {
    await openAs('rivera', '/benefits/dental?asOfDate=2023-06-01');

    expect(await screen.findByText('Your dental coverage starts on January 1, 2024.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See benefits as of January 1, 2024' }));
    expect(await screen.findByText('Cascade Dental PPO 1000')).toBeInTheDocument();
  });

  it('asks the gateway for each thing once per page view', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'GET') requests.push(new URL(request.url).pathname + new URL(request.url).search);
    };
    server.events.on('request:start', record);
    try {
      await openAs('rivera', '/benefits/dental');
      await screen.findByRole('region', { name: 'Diagnostic and preventive' });
      await screen.findByText('Annual Limit');
      const benefitsArea = requests.filter((url) => /^\/api\/(benefits|referrals|medicare-materials|account$|eligibility)/.test(url));
      expect(benefitsArea).toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/benefits\/dental\?suffix=0&asOfDate=/)]));
      expect(new Set(benefitsArea).size).toBe(benefitsArea.length);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('sends an unknown category to the not-found page', async () => {
    const { router } = await openAs('rivera', '/benefits/hearing');
    expect(await screen.findByText('Error code: 404 Not Found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/404');
  });
});

describe('category eligibility status', () => {
  it('shows a future category with its start date (vision starting next month)', async () => {
    await openAs('multigroup', '/benefits/vision');

    const message = await screen.findByText(/^Your vision coverage starts on /);
    expect(message).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^See benefits as of / }));
    expect(await screen.findByText('Cascade Vision 12/12/24')).toBeInTheDocument();
  });

  it('tells a termed member there are no benefits, with the history of the plans they had', async () => {
    await openAs('termed', '/benefits');

    expect(await screen.findByText('There are no benefits to show because your coverage has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Medical coverage history' })).toHaveAttribute('href', expect.stringMatching(/^\/history\/\d+\/benefits\/medical$/));
    expect(screen.getByRole('link', { name: 'Dental coverage history' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Benefits' })).not.toBeInTheDocument();
  });

  it('says a category the member does not have is not part of the plan', async () => {
    await openAs('harborpolicy', '/benefits/medical', { domainId: 5 });
    expect(await screen.findByText('Medical coverage is not part of your plan.')).toBeInTheDocument();
  });
});

describe('the benefits menus by brand (product section 6)', () => {
  it('brand 5: the eligible categories only; dental with its limits; no Programs or Handbooks', async () => {
    const { router, unmount } = await openAs('harborpolicy', '/benefits', { domainId: 5 });

    expect(await findTitle('Dental benefits')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/dental');
    expect(await benefitsTabs()).toEqual(['Dental']);
    expect((await limitHeadings())[0]).toBe('Annual Limit');
    unmount();

    await openAs('harborpolicy', '/benefits/programs', { domainId: 5 });
    expect(await screen.findByText('Programs are not part of your plan.')).toBeInTheDocument();
  });

  it('brand 5: Handbooks are not part of the plan', async () => {
    await openAs('harborpolicy', '/benefits/member-handbooks', { domainId: 5 });
    expect(await screen.findByText('Member Handbooks are not part of your plan.')).toBeInTheDocument();
  });

  it('brand 2: the reduced menu opens on the Benefits summary, which shows every category', async () => {
    const { router } = await openAs('summit', '/benefits', { domainId: 2 });

    expect(await findTitle('Benefits summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/summary');
    expect(await benefitsTabs()).toEqual(['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks']);
    for (const category of ['Medical', 'Dental', 'Vision', 'Pharmacy']) {
      expect(await screen.findByRole('heading', { level: 2, name: category })).toBeInTheDocument();
    }
    expect(await screen.findByText('Summit Dental Premier 1250')).toBeInTheDocument();
  });

  it('brand 2: a category page goes to the Benefits summary, where the reduced menu shows it', async () => {
    const { router } = await openAs('summit', '/benefits/dental', { domainId: 2 });
    expect(await findTitle('Benefits summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/summary');
  });

  it('brand 1: Medicare materials are not part of a plan without Medicare', async () => {
    await openAs('rivera', '/benefits/medicare-materials');
    expect(await screen.findByText('Medicare materials are not part of your plan.')).toBeInTheDocument();
  });
});

describe('/benefits/summary and the coverage history', () => {
  it('shows every category as of the timestamp in the address', async () => {
    const june2024 = new Date(2024, 5, 1).getTime();
    await openAs('rivera', `/benefits/summary?asOfDate=${june2024}`);

    expect(await screen.findByText('Showing benefits for Jordan Rivera as of June 1, 2024.')).toBeInTheDocument();
    expect(await screen.findByText('Cascade Dental PPO 1000')).toBeInTheDocument();
    expect(await screen.findByText('Cascade PPO 500')).toBeInTheDocument();
  });

  it('lists each family member’s plans in the category, marking the one in force on the date', async () => {
    await openAs('rivera', `/history/${new Date(2024, 5, 1).getTime()}/benefits/dental`);

    expect(await findTitle('Dental coverage history')).toBeInTheDocument();
    const sam = await screen.findByRole('region', { name: 'Sam Rivera plans table' });
    const rows = within(sam).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Cascade Dental PPO 1500', 'Cascade Dental PPO 1000 Selected']);
    expect(within(rows[0]!).getByText('No end date')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('December 31, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jordan Rivera' })).toBeInTheDocument();
    expect(screen.getByText('The plan marked “Selected” was in force on June 1, 2024.')).toBeInTheDocument();
  });

  it('says so when no plan was in force on the date, and marks none', async () => {
    await openAs('rivera', '/history/1700000000000/benefits/dental');

    expect(await findTitle('Dental coverage history')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Sam Rivera plans table' });
    expect(screen.getByText(`No plan in this list was in force on ${formatDate(new Date(1700000000000))}.`)).toBeInTheDocument();
    expect(screen.queryByText(/The plan marked/)).not.toBeInTheDocument();
    expect(screen.queryByText('Selected')).not.toBeInTheDocument();
  });

  it.each(['abc', '12abc', '1e12'])('sends a timestamp that is not a number (%j) to /error/404', async (timestamp) => {
    const { router } = await openAs('rivera', `/history/${timestamp}/benefits/dental`);
    expect(await screen.findByText('Error code: 404 Not Found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/404');
  });
});
