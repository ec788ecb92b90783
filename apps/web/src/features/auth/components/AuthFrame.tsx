import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { Brand, BrandMark } from '../../../shared/ui/Brand';
import { CandlesIcon, GlobeIcon, ShieldIcon } from '../../../shared/ui/icons';
import { LanguageChip } from '../../../shared/ui/LanguageChip';
import { PageFrame } from '../../../shared/ui/PageFrame';
import '../auth.css';

interface AuthFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  testId: string;
}

/**
 * The frame of login, register and forgot password: on mobile a nav bar with back and
 * language, then a brand header; on desktop a centred panel beside a brand pane.
 */
export function AuthFrame({ title, subtitle, children, testId }: AuthFrameProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();

  if (desktop) {
    return (
      <div className="fx-auth-desktop" data-testid={testId}>
        <div className="fx-auth-panel fx-card">
          <aside className="fx-auth-aside">
            <Brand size={32} />
            <p className="fx-auth-tagline">{t('app.tagline')}</p>
            <ul className="fx-auth-points">
              <li>
                <CandlesIcon /> {t('app.point_quotes')}
              </li>
              <li>
                <ShieldIcon /> {t('app.point_demo')}
              </li>
              <li>
                <GlobeIcon /> {t('app.point_languages')}
              </li>
            </ul>
          </aside>
          <div className="fx-auth-main">
            <h1 className="fx-auth-title">{title}</h1>
            <p className="fx-auth-subtitle">{subtitle}</p>
            {children}
          </div>
        </div>
      </div>
    );
  }

  return (
    <PageFrame title="" right={<LanguageChip />} className="fx-auth" testId={testId}>
      <div className="fx-auth-body">
        <div className="fx-auth-hero">
          <BrandMark size={44} />
          <h1 className="fx-auth-title">{title}</h1>
          <p className="fx-auth-subtitle">{subtitle}</p>
        </div>
        {children}
        <p className="fx-auth-notice">{t('app.restricted_notice')}</p>
      </div>
    </PageFrame>
  );
}
