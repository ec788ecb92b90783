import { api } from '../../shared/api';
import type { Levels } from './risk-levels';

/** The stop-out and margin-call levels from the platform settings. */
export async function fetchSettingsLevels(): Promise<Levels> {
  const settings = await api.get('/admin/api/settings', undefined, {
    silent: true,
  });
  return { stopOut: Number(settings.stop_out_level), marginCall: Number(settings.margin_call_level) };
}
