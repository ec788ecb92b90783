import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

type Compiler = FastifySerializerCompiler<ZodType>;

/** Equal as JSON values, whatever the order of object keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length && keys.every((k) => k in right && sameJson(left[k], right[k]))
  );
}

export interface ResponseSerializerOptions {
  /** Tests: an answer its schema does not describe exactly fails the request (500). */
  strict: boolean;
  /** Production: such an answer is logged and sent as it was (see below). */
  onMismatch: (error: Error, route: string) => void;
}

/**
 * Serializes every answer through its route's response schema (packages/contract). The answer is
 * first made plain JSON (a Date becomes its ISO text, as JSON.stringify writes it), then encoded
 * with the schema, and the result must equal that JSON — a field the schema lacks would
 * otherwise vanish silently. In tests (strict) any difference, on any route, is a 500.
 *
 * In production the back office's answers that differ are logged and sent as they were,
 * unchanged for the console. A client route sends what its schema encodes, as it always has (a
 * field the schema lacks is not sent), without the comparison on its hot paths; an answer the
 * schema refuses is logged and sent as it was rather than failing the request.
 */
export function responseSerializer(options: ResponseSerializerOptions): Compiler {
  return (route) => {
    const serialize = serializerCompiler(route) as (data: unknown) => string;
    const name = `${route.method} ${route.url} ${route.httpStatus}`;
    const backOffice = route.url.startsWith('/admin/api');
    if (!backOffice && !options.strict)
      return (data) => {
        try {
          return serialize(data);
        } catch (error) {
          options.onMismatch(error instanceof Error ? error : new Error(String(error)), name);
          return JSON.stringify(data);
        }
      };
    return (data) => {
      const plain: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      let problem: Error | undefined;
      let text: string | undefined;
      try {
        text = serialize(plain);
        if (!sameJson(plain, JSON.parse(text)))
          problem = new Error(`the answer of ${name} has fields its response schema does not describe`);
      } catch (error) {
        problem = error instanceof Error ? error : new Error(String(error));
      }
      if (!problem) return text!;
      if (options.strict) throw problem;
      options.onMismatch(problem, name);
      return JSON.stringify(plain);
    };
  };
}
