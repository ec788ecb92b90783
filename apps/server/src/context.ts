import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { CaptchaService } from './modules/auth/captcha.service.js';
import type { MessageTransport } from './modules/notify/transport.js';
import type { RateLimiter } from './modules/security/rate-limiter.js';

/** What every module is built from. Tests build their own with a fake clock and captcha. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  transport: MessageTransport;
  rateLimiter: RateLimiter;
  captchas: CaptchaService;
}
