import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isValidPhone, isValidPin, normalisePhone, PHONE_PLACEHOLDER } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { signInFailure, signInRequest } from '../../lib/sign-in';
import { useSession } from '../../lib/session';
import { landingFor, paths, profileFor, safeNext } from '../../lib/paths';
import { PinInput } from '../../components/pin-input';
import { Logo } from '../../components/logo';
import { errorIdOf, FormAlert } from '../../components/form-errors';
import { LandingLines } from './landing-lines';
import { accountBlockOf } from '../../lib/account-block';
import { signInUi } from './sign-in-texts';

// Loaded only when a sign-in is refused for the account's state: the sign-in page stays small.
const AccountBlockedPanel = lazy(() =>
  import('../../components/account-blocked-panel').then((m) => ({ default: m.AccountBlockedPanel })),
);

interface SignInForm {
  phone: string;
  pin: string;
  remember: boolean;
}

// The sign-in page checks the same rules as the shared phone and PIN schemas, with the same messages, without
// loading zod: it is the first page everyone sees and it must stay small.
const validatePhone = (value: string) =>
  !value.trim() ? MSG.phoneRequired : isValidPhone(value) ? true : MSG.phoneInvalid;
const validatePin = (value: string) => (isValidPin(value) ? true : MSG.passcodeRequired);

export default function SignInPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  // A retailer who signs in from a store goes back to that store.
  const [searchParams] = useSearchParams();
  // A word from the page that sent the person here (the PIN reset: "sign in with the new PIN").
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const next = safeNext(searchParams.get('next'));
  // Set once this page signs someone in, so that it sends them to their landing page, not to their profile.
  const justSignedIn = useRef(false);
  // A plain controlled form in plain Bootstrap markup: the page everyone sees first stays small (no form library, no
  // zod, no react-bootstrap, no react-toastify until a toast is shown; JS budget).
  const [values, setValues] = useState<SignInForm>({ phone: '', pin: '', remember: false });
  const [errors, setErrors] = useState<{ phone?: string; pin?: string }>({});
  // The server's refusal (wrong PIN with the tries left, a wait, a disabled account) stays on the form.
  const [failure, setFailure] = useState<{ message: string; triesLeft?: string } | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // A right PIN on an account that cannot sign in (deactivated, waiting, rejected): a page that explains, not a toast.
  const [blocked, setBlocked] = useState<ReturnType<typeof accountBlockOf>>(null);

  if (user && !justSignedIn.current) return <Navigate to={profileFor(user.type, user.role)} replace />;

  const submit = async () => {
    if (isSubmitting) return;
    const phoneCheck = validatePhone(values.phone);
    const pinCheck = validatePin(values.pin);
    const found = {
      phone: phoneCheck === true ? undefined : phoneCheck,
      pin: pinCheck === true ? undefined : pinCheck,
    };
    setErrors(found);
    if (found.phone || found.pin) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const signedIn = await signInRequest({ ...values, phone: normalisePhone(values.phone) }, MSG.loginSuccessful);
      justSignedIn.current = true;
      setUser(signedIn);
      navigate(signedIn.type === 'retailer' && next ? next : landingFor(signedIn.type, signedIn.role));
    } catch (error) {
      const block = accountBlockOf(error);
      if (block) setBlocked(block);
      else {
        setFailure(signInFailure(error));
        setValues((v) => ({ ...v, pin: '' }));
      }
    } finally {
      setSubmitting(false);
    }
  };
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void submit();
  };

  if (blocked) {
    return (
      <main className="container">
        <div className="page-card auth-card">
          <Suspense
            fallback={
              <div className="spinner-border spinner-border-sm" role="status" aria-label={signInUi().loading} />
            }
          >
            <AccountBlockedPanel
              kind={blocked.kind}
              message={blocked.message}
              action={
                <button
                  type="button"
                  className="btn btn-outline-primary w-100"
                  onClick={() => {
                    setBlocked(null);
                    setValues((v) => ({ ...v, pin: '' }));
                  }}
                >
                  {signInUi().backToSignIn}
                </button>
              }
            />
          </Suspense>
        </div>
      </main>
    );
  }

  return (
    <main className="container signin-landing">
      <div className="page-card auth-card">
        <div className="text-center mb-3">
          <Logo size={44} />
          <h1 className="h4 mt-3 mb-1">{signInUi().title}</h1>
          <p className="text-muted small mb-0">{signInUi().tagline}</p>
        </div>
        <form noValidate onSubmit={onSubmit}>
          <FormAlert message={failure?.message}>{failure?.triesLeft}</FormAlert>
          {notice && !failure && (
            <div className="alert alert-success py-2 mb-3" role="status">
              {notice}
            </div>
          )}
          <div className="mb-3">
            <label className="form-label" htmlFor="signin-phone">
              {signInUi().phone}
            </label>
            <input
              id="signin-phone"
              className={`form-control${errors.phone ? ' is-invalid' : ''}`}
              aria-invalid={!!errors.phone || undefined}
              aria-describedby={errors.phone ? errorIdOf('signin-phone') : undefined}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              name="phone"
              value={values.phone}
              onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
            />
            <div className="invalid-feedback" id={errorIdOf('signin-phone')}>
              {errors.phone}
            </div>
          </div>
          <div className="mb-3">
            <div className="form-label" id="signin-pin-label">
              {signInUi().pin}
            </div>
            <PinInput
              value={values.pin}
              onChange={(pin) => setValues((v) => ({ ...v, pin }))}
              invalid={!!errors.pin}
              errorId={errorIdOf('signin-pin')}
              onEnter={() => onSubmit()}
            />
            {errors.pin && (
              <div className="invalid-feedback d-block" id={errorIdOf('signin-pin')}>
                {errors.pin}
              </div>
            )}
          </div>
          <div className="d-flex justify-content-between align-items-center mb-3">
            <div className="form-check">
              <input
                id="signin-remember"
                className="form-check-input"
                type="checkbox"
                checked={values.remember}
                onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))}
              />
              <label className="form-check-label" htmlFor="signin-remember">
                {signInUi().rememberMe}
              </label>
            </div>
            <Link to={paths.forgotPin}>{signInUi().forgotPin}</Link>
          </div>
          <button type="submit" className="w-100 btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? (
              <div className="spinner-border spinner-border-sm" role="status" aria-label={signInUi().signingIn} />
            ) : (
              signInUi().signIn
            )}
          </button>
        </form>
        <p className="text-center mt-3 mb-0">
          {signInUi().newHere} <Link to={paths.registration()}>{signInUi().signUp}</Link>
        </p>
        <p className="text-center mt-2 mb-0 small">
          {signInUi().addedToTeam} <Link to={paths.joinTeam}>{signInUi().joinTeam}</Link>
        </p>
      </div>
      <LandingLines />
      <footer className="text-center footer-credit pb-4">
        {signInUi().builtBy} <a href="https://github.com/dawalink">{signInUi().team}</a>
      </footer>
    </main>
  );
}
