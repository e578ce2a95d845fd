// Playing a sealed game (docs/sealed-links.md, "The page"): hosting one, opening a sealed
// link (an invitation to join, or the next move), joining, the seat's moves, the link to
// send after each, and at the end the verification and its verdict. This module owns the
// sealed game on screen: its status (Python's, through lib/sealed_desk.js in the Worker), the
// link the seat last sent, the verdict. It holds no rules and no secret: the Worker gives it
// the seat's own snapshot and the status; the board draws the snapshot with the game's own
// renderer and sends back one of the actions Python listed.
import { sentence } from './dom.js';
import { clearNotice, showBanner, hideBanner, showEngineError, showNotice } from './notices.js';
import { gameTitle, remote, rendererFor } from './catalog.js';
import { currentScreen, isBusy, setBusy, showScreen } from './screens.js';
import { downloadText, markSealedOpen, sealedOpen } from './storage.js';
import { endPause } from './tabs.js';
import { leavePlainGame } from './play.js';
import { setRulesFor } from './rules_panel.js';
import { drawGame, hideGame, hideUndo, showStatus } from './board.js';
import { drawSealedPanel } from './sealed_panel.js';
import { goHome } from './navigation.js';
import { addTiming } from './timings.js';

const $ = (id) => document.getElementById(id);

const sealed = {
  status: null,      // web_api.sealed status of the game on screen
  outbox: null,      // {link, to, toName}: the link this seat sent last, until a link comes in
  verdict: null,     // the end's verdict, once verified here
  verifying: false,  // the end's check is running in the Worker
  performing: false, // a player's call is in the Worker (one at a time)
};

const actions = { copy: copyLink, share: navigator.share ? shareLink : null, paste: openPasted, join, download: downloadArchive };

/** @returns {string|null} the id of the sealed game on screen (null: none) */
function shownId() {
  return currentScreen() === 'game' ? $('sealed-panel').dataset.game || null : null;
}

/** Keep what a Worker call answered: the status, the outbox, its timing (window.__skullTable.sealedCalls). */
function take(op, value) {
  sealed.status = value.status;
  sealed.outbox = value.outbox;
  if (value.status.verdict) sealed.verdict = value.status.verdict;
  if (value.timing) addTiming('sealedCalls', { op, ...value.timing, messages: value.status.messages });
  if (value.saveError) {
    showBanner('sealed-save-warning', `This sealed game could not be saved in this browser (${value.saveError}): `
      + 'closing or reloading the page loses your seat. Keep the page open until the game ends.');
  } else {
    hideBanner('sealed-save-warning');
  }
}

/**
 * Show a sealed game a Worker call answered ({status, outbox}) on the game screen.
 * @param {{status: object, outbox: object|null}} value
 * @param {string} op the call that answered it (for the timings)
 */
export async function showSealed(value, op = 'open') {
  setBusy(true);  // until draw() has drawn the board: the panel alone is not the game
  leavePlainGame();
  endPause();
  sealed.verdict = null;
  sealed.verifying = false;
  take(op, value);
  const { status } = sealed;
  markSealedOpen(status.game_id);
  setRulesFor(status.game);
  $('game-title').textContent = `${gameTitle(status.game)}: sealed game`;
  document.title = `${gameTitle(status.game)} (sealed): Skull Table`;
  $('share-button').hidden = true;  // a plain link would hold the whole game: sealed play has its own
  $('skip-button').hidden = true;
  hideUndo();
  $('undo-note').hidden = true;
  $('sealed-panel').dataset.game = status.game_id;
  showScreen('game');
  await rendererFor(status.game);
  await draw();
}

