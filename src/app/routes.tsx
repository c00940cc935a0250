import { redirect, type RouteObject } from 'react-router-dom';

import type { RuntimeConfig } from '../config/runtime-config';
import { errorPath, routePaths as p } from '../config/route-paths';
import * as account from '../features/account/account-pages';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { GroupSelectionPage } from '../features/auth/group-selection-page';
import { LoginPage } from '../features/auth/login-page';
import { NewIdPage } from '../features/auth/new-id-page';
import { RegistrationPoliciesPage } from '../features/auth/registration-policies-page';
import { SelectGroupPage } from '../features/auth/select-group-page';
import { SsoLandingPage } from '../features/auth/sso-landing-page';
import { UpdateEmailPage } from '../features/auth/update-email-page';
import * as benefits from '../features/benefits/benefits-pages';
import * as claims from '../features/claims-eobs/claims-eobs-pages';
import { ErrorStatusPage } from '../features/errors/error-status-page';
import * as findCare from '../features/find-care/find-care-pages';
import { HomePage } from '../features/home/home-page';
import { prefetchHomeQueries } from '../features/home/prefetch-home-queries';
import { IdCardPage } from '../features/id-card/id-card-page';
import * as recovery from '../features/recovery/recovery-pages';
import { RegistrationPage } from '../features/registration/registration-page';
import * as support from '../features/support/support-pages';

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
import { RootLayout } from './root-layout';
import { PublicLayout, SessionLayout, ShellLayout } from './shell';
import { UnexpectedErrorPage } from './unexpected-error-page';

/** Rendered while a redirecting route resolves on first load; the redirect follows at once. */
function NothingYet() {
  return null;
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
export function createRoutes({ defaultRedirect, mockGateway }: Pick<RuntimeConfig, 'defaultRedirect' | 'mockGateway'>): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <UnexpectedErrorPage />,
      HydrateFallback: NothingYet,
      children: [
        { index: true, loader: () => redirect(defaultRedirect), element: null },
        {
          element: <PublicLayout />,
          children: [
            { path: p.login, element: <LoginPage aside={mockGateway ? <DemoPersonas /> : undefined} /> },
            { path: p.contactUs, element: <support.ContactUsPage /> },
            { path: p.recoverUsername, element: <recovery.RecoverUsernamePage /> },
            { path: p.recoverPassword, element: <recovery.RecoverPasswordPage /> },
            { path: p.registration, element: <RegistrationPage /> },
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
                { element: <SyncAccountState prefetch={prefetchHomeQueries} />, children: [{ path: p.home, element: <HomePage /> }] },
                { path: p.selectGroup, element: <SelectGroupPage /> },
                {
                  element: <RequireAccountState />,
                  children: [
                    { path: p.account, element: <account.AccountPage /> },
                    { path: p.accountSummary, element: <account.AccountSummaryPage /> },
                    { path: p.memberInformation, element: <account.MemberInformationPage /> },
                    { path: p.settings, element: <account.SettingsPage /> },
                    { path: p.changePassword, element: <ChangePasswordPage /> },
                    { path: p.planBenefits, element: <account.PlanBenefitsPage /> },
                    { path: p.ebill, element: <account.EbillPage /> },
                    { path: p.support, element: <account.SupportPage /> },
                    { path: p.claims, element: <claims.ClaimsPage /> },
                    { path: p.eobs, element: <claims.EobsPage /> },
                    { path: p.pharmacyBenefits, element: <claims.PharmacyBenefitsPage /> },
                  ],
                },
                { element: <RequireNotTermed />, children: [{ path: p.idCard, element: <IdCardPage /> }] },
                { path: p.benefits, element: <benefits.BenefitsPage /> },
                { path: p.programs, element: <benefits.ProgramsPage /> },
                { path: p.program, element: <benefits.ProgramPage /> },
                { path: p.referrals, element: <benefits.ReferralsPage /> },
                { path: p.benefitsSummary, element: <benefits.BenefitsSummaryPage /> },
                { path: p.memberHandbooks, element: <benefits.MemberHandbooksPage /> },
                { path: p.certificateOfCoverage, element: <benefits.CertificateOfCoveragePage /> },
                { path: p.medicareMaterials, element: <benefits.MedicareMaterialsPage /> },
                { path: p.priorAuthorization, element: <benefits.PriorAuthorizationPage /> },
                { path: p.benefitsCategory, element: <benefits.BenefitsCategoryPage /> },
                { path: p.medicalService, element: <benefits.MedicalServicePage /> },
                { path: p.benefitHistory, element: <benefits.BenefitHistoryPage /> },
                { path: p.dentalService, element: <benefits.DentalServicePage /> },
                { path: p.dentalServiceDetail, element: <benefits.DentalServiceDetailPage /> },
                { path: p.resourceDownload, element: <benefits.ResourceDownloadPage /> },
                { path: p.travelDental, element: <benefits.TravelDentalPage /> },
                { path: p.findCare, element: <findCare.FindCarePage /> },
                { path: p.findCareResources, element: <findCare.FindCareResourcesPage /> },
                { path: p.primaryCare, element: <findCare.PrimaryCarePage /> },
                { path: p.primaryCareMember, element: <findCare.PrimaryCareMemberPage /> },
                { path: p.primaryCareSearch, element: <findCare.PrimaryCareSearchPage /> },
                { path: p.findADentist, element: <findCare.FindADentistPage /> },
                { path: p.customerService, element: <support.CustomerServicePage /> },
              ],
            },
          ],
        },
        { path: '*', loader: () => redirect(errorPath(404)), element: null },
      ],
    },
  ];
}
