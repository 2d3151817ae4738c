/** Local storage that never throws (private mode, full disk) and parses JSON safely. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the page keeps working with its in-memory state.
  }
}

export function removeKey(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** Small cookie helpers for the spec's UI cookies (reg_user, phone): path /, 2 days, SameSite=Lax. */
export function setCookie(name: string, value: string, days = 2) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86400}; path=/; SameSite=Lax`;
}
export function getCookie(name: string): string | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
export function deleteCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}
