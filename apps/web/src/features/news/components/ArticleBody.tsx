import { useMemo } from 'react';
import { cleanArticleHtml } from '@fxdesk/browser/article';
import '@fxdesk/browser/article.css';

/** Article HTML, cleaned once more in the browser before it touches the DOM. */
export function ArticleBody({ html, testId = 'article-body' }: { html: string; testId?: string }) {
  const clean = useMemo(() => cleanArticleHtml(html), [html]);
  return <div className="fx-article" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
