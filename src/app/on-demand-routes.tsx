import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { brandFor } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { routePaths as p } from '../config/route-paths';

import { registerCatalogs } from '../shared/i18n/catalogs';

import { areaPages } from './area-pages';
import { RequireNewIdToken, RequireSession, RequireTemporaryToken } from './guards/session-guards';
import { lazyRoutes } from './lazy-route';
import type { PortalServices } from './services';
import { SessionLayout } from './shell/session-layout';

/**
 * Every route but the sign-in page's (routes.tsx has that one, with the redirects), loaded on the first navigation
 * to another page, or as a sign-in starts. Each feature area is a chunk of its own, loaded with its first page and
 * its messages in the language shown.
 */
registerCatalogs(import.meta.glob('../features/*/locales/*.po'));

const accountPages = areaPages('account');
const authStepsPages = areaPages('auth');
const benefitsPages = areaPages('benefits');
const claimsPages = areaPages('claims-eobs');
const errorPages = areaPages('errors');
const findCarePages = areaPages('find-care');
const homePage = areaPages('home');
const idCardPages = areaPages('id-card');
const recoveryPages = areaPages('recovery');
const registrationPages = areaPages('registration');
const supportPages = areaPages('support');
const accountGuards = () => import('./guards/guards');
const logoutRoute = () => import('./logout-route');
const shellLayout = () => import('./shell/shell-layout');
const homeReads = () => import('./home-reads');

/** The ids of the routes the signed-in half and the error pages are under, so that each joins the table once. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';
export const ERROR_PAGES_ROUTE_ID = 'error-pages';

/** The signed-in shell and the dashboard: what a sign-in leads to, fetched while post-login routing decides. */
export function prefetchSignedInPages(): void {
  void shellLayout();
  void accountGuards();
  void homePage();
  void homeReads();
}

/** The routes that join the table on demand, by the id of the route they join (routes.tsx). */
export interface OnDemandRoutes {
  /** The other signed-out pages, in the public layout beside the sign-in page. */
  readonly public: RouteObject[];
  /** The error pages and the signed-in pages, under the root. */
  readonly root: RouteObject[];
}

/**
 * The route table (product section 2) but the sign-in page, with its guards:
 * - signed-out pages: contact us, recovery, registration and logout, in the public layout;
 * - the temporary-token steps of a login in progress, and /new-id for new-id tokens, there too;
 * - the error pages and the accessibility statement, in the shell when signed in, in the public layout otherwise;
 * - signed-in pages, in the shell; account, id-card, claims, EOB and pharmacy benefit manager routes load the
 *   account state first, /home syncs it, and the id-card route sends termed members to /home.
 */
export function createOnDemandRoutes(config: RuntimeConfig, services: PortalServices): OnDemandRoutes {
  const brand = brandFor(config.domainId);
  const lazyRoute = lazyRoutes(services);

  /** /home's reads start with the route, alongside its code: the account state's sync first among them. */
  const homeLoader = async () => {
    // Loaders run before the guards render: without a session the guard sends the visitor to /login, with no reads.
    services.session.sync();
    if (!services.session.getSnapshot().sessionToken) return { accountSync: Promise.resolve() };
    const [{ startHomeReads }, queryClient] = await Promise.all([homeReads(), services.queries.load()]);
    return { accountSync: startHomeReads({ queryClient, session: services.session, brand, config }).catch(() => undefined) };
  };

  const signedOut: RouteObject[] = [
    { path: p.contactUs, ...lazyRoute(supportPages, 'ContactUsPage') },
    { path: p.recoverUsername, ...lazyRoute(recoveryPages, 'RecoverUsernamePage') },
    { path: p.recoverPassword, ...lazyRoute(recoveryPages, 'RecoverPasswordPage') },
    { path: p.registration, ...lazyRoute(registrationPages, 'RegistrationPage') },
    { path: p.logout, ...lazyRoute(logoutRoute, 'LogoutRoute') },
    {
      element: <RequireTemporaryToken />,
      children: [
        { path: p.groupSelection, ...lazyRoute(authStepsPages, 'GroupSelectionPage') },
        { path: p.updateEmail, ...lazyRoute(authStepsPages, 'UpdateEmailPage') },
        { path: p.registrationPolicies, ...lazyRoute(authStepsPages, 'RegistrationPoliciesPage') },
        { path: p.ssoLanding, ...lazyRoute(authStepsPages, 'SsoLandingPage') },
      ],
    },
    { element: <RequireNewIdToken />, children: [{ path: p.newId, ...lazyRoute(authStepsPages, 'NewIdPage') }] },
  ];

  const errorPagesRoute: RouteObject = {
    id: ERROR_PAGES_ROUTE_ID,
    element: <SessionLayout />,
    children: [
      { path: p.error, lazy: async () => ({ Component: (await errorPages()).ErrorStatusPage as ComponentType }) },
      { path: p.accessibility, ...lazyRoute(supportPages, 'AccessibilityPage') },
    ],
  };

  const signedIn: RouteObject = {
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
          { path: p.careReminders, handle: { reads: ['getCareReminders'] }, ...lazyRoute(findCarePages, 'CareRemindersPage') },
          { path: p.customerService, ...lazyRoute(supportPages, 'CustomerServicePage') },
        ],
      },
    ],
  };

  return { public: signedOut, root: [errorPagesRoute, signedIn] };
}
