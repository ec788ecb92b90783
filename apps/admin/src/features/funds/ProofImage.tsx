import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/Dialog';
import { usePrivateImage } from '../../shared/ui/usePrivateImage';

/** The uploaded proof as a thumbnail; a click shows it full size. Fetched with the staff token. */
export function ProofImage({ src, id }: { src: string; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const image = usePrivateImage(src);
  if (!src) return <span className="muted">—</span>;
  const broken = image.state === 'missing';
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        onClick={() => setOpen(true)}
        title={t('funds.proof_open')}
        data-testid={`proof-${id}`}
        data-src={src}
      >
        {broken ? (
          <span className="muted small">{t('funds.proof_missing')}</span>
        ) : image.state === 'ready' ? (
          <img src={image.url} alt={t('funds.proof_alt', { id })} loading="lazy" />
        ) : null}
      </button>
      <Dialog open={open} title={t('funds.proof_title', { id })} onClose={() => setOpen(false)} width={760}>
        <div className="proof-full">
          {broken ? (
            <p className="muted">{t('funds.proof_missing')}</p>
          ) : image.state === 'ready' ? (
            <>
              <img src={image.url} alt={t('funds.proof_alt', { id })} />
              <a href={image.url} target="_blank" rel="noreferrer noopener" className="link">
                {t('funds.proof_original')} ↗
              </a>
            </>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
