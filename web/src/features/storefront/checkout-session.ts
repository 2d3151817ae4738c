/**
 * What the visitor checkout carries from page to page, in session storage (gone when the tab closes): the phone,
 * the verification token the SMS code step answered, and the /checkout form's draft.
 */
const PHONE = 'checkoutPhone';
const TOKEN = 'verification_token';
const DRAFT = 'checkoutDraft';
const KEY_PREFIX = 'orderIdempotencyKey:';

interface CheckoutDraft {
  fullName?: string;
  email?: string;
  store?: string;
  address?: string;
}

function get(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function set(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Private mode: the flow still works within the page.
  }
}

export const checkoutSession = {
  phone: () => get(PHONE),
  setPhone: (phone: string) => set(PHONE, phone),
  token: () => get(TOKEN),
  setToken: (token: string | null) => set(TOKEN, token),
  draft: (): CheckoutDraft => {
    try {
      return JSON.parse(get(DRAFT) ?? '{}') as CheckoutDraft;
    } catch {
      return {};
    }
  },
  setDraft: (draft: CheckoutDraft | null) => set(DRAFT, draft ? JSON.stringify(draft) : null),
  /** Ends the visitor flow (after the order, or when the retailer signs in). */
  clear: () => {
    set(TOKEN, null);
    set(DRAFT, null);
  },
};

/** A random key; crypto.randomUUID needs a secure context, so plain HTTP on a LAN falls back to getRandomValues. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of the order being placed with one store: the same key for every retry of the same order
 * until it is placed, so a lost answer never doubles an order; a new key as soon as the order differs (a line, a
 * quantity, the contact details), because the server refuses a key reused for another order.
 */
export const orderKey = {
  forOrder(url: string, order: unknown): string {
    const slot = KEY_PREFIX + url.toLowerCase();
    const body = JSON.stringify(order);
    try {
      const stored = JSON.parse(get(slot) ?? 'null') as { key: string; body: string } | null;
      if (stored && stored.body === body && typeof stored.key === 'string') return stored.key;
    } catch {
      // A value from an older version of the page: replaced below.
    }
    const key = newKey();
    set(slot, JSON.stringify({ key, body }));
    return key;
  },
  clear: (url: string) => set(KEY_PREFIX + url.toLowerCase(), null),
};
