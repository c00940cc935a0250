import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import type { MessageDescriptor } from '@lingui/core';

import type { BrandConfig } from '../../config/brands';
import { forgetTypedValues, PerBrand, typedValues, useFirstPaint } from '../../config/first-paint';
import { publicPaths } from '../../config/public-paths';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useBrand } from '../../config/use-brand';
import { validationMessage } from '../../shared/lib/validation/messages';
import { checkRequired } from '../../shared/lib/validation/required';
import { useQueryClientSlot } from '../../shared/queries/query-client-slot';
import { useSessionStore } from '../../shared/session/session-context';
import { HiddenInput } from '../../shared/ui/hidden-input/hidden-input';
import { OverlaySpinner } from '../../shared/ui/spinner/overlay-spinner';

import { FormAlert } from '../../shared/ui/form-alert/form-alert';
import { TextField } from '../../shared/ui/form-field/text-field';

import './auth-page.css';
import './login.css';

interface LoginValues {
  readonly username: string;
  readonly password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, true>>;

const EMPTY_VALUES: LoginValues = { username: '', password: '' };

/** Product section 5: username and password are required. */
export function loginErrors({ username, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (checkRequired(username)) errors.username = true;
  if (checkRequired(password)) errors.password = true;
  return errors;
}

/** Read by the login page after a logout that reloaded to the login path. */
export const LOGGED_OUT_PARAM = 'loggedOut';

/** The banner after a logout (brands that reload to the login path), loaded only when a logout led here. */
const LogoutNotice = lazy(async () => ({ default: (await import('./logout-notice')).LogoutNotice }));

export interface LoginPageProps {
  /** What the deployment adds beside the form (the demo personas in mock mode). */
  readonly aside?: ReactNode;
  /** Called when the member submits a valid form: what a sign-in leads to can start loading. */
  readonly onSignInStarted?: () => void;
}

/**
 * The login page (product sections 2, 5 and 8): username, password and 'Log in'; the form is marked touched on
 * submit, the button is disabled while the touched form is invalid, and a login error clears when either value
 * changes. A failed login shows one of the three messages of section 8 and the spinner goes away in every case.
 * A plain form: the sign-in itself (the gateway client, the query cache, post-login routing) loads on submit.
 */
export function LoginPage({ aside, onSignInStarted }: LoginPageProps) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const firstPaint = useFirstPaint();
  const config = useRuntimeConfig();
  const session = useSessionStore();
  const queries = useQueryClientSlot();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // What the member typed into the first paint before the page started stays (the hydrated render shows the
  // first paint's empty fields, as built; the next render puts the typed values back).
  const [typed] = useState(typedValues);
  useEffect(forgetTypedValues, []);
  const [edited, setEdited] = useState<LoginValues | null>(null);
  const values: LoginValues =
    edited ?? (firstPaint ? EMPTY_VALUES : { username: typed.username ?? '', password: typed.password ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [loginError, setLoginError] = useState<{ message: MessageDescriptor; locked: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  // Checked on submit, then again on every change (as a form library's onSubmit / reValidate onChange modes do).
  const errors = submitted ? loginErrors(values) : {};
  const invalid = Object.keys(errors).length > 0;
  const change = (field: keyof LoginValues) => (value: string) => {
    setEdited((current) => ({ ...(current ?? values), [field]: value }));
    setLoginError(null);
  };

  const onSubmit = async () => {
    setSubmitted(true);
    if (Object.keys(loginErrors(values)).length > 0) return;
    setLoginError(null);
    setBusy(true);
    onSignInStarted?.();
    // The browser leaves for the external single sign-on address: keep the spinner until it has.
    let leaving = false;
    try {
      const [{ submitLogin }, queryClient] = await Promise.all([import('./login-flow'), queries.load()]);
      const outcome = await submitLogin({ brand, config, session, queryClient, navigate }, values);
      if (outcome.kind === 'refused') setLoginError(outcome);
      else leaving = outcome.leaving;
    } catch {
      // Failures of the routing reads follow the global rule (error page, or /login for a 401).
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  const loggedOut = searchParams.get(LOGGED_OUT_PARAM) === 'true';
  // The demo personas join the page once it has started (the first paint is the production page's).
  const showAside = aside !== undefined && !firstPaint;

  return (
    <div className="login">
      <div className={`login__layout${showAside ? ' login__layout--with-aside' : ''}`}>
        <div className="login__card">
          <OverlaySpinner isLoading={busy} label={t`Logging in`}>
            <section className="login__panel" aria-labelledby="login-title">
              <h1 id="login-title" className="login__title">
                {t`Log in to your Member Dashboard`}
              </h1>
              <p className="login__intro">
                {t`Check your benefits, claims, ID cards and more, all in one place.`}
              </p>
              {loggedOut && (
                <Suspense fallback={null}>
                  <LogoutNotice className="login__banner" />
                </Suspense>
              )}
              {loginError && (
                <FormAlert>
                  <p>{i18n._(loginError.message)}</p>
                  {loginError.locked && (
                    <p className="login__alert-contact">
                      {t`Customer Service:`}{' '}
                      <a href={brand.contact.customerServiceTel}>{brand.contact.customerServicePhone}</a>
                    </p>
                  )}
                </FormAlert>
              )}
              <form
                className="login__form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void onSubmit();
                }}
              >
                <TextField
                  label={t`Username`}
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={values.username}
                  onValueChange={change('username')}
                  error={errors.username && validationMessage('required', t`Username`)}
                />
                <HiddenInput
                  label={t`Password`}
                  name="password"
                  value={values.password}
                  onChange={change('password')}
                  autoComplete="current-password"
                  errorMessage={errors.password && validationMessage('required', t`Password`)}
                  isTouched={submitted}
                />
                <button
                  type="submit"
                  className="auth-page__button auth-page__button--primary login__submit"
                  // Not before the page has started: the first paint's form would otherwise post the password as is.
                  disabled={(submitted && invalid) || busy || firstPaint}
                >
                  {t`Log in`}
                </button>
              </form>
              <nav aria-label={t`Account help`} className="login__help">
                <ul className="login__help-list">
                  <li>
                    <Link className="auth-page__link" to={publicPaths.recoverUsername}>
                      {t`Forgot username`}
                    </Link>
                  </li>
                  <li>
                    <Link className="auth-page__link" to={publicPaths.recoverPassword}>
                      {t`Forgot password`}
                    </Link>
                  </li>
                </ul>
                <PerBrand>{(shown) => <MoreLinks brand={shown} />}</PerBrand>
              </nav>
            </section>
          </OverlaySpinner>
        </div>
        {showAside && <div className="login__aside">{aside}</div>}
      </div>
    </div>
  );
}

/** Create an account and Contact us, which some brands do not offer (product section 2: hidden for brand 5). */
function MoreLinks({ brand }: { brand: Pick<BrandConfig, 'name' | 'login'> }) {
  const { t } = useLingui();
  const { showCreateAccountLink: showSignUp, showContactLink: showContact } = brand.login;
  const brandName = brand.name;
  if (!showSignUp && !showContact) return null;
  return (
    <ul className="login__more-list">
      {showSignUp && (
        <li>
          {t`New to ${brandName}?`}{' '}
          <Link className="auth-page__link" to={publicPaths.registration}>
            {t`Create an account`}
          </Link>
        </li>
      )}
      {showContact && (
        <li>
          {t`Need help?`}{' '}
          <Link className="auth-page__link" to={publicPaths.contactUs}>
            {t`Contact us`}
          </Link>
        </li>
      )}
    </ul>
  );
}
