import { useTranslation } from 'react-i18next';
import { useStore } from '../lib/store';
import { toast, toastStore } from './toast';

/** Toasts in the top-right corner; errors are announced assertively to screen readers. */
export function Toaster() {
  const { t } = useTranslation();
  const items = useStore(toastStore);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${item.kind}`}
        >
          <span className="toast-dot" aria-hidden />
          <span className="toast-text">{item.message}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t('common.close')}
            onClick={() => toast.dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
