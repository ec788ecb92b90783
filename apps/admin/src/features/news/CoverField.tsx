import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Field, Input } from '../../shared/ui/Field';
import { toast } from '../../shared/ui/toast';
import { uploadArticleImage } from './news.api';

/** The article's picture (list thumbnail and cover): upload one or give a URL. */
export function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function upload(picked: File | undefined) {
    if (!picked) return;
    setBusy(true);
    try {
      onChange(await uploadArticleImage(picked));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }
  return (
    <Field label={t('news.logo')} hint={t('news.logo_hint')}>
      {(p) => (
        <div className="news-cover">
          {value ? (
            <img className="news-thumb news-thumb--lg" src={value} alt="" />
          ) : (
            <span className="news-thumb news-thumb--lg" />
          )}
          <Input
            {...p}
            value={value}
            maxLength={300}
            onChange={(e) => onChange(e.target.value.trim())}
            data-testid="news-logo"
          />
          <Button
            size="sm"
            loading={busy}
            onClick={() => file.current?.click()}
            data-testid="news-logo-upload"
          >
            {t('news.upload')}
          </Button>
          {value ? (
            <Button size="sm" variant="ghost" onClick={() => onChange('')}>
              {t('news.remove')}
            </Button>
          ) : null}
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </div>
      )}
    </Field>
  );
}
