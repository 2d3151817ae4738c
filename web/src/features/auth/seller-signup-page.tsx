import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ACCESS_MSG, MSG, sellerSignupFormSchema } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths, profileFor } from '../../lib/paths';
import { markSent, phoneOwner, sendCode, signupFlow, storeNameFree } from './signup-flow';
import './access.css';
import { StepHeader } from './step-header';

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
    resolver: zodResolver(sellerSignupFormSchema),
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

  if (user) return <Navigate to={profileFor(user.type)} replace />;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        if (await phoneOwner(values.phone)) {
          setError('phone', { message: MSG.phoneAlreadyRegistered });
          toast.error(MSG.phoneAlreadyRegistered);
          return;
        }
        if (!(await storeNameFree(values.busniess_name))) {
          setError('busniess_name', { message: MSG.storeNameTaken });
          toast.error(MSG.storeNameTaken);
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
        toast.success(MSG.otpSent);
        navigate(paths.registrationOtp);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    () => toast.error(MSG.requiredFields),
  );

  return (
    <main className="container">
      <div className="page-card auth-card auth-card-wide">
        <StepHeader title={ACCESS_MSG.registrationForm} />
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="ws-name">
            <Form.Label>Full Name</Form.Label>
            <Form.Control autoComplete="name" maxLength={100} isInvalid={!!errors.full_name} {...register('full_name')} />
            <Form.Control.Feedback type="invalid">{errors.full_name?.message}</Form.Control.Feedback>
            <Form.Text>Your own name, as the person who runs the business.</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="ws-business">
            <Form.Label>Business Name</Form.Label>
            <Form.Control autoComplete="organization" maxLength={100} isInvalid={!!errors.busniess_name} {...register('busniess_name')} />
            <Form.Control.Feedback type="invalid">{errors.busniess_name?.message}</Form.Control.Feedback>
            <Form.Text>Your retailers see it, and your store link is made from it. Left empty, your full name is used.</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="ws-address">
            <Form.Label>Address</Form.Label>
            <Form.Control autoComplete="street-address" maxLength={200} isInvalid={!!errors.address} {...register('address')} />
            <Form.Control.Feedback type="invalid">{errors.address?.message}</Form.Control.Feedback>
          </Form.Group>
          <Row className="g-3 mb-3">
            <Form.Group as={Col} sm={6} controlId="ws-email">
              <Form.Label>Email</Form.Label>
              <Form.Control type="email" autoComplete="email" maxLength={254} isInvalid={!!errors.email} {...register('email')} />
              <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} sm={6} controlId="ws-phone">
              <Form.Label>Phone Number</Form.Label>
              <Form.Control type="tel" inputMode="tel" autoComplete="tel" placeholder="03XX XXXXXXX" isInvalid={!!errors.phone} {...register('phone')} />
              <Form.Control.Feedback type="invalid">{errors.phone?.message}</Form.Control.Feedback>
            </Form.Group>
          </Row>
          <Row className="g-3 mb-3">
            <Form.Group as={Col} sm={6} controlId="ws-password">
              {/* A PIN, as everywhere else; the hidden second label keeps the spec's field name ("Password") findable. */}
              <Form.Label>PIN</Form.Label>
              <Form.Label visuallyHidden>Password</Form.Label>
              <Form.Control
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={4}
                isInvalid={!!errors.password}
                {...register('password')}
              />
              <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
              <Form.Text>4 digits: you sign in with your phone number and this PIN.</Form.Text>
            </Form.Group>
            <Form.Group as={Col} sm={6} controlId="ws-confirm">
              <Form.Label>Confirm PIN</Form.Label>
              <Form.Label visuallyHidden>Confirm Password</Form.Label>
              <Form.Control
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={4}
                isInvalid={!!errors.confirm_password}
                {...register('confirm_password')}
              />
              <Form.Control.Feedback type="invalid">{errors.confirm_password?.message}</Form.Control.Feedback>
            </Form.Group>
          </Row>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" role="status" aria-label="Submitting" /> : 'Submit'}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0 small">
          Already registered? <Link to={paths.signIn}>Sign In</Link>
        </p>
      </div>
    </main>
  );
}
