import { ARTICLE_HTML, isSafeArticleUrl } from '@fxdesk/contract';
import sanitizeHtml from 'sanitize-html';

/** Tags whose text is dropped with them (a script's source must not survive as text). */
const DROPPED_WITH_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'iframe',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'svg',
  'math',
  'object',
  'embed',
];

const DIMENSION = /^\d{1,4}$/;

/** Drops an unsafe URL attribute; keeps the attribute order, so cleaning twice changes nothing. */
function keepUrl(attribs: sanitizeHtml.Attributes, name: 'href' | 'src'): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) out[key] = value;
    else if (isSafeArticleUrl(value, name)) out[key] = value.trim();
  }
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML.tags],
  allowedAttributes: ARTICLE_HTML.attributes,
  allowedSchemes: [...ARTICLE_HTML.schemes],
  allowedSchemesByTag: { img: [...ARTICLE_HTML.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_TEXT,
  transformTags: {
    // Every link opens in a new tab without handing over the opener or the referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keepUrl(attribs, 'href'), target: '_blank', rel: ARTICLE_HTML.linkRel },
    }),
    img: (tagName, attribs) => {
      const safe = keepUrl(attribs, 'src');
      for (const dim of ['width', 'height']) {
        if (safe[dim] !== undefined && !DIMENSION.test(safe[dim])) delete safe[dim];
      }
      return { tagName, attribs: safe };
    },
  },
  // An image without a (safe) source is dropped rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans article HTML with the shared allow-list (DESIGN §7): run when an article is saved and
 * again when it is served, so a row written by anything else is still harmless.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of article HTML, whitespace collapsed (summaries, emptiness checks). */
export function articleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_TEXT })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether cleaned HTML shows anything: text or an image. */
export function hasContent(cleanHtml: string): boolean {
  return articleText(cleanHtml).length > 0 || /<img\s/i.test(cleanHtml);
}
