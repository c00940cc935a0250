// The steps of a login after the form (product sections 2 and 4) and the signed-in pages of this area: one chunk,
// loaded when a member first needs one of them.
export { ChangePasswordPage } from './change-password-page';
export { GroupSelectionPage } from './group-selection-page';
export { NewIdPage } from './new-id-page';
export { RegistrationPoliciesPage } from './registration-policies-page';
export { SelectGroupPage } from './select-group-page';
export { SsoLandingPage } from './sso-landing-page';
export { UpdateEmailPage } from './update-email-page';
