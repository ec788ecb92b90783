import { useTranslation } from 'react-i18next';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="brand">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="7" fill="#1e5eff" />
        <path d="M9 22V10h10M9 16h7" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M19 22l6-8" stroke="#7ef0c2" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {!compact && (
        <span className="brand-text">
          <strong>FXDesk</strong>
          <span>{t('app.back_office')}</span>
        </span>
      )}
    </div>
  );
}
