/** Pages of the claims and EOB area (spec sections 2 and 6), as the route table imports them. */
export { ClaimsPage } from './claims-page';
export { EobsPage } from './eobs-page';
export { PharmacyBenefitsPage } from './pharmacy-benefits-page';
