import { LANGUAGES } from '@fxdesk/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../shared/ui/Page';
import { previewArticle } from './news.api';
import { cleanArticleHtml } from '@fxdesk/browser/article';
import '@fxdesk/browser/article.css';
import './article.css';

interface PreviewProps {
  title: string;
  logo: string;
  content: string;
  lang: string;
  category: number;
  /** The date the reader will see: the publication time, or now for a draft. */
  date: string;
}

/** Waits for typing to pause before asking the server again. */
const DEBOUNCE_MS = 300;

/**
 * The article as a reader sees it on /news/detail: the HTML goes through the server's
 * allow-list (the preview route), then the same browser pass as the client, into the client's
 * own markup and styles, at a phone's width or a desktop's.
 */
export function ArticlePreview({ title, logo, content, lang, category, date }: PreviewProps) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<'mobile' | 'desktop'>('mobile');
  const [served, setServed] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      previewArticle(content)
        .then((res) => {
          if (!live) return;
          setServed(res.content);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [content]);

  const clean = useMemo(() => (served === null ? null : cleanArticleHtml(served)), [served]);
  const option = LANGUAGES.find((l) => l.value === lang);
  const locale = option?.locale ?? 'en';
  const formatted = useMemo(() => {
    const d = new Date(date);
    return Number.isNaN(d.getTime())
      ? ''
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  }, [date, locale]);

  return (
    <div className="news-preview" data-testid="news-preview">
      <div className="news-preview-head">
        <Segmented
          value={width}
          onChange={setWidth}
          label={t('news.preview_width')}
          options={[
            { value: 'mobile', label: t('news.preview_mobile') },
            { value: 'desktop', label: t('news.preview_desktop') },
          ]}
          testId="news-preview-width"
        />
        {failed ? <span className="small text-danger">{t('news.preview_failed')}</span> : null}
      </div>
      <div
        className={`client-preview client-preview--${width}`}
        tabIndex={0}
        dir={option?.dir ?? 'ltr'}
        lang={locale}
        data-testid="news-preview-frame"
      >
        <div className="client-preview-bar">
          {category === 2 ? t('news.category_2') : t('news.category_1')}
        </div>
        <article className="fx-news-detail">
          {/* The editor's title is the screen's h1; the previewed headline ranks below it. */}
          <h2 className="fx-news-detail-title">{title || t('news.untitled')}</h2>
          <time className="fx-news-detail-date fx-num">{formatted}</time>
          {logo ? <img className="fx-news-detail-cover" src={logo} alt="" /> : null}
          {clean === null ? (
            <span className="fx-skel" style={{ height: 80 }} />
          ) : (
            <div
              className="fx-article"
              data-testid="news-preview-body"
              dangerouslySetInnerHTML={{ __html: clean }}
            />
          )}
        </article>
      </div>
    </div>
  );
}
