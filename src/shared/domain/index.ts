/**
 * Business rules of product sections 4, 5, 6 and 9 as plain, pure functions (no React, no gateway calls).
 * Everything that depends on the clock takes `now` (or `today`) as a parameter.
 */
export * from './accreditation';
export * from './analytics';
export * from './benefit-categories';
export * from './chat';
export * from './coverage-dates';
export * from './dashboard-rules';
export * from './dental';
export * from './eligibility';
export * from './limits';
export * from './menu-visibility';
export * from './primary-care-selection';
export * from './plan-management';
export * from './plan-range';
export * from './post-login-routing';
export * from './programs';
export * from './relationship';
export * from './token-claims';
