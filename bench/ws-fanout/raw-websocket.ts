import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const HEADER_END = Buffer.from('\r\n\r\n');
/** Response heads beyond this are not a WebSocket upgrade. */
const MAX_HEAD_BYTES = 8192;
export const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;

export interface RawWebSocketHandlers {
  onOpen(): void;
  /** A complete frame: its payload is `buffer[start, end)`; `receivedMs` is when its bytes arrived. */
  onFrame(opcode: number, buffer: Buffer, start: number, end: number, receivedMs: number): void;
  onClose(): void;
}

/**
 * A minimal RFC 6455 client for the load generator: handshake, masked client frames, and a
 * frame parser that hands payloads over as slices of the received chunk without copying or
 * decoding them. The `ws` client costs several times more CPU per frame, and on a 2-core
 * machine every cycle the clients burn is taken from the server under test. No extensions
 * (no compression) are offered, so server frames are plain.
 */
export class RawWebSocket {
  private readonly socket: Socket;
  private readonly expectedAccept: string;
  private pending: Buffer | undefined;
  private upgraded = false;
  private closed = false;

  constructor(
    port: number,
    path: string,
    private readonly handlers: RawWebSocketHandlers,
  ) {
    const key = randomBytes(16).toString('base64');
    this.expectedAccept = createHash('sha1')
      .update(key + WEBSOCKET_GUID)
      .digest('base64');
    this.socket = connect({ host: '127.0.0.1', port, noDelay: true });
    this.socket.on('connect', () =>
      this.socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', () => this.destroy());
    this.socket.on('close', () => this.destroy());
  }

  /** Sends a text frame, masked as RFC 6455 requires of clients (with a zero key: masking is not security here). */
  sendText(text: string): void {
    if (this.closed || !this.upgraded) return;
    const payload = Buffer.from(text);
    const extended = payload.length >= 126;
    if (payload.length > 0xffff) throw new RangeError('client frames stay small');
    const header = Buffer.alloc(extended ? 8 : 6);
    header[0] = 0x80 | OPCODE_TEXT;
    header[1] = 0x80 | (extended ? 126 : payload.length);
    if (extended) header.writeUInt16BE(payload.length, 2);
    this.socket.write(Buffer.concat([header, payload]));
  }

  destroy(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    this.handlers.onClose();
  }

  private onData(chunk: Buffer): void {
    const receivedMs = Date.now();
    const buffer = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    let offset = 0;
    if (!this.upgraded) {
      const headEnd = buffer.indexOf(HEADER_END);
      if (headEnd === -1) {
        if (buffer.length > MAX_HEAD_BYTES) this.destroy();
        else this.pending = buffer;
        return;
      }
      const head = buffer.toString('latin1', 0, headEnd);
      if (!head.startsWith('HTTP/1.1 101') || !head.includes(this.expectedAccept)) return this.destroy();
      this.upgraded = true;
      offset = headEnd + HEADER_END.length;
      this.handlers.onOpen();
    }
    offset = this.readFrames(buffer, offset, receivedMs);
    if (offset < buffer.length) this.pending = buffer.subarray(offset);
  }

  /** Parses whole frames from `offset`; returns where the first incomplete frame starts. */
  private readFrames(buffer: Buffer, offset: number, receivedMs: number): number {
    while (!this.closed && buffer.length - offset >= 2) {
      const first = buffer[offset] ?? 0;
      const second = buffer[offset + 1] ?? 0;
      let length = second & 0x7f;
      let headerBytes = 2;
      if (length === 126) {
        if (buffer.length - offset < 4) break;
        length = buffer.readUInt16BE(offset + 2);
        headerBytes = 4;
      } else if (length === 127) {
        if (buffer.length - offset < 10) break;
        length = Number(buffer.readBigUInt64BE(offset + 2));
        headerBytes = 10;
      }
      if (second & 0x80) headerBytes += 4; // A masked server frame is a protocol error; skip the key.
      const end = offset + headerBytes + length;
      if (end > buffer.length) break;
      const opcode = first & 0x0f;
      if (opcode === OPCODE_CLOSE) this.destroy();
      else if (opcode === OPCODE_PING)
        this.sendControl(OPCODE_PONG, buffer.subarray(offset + headerBytes, end));
      else this.handlers.onFrame(opcode, buffer, offset + headerBytes, end, receivedMs);
      offset = end;
    }
    return offset;
  }

  private sendControl(opcode: number, payload: Buffer): void {
    const header = Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]);
    this.socket.write(Buffer.concat([header, payload]));
  }
}
