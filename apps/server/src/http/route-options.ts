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
export function described<I extends RouteInput, D extends z.ZodType>(
  tags: string[],
  summary: string,
  data: D,
  input: I = {} as I,
) {
  return { schema: { tags, summary, ...input, response: { 200: envelope(data) } } };
}
