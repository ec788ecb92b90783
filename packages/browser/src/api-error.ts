import { ErrorCode } from '@fxdesk/contract';

/**
 * What both front ends' HTTP clients reject with, so a screen of either tells a business error
 * (the envelope's code and localized `msg`) from a transport failure in the same way.
 */

/** A query string value; undefined and null are left out of the query. */
export type Scalar = string | number | boolean | null | undefined;
export type Params = Record<string, Scalar>;

export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'cancelled';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The envelope code for business errors, a transport code ("502", "ERR_NETWORK") otherwise. */
    readonly code: number | string,
    message: string,
    /** The envelope's `data` of a business error (some carry details), otherwise null. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isUnauthorized(): boolean {
    return this.kind === 'business' && this.code === ErrorCode.NOT_LOGGED_IN;
  }
}
