import type { SecurityState, TotpSetupResult } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { CodeDialog } from '../../../shared/ui/CodeDialog';
import { QrCode } from '../../../shared/ui/QrCode';
import { disableTotp, enableTotp, startTotpSetup } from '../api/security.api';
import { Tag } from '../../../shared/ui/Tag';
import { SecurityCard } from './SecurityCard';

interface Props {
  state: SecurityState;
  onChanged: () => void;
}

/**
 * Two-factor on the security page: off → "turn on" shows the QR code and the secret and asks for
 * a code (a dialog); the recovery codes are shown once; on → "turn off" asks for the password and
 * a code.
 */
export function TwoFactorCard({ state, onChanged }: Props) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TotpSetupResult | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  const start = async () => {
    try {
      setSetup(await startTotpSetup());
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <SecurityCard
      name="totp"
      title={
        <>
          {t('security.totp_title')}{' '}
          <Tag color={state.totp_enabled ? 'success' : 'default'} data-testid="security-totp-status">
            {state.totp_enabled ? t('security.on') : t('security.off')}
          </Tag>
        </>
      }
    >
      <p className="fx-section-intro">{t('security.totp_intro')}</p>
      {state.totp_enabled ? (
        <>
          <p data-testid="security-recovery-left">
            {t('security.recovery_left', { count: state.recovery_codes_left })}
          </p>
          <Button
            color="danger"
            fill="outline"
            onClick={() => setDisabling(true)}
            data-testid="security-totp-disable"
          >
            {t('security.turn_off')}
          </Button>
        </>
      ) : (
        <Button color="primary" onClick={() => void start()} data-testid="security-totp-enable">
          {t('security.turn_on')}
        </Button>
      )}
      {recovery ? (
        <div className="fx-notice" role="status" data-testid="security-recovery-codes">
          <p>{t('security.recovery_intro')}</p>
          <ul className="fx-recovery-codes">
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Button size="small" onClick={() => setRecovery(null)} data-testid="security-recovery-done">
            {t('security.recovery_saved')}
          </Button>
        </div>
      ) : null}
      <CodeDialog
        open={setup !== null}
        title={t('security.enrol_title')}
        intro={t('security.enrol_intro')}
        testId="security-enrol"
        onClose={() => setSetup(null)}
        footer={
          setup ? (
            <div className="fx-enrol-qr">
              <QrCode text={setup.otpauth_url} label={t('security.qr_label')} testId="security-enrol-qr" />
              <p>
                {t('security.secret_label')} <code data-testid="security-enrol-secret">{setup.secret}</code>
              </p>
            </div>
          ) : null
        }
        onSubmit={async (code) => {
          const result = await enableTotp(code);
          setSetup(null);
          setRecovery(result.recovery_codes);
          onChanged();
        }}
      />
      <CodeDialog
        open={disabling}
        title={t('security.disable_title')}
        intro={t('security.disable_intro')}
        testId="security-disable"
        withPassword
        allowRecovery
        onClose={() => setDisabling(false)}
        onSubmit={async (code, password) => {
          await disableTotp(password, code);
          setDisabling(false);
          onChanged();
        }}
      />
    </SecurityCard>
  );
}
