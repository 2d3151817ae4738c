import { useForm } from 'react-hook-form';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { sellerSignupFormSchema } from '@dawalink/shared';
import { lazyResolver } from '../../lib/lazy-resolver';
import { MSG } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { paths, profileFor } from '../../lib/paths';
import { signupFlow } from './signup-flow';
import { sendSignupCode } from './send-signup-code';
import './access.css';
import { StepHeader } from './step-header';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { PhoneField, TextField } from '../../components/text-field';
import { BusinessNameField, EmailField, FullNameField } from './signup-fields';
import { accessMsg } from '../../lib/i18n-access';

const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.sellerSignupResolver));
type SellerForm = z.input<typeof sellerSignupFormSchema>;

/**
 * The seller's one-page "Registration Form" (/wholesellerSignup): the person's Full Name and the Business Name that
 * names the store (the Full Name when left empty, as the spec's form has it); every error is checked before anything
 * is sent, then the phone is verified by SMS code like every registration.
 */
export default function SellerSignupPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const pending = signupFlow.get();
  const previous = pending?.kind === 'seller' && pending.variant === 'form' ? pending.body : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SellerForm, unknown, z.output<typeof sellerSignupFormSchema>>({
    resolver,
    defaultValues: {
      full_name: previous?.full_name ?? previous?.busniess_name ?? '',
      // A draft without a person's name was named by its Full Name alone.
      busniess_name: previous?.full_name ? previous.busniess_name : '',
      address: previous?.address ?? '',
      email: previous?.email ?? '',
      phone: previous?.phone ?? '',
      password: '',
      confirm_password: '',
    },
  });

  if (user) return <Navigate to={profileFor(user.type, user.role)} replace />;

  const onSubmit = handleSubmit(
    (values) =>
      sendSignupCode(
        {
          kind: 'seller',
          variant: 'form',
          from: 'new',
          body: {
            ...(values.full_name ? { full_name: values.full_name } : {}),
            busniess_name: values.busniess_name,
            address: values.address,
            email: values.email,
            phone: values.phone,
            password: values.password,
          },
        },
        {
          setError,
          navigate,
          onStoreNameTaken: () => setError('busniess_name', { message: MSG.storeNameTaken }, { shouldFocus: true }),
        },
      ),
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  const A = accessMsg();
  return (
    <main className="container">
      <div className="page-card auth-card auth-card-wide">
        <StepHeader title={A.registrationForm} />
        <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
          <FormAlert message={errors.root?.server?.message} />
          <FullNameField id="ws-name" error={errors.full_name} field={register('full_name')} hint={A.fullNameHint} />
          <BusinessNameField
            id="ws-business"
            label={A.businessName}
            error={errors.busniess_name}
            field={register('busniess_name')}
            hint={A.businessNameHint}
          />
          <TextField
            id="ws-address"
            label={A.address}
            autoComplete="street-address"
            maxLength={200}
            error={errors.address}
            field={register('address')}
          />
          <Row className="g-3 mb-3">
            <EmailField id="ws-email" label={A.email} half error={errors.email} field={register('email')} />
            <PhoneField id="ws-phone" label={A.phoneNumber} half error={errors.phone} field={register('phone')} />
          </Row>
          <Row className="g-3 mb-3">
            <Form.Group as={Col} sm={6} controlId="ws-password">
              {/* A PIN, as everywhere else; the hidden second label keeps the spec's field name ("Password") findable. */}
              <Form.Label>{A.pin}</Form.Label>
              <Form.Label visuallyHidden>{A.password}</Form.Label>
              <Form.Control
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={4}
                {...invalidProps('ws-password', errors.password)}
                {...register('password')}
              />
              <FieldError fieldId="ws-password" error={errors.password} />
              <Form.Text>{A.sellerPinHint}</Form.Text>
            </Form.Group>
            <Form.Group as={Col} sm={6} controlId="ws-confirm">
              <Form.Label>{A.confirmPin}</Form.Label>
              <Form.Label visuallyHidden>{A.confirmPassword}</Form.Label>
              <Form.Control
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={4}
                {...invalidProps('ws-confirm', errors.confirm_password)}
                {...register('confirm_password')}
              />
              <FieldError fieldId="ws-confirm" error={errors.confirm_password} />
            </Form.Group>
          </Row>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" role="status" aria-label={A.submitting} /> : A.submit}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0 small">
          {A.alreadyRegistered} <Link to={paths.signIn}>{A.signIn}</Link>
        </p>
      </div>
    </main>
  );
}
