// The rules panel's Markdown (docs/rules/*.md, docs/rulings/*.md), parsed by marked
// (pinned in package.json, copied to vendor/ by build.py) with GitHub's flavour: bold that
// spans two lines, `code`, tables. What marked writes is read into an inert <template> and
// only an allowlist of plain text elements is kept: raw HTML in a document is shown as text,
// links go only to web pages, and no attribute that could run or load anything survives.
import { Marked } from '../vendor/marked.mjs';

const KEEP = new Set(['P', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'CODE', 'PRE', 'BLOCKQUOTE',
  'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'HR', 'BR', 'DEL', 'A']);
const ATTRIBUTES = { A: ['href'], OL: ['start'], TH: ['align'], TD: ['align'] };

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const marked = new Marked({
  gfm: true,
  // The panel's title is an h2: a document's "# Title" becomes an h3, and so on.
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 2);
  },
  renderer: {
    html(token) {
      return escape(token.text);  // raw HTML in the source is shown, never interpreted
    },
  },
});

/** Keep ``node``'s allowed elements and attributes; anything else gives way to its children. */
function clean(node) {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE || !KEEP.has(child.tagName)) {
      if (child.nodeType === Node.ELEMENT_NODE) {
        clean(child);
        child.replaceWith(...child.childNodes);
      } else {
        child.remove();
      }
      continue;
    }
    const allowed = ATTRIBUTES[child.tagName] || [];
    for (const attr of [...child.attributes]) {
      if (!allowed.includes(attr.name)) child.removeAttribute(attr.name);
    }
    if (child.tagName === 'A') {
      if (/^https?:\/\//i.test(child.getAttribute('href') || '')) {
        child.setAttribute('rel', 'noopener noreferrer');
        child.setAttribute('target', '_blank');
      } else {
        child.removeAttribute('href');  // a link into the repository means nothing here
      }
    }
    clean(child);
  }
}

/** A DocumentFragment for ``source`` (Markdown text). */
export function renderMarkdown(source) {
  const template = document.createElement('template');
  template.innerHTML = marked.parse(String(source));
  clean(template.content);
  return document.importNode(template.content, true);
}
