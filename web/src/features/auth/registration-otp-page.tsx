import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ACCESS_MSG, MSG, accountStateText, type SellerProfile, type SessionUser } from '@dawalink/shared';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { clearDraft, signupFlow, useRegistrationStore, type PendingSignup } from './signup-flow';
import { OtpForm } from '../../components/otp-form';
import './access.css';
import { StepHeader } from './step-header';

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
        await api.post<string>('/Retailers', { ...pending.body, verification_token: token });
        // The server signed the new retailer in, unless it waits; the page learns who it is.
        const me = await api.get<{ user: SessionUser }>('/auth/me').catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        });
        if (me) setUser(me.user);
        waiting = !me;
        if (!store.known && me) toast.success(MSG.retailerRegistered);
      } else {
        const seller = await api.post<SellerProfile>('/WholesellerControllerSignUp', { ...pending.body, verification_token: token });
        waiting = seller.status === accountStateText('waiting', false);
        if (!waiting) toast.success(pending.variant === 'form' ? MSG.signUpSuccessful : MSG.wholesalerRegistered);
      }
    } catch (error) {
      // A refusal the person can fix (taken phone or store name) sends them back to the form; others stay here.
      if (error instanceof ApiError && (error.status === 409 || error.message === MSG.storeNameTaken)) {
        toast.error(error.message);
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
      toast.success(ACCESS_MSG.registeredAtStore(store.name ?? pending.from), { autoClose: 8000 });
      navigate(paths.store(pending.from), { replace: true });
      return;
    }
    navigate(pending.kind === 'seller' && pending.variant === 'form' ? paths.signIn : paths.registered);
  };

  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader title={ACCESS_MSG.otpVerification} />
        <OtpForm
          phone={pending.body.phone}
          purpose="register"
          onVerified={onVerified}
          changeTo={pending.kind === 'seller' && pending.variant === 'form' ? paths.sellerSignup : paths.registration2(pending.from)}
        />
      </div>
    </main>
  );
}
