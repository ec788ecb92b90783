import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useCountdown } from './useCountdown';

interface SendCodeButtonProps {
  /**
   * Sends the code. Resolve to start the 60 s countdown; reject (the API client has already
   * toasted why) to leave the button ready for another try. Return false to skip silently,
   * e.g. when a local check failed.
   */
  onSend: () => Promise<boolean | void>;
  testId?: string;
}

export function SendCodeButton({ onSend, testId = 'send-code' }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (running || sending) return;
    setSending(true);
    try {
      const result = await onSend();
      if (result !== false) start();
    } catch {
      // The API client already showed the error.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      fill="none"
      color="primary"
      className="fx-send-code"
      disabled={running}
      loading={sending}
      onClick={() => void send()}
      data-testid={testId}
    >
      {running ? t('auth.resend_in', { seconds: remaining }) : t('auth.send_code')}
    </Button>
  );
}
