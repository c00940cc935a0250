// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import type { AccountDetails, Family, GroupDetail } from '../generated/model';
import { COVERAGE_CATEGORIES, memberEligibilityBlock, selectedEligibility } from '../src/domain';

import { createHandlers } from './handlers';
import { personas } from './personas';
import { resetState } from './state';
import { claimsOf, gatewayCaller, handlersFetch } from './test-helpers';

/**
 * One member's current plan in a category has one start date, whichever answer names it: the eligibility block of
 * GET /account, the group's plan status of GET /group-detail and the selected entry (product section 4) of GET
 * /eligibility/family. A plan change at a plan year starts a new plan, so its date is the new plan's first day.
 */

const BASE_URL = 'http://localhost/api';
const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL })));
afterEach(() => resetState());

const members = personas.filter((persona) => persona.kind === 'member');

describe('the current plan of a category starts on the same day in every answer', () => {
  it.each(members.map((persona) => [persona.username, persona] as const))('%s', async (username) => {
    const token = await gateway.signIn(username);
    const memberKey = String(claimsOf(token).memberKey);
    const account = (await gateway.call('GET', '/account', { token })).body as AccountDetails;
    const family = (await gateway.call('GET', '/eligibility/family', { token })).body as Family;
    const details = (await gateway.call('GET', '/group-detail', { token })).body as GroupDetail[];
    const member = account.members.find((candidate) => candidate.memberKey === memberKey)!;
    const group = details.find((candidate) => candidate.groupId === account.groupId)!;
    const now = new Date();

    for (const category of COVERAGE_CATEGORIES) {
      const selected = selectedEligibility(family.planEligibilities ?? [], memberKey, category, now);
      const block = memberEligibilityBlock(member, category);
      const plan = group[category.toLowerCase() as 'medical' | 'dental' | 'vision' | 'pharmacy'];
      const dates = {
        selectedEntry: selected?.effectiveDate ?? null,
        eligibilityBlock: block?.eligible ? (block.effectiveDate ?? null) : null,
        groupDetail: plan?.planEffectiveDate ?? null,
      };
      expect(dates, `${category}`).toEqual({
        selectedEntry: dates.selectedEntry,
        eligibilityBlock: dates.selectedEntry,
        groupDetail: dates.selectedEntry,
      });
    }
  });
});
