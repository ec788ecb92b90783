import type { CodePurposeValue } from '@fxdesk/contract';
import { useState } from 'react';
import { sendEmailCode, sendSmsCode } from '../../../shared/api/endpoints';
import { validateCodeTarget, type AccountMethod, type AuthMessageKey } from '../validation';
import { useAreaSelection } from './useAreaSelection';

/** What the hook needs of the form's useFieldError: each field's message, and its edit wrapper. */
interface AccountFieldErrors {
  errorOf: (field: 'account' | 'code') => string | null;
  edit: (set: (value: string) => void) => (value: string) => void;
}

/**
 * The account half of register and forgot password: e-mail or mobile (each keeps what was typed
 * when the user switches tabs), the phone's area code, and the code sent to that account for
 * `purpose` — a local problem (no account yet) goes to `onProblem` instead. `accountField` and
 * `codeField` are the props of the two fields, tied to the form's errors.
 */
export function useAccountInput(
  purpose: CodePurposeValue,
  fieldError: AccountFieldErrors,
  onProblem: (problem: AuthMessageKey) => void,
) {
  const [method, setMethod] = useState<AccountMethod>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const { areas, area, setAreaId } = useAreaSelection();
  const isEmail = method === 'email';
  const account = isEmail ? email : mobile;

  /** Sends the code; false when the account is not ready (the problem went to `onProblem`). */
  const sendCode = async (): Promise<boolean> => {
    const problem = validateCodeTarget(method, account);
    if (problem) {
      onProblem(problem);
      return false;
    }
    if (isEmail) await sendEmailCode(email.trim(), purpose);
    else await sendSmsCode(mobile.trim(), area?.id, purpose);
    return true;
  };

  return {
    method,
    setMethod,
    isEmail,
    account,
    /** The trimmed phone number, sent beside the account on register. */
    mobile: mobile.trim(),
    area,
    areaPicker: (show: boolean) => ({ areas, area, onAreaChange: setAreaId, show }),
    code,
    setCode,
    accountField: {
      method,
      value: account,
      onChange: fieldError.edit(isEmail ? setEmail : setMobile),
      error: fieldError.errorOf('account'),
    },
    codeField: {
      value: code,
      onChange: fieldError.edit(setCode),
      onSend: sendCode,
      error: fieldError.errorOf('code'),
    },
  };
}
