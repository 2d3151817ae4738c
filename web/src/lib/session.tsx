import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiPaths, type SessionUser } from '@dawalink/shared';
import { api, ApiError } from './api';
import { clearUserCookie, readUserCookie } from './user-cookie';
import { clearPrefetched } from './prefetch';

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
 * useQueryClient: the session is in the entry chunk and must not pull TanStack Query into it (JS budget).
 */
const logoutCleanups = new Set<() => void>();

/** Runs `cleanup` after every logout; returns a function that unregisters it. */
export function onLogout(cleanup: () => void): () => void {
  logoutCleanups.add(cleanup);
  return () => logoutCleanups.delete(cleanup);
}

/** Whether the browser's carts are a signed-in retailer's (lib/cart-sync.ts OWNER_KEY), read without loading it. */
function hasCartOwner(): boolean {
  try {
    return localStorage.getItem('cartOwner') !== null;
  } catch {
    return false;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(() => readUserCookie());
  const [checking, setChecking] = useState(() => readUserCookie() !== null);

  useEffect(() => {
    if (!readUserCookie()) return;
    let cancelled = false;
    api
      .get<{ user: SessionUser }>(apiPaths.auth.me())
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

  // A signed-in retailer's carts are kept on the server (lib/cart-sync.ts, loaded only for them: not in the entry
  // chunk); a visitor's carts are merged into the account's at sign-in, and leave the browser at sign-out.
  const retailerId = user?.type === 'retailer' ? user.id : null;
  useEffect(() => {
    if (retailerId !== null) void import('./cart-sync').then((sync) => sync.startCartSync(retailerId));
    else if (!checking && hasCartOwner()) void import('./cart-sync').then((sync) => sync.stopCartSync());
  }, [retailerId, checking]);

  const setUser = useCallback((next: SessionUser | null) => setUserState(next), []);
  const logout = useCallback(async () => {
    try {
      await api.post(apiPaths.auth.logout());
    } catch {
      // Signing out locally still matters when the server cannot be reached.
    }
    clearUserCookie();
    clearPrefetched();
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
