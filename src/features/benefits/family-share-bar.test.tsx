import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { findTitle, openAs } from './benefits-test-support';
import { setupPortalTestFile } from '../../test/portal-test-file';

setupPortalTestFile({ testTimeout: 30_000 });

/** The limit card (a list item of 'Benefit limits') whose heading is `name` and whose facts mention `coverage`. */
async function limitCard(name: string, coverage: 'Family' | 'Individual'): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name: 'Benefit limits' });
  const cards = await within(section).findAllByRole('listitem');
  const card = cards.find(
    (item) => item.querySelector('h3')?.textContent === name && item.querySelector('.benefits-limit__facts')?.textContent?.includes(coverage),
  );
  if (!card) throw new Error(`No ${coverage} ${name} card`);
  return card;
}

/** The text equivalent of the bar: one line per member, then what is left. */
async function shareLines(card: HTMLElement, title: RegExp): Promise<string[]> {
  const heading = await within(card).findByText(title, undefined, { timeout: 5000 });
  const list = heading.nextElementSibling?.nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe("each family member's share of the family deductible and out-of-pocket maximum", () => {
  it('the subscriber (rivera) sees every member: a bar divided by member and the same in words', async () => {
    await openAs('rivera', '/benefits/medical');
    await findTitle('Medical benefits');

    const deductible = await limitCard('Deductible - In Network', 'Family');
    expect(await shareLines(deductible, /^What each family member has met of the family/)).toEqual([
      'Jordan Rivera (you)$320.00 met21% of the family total',
      'Alex Rivera$290.00 met19% of the family total',
      'Sam Rivera$0.00 met0% of the family total',
      'Still to meet$890.00 of $1,500.00',
    ]);
    const bar = deductible.querySelector('.family-share__bar')!;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect([...bar.children].map((segment) => (segment as HTMLElement).style.width)).toEqual([`${(320 / 1500) * 100}%`, `${(290 / 1500) * 100}%`, '0%']);

    const outOfPocket = await limitCard('Out-of-Pocket Maximum', 'Family');
    expect(await shareLines(outOfPocket, /^What each family member has met of the family/)).toEqual([
      'Jordan Rivera (you)$845.50 met14% of the family total',
      'Alex Rivera$365.25 met6% of the family total',
      'Sam Rivera$10.00 met0% of the family total',
      'Still to meet$4,779.25 of $6,000.00',
    ]);

    // Individual limits have no shares.
    expect((await limitCard('Deductible - In Network', 'Individual')).querySelector('.family-share')).toBeNull();
  });

  it('links the words of the title to their definitions', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('rivera', '/benefits/medical');
    const outOfPocket = await limitCard('Out-of-Pocket Maximum', 'Family');
    await user.click(await within(outOfPocket).findByRole('button', { name: 'out-of-pocket maximum: what out-of-pocket maximum means' }));
    expect(await screen.findByRole('dialog', { name: 'Out-of-pocket maximum' })).toHaveTextContent('The most you pay for covered care in a plan year');
  });

  it.each([
    {
      username: 'alexrivera',
      page: '/benefits/medical',
      title: 'Medical benefits',
      lines: ['Alex Rivera (you)$290.00 met19% of the family total', 'Rest of the family$320.00 met21% of the family total', 'Still to meet$890.00 of $1,500.00'],
    },
    {
      username: 'samrivera',
      page: '/benefits/dental',
      title: 'Dental benefits',
      lines: ['Sam Rivera (you)$0.00 met0% of the family total', 'Rest of the family$50.00 met33% of the family total', 'Still to meet$100.00 of $150.00'],
    },
  ])('a dependent ($username) sees his own share of the family deductible and the rest of the family together', async ({ username, page, title, lines }) => {
    await openAs(username, page);
    await findTitle(title);
    const deductible = await limitCard('Deductible - In Network', 'Family');
    expect(await shareLines(deductible, /^Your share of the family/)).toEqual(lines);
    expect(deductible).not.toHaveTextContent('Jordan Rivera');
  });
});
