import { PHONE_PLACEHOLDER } from '@dawalink/shared';
import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { registrationStep2Form } from './auth-resolvers';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { getCookie } from '../../lib/storage';
import { useSession } from '../../lib/session';
import { paths, profileFor } from '../../lib/paths';
import { PinInput } from '../../components/pin-input';
import { readDraft, signupFlow } from './signup-flow';
import { authApi } from './auth-api';
import { markSent, sendCode } from '../../lib/otp';
import { phoneOwner } from '../../lib/phone-owner';
import './access.css';
import { StepHeader } from './step-header';
import { errorIdOf, FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { accessMsg } from '../../lib/i18n-access';

const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.registrationStep2Resolver));
type Step2Form = z.input<typeof registrationStep2Form>;

/** Registration step 2, "Personal Details"; Register checks the phone, texts a code and opens the code page. */
export default function RegistrationStep2Page() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const draft = readDraft();
  // Back from the code page ("Change phone number"): the form shows what was typed, except the PIN.
  const pending = signupFlow.get();
  const previous =
    pending?.kind === 'retailer'
      ? { fullName: pending.body.fullName, phone: pending.body.phone, email: pending.body.email }
      : pending?.kind === 'seller' && pending.variant === 'steps'
        ? { fullName: pending.body.full_name ?? '', phone: pending.body.phone, email: pending.body.email }
        : null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Step2Form, unknown, z.output<typeof registrationStep2Form>>({
    resolver,
    // A phone a store page already asked for (the `phone` cookie) is offered again.
    defaultValues: {
      fullName: previous?.fullName ?? '',
      phone: previous?.phone ?? getCookie('phone') ?? '',
      email: previous?.email ?? '',
      pin: '',
    },
  });

  if (user) return <Navigate to={profileFor(user.type, user.role)} replace />;
  // Without a readable step-1 draft there is nothing to register: back to step 1 (spec section 2).
  if (!draft) return <Navigate to={paths.registration(id)} replace />;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const owner = await phoneOwner(values.phone);
        if (owner) {
          setError('phone', { message: MSG.phoneAlreadyRegistered }, { shouldFocus: true });
          return;
        }
        if (draft.user_as === 'wholeseller' && !(await authApi.storeNameFree(draft.store))) {
          // The name is on step 1: said there, beside its field.
          navigate(paths.registration(id), { state: { storeError: MSG.storeNameTaken } });
          return;
        }
        const { resend_after } = await sendCode(values.phone, 'register');
        markSent(resend_after);
        signupFlow.set(
          draft.user_as === 'retailer'
            ? {
                kind: 'retailer',
                from: id,
                body: {
                  fullName: values.fullName,
                  email: values.email,
                  phone: values.phone,
                  store: draft.store,
                  address: draft.address,
                  password: values.pin,
                },
              }
            : {
                kind: 'seller',
                variant: 'steps',
                from: id,
                body: {
                  full_name: values.fullName,
                  busniess_name: draft.store,
                  address: draft.address,
                  email: values.email,
                  phone: values.phone,
                  password: values.pin,
                },
              },
        );
        notify.success(MSG.otpSent);
        navigate(paths.registrationOtp);
      } catch (error) {
        setError('root.server', { message: errorMessage(error) });
      }
    },
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  const A = accessMsg();
  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader step={2} title={A.personalDetails} />
        <p className="text-muted small text-center">
          {A.registering} <strong>{draft.store}</strong>{' '}
          {A.registeringAs(draft.user_as === 'retailer' ? A.retailer : A.wholesaler)}{' '}
          <Link to={paths.registration(id)}>{A.change}</Link>
        </p>
        <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
          <FormAlert message={errors.root?.server?.message} />
          <Form.Group className="mb-3" controlId="reg-fullname">
            <Form.Label>{A.fullName}</Form.Label>
            <Form.Control
              autoComplete="name"
              maxLength={100}
              {...invalidProps('reg-fullname', errors.fullName)}
              {...register('fullName')}
            />
            <FieldError fieldId="reg-fullname" error={errors.fullName} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="reg-phone">
            <Form.Label>{A.phoneNo}</Form.Label>
            <Form.Control
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              {...invalidProps('reg-phone', errors.phone)}
              {...register('phone')}
            />
            <FieldError fieldId="reg-phone" error={errors.phone} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="reg-email">
            <Form.Label>{A.emailOptional}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              maxLength={254}
              {...invalidProps('reg-email', errors.email)}
              {...register('email')}
            />
            <FieldError fieldId="reg-email" error={errors.email} />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label as="div">{A.setPinCode}</Form.Label>
            <Controller
              control={control}
              name="pin"
              render={({ field }) => (
                <PinInput
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!errors.pin}
                  errorId={errorIdOf('reg-pin')}
                  onEnter={() => void onSubmit()}
                />
              )}
            />
            <FieldError fieldId="reg-pin" error={errors.pin} />
            <Form.Text>{A.pinHint}</Form.Text>
          </Form.Group>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" role="status" aria-label={A.registeringNow} /> : A.register}
          </Button>
        </Form>
      </div>
    </main>
  );
}
