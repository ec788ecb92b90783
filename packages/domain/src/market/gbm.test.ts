import { describe, expect, it } from 'vitest';
import { MS_PER_YEAR, gbmStep, gbmStepBackward, tickVolume, MAX_TICK_VOLUME } from './gbm.js';
import { SeededRandom } from './random.js';

const DAY_MS = 86_400_000;

describe('gbmStep', () => {
  it('DESIGN §4 one zero-drift GBM step: S·exp(−σ²dt/2 + σ√dt·Z), dt in years of 365.25 days', () => {
    expect(MS_PER_YEAR).toBe(31_557_600_000);
    expect(gbmStep(100, 0.2, MS_PER_YEAR, 1)).toBeCloseTo(100 * Math.exp(-0.02 + 0.2), 10);
    expect(gbmStep(100, 0.2, MS_PER_YEAR / 4, -2)).toBeCloseTo(100 * Math.exp(-0.005 - 0.2), 10);
  });

  it('no time or no volatility moves nothing', () => {
    expect(gbmStep(1.08763, 0.07, 0, 2.5)).toBe(1.08763);
    expect(gbmStep(1.08763, 0, DAY_MS, 2.5)).toBe(1.08763);
  });

  it('DESIGN §4 realistic volatility: daily log returns have σ√(1/365.25) spread and no drift in price', () => {
    const random = new SeededRandom(99);
    const sigma = 0.1;
    const n = 100_000;
    let sumLog = 0;
    let sumLogSq = 0;
    let sumRatio = 0;
    for (let i = 0; i < n; i++) {
      const ratio = gbmStep(1, sigma, DAY_MS, random.nextNormal());
      sumLog += Math.log(ratio);
      sumLogSq += Math.log(ratio) ** 2;
      sumRatio += ratio;
    }
    const meanLog = sumLog / n;
    const dailySigma = sigma * Math.sqrt(DAY_MS / MS_PER_YEAR);
    expect(Math.sqrt(sumLogSq / n - meanLog ** 2) / dailySigma).toBeCloseTo(1, 1);
    expect(Math.abs(sumRatio / n - 1)).toBeLessThan(3 * (dailySigma / Math.sqrt(n)));
  });

  it('gbmStepBackward undoes gbmStep with the opposite variate', () => {
    const after = gbmStep(1.08763, 0.07, 250, 1.3);
    expect(gbmStepBackward(after, 0.07, 250, -1.3)).toBeCloseTo(1.08763, 12);
  });

  it('refuses a non-positive price, negative volatility or dt, or a non-finite variate', () => {
    expect(() => gbmStep(0, 0.1, 1, 0)).toThrow(RangeError);
    expect(() => gbmStep(1, -0.1, 1, 0)).toThrow(RangeError);
    expect(() => gbmStep(1, 0.1, -1, 0)).toThrow(RangeError);
    expect(() => gbmStepBackward(1, 0.1, 1, Number.NaN)).toThrow(RangeError);
  });
});

describe('tickVolume', () => {
  it('is a whole number from 1 to MAX_TICK_VOLUME', () => {
    const random = new SeededRandom(5);
    const volumes = Array.from({ length: 10_000 }, () => tickVolume(random));
    expect(new Set(volumes)).toEqual(new Set(Array.from({ length: MAX_TICK_VOLUME }, (_, i) => i + 1)));
  });
});
