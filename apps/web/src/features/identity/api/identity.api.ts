import type { RealNameBody } from '@fxdesk/contract';
import { api } from '../../../shared/api';

/** SPEC §7 real_name: name, card_id and the two uploaded photos; answers review_status 1. */
export const submitRealName = (body: RealNameBody) =>
  api.post(
    '/api/user_real/real_name',
    { ...body },
    {
      loading: true,
      showSuccessMessage: true,
    },
  );

/** Invitees per page (DESIGN §7 invite_list). */
export const INVITE_PAGE_SIZE = 20;

export const fetchInvitees = (page: number) => api.get('/api/user/invite_list', { page });

export const identityKeys = { invitees: (token: string | null) => ['invitees', token] as const };
