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
  areas: readonly AreaCode[];
  area: AreaCode | undefined;
  onAreaChange: (id: number) => void;
  /** SPEC §9 is_show_mobile: 1 shows the area prefix with the number, 3 the number only. */
  showAreaPrefix: boolean;
  error?: string | null;
}

/** The account field of register and forgot: an e-mail, or a phone number with its area code. */
export function MobileOrEmailField(props: Props) {
  const { t } = useTranslation();
  if (props.method === 'email') {
    return (
      <TextField
        label={t('auth.email')}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
        testId={props.testId}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.email_placeholder')}
      />
    );
  }
  return (
    <TextField
      label={t('auth.mobile')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      testId={props.testId}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('auth.mobile_placeholder')}
      prefix={
        props.showAreaPrefix ? (
          <AreaCodePicker areas={props.areas} value={props.area} onChange={props.onAreaChange} />
        ) : undefined
      }
    />
  );
}
