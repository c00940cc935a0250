import type { Address, Member } from '../../../../generated/model';

/** The member's details in plain words: other coverage, sex and the address on file. */

export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** The other-coverage flags in plain words. */
export function otherCoverageLines(member: Pick<Member, 'hasOtherMedical' | 'hasOtherDental' | 'hasOutOfAreaPlan'>): DetailLine[] {
  return [
    {
      label: 'Other medical coverage',
      value: member.hasOtherMedical ? 'Yes, another medical plan is on file' : 'No other medical plan on file',
    },
    {
      label: 'Other dental coverage',
      value: member.hasOtherDental ? 'Yes, another dental plan is on file' : 'No other dental plan on file',
    },
    {
      label: 'Out-of-area plan',
      value: member.hasOutOfAreaPlan ? 'Yes, enrolled in an out-of-area plan' : 'Not enrolled in an out-of-area plan',
    },
  ];
}

/** 'Female' from the description, else the code spelled out; 'Not on file' when absent. */
export function sexText(member: Pick<Member, 'sex' | 'sexDescription'>): string {
  const description = member.sexDescription?.trim();
  if (description) return description;
  const codes: Record<string, string> = { F: 'Female', M: 'Male', U: 'Unknown' };
  const code = member.sex?.trim().toUpperCase() ?? '';
  return codes[code] ?? (code === '' ? 'Not on file' : code);
}

/** The address on file as the lines of an envelope; empty when there is none. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city?.trim(), [address.state?.trim(), address.zipCode?.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = address.country?.trim();
  return [
    address.addressLine1?.trim(),
    address.addressLine2?.trim(),
    cityLine,
    country && !['US', 'USA', 'UNITED STATES'].includes(country.toUpperCase()) ? country : undefined,
  ].filter((line): line is string => Boolean(line));
}
