import { useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isValidPin } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { adminMsg } from '../../lib/i18n-admin';
import { signInFailure, signInRequest } from '../../lib/sign-in';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { PinInput } from '../../components/pin-input';
import { errorIdOf, FieldError, FormAlert } from '../../components/form-errors';
import { checkoutSession } from './checkout-session';
import { CheckoutShell } from './checkout-shell';
import { AccountBlockedPanel } from '../../components/account-blocked-panel';
import { accountBlockOf } from '../../lib/account-block';
import { shopUi } from '../../lib/shop-texts';

/** Checkout for a known retailer: the PIN signs them in (the sign-in route: same lockout), then Order Confirmation. */
export default function PinVerificationPage() {
  const { url = '' } = useParams();
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const phone = checkoutSession.phone();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's refusal (wrong PIN with the tries left, a wait) stays on the form.
  const [failure, setFailure] = useState<{ message: string; triesLeft?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<ReturnType<typeof accountBlockOf>>(null);

  if (user?.type === 'retailer') return <Navigate to={paths.store(url)} state={{ confirm: true }} replace />;
  if (!phone) return <Navigate to={paths.phoneVerification(url)} replace />;

  const submit = async () => {
    if (!isValidPin(pin)) {
      setError(MSG.passcodeRequired);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      const signedIn = await signInRequest({ phone, pin, remember: false }, MSG.pinVerified);
      setUser(signedIn);
      checkoutSession.clear();
      navigate(paths.store(url), { state: { confirm: true } });
    } catch (e) {
      const block = accountBlockOf(e);
      if (block) {
        setBlocked(block);
        return;
      }
      // A wrong PIN reads as the spec's PIN message; lockouts and disabled accounts keep the server's words.
      setFailure(signInFailure(e, MSG.pinMismatch));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  // The account cannot order yet (or any more): said plainly, with the cart left as it is.
  if (blocked) {
    return (
      <CheckoutShell url={url} title={shopUi().pinVerification}>
        <AccountBlockedPanel
          kind={blocked.kind}
          message={blocked.message}
          note={blocked.kind === 'waiting' ? <p className="mb-0">{adminMsg().orderAfterApproval}</p> : undefined}
          action={
            <Link className="btn btn-primary w-100" to={paths.store(url)}>
              {shopUi().returnToStore}
            </Link>
          }
        />
      </CheckoutShell>
    );
  }

  return (
    <CheckoutShell url={url} title={shopUi().pinVerification} subtitle={shopUi().welcomeBack(phone)}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={failure?.message}>{failure?.triesLeft}</FormAlert>
        <Form.Group className="mb-3">
          <Form.Label as="div">{shopUi().pinCode}</Form.Label>
          <PinInput
            value={pin}
            onChange={setPin}
            invalid={!!error}
            errorId={errorIdOf('checkout-pin')}
            autoFocus
            onEnter={() => void submit()}
          />
          <FieldError fieldId="checkout-pin" error={error} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={busy}>
          {busy ? <Spinner size="sm" role="status" aria-label={shopUi().verifying} /> : shopUi().verifyPin}
        </Button>
      </Form>
      <div className="d-flex justify-content-between mt-3 small">
        <Link to={paths.phoneVerification(url)}>{shopUi().useAnotherNumber}</Link>
        <Link to={paths.retailerForgotPin(url)}>{shopUi().forgotPin}</Link>
      </div>
    </CheckoutShell>
  );
}
