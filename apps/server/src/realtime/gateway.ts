import type { WebSocket } from 'ws';
import { systemClock, systemScheduler, type Scheduler, type Timer } from '../clock.js';
import type { SessionUser } from '../session-user.js';
import { revocationCovers, type RevocationEvent } from './revocation.js';
import type { ControlFrame, PrivateTopic, Topic } from '@fxdesk/contract';
import {
  clientFrame,
  isPrivateTopic,
  isPublicTopic,
  KLINE_PREFIX,
  serialize,
  SOCKET_LIMITS,
  type SerializedFrame,
} from './protocol.js';

interface Connection {
  socket: WebSocket;
  topics: Set<string>;
  user: SessionUser | null;
  lastSeenMs: number;
  framesThisSecond: number;
  secondStartMs: number;
  closing: boolean;
}

export interface GatewayOptions {
  resolveToken(token: string): Promise<SessionUser | null>;
  /** Whether `KLINE.{code}` names a known pair. */
  isKnownPair(code: string): boolean;
  now?: () => number;
  /** Where the idle and backlog sweeps run (default: real timers). */
  scheduler?: Scheduler;
  /** Send-buffer limits; SOCKET_LIMITS by default (tests lower them). */
  limits?: Partial<Pick<typeof SOCKET_LIMITS, 'maxBufferedBytes' | 'maxTotalBufferedBytes'>>;
}

export interface GatewayStats {
  connections: number;
  framesSent: number;
  slowConsumersDropped: number;
  floodersClosed: number;
}

const CLOSE_POLICY = 1008;
/** How long revocations are remembered for logins whose token lookup was in flight meanwhile. */
const REVOCATION_MEMORY_MS = 60_000;

/**
 * The socket gateway of /v1/ws (DESIGN §8): sessions, topics, bounded send buffers. Frames
 * are serialized once by the caller and written to every subscriber as the same string.
 */
export class SocketGateway {
  private readonly connections = new Set<Connection>();
  private readonly byTopic = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly now: () => number;
  readonly stats: GatewayStats = {
    connections: 0,
    framesSent: 0,
    slowConsumersDropped: 0,
    floodersClosed: 0,
  };
  private readonly sweeper: Timer;
  private readonly backlogSweeper: Timer;
  private readonly maxBufferedBytes: number;
  private readonly maxTotalBufferedBytes: number;
  /** Recent revocations, numbered, so a login that raced one is judged against it. */
  private readonly revocations: { seq: number; atMs: number; event: RevocationEvent }[] = [];
  private revocationSeq = 0;

  constructor(private readonly options: GatewayOptions) {
    this.now = options.now ?? (() => systemClock().getTime());
    this.maxBufferedBytes = options.limits?.maxBufferedBytes ?? SOCKET_LIMITS.maxBufferedBytes;
    this.maxTotalBufferedBytes = options.limits?.maxTotalBufferedBytes ?? SOCKET_LIMITS.maxTotalBufferedBytes;
    const scheduler = options.scheduler ?? systemScheduler;
    this.sweeper = scheduler.every(5_000, () => this.closeIdle());
    this.backlogSweeper = scheduler.every(SOCKET_LIMITS.backlogSweepMs, () => this.sweepBacklog());
  }

