import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '@dawalink/shared';
import { api, ApiError } from './api';

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

interface SessionValue {
  user: SessionUser | null;
  /** True until the server has confirmed (or refused) the cookie's session. */
  checking: boolean;
  setUser(user: SessionUser | null): void;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/*
 * What else to forget on logout (app/query.tsx clears the TanStack Query cache). A registry rather than
 * useQueryClient: the session is in the entry chunk and must not pull TanStack Query into it (JS budget, issue 7).
 */
const logoutCleanups = new Set<() => void>();

/** Runs `cleanup` after every logout; returns a function that unregisters it. */
export function onLogout(cleanup: () => void): () => void {
  logoutCleanups.add(cleanup);
  return () => logoutCleanups.delete(cleanup);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(() => readUserCookie());
  const [checking, setChecking] = useState(() => readUserCookie() !== null);

  useEffect(() => {
    if (!readUserCookie()) return;
    let cancelled = false;
    api
      .get<{ user: SessionUser }>('/auth/me')
      .then(({ user: fresh }) => !cancelled && setUserState(fresh))
      .catch((error) => {
        if (!cancelled && error instanceof ApiError && error.status === 401) {
          clearUserCookie();
          setUserState(null);
        }
      })
      .finally(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
  }, []);

  const setUser = useCallback((next: SessionUser | null) => setUserState(next), []);
  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch {
      // Signing out locally still matters when the server cannot be reached.
    }
    clearUserCookie();
    setUserState(null);
    logoutCleanups.forEach((cleanup) => cleanup());
  }, []);

  const value = useMemo(() => ({ user, checking, setUser, logout }), [user, checking, setUser, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
