import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import type { DrawType } from '../api/funds.api';
import { dialog } from '../../../shared/ui/dialog/dialog';

/** Where a collection account of a type (and, when known, a currency) is bound. */
export function withdrawWayPath(type: DrawType, currencyId?: number): string {
  const query = new URLSearchParams({ type: String(type) });
  if (currencyId) query.set('draw_id', String(currencyId));
  return `${PATHS.withdrawWay}?${query.toString()}`;
}

/**
 * SPEC §5: withdrawing with no bound address or account asks "Please set up a collection
 * account first"; confirming opens withdraw-way for that type and currency.
 */
export function useBindFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (type: DrawType, currencyId?: number) => {
      dialog.show({
        content: <div data-testid="bind-first-dialog">{t('withdraw.bind_first')}</div>,
        closeOnAction: true,
        closeOnMaskClick: true,
        actions: [
          [
            { key: 'cancel', text: <span data-testid="bind-first-cancel">{t('common.cancel')}</span> },
            {
              key: 'bind',
              bold: true,
              text: <span data-testid="bind-first-confirm">{t('withdraw.bind_now')}</span>,
              onClick: () => navigate(withdrawWayPath(type, currencyId)),
            },
          ],
        ],
      });
    },
    [navigate, t],
  );
}
