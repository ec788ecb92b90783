import { describe, expect, it } from 'vitest';
import { riskFill, riskTone } from './risk-levels';

const levels = { stopOut: 50, marginCall: 100 };

describe('risk rate against the configured levels (DESIGN §5)', () => {
  it('colours by stop-out and margin-call level', () => {
    expect(riskTone(40, levels)).toBe('danger');
    expect(riskTone(50, levels)).toBe('danger');
    expect(riskTone(90, levels)).toBe('warning');
    expect(riskTone(120, levels)).toBe('info');
    expect(riskTone(400, levels)).toBe('success');
    expect(riskTone(null, levels)).toBe('muted');
  });

  it('scales the bar between stop-out and 3× margin call', () => {
    expect(riskFill(50, levels)).toBe(0);
    expect(riskFill(300, levels)).toBe(1);
    expect(riskFill(175, levels)).toBeCloseTo(0.5);
    expect(riskFill(10_000, levels)).toBe(1);
  });
});
