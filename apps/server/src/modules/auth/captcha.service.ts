import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema.js';
import { sha256 } from '../security/index.js';

/** Draws a captcha picture and its answer; swapped for a fixed one in tests. */
export type CaptchaDrawer = () => { svg: string; text: string };

export const drawSvgCaptcha: CaptchaDrawer = () => {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f4f6fb',
  });
  return { svg: data, text };
};

const TTL_MS = 5 * 60_000;

/**
 * Picture captchas for verify_reg_type = 2 (SPEC §9). Stored hashed in the database so any API
 * process can check them; each one is single-use, right or wrong answer.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly draw: CaptchaDrawer = drawSvgCaptcha,
  ) {}

  async create(): Promise<{ id: string; b64s: string }> {
    const { svg, text } = this.draw();
    const id = randomUUID();
    await this.db.insert(captchas).values({
      id,
      answerHash: sha256(text.toLowerCase()),
      expiresAt: new Date(this.clock().getTime() + TTL_MS),
    });
    return { id, b64s: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Burns the captcha and says whether the answer was right. */
  async consume(id: string | undefined, answer: string): Promise<boolean> {
    if (!id) return false;
    const [row] = await this.db
      .update(captchas)
      .set({ usedAt: this.clock() })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, this.clock())))
      .returning({ answerHash: captchas.answerHash });
    return row !== undefined && row.answerHash === sha256(answer.trim().toLowerCase());
  }
}