  accept(socket: WebSocket): void {
    const conn: Connection = {
      socket,
      topics: new Set(),
      user: null,
      lastSeenMs: this.now(),
      framesThisSecond: 0,
      secondStartMs: this.now(),
      closing: false,
    };
    this.connections.add(conn);
    this.stats.connections = this.connections.size;
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(CLOSE_POLICY, 'text frames only');
      void this.onMessage(conn, data.toString());
    });
    socket.on('close', () => this.drop(conn));
    socket.on('error', () => this.drop(conn));
  }

  /** Sends one pre-serialized frame to every subscriber of a topic. */
  publish(topic: Exclude<Topic, PrivateTopic>, serialized: SerializedFrame): void {
    const subscribers = this.byTopic.get(topic);
    if (!subscribers) return;
    for (const conn of subscribers) this.send(conn, serialized);
  }

  /** Sends a private topic frame to the user's sockets that subscribed to it. */
  publishToUser(userId: number, topic: PrivateTopic, serialized: SerializedFrame): void {
    for (const conn of this.byUser.get(userId) ?? []) if (conn.topics.has(topic)) this.send(conn, serialized);
  }

  hasSubscribers(topic: Topic): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0;
  }

  /**
   * The process-wide bound (STYLE habit 8): while all send buffers together exceed the cap, the
   * sockets with the biggest backlog are dropped first and counted as slow consumers.
   */
  sweepBacklog(): void {
    let totalBytes = 0;
    const backlog: { conn: Connection; bytes: number }[] = [];
    for (const conn of this.connections) {
      const bytes = conn.socket.bufferedAmount;
      if (bytes <= 0) continue;
      totalBytes += bytes;
      backlog.push({ conn, bytes });
    }
    if (totalBytes <= this.maxTotalBufferedBytes) return;
    backlog.sort((a, b) => b.bytes - a.bytes);
    for (const { conn, bytes } of backlog) {
      if (totalBytes <= this.maxTotalBufferedBytes) break;
      totalBytes -= bytes;
      this.dropSlow(conn);
    }
  }

  /**
   * Sessions were revoked (logout, password change, disabled client, revoke-sessions — heard on
   * the bus from any node): every socket logged in with one of them is logged out at once, loses
   * its private topics and is told `login_result 999`, as a client with a dead token expects.
   */
  revokeSessions(event: RevocationEvent): void {
    const now = this.now();
    this.revocations.push({ seq: ++this.revocationSeq, atMs: now, event });
    while (this.revocations.length > 0 && this.revocations[0]!.atMs < now - REVOCATION_MEMORY_MS)
      this.revocations.shift();
    for (const conn of [...(this.byUser.get(event.userId) ?? [])]) {
      if (conn.user && revocationCovers(event, conn.user)) this.logOut(conn);
    }
  }

  private logOut(conn: Connection): void {
    this.setUser(conn, null);
    for (const topic of [...conn.topics]) if (isPrivateTopic(topic)) this.removeTopic(conn, topic);
    this.reply(conn, { type: 'login_result', code: 999 });
  }

  close(): void {
    this.sweeper.cancel();
    this.backlogSweeper.cancel();
    for (const conn of this.connections) conn.socket.close(1001, 'server shutting down');
  }

  private send(conn: Connection, serialized: SerializedFrame): void {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    // A client that cannot keep up is dropped: its queue must not grow server memory.
    if (conn.socket.bufferedAmount > this.maxBufferedBytes) return this.dropSlow(conn);
    conn.socket.send(serialized);
    this.stats.framesSent++;
  }

  private dropSlow(conn: Connection): void {
    this.stats.slowConsumersDropped++;
    conn.socket.terminate();
    this.drop(conn);
  }

  private reply(conn: Connection, message: ControlFrame): void {
    this.send(conn, serialize(message));
  }

  private async onMessage(conn: Connection, text: string): Promise<void> {
    if (conn.closing) return;
    const now = this.now();
    conn.lastSeenMs = now;
    if (now - conn.secondStartMs >= 1000) {
      conn.secondStartMs = now;
      conn.framesThisSecond = 0;
    }
    if (++conn.framesThisSecond > SOCKET_LIMITS.maxFramesPerSecond) {
      this.stats.floodersClosed++;
      conn.closing = true;
      conn.socket.close(CLOSE_POLICY, 'too many frames');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.reply(conn, { type: 'error', code: 1004, msg: 'invalid JSON' });
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) return this.reply(conn, { type: 'error', code: 1001, msg: 'unknown frame' });
    const message = parsed.data;
    switch (message.type) {
      case 'ping':
        return this.reply(conn, { type: 'pong' });
      case 'login':
        return this.login(conn, message.params.token);
      case 'logout':
        this.setUser(conn, null);
        return this.reply(conn, { type: 'logout_result', code: 1 });
      case 'sub':
        return this.subscribe(conn, message.params);
      case 'unsub':
        for (const topic of message.params) this.removeTopic(conn, topic);
        return this.reply(conn, { type: 'unsub_result', code: 1, params: message.params });
    }
  }

  private async login(conn: Connection, token: string): Promise<void> {
    const seqBefore = this.revocationSeq;
    let user = await this.options.resolveToken(token).catch(() => null);
    // A revocation heard while the lookup was in flight may postdate what the lookup read.
    const racing = this.revocations.some((r) => r.seq > seqBefore && user && revocationCovers(r.event, user));
    if (racing) user = null;
    this.setUser(conn, user);
    this.reply(conn, { type: 'login_result', code: user ? 1 : 999 });
  }

  private setUser(conn: Connection, user: SessionUser | null): void {
    if (conn.user) this.byUser.get(conn.user.id)?.delete(conn);
    conn.user = user;
    if (user) {
      let set = this.byUser.get(user.id);
      if (!set) this.byUser.set(user.id, (set = new Set()));
      set.add(conn);
    }
  }

  private isValidTopic(topic: string): boolean {
    if (isPublicTopic(topic) || isPrivateTopic(topic)) return true;
    return topic.startsWith(KLINE_PREFIX) && this.options.isKnownPair(topic.slice(KLINE_PREFIX.length));
  }

  private subscribe(conn: Connection, topics: string[]): void {
    const accepted: string[] = [];
    const rejected: string[] = [];
    for (const topic of topics) {
      if (
        !this.isValidTopic(topic) ||
        (conn.topics.size >= SOCKET_LIMITS.maxSubscriptions && !conn.topics.has(topic))
      ) {
        rejected.push(topic);
        continue;
      }
      conn.topics.add(topic);
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(conn);
      accepted.push(topic);
    }
    this.reply(conn, { type: 'sub_result', code: rejected.length ? 1001 : 1, params: accepted, rejected });
  }

  private removeTopic(conn: Connection, topic: string): void {
    conn.topics.delete(topic);
    const set = this.byTopic.get(topic);
    set?.delete(conn);
    if (set?.size === 0) this.byTopic.delete(topic);
  }

  private drop(conn: Connection): void {
    if (!this.connections.delete(conn)) return;
    for (const topic of [...conn.topics]) this.removeTopic(conn, topic);
    this.setUser(conn, null);
    this.stats.connections = this.connections.size;
  }

  private closeIdle(): void {
    const cutoff = this.now() - SOCKET_LIMITS.idleTimeoutMs;
    for (const conn of this.connections) if (conn.lastSeenMs < cutoff) conn.socket.close(1000, 'idle');
  }
}
