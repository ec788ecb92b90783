import { backOfficeRoutes, positiveInt, type RouteSchemas } from '@fxdesk/contract';
import { z } from 'zod';
import { success } from '../../http/envelope.js';
import {
  fromContract,
  routeAt,
  type ContractSchema,
  type RouteParams,
  type SchemaHandler,
  type ZodApp,
} from '../../http/route-options.js';
import type { Permission } from './permissions.js';

/** Shared pieces of the /admin/api route schemas. */
export const tags = ['back office'];
/** Rows per page in every back-office list. */
export const PAGE = 50;
export const idParam = z.object({ id: positiveInt() });
/** A user-typed search term, safe inside an ILIKE pattern. */
export const likeTerm = (q: string) => q.replace(/[%_\\]/g, '');
/** A value as JSON carries it: a Date becomes its ISO text (what the console receives). */
export type Jsonified<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/**
 * The success envelope of a back-office answer: rows as the database returns them, made plain
 * JSON first, so the route's response schema (packages/contract) checks what the console gets.
 */
export const answer = <T>(lang: Parameters<typeof success>[0], data: T, messageKey?: string) =>
  success(lang, (data === undefined ? data : JSON.parse(JSON.stringify(data))) as Jsonified<T>, messageKey);

/**
 * The options of a back-office route from its entry in `backOfficeRoutes` (packages/contract):
 * the permission it needs and the map's very schemas, its path parameters beside them.
 */
export const staffFromContract = <R extends RouteSchemas, P extends RouteParams = RouteParams>(
  permission: Permission,
  summary: string,
  route: R,
  params?: P,
) => ({ config: { permission }, ...fromContract(tags, summary, route, params) });

type BackOfficeKey = keyof typeof backOfficeRoutes;

/** The handler of the back-office route `K` with the path parameters `P`, typed by its schema. */
type StaffHandler<K extends BackOfficeKey, P extends RouteParams> = SchemaHandler<
  ContractSchema<(typeof backOfficeRoutes)[K], P>
>;

/**
 * Registers the back-office route `key` of `backOfficeRoutes` (`'GET /admin/api/x'`): its method
 * and path from the key, its schemas from the map's entry (`staffFromContract`), the permission it
 * needs and its summary as given, its path parameters (where it has any) before the handler.
 */
export function staffRoute<K extends BackOfficeKey>(
  app: ZodApp,
  key: K,
  permission: Permission,
  summary: string,
  handler: StaffHandler<K, RouteParams>,
): void;
export function staffRoute<K extends BackOfficeKey, P extends RouteParams>(
  app: ZodApp,
  key: K,
  permission: Permission,
  summary: string,
  params: P,
  handler: StaffHandler<K, P>,
): void;
export function staffRoute(
  app: ZodApp,
  key: BackOfficeKey,
  permission: Permission,
  summary: string,
  ...rest: [unknown] | [RouteParams, unknown]
): void {
  const [params, handler] = rest.length === 1 ? [undefined, rest[0]] : rest;
  const options = staffFromContract(permission, summary, backOfficeRoutes[key], params);
  routeAt(app, key, options, handler as SchemaHandler<typeof options.schema>);
}
