import { FilterXSS } from 'xss';

/**
 * The formatting an announcement body may keep: paragraphs, emphasis, lists, headings and
 * links. Everything else (scripts, styles, event handlers, images, iframes) is dropped on the
 * server, whatever the editor sent, so every reader's screen renders it as it is stored.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    div: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    ul: [],
    ol: [],
    li: [],
    h3: [],
    h4: [],
    blockquote: [],
    a: ['href', 'target', 'rel'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'noscript', 'template'],
  onTagAttr: (tag, name, value) => {
    // Links open in a new tab and only to web or mail addresses.
    if (tag === 'a' && name === 'href') return /^(https?:|mailto:)/i.test(value.trim()) ? undefined : '';
    if (tag === 'a' && name === 'target') return 'target="_blank"';
    if (tag === 'a' && name === 'rel') return 'rel="noopener noreferrer"';
    return undefined;
  },
});

export const sanitizeBody = (html: string): string => filter.process(html).trim();

/** The readable text of a body: an announcement whose body is only tags has said nothing. */
export const bodyText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
