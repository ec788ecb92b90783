import { MethodType } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { useSession } from '../../shared/session/session.store';
import { PlusIcon, TrashIcon } from '../../shared/ui/icons';
import { RealAccountPage } from '../../shared/ui/RealAccountOnly';
import {
  deleteDrawMethod,
  fetchDrawMethods,
  fundsKeys,
  type DrawMethod,
  type DrawType,
} from './api/funds.api';
import { MethodConfirm } from './components/MethodConfirm';
import { accountTail, currencyLabel } from './format';
import { withdrawWayPath } from './hooks/useBindFirst';
import './funds.css';
import { dialog } from '../../shared/ui/dialog/dialog';

/** SPEC §2 coin-address-list (/mine/coin-address-list): bound withdrawal addresses. */
export function CoinAddressListPage() {
  return <MethodListPage type={1} />;
}

/** SPEC §2 bank-card-list (/mine/bank-card-list): bound bank accounts. */
export function BankCardListPage() {
  return <MethodListPage type={2} />;
}

function MethodListPage({ type }: { type: DrawType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = (
    <Button
      size="small"
      color="primary"
      fill="none"
      className="fx-add-button"
      onClick={() => navigate(withdrawWayPath(type))}
      data-testid="method-add"
    >
      <PlusIcon /> {t('methods.add')}
    </Button>
  );
  return (
    <RealAccountPage
      title={type === MethodType.COIN ? t('pages.coin_address_list') : t('pages.bank_card_list')}
      back={PATHS.wallet}
      right={add}
      testId={type === MethodType.COIN ? 'coin-address-page' : 'bank-card-page'}
    >
      <MethodList type={type} />
    </RealAccountPage>
  );
}

function MethodList({ type }: { type: DrawType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const methods = useQuery({
    queryKey: fundsKeys.methods(token, type),
    queryFn: () => fetchDrawMethods(type),
    enabled: token !== null,
  });

  const remove = async (method: DrawMethod) => {
    const confirmed = await dialog.confirm({
      content: (
        <div data-testid="method-delete-dialog">
          {type === MethodType.COIN
            ? t('methods.delete_address_confirm')
            : t('methods.delete_account_confirm')}
        </div>
      ),
      confirmText: <span data-testid="method-delete-confirm">{t('methods.delete')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteDrawMethod(method.id);
    } catch {
      return; // The API client has toasted the server's message.
    }
    await queryClient.invalidateQueries({ queryKey: fundsKeys.methodsRoot(token) });
  };

  if (methods.isPending) {
    return (
      <div className="fx-methods">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  const rows = methods.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="fx-empty-state" data-testid="methods-empty">
        <h2 className="fx-empty-title">
          {type === MethodType.COIN ? t('methods.empty_addresses') : t('methods.empty_accounts')}
        </h2>
        <p className="fx-empty-text">
          {type === MethodType.COIN ? t('methods.empty_addresses_hint') : t('methods.empty_accounts_hint')}
        </p>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate(withdrawWayPath(type))}
          data-testid="methods-empty-add"
        >
          {type === MethodType.COIN ? t('withdraw.add_address') : t('withdraw.add_account')}
        </Button>
      </div>
    );
  }
  return (
    <div className="fx-methods" data-testid="methods-list">
      {rows.map((method) => (
        <MethodRow key={method.id} method={method} onDelete={() => void remove(method)} />
      ))}
    </div>
  );
}

function MethodRow({ method, onDelete }: { method: DrawMethod; onDelete: () => void }) {
  const { t } = useTranslation();
  const currency = method.draw_currency;
  const label = currency ? currencyLabel(currency.code, currency.protocol) : '';
  return (
    <article className="fx-method-row" data-testid={`method-row-${method.id}`}>
      <div className="fx-method-main">
        <span className="fx-method-currency" dir="ltr">
          {label}
        </span>
        {method.type === MethodType.COIN ? (
          <span className="fx-method-address" dir="ltr" data-testid={`method-address-${method.id}`}>
            {method.dc_address}
          </span>
        ) : (
          <>
            <span className="fx-method-title" dir="auto">
              {method.bank_name}
            </span>
            <span className="fx-method-detail" dir="auto">
              {method.payee_name} · <span dir="ltr">{accountTail(method.payee_account ?? '')}</span>
            </span>
            {method.bank_swift ? (
              <span className="fx-method-detail" dir="ltr">
                SWIFT {method.bank_swift}
              </span>
            ) : null}
          </>
        )}
        <MethodConfirm method={method} />
      </div>
      <button
        type="button"
        className="fx-method-delete"
        onClick={onDelete}
        aria-label={t('methods.delete')}
        data-testid={`method-delete-${method.id}`}
      >
        <TrashIcon />
      </button>
    </article>
  );
}
