import { t } from '@lingui/core/macro';

import type { Address, Member } from '../../../generated/model';
import { firstText } from '../../shared/lib/format';

/** The member's details in plain words: other coverage, sex and the address on file. */

export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** The other-coverage flags in plain words, in the language shown when it is called (call it while rendering). */
export function otherCoverageLines(member: Pick<Member, 'hasOtherMedical' | 'hasOtherDental' | 'hasOutOfAreaPlan'>): DetailLine[] {
  return [
    {
      label: t`Other medical coverage`,
      value: member.hasOtherMedical ? t`Yes, another medical plan is on file` : t`No other medical plan on file`,
    },
    {
      label: t`Other dental coverage`,
      value: member.hasOtherDental ? t`Yes, another dental plan is on file` : t`No other dental plan on file`,
    },
    {
      label: t`Out-of-area plan`,
      value: member.hasOutOfAreaPlan ? t`Yes, enrolled in an out-of-area plan` : t`Not enrolled in an out-of-area plan`,
    },
  ];
}

/**
 * The member's sex in the language shown when it is called (call it while rendering): the portal's word for a code
 * it knows (F, M, U: 'Female', 'Male', 'Unknown', whose English the gateway's description repeats), else the
 * gateway's description, else the code as sent; 'Not on file' when there is none.
 */
export function sexText(member: Pick<Member, 'sex' | 'sexDescription'>): string {
  const codes: Record<string, string> = { F: t`Female`, M: t`Male`, U: t`Unknown` };
  const code = member.sex?.trim().toUpperCase() ?? '';
  return codes[code] ?? firstText(member.sexDescription) ?? (code === '' ? t`Not on file` : code);
}

/** The address on file as the lines of an envelope; empty when there is none. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city?.trim(), [address.state?.trim(), address.zipCode?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = address.country?.trim();
  // The gateway's names of the United States (compared, never shown): the country line is left out for them.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- codes compared with the gateway's value
  const home = ['US', 'USA', 'UNITED STATES'];
  return [
    address.addressLine1?.trim(),
    address.addressLine2?.trim(),
    cityLine,
    country && !home.includes(country.toUpperCase()) ? country : undefined,
  ].filter((line): line is string => Boolean(line));
}
