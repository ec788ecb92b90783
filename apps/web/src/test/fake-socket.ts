import type { SocketLike } from '../shared/socket/socket-client';
import { latestOf } from './instances';

/**
 * A WebSocket double: it never touches the network. Tests open it, feed it server frames and
 * read what the client sent. Installed globally by the test setup so nothing in a component
 * test can reach a real socket.
 */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    return latestOf(FakeSocket.instances, 'no socket was opened');
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  /** The frames sent, parsed. */
  messages(): { type: string; params?: unknown }[] {
    return this.sent.map((s) => JSON.parse(s) as { type: string; params?: unknown });
  }

  // Server side of the double.
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  serverClose(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}
