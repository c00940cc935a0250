import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';

import type { RegistrationWizardState } from '../../../generated/model';

/**
 * The registration wizard's state (the contract's RegistrationWizardState: active step, policy phone,
 * preferences, credentials, security questions, policy signatures and user details), kept in session storage
 * under one key so a reload keeps the member's place. Logout clears session storage, which resets it (product
 * section 4). Two values the wizard needs besides the model travel with it: the short-lived registration token
 * of POST /registration/user-details, and whether that member is the subscriber (who is asked about EOBs).
 * The password is never stored: it stays in memory and is asked again after a reload.
 */

export const REGISTRATION_STATE_KEY = 'registration-wizard';

export const STEP = {
  details: 0,
  policies: 1,
  credentials: 2,
  securityQuestions: 3,
  done: 4,
} as const;

export type StepIndex = (typeof STEP)[keyof typeof STEP];

export interface WizardState extends RegistrationWizardState {
  activeStep: StepIndex;
  /** The bearer token of the rest of the wizard (security questions and account creation). */
  registrationToken?: string | null;
  /** The member the details identify is the subscriber: the policies step asks about EOB delivery. */
  registrantIsSubscriber?: boolean;
}

export const INITIAL_WIZARD_STATE: WizardState = { activeStep: STEP.details };

const yesNo = z.enum(['Y', 'N']);

const storedSchema = z.object({
  activeStep: z.number().int().min(STEP.details).max(STEP.done),
  policyPhone: z.string().nullable().optional(),
  preferences: z
    .object({ emailAddress: z.string().optional(), electronicEob: yesNo.optional() })
    .catchall(z.unknown())
    .optional(),
  credentials: z.object({ username: z.string().optional(), emailAddress: z.string().optional() }).optional(),
  securityQuestions: z.array(z.object({ questionId: z.number().int(), answer: z.string() })).optional(),
  policySignatures: z
    .object({ isCommunicationPolicySigned: z.boolean(), isEeobPreferenceConsented: z.boolean().nullable().optional() })
    .optional(),
  userDetails: z
    .object({
      subscriberId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string(),
      zipCode: z.string().optional(),
      domainId: z.union([z.literal(1), z.literal(2), z.literal(5)]),
    })
    .optional(),
  registrationToken: z.string().nullable().optional(),
  registrantIsSubscriber: z.boolean().optional(),
});

/**
 * The step a stored state can resume at: a later step needs what the earlier ones produced (the details and the
 * token for the policies, the policy signatures for the credentials, the username for the security questions).
 */
export function resumableStep(state: Omit<WizardState, 'activeStep'> & { activeStep: number }): StepIndex {
  const wanted = state.activeStep as StepIndex;
  if (wanted === STEP.done) return state.credentials?.username ? STEP.done : STEP.details;
  if (wanted >= STEP.policies && !(state.userDetails && state.registrationToken)) return STEP.details;
  if (wanted >= STEP.credentials && !state.policySignatures?.isCommunicationPolicySigned) return STEP.policies;
  if (wanted >= STEP.securityQuestions && !(state.credentials?.username && state.credentials.emailAddress)) return STEP.credentials;
  return wanted;
}

/** The wizard as session storage holds it; a missing or unreadable entry starts again. */
export function readWizardState(storage: Pick<Storage, 'getItem'>): WizardState {
  try {
    const raw = storage.getItem(REGISTRATION_STATE_KEY);
    if (!raw) return INITIAL_WIZARD_STATE;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return INITIAL_WIZARD_STATE;
    const state = parsed.data as WizardState;
    return { ...state, activeStep: resumableStep(state) };
  } catch {
    return INITIAL_WIZARD_STATE;
  }
}

export function writeWizardState(storage: Pick<Storage, 'setItem'>, state: WizardState): void {
  try {
    storage.setItem(REGISTRATION_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private browsing): the wizard still works, a reload starts again.
  }
}

export function clearWizardState(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(REGISTRATION_STATE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export interface RegistrationWizard {
  readonly state: WizardState;
  /** Merges `patch` into the state (and session storage). */
  readonly update: (patch: Partial<WizardState>) => void;
  /** Clears everything and returns to the first step. */
  readonly reset: () => void;
}

/** The wizard's state, read from session storage once and written back on every change. */
export function useRegistrationWizard(): RegistrationWizard {
  const [state, setState] = useState<WizardState>(() => readWizardState(window.sessionStorage));

  useEffect(() => {
    writeWizardState(window.sessionStorage, state);
  }, [state]);

  const update = useCallback((patch: Partial<WizardState>) => setState((current) => ({ ...current, ...patch })), []);
  const reset = useCallback(() => setState(INITIAL_WIZARD_STATE), []);
  return { state, update, reset };
}

/** The request options of the calls made with the wizard's registration token (its bearer token). */
export function withRegistrationToken(token: string): { headers: Record<string, string> } {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a text a member reads
  return { headers: { Authorization: `Bearer ${token}` } };
}
