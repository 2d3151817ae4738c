import { apiPaths, type OtpPurpose } from '@dawalink/shared';
import { api } from './api';

/** The SMS-code calls and the Resend wait, shared by every flow that texts a code (registration, PIN reset, checkout). */
export const sendCode = (phone: string, purpose: OtpPurpose) =>
  api.post<{ ok: true; resend_after: number }>(apiPaths.otp.send(phone), { purpose });

export const verifyCode = (phone: string, code: string, purpose: OtpPurpose) =>
  api.post<{ verification_token: string }>(apiPaths.otp.verify(phone), { code, purpose });

/** How long the Resend button waits, from the last send's answer (survives the page change in memory). */
let resendAt = 0;
export const markSent = (resendAfterSeconds: number) => {
  resendAt = Date.now() + resendAfterSeconds * 1000;
};
export const secondsUntilResend = () => Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
