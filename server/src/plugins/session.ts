import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_TTL_MS, type LoadedSession } from '../identity/sessions.service.js';
import type { Config } from '../config.js';

const SESSION_COOKIE = 'sid';
export const USER_COOKIE = 'user';

/** The account behind a session id, or null; the app passes in the sessions service's. */
export type SessionLookup = (sessionId: string) => Promise<LoadedSession | null>;

/** Loads the account behind the HttpOnly `sid` cookie. The `user` cookie is for the UI only and never trusted. */
export function registerSessionLoader(app: FastifyInstance, loadSession: SessionLookup) {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    request.account = null;
    if (!request.url.startsWith('/api')) return;
    const sid = request.cookies[SESSION_COOKIE];
    if (!sid || sid.length > 100) return;
    const session = await loadSession(sid);
    if (session) {
      request.account = {
        id: session.accountId,
        type: session.type,
        phone: session.phone,
        sessionIdHash: session.idHash,
        role: session.role,
        memberId: session.memberId,
        actorName: session.actorName,
      };
    }
  });
}

export interface UiUser {
  id: number;
  type: string;
  [key: string]: unknown;
}

/** Sets the session cookie (HttpOnly) and the UI's `user` cookie (readable by the page, 2 days or session). */
export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  sessionId: string,
  persistent: boolean,
  user: UiUser,
) {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.COOKIE_SECURE ?? false };
  const maxAge = persistent ? Math.floor(SESSION_TTL_MS / 1000) : undefined;
  reply.setCookie(SESSION_COOKIE, sessionId, { ...base, httpOnly: true, maxAge });
  reply.setCookie(USER_COOKIE, JSON.stringify(user), { ...base, httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.COOKIE_SECURE ?? false };
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(USER_COOKIE, base);
}
