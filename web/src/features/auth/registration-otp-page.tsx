import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { accountStateText } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { registerRetailer } from '../../lib/sign-in';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { clearDraft, signupFlow, type PendingSignup } from './signup-flow';
import { authApi, useRegistrationStore } from './auth-api';
import { OtpForm } from '../../components/otp-form';
import './access.css';
import { StepHeader } from './step-header';
import { accessMsg } from '../../lib/i18n-access';

/** Where a person fixes what the server refused (a taken phone or store name). */
const backTo = (pending: PendingSignup) =>
  pending.kind === 'seller' && pending.variant === 'form' ? paths.sellerSignup : paths.registration(pending.from);

/** The SMS code of a registration; a right code posts the registration with its verification token. */
export default function RegistrationOtpPage() {
  const navigate = useNavigate();
  const { setUser } = useSession();
  // A snapshot: the page re-renders during the navigation that follows success, after the flow is cleared.
  const [pending] = useState(signupFlow.get);
  const store = useRegistrationStore(pending?.kind === 'retailer' ? pending.from : 'new');
  if (!pending) return <Navigate to={paths.registration()} replace />;

  const onVerified = async (token: string) => {
    // A new account that waits for the admin's approval (ACCOUNT_APPROVAL) is not signed in, and is told so.
    let waiting = false;
    try {
      if (pending.kind === 'retailer') {
        const me = await registerRetailer({ ...pending.body, verification_token: token });
        if (me) setUser(me);
        waiting = !me;
        if (!store.known && me) notify.success(MSG.retailerRegistered);
      } else {
        const seller = await authApi.registerSeller({ ...pending.body, verification_token: token });
        waiting = seller.status === accountStateText('waiting', false);
        if (!waiting) notify.success(pending.variant === 'form' ? MSG.signUpSuccessful : MSG.wholesalerRegistered);
      }
    } catch (error) {
      // A refusal the person can fix (taken phone or store name) sends them back to the form; others stay here.
      if (error instanceof ApiError && (error.status === 409 || error.message === MSG.storeNameTaken)) {
        notify.error(error.message);
        navigate(backTo(pending));
        return;
      }
      throw new Error(errorMessage(error));
    }
    signupFlow.set(null);
    clearDraft();
    if (waiting) {
      navigate(paths.registered, { replace: true, state: { waiting: true } });
      return;
    }
    if (pending.kind === 'retailer' && store.known) {
      // Back to the store the Register link was on, signed in: the order can start at once.
      notify.success(accessMsg().registeredAtStore(store.name ?? pending.from), { autoClose: 8000 });
      navigate(paths.store(pending.from), { replace: true });
      return;
    }
    navigate(pending.kind === 'seller' && pending.variant === 'form' ? paths.signIn : paths.registered);
  };

  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader title={accessMsg().otpVerification} />
        <OtpForm
          phone={pending.body.phone}
          purpose="register"
          onVerified={onVerified}
          changeTo={
            pending.kind === 'seller' && pending.variant === 'form'
              ? paths.sellerSignup
              : paths.registration2(pending.from)
          }
        />
      </div>
    </main>
  );
}
