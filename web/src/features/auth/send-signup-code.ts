import type { UseFormSetError } from 'react-hook-form';
import type { NavigateFunction } from 'react-router';
import { notify } from '../../lib/notify';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { markSent, sendCode } from '../../lib/otp';
import { phoneOwner } from '../../lib/phone-owner';
import { authApi } from './auth-api';
import { signupFlow, type PendingSignup } from './signup-flow';

interface SignupFormCallbacks {
  /** The form's errors: the phone field's, and its alert's (`root.server`). */
  setError: UseFormSetError<{ phone: string }>;
  navigate: NavigateFunction;
  /** Says a seller's business name is taken, where the name was typed. */
  onStoreNameTaken(): void;
}

/**
 * What Register (step 2 of the two steps) and Submit (the seller's one-page form) do with a valid form. Before any SMS,
 * a phone that already has an account is refused beside the phone field and a seller's business name must be free;
 * then the code is texted and the code page opens, `pending` waiting for it there. Any other failure is the form's.
 */
export async function sendSignupCode(
  pending: PendingSignup,
  { setError, navigate, onStoreNameTaken }: SignupFormCallbacks,
) {
  try {
    if (await phoneOwner(pending.body.phone)) {
      setError('phone', { message: MSG.phoneAlreadyRegistered }, { shouldFocus: true });
      return;
    }
    if (pending.kind === 'seller' && !(await authApi.storeNameFree(pending.body.busniess_name))) {
      onStoreNameTaken();
      return;
    }
    const { resend_after } = await sendCode(pending.body.phone, 'register');
    markSent(resend_after);
    signupFlow.set(pending);
    notify.success(MSG.otpSent);
    navigate(paths.registrationOtp);
  } catch (error) {
    setError('root.server', { message: errorMessage(error) });
  }
}
