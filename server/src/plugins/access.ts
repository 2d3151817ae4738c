import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@dawalink/shared';
import { forbidden, notFound, unauthorized } from '../lib/errors.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without one fails at start-up.
 * - 'public': anyone;  'signedIn': any signed-in account;  a list of roles: only those.
 * Object-level checks ("is it yours") live in the services and answer 404 for a foreign object.
 */
export type Access = 'public' | 'signedIn' | readonly UserType[];

export interface SessionAccount {
  id: number;
  type: UserType;
  phone: string;
  sessionIdHash: string;
}

/** Every /api route with its declared policy, recorded as routes are registered (the access-matrix test reads it). */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access: route.config.access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (!request.account) throw unauthorized();
    if (access === 'signedIn') return;
    if (!access.includes(request.account.type)) throw forbidden();
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
