import { useTranslation } from 'react-i18next';
import { usePrivateImage } from '../../shared/ui/usePrivateImage';

/** One ID photo, fetched with the staff token (private upload); a click opens it full size. */
export function IdPhoto({ src, label, testId }: { src: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const image = usePrivateImage(src);
  return (
    <figure className="kyc-photo" data-testid={testId} data-state={image.state}>
      {image.state === 'ready' ? (
        <a href={image.url} target="_blank" rel="noreferrer noopener" title={t('identity.open_full')}>
          <img src={image.url} alt={label} />
        </a>
      ) : (
        <div className="kyc-photo-empty muted small">
          {image.state === 'missing' ? t('identity.photo_missing') : '…'}
        </div>
      )}
      <figcaption className="small muted">{label}</figcaption>
    </figure>
  );
}
