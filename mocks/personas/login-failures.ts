import type { LoginFailurePersona } from './types';

/** Accounts whose logins fail, for the login error messages of product section 8. */
export const loginFailurePersonas: LoginFailurePersona[] = [
  {
    kind: 'login-failure',
    username: 'attempts',
    label: 'Login attempts remaining',
    domainId: 1,
    demonstrates:
      'Each login attempt answers LOGIN_ATTEMPTS_REMAINING with 2, then 1 attempt left, then ACCOUNT_LOCKED (reset the mock to start again).',
    landsOn: '/login',
    failure: 'attempts-remaining',
  },
  {
    kind: 'login-failure',
    username: 'locked',
    label: 'Locked account',
    domainId: 1,
    demonstrates: 'Every login answers ACCOUNT_LOCKED: the locked-account message with the customer service contact.',
    landsOn: '/login',
    failure: 'locked',
  },
];
