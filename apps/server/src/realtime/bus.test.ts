import { describe, expect, it } from 'vitest';
import { busNamespace, RedisBus } from './bus.js';

const redisUrl = process.env.FXDESK_TEST_REDIS_URL;

describe('bus namespace', () => {
  it('is the shared database (server, port, name), never its credentials', () => {
    expect(busNamespace('postgres://fx:secret@db.internal:6543/fxdesk_live')).toBe(
      'fxdesk@db.internal:6543/fxdesk_live',
    );
    expect(busNamespace('postgresql://db.internal/fxdesk')).toBe('fxdesk@db.internal:5432/fxdesk');
    expect(busNamespace(undefined)).toBe('fxdesk');
  });

  it.skipIf(!redisUrl)('keeps two deployments on one Redis apart', async () => {
    const live = [new RedisBus(redisUrl!, 'test-live'), new RedisBus(redisUrl!, 'test-live')];
    const staging = new RedisBus(redisUrl!, 'test-staging');
    const heard: string[] = [];
    await live[1]!.subscribe('fxdesk.market.ticks', (p) => heard.push(`live:${p}`));
    await staging.subscribe('fxdesk.market.ticks', (p) => heard.push(`staging:${p}`));
    await live[0]!.publish('fxdesk.market.ticks', 'tick');
    await expect.poll(() => heard).toContain('live:tick');
    expect(heard).toEqual(['live:tick']);
    await Promise.all([...live, staging].map((bus) => bus.close()));
  });
});
