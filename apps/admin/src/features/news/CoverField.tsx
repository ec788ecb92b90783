import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Field, Input } from '../../shared/ui/Field';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { uploadArticleImage } from './news.api';

/** The article's picture (list thumbnail and cover): upload one or give a URL. */
export function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
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
          <ImageUpload
            upload={uploadArticleImage}
            onUploaded={onChange}
            label={t('news.upload')}
            testId="news-logo-upload"
          />
          {value ? (
            <Button size="sm" variant="ghost" onClick={() => onChange('')}>
              {t('news.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
