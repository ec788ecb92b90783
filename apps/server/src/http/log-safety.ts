import { stdSerializers } from 'pino';

/**
 * Error logs must help an operator without copying user data into them: drizzle puts every SQL
 * parameter in its message ("params: …"), and PostgreSQL's detail ("Key (email)=(…)") and
 * quoted values carry what the client typed. This serializer keeps the kind of failure (type,
 * SQL text with placeholders, SQLSTATE, constraint) and drops the values.
 */
const PARAMS = /\nparams: [\s\S]*$/;
const QUOTED = /"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g;

const redact = (text: string) => text.replace(PARAMS, '\nparams: [redacted]');

interface DatabaseFailure {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
}

function databaseFields(error: Error & DatabaseFailure) {
  const fields: Record<string, unknown> = {};
  for (const key of ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const) {
    if (typeof error[key] === 'string') fields[key] = error[key];
  }
  return fields;
}

export function safeErrorSerializer(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as Error & DatabaseFailure;
  const isDatabase = typeof error.severity === 'string' || 'params' in error;
  const message = isDatabase ? redact(error.message).replace(QUOTED, '"…"') : redact(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...databaseFields(error),
  };
  if (typeof error.query === 'string') out.query = error.query;
  if (error.cause !== undefined && depth < 3) out.cause = safeErrorSerializer(error.cause, depth + 1);
  // Non-database errors keep their own enumerable fields (statusCode, validation codes…).
  if (!isDatabase) {
    const std = stdSerializers.err(error) as unknown as Record<string, unknown>;
    for (const key of ['code', 'statusCode']) if (std[key] !== undefined) out[key] = std[key];
  }
  return out;
}

/** Pino options every logger of the server uses: error values through the safe serializer. */
export const safeSerializers = { err: (value: unknown) => safeErrorSerializer(value) };
