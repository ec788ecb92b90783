import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session.store';
import { CodeDialog } from '../../../shared/ui/CodeDialog';
import { confirmDrawMethod, fundsKeys, resendDrawMethodCode, type DrawMethod } from '../api/funds.api';
import { Tag } from '../../../shared/ui/Tag';

/**
 * An unconfirmed withdrawal method (issue 14): marked as such, with "enter the code" (the code
 * e-mailed when it was bound) and "send a new code". Confirmed ones show nothing.
 */
export function MethodConfirm({ method }: { method: DrawMethod }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);
  if (method.confirmed === 1) return null;

  const resend = async () => {
    try {
      await resendDrawMethodCode(method.id);
    } catch {
      // The API client has shown the server's message (1104: wait a little).
    }
  };

  return (
    <div className="fx-method-confirm" data-testid={`method-unconfirmed-${method.id}`}>
      <Tag color="warning">{t('security.method_unconfirmed')}</Tag>
      <Button
        size="mini"
        color="primary"
        onClick={() => setOpen(true)}
        data-testid={`method-confirm-${method.id}`}
      >
        {t('security.method_enter_code')}
      </Button>
      <Button
        size="mini"
        fill="none"
        onClick={() => void resend()}
        data-testid={`method-resend-${method.id}`}
      >
        {t('security.method_resend')}
      </Button>
      <CodeDialog
        open={open}
        title={t('security.method_confirm_title')}
        intro={t('security.method_confirm_intro')}
        testId="method-confirm-dialog"
        onClose={() => setOpen(false)}
        onSubmit={async (code) => {
          await confirmDrawMethod(method.id, code);
          setOpen(false);
          await queryClient.invalidateQueries({ queryKey: fundsKeys.methodsRoot(token) });
        }}
      />
    </div>
  );
}
