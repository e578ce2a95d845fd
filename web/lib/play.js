// Playing the open game: whose view is drawn, when a bot or chance acts (and at what pace),
// the players' calls (a move, an undo) one at a time, the hot-seat hand-over and "Skip bot
// moves". This module owns the open game's state: its status (Python's web_api status), the
// human seat at the device, and the generation that makes stale timers and answers drop.
// No rules: Python says what is legal, who acts and whether a decision is private.
import { clearNotice, showEngineError } from './notices.js';
import { gameTitle, remote, rendererFor } from './catalog.js';
import { setBusy, isBusy, showScreen } from './screens.js';
import { writeSave } from './saves.js';
import { markSealedOpen } from './storage.js';
import { endPause, paused } from './tabs.js';
import { setRulesFor } from './rules_panel.js';
import { drawGame, hideGame, hideUndo, showStatus } from './board.js';
import { hideHandOver, showHandOver } from './hand_over.js';
import { hideSealedPanel } from './sealed_panel.js';

const $ = (id) => document.getElementById(id);

const BOT_DELAY_KEY = 'skulltable.botDelay';  // ms between automatic moves (tests set 0)
const DEFAULT_BOT_DELAY = 900;
const CHANCE_DELAY = 250;

const game = {
  status: null,           // web_api status of the open game
  shownSeat: null,        // the human seat whose view is on screen (hot-seat)
  performing: false,      // a player's call (move, undo) is in the Worker: see perform
  gen: 0,                 // bumps on every user action; stale timers and answers are dropped
  timer: null,
  skipping: false,
  stepStartedAt: -Infinity,  // performance.now() when the last automatic step was sent
};

function botDelay() {
  const value = Number(localStorage.getItem(BOT_DELAY_KEY));
  return Number.isFinite(value) && localStorage.getItem(BOT_DELAY_KEY) !== null ? value : DEFAULT_BOT_DELAY;
}

/** @returns {object|null} the open game's status (web_api: game, names, seats, waiting_on, current_player, moves...), or null */
export function currentStatus() {
  return game.status;
}

/**
 * Show and play a game a call answered: autosave it (unless ``save`` is false: it was just
 * read from the save), show the game screen, then draw or act (advance).
 * @param {{status: object, sealed: string|null, sealError?: string}} value
 * @param {{save?: boolean, keepSeat?: boolean}} [options] save: write it (default true);
 *   keepSeat: keep the seat at the device (re-opening this tab's own game), else nobody's yet
 */
export async function openGame(value, { save = true, keepSeat = false } = {}) {
  if (!keepSeat) game.shownSeat = null;
  stopPlay();
  setBusy(true);
  endPause();  // opening a game here is the player's choice of which game goes on
  game.skipping = false;
  game.status = value.status;
  if (save) writeSave(value);
  markSealedOpen(null);  // a reload now opens this game, not a sealed one
  hideSealedPanel();
  $('share-button').hidden = false;
  setRulesFor(value.status.game);
  $('game-title').textContent = gameTitle(value.status.game);
  document.title = `${gameTitle(value.status.game)}: Skull Table`;
  showScreen('game');
  await rendererFor(value.status.game);
  await advance();
}

/** The plain game leaves the screen for a sealed one (sealed_play.js): its bots stop, and it is no
 * longer the open game (the two-tab warning and Share follow the plain game only). Its save stays. */
export function leavePlainGame() {
  stopPlay();
  game.status = null;
  game.skipping = false;
}

/** Stop the bots' timer and drop every answer still on its way (the player acted or left). */
export function stopPlay() {
  game.gen += 1;
  clearTimeout(game.timer);
  game.timer = null;
}

/**
 * @param {{seats: string[]}} status
 * @returns {number[]} the seats played by a person at this device
 */
export function humanSeats(status) {
  return status.seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
}

function pickViewer(status) {
  const humans = humanSeats(status);
  if (humans.length === 0) return null;
  if (status.waiting_on === 'over') return humans.length === 1 ? humans[0] : null;  // a lone player keeps their own view
  if (humans.length === 1) return humans[0];
  if (status.waiting_on === 'human') return status.current_player;
  return game.shownSeat;  // while a bot or chance acts, the last human at the device keeps the view
}

/** Decide what comes next: draw, ask a human, run a bot or chance step, or end. Hot-seat with
 * hidden information hands the device over before a seat's private decision (Python's
 * status.shared_decision is false) unless that seat is the one at the device; a public
 * decision is played on a screen everybody may see (snapshot(seat, shared)), and its seat is
 * then the one at the device. */
