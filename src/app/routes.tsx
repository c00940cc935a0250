import { type ComponentType, lazy, Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';

import { brandFor } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorPath, routePaths as p } from '../config/route-paths';
import { LoginPage } from '../features/auth/login-page';
import { loadAreaMessages } from '../shared/i18n';

import { RequireNewIdToken, RequireSession, RequireTemporaryToken } from './guards/session-guards';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import type { PortalServices } from './services';
import { PublicLayout } from './shell/public-layout';
import { SessionLayout } from './shell/session-layout';
import { UnexpectedErrorPage } from './unexpected-error-page';

/**
 * What loads when: the first page load brings the sign-in page, the public frame, the error pages and the guards
 * that need only the session. Everything else loads when first needed, each feature area one chunk, together with
 * the query cache and the gateway client (services.queries) that its pages read through; after a sign-in, the
 * signed-in shell and the dashboard are fetched while post-login routing decides where the member goes.
 */
/**
 * The feature areas the first page load carries code of (the sign-in page, the logout page and idle timeout of
 * auth; the error pages): their messages load before the first render (main.tsx), with the portal's own.
 */
export const START_UP_AREAS = ['auth', 'errors'] as const;

/** A feature area's pages, loaded on demand together with the area's messages in the language shown. */
function areaPages<M>(area: string, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadAreaMessages(area)]).then(([module]) => module);
}

const authStepsPages = areaPages('auth', () => import('../features/auth/auth-steps-pages'));
const accountPages = areaPages('account', () => import('../features/account/account-pages'));
const benefitsPages = areaPages('benefits', () => import('../features/benefits/benefits-pages'));
const claimsPages = areaPages('claims-eobs', () => import('../features/claims-eobs/claims-eobs-pages'));
const findCarePages = areaPages('find-care', () => import('../features/find-care/find-care-pages'));
const homePage = areaPages('home', () => import('../features/home/home-page'));
const idCardPages = areaPages('id-card', () => import('../features/id-card/id-card-page'));
const recoveryPages = areaPages('recovery', () => import('../features/recovery/recovery-pages'));
const registrationPages = areaPages('registration', () => import('../features/registration/registration-page'));
const supportPages = areaPages('support', () => import('../features/support/support-pages'));
const accountGuards = () => import('./guards/guards');
const shellLayout = () => import('./shell/shell-layout');
const logoutRoute = () => import('./logout-route');
const homeReads = () => import('./home-reads');
const errorPages = areaPages('errors', () => import('../features/errors/error-status-page'));
const ariaRouter = () => import('./aria-router');

/** The signed-in shell and the dashboard: what a sign-in leads to, fetched while post-login routing decides. */
export function prefetchSignedInCode(): void {
  void shellLayout();
  void accountGuards();
  void homePage();
  void homeReads();
}

/** The demo personas beside the login form, in mock mode only. */
const DemoPersonas = lazy(async () => ({ default: (await import('./dev/demo-personas')).DemoPersonas }));

/**
 * The route table (spec section 2) with its guards:
 * - signed-out pages: login, contact us, recovery, registration, error pages and logout;
 * - the temporary-token steps of a login in progress, and /new-id for new-id tokens;
 * - signed-in pages; account, id-card, claims, EOB and pharmacy benefit manager routes load the account state
 *   first, /home syncs it, and the id-card route sends termed members to /home.
 * The empty path goes to the configured default; any other path to /error/404.
 * Layout routes frame the pages: signed-out pages (and the steps of a login in progress) in the public layout,
 * signed-in pages in the shell, and the error pages in whichever fits the visitor.
 */
export function createRoutes(config: RuntimeConfig, services: PortalServices): RouteObject[] {
  const { defaultRedirect, mockGateway } = config;
  const brand = brandFor(config.domainId);

  /**
   * A route whose component is the export `name` of a module loaded on demand, with the query cache and
   * router-aware links for React Aria's widgets.
   */
  function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): Pick<RouteObject, 'lazy'> {
    return {
      lazy: async () => {
        const [module, , { withAriaRouter }] = await Promise.all([load(), services.queries.load(), ariaRouter()]);
        return { Component: withAriaRouter(module[name] as ComponentType) };
      },
    };
  }

  /** /home's reads start with the route, alongside its code: the account state's sync first among them. */
  const homeLoader = async () => {
    // Loaders run before the guards render: without a session the guard sends the visitor to /login, with no reads.
    if (!services.session.getSnapshot().sessionToken) return { accountSync: Promise.resolve() };
    const [{ startHomeReads }, queryClient] = await Promise.all([homeReads(), services.queries.load()]);
    return { accountSync: startHomeReads({ queryClient, session: services.session, brand, config }).catch(() => undefined) };
  };

  return [
    {
      element: <RootLayout />,
      errorElement: <UnexpectedErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        { index: true, loader: () => redirect(defaultRedirect), element: null },
        {
          element: <PublicLayout />,
          children: [
            {
              path: p.login,
              element: (
                <LoginPage
                  onSignInStarted={prefetchSignedInCode}
                  aside={
                    mockGateway ? (
                      <Suspense fallback={null}>
                        <DemoPersonas />
                      </Suspense>
                    ) : undefined
                  }
                />
              ),
            },
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
          ],
        },
        {
          element: <SessionLayout />,
          children: [
            { path: p.error, lazy: async () => ({ Component: (await errorPages()).ErrorStatusPage }) },
            { path: p.accessibility, ...lazyRoute(supportPages, 'AccessibilityPage') },
          ],
        },
        {
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
        { path: '*', loader: () => redirect(errorPath(404)), element: null },
      ],
    },
  ];
}
