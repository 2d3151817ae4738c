import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { isValidPhone, MSG, normalisePhone, PIN_LENGTH, type SessionUser } from '@dawalink/shared';
import { api, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { landingFor, paths, profileFor, safeNext } from '../../lib/paths';
import { PinInput } from '../../components/PinInput';
import { Logo } from '../../components/Logo';

interface SignInForm {
  phone: string;
  pin: string;
  remember: boolean;
}

// The sign-in page checks the same rules as the shared phone and PIN schemas, with the same messages, without
// loading zod: it is the first page everyone sees and it must stay small.
const pinPattern = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);
const validatePhone = (value: string) =>
  !value.trim() ? MSG.phoneRequired : isValidPhone(value) ? true : MSG.phoneInvalid;
const validatePin = (value: string) => (pinPattern.test(value) ? true : MSG.passcodeRequired);

export default function SignInPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  // A retailer who signs in from a store goes back to that store.
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  // Set once this page signs someone in, so that it sends them to their landing page, not to their profile.
  const justSignedIn = useRef(false);
  // A plain controlled form: the page everyone sees first stays small (no form library, no zod).
  const [values, setValues] = useState<SignInForm>({ phone: '', pin: '', remember: false });
  const [errors, setErrors] = useState<{ phone?: string; pin?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);

  if (user && !justSignedIn.current) return <Navigate to={profileFor(user.type)} replace />;

  const submit = async () => {
    if (isSubmitting) return;
    const phoneCheck = validatePhone(values.phone);
    const pinCheck = validatePin(values.pin);
    const found = { phone: phoneCheck === true ? undefined : phoneCheck, pin: pinCheck === true ? undefined : pinCheck };
    setErrors(found);
    if (found.phone || found.pin) return;
    setSubmitting(true);
    try {
      const { user: signedIn } = await api.post<{ user: SessionUser }>('/auth/login', {
        ...values,
        phone: normalisePhone(values.phone),
      });
      justSignedIn.current = true;
      setUser(signedIn);
      toast.success(MSG.loginSuccessful);
      navigate(signedIn.type === 'retailer' && next ? next : landingFor(signedIn.type));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void submit();
  };

  return (
    <main className="container">
      <div className="page-card auth-card">
        <div className="text-center mb-3">
          <Logo size={44} />
          <h1 className="h4 mt-3 mb-1">Sign In</h1>
          <p className="text-muted small mb-0">Order from your wholesalers in a few taps.</p>
        </div>
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="signin-phone">
            <Form.Label>Phone No</Form.Label>
            <Form.Control
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="03XX XXXXXXX"
              isInvalid={!!errors.phone}
              name="phone"
              value={values.phone}
              onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
            />
            <Form.Control.Feedback type="invalid">{errors.phone}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label as="div" id="signin-pin-label">
              Pin Code
            </Form.Label>
            <PinInput
              value={values.pin}
              onChange={(pin) => setValues((v) => ({ ...v, pin }))}
              invalid={!!errors.pin}
              onEnter={() => onSubmit()}
            />
            {errors.pin && <div className="invalid-feedback d-block">{errors.pin}</div>}
          </Form.Group>
          <div className="d-flex justify-content-between align-items-center mb-3">
            <Form.Check id="signin-remember" type="checkbox" label="Remember me" checked={values.remember}
              onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))} />
            <Link to={paths.forgotPin}>Forgot PIN</Link>
          </div>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" role="status" aria-label="Signing in" /> : 'SIGN IN'}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0">
          New here? <Link to={paths.registration()}>SIGN UP</Link>
        </p>
      </div>
      <footer className="text-center footer-credit pb-4">
        DawaLink, built by the <a href="https://github.com/dawalink">DawaLink team</a>
      </footer>
    </main>
  );
}
