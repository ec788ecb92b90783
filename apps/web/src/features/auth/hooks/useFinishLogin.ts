import type { SessionResult } from '@fxdesk/contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeFrom } from '../../../shared/routes/paths';
import { useSession } from '../../../shared/session/session.store';

/** Stores a login/register/demo answer and goes back to the page in `from` (SPEC §2), or home. */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  return useCallback(
    (result: SessionResult) => {
      useSession.getState().signIn(result);
      navigate(safeFrom(from), { replace: true });
    },
    [from, navigate],
  );
}
