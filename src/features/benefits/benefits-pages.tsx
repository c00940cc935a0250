/**
 * The pages of the benefits area, under the names the route table (src/app/routes.tsx) imports. Each lives in
 * its own file of this folder.
 */
export { BenefitsCategoryPage, BenefitsPage, BenefitsSummaryPage } from './coverage-pages';
export { CertificateOfCoveragePage, MedicareMaterialsPage, MemberHandbooksPage, ResourceDownloadPage } from './documents-pages';
export { BenefitHistoryPage } from './history-page';
export { ProgramPage, ProgramsPage } from './programs-pages';
export { PriorAuthorizationPage, ReferralsPage } from './records-pages';
export { DentalServiceDetailPage, DentalServicePage, MedicalServicePage } from './service-pages';
export { TravelDentalPage } from './travel-dental-page';
