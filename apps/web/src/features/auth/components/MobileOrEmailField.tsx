import type { AreaCode } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { TextField } from '../../../shared/ui/TextField';
import type { AccountMethod } from '../validation';
import { AreaCodePicker } from './AreaCodePicker';

interface Props {
  method: AccountMethod;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** The area code picker put before a phone number; none at login, where only the number counts. */
  areaPicker?: {
    areas: readonly AreaCode[];
    area: AreaCode | undefined;
    onAreaChange: (id: number) => void;
    /** SPEC §9 is_show_mobile: 1 shows the area prefix with the number, 3 the number only. */
    show: boolean;
  };
  /** The autocomplete hint; by default a new address or number ("username" at login). */
  autoComplete?: string;
  error?: string | null;
}

/** The account field of login, register and forgot: an e-mail, or a phone number with its area code. */
export function MobileOrEmailField(props: Props) {
  const { t } = useTranslation();
  const isEmail = props.method === 'email';
  const picker = props.areaPicker;
  return (
    <TextField
      label={t(isEmail ? 'auth.email' : 'auth.mobile')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      testId={props.testId}
      type={isEmail ? 'email' : 'tel'}
      inputMode={isEmail ? 'email' : 'tel'}
      autoComplete={props.autoComplete ?? (isEmail ? 'email' : 'tel-national')}
      placeholder={t(isEmail ? 'auth.email_placeholder' : 'auth.mobile_placeholder')}
      prefix={
        !isEmail && picker?.show ? (
          <AreaCodePicker areas={picker.areas} value={picker.area} onChange={picker.onAreaChange} />
        ) : undefined
      }
    />
  );
}
