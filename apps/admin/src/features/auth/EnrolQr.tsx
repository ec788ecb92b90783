import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The otpauth:// URL as a QR code to scan, and the secret for typing in by hand. */
export function EnrolQr({ url, secret }: { url: string; secret: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // The QR encoder is only needed once per staff member: loaded on demand.
    import('qrcode')
      .then((QRCode) => QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [url]);

  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="enrol">
      <div className="enrol-qr" data-testid="totp-qr">
        {svg ? (
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt={t('auth.qr_alt')}
            width={168}
            height={168}
          />
        ) : (
          <div className="skeleton enrol-qr-skeleton" />
        )}
      </div>
      <div className="enrol-secret">
        <div className="field-label">{t('auth.secret')}</div>
        <code data-testid="totp-secret" data-secret={secret}>
          {grouped}
        </code>
        <button type="button" className="link" onClick={() => void navigator.clipboard?.writeText(secret)}>
          {t('common.copy')}
        </button>
      </div>
    </div>
  );
}
