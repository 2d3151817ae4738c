import { notify } from '../../lib/toasts';
import { MSG } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { phoneIsRetailer, phoneIsSeller } from '../../lib/phone-owner';
import { paths } from '../../lib/paths';
import { markSent, sendCode } from '../../lib/otp';
import { setCookie } from '../../lib/storage';
import { checkoutSession } from './checkout-session';

/**
 * The visitor's phone step: a wholesaler's phone is refused, a known retailer goes to the PIN step, a new phone
 * gets an SMS code and goes to the code step. Answers where to go next, or null (the reason has been shown).
 */
export async function checkCheckoutPhone(phone: string, url: string): Promise<string | null> {
  try {
    if (await phoneIsSeller(phone)) {
      notify.error(MSG.registeredAsWholesaler);
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
    notify.error(errorMessage(error));
    return null;
  }
}
