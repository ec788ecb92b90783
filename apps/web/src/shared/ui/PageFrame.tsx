// antd-mobile's nav bar look without its component, whose left slot is a role="button" that
// would wrap the back and account buttons (nested interactive controls).
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useIsDesktop } from '../device/device';
import { ChevronLeftIcon } from './icons';
import { useGoBack } from './useGoBack';

export interface PageFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** Show a back button; a string is where it goes when there is no history. Default: home. */
  back?: boolean | string;
  left?: ReactNode;
  right?: ReactNode;
  /** Desktop: wrap the body in the white content card (default) or leave it bare. */
  card?: boolean;
  className?: string;
  testId?: string;
  /**
   * The title is the screen's one <h1> (default). False where the body has its own, such as an
   * article's headline: the frame's title is then a label of the section (News, Announcements).
   */
  titleIsHeading?: boolean;
}

/**
 * The frame of every screen: a mobile nav bar (title, back button, actions) above the body,
 * or on desktop a title row above a centred content card.
 */
export function PageFrame({
  title,
  children,
  back = true,
  left,
  right,
  card = true,
  className,
  testId,
  titleIsHeading = true,
}: PageFrameProps) {
  const desktop = useIsDesktop();
  const Title = titleIsHeading ? 'h1' : 'div';
  const { t } = useTranslation();
  const goBack = useGoBack(typeof back === 'string' ? back : undefined);
  const classes = ['fx-page', desktop ? 'fx-page--desktop' : 'fx-page--mobile', className]
    .filter(Boolean)
    .join(' ');
  // Styled per layout: a round button in the desktop title row, the nav bar's chevron on mobile.
  const backButton = back ? (
    <button
      type="button"
      className={desktop ? 'fx-page-back' : 'fx-nav-back'}
      onClick={goBack}
      aria-label={t('common.back')}
      data-testid="nav-back"
    >
      <ChevronLeftIcon />
    </button>
  ) : null;

  if (desktop) {
    return (
      <section className={classes} data-testid={testId}>
        <header className="fx-page-head">
          {backButton}
          {left}
          <Title className="fx-page-title">{title}</Title>
          {right ? <div className="fx-page-actions">{right}</div> : null}
        </header>
        {card ? <div className="fx-card fx-page-card">{children}</div> : children}
      </section>
    );
  }

  return (
    <section className={classes} data-testid={testId}>
      <div className="adm-nav-bar fx-navbar">
        <div className="adm-nav-bar-left">
          {backButton}
          {left}
        </div>
        <div className="adm-nav-bar-title">
          {/* One <h1> per screen; a frame with no title (login) has its own heading below. */}
          {title ? <Title className="fx-navbar-title">{title}</Title> : null}
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
      <div className="fx-page-body">{children}</div>
    </section>
  );
}
