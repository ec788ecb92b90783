import { ERROR_MESSAGE_KEY, ErrorCode, type ErrorCodeName } from '@fxdesk/contract';

type FailureName = Exclude<ErrorCodeName, 'OK'>;

/**
 * An expected failure with a catalogue code (packages/contract/src/errors.ts). The handler
 * turns it into the envelope with a message in the caller's language; `params` fill the
 * message's placeholders. `messageKey` overrides the catalogue message (e.g. a precise
 * validation message).
 */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: string;

  constructor(
    override readonly name: FailureName,
    readonly params: Record<string, string | number> = {},
    messageKey?: string,
    /** HTTP status: business errors travel as 200 (DESIGN §3); transport errors keep theirs. */
    readonly httpStatus = 200,
  ) {
    super(name);
    this.code = ErrorCode[name];
    this.messageKey = messageKey ?? ERROR_MESSAGE_KEY[name];
  }
}

export const notLoggedIn = () => new AppError('NOT_LOGGED_IN');
export const invalidParams = (messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError('INVALID_PARAMS', params, messageKey);
