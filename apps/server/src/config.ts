import path from 'node:path';
import { z } from 'zod';

/**
 * One validated environment schema (DESIGN §2). Every bad variable is reported at once, with
 * its name and what is wrong, so an operator fixes the whole file in one go.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A comma-separated allow-list of browser origins (scheme://host[:port], no path). */
const originList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin like https://app.example.com (scheme, host, optional port)`,
        });
    }
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    ROLE: z.enum(['all', 'api', 'engine']).default('all'),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.email().optional()),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || v.length >= 12, { message: 'must be at least 12 characters' }),
    FEED_SEED: z.coerce.number().int().optional(),
    /** Card deposits are off unless a provider is chosen; `sandbox` credits test cards without payment. */
    CARD_PROVIDER: z.enum(['off', 'sandbox']).default('off'),
    CARD_WEBHOOK_SECRET: z.string().trim().min(16).optional(),
    FEED_REPLAY_FILE: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    SMS_WEBHOOK_URL: optionalUrl(['http', 'https']),
    CORS_ORIGINS: originList,
    MAIL_FROM: z.string().trim().min(3).default('FXDesk <no-reply@fxdesk.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Market orders, client closes and pending fills are refused (1904) when this node has heard
     * nothing from the feed (ticks or the leader's heartbeat) for longer; 0 switches the guard off.
     */
    PRICE_STALE_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
    /** Demo traders seeded on first boot and trading live (default 24 with the simulated feed; 0: none). */
    DEMO_TRADERS: z.coerce.number().int().min(0).max(200).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if ((env.ROLE === 'api' || env.ROLE === 'engine') && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `is required when ROLE=${env.ROLE} (scaled-out mode)`,
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

export type Config = z.infer<typeof envSchema> & { mailTransport: 'outbox' | 'smtp'; dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      const shown = value === undefined || /PASSWORD|URL/.test(name) ? '' : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    dataDir: path.resolve(cfg.DATA_DIR),
    mailTransport: cfg.MAIL_TRANSPORT ?? (cfg.SMTP_URL ? 'smtp' : 'outbox'),
  };
}
