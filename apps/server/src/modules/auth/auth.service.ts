import {
  AccountType,
  CodePurpose,
  emailAddress,
  mobileNumber,
  type AccountTypeValue,
  type Lang,
  UserStatus,
} from '@fxdesk/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { signupCompany } from '../company/index.js';
import type { loginBody, registerBody, amendPasswordBody, forgetPasswordBody } from '@fxdesk/contract';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../realtime/bus.js';
import type { RateLimiter } from '../security/index.js';
import type { MessageTransport } from '../notify/index.js';
import type { CaptchaService } from './captcha.service.js';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { AppError, invalidParams } from '../../errors.js';
import { readSetting } from '../settings/index.js';
import { mustPost, openAccount, post } from '../wallet/index.js';
import { CodeService, type Channel } from './codes.service.js';
import { hashPassword, verifyPassword } from '../security/index.js';
import { newInviteCode, newUid } from '../security/index.js';
import { SessionStore, type SessionUser } from './sessions.js';
import { LoginLimits } from './login-limits.js';
import { SessionList, summariseUserAgent } from './session-list.js';
import { notifyClient, rememberLang } from '../security/index.js';
import { TwoFactor } from '../security/index.js';
import {
  findArea,
  findUserByEmail,
  findUserById,
  findUserByInviteCode,
  findUserByMobile,
  findUserByMobileLogin,
  toUserInfo,
  type UserRow,
} from './users.repository.js';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  lang: Lang;
}

/** Who an account type and identifier point at, normalized for lookups and code targets. */
type Identity =
  | { type: typeof AccountType.EMAIL; email: string; target: string; channel: Channel }
  | { type: typeof AccountType.MOBILE; areaId: number; mobile: string; target: string; channel: Channel };

const DEMO_ACCOUNTS_PER_IP_PER_HOUR = 20;

function parseOr(schema: z.ZodType<string>, value: string | undefined, field: string): string {
  const parsed = schema.safeParse(value ?? '');
  if (!parsed.success)
    throw invalidParams(parsed.error.issues[0]?.message ?? 'validation.invalid', { field });
  return parsed.data;
}

/**
 * What accounts and sessions use. The object handed in is also the session cache's owner
 * (`CacheOwner`): the app passes its one context, so every store of the process shares a cache.
 */
export interface AuthDeps {
  config: Config;
  db: Db;
  clock: Clock;
  bus: Bus;
  rateLimiter: RateLimiter;
  transport: MessageTransport;
  captchas: CaptchaService;
}

export class AuthService {
  readonly sessions: SessionStore;
  readonly codes: CodeService;
  readonly twoFactor: TwoFactor;
  readonly sessionList: SessionList;
  private readonly limits: LoginLimits;

  constructor(private readonly ctx: AuthDeps) {
    this.limits = new LoginLimits(ctx.rateLimiter);
    this.sessions = new SessionStore(ctx.clock, ctx.config.SESSION_TTL_DAYS, ctx);
    this.codes = new CodeService(ctx.db, ctx.clock, ctx.rateLimiter, ctx.transport);
    this.twoFactor = new TwoFactor(ctx);
    this.sessionList = new SessionList(ctx.db, ctx.clock, this.sessions);
  }

  /** Resolves e-mail or (area, number) into an identity; unknown area ids are refused. */
  async identity(
    type: AccountTypeValue,
    account: string | undefined,
    areaId: number | undefined,
  ): Promise<Identity> {
    if (type === AccountType.EMAIL) {
      const email = parseOr(emailAddress, account, 'account');
      return { type, email, target: email, channel: 'email' };
    }
    const mobile = parseOr(mobileNumber, account, 'mobile');
    if (!areaId) throw new AppError('AREA_INVALID');
    const area = await findArea(this.ctx.db, areaId);
    if (!area) throw new AppError('AREA_INVALID');
    return { type, areaId, mobile, target: `+${area.globalCode}${mobile}`, channel: 'sms' };
  }

