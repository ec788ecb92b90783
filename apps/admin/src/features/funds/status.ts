import type { Tone } from '../../shared/ui/Badge';

export const DEPOSIT_TONES: Record<number, Tone> = { 0: 'warning', 1: 'success', 2: 'danger', 3: 'muted' };
export const WITHDRAWAL_TONES: Record<number, Tone> = { 0: 'warning', 1: 'success', 2: 'danger' };
