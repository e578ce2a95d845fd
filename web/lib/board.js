// Drawing the game screen from a snapshot: the board (by the game's renderer, see catalog.js
// for its interface), the status line, the undo button and its note, and, through their
// modules, the "last move" line, the log and the end panel; keyboard focus and scrolling to
// the next choice. Drawing only: which seat's view, when, and what a choice does are play.js's.
import { h, fill, joinNames, seatKind } from './dom.js';
import { drawLastMove, clearLastMove } from './last_move.js';
import { drawLog, clearLog } from './game_log.js';
import { drawEnd, hideEnd } from './end_screen.js';
import { hideHandOver } from './hand_over.js';
import { markOnce } from './timings.js';

const $ = (id) => document.getElementById(id);

/**
 * Draw snapshot ``snap`` on the game screen and focus its first legal control when focus was
 * free (nothing, the board, or a control now hidden had it).
 * @param {object} snap Session.snapshot(viewer, shared) from Python
 * @param {object} renderer the game's renderer module
 * @param {{viewer: number|null, shared: boolean, choose: (action: string) => Promise<void>,
 *   build: (kind: string, parts: *) => Promise<void>, moves: number|undefined, end?: boolean}} how
 *   viewer, shared: whose view it is (see catalog.js); choose, build: the renderer's callbacks;
 *   moves: the seats' decisions so far (board[data-moves], which tests read); end: false keeps
 *   the end panel hidden (a sealed game is over before its check says who won)
 */
export function drawGame(snap, renderer, { viewer, shared, choose, build, moves, end = true }) {
  let board = $('board');
  if (board.dataset.game !== snap.game.id) {
    // A fresh element per game: no listener or state of another renderer lingers.
    const fresh = h('div', { id: 'board', class: 'board' });
    board.replaceWith(fresh);
    board = fresh;
    board.dataset.game = snap.game.id;
  }
  const active = document.activeElement;
  // Free: nothing focused, or the board, or a control in a screen or panel now hidden (the
  // new-game form's Start button: the browser only moves such focus to <body> later).
  const focusWasFree = !active || active === document.body || active === $('main') || board.contains(active)
    || active.id === 'pass-ready' || active.closest('[hidden]') !== null;
  hideHandOver();
  board.hidden = false;
  document.querySelector('.side').hidden = false;
  board.dataset.ply = String(snap.view.ply);
  board.dataset.moves = String(moves ?? '');
  board.dataset.waiting = snap.waiting_on;
  renderer.render(board, snap, { choose, build, viewer, shared });
  drawStatus(snap, renderer);
  drawLastMove(snap, viewer);
  drawLog(snap.log);
  drawUndo(snap);
  if (end) drawEnd(snap, renderer);
  else hideEnd();
  if (snap.actions.length && focusWasFree) {
    const first = board.querySelector('[data-legal]:not([aria-pressed="true"])');
    first?.focus({ preventScroll: true });
  }
  if (snap.actions.length) bringChoiceIntoView(board);
  if (snap.actions.length) markOnce('firstMove');
  // The next frame after a drawing (click-to-render benchmark, tests/e2e/test_startup_bench.py).
  requestAnimationFrame(() => performance.mark('skulltable:frame'));
}

/**
 * Empty, not just hide, the board, the log and the "last move" line, and hide the end panel,
 * the side column and the undo button and note: before a hot-seat hand-over, nothing of the
 * last seat's view stays in the page.
 */
export function hideGame() {
  fill($('board'));
  clearLog();
  clearLastMove();
  $('board').hidden = true;
  hideEnd();
  document.querySelector('.side').hidden = true;
  hideUndo();
  $('undo-note').hidden = true;
}

/**
 * Put ``text`` in the status line above the board (Python's prompt is drawn by drawGame).
 * @param {string} text
 */
export function showStatus(text) {
  $('status').textContent = text;
}

/** Hide the undo button (chance is about to act: too late to take the last move back). */
export function hideUndo() {
  $('undo-button').hidden = true;
}

function drawStatus(snap, renderer) {
  const { names, seats, waiting_on: waiting } = snap;
  const cp = snap.view.current_player;
  let text;
  if (waiting === 'over') text = 'Game over.';
  else if (cp < 0) text = 'Drawing or rolling…';
  else if (waiting === 'auto') text = `${names[cp]}${seatKind(seats[cp])} is thinking…`;
  else if (waiting === 'remote') text = `${names[cp]}'s turn, at another device: share a link with ${names[cp]} (Share link).`;
  else {
    const prompt = renderer.turnPrompt ? renderer.turnPrompt(snap) : 'choose a move';
    text = `${names[cp]}'s turn: ${prompt}`;
  }
  showStatus(text);
}

function drawUndo(snap) {
  const button = $('undo-button');
  const note = $('undo-note');  // why there is no undo (Python words it), so it never just vanishes
  note.textContent = snap.undo_note || '';
  note.hidden = !snap.undo_note;
  if (snap.undo_seat === null || snap.undo_seat === undefined) {
    button.hidden = true;
    return;
  }
  const replies = (snap.undo_replies || []).map((seat) => `${snap.names[seat]}'s`);
  button.textContent = `Undo ${snap.names[snap.undo_seat]}'s last move${replies.length ? ` and ${joinNames(replies)} ${replies.length > 1 ? 'replies' : 'reply'}` : ''}`;
  button.hidden = false;
}

/** On a long page (a phone), the player's next choice may be drawn far from where they
 * last tapped: when no legal control is on screen, scroll the renderer's decision box
 * (``data-decision``) or else the first legal control that is drawn into view. */
function bringChoiceIntoView(board) {
  const legal = [...board.querySelectorAll('[data-legal]')];
  const onScreen = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  if (!legal.length || legal.some(onScreen)) return;
  const target = board.querySelector('[data-decision]') || legal.find((el) => el.getClientRects().length);
  target?.scrollIntoView({ block: 'nearest' });
}
