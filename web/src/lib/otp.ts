import { apiPaths, type OtpPurpose } from '@dawalink/shared';
import { api } from './api';
import { currentLanguage } from './i18n';

/** The SMS-code calls and the Resend wait, shared by every flow that texts a code (registration, PIN reset, checkout). */
// The page's language goes along: a phone with no account yet gets its code's text in it.
export const sendCode = (phone: string, purpose: OtpPurpose) =>
  api.post<{ ok: true; resend_after: number }>(apiPaths.otp.send(phone), { purpose, language: currentLanguage() });

export const verifyCode = (phone: string, code: string, purpose: OtpPurpose) =>
  api.post<{ verification_token: string }>(apiPaths.otp.verify(phone), { code, purpose });

/** How long the Resend button waits, from the last send's answer (survives the page change in memory). */
let resendAt = 0;
export const markSent = (resendAfterSeconds: number) => {
  resendAt = Date.now() + resendAfterSeconds * 1000;
};
export const secondsUntilResend = () => Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