/** Draw the panel, then the seat's board (once every seat has joined) and the status line. */
async function draw() {
  const { status } = sealed;
  const id = status.game_id;
  drawSealedPanel(sealed, actions);
  if (status.me === null || status.phase === 'joining') {
    hideGame();
    showStatus(status.me === null ? 'You are invited: give your name and join.' : statusLine());
    setBusy(false);
    if (status.me === null) $('sealed-join-name')?.focus();
    return;
  }
  const result = await remote().sealed.snapshot();
  if (shownId() !== id) return;
  if (!result.ok) {
    showEngineError(result.error);
    setBusy(false);
    return;
  }
  const snap = result.value;
  const renderer = await rendererFor(snap.game.id);
  if (shownId() !== id) return;
  drawGame(snap, renderer, {
    viewer: status.me, shared: false, choose, build, moves: status.messages, end: Boolean(sealed.verdict?.ok),
  });
  if (!status.decide) showStatus(statusLine());
  if (status.phase === 'revealed' && !sealed.verdict && !sealed.verifying) {
    verify();
    return;
  }
  setBusy(false);
}

/** The status line when the seat has no move to make: what it does now, in words. */
function statusLine() {
  const { status, outbox, verdict } = sealed;
  const lastLink = outbox?.to === null ? ' Send your last link below to the others, so that they can check it too.' : '';
  if (verdict) return (verdict.ok ? 'Game over: the game checks out.' : 'Game over: the check failed.') + lastLink;
  if (status.phase === 'revealed' || sealed.verifying) return 'Game over: verifying the whole game…';
  if (outbox) {
    if (outbox.to === null) return 'Game over: send your last link below to the other players.';
    return status.fingerprints[outbox.to] === null ? `Send the link below to the player of seat ${outbox.to + 1}.`
      : `Send the link below to ${outbox.toName}.`;
  }
  if (status.phase === 'joining') return 'Waiting for the other players to join.';
  if (status.phase === 'over') return 'Game over: waiting for the last links.';
  return status.due_name ? `Waiting for ${status.due_name}'s link.` : 'Waiting for a link.';
}

/** One player's call at a time; its answer drawn unless the player left the game meanwhile. */
async function perform(op, call) {
  if (sealed.performing) return;
  sealed.performing = true;
  setBusy(true);
  const id = sealed.status.game_id;
  const hadOutbox = sealed.outbox;
  let result;
  try {
    result = await call();
  } finally {
    sealed.performing = false;
  }
  if (shownId() !== id) return;
  if (!result.ok) {
    showEngineError(result.error);
    await draw();
    return;
  }
  take(op, result.value);
  if (result.value.stale) {
    showNotice('This game went on in another tab of this browser: here it is as it stands now. Nothing was played here.', { kind: 'info' });
  }
  await draw();
  if (sealed.outbox && sealed.outbox !== hadOutbox) {
    $('sealed-outbox-title')?.scrollIntoView({ block: 'nearest' });
    $('sealed-copy')?.focus({ preventScroll: true });
  }
}

/** A choice from the board: one of the snapshot's actions. Ignored while busy (a double click). */
function choose(action) {
  if (isBusy()) return Promise.resolve();
  clearNotice();
  return perform('play', () => remote().sealed.play(action));
}

/** A choice the board assembled from parts (Python writes it: State.compose). */
function build(kind, parts) {
  if (isBusy()) return Promise.resolve();
  clearNotice();
  return perform('play', () => remote().sealed.playBuilt(kind, parts));
}

function join(name) {
  if (isBusy()) return;
  clearNotice();
  perform('join', () => remote().sealed.join(name));
}

/** The end's check (every seat revealed): "verifying" while it runs, then the verdict. */
async function verify() {
  const id = sealed.status.game_id;
  sealed.verifying = true;
  setBusy(true);
  drawSealedPanel(sealed, actions);
  showStatus(statusLine());
  const result = await remote().sealed.verify();
  sealed.verifying = false;
  if (shownId() !== id) return;
  if (result.ok) {
    sealed.status = result.value.status;
    sealed.verdict = result.value.verdict;
    if (result.value.timing) addTiming('sealedCalls', { op: 'verify', ...result.value.timing, messages: sealed.status.messages });
  } else {
    sealed.verdict = { ok: false, message: result.error.message, winners: [] };
  }
  await draw();
}

