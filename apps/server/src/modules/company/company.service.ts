import type { Company } from '@fxdesk/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  complianceAddress,
  findPublished,
  ownCompany,
  searchPublished,
  toCompany,
} from './company.repository.js';

/** What the company directory reads. */
export interface CompanyDirectoryDeps {
  db: Db;
}

/** The company directory as clients see it (SPEC §3 company fields): published companies only. */
export class CompanyDirectory {
  constructor(private readonly deps: CompanyDirectoryDeps) {}

  /** Published companies whose name contains `name`, 20 a page. */
  search(name: string, page: number) {
    return searchPublished(this.deps.db, name, page);
  }

  /** One published company; an unknown or unpublished one is COMPANY_NOT_FOUND. */
  async published(id: number): Promise<Company> {
    const row = await findPublished(this.deps.db, id);
    if (!row) throw new AppError('COMPANY_NOT_FOUND');
    return toCompany(row);
  }

  /** Where complaints are mailed ('' when none is configured). */
  complianceAddress(): Promise<string> {
    return complianceAddress(this.deps.db);
  }

  /** The broker's own profile; NOT_FOUND before one is set up. */
  async own(): Promise<Company> {
    const row = await ownCompany(this.deps.db);
    if (!row) throw new AppError('NOT_FOUND');
    return toCompany(row);
  }

  /** The broker's own name, if it has a profile. */
  async ownName(): Promise<string | undefined> {
    return (await ownCompany(this.deps.db))?.name;
  }
}
