import type { z } from 'zod';

/**
 * How the two front ends' HTTP clients are typed by the route maps (issue 16). Everything here is
 * a type but `apiPath`: the web client imports the types only, so no zod reaches its bundle.
 */

/**
 * One route's schemas: its 200 answer's `data`, and the JSON or form `body` or the `query` string
 * the server validates, where it declares one (the very objects its route declares).
 */
export interface RouteSchemas {
  data: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
}

/** A route map: `'METHOD /path/:param'` → the schemas of its answer and of what it takes. */
export type RouteMap = Record<string, RouteSchemas>;

/** What a schema of a route takes, or `undefined` when the route declares none. */
type InputOf<Route, Part extends 'body' | 'query'> = Route extends { [K in Part]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/**
 * Every route of a map as types: the `data` it answers (its schema's output), and the `body` and
 * `query` a caller sends (their schemas' input: what the server accepts, before defaults and
 * transforms; `undefined` where it validates none).
 */
export type RouteTypes<Routes extends RouteMap> = {
  [Key in keyof Routes]: {
    data: z.output<Routes[Key]['data']>;
    body: InputOf<Routes[Key], 'body'>;
    query: InputOf<Routes[Key], 'query'>;
  };
};

/** The paths of a map under one method, with their parameters still written `:name`. */
export type RoutePath<Types, Method extends string> = {
  [Key in keyof Types]: Key extends `${Method} ${infer Path}` ? Path : never;
}[keyof Types];

/** One part (`data`, `body`, `query`) of `Method Path`; a part a route leaves out is `undefined`. */
type RoutePart<
  Types,
  Method extends string,
  Path extends string,
  Part extends string,
> = `${Method} ${Path}` extends keyof Types
  ? Types[`${Method} ${Path}`] extends { [K in Part]: infer T }
    ? T
    : undefined
  : never;

/** The `data` that `Method Path` answers. */
export type RouteAnswer<Types, Method extends string, Path extends string> = RoutePart<
  Types,
  Method,
  Path,
  'data'
>;

/** What `Method Path` takes as its body or its query string. */
export type RouteInput<
  Types,
  Method extends string,
  Path extends string,
  Part extends 'body' | 'query',
> = RoutePart<Types, Method, Path, Part>;

/**
 * A client's request options with the query string and the body typed by the route's schemas;
 * `Unchecked` is a body the schemas do not describe (a multipart FormData).
 */
export type RouteRequestOptions<
  Types,
  Method extends string,
  Path extends string,
  Options,
  Unchecked = never,
> = Omit<Options, 'params' | 'body'> & {
  params?: RouteInput<Types, Method, Path, 'query'>;
  body?: RouteInput<Types, Method, Path, 'body'> | Unchecked;
};

/** Whether a call may leave its input out: the route takes none, or needs no field of it. */
type Optional<Input> = undefined extends Input ? true : Record<never, never> extends Input ? true : false;

/** A client method's arguments after the path: the route's input, then the options. */
export type RouteArguments<Input, Options> =
  Optional<Input> extends true ? [input?: Input, options?: Options] : [input: Input, options?: Options];

/**
 * One client method for a map's routes under `Method` — `(path, input, options)` → the route's
 * answer, the input typed by the route's `body` or `query` schema — so each client states its
 * methods in a line instead of restating the generics. `Unchecked` is what a route whose server
 * validates no input may still be sent (the console's multipart uploads: a FormData).
 */
export type RouteCall<
  Types,
  Method extends string,
  Part extends 'body' | 'query',
  Options,
  Unchecked = undefined,
> = <P extends RoutePath<Types, Method>>(
  path: PathArgument<P>,
  ...rest: RouteArguments<OrUnchecked<RouteInput<Types, Method, P, Part>, Unchecked>, Options>
) => Promise<RouteAnswer<Types, Method, P>>;

/** A route's input, or `Unchecked` (and nothing) where it has no schema. */
type OrUnchecked<Input, Unchecked> = [Input] extends [undefined] ? Unchecked | undefined : Input;

declare const route: unique symbol;

/** A path whose parameters `apiPath` filled in; it still knows its route, and so its answer. */
export type FilledPath<Pattern extends string> = string & { readonly [route]: Pattern };

/** The parameter names of a pattern: `'/a/:id/b/:file'` → `'id' | 'file'`. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What a client method takes for a route: its literal path, or — when the route has parameters —
 * only the path `apiPath` made from its pattern (the pattern itself would be sent as it is).
 */
export type PathArgument<Pattern extends string> = Pattern extends `${string}:${string}`
  ? FilledPath<Pattern>
  : Pattern;

/** Fills a route pattern's parameters (each URI-encoded): `apiPath('/x/:id', { id: 3 })` is `/x/3`. */
export function apiPath<const Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParams<Pattern>, string | number>,
): FilledPath<Pattern> {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  ) as FilledPath<Pattern>;
}
