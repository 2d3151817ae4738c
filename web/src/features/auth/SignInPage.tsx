import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { MSG, phoneSchema, pinSchema, type SessionUser } from '@dawalink/shared';
import { api, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { landingFor, paths, profileFor } from '../../lib/paths';
import { PinInput } from '../../components/PinInput';
import { Logo } from '../../components/Logo';

const signInSchema = z.object({ phone: phoneSchema, pin: pinSchema, remember: z.boolean() });
type SignInForm = z.input<typeof signInSchema>;

export default function SignInPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  // Set once this page signs someone in, so that it sends them to their landing page, not to their profile.
  const justSignedIn = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { phone: '', pin: '', remember: false },
  });

  if (user && !justSignedIn.current) return <Navigate to={profileFor(user.type)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: signedIn } = await api.post<{ user: SessionUser }>('/auth/login', values);
      justSignedIn.current = true;
      setUser(signedIn);
      toast.success(MSG.loginSuccessful);
      navigate(landingFor(signedIn.type));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

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
              {...register('phone')}
            />
            <Form.Control.Feedback type="invalid">{errors.phone?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label as="div" id="signin-pin-label">
              Pin Code
            </Form.Label>
            <Controller
              control={control}
              name="pin"
              render={({ field }) => (
                <PinInput value={field.value} onChange={field.onChange} invalid={!!errors.pin} onEnter={() => void onSubmit()} />
              )}
            />
            {errors.pin && <div className="invalid-feedback d-block">{errors.pin.message}</div>}
          </Form.Group>
          <div className="d-flex justify-content-between align-items-center mb-3">
            <Form.Check id="signin-remember" type="checkbox" label="Remember me" {...register('remember')} />
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
