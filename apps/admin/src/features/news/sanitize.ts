import { ARTICLE_HTML, isSafeArticleUrl } from '@fxdesk/contract';
import DOMPurify from 'dompurify';

/**
 * The preview's pass over article HTML: the same code and allow-list as the web client's
 * (apps/web/src/features/news/sanitize.ts), so the preview shows exactly what a reader sees.
 */
const purify = DOMPurify(window);
const ALL_ATTRIBUTES = [...new Set(Object.values(ARTICLE_HTML.attributes).flat())];

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = ARTICLE_HTML.attributes[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (
    (data.attrName === 'href' || data.attrName === 'src') &&
    !isSafeArticleUrl(data.attrValue, data.attrName)
  )
    data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', ARTICLE_HTML.linkRel);
  }
  if (node.nodeName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

export function cleanArticleHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_HTML.tags],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
    RETURN_TRUSTED_TYPE: false,
  });
}
