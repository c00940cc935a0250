import type { RouteObject } from 'react-router-dom';

import { brandFor } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { routePaths as p } from '../config/route-paths';

import { RequireSession } from './guards/session-guards';
import { lazyRoutes } from './lazy-route';
import type { PortalServices } from './services';

/**
 * The signed-in half of the route table (routes.tsx), loaded on the first navigation to a path the signed-out half
 * does not name, or as a sign-in starts. Each feature area is a chunk of its own, loaded with its first page.
 */
const accountPages = () => import('../features/account/account-pages');
const authStepsPages = () => import('../features/auth/auth-steps-pages');
const benefitsPages = () => import('../features/benefits/benefits-pages');
const claimsPages = () => import('../features/claims-eobs/claims-eobs-pages');
const findCarePages = () => import('../features/find-care/find-care-pages');
const homePage = () => import('../features/home/home-page');
const idCardPages = () => import('../features/id-card/id-card-page');
const supportPages = () => import('../features/support/support-pages');
const accountGuards = () => import('./guards/guards');
const shellLayout = () => import('./shell/shell-layout');
const homeReads = () => import('./home-reads');

/** The id of the signed-in half's top route, so that it joins the table once however often it is offered. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** The signed-in shell and the dashboard: what a sign-in leads to, fetched while post-login routing decides. */
export function prefetchSignedInPages(): void {
  void shellLayout();
  void accountGuards();
  void homePage();
  void homeReads();
}

/**
 * The signed-in pages (spec section 2) behind the session guard, in the shell: account, id-card, claims, EOB and
 * pharmacy benefit manager routes load the account state first, /home syncs it, and the id-card route sends termed
 * members to /home.
 */
export function createSignedInRoutes(config: RuntimeConfig, services: PortalServices): RouteObject[] {
  const brand = brandFor(config.domainId);
  const lazyRoute = lazyRoutes(services);

  /** /home's reads start with the route, alongside its code: the account state's sync first among them. */
  const homeLoader = async () => {
    // Loaders run before the guards render: without a session the guard sends the visitor to /login, with no reads.
    if (!services.session.getSnapshot().sessionToken) return { accountSync: Promise.resolve() };
    const [{ startHomeReads }, queryClient] = await Promise.all([homeReads(), services.queries.load()]);
    return { accountSync: startHomeReads({ queryClient, session: services.session, brand, config }).catch(() => undefined) };
  };

  return [
    {
      id: SIGNED_IN_ROUTE_ID,
      element: <RequireSession />,
      children: [
        {
          ...lazyRoute(shellLayout, 'ShellLayout'),
          children: [
            {
              ...lazyRoute(accountGuards, 'SyncAccountState'),
              loader: homeLoader,
              children: [{ path: p.home, ...lazyRoute(homePage, 'HomePage') }],
            },
            { path: p.selectGroup, ...lazyRoute(authStepsPages, 'SelectGroupPage') },
            {
              ...lazyRoute(accountGuards, 'RequireAccountState'),
              children: [
                { path: p.account, ...lazyRoute(accountPages, 'AccountPage') },
                { path: p.accountSummary, ...lazyRoute(accountPages, 'AccountSummaryPage') },
                { path: p.memberInformation, ...lazyRoute(accountPages, 'MemberInformationPage') },
                { path: p.settings, ...lazyRoute(accountPages, 'SettingsPage') },
                { path: p.changePassword, ...lazyRoute(authStepsPages, 'ChangePasswordPage') },
                { path: p.planBenefits, ...lazyRoute(accountPages, 'PlanBenefitsPage') },
                { path: p.ebill, ...lazyRoute(accountPages, 'EbillPage') },
                { path: p.support, ...lazyRoute(accountPages, 'SupportPage') },
                { path: p.claims, ...lazyRoute(claimsPages, 'ClaimsPage') },
                { path: p.claimsPrint, ...lazyRoute(claimsPages, 'ClaimsPrintPage') },
                { path: p.claimDetail, ...lazyRoute(claimsPages, 'ClaimDetailPage') },
                { path: p.eobs, ...lazyRoute(claimsPages, 'EobsPage') },
                { path: p.pharmacyBenefits, ...lazyRoute(claimsPages, 'PharmacyBenefitsPage') },
              ],
            },
            {
              ...lazyRoute(accountGuards, 'RequireNotTermed'),
              children: [{ path: p.idCard, ...lazyRoute(idCardPages, 'IdCardPage') }],
            },
            { path: p.benefits, ...lazyRoute(benefitsPages, 'BenefitsPage') },
            { path: p.programs, ...lazyRoute(benefitsPages, 'ProgramsPage') },
            { path: p.program, ...lazyRoute(benefitsPages, 'ProgramPage') },
            { path: p.referrals, ...lazyRoute(benefitsPages, 'ReferralsPage') },
            { path: p.benefitsSummary, ...lazyRoute(benefitsPages, 'BenefitsSummaryPage') },
            { path: p.memberHandbooks, ...lazyRoute(benefitsPages, 'MemberHandbooksPage') },
            { path: p.certificateOfCoverage, ...lazyRoute(benefitsPages, 'CertificateOfCoveragePage') },
            { path: p.medicareMaterials, ...lazyRoute(benefitsPages, 'MedicareMaterialsPage') },
            { path: p.priorAuthorization, ...lazyRoute(benefitsPages, 'PriorAuthorizationPage') },
            { path: p.benefitsCategory, ...lazyRoute(benefitsPages, 'BenefitsCategoryPage') },
            { path: p.medicalService, ...lazyRoute(benefitsPages, 'MedicalServicePage') },
            { path: p.benefitHistory, ...lazyRoute(benefitsPages, 'BenefitHistoryPage') },
            { path: p.dentalService, ...lazyRoute(benefitsPages, 'DentalServicePage') },
            { path: p.dentalServiceDetail, ...lazyRoute(benefitsPages, 'DentalServiceDetailPage') },
            { path: p.resourceDownload, ...lazyRoute(benefitsPages, 'ResourceDownloadPage') },
            { path: p.travelDental, ...lazyRoute(benefitsPages, 'TravelDentalPage') },
            { path: p.findCare, ...lazyRoute(findCarePages, 'FindCarePage') },
            { path: p.findCareResources, ...lazyRoute(findCarePages, 'FindCareResourcesPage') },
            { path: p.primaryCare, ...lazyRoute(findCarePages, 'PrimaryCarePage') },
            { path: p.primaryCareMember, ...lazyRoute(findCarePages, 'PrimaryCareMemberPage') },
            { path: p.primaryCareSearch, ...lazyRoute(findCarePages, 'PrimaryCareSearchPage') },
            { path: p.findADentist, ...lazyRoute(findCarePages, 'FindADentistPage') },
            { path: p.customerService, ...lazyRoute(supportPages, 'CustomerServicePage') },
          ],
        },
      ],
    },
  ];
}
