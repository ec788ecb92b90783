import type { RouteSchemas } from '@fxdesk/contract';
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
