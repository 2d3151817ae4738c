import { notify } from '../../lib/notify';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { phoneIsRetailer, phoneIsSeller } from '../../lib/phone-owner';
import { paths } from '../../lib/paths';
import { markSent, sendCode } from '../../lib/otp';
import { setCookie } from '../../lib/storage';
import { checkoutSession } from './checkout-session';

/**
 * The visitor's phone step: a wholesaler's phone is refused, a known retailer goes to the PIN step, a new phone
 * gets an SMS code and goes to the code step. Answers where to go next, or null after telling `showError` why
 * (the form shows it: beside the phone for a wholesaler's phone, in its alert otherwise).
 */
export async function checkCheckoutPhone(
  phone: string,
  url: string,
  showError: (message: string, field?: 'phone') => void,
): Promise<string | null> {
  try {
    if (await phoneIsSeller(phone)) {
      showError(MSG.registeredAsWholesaler, 'phone');
      return null;
    }
    checkoutSession.setPhone(phone);
    // The spec's phone cookie (2 days): registration from this store's Register link offers it again.
    setCookie('phone', phone);
    if (await phoneIsRetailer(phone)) return paths.pinVerification(url);
    const { resend_after } = await sendCode(phone, 'register');
    markSent(resend_after);
    notify.success(MSG.otpSent);
    return paths.otpVerification(url);
  } catch (error) {
    showError(errorMessage(error));
    return null;
  }
}
