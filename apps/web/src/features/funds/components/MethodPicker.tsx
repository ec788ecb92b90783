import { MethodType } from '@fxdesk/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import { PlusIcon } from '../../../shared/ui/icons';
import type { DrawCurrency, DrawMethod, DrawType } from '../api/funds.api';
import { methodSummary } from '../format';
import { withdrawWayPath } from '../hooks/useBindFirst';
import { SelectField } from './SelectField';

interface MethodPickerProps {
  type: DrawType;
  currency: DrawCurrency;
  methods: DrawMethod[] | undefined;
  value: number | undefined;
  onChange: (id: number) => void;
  onBindFirst: () => void;
}

/** The bound address or account to pay to; none bound offers to bind one (SPEC §5). */
export function MethodPicker({ type, currency, methods, value, onChange, onBindFirst }: MethodPickerProps) {
  const { t } = useTranslation();
  const label = type === MethodType.COIN ? t('withdraw.to_address') : t('withdraw.to_account');
  const add = (
    <Link className="fx-field-link" to={withdrawWayPath(type, currency.id)} data-testid="withdraw-add-method">
      <PlusIcon /> {type === MethodType.COIN ? t('withdraw.add_address') : t('withdraw.add_account')}
    </Link>
  );
  if (methods === undefined) return <Skeleton.Title animated />;
  if (methods.length === 0) {
    return (
      <div className="fx-field">
        <span className="fx-field-label">{label}</span>
        <button type="button" className="fx-method-empty" onClick={onBindFirst} data-testid="withdraw-method">
          {t('withdraw.none_bound')}
          <PlusIcon />
        </button>
      </div>
    );
  }
  return (
    <SelectField
      label={label}
      value={String(value ?? '')}
      options={methods.map((m) => ({ value: String(m.id), label: methodSummary(m) }))}
      onChange={(id) => onChange(Number(id))}
      testId="withdraw-method"
      hint={add}
    />
  );
}
