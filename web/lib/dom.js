// Safe DOM building: text is always set as textContent, never parsed as HTML.
// h('button', {class: 'x', onclick: fn, 'aria-label': 'y'}, 'text', child, ...)

const SVG_NS = 'http://www.w3.org/2000/svg';

function applyAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      el.addEventListener(key.slice(2), value);
    } else if (key === 'dataset') {
      Object.assign(el.dataset, value);
    } else if (key === 'style') {
      Object.assign(el.style, value);  // CSSOM: allowed under a strict style-src CSP
    } else if (value === true) {
      el.setAttribute(key, '');
    } else {
      el.setAttribute(key, String(value));
    }
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An HTML element; string children become text nodes. A button's aria-label is made to
 * contain the text the button shows (labelInName). */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  applyAttrs(el, attrs);
  append(el, children);
  if (tag === 'button' && el.hasAttribute('aria-label')) el.setAttribute('aria-label', labelInName(el.getAttribute('aria-label'), el));
  return el;
}

// Words as a speech-input user says them: letters and digits, no symbols, no "(asides)".
const words = (text) => text.normalize('NFKD').replace(/\([^()]*\)/g, ' ').toLowerCase()
  .split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function shownText(el) {
  const parts = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement.closest('title')) parts.push(node.data.replace(/[^\p{L}\p{N},.:;'’()-]+/gu, ' ').trim());
  }
  return parts.filter((t) => /[\p{L}\p{N}]/u.test(t)).join(' ');
}

/** WCAG 2.5.3 "label in name": someone who speaks to their computer says what the button
 * shows ("click Gallery 2"), so its accessible name must contain its visible words in
 * order. Returns ``label``, followed by the shown text when ``label`` lacks it. */
export function labelInName(label, el) {
  const shown = shownText(el);
  const need = words(shown);
  const have = words(label);
  const contained = need.length === 0 || have.some((_, i) => need.every((w, j) => have[i + j] === w));
  return contained ? label : `${label}: ${shown}`;
}

/** An SVG element (for icons drawn from constant shapes). */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) el.setAttribute(key, String(value));
  append(el, children);
  return el;
}

/** Replace every child of ``el`` with ``children``. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

const seatKindWords = new Map();  // seat kind id -> the short words Python gives for it

/** Learn the short names of the seat kinds (``games().seat_kinds`` from Python). */
export function setSeatKinds(kinds) {
  for (const k of kinds) seatKindWords.set(k.id, k.short);
}

/** What follows a seat's name: "" for a person here, " (at another device)", " (gentle bot)". */
export function seatKind(kind) {
  if (kind === 'human') return '';
  if (kind === 'remote') return ' (at another device)';
  return ` (${seatKindWords.get(kind) || `${kind} bot`})`;
}

/** An engine message as a sentence: a capital first letter and a full stop (Python words
 * its errors in lower case, to go inside other sentences). */
export function sentence(text) {
  if (!text) return text;
  const s = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?)]$/.test(s) ? s : `${s}.`;
}

/** Python writes seats as {p0}, {p1}...: fill in the players' names (as text, never HTML). */
export function fillNames(text, names) {
  return String(text || '').replace(/\{p(\d+)\}/g, (_, d) => names[Number(d)] || `Player ${Number(d) + 1}`);
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function joinNames(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Add ``<link rel="stylesheet">`` for ``url`` once (a renderer's own styles). */
export function loadStylesheet(url) {
  const href = new URL(url, document.baseURI).href;
  if ([...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.href === href)) return;
  document.head.append(h('link', { rel: 'stylesheet', href }));
}
