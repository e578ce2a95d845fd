// Messages on the page: the notice (one at a time, cleared by the next move or screen) and
// banners (a lasting message per id: storage full, another tab, an update). Each owns only
// its DOM box.
import { h, fill, sentence } from './dom.js';

const $ = (id) => document.getElementById(id);

/** A call the engine refused: its message, as a sentence. */
export function showEngineError(error) {
  showNotice(sentence(error.message));
}

/**
 * Show the notice (one at a time; the next move or screen clears it).
 * @param {string} text
 * @param {{kind?: 'error'|'info', actions?: Element[]}} [options] kind: its colour (data-kind); actions: buttons under it
 */
export function showNotice(text, { kind = 'error', actions = [] } = {}) {
  const box = $('notice');
  fill(box, h('p', null, text), actions.length ? h('div', { class: 'notice-actions' }, actions) : null);
  box.dataset.kind = kind;
  box.hidden = false;
}

/** Hide and empty the notice. */
export function clearNotice() {
  $('notice').hidden = true;
  $('notice').replaceChildren();
}

/** A message that stays while it holds (storage full, another tab, an update): unlike the
 * notice, moves and screens do not clear it. Shown once; showing it again with the same
 * text does not announce it again. */
export function showBanner(id, text, { kind = 'error', actions = [] } = {}) {
  let box = $(id);
  if (!box) {
    box = h('div', { id, class: 'notice banner', role: kind === 'error' ? 'alert' : 'status' });
    $('banners').append(box);
  }
  if (!box.hidden && box.dataset.text === text) return;
  fill(box, h('p', null, text), actions.length ? h('div', { class: 'notice-actions' }, actions) : null);
  box.dataset.text = text;
  box.dataset.kind = kind;
  box.hidden = false;
}

/**
 * Hide banner ``id`` (showBanner shows it again).
 * @param {string} id
 */
export function hideBanner(id) {
  const box = $(id);
  if (box) box.hidden = true;
}

/**
 * A plain button (type="button") for a notice's or banner's actions.
 * @param {string} label
 * @param {(event: Event) => void} onclick
 * @param {object} [attrs] more attributes, as h() takes them
 * @returns {HTMLButtonElement}
 */
export function button(label, onclick, attrs = {}) {
  return h('button', { type: 'button', onclick, ...attrs }, label);
}
