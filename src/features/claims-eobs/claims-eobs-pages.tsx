/** Pages of the claims and EOB area (product sections 2 and 6), as the route table imports them. */
export { ClaimDetailPage } from './claim-detail-page';
export { ClaimsPage } from './claims-page';
export { ClaimsPrintPage } from './claims-print-page';
export { EobsPage } from './eobs-page';
export { PharmacyBenefitsPage } from './pharmacy-benefits-page';
