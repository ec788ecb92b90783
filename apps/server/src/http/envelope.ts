import { translate, type Lang } from '@fxdesk/contract';
import { z } from 'zod';

/** Wraps a data schema in the response envelope of SPEC §7 for the OpenAPI document and the serializer. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().describe('1 = success'), msg: z.string(), data });

export function success<T>(lang: Lang, data: T, messageKey = 'success.ok') {
  return { code: 1, msg: translate(lang, messageKey), data };
}
