import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../shared/session/session';
import { logout } from './auth.api';

/** Ends the staff session on the server (best effort) and returns to the login screen. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    session.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