  private findByIdentity(db: DbOrTx, id: Identity): Promise<UserRow | undefined> {
    return id.type === AccountType.EMAIL
      ? findUserByEmail(db, id.email)
      : findUserByMobile(db, id.areaId, id.mobile);
  }

  async sendCode(
    input: { type: AccountTypeValue; to: string; areaId?: number; purpose: 1 | 2 },
    meta: RequestMeta,
  ) {
    const id = await this.identity(input.type, input.to, input.areaId);
    const existing = await this.findByIdentity(this.ctx.db, id);
    // Register for a taken address answers exactly like a new one (issue 14: no enumeration);
    // the owner is told instead of being sent a code, and the same limits are taken.
    if (input.purpose === CodePurpose.REGISTER && existing) {
      await this.codes.sendExistingAccountNotice({
        channel: id.channel,
        target: id.target,
        ip: meta.ip,
        lang: meta.lang,
      });
      return;
    }
    // A reset code for an unknown account is silently not sent: the answer must not reveal
    // which accounts exist. The IP allowance and the cooldown are still taken, so limits and
    // answers look the same for known and unknown accounts.
    if (input.purpose === CodePurpose.RESET && !existing) {
      await this.codes.reserve(id.target, meta.ip);
      return;
    }
    await this.codes.send({
      channel: id.channel,
      target: id.target,
      purpose: input.purpose,
      ip: meta.ip,
      lang: meta.lang,
    });
  }

  /**
   * Login limits are keyed on the account as login resolves it (its user id; for an unknown
   * account the normalized e-mail or digits), so one number written seven ways is one account:
   * failed passwords per account and IP and per IP refuse that IP for the window, failed
   * passwords per account from anywhere only slow it down (`accountBackoff`).
   */
  async login(input: z.infer<typeof loginBody>, meta: RequestMeta) {
    const account = input.account.trim().toLowerCase();
    const byEmail =
      input.login_type === AccountType.EMAIL || (input.login_type === undefined && account.includes('@'));
    const found = byEmail
      ? await findUserByEmail(this.ctx.db, account)
      : await findUserByMobileLogin(this.ctx.db, account);
    const subject = found
      ? `user:${found.id}`
      : `unknown:${byEmail ? account : account.replace(/[^\d]/g, '')}`;
    const user = await this.limits.password(subject, meta.ip, async () =>
      (await verifyPassword(found?.passwordHash, input.password)) && found ? found : null,
    );
    if (user.status !== UserStatus.ACTIVE) throw new AppError('ACCOUNT_DISABLED');
    // Asked only once the password was right (a wrong one answers 1101 whatever the code), and
    // every retry with a code checks the password again, under the same limits.
    await this.twoFactor.require(user, input.totp_code, meta.ip);
    const knownDevice = await this.sessionList.knownDevice(user.id, meta.userAgent);
    const token = await this.sessions.create(this.ctx.db, user.id, meta);
    if (user.lang !== meta.lang) await rememberLang(this.ctx, user.id, meta.lang);
    if (!knownDevice)
      await this.notify(user.id, meta, {
        kind: 'new_device',
        device: summariseUserAgent(meta.userAgent) || '?',
        ip: meta.ip,
        at: this.ctx.clock(),
      });
    return { token, user: await toUserInfo(this.ctx.db, user) };
  }

  /** A security notice to the client; a transport failure does not undo what was done. */
  private async notify(userId: number, meta: RequestMeta, notice: Parameters<typeof notifyClient>[2]) {
    await notifyClient(this.ctx, userId, notice, meta.lang).catch(() => undefined);
  }

  /** A verification code check, wrong answers counted against the caller's IP. */
  private checkCode(target: string, purpose: 1 | 2, code: string, ip: string): Promise<number> {
    return this.limits.code(ip, () => this.codes.check(target, purpose, code));
  }

