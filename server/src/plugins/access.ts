import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEAM_MSG, type SellerRole, type StaffRole, type UserType } from '@dawalink/shared';
import { forbidden, notFound, unauthorized } from '../lib/errors.js';
import { roleMayCall, staffRolesOf } from './seller-roles.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without one fails at start-up.
 * - 'public': anyone;  'signedIn': any signed-in account;  a list of roles: only those.
 * Object-level checks ("is it yours") live in the services and answer 404 for a foreign object.
 * A seller's team member is a seller (same account id) with a role: besides `access`, a staff role may call a route
 * only when plugins/seller-roles.ts (or the route's `config.staff`) grants it; otherwise 403.
 */
export type Access = 'public' | 'signedIn' | readonly UserType[];

export interface SessionAccount {
  id: number;
  type: UserType;
  phone: string;
  sessionIdHash: string;
  /** A seller's role: 'owner' for the seller account itself, the member's role for a team member; null otherwise. */
  role: SellerRole | null;
  /** The team member acting for the seller, or null for the account's own sign-in. */
  memberId: number | null;
  /** The person acting, as records of who did what name them. */
  actorName: string;
}

/** Every /api route with its declared policy, recorded as routes are registered (the access-matrix test reads it). */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The staff roles (besides the owner) that may call it: none means owner-only for a seller's team. */
  staff: StaffRole[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Staff roles granted this route beside plugins/seller-roles.ts's table. */
    staff?: readonly StaffRole[];
  }
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    account: SessionAccount | null;
  }
}

/** Enforces the declared access policy; registered after the session loader. */
export function registerAccessPolicy(app: FastifyInstance) {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config ?? {}), access: 'public' };
      return;
    }
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        apiRoutes.push({
          method,
          url: route.url,
          access: route.config.access,
          staff: staffRolesOf(method, route.url, route.config.staff),
        });
      }
    }
  });

  // Takes `done` rather than being async: it never waits, and a promise per request is a cost for nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    if (!request.account) throw unauthorized();
    if (access !== 'signedIn' && !access.includes(request.account.type)) throw forbidden();
    const role = request.account.role;
    if (role && role !== 'owner') {
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const staff = staffRolesOf(method, request.routeOptions.url ?? '', request.routeOptions.config?.staff);
      if (!roleMayCall(role, staff)) throw forbidden(TEAM_MSG.roleForbidden);
    }
    done();
  });
}

/** The signed-in account of a route whose policy guarantees one. */
export function currentAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** Object-level rule: a seller or retailer reaches only their own; the admin reaches everything. */
export function assertOwnerOrAdmin(request: FastifyRequest, ownerId: number): void {
  const account = currentAccount(request);
  if (account.type !== 'admin' && account.id !== ownerId) throw notFound();
}