async function advance() {
  const { status, gen } = game;
  const humans = humanSeats(status);
  const handOver = status.waiting_on === 'human' && status.private_information && humans.length > 1
    && game.shownSeat !== status.current_player;
  if (handOver && !status.shared_decision) {
    showPassScreen(status.current_player);
    setBusy(false);
    return;
  }
  const viewer = pickViewer(status);
  if (viewer !== null) game.shownSeat = viewer;
  const auto = status.waiting_on === 'auto';
  if (auto && game.skipping) {
    // Skipping: straight to the end of the bots' turn, without drawing each step.
    showStatus('Skipping to the end of the bots\' moves…');
  } else {
    await draw(viewer, handOver);
  }
  if (gen !== game.gen) return;
  if (auto) {
    const chance = status.current_player < 0;
    // Each move stays on screen at least the pace's length; a bot's thinking counts towards it.
    const pace = chance ? Math.min(CHANCE_DELAY, botDelay()) : botDelay();
    const delay = game.skipping ? 0 : Math.max(0, pace - (performance.now() - game.stepStartedAt));
    $('skip-button').hidden = game.skipping || botDelay() === 0 || !status.seats.some((kind) => !['human', 'remote'].includes(kind));
    setBusy(true);
    if (!paused()) game.timer = setTimeout(() => runStep(gen), delay);
  } else {
    game.skipping = false;
    $('skip-button').hidden = true;
    setBusy(false);
  }
}

async function draw(viewer, shared = false) {
  const gen = game.gen;
  const result = await remote().snapshot(viewer, shared);
  if (gen !== game.gen || !result.ok) {
    if (!result.ok) showEngineError(result.error);
    return;
  }
  const snap = result.value;
  const renderer = await rendererFor(snap.game.id);
  drawGame(snap, renderer, { viewer, shared, choose, build, moves: game.status?.moves });
}

async function runStep(gen) {
  if (gen !== game.gen) return;
  game.stepStartedAt = performance.now();
  // Chance acts now: too late to take the last move back (a bot's move may be taken back with it).
  if (game.status.current_player < 0) hideUndo();
  const result = await remote().step();
  if (gen !== game.gen) {
    // The player acted meanwhile (undo, Home...), but the step happened in the Worker: keep
    // the game as it now is, so the next answer is drawn from the real position.
    if (result.ok) {
      game.status = result.value.status;
      writeSave(result.value);
    }
    return;
  }
  await applyResult(result);
}

/** Play one call of the player's (a move, an undo) in the Worker. One at a time: a second
 * click of a double-click on Undo lands while the first undo is in the Worker and is dropped
 * before it bumps the generation, so it can neither take back a second move nor make the page
 * drop the first undo's answer (a stale status, and a save of the position before the undo). */
async function perform(call) {
  if (paused()) return;  // paused under the two-tab warning: nothing is played until the player chooses
  if (game.performing) return;
  game.performing = true;
  stopPlay();
  setBusy(true);
  const gen = game.gen;
  let result;
  try {
    result = await call();
  } finally {
    game.performing = false;
  }
  if (gen !== game.gen) return;  // the player left meanwhile (Home, another game's screen)
  await applyResult(result);
}

async function applyResult(result) {
  if (!result.ok) {
    showEngineError(result.error);
    await advance();  // the position as it is: a bot or chance still due goes on
    return;
  }
  game.status = result.value.status;
  writeSave(result.value);
  await advance();
}

/** A player's choice from the board. Ignored unless the page waits for a person: a second
 * click of a double-click, or Enter pressed twice, lands while the first is being played or
 * before the board is redrawn, on a control of the position before it. */
function choose(action) {
  if (isBusy()) return Promise.resolve();
  clearNotice();  // a message about the last move or an opened link has been read by now
  return perform(() => remote().play(action));
}

/** A player's choice assembled on the board from parts (a decision too large to list, e.g.
 * Court of the Dead's split of the Etherea): Python writes the action (State.compose) and
 * checks it. Ignored as choose() is. */
function build(kind, parts) {
  if (isBusy()) return Promise.resolve();
  clearNotice();
  return perform(() => remote().playBuilt(kind, parts));
}

/** Take back the last move (the Undo button; Python's status says whose, and whether). */
export function undo() {
  return perform(() => remote().undo());
}

/** "Skip bot moves": run the bots' pending moves at once, without drawing each. */
export function skipBots() {
  game.skipping = true;
  $('skip-button').hidden = true;
  if (game.status?.waiting_on === 'auto') {
    stopPlay();
    runStep(game.gen);
  }
}

function showPassScreen(seat) {
  const name = game.status.names[seat];
  hideGame();
  showStatus(`Pass the device to ${name}.`);
  showHandOver(name, {
    ready: async () => {
      if (paused()) return;  // paused: see tabs.js
      game.shownSeat = seat;
      hideHandOver();
      setBusy(true);
      await advance();
    },
    undo: undoBeforeHandOver(),
  });
}

/** While the player who just moved still holds the device, the hand-over screen offers to take
 * that move back (Python's status says whose decision may be undone): a misclick that ended
 * the turn is not final. Nothing when another seat's move is the last one. The mover's view
 * comes back only behind their own hand-over screen: the next player may already hold the
 * device and press it, and must not see the mover's hand. */
function undoBeforeHandOver() {
  const seat = game.status.undo_seat;
  if (seat === null || seat === undefined || seat !== game.shownSeat) return null;
  return {
    name: game.status.names[seat],
    run: () => {
      if (paused()) return;
      hideHandOver();
      game.shownSeat = null;
      perform(() => remote().undo());
    },
  };
}
