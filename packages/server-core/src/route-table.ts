import type { GenericSchema } from 'valibot';
import { bulkRuns as br, GradeBody, LaunchCodeExchangeBody } from '@tools/backend-api/contracts';

/**
 * Who may call a route (issue 21's authorization matrix, first rows): 'identified' routes start by asking
 * Learn who holds the bearer token (a 401 before anything else without one), 'public' ones are the LTI
 * browser steps, keys and health, whose own checks stand in for a token.
 */
export type RouteAccess = 'identified' | 'public';

/**
 * Every route of the core, `METHOD path` -> who may call it. Each tool's server module declares its own
 * (`ServerModule.access`); apps/server's authorization-matrix test walks the app's route table against the
 * union, so a route nobody declared, or a declared one that does not refuse a missing token, fails there.
 */
export const CORE_ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET /healthz': 'public',
  'GET /lti/login': 'public',
  'POST /lti/login': 'public',
  'GET /lti/launch': 'public',
  'POST /lti/launch': 'public',
  'GET /lti/oauth/callback': 'public',
  'GET /lti/jwks': 'public',
  'GET /lti/register': 'public',
  'GET /lti/register/close.js': 'public',
  'POST /lti/session': 'public',
  'POST /lti/deep-link': 'identified',
  'POST /lti/grades': 'identified',
  'POST /bulk-runs/leases': 'identified',
  'POST /bulk-runs/leases/renew': 'identified',
  'DELETE /bulk-runs/leases': 'identified',
  'GET /course-columns': 'identified',
  'GET /learn-calls': 'identified',
};

/**
 * The core's routes whose body limit is the largest body their contract accepts (`http/body-limit.ts`):
 * apps/server's body-limits test checks each limit against the contract. Modules declare theirs
 * (`ServerModule.bodyContracts`). Routes whose contract accepts more than any real sender are checked there
 * against the largest real body instead.
 */
export const CORE_BODY_CONTRACTS: Readonly<Record<string, GenericSchema>> = {
  'POST /lti/session': LaunchCodeExchangeBody,
  'POST /lti/grades': GradeBody,
  'POST /bulk-runs/leases': br.AcquireBody,
  'POST /bulk-runs/leases/renew': br.LeaseRef,
  'DELETE /bulk-runs/leases': br.LeaseRef,
};

interface Declares {
  name: string;
  access?: Readonly<Record<string, RouteAccess>>;
  bodyContracts?: Readonly<Record<string, GenericSchema>>;
}

function joined<T>(
  core: Readonly<Record<string, T>>,
  modules: readonly Declares[],
  pick: (m: Declares) => Readonly<Record<string, T>> | undefined,
  what: string,
) {
  const all: Record<string, T> = { ...core };
  for (const module of modules)
    for (const [route, value] of Object.entries(pick(module) ?? {})) {
      if (route in all) throw new Error(`${what} of ${route} is declared twice (server module ${module.name})`);
      all[route] = value;
    }
  return all;
}

/** Every route of a server of the core and `modules`, with who may call it (a route declared twice is refused). */
export const routeAccess = (modules: readonly Declares[]) =>
  joined(CORE_ROUTE_ACCESS, modules, (m) => m.access, 'Access');

/** The contract-bound body routes of a server of the core and `modules`. */
export const bodyContracts = (modules: readonly Declares[]) =>
  joined(CORE_BODY_CONTRACTS, modules, (m) => m.bodyContracts, 'Body contract');

/**
 * Which part of the server owns each route (`METHOD path` -> the module's name, `core` for the core's): the
 * tool a request's Learn calls are counted under (learn-calls/).
 */
export function routeOwners(modules: readonly Declares[]): ReadonlyMap<string, string> {
  const owners = new Map(Object.keys(CORE_ROUTE_ACCESS).map((route) => [route, 'core']));
  for (const module of modules) for (const route of Object.keys(module.access ?? {})) owners.set(route, module.name);
  return owners;
}
