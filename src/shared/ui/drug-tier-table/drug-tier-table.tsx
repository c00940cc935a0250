import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { firstText } from '../../lib/format/missing';
import { TableScroll } from '../table-scroll/table-scroll';

import '../data-table/data-table.css';

/** A drug tier of the pharmacy plan as the gateway sends it (the pharmacy benefits summary's `drugTiers`). */
export interface DrugTier {
  readonly tierId: string;
  readonly name?: string | null;
  readonly retailCopay?: string | null;
  readonly mailOrderCopay?: string | null;
}

export interface DrugTierTableProps {
  readonly tiers: readonly DrugTier[];
  /** The table's own class beside `data-table`, which styles its head and cells. */
  readonly className: string;
  /** A caption above the table, when the section's heading does not already say what it is. */
  readonly caption?: ReactNode;
  readonly captionClassName?: string;
}

/**
 * What a prescription costs in each drug tier, at a retail pharmacy and by mail order: the tier by its name (its id
 * when the gateway sends no name), and 'Not covered' where the plan lists no copay. Scrolls sideways on a phone.
 */
export function DrugTierTable({ tiers, className, caption, captionClassName }: DrugTierTableProps) {
  const { t } = useLingui();
  return (
    <TableScroll label={t`Drug tiers`}>
      <table className={`data-table ${className}`}>
        {caption && <caption className={captionClassName}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t`Drug tier`}</th>
            <th scope="col">{t`Retail pharmacy`}</th>
            <th scope="col">{t`Mail order`}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.tierId}>
              <th scope="row">{firstText(tier.name) ?? tier.tierId}</th>
              <td>{firstText(tier.retailCopay) ?? t`Not covered`}</td>
              <td>{firstText(tier.mailOrderCopay) ?? t`Not covered`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
