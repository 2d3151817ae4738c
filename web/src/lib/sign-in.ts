import { apiPaths, MSG, type LoginResponse, type LoginBody, type SessionUser } from '@dawalink/shared';
import { api } from './api';
import { notify } from './toasts';

/**
 * POST /auth/login, as the sign-in page and the checkout's PIN step both send it. When wrong PINs were tried on the
 * account since the owner's last sign-in, the owner is told in a notice that stays until it is closed: it does not
 * block the sign-in, but a guesser at work should not go unseen behind a toast that fades in 5 s.
 */
export async function signInRequest(body: LoginBody) {
  const answer = await api.post<LoginResponse>(apiPaths.auth.login(), body);
  if (answer.wrong_pins_since_last_visit > 0) {
    notify.warning(MSG.wrongPinsSinceLastVisit(answer.wrong_pins_since_last_visit), { toastId: 'wrong-pins', autoClose: false });
  }
  return answer.user;
}

/** POST /Retailers with a verified phone's token: the server signs the new retailer in; answers who they are. */
export async function registerRetailer(body: object) {
  await api.post<string>(apiPaths.retailers.create(), body);
  const { user } = await api.get<{ user: SessionUser }>(apiPaths.auth.me());
  return user;
}
