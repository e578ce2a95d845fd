// A minimal, safe Markdown renderer for the rules panel: headings, paragraphs,
// bullet and numbered lists, code blocks, **bold**, *italic* and `code`. Every piece
// of text is inserted with textContent; no HTML in the source is ever interpreted.
import { h } from './dom.js';

function inline(text) {
  const out = [];
  const pattern = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const token = match[0];
    if (token.startsWith('**')) out.push(h('strong', null, token.slice(2, -2)));
    else if (token.startsWith('`')) out.push(h('code', null, token.slice(1, -1)));
    else out.push(h('em', null, token.slice(1, -1)));
    last = match.index + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A DocumentFragment for ``source`` (Markdown text). */
export function renderMarkdown(source) {
  const frag = document.createDocumentFragment();
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let list = null;
  let para = [];
  const flushPara = () => {
    if (para.length) frag.append(h('p', null, inline(para.join(' '))));
    para = [];
  };
  const closeList = () => { list = null; };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*```/.test(line)) {
      flushPara(); closeList();
      const code = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]); i++) code.push(lines[i]);
      frag.append(h('pre', null, h('code', null, code.join('\n'))));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flushPara(); closeList();
      const level = Math.min(6, heading[1].length + 2);  // the panel's title is the h2
      frag.append(h(`h${level}`, null, inline(heading[2])));
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flushPara();
      const tag = /\d/.test(item[1]) ? 'ol' : 'ul';
      if (!list || list.tagName.toLowerCase() !== tag) {
        list = h(tag);
        frag.append(list);
      }
      list.append(h('li', null, inline(item[2])));
      continue;
    }
    if (!line.trim()) { flushPara(); closeList(); continue; }
    if (list && /^\s{2,}\S/.test(line)) {  // continuation of a list item
      list.lastElementChild.append(' ', ...inline(line.trim()));
      continue;
    }
    closeList();
    para.push(line.trim());
  }
  flushPara();
  return frag;
}
