import type { CodePurposeValue } from '@fxdesk/contract';
import { useState } from 'react';
import { sendEmailCode, sendSmsCode } from '../../../shared/api/endpoints';
import { validateCodeTarget, type AccountMethod, type AuthMessageKey } from '../validation';
import { useAreaSelection } from './useAreaSelection';

/**
 * The account half of register and forgot password: e-mail or mobile (each keeps what was typed
 * when the user switches tabs), the phone's area code, and sending a code to that account.
 */
export function useAccountInput() {
  const [method, setMethod] = useState<AccountMethod>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const { areas, area, setAreaId } = useAreaSelection();
  const isEmail = method === 'email';
  const account = isEmail ? email : mobile;

  /** Sends a code for `purpose`; returns the local problem instead when the account is not ready. */
  const sendCode = async (purpose: CodePurposeValue): Promise<AuthMessageKey | null> => {
    const problem = validateCodeTarget(method, account);
    if (problem) return problem;
    if (isEmail) await sendEmailCode(email.trim(), purpose);
    else await sendSmsCode(mobile.trim(), area?.id, purpose);
    return null;
  };

  return {
    method,
    setMethod,
    isEmail,
    account,
    setAccount: isEmail ? setEmail : setMobile,
    /** The trimmed phone number, sent beside the account on register. */
    mobile: mobile.trim(),
    area,
    areaPicker: (show: boolean) => ({ areas, area, onAreaChange: setAreaId, show }),
    sendCode,
  };
}
