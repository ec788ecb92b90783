import { CONTROL_CHARACTERS_MULTILINE } from '@fxdesk/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type Path = (string | number)[];

/**
 * Half of a UTF-16 surrogate pair with no other half: not a character at all, and PostgreSQL
 * refuses to store it (a database error, so a 500, before this check).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const notAllowed = (text: string) => CONTROL_CHARACTERS_MULTILINE.test(text) || LONE_SURROGATE.test(text);

/**
 * The path of the first string (value or key) in `data` that holds a control character other
 * than tab and line breaks, or a lone surrogate, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function controlCharacterPath(data: unknown): Path | null {
  const stack: { value: unknown; path: Path }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (notAllowed(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (notAllowed(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** A schema that always fails at `path` with the control-character message (1001). */
const refusal = (path: Path) =>
  z.unknown().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', path, message: 'validation.control_characters' });
  });

/**
 * The zod validator compiler with one rule in front for every route, client and back office:
 * NUL and other control characters, and lone surrogates, in any body, query or path value are
 * bad input (1001), never a database error. Single-line fields are stricter still (schema-helpers refuse tab and newlines).
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'headers') return validate;
  return (data) => {
    const path = controlCharacterPath(data);
    if (!path) return validate(data);
    return validatorCompiler({ ...route, schema: refusal(path) })(data);
  };
};
