/**
 * What the primary care page shows after a selection: carried in the navigation's state from the search page,
 * so it is never part of the address.
 */
export interface SelectionConfirmation {
  /** The text POST pcp/select returned. */
  readonly confirmation: string;
  /** 'Maya Okafor, MD'. */
  readonly providerName: string;
  readonly memberNames: readonly string[];
  /** YYYY-MM-DD. */
  readonly effectiveDate: string;
  readonly email: string;
}

const STATE_KEY = 'pcpSelection';

export function selectionConfirmationState(confirmation: SelectionConfirmation): Record<string, SelectionConfirmation> {
  return { [STATE_KEY]: confirmation };
}

/** The confirmation in a location's state, or null. */
export function readSelectionConfirmation(state: unknown): SelectionConfirmation | null {
  if (typeof state !== 'object' || state === null || !(STATE_KEY in state)) return null;
  const value = (state as Record<string, unknown>)[STATE_KEY];
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<SelectionConfirmation>;
  if (
    typeof candidate.confirmation !== 'string' ||
    typeof candidate.providerName !== 'string' ||
    !Array.isArray(candidate.memberNames) ||
    typeof candidate.effectiveDate !== 'string' ||
    typeof candidate.email !== 'string'
  ) {
    return null;
  }
  return candidate as SelectionConfirmation;
}
