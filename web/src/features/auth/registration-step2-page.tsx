import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { registrationStep2Form } from './auth-resolvers';
import { MSG } from '../../lib/i18n';
import { getCookie } from '../../lib/storage';
import { useSession } from '../../lib/session';
import { paths, profileFor } from '../../lib/paths';
import { PinInput } from '../../components/pin-input';
import { readDraft, signupFlow } from './signup-flow';
import { sendSignupCode } from './send-signup-code';
import './access.css';
import { StepHeader } from './step-header';
import { errorIdOf, FieldError, FormAlert } from '../../components/form-errors';
import { PhoneField } from '../../components/text-field';
import { EmailField, FullNameField } from './signup-fields';
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
    (values) =>
      sendSignupCode(
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
        {
          setError,
          navigate,
          // The name is on step 1: said there, beside its field.
          onStoreNameTaken: () => navigate(paths.registration(id), { state: { storeError: MSG.storeNameTaken } }),
        },
      ),
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
          <FullNameField id="reg-fullname" error={errors.fullName} field={register('fullName')} />
          <PhoneField id="reg-phone" label={A.phoneNo} error={errors.phone} field={register('phone')} />
          <EmailField id="reg-email" label={A.emailOptional} error={errors.email} field={register('email')} />
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
