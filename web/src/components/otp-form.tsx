import { useEffect, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { notify } from '../lib/notify';
import { OTP_LENGTH, type OtpPurpose } from '@dawalink/shared';
import { MSG } from '../lib/i18n';
import { errorMessage } from '../lib/api';
import { PinInput } from './pin-input';
import { errorIdOf } from './form-errors';
import { markSent, secondsUntilResend, sendCode, verifyCode } from '../lib/otp';
import { shopUi } from '../lib/shop-texts';
import { accessMsg } from '../lib/i18n-access';

interface OtpFormProps {
  phone: string;
  purpose: OtpPurpose;
  /** Called with the verification token once the code matched; may throw to show its message. */
  onVerified(token: string): Promise<void>;
  submitLabel?: string;
  /** Where "Change phone number" leads (the step that asked for the phone). */
  changeTo?: string;
}

/** The four "OTP digit" boxes, Verify, and Resend OTP after the server's wait (30 s). */
export function OtpForm({ phone, purpose, onVerified, submitLabel, changeTo }: OtpFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [wait, setWait] = useState(secondsUntilResend);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(secondsUntilResend()), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const submit = async () => {
    if (busy) return;
    if (code.length !== OTP_LENGTH) {
      setError(MSG.otpMismatch);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { verification_token } = await verifyCode(phone, code, purpose);
      notify.success(MSG.otpVerified);
      await onVerified(verification_token);
    } catch (err) {
      // A wrong code stays beside the boxes until the next try; no toast, so it never sits beside "OTP Verified".
      setError(errorMessage(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const { resend_after } = await sendCode(phone, purpose);
      markSent(resend_after);
      setWait(secondsUntilResend());
      setCode('');
      setError(null);
      notify.success(MSG.otpSent);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-muted">{accessMsg().otpSentTo(phone)}</p>
      <Form.Group className="mb-3">
        <Form.Label as="div">{shopUi().otp}</Form.Label>
        <PinInput
          kind="OTP"
          masked={false}
          value={code}
          onChange={setCode}
          invalid={!!error}
          errorId={errorIdOf('otp-code')}
          autoFocus
          onEnter={() => void submit()}
        />
        {error && (
          <div className="invalid-feedback d-block" role="alert" id={errorIdOf('otp-code')}>
            {error}
          </div>
        )}
      </Form.Group>
      <Button type="submit" className="w-100 mb-3" disabled={busy}>
        {busy ? (
          <Spinner size="sm" role="status" aria-label={shopUi().checkingCode} />
        ) : (
          (submitLabel ?? shopUi().verify)
        )}
      </Button>
      <div className="text-center">
        <Button
          variant="link"
          className="p-0 resend-link"
          onClick={() => void resend()}
          disabled={wait > 0 || resending}
        >
          {shopUi().resendOtp}
        </Button>
        {wait > 0 && (
          <span className="text-muted small ms-2" aria-live="polite">
            {accessMsg().resendIn(wait)}
          </span>
        )}
      </div>
      {changeTo && (
        <p className="text-center small mb-0 mt-1">
          <Link to={changeTo}>{shopUi().changePhone}</Link>
        </p>
      )}
    </Form>
  );
}
