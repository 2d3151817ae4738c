import { useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Navigate, useNavigate, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import { errorIdOf } from '../../components/form-errors';
import { PIN_LENGTH } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { PinInput } from '../../components/pin-input';
import { resetFlow } from './signup-flow';
import { authApi } from './auth-api';
import { StepHeader } from './step-header';
import { SupportNote } from './support-note';
import './access.css';
import { accessMsg } from '../../lib/i18n-access';
import { signInUi } from './sign-in-texts';

/** The new PIN (/SetNewPin, /retailerSetNewPin/{url}); then sign-in, or back to the store for a retailer. */
export default function SetNewPinPage() {
  const { url } = useParams();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A snapshot: the page re-renders during the navigation that follows success, after the flow is cleared.
  const [pending] = useState(resetFlow.get);
  if (!pending?.token) return <Navigate to={url ? paths.retailerForgotPin(url) : paths.forgotPin} replace />;

  const submit = async () => {
    if (busy) return;
    if (pin.length !== PIN_LENGTH) {
      setError(MSG.passcodeRequired);
      return;
    }
    setBusy(true);
    try {
      await authApi.resetPin({ phone: pending.phone, password: pin, verification_token: pending.token });
      resetFlow.set(null);
      // One notice: the sign-in form itself says to sign in with the new PIN.
      notify.success(MSG.updatedSuccessfully);
      navigate(url ? paths.store(url) : paths.signIn, { state: { notice: accessMsg().pinResetDone } });
    } catch (err) {
      setError(errorMessage(err));
      setPin('');
      // An expired or used token cannot be retried: start again from the phone (the toast goes along to say why).
      if (err instanceof ApiError && err.message === MSG.verificationInvalid) {
        notify.error(err.message);
        navigate(url ? paths.retailerForgotPin(url) : paths.forgotPin);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader title={accessMsg().setNewPinTitle} />
        <p className="text-muted">{accessMsg().setNewPinIntro}</p>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Form.Group className="mb-3">
            <Form.Label as="div">{signInUi().newPin}</Form.Label>
            <PinInput
              value={pin}
              onChange={setPin}
              invalid={!!error}
              errorId={errorIdOf('new-pin')}
              autoFocus
              onEnter={() => void submit()}
            />
            {error && (
              <div className="invalid-feedback d-block" role="alert" id={errorIdOf('new-pin')}>
                {error}
              </div>
            )}
          </Form.Group>
          <Button type="submit" className="w-100" disabled={busy}>
            {busy ? <Spinner size="sm" role="status" aria-label={signInUi().saving} /> : signInUi().savePin}
          </Button>
        </Form>
        <SupportNote />
      </div>
    </main>
  );
}
