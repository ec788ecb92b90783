import type { Category, Lang } from '@fxdesk/contract';
import type { Db } from '../../db/client.js';
import { loadCategories } from './market.repository.js';

/** What the market's catalogue reads (the pairs themselves are served from the in-memory market). */
export interface MarketCatalogDeps {
  db: Db;
}

/** The instrument categories clients browse by (SPEC §7 getCategories). */
export class MarketCatalog {
  constructor(private readonly deps: MarketCatalogDeps) {}

  /** Every category with its name in `lang` (English, then the code, when it has none). */
  async categories(lang: Lang): Promise<Category[]> {
    const rows = await loadCategories(this.deps.db);
    return rows.map((c) => ({ Id: c.id, Code: c.code, Name: c.names[lang] ?? c.names.en ?? c.code }));
  }
}
