import { apiPath } from '@fxdesk/contract';
import { api, uploadImage, type RouteBody } from '../../shared/api';

export interface Instrument {
  id: number;
  code: string;
  showCode: string;
  logo: string;
  categoryId: number;
  names: Record<string, string>;
  pricePrecision: number;
  /** Lot step (SPEC §3 Pip). */
  lotStep: string;
  /** Minimum lots (ForexMinCont). */
  minLots: string;
  /** Units per lot (ForexContNum). */
  unitsPerLot: string;
  feeRate: string;
  /** 1 fixed margin, 2 leveraged. */
  marginMode: number;
  leverages: number[];
  /** Spread in points (1 point = 10^-precision). */
  spreadPoints: number;
  /** Annual volatility of the simulated feed. */
  volatility: string;
  seedPrice: string;
  /** '24x7' or '24x5'. */
  schedule: string;
  /** The admin switch: 0 closes the pair whatever the schedule says. */
  enabled: number;
  sort: number;
}

export interface Category {
  Id: number;
  Code: string;
  Name: string;
}

/** A pair's changed fields, as the route takes them. */
export type InstrumentPatch = RouteBody<'PUT /admin/api/instruments/:id'>;

export const instrumentKeys = {
  list: ['instruments'] as const,
  categories: ['instruments', 'categories'] as const,
};

export const fetchInstruments = () => api.get('/admin/api/instruments', undefined, { silent: true });

/** The client API's public category list, for names (the admin list carries only ids). */
export const fetchCategories = () => api.get('/v1/api/forex/getCategories', undefined, { silent: true });

export const updateInstrument = (id: number, patch: InstrumentPatch) =>
  api.put(apiPath('/admin/api/instruments/:id', { id }), patch, { silent: true });

/** Uploads one image for a logo; answers its site path. */
export const uploadLogo = (file: File) => uploadImage('/admin/api/uploads', file);