  /** SPEC §6: the same device uuid always returns the same demo account, with virtual money. */
  async demoLogin(deviceId: string, meta: RequestMeta) {
    const { db } = this.ctx;
    let [user] = await db.select().from(users).where(eq(users.demoDeviceId, deviceId));
    if (!user) {
      await this.ctx.rateLimiter.hit(`demo-ip:${meta.ip}`, DEMO_ACCOUNTS_PER_IP_PER_HOUR, 3600);
      const startBalance = await readSetting(db, 'demo_balance');
      try {
        user = await db.transaction(async (tx) => {
          const created = await this.insertUser(tx, { isDemo: 1, demoDeviceId: deviceId });
          if (created === 'exists') throw new AppError('ACCOUNT_EXISTS');
          const accountId = await openAccount(tx, created.id);
          mustPost(
            await post(tx, {
              accountId,
              kind: 'demo_credit',
              amount: startBalance,
              refType: 'user',
              refId: String(created.id),
            }),
          );
          return created;
        });
      } catch (error) {
        // Two first logins from one device raced: the other one created it.
        if (!isUniqueViolation(error) && !(error instanceof AppError && error.name === 'ACCOUNT_EXISTS'))
          throw error;
        [user] = await db.select().from(users).where(eq(users.demoDeviceId, deviceId));
        if (!user) throw error;
      }
    }
    if (user.status !== UserStatus.ACTIVE) throw new AppError('ACCOUNT_DISABLED');
    const token = await this.sessions.create(db, user.id, meta);
    return { token, user: await toUserInfo(db, user) };
  }

