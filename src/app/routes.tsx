import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';

import { brandFor } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorPath, routePaths as p } from '../config/route-paths';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { GroupSelectionPage } from '../features/auth/group-selection-page';
import { LoginPage } from '../features/auth/login-page';
import { NewIdPage } from '../features/auth/new-id-page';
import { RegistrationPoliciesPage } from '../features/auth/registration-policies-page';
import { SelectGroupPage } from '../features/auth/select-group-page';
import { SsoLandingPage } from '../features/auth/sso-landing-page';
import { UpdateEmailPage } from '../features/auth/update-email-page';
import { ErrorStatusPage } from '../features/errors/error-status-page';
import { HomePage } from '../features/home/home-page';

import {
  RequireAccountState,
  RequireNewIdToken,
  RequireNotTermed,
  RequireSession,
  RequireTemporaryToken,
  SyncAccountState,
} from './guards/guards';
import { DemoPersonas } from './dev/demo-personas';
import { LogoutRoute } from './logout-route';
import { PageLoading } from './page-loading';
import { startHomeReads } from './home-reads';
import { RootLayout } from './root-layout';
import type { PortalServices } from './services';
import { PublicLayout, SessionLayout, ShellLayout } from './shell';
import { UnexpectedErrorPage } from './unexpected-error-page';

/**
 * The feature areas a member may never open in a visit (or opens after the dashboard) load on demand, each area
 * one chunk: the portal starts with the sign-in steps, the shell, the dashboard and the error pages only.
 */
const accountPages = () => import('../features/account/account-pages');
const benefitsPages = () => import('../features/benefits/benefits-pages');
const claimsPages = () => import('../features/claims-eobs/claims-eobs-pages');
const findCarePages = () => import('../features/find-care/find-care-pages');
const idCardPages = () => import('../features/id-card/id-card-page');
const recoveryPages = () => import('../features/recovery/recovery-pages');
const registrationPages = () => import('../features/registration/registration-page');
const supportPages = () => import('../features/support/support-pages');

/** A route whose page is the export `name` of a module loaded on demand. */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

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
  /** /home's reads start with the route, alongside its code: the account state's sync first among them. */
  const homeLoader = () => ({
    accountSync: startHomeReads({ queryClient: services.queryClient, session: services.session, brand, config }).catch(() => undefined),
  });
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
            { path: p.login, element: <LoginPage aside={mockGateway ? <DemoPersonas /> : undefined} /> },
            { path: p.contactUs, ...lazyPage(supportPages, 'ContactUsPage') },
            { path: p.recoverUsername, ...lazyPage(recoveryPages, 'RecoverUsernamePage') },
            { path: p.recoverPassword, ...lazyPage(recoveryPages, 'RecoverPasswordPage') },
            { path: p.registration, ...lazyPage(registrationPages, 'RegistrationPage') },
            { path: p.logout, element: <LogoutRoute /> },
            {
              element: <RequireTemporaryToken />,
              children: [
                { path: p.groupSelection, element: <GroupSelectionPage /> },
                { path: p.updateEmail, element: <UpdateEmailPage /> },
                { path: p.registrationPolicies, element: <RegistrationPoliciesPage /> },
                { path: p.ssoLanding, element: <SsoLandingPage /> },
              ],
            },
            { element: <RequireNewIdToken />, children: [{ path: p.newId, element: <NewIdPage /> }] },
          ],
        },
        { element: <SessionLayout />, children: [{ path: p.error, element: <ErrorStatusPage /> }] },
        {
          element: <RequireSession />,
          children: [
            {
              element: <ShellLayout />,
              children: [
                { element: <SyncAccountState />, loader: homeLoader, children: [{ path: p.home, element: <HomePage /> }] },
                { path: p.selectGroup, element: <SelectGroupPage /> },
                {
                  element: <RequireAccountState />,
                  children: [
                    { path: p.account, ...lazyPage(accountPages, 'AccountPage') },
                    { path: p.accountSummary, ...lazyPage(accountPages, 'AccountSummaryPage') },
                    { path: p.memberInformation, ...lazyPage(accountPages, 'MemberInformationPage') },
                    { path: p.settings, ...lazyPage(accountPages, 'SettingsPage') },
                    { path: p.changePassword, element: <ChangePasswordPage /> },
                    { path: p.planBenefits, ...lazyPage(accountPages, 'PlanBenefitsPage') },
                    { path: p.ebill, ...lazyPage(accountPages, 'EbillPage') },
                    { path: p.support, ...lazyPage(accountPages, 'SupportPage') },
                    { path: p.claims, ...lazyPage(claimsPages, 'ClaimsPage') },
                    { path: p.eobs, ...lazyPage(claimsPages, 'EobsPage') },
                    { path: p.pharmacyBenefits, ...lazyPage(claimsPages, 'PharmacyBenefitsPage') },
                  ],
                },
                { element: <RequireNotTermed />, children: [{ path: p.idCard, ...lazyPage(idCardPages, 'IdCardPage') }] },
                { path: p.benefits, ...lazyPage(benefitsPages, 'BenefitsPage') },
                { path: p.programs, ...lazyPage(benefitsPages, 'ProgramsPage') },
                { path: p.program, ...lazyPage(benefitsPages, 'ProgramPage') },
                { path: p.referrals, ...lazyPage(benefitsPages, 'ReferralsPage') },
                { path: p.benefitsSummary, ...lazyPage(benefitsPages, 'BenefitsSummaryPage') },
                { path: p.memberHandbooks, ...lazyPage(benefitsPages, 'MemberHandbooksPage') },
                { path: p.certificateOfCoverage, ...lazyPage(benefitsPages, 'CertificateOfCoveragePage') },
                { path: p.medicareMaterials, ...lazyPage(benefitsPages, 'MedicareMaterialsPage') },
                { path: p.priorAuthorization, ...lazyPage(benefitsPages, 'PriorAuthorizationPage') },
                { path: p.benefitsCategory, ...lazyPage(benefitsPages, 'BenefitsCategoryPage') },
                { path: p.medicalService, ...lazyPage(benefitsPages, 'MedicalServicePage') },
                { path: p.benefitHistory, ...lazyPage(benefitsPages, 'BenefitHistoryPage') },
                { path: p.dentalService, ...lazyPage(benefitsPages, 'DentalServicePage') },
                { path: p.dentalServiceDetail, ...lazyPage(benefitsPages, 'DentalServiceDetailPage') },
                { path: p.resourceDownload, ...lazyPage(benefitsPages, 'ResourceDownloadPage') },
                { path: p.travelDental, ...lazyPage(benefitsPages, 'TravelDentalPage') },
                { path: p.findCare, ...lazyPage(findCarePages, 'FindCarePage') },
                { path: p.findCareResources, ...lazyPage(findCarePages, 'FindCareResourcesPage') },
                { path: p.primaryCare, ...lazyPage(findCarePages, 'PrimaryCarePage') },
                { path: p.primaryCareMember, ...lazyPage(findCarePages, 'PrimaryCareMemberPage') },
                { path: p.primaryCareSearch, ...lazyPage(findCarePages, 'PrimaryCareSearchPage') },
                { path: p.findADentist, ...lazyPage(findCarePages, 'FindADentistPage') },
                { path: p.customerService, ...lazyPage(supportPages, 'CustomerServicePage') },
              ],
            },
          ],
        },
        { path: '*', loader: () => redirect(errorPath(404)), element: null },
      ],
    },
  ];
}
