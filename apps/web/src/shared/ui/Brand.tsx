import { useId } from 'react';
import { useTranslation } from '../i18n';

/** The FXDesk mark: a rising line in a rounded square, then the name. */
export function BrandMark({ size = 28 }: { size?: number }) {
  // A unique gradient id per instance: a hidden kept-alive copy must not own the only definition.
  const gradientId = `fx-brand-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="fx-brand-mark">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f6bff" />
          <stop offset="1" stopColor="#0a3fc2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M7 21.5l5.5-6 4 3.5L25 10"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10" r="2.2" fill="#7ef0c2" />
    </svg>
  );
}

export function Brand({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="fx-brand" dir="ltr">
      <BrandMark size={size} />
      <span className="fx-brand-name">{t('app.name')}</span>
    </span>
  );
}