  /**
   * uid and invite code are random; a collision (rare) is retried with fresh values. Returns
   * 'exists' when the e-mail, mobile or demo device already has an account.
   */
  private async insertUser(
    tx: DbOrTx,
    values: Partial<typeof users.$inferInsert>,
  ): Promise<UserRow | 'exists'> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(users)
        .values({ uid: newUid(), inviteCode: newInviteCode(), ...values })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const taken =
        (values.email && (await findUserByEmail(tx, values.email))) ||
        (values.mobile && values.areaId && (await findUserByMobile(tx, values.areaId, values.mobile))) ||
        (values.demoDeviceId &&
          (await tx.select().from(users).where(eq(users.demoDeviceId, values.demoDeviceId)))[0]);
      if (taken) return 'exists';
    }
    throw new Error('could not allocate a unique uid and invite code');
  }

  async register(input: z.infer<typeof registerBody>, meta: RequestMeta, companyCookie?: number) {
    const { db } = this.ctx;
    if (input.password !== input.re_password) throw new AppError('PASSWORD_MISMATCH');
    const id = await this.identity(
      input.type,
      input.type === AccountType.MOBILE ? (input.mobile ?? input.account) : input.account,
      input.area_id,
    );
    const referrer = input.invite_code ? await findUserByInviteCode(db, input.invite_code) : undefined;
    if (input.invite_code && !referrer) throw new AppError('INVITE_CODE_INVALID');
    const companyId = await signupCompany(db, input.company_id, companyCookie);

    // The code (or captcha) is checked before the address: a taken address was never sent a
    // code, so it fails like a wrong code and the answer does not reveal that it is taken.
    const verifyRegType = await readSetting(db, 'verify_reg_type');
    let codeId: number | undefined;
    if (verifyRegType === 2) {
      if (!(await this.ctx.captchas.consume(input.key, input.sms_code)))
        throw new AppError('CAPTCHA_INVALID');
    } else {
      codeId = await this.checkCode(id.target, CodePurpose.REGISTER, input.sms_code, meta.ip);
    }
    if (await this.findByIdentity(db, id)) throw new AppError('ACCOUNT_EXISTS');
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction(async (tx) => {
      if (codeId !== undefined) await this.codes.consume(tx, codeId);
      const created = await this.insertUser(tx, {
        email: id.type === AccountType.EMAIL ? id.email : null,
        areaId: id.type === AccountType.MOBILE ? id.areaId : null,
        mobile: id.type === AccountType.MOBILE ? id.mobile : null,
        passwordHash,
        referrerId: referrer?.id ?? null,
        companyId,
        lang: meta.lang,
      });
      if (created === 'exists') throw new AppError('ACCOUNT_EXISTS');
      await openAccount(tx, created.id);
      return created;
    });
    const token = await this.sessions.create(db, user.id, meta);
    return { token, user: await toUserInfo(db, user) };
  }

  async info(session: SessionUser) {
    const user = await findUserById(this.ctx.db, session.id);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    return toUserInfo(this.ctx.db, user);
  }

  /** Password change of a logged-in user, confirmed by a reset code sent to their own account. */
  async amendPassword(session: SessionUser, input: z.infer<typeof amendPasswordBody>, meta: RequestMeta) {
    const user = await findUserById(this.ctx.db, session.id);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    const target =
      input.type === AccountType.EMAIL ? user.email : user.mobile ? await this.mobileTarget(user) : null;
    if (!target) throw invalidParams('validation.invalid', { field: 'type' });
    const codeId = await this.checkCode(target, CodePurpose.RESET, input.auth_code, meta.ip);
    await this.setPassword(user.id, input.new_password, codeId, meta, session.sessionId);
  }

  async forgetPassword(input: z.infer<typeof forgetPasswordBody>, meta: RequestMeta) {
    if (input.new_password !== input.secondary_password) throw new AppError('PASSWORD_MISMATCH');
    const id = await this.resetIdentity(input);
    // The code check comes first: for an unknown account no code was sent, so it fails the
    // same way as a wrong code and the answer reveals nothing.
    const codeId = await this.checkCode(id.target, CodePurpose.RESET, input.auth_code, meta.ip);
    const user = await this.findByIdentity(this.ctx.db, id);
    if (!user) throw new AppError('CODE_INVALID');
    await this.setPassword(user.id, input.new_password, codeId, meta);
  }

  /**
   * SPEC §7 sends no area_id with a mobile reset: the account is then found the way login finds
   * it ("+852 91234567", "85291234567" or an unambiguous national number) and its stored area is
   * used. An unknown number fails like a wrong code, revealing nothing.
   */
  private async resetIdentity(input: z.infer<typeof forgetPasswordBody>): Promise<Identity> {
    if (input.type !== AccountType.MOBILE || input.area_id !== undefined)
      return this.identity(input.type, input.account, input.area_id);
    const user = await findUserByMobileLogin(this.ctx.db, input.account);
    if (user?.mobile && user.areaId) return this.identity(input.type, user.mobile, user.areaId);
    // Unknown: a target no code is ever sent to, so its tries count like a known one's.
    const digits = input.account.replace(/[^\d]/g, '');
    return {
      type: AccountType.MOBILE,
      areaId: 0,
      mobile: digits,
      target: `unknown:+${digits}`,
      channel: 'sms',
    };
  }

  private async mobileTarget(user: UserRow): Promise<string | null> {
    const area = user.areaId ? await findArea(this.ctx.db, user.areaId) : undefined;
    return area && user.mobile ? `+${area.globalCode}${user.mobile}` : null;
  }

  /**
   * New hash, code consumed, other sessions revoked and withdrawals held for 24 h, all or
   * nothing; then the client is told by e-mail.
   */
  private async setPassword(
    userId: number,
    password: string,
    codeId: number,
    meta: RequestMeta,
    keepSessionId?: number,
  ) {
    const passwordHash = await hashPassword(password);
    await this.ctx.db.transaction(async (tx) => {
      await this.codes.consume(tx, codeId);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await this.twoFactor.startHold(tx, userId);
      await this.sessions.revokeAll(tx, userId, keepSessionId);
    });
    await this.notify(userId, meta, { kind: 'password_changed', at: this.ctx.clock() });
  }

  logout(session: SessionUser) {
    return this.sessions.revoke(this.ctx.db, session.sessionId);
  }
}
