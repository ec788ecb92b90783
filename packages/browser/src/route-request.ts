import type { PathArgument, RouteAnswer, RouteRequestOptions, RoutePath } from '@fxdesk/contract';

/**
 * Both front ends' `request(method, path, options)`, typed by a route map: a path is one of the
 * map's under that method (a route with parameters only through `apiPath`), what a call sends is
 * what the route's schema takes (`Unchecked`, e.g. a multipart FormData, besides), and the answer
 * is the map's type for it, never one a caller picks.
 */
export type RouteRequest<Routes, Method extends string, Options, Unchecked = never> = <
  M extends Method,
  P extends RoutePath<Routes, M>,
>(
  method: M,
  path: PathArgument<P>,
  options?: RouteRequestOptions<Routes, M, P, Options, Unchecked>,
) => Promise<RouteAnswer<Routes, M, P>>;
