import { useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { forgotPinForm } from './auth-resolvers';
import { MSG } from '../../lib/i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { resetFlow } from './signup-flow';
import { markSent, sendCode } from '../../lib/otp';
import { StepHeader } from './step-header';
import { SupportNote } from './support-note';
import './access.css';
import { FormAlert } from '../../components/form-errors';
import { PhoneField } from '../../components/text-field';
import { accessMsg } from '../../lib/i18n-access';
import { signInUi } from './sign-in-texts';

const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.forgotPinResolver));
type ForgotForm = z.input<typeof forgotPinForm>;

/** Forgot PIN (/ForgotPin, and /retailerForgotPin/{url} for a retailer who came from a store): the phone first. */
export default function ForgotPinPage() {
  const { url } = useParams();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm, unknown, z.output<typeof forgotPinForm>>({
    resolver,
    defaultValues: { phone: resetFlow.get()?.phone ?? '' },
  });

  const onSubmit = handleSubmit(async ({ phone }) => {
    try {
      const { resend_after } = await sendCode(phone, 'reset');
      markSent(resend_after);
      resetFlow.set({ phone, url: url ?? null });
      notify.success(MSG.otpSent);
      navigate(paths.forgotPinOtp);
    } catch (error) {
      // An unknown phone is the phone field's error; anything else (a wait, a failed SMS) is the form's.
      if (error instanceof ApiError && error.status === 404) setError('phone', { message: MSG.phoneNotFound });
      else setError('root.server', { message: errorMessage(error) });
    }
  });

  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader title={accessMsg().forgotPinTitle} />
        <p className="text-muted">{accessMsg().forgotPinIntro}</p>
        <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
          <FormAlert message={errors.root?.server?.message} />
          <PhoneField id="forgot-phone" label={signInUi().phone} error={errors.phone} field={register('phone')} />
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? (
              <Spinner size="sm" role="status" aria-label={signInUi().sendingCode} />
            ) : (
              signInUi().sendCode
            )}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0 small">
          <Link to={url ? paths.store(url) : paths.signIn}>
            {url ? signInUi().backToStore : signInUi().backToSignIn}
          </Link>
        </p>
        <SupportNote />
      </div>
    </main>
  );
}
