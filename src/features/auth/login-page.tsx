import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

import { useCreateToken } from '../../../generated/gateway/auth/auth';
import type { LoginErrorBody } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useBrand } from '../../config/use-brand';
import { isApiError } from '../../shared/lib/http/api-error';
import { loginSchema } from '../../shared/lib/validation';
import { AlertBanner, HiddenInput, OverlaySpinner } from '../../shared/ui';

import { FormAlert, FormField } from './form-field';
import { LOGIN_MESSAGES, loginFailureMessage } from './login-failure-message';
import { readSessionEnd } from './session-end';
import { SessionEndNotice } from './session-end-notice';
import { usePostLoginRouting } from './use-post-login-routing';

import './auth-page.css';
import './login.css';

type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

/** Read by the login page after a logout that reloaded to the login path. */
export const LOGGED_OUT_PARAM = 'loggedOut';

/** The banner after a logout on brands that reload to the login path. */
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/**
 * The login page (spec sections 2, 5 and 8): username, password and 'Log in'; the form is marked touched on
 * submit, the button is disabled while the touched form is invalid, and a login error clears when either value
 * changes. A failed login shows one of the three messages of section 8 and the spinner goes away in every case.
 * `aside` holds what the deployment adds beside the form (the demo personas in mock mode).
 */
export function LoginPage({ aside }: { aside?: ReactNode }) {
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const routeAfterLogin = usePostLoginRouting();
  const createToken = useCreateToken();
  const [loginError, setLoginError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema()),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted, isValid } = form.formState;
  const clearLoginError = () => setLoginError(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setLoginError(null);
    setBusy(true);
    // The browser leaves for the external single sign-on address: keep the spinner until it has.
    let leaving = false;
    try {
      const response = await createToken.mutateAsync({
        data: { username: values.username.trim(), password: values.password, domainId: brand.domainId },
      });
      const decision = await routeAfterLogin({ token: response.token, redirect: response.redirect ?? null });
      leaving = decision.kind === 'external-sso';
    } catch (error) {
      if (isApiError(error) && error.path === '/token') {
        setLoginError(loginFailureMessage(error.body as LoginErrorBody | undefined));
      }
      // Failures of the routing reads follow the global rule (error page, or /login for a 401).
    } finally {
      if (!leaving) setBusy(false);
    }
  });

  const loggedOut = searchParams.get(LOGGED_OUT_PARAM) === 'true';
  // When the session ended on its own (idle time, time limit), the banner says why instead.
  const endedOnItsOwn = readSessionEnd(searchParams) !== null;
  const showSignUp = brand.login.showCreateAccountLink;
  const showContact = brand.login.showContactLink;

  return (
    <div className="login">
      <div className={`login__layout${aside ? ' login__layout--with-aside' : ''}`}>
        <div className="login__card">
          <OverlaySpinner isLoading={busy} label="Logging in">
            <section className="login__panel" aria-labelledby="login-title">
              <h1 id="login-title" className="login__title">
                Log in to your Member Dashboard
              </h1>
              <p className="login__intro">Check your benefits, claims, ID cards and more, all in one place.</p>
              {loggedOut && !endedOnItsOwn && (
                <div className="login__banner">
                  <AlertBanner type="success" title={LOGGED_OUT_MESSAGE} canDismiss />
                </div>
              )}
              {loggedOut && <SessionEndNotice className="login__banner" />}
              {loginError && (
                <FormAlert>
                  <p>{loginError}</p>
                  {loginError === LOGIN_MESSAGES.locked && (
                    <p className="login__alert-contact">
                      Customer Service:{' '}
                      <a href={`tel:${brand.contact.customerServicePhone}`}>{brand.contact.customerServicePhone}</a>
                    </p>
                  )}
                </FormAlert>
              )}
              <form className="login__form" noValidate onSubmit={(event) => void onSubmit(event)}>
                <FormField
                  label="Username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  registration={form.register('username', { onChange: clearLoginError })}
                  error={errors.username?.message}
                />
                <Controller
                  control={form.control}
                  name="password"
                  render={({ field, fieldState }) => (
                    <HiddenInput
                      label="Password"
                      name={field.name}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        clearLoginError();
                      }}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      autoComplete="current-password"
                      errorMessage={fieldState.error?.message}
                      isTouched={isSubmitted}
                    />
                  )}
                />
                <button
                  type="submit"
                  className="auth-page__button auth-page__button--primary login__submit"
                  disabled={(isSubmitted && !isValid) || busy}
                >
                  Log in
                </button>
              </form>
              <nav aria-label="Account help" className="login__help">
                <ul className="login__help-list">
                  <li>
                    <Link className="auth-page__link" to={routePaths.recoverUsername}>
                      Forgot username
                    </Link>
                  </li>
                  <li>
                    <Link className="auth-page__link" to={routePaths.recoverPassword}>
                      Forgot password
                    </Link>
                  </li>
                </ul>
                {(showSignUp || showContact) && (
                  <ul className="login__more-list">
                    {showSignUp && (
                      <li>
                        New to {brand.name}?{' '}
                        <Link className="auth-page__link" to={routePaths.registration}>
                          Create an account
                        </Link>
                      </li>
                    )}
                    {showContact && (
                      <li>
                        Need help?{' '}
                        <Link className="auth-page__link" to={routePaths.contactUs}>
                          Contact us
                        </Link>
                      </li>
                    )}
                  </ul>
                )}
              </nav>
            </section>
          </OverlaySpinner>
        </div>
        {aside && <div className="login__aside">{aside}</div>}
      </div>
    </div>
  );
}
