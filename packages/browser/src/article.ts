import { ARTICLE_HTML, isSafeArticleUrl } from '@fxdesk/contract';
import DOMPurify from 'dompurify';

/**
 * The browser's own pass over article HTML (DESIGN §7: sanitized when saved, when served and
 * when shown), used by the client's reader and the console's preview alike, so the preview
 * shows exactly what a reader sees. Same allow-list as the server; attributes are allowed per
 * tag, links open in a new tab without the opener, images load lazily and are sized by CSS.
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
