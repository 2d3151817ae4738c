import { useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { MSG, otpCodeSchema } from '@dawalink/shared';
import { api, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { PinInput } from '../../components/PinInput';
import { checkoutSession } from './checkout-session';
import { CheckoutShell } from './CheckoutShell';

/** Checkout for a new phone: the SMS code proves the phone; its token lets the registration through. */
export default function OtpVerificationPage() {
  const { url = '' } = useParams();
  const navigate = useNavigate();
  const phone = checkoutSession.phone();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!phone) return <Navigate to={paths.phoneVerification(url)} replace />;

  const submit = async () => {
    if (!otpCodeSchema.safeParse(code).success) {
      setError(MSG.otpMismatch);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { verification_token } = await api.post<{ verification_token: string }>(`/OTP/${encodeURIComponent(phone)}/verify`, {
        code,
        purpose: 'register',
      });
      checkoutSession.setToken(verification_token);
      toast.success(MSG.otpVerified);
      navigate(paths.retailerSignupCheckout(url));
    } catch (e) {
      toast.error(errorMessage(e));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <CheckoutShell url={url} title="OTP Verification" subtitle={<>We sent a 4-digit code to {phone}.</>}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Form.Group className="mb-3">
          <Form.Label as="div">Code</Form.Label>
          <PinInput kind="OTP" masked={false} value={code} onChange={setCode} invalid={!!error} autoFocus onEnter={() => void submit()} />
          {error && <div className="invalid-feedback d-block">{error}</div>}
        </Form.Group>
        <Button type="submit" className="w-100" disabled={busy}>
          {busy ? <Spinner size="sm" role="status" aria-label="Verifying" /> : 'Verify'}
        </Button>
      </Form>
      <p className="text-center small mt-3 mb-0">
        Didn’t get it? <Link to={paths.phoneVerification(url)}>Resend OTP</Link>
      </p>
    </CheckoutShell>
  );
}
