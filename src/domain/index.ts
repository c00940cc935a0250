/**
 * Business rules of product sections 4, 5, 6 and 9 as plain, pure functions (no React, no gateway calls).
 * Everything that depends on the clock takes `now` (or `today`) as a parameter.
 */
export * from './find-care/accreditation';
export * from './analytics/analytics';
export * from './benefits/benefit-categories';
export * from './account/chat';
export * from './eligibility/coverage-dates';
export * from './home/dashboard-rules';
export * from './benefits/dental';
export * from './eligibility/eligibility';
export * from './benefits/limits';
export * from './menus/menu-visibility';
export * from './primary-care/selection';
export * from './plan-management/plan-management';
export * from './eligibility/plan-range';
export * from './token/post-login-routing';
export * from './programs/programs';
export * from './account/relationship';
export * from './token/token-claims';
