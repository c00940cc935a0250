import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DrugTierTable } from './drug-tier-table';

function rows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('DrugTierTable', () => {
  it('shows each tier with its retail and mail-order copay, under named columns, in a table that scrolls', () => {
    render(
      <DrugTierTable
        className="pbm-summary__table"
        caption="What you pay for a prescription, by drug tier"
        tiers={[
          { tierId: 'T1', name: 'Generic', retailCopay: '$10', mailOrderCopay: '$20' },
          { tierId: 'T2', name: 'Preferred brand', retailCopay: '$35', mailOrderCopay: '$70' },
        ]}
      />,
    );
    expect(rows()).toEqual([
      ['Drug tier', 'Retail pharmacy', 'Mail order'],
      ['Generic', '$10', '$20'],
      ['Preferred brand', '$35', '$70'],
    ]);
    expect(screen.getByRole('table', { name: 'What you pay for a prescription, by drug tier' })).toHaveClass('data-table', 'pbm-summary__table');
    expect(screen.getByRole('region', { name: 'Drug tiers table' })).toContainElement(screen.getByRole('table'));
  });

  it('names a tier by its id when the gateway sends no name, and says Not covered where it sends no copay', () => {
    const { container } = render(<DrugTierTable className="benefits-table" tiers={[{ tierId: 'T4', name: '  ', retailCopay: null, mailOrderCopay: '' }]} />);
    expect(rows()[1]).toEqual(['T4', 'Not covered', 'Not covered']);
    expect(container.querySelector('caption')).toBeNull();
  });
});
