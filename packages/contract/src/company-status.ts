/**
 * The getCompanyStatus constants the client's start-up code reads, in a module without zod (like
 * market-status.ts): apps/web/build/startup-chunks.ts keeps modules that import zod off the
 * start-up chunk, and the web's start-up code may only take these from a zod-free module.
 */
import type { z } from 'zod';
import type { companyStatus } from './settings.js';

/** What GET /api/company/getCompanyStatus answers (the schema is settings.ts's). */
export type CompanyStatus = z.infer<typeof companyStatus>;

/** getCompanyStatus `status` (SPEC §8): 0 normal; any other value sends the browser to loss_url. */
export const CompanyStatus = { NORMAL: 0 } as const;
/** getCompanyStatus `type`: 2 is "main" (company directory) mode. */
export const CompanyMode = { MAIN: 2 } as const;
