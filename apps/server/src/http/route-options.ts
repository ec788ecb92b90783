import { clientRoutes, type RouteSchemas } from '@fxdesk/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from './envelope.js';

/** What a route validates besides its answer, in the order the OpenAPI document lists it. */
export interface RouteInput {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/**
 * The schema of a route that answers `data` in the envelope: its OpenAPI tags and summary, what it
 * validates, and its 200 answer. Most routes differ in nothing else, so they say only this.
 */
function described<I extends RouteInput, D extends z.ZodType>(
  tags: string[],
  summary: string,
  data: D,
  input: I = {} as I,
) {
  return { schema: { tags, summary, ...input, response: { 200: envelope(data) } } };
}

/** The `query` and `body` of a contract route map's entry, as Fastify names them (`querystring`, `body`). */
type InputOf<R extends RouteSchemas> = (R extends { query: infer Q extends z.ZodType }
  ? { querystring: Q }
  : unknown) &
  (R extends { body: infer B extends z.ZodType } ? { body: B } : unknown);

/** A route's path parameters: the one thing a route map's entry does not hold. */
export type RouteParams = Pick<RouteInput, 'params'>;

/**
 * The schema of a route from its entry in a route map of packages/contract (`clientRoutes[…]`,
 * `backOfficeRoutes[…]`): the map's very `data`, `query` and `body` objects, so the route cannot
 * declare other schemas than the ones both front ends are typed by. The path parameters, which the
 * map leaves out, come beside it.
 */
export function fromContract<R extends RouteSchemas, P extends RouteParams = RouteParams>(
  tags: string[],
  summary: string,
  route: R,
  params: P = {} as P,
) {
  const input = {
    ...params,
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
  } as P & InputOf<R>;
  return described(tags, summary, route.data as R['data'], input);
}

/** The Fastify instance a route plugin gets (fastify-type-provider-zod types its requests). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route's handler, its request and answer typed by the route's schema `S`. */
export type SchemaHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** The schema `fromContract` makes of a route map's entry `R` and the path parameters `P`. */
export type ContractSchema<R extends RouteSchemas, P extends RouteParams> = ReturnType<
  typeof fromContract<R, P>
>['schema'];

/**
 * Registers a route under its key in a route map of packages/contract: `'GET /api/x'` is
 * `app.get('/api/x', options, handler)`, so the method and the path are written once.
 */
export function routeAt<S extends FastifySchema>(
  app: ZodApp,
  key: string,
  options: RouteShorthandOptions & { schema: S },
  handler: SchemaHandler<S>,
): void {
  const space = key.indexOf(' ');
  app.route({ ...options, method: key.slice(0, space) as HTTPMethods, url: key.slice(space + 1), handler });
}

type ClientKey = keyof typeof clientRoutes;

/** The handler of the client route `K` with the path parameters `P`, typed by its schema. */
type ClientHandler<K extends ClientKey, P extends RouteParams> = SchemaHandler<
  ContractSchema<(typeof clientRoutes)[K], P>
>;

/**
 * Registers a client route by its key in `clientRoutes` (`'GET /api/x'`): its method and path from
 * the key, its schemas from the map's entry, its summary as given, its path parameters (where it
 * has any) before the handler.
 */
export interface ClientRoute {
  <K extends ClientKey>(key: K, summary: string, handler: ClientHandler<K, RouteParams>): void;
  <K extends ClientKey, P extends RouteParams>(
    key: K,
    summary: string,
    params: P,
    handler: ClientHandler<K, P>,
  ): void;
}

/**
 * The registrar of a plugin's client routes that share their OpenAPI `tags` and their `shared`
 * options (the access guard: `{ preHandler: app.requireUser }`).
 */
export function clientRouter(app: ZodApp, tags: string[], shared: RouteShorthandOptions = {}): ClientRoute {
  return (key: ClientKey, summary: string, ...rest: [unknown] | [RouteParams, unknown]) => {
    const [params, handler] = rest.length === 1 ? [undefined, rest[0]] : rest;
    const options = {
      ...shared,
      ...fromContract(tags, summary, clientRoutes[key], params),
      exposeHeadRoute: !isGetAction(key),
    };
    routeAt(app, key, options, handler as SchemaHandler<typeof options.schema>);
  };
}

/**
 * A GET route that `clientRoutes` also holds under POST is an action SPEC §7 sends as GET (place
 * or close an order, request a withdrawal): it answers no HEAD, which would run it too.
 */
export const isGetAction = (key: string): boolean =>
  key.startsWith('GET ') && `POST ${key.slice(4)}` in clientRoutes;

/** The paths `clientRoutes` holds under both GET and POST. */
type GetAndPostPath = {
  [K in ClientKey]: K extends `GET ${infer P}` ? (`POST ${P}` extends ClientKey ? P : never) : never;
}[ClientKey];

/**
 * Registers `path` under GET and then POST with one handler: SPEC §7 sends these calls as GET with
 * query parameters, our client POSTs the same fields (the route map holds both, one schema).
 */
export function getAndPost<P extends GetAndPostPath>(
  route: ClientRoute,
  path: P,
  summary: string,
  handler: ClientHandler<`GET ${P}` | `POST ${P}`, RouteParams>,
): void {
  for (const method of ['GET', 'POST'] as const) route(`${method} ${path}`, summary, handler);
}
