import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/Dialog';

/** The uploaded proof as a thumbnail; a click shows it full size. */
export function ProofImage({ src, id }: { src: string; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  if (!src) return <span className="muted">—</span>;
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        onClick={() => setOpen(true)}
        title={t('funds.proof_open')}
        data-testid={`proof-${id}`}
      >
        {broken ? (
          <span className="muted small">{t('funds.proof_missing')}</span>
        ) : (
          <img src={src} alt={t('funds.proof_alt', { id })} loading="lazy" onError={() => setBroken(true)} />
        )}
      </button>
      <Dialog open={open} title={t('funds.proof_title', { id })} onClose={() => setOpen(false)} width={760}>
        <div className="proof-full">
          {broken ? (
            <p className="muted">{t('funds.proof_missing')}</p>
          ) : (
            <img src={src} alt={t('funds.proof_alt', { id })} />
          )}
          <a href={src} target="_blank" rel="noreferrer noopener" className="link">
            {t('funds.proof_original')} ↗
          </a>
        </div>
      </Dialog>
    </>
  );
}
