/**
 * The pages of the account area, under the names the route table imports (src/app/routes.tsx). Each lives in
 * its own file; the routes under /account load the account state first (RequireAccountState).
 */
export { AccountPage } from './account-landing-page';
export { AccountSummaryPage } from './summary-page';
export { EbillPage } from './ebill-page';
export { SupportPage } from './help-center-page';
export { MemberInformationPage } from './member-information-page';
export { PlanBenefitsPage } from './plan-benefits-page';
export { SettingsPage } from './settings-page';
