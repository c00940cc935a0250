import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';

import { expectNoBrokenText } from '../../test/broken-text';
import { setupPortalTestFile } from '../../test/portal-test-file';

import { findTitle, openAs } from './benefits-test-support';

const server = setupPortalTestFile({ testTimeout: 30_000 });

/** The titles of the records (referrals, authorizations) on the page, in order. */
function recordTitles(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('/benefits/referrals', () => {
  it('shows a referral that comes with only its number and member, and a page without its total', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/referrals`, () =>
        HttpResponse.json({ content: [{ referralId: 'R-0001', memberKey: 'M1003', endDate: '2027-01-31' }], number: 0, totalPages: 1 }),
      ),
      http.get(`${MOCK_GATEWAY_BASE_URL}/referrals/metadata`, () =>
        HttpResponse.json({ statuses: [{ code: 'PENDING' }], providers: [{ providerId: 'P-30112' }] }),
      ),
    );
    await openAs('rivera', '/benefits/referrals');

    expect(await screen.findByText('Showing 1–1 referrals')).toBeInTheDocument();
    const referral = screen.getByRole('heading', { level: 2, name: 'Provider to be named' }).closest('li')!;
    expect(within(referral).getByText('Dates').nextElementSibling).toHaveTextContent('Until January 31, 2027');
    expect(within(referral).queryByText('Pending')).not.toBeInTheDocument();
    // Filter choices without their labels show their codes.
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'PENDING' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Provider')).getByRole('option', { name: 'P-30112' })).toBeInTheDocument();
    expectNoBrokenText();
  });

  it('lists the family’s referrals without the expired ones, and shows them on request', async () => {
    await openAs('rivera', '/benefits/referrals');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(recordTitles()).toEqual(['Rahul Mehta, MD', 'Lena Park, MD']);

    await user.click(screen.getByRole('checkbox', { name: 'Show expired referrals' }));
    expect(await screen.findByText('Showing 1–4 of 4 referrals')).toBeInTheDocument();
    expect(recordTitles()).toContain("Kathryn O'Neill, DPT");
  });

  it('filters by member, status and provider from the referral metadata', async () => {
    const { router } = await openAs('rivera', '/benefits/referrals?expired=true');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Showing 1–4 of 4 referrals');

    await user.selectOptions(screen.getByLabelText('Member'), 'Alex Rivera');
    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(recordTitles()).toEqual(["Kathryn O'Neill, DPT", 'Victor Chen, MD']);
    expect(router.state.location.search).toContain('member=M1002');

    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('Showing 1–1 of 1 referrals')).toBeInTheDocument();
    expect(recordTitles()).toEqual(['Victor Chen, MD']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(screen.getByLabelText('Provider'), 'Lena Park, MD');
    expect(await screen.findByText('Showing 1–1 of 1 referrals')).toBeInTheDocument();
    expect(recordTitles()).toEqual(['Lena Park, MD']);
  });

  it('pages through the referrals with an accessible pagination', async () => {
    const { router } = await openAs('rivera', '/benefits/referrals?size=1');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Showing 1–1 of 2 referrals')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Referrals pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 2–2 of 2 referrals')).toBeInTheDocument();
    expect(recordTitles()).toEqual(['Lena Park, MD']);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(router.state.location.search).toContain('page=2');
  });

  it('says "You have no referrals" when the member has none, without asking for the list', async () => {
    await openAs('city', '/benefits/referrals');
    expect(await screen.findByText('You have no referrals')).toBeInTheDocument();
    expect(screen.queryByLabelText('Member')).not.toBeInTheDocument();
  });
});

describe('/benefits/prior-authorization', () => {
  it('lists the family’s prior authorizations, filtered by member', async () => {
    await openAs('rivera', '/benefits/prior-authorization');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Showing 1–2 of 2 prior authorizations')).toBeInTheDocument();
    expect(recordTitles()).toEqual(['Physical therapy, 12 visits', 'MRI, left knee']);
    await user.selectOptions(screen.getByLabelText('Member'), 'Jordan Rivera');
    expect(await screen.findByText('Showing 1–1 of 1 prior authorizations')).toBeInTheDocument();
    expect(recordTitles()).toEqual(['MRI, left knee']);
  });
});

describe('/benefits/medicare-materials', () => {
  it('lists the Medicare materials of an eligible member', async () => {
    await openAs('medicare', '/benefits/medicare-materials');
    const links = await screen.findAllByRole('link', { name: /Evidence of Coverage/ });
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/resource-download\?url=https%3A%2F%2F/));
    expect(screen.getAllByRole('heading', { level: 2, name: /plan year$/ }).length).toBeGreaterThan(0);
  });

  it('shows an empty list with a clear message for a 403', async () => {
    failOperation('getMedicareMaterials', 403);
    const { router } = await openAs('medicare', '/benefits/medicare-materials');
    expect(await screen.findByText('There are no Medicare materials for you right now.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/medicare-materials');
  });

  it('shows the error page for any other failure, keeping the address', async () => {
    failOperation('getMedicareMaterials', 500);
    const { router } = await openAs('medicare', '/benefits/medicare-materials');
    // 5xx answers are retried twice before the page gives up.
    expect(await screen.findByText('Error code: 500 Internal Server Error', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/medicare-materials');
  });

  it('reads a 403 of the eligibility call as not eligible: the page says Medicare materials are not part of the plan', async () => {
    failOperation('getMedicareMaterialsEligibility', 403);
    await openAs('medicare', '/benefits/medicare-materials');
    expect(await screen.findByText('Medicare materials are not part of your plan.')).toBeInTheDocument();
  });

  it('shows the error page for another failure of the eligibility call, on any benefits page', async () => {
    failOperation('getMedicareMaterialsEligibility', 404);
    const { router } = await openAs('medicare', '/benefits/dental');
    expect(await screen.findByText('Error code: 404 Not Found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/dental');
  });
});

describe('handbooks', () => {
  it('titles the page with the configured label', async () => {
    await openAs('rivera', '/benefits/member-handbooks');
    expect(await findTitle('Member Handbooks')).toBeInTheDocument();
    const dental = await screen.findByRole('region', { name: 'Dental' });
    expect(within(dental).getByRole('link', { name: /Cascade Dental PPO 1500 member handbook/ })).toBeInTheDocument();
  });

  it('uses /benefits/certificate-of-coverage when the label is Certificate of Coverage', async () => {
    const { router } = await openAs('rivera', '/benefits/member-handbooks', { config: { handbooksLabel: 'Certificate of Coverage' } });
    expect(await findTitle('Certificate of Coverage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/certificate-of-coverage');
  });
});
