import { PHONE_PLACEHOLDER } from '@dawalink/shared';
import { useForm } from 'react-hook-form';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import type { sellerSignupFormSchema } from '@dawalink/shared';
import { lazyResolver } from '../../lib/lazy-resolver';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths, profileFor } from '../../lib/paths';
import { signupFlow } from './signup-flow';
import { authApi } from './auth-api';
import { markSent, sendCode } from '../../lib/otp';
import { phoneOwner } from '../../lib/phone-owner';
import './access.css';
import { StepHeader } from './step-header';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
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
    async (values) => {
      try {
        if (await phoneOwner(values.phone)) {
          setError('phone', { message: MSG.phoneAlreadyRegistered }, { shouldFocus: true });
          return;
        }
        if (!(await authApi.storeNameFree(values.busniess_name))) {
          setError('busniess_name', { message: MSG.storeNameTaken }, { shouldFocus: true });
          return;
        }
        const { resend_after } = await sendCode(values.phone, 'register');
        markSent(resend_after);
        signupFlow.set({
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
        });
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
      <div className="page-card auth-card auth-card-wide">
        <StepHeader title={A.registrationForm} />
        <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
          <FormAlert message={errors.root?.server?.message} />
          <Form.Group className="mb-3" controlId="ws-name">
            <Form.Label>{A.fullName}</Form.Label>
            <Form.Control
              autoComplete="name"
              maxLength={100}
              {...invalidProps('ws-name', errors.full_name)}
              {...register('full_name')}
            />
            <FieldError fieldId="ws-name" error={errors.full_name} />
            <Form.Text>{A.fullNameHint}</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="ws-business">
            <Form.Label>{A.businessName}</Form.Label>
            <Form.Control
              autoComplete="organization"
              maxLength={100}
              {...invalidProps('ws-business', errors.busniess_name)}
              {...register('busniess_name')}
            />
            <FieldError fieldId="ws-business" error={errors.busniess_name} />
            <Form.Text>{A.businessNameHint}</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="ws-address">
            <Form.Label>{A.address}</Form.Label>
            <Form.Control
              autoComplete="street-address"
              maxLength={200}
              {...invalidProps('ws-address', errors.address)}
              {...register('address')}
            />
            <FieldError fieldId="ws-address" error={errors.address} />
          </Form.Group>
          <Row className="g-3 mb-3">
            <Form.Group as={Col} sm={6} controlId="ws-email">
              <Form.Label>{A.email}</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                maxLength={254}
                {...invalidProps('ws-email', errors.email)}
                {...register('email')}
              />
              <FieldError fieldId="ws-email" error={errors.email} />
            </Form.Group>
            <Form.Group as={Col} sm={6} controlId="ws-phone">
              <Form.Label>{A.phoneNumber}</Form.Label>
              <Form.Control
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={PHONE_PLACEHOLDER}
                {...invalidProps('ws-phone', errors.phone)}
                {...register('phone')}
              />
              <FieldError fieldId="ws-phone" error={errors.phone} />
            </Form.Group>
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
