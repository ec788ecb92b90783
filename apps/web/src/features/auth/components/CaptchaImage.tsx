import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../../shared/i18n';
import type { Captcha } from '../api/auth.api';

interface CaptchaImageProps {
  captcha: Captcha | undefined;
  onRefresh: () => void;
}

/** The picture of the register captcha (verify_reg_type 2); a tap fetches a new one. */
export function CaptchaImage({ captcha, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="fx-captcha"
      onClick={onRefresh}
      title={t('auth.captcha_refresh')}
      aria-label={t('auth.captcha_refresh')}
      data-testid="captcha-image"
    >
      {captcha ? (
        <img src={captcha.b64s} alt={t('auth.captcha')} />
      ) : (
        <Skeleton animated className="fx-captcha-skeleton" />
      )}
    </button>
  );
}
