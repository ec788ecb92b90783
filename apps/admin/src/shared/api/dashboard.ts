import { api } from './index';

export interface Dashboard {
  clients_real: number;
  clients_demo: number;
  deposits_waiting: number;
  withdrawals_waiting: number;
  volume_today_lots: number;
  open_positions: number;
  broker_realized_pnl_today: number;
  broker_floating_pnl: number;
  deposits_7d: { day: string; amount: number }[];
  volume_7d: { day: string; lots: number }[];
}

/** Dashboard figures; also read by the sidebar and the funds filters for the waiting counts. */
export const dashboardKey = ['dashboard'] as const;

export const fetchDashboard = () => api.get<Dashboard>('/admin/api/dashboard', undefined, { silent: true });
