// The "last move" line above the board (<p id="last-move">: who did what, in Python's words)
// and the marks on the board of what those steps touched. This module owns the touched keys.
// Layout only: what a step says and touches is Python's (snapshot.recent).
import { h, fill } from './dom.js';

const $ = (id) => document.getElementById(id);

const LAST_MOVE_LINES = 6;  // the "last move" line tells at most this many steps (the log has all)
const LAST_MOVE_MAX_LINES = 1;  // above a phone's width, the line tells what fits in one line of text
const PHONE = '(max-width: 520px)';  // style.css: a phone tells the newest two steps instead

let touch = { all: new Set(), newest: new Set() };  // keys the last moves touched (drawLastMove)

/** The steps to tell and highlight (Python's snapshot.recent, oldest first, from the viewer's
 * own last decision on): what came after that decision, or the decision itself while nothing
 * has followed it yet (a spectator, or a seat that never chose: the last step). */
function recentSteps(snap, viewer) {
  const recent = snap.recent || [];
  const own = viewer !== null && viewer !== undefined && recent.length > 1 && recent[0].seat === viewer;
  return own ? recent.slice(1) : recent;
}

/**
 * Draw the "last move" line and mark on the board what those steps touched: every key of the
 * steps told, and the newest step's, which a bot playing step by step shows one at a time.
 * @param {object} snap the snapshot just drawn (its ``recent``: [{seat, text, touched: [key]}])
 * @param {number|null} viewer the seat whose view is drawn (null: a spectator's)
 */
export function drawLastMove(snap, viewer) {
  const steps = recentSteps(snap, viewer).filter((step) => step.text);
  const box = $('last-move');
  touch = {
    all: new Set(steps.flatMap((step) => step.touched)),
    newest: new Set(steps.length ? steps[steps.length - 1].touched : []),
  };
  markTouched();
  if (!steps.length) {
    box.hidden = true;
    fill(box);
    return;
  }
  const told = steps.slice(-LAST_MOVE_LINES);
  const more = h('span', { class: 'muted' }, '… ');
  fill(box,
    h('span', { class: 'last-move-title' }, steps.length > 1 ? 'Last moves: ' : 'Last move: '),
    told.length < steps.length ? more : null,
    told.map((step, i) => h('span', { class: `last-move-step${i === told.length - 1 ? ' newest' : ''}` }, step.text, ' ')));
  box.hidden = false;
  fitLastMove(box, more);
}

/** Empty and hide the line (the hot-seat hand-over). The board's marks go with the board. */
export function clearLastMove() {
  fill($('last-move'));
  $('last-move').hidden = true;
}

/** Keep the "last move" line within LAST_MOVE_MAX_LINES lines on a wider screen, so the board
 * and the decision below it stay on the first screen however many seats moved: drop the oldest
 * steps told (never the newest, which may wrap alone) and show "…" in their place; the log keeps
 * every step. Layout only: what a step says is Python's. */
function fitLastMove(box, more) {
  if (window.matchMedia(PHONE).matches) return;
  const style = getComputedStyle(box);
  const fontSize = parseFloat(style.fontSize) || 16;
  const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.5;
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const limit = LAST_MOVE_MAX_LINES * lineHeight + padding + 2;
  box.classList.remove('clamped');
  box.removeAttribute('title');
  let steps = [...box.querySelectorAll('.last-move-step')].filter((el) => el.offsetParent !== null);
  while (steps.length > 1 && box.getBoundingClientRect().height > limit) {
    if (!more.isConnected) box.querySelector('.last-move-title').after(more);
    steps[0].remove();
    steps = steps.slice(1);
  }
  if (box.getBoundingClientRect().height > limit) {  // the newest step alone is longer: cut its line
    box.classList.add('clamped');
    box.title = steps.map((el) => el.textContent).join('');
  }
}

/**
 * Mark on the board what the last moves touched: the renderer's elements whose data-touch
 * (space-separated keys) names one get the class "touched" (the newest step's:
 * "touched-newest"). Run after every drawing, also a renderer's own redraw
 * (board_focus.js's observer calls it).
 */
export function markTouched() {
  const { all, newest } = touch;
  for (const el of $('board').querySelectorAll('[data-touch]')) {
    const keys = el.dataset.touch.split(/\s+/);
    el.classList.toggle('touched', keys.some((key) => all.has(key)));
    el.classList.toggle('touched-newest', keys.some((key) => newest.has(key)));
  }
}
