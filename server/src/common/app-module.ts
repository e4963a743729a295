import type { Router } from 'express';
import type { PathItem } from './http/openapi/operation.js';

/**
 * What one domain module adds to the app, declared once in its front door (`index.ts`) and listed
 * once in `app/modules.ts`: the app makes its services, puts its resolvers in the GraphQL schema,
 * mounts its routes under `/api` and documents them, all from this one value. A new module is one
 * line in that list instead of a line in each of the app's assembly files.
 *
 * `services` and `routes` name what they take by parameter type, like any function of the module:
 * the app hands them every service it has made, and the type check fails when a module asks for
 * one the app does not make (or under another name or type).
 */
export interface AppModule<ServiceNeeds = never, Made extends object = object, RouteNeeds = never> {
  /** The module's folder name, for errors and logs. */
  readonly name: string;
  /**
   * The module's own services, made from those made before it (the order of `app/modules.ts`);
   * their names join the app's services, which both transports and other modules' routes receive.
   */
  readonly services?: (made: ServiceNeeds) => Made;
  /** Its GraphQL resolvers (queries, mutations, subscriptions and field resolvers). */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as Function
  readonly resolvers?: readonly Function[];
  /**
   * Its REST routers, each made from the services it names in its parameter (`{ identity, needs }`),
   * mounted under `/api` in this order.
   */
  readonly routes?: ReadonlyArray<(services: RouteNeeds) => Router>;
  /** The OpenAPI paths of those routes (relative to `/api`). */
  readonly paths?: ReadonlyArray<Record<string, PathItem>>;
}

/**
 * Declares a module. Keeps the value's own type (which services it makes, what its routes take), so
 * the app's type of its services and the check that every module's needs are met are exact.
 */
export function defineModule<const Module extends AppModule<never, object, never>>(module: Module): Module {
  return module;
}
