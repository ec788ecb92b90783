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
  /** Tests: a back-office answer its schema does not describe exactly fails the request (500). */
  strict: boolean;
  /** Production: such an answer is logged and sent as it was, unchanged for the console. */
  onMismatch: (error: Error, route: string) => void;
}

/**
 * Serializes every answer through its route's response schema (packages/contract). The back
 * office answers with rows as the database returns them: they are first made plain JSON (a Date
 * becomes its ISO text, as JSON.stringify writes it), then encoded with the schema, and the
 * result must equal that JSON — a field the schema lacks would otherwise vanish silently.
 */
export function responseSerializer(options: ResponseSerializerOptions): Compiler {
  return (route) => {
    const serialize = serializerCompiler(route) as (data: unknown) => string;
    if (!route.url.startsWith('/admin/api')) return serialize;
    const name = `${route.method} ${route.url} ${route.httpStatus}`;
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