/**
 * Host a sealed game from the New game form: the invitation is made and shown with whom to
 * send it to.
 * @param {{game: string, num_players: number, options: object, seat: number, name: string}} config
 * @returns {Promise<boolean>} false when Python refused the setup (its message is shown)
 */
export async function hostSealed(config) {
  setBusy(true);
  const result = await remote().sealed.host(config);
  if (!result.ok) {
    showEngineError(result.error);
    setBusy(false);
    return false;
  }
  await showSealed(result.value, 'host');
  $('sealed-copy')?.focus();
  return true;
}

/**
 * Open a sealed link (from the address's fragment: lib/links.js). A refused link says why in
 * bounded time and changes nothing: the saved game of its id, if any, is shown as it was.
 * @param {string} text the link
 */
export async function openSealedLink(text) {
  try {
    await openLink(text);
  } finally {
    // How many sealed links this page has finished opening, accepted or refused (tests wait on it).
    document.body.dataset.sealedOpened = String(Number(document.body.dataset.sealedOpened || 0) + 1);
  }
}

async function openLink(text) {
  leavePlainGame();
  setBusy(true);
  const result = await remote().sealed.open(text);
  if (result.ok) {
    clearNotice();
    await showSealed(result.value, 'open');
    return;
  }
  const message = `This sealed link was refused: ${sentence(result.error.message)}`;
  if (result.kept) {
    const id = await remote().sealed.current();
    const resumed = id ? await remote().sealed.resume(id) : null;
    if (resumed?.ok) {
      await showSealed(resumed.value, 'resume');
      showNotice(`${message} Your saved game is unchanged.`);
      return;
    }
  }
  if (shownId() === null) goHome();
  else setBusy(false);
  showNotice(shownId() === null ? message : `${message} Your game is unchanged.`);
}

/**
 * Continue sealed game ``id`` saved in this browser (the home screen's list, Back, a reload).
 * @param {string} id the game id
 * @returns {Promise<boolean>} whether it is shown (else its reason is shown on the home screen)
 */
export async function continueSealed(id) {
  setBusy(true);
  const result = await remote().sealed.resume(id);
  if (!result.ok) {
    markSealedOpen(null);
    goHome();
    showNotice(`This sealed game cannot be opened: ${sentence(result.error.message)}`);
    return false;
  }
  clearNotice();
  await showSealed(result.value, 'resume');
  return true;
}

/**
 * At start-up: open the sealed game that was on screen when the page was left (a reload).
 * The page is busy meanwhile: app.js's boot() marks it so until a first screen is drawn.
 * @returns {Promise<boolean>} whether one is shown
 */
export async function resumeSealedAtStart() {
  const id = sealedOpen();
  if (!id) return false;
  const result = await remote().sealed.resume(id);
  if (!result.ok) {
    markSealedOpen(null);
    return false;
  }
  await showSealed(result.value, 'resume');
  return true;
}

async function copyLink() {
  const input = $('sealed-link');
  const line = $('sealed-copy-status');
  try {
    await navigator.clipboard.writeText(input.value);
    line.textContent = 'Copied to the clipboard: now paste it into a message.';
  } catch {
    input.select();
    line.textContent = 'Select the link and copy it (Ctrl+C).';
  }
}

/** The system's share sheet (a phone's message apps), where the browser has one. */
async function shareLink() {
  try {
    await navigator.share({ title: `${gameTitle(sealed.status.game)}: sealed game`, url: $('sealed-link').value });
  } catch { /* the player closed the sheet, or the browser refused: the link stays to copy */ }
}

/** A link pasted into the panel opens as a link in the address does (lib/links.js). */
function openPasted(text) {
  const fragment = String(text || '').trim().split('#').pop();
  if (!fragment) return;
  location.hash = fragment;
}

async function downloadArchive() {
  const result = await remote().sealed.archive();
  if (!result.ok) {
    showEngineError(result.error);
    return;
  }
  downloadText(result.value.name, result.value.archive, 'text/plain');
}
