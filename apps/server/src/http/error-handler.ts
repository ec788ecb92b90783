import { translate, type Lang } from '@fxdesk/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { requestLang } from './lang.js';
import { isInvariantError } from '../invariant.js';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

function fieldLabel(lang: Lang, instancePath: string): string {
  const field = instancePath.split('/').filter(Boolean)[0] ?? '';
  const key = `fields.${field}`;
  const label = translate(lang, key);
  return label === key ? field : label;
}

/** The first failing field decides the message: a precise key when the schema gave one. */
export function validationMessage(lang: Lang, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return translate(lang, 'errors.invalid_params', { field: '' });
  const field = fieldLabel(lang, first.instancePath);
  const key = first.message?.startsWith('validation.') ? first.message : 'validation.invalid';
  return translate(lang, key, { field });
}

/** Error envelopes bypass the route's response schema, which describes the success shape. */
function send(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send({ code, msg, data: null });
}

/** Transport-level failures keep their HTTP status but still answer with the envelope (DESIGN §3). */
const TRANSPORT_ERRORS: Record<string, { status: number; code: number; key: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 1004, key: 'errors.malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 1004, key: 'errors.malformed_body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 1004, key: 'errors.malformed_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 1005, key: 'errors.body_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 1005, key: 'errors.body_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 1004, key: 'errors.malformed_body' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) {
      return send(reply, error.httpStatus, error.code, translate(lang, error.messageKey, error.params));
    }
    // A broken invariant is never a business outcome: a logged (and counted, /healthz) 500.
    if (isInvariantError(error)) {
      request.log.error({ err: error, invariant: true }, 'invariant broken');
      return send(reply, 500, 1000, translate(lang, 'errors.internal'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 200, 1001, validationMessage(lang, error.validation));
    }
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport) return send(reply, transport.status, transport.code, translate(lang, transport.key));
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, 400, 1004, translate(lang, 'errors.malformed_body'));
    }
    if (error.statusCode === 429) {
      return send(reply, 429, 1003, translate(lang, 'errors.rate_limited', { seconds: 60 }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 1000, translate(lang, 'errors.internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, 1002, translate(requestLang(request), 'errors.not_found'));
  });
}
