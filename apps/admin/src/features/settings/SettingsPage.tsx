import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Button } from '../../shared/ui/Button';
import { useSpecForm } from '../../shared/ui/useSpecForm';
import { Card, PageHeader } from '../../shared/ui/Page';
import { SpecForm, SpecFormSave } from '../../shared/ui/SpecForm';
import { SpecFields } from '../../shared/ui/SpecInput';
import { toast } from '../../shared/ui/toast';
import { fetchSettings, saveSettings, settingsKey, type Settings, type SettingsPatch } from './settings.api';
import { CompanyCard } from './CompanyCard';
import { SavedRecord } from './SavedRecord';
import { settingsGroups } from './settings-fields';
import { SystemCard } from './SystemCard';

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const queryClient = useQueryClient();
  const groups = settingsGroups(t);
  const specs = groups.flatMap((g) => g.fields);
  const form = useSpecForm(specs, settings as unknown as Record<string, unknown>, async (values, count) => {
    await saveSettings(values as SettingsPatch);
    toast.success(t('settings.saved_toast', { count }));
    await queryClient.invalidateQueries({ queryKey: settingsKey });
  });
  const { busy, changed, reset } = form;

  return (
    <SpecForm form={form} name="settings">
      {!canWrite && <div className="alert alert-info">{t('settings.read_only')}</div>}
      <div className="grid-2">
        {groups.map((group) => (
          <Card key={group.titleKey} title={t(group.titleKey)}>
            <SpecFields specs={group.fields} form={form} disabled={!canWrite} testIdPrefix="setting" />
          </Card>
        ))}
      </div>
      {canWrite && (
        <div className="savebar">
          <span className="muted">
            {changed ? t('settings.unsaved', { count: changed }) : t('settings.no_changes')}
          </span>
          <Button onClick={reset} disabled={!changed || busy}>
            {t('common.discard')}
          </Button>
          <SpecFormSave form={form} name="settings" disabled={!changed} />
        </div>
      )}
    </SpecForm>
  );
}

/** Platform settings (DESIGN §7); every change is one audited call with only the changed keys. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <SavedRecord queryKey={settingsKey} queryFn={fetchSettings} rows={6}>
        {(settings) => <SettingsForm settings={settings} />}
      </SavedRecord>
      <div className="grid-2">
        <CompanyCard />
        <SystemCard />
      </div>
    </>
  );
}
