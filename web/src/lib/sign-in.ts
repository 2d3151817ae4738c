import { apiPaths, type LoginResponse, type LoginBody, type SessionUser } from '@dawalink/shared';
import { MSG } from './i18n';
import { api, ApiError, errorMessage } from './api';
import { notify } from './notify';

/**
 * POST /auth/login, as the sign-in page and the checkout's PIN step both send it; `success` is the toast of the
 * outcome. When wrong PINs were tried on the account since the owner's last sign-in, that notice takes the toast's
 * place and stays until it is closed: it does not block the sign-in, but a guesser at work should not go unseen
 * behind a toast that fades in 5 s.
 */
export async function signInRequest(body: LoginBody, success: string) {
  const answer = await api.post<LoginResponse>(apiPaths.auth.login(), body);
  if (answer.wrong_pins_since_last_visit > 0) {
    const count = answer.wrong_pins_since_last_visit;
    // Written again if the account's own language replaces the page's just after.
    notify.warning(() => MSG.wrongPinsSinceLastVisit(count), {
      toastId: 'wrong-pins',
      autoClose: false,
    });
  } else notify.success(success);
  return answer.user;
}

/**
 * POST /Retailers with a verified phone's token: the server signs the new retailer in and this answers who they
 * are; or null when the new account waits for the admin's approval (ACCOUNT_APPROVAL), which signs no one in.
 */
export async function registerRetailer(body: object): Promise<SessionUser | null> {
  await api.post<string>(apiPaths.retailers.create(), body);
  return api.get<{ user: SessionUser }>(apiPaths.auth.me()).then(
    (answer) => answer.user,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    },
  );
}

/**
 * What a failed sign-in shows on its form: the server's message (or `wrongPin` for a wrong PIN, when the form has
 * its own words for it) and, for a wrong PIN, how many tries are left before the wait (the 401's `tries_left`).
 */
export function signInFailure(error: unknown, wrongPin?: string): { message: string; triesLeft?: string } {
  if (error instanceof ApiError && error.status === 401) {
    const { tries_left: tries, wait_minutes: wait } = error.body;
    const message = wrongPin ?? error.message;
    if (typeof tries !== 'number') return { message };
    return { message, triesLeft: MSG.triesLeft(tries, typeof wait === 'number' ? wait : undefined) };
  }
  return { message: errorMessage(error) };
}
