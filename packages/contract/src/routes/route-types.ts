import type { z } from 'zod';

/**
 * How the two front ends' HTTP clients are typed by the route maps (issue 16). Everything here is
 * a type but `apiPath`: the web client imports the types only, so no zod reaches its bundle.
 */

/** A route map: `'METHOD /path/:param'` → the schema of its 200 answer's `data`. */
export type RouteMap = Record<string, z.ZodType>;

/** What every route of a map answers: its `data` schema's output type. */
export type RouteAnswers<Routes extends RouteMap> = { [Key in keyof Routes]: z.output<Routes[Key]> };

/** The paths of a map under one method, with their parameters still written `:name`. */
export type RoutePath<Answers, Method extends string> = {
  [Key in keyof Answers]: Key extends `${Method} ${infer Path}` ? Path : never;
}[keyof Answers];

/** The `data` that `Method Path` answers. */
export type RouteAnswer<
  Answers,
  Method extends string,
  Path extends string,
> = `${Method} ${Path}` extends keyof Answers ? Answers[`${Method} ${Path}`] : never;

/**
 * One client method for a map's routes under `Method` — `(path, arg, options)` → the route's
 * answer — so each client states its methods in a line instead of restating the generics.
 */
export type RouteCall<Answers, Method extends string, Arg, Options> = <P extends RoutePath<Answers, Method>>(
  path: PathArgument<P>,
  arg?: Arg,
  options?: Options,
) => Promise<RouteAnswer<Answers, Method, P>>;

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
