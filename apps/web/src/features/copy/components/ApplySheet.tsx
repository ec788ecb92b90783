import { CopyTraderStatus } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session.store';
import { applyTrader, copyKeys, fetchApplication } from '../api/copy.api';

/** "Become a trader" (DESIGN §7 follow/apply): the application and its review state. */
export function ApplySheet() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const isDemo = useSession((s) => s.user?.is_demo === 1);
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: copyKeys.application(token),
    queryFn: fetchApplication,
    enabled: token !== null,
  });
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const status = current.data?.status ?? -1;
  const canApply =
    !isDemo && (status === -1 || status === CopyTraderStatus.REJECTED || status === CopyTraderStatus.REVOKED);
  const submit = async () => {
    try {
      await applyTrader(name.trim(), bio.trim());
      await queryClient.invalidateQueries({ queryKey: copyKeys.application(token) });
    } catch {
      // Toasted by the client.
    }
  };
  return (
    <div className="fx-copy-sheet" data-testid="apply-sheet">
      <h3>{t('copy.become_trader')}</h3>
      <p className="fx-copy-note">{t('copy.apply_intro')}</p>
      {status >= 0 ? (
        <p className="fx-copy-status" data-testid="apply-status">
          {t(`copy.application.${status}` as 'copy.application.0')}
          {current.data?.remark ? ` — ${current.data.remark}` : ''}
        </p>
      ) : null}
      {isDemo ? <p className="fx-copy-error">{t('copy.apply_real_only')}</p> : null}
      {canApply ? (
        <>
          <label className="fx-copy-field">
            <span>{t('copy.apply_name')}</span>
            <Input value={name} onChange={setName} maxLength={40} data-testid="apply-name" />
          </label>
          <label className="fx-copy-field fx-copy-field--column">
            <span>{t('copy.apply_bio')}</span>
            <TextArea
              value={bio}
              onChange={setBio}
              maxLength={500}
              rows={4}
              showCount
              data-testid="apply-bio"
            />
          </label>
          <Button
            block
            color="primary"
            disabled={name.trim().length < 2}
            onClick={() => void submit()}
            data-testid="apply-submit"
          >
            {t('copy.apply_submit')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
