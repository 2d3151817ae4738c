import type { SessionUser } from '@dawalink/shared';

const USER_COOKIE = 'user';

/** The UI's copy of the signed-in user (cookie `user`); the server trusts only its HttpOnly session. */
export function readUserCookie(): SessionUser | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${USER_COOKIE}=`))
    ?.slice(USER_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const user = JSON.parse(decodeURIComponent(raw)) as SessionUser;
    return user && typeof user.id === 'number' && typeof user.type === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function clearUserCookie() {
  document.cookie = `${USER_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}
