// The page: loading, home, new game, saves, share links, log, undo, end screen, rules
// panel and hot-seat cover. It holds no rules: Python (in the Worker) says what is
// legal, what happened and who won; a renderer module per game draws the board.
//
// Renderer interface (web/renderers/<game id>.js), see docs/architecture.md:
//   render(container, snapshot, {choose, build, viewer, shared})   required: draw the board; call
//       choose(actionString) with one of snapshot.actions[i].action, or build(kind, parts) for a
//       move assembled from parts (State.compose writes it; never the notation). shared: a hot-seat screen
//       everybody may see (snapshot.view is a spectator's; viewer is the seat to act). Put
//       data-touch="<key> ..." (space-separated) on the element that draws each keyed thing:
//       the page marks what the last moves touched (class "touched", see markTouched).
//   turnPrompt(snapshot) -> string                  optional: what the player to act may do
//   scoreTable(snapshot) -> {columns, rows, total, caption, corner}  optional: the end screen's score table (total: the sum's row,
//       default the last; false: none; caption, corner: its title and top-left header, default 'Final scores', 'Scoring')
//   endNote(snapshot) -> string                     optional: how the game ended, in words, on the end screen
//   newGameOptions(game) -> [{name, label, values:[{value, label}], default}]  optional
import { h, fill, joinNames, seatKind, setSeatKinds } from './lib/dom.js';
import { button, clearNotice, hideBanner, showBanner, showEngineError, showNotice } from './lib/notices.js';
import { announceUpdate, registerServiceWorker } from './lib/updates.js';
import { watchBoardFocus } from './lib/board_focus.js';
import { startEngine } from './lib/engine.js';
import {
  SAVE_KEY, BACKUP_KEY, LAST_CONFIG_KEY, readSave, writeEntry, dropSaveIf, storageFull, readBackups, keepBackup, dropBackup,
  downloadText, rememberNoRoom, hadNoRoom, migrate, storedSave,
} from './lib/storage.js';

const BOT_DELAY_KEY = 'skulltable.botDelay';  // ms between automatic moves (tests set 0)
const DEFAULT_BOT_DELAY = 900;
const CHANCE_DELAY = 250;

const $ = (id) => document.getElementById(id);

const app = {
  manifest: null,
  remote: null,
  games: new Map(),       // id -> game info from Python (title, min/max players, options...)
  seatKinds: [{ id: 'human', label: 'Human' }],  // [{id, label}] from Python
  renderers: new Map(),   // id -> renderer module
  status: null,           // web_api status of the open game
  snapshot: null,
  shownSeat: null,        // the human seat whose view is on screen (hot-seat)
  busy: false,            // see setBusy: a choice from the board is played only when false
  performing: false,      // a player's call (move, undo) is in the Worker: see perform
  gen: 0,                 // bumps on every user action; stale timers and answers are dropped
  timer: null,
  skipping: false,
  stepStartedAt: -Infinity,  // performance.now() when the last automatic step was sent
  logShown: [],              // the log lines in #log now (drawLog)
  touch: { all: new Set(), newest: new Set() },  // keys the last moves touched (drawLastMove)
  rulesFor: null,
  timings: {},
  tabId: Math.random().toString(36).slice(2, 10),  // tags this tab's saves (two tabs, one save)
  lastSaved: null,        // {sealed, status}: the game as this tab last had it (sealed by the Worker), written or not
  superseded: false,      // another tab saved over this tab's game: no writes until the player chooses
  fromHistory: false,     // Back or Forward is showing a screen: update its entry, push none
  saveTrouble: null,      // why the last autosave failed ('full' | 'blocked' | 'held'), or null
  heldRaw: null,          // an unreadable save left in SAVE_KEY (no room for its copy): never overwritten
  heldReason: null,       // why heldRaw could not be opened
};
window.__skullTable = app.timings;  // ms since navigation start, read by the e2e benchmark

// ------------------------------------------------------------------ small helpers
function showScreen(name) {
  for (const section of document.querySelectorAll('.screen')) section.hidden = section.id !== `screen-${name}`;
  document.body.dataset.screen = name;
  noteScreenInHistory(name);
}

// ------------------------------------------------------------------ the Back button
/** Each change of screen (home, New game, the game) is a history entry, so the browser's
 * Back and Forward buttons move between screens (the game is saved at every move) instead
 * of leaving the site. Showing the screen an entry already holds only updates it, and the
 * game started from the New game form takes the form's place: Back from a game goes to
 * where the player was before the form. */
function noteScreenInHistory(name) {
  if (!['home', 'new', 'game'].includes(name)) return;
  const entry = { screen: name, game: name === 'home' ? null : app.rulesFor, from: null };
  const now = history.state?.screen ?? 'home';
  const restoring = app.fromHistory;  // Back or Forward chose this entry: it only gets updated
  app.fromHistory = false;
  if (restoring || now === name || (now === 'new' && name === 'game')) {
    entry.from = history.state?.from ?? null;
    history.replaceState(entry, '');
  } else {
    entry.from = now;  // the screen below this entry: what the page's own Back buttons return to
    history.pushState(entry, '');
  }
}

/** The New game form's Back button: the browser's Back when the form's entry sits on one of
 * ours (home or the game it was opened from), so the two Back buttons agree and neither
 * leaves an extra entry behind; the home screen otherwise. */
function formBack() {
  if (history.state?.screen === 'new' && history.state.from) history.back();
  else renderHome();
}

function onPopState(event) {
  if (!app.remote || app.superseded) return;
  if (location.hash && !linkInHash()) return;  // an in-page anchor typed by hand, not one of our entries
  // A dialog belongs to the screen being left: close it as Cancel would.
  for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close('cancel');
  const screen = event.state?.screen ?? 'home';
  const found = screen === 'game' ? readSave() : {};  // a finished game too: Forward brings its end screen back
  app.fromHistory = true;  // whatever shows now replaces this entry, never pushes one
  if (found.entry && playable(found.entry.game)) continueSave(found);
  else if (screen === 'new' && event.state.game && playable(event.state.game)) renderNewGame(event.state.game);
  else renderHome();
}

function botDelay() {
  const value = Number(localStorage.getItem(BOT_DELAY_KEY));
  return Number.isFinite(value) && localStorage.getItem(BOT_DELAY_KEY) !== null ? value : DEFAULT_BOT_DELAY;
}

function gameTitle(id) {
  return app.games.get(id)?.title || id;
}

// ------------------------------------------------------------------ autosave
/** Autosave after every change: a game call's answer ({status, sealed}: the save as the
 * Worker sealed it, and the public status its summary comes from). Not while another tab's
 * newer save would be overwritten (see supersede) or an unreadable save could not be copied
 * away (heldRaw). A failure (also a save the Worker could not seal: `sealError`) shows one
 * lasting banner, not a message per move, and offers a share link instead. */
function writeSave({ sealed, sealError, status }) {
  app.lastSaved = { sealed, status };
  if (app.superseded) return;
  const err = app.heldRaw ? 'held' : sealed === null ? new Error(sealError) : writeEntry({
    sealed, over: status.waiting_on === 'over', game: status.game, names: status.names,
    ply: status.ply, moves: status.moves, time: Date.now(), tab: app.tabId,
  });
  if (!err) {
    if (app.saveTrouble) hideBanner('save-warning');
    app.saveTrouble = null;
    return;
  }
  if (app.saveTrouble) return;  // said once per run of failures; "Got it" hides it
  app.saveTrouble = err === 'held' ? 'held' : storageFull(err) ? 'full' : 'blocked';
  const why = {
    full: 'This browser\'s storage for this site is full',
    blocked: `This browser does not let the site store anything (${err.message || err})`,
    held: 'A saved game that could not be opened is still kept in its place (there was no room for a copy)',
  }[app.saveTrouble];
  showBanner('save-warning', `${why}, so this game is not saved on this device: closing or reloading the page loses it. `
    + 'To keep it, copy a share link; the link holds the whole game.', {
    actions: [
      button('Copy a share link', share, { id: 'save-warning-share', class: 'primary' }),
      button('Got it', () => hideBanner('save-warning'), { id: 'save-warning-ok' }),
    ],
  });
}

/** The autosave if it is a game in progress this build can try to open: {raw, entry}, or null. */
function saveInProgress() {
  const found = readSave();
  return found.entry && !found.entry.over ? found : null;
}

/** Keep a save that could not be opened (moved to the backups), so nothing overwrites it. */
function setAside(raw, reason) {
  if (keepBackup(raw, reason)) return;
  app.heldRaw = raw;  // no room for a copy: it stays in SAVE_KEY and nothing writes there
  app.heldReason = reason;
}

/** The home screen's box for each save that could not be opened: why, Download, Discard. */
function drawBackups() {
  const box = $('backup-box');
  const kept = readBackups().map((b, index) => ({ ...b, index }));
  if (app.heldRaw) kept.push({ raw: app.heldRaw, reason: app.heldReason, time: null, index: -1 });
  box.hidden = kept.length === 0;
  fill(box, kept.map((b) => h('div', { class: 'backup', dataset: { backup: String(b.index) } },
    h('p', null, h('strong', null, 'A saved game could not be opened: '), `${String(b.reason).replace(/\.$/, '')}.`),
    h('p', null, b.index < 0
      ? 'There was no room to keep a copy, so it stays where it is and new games are not saved until you download or discard it.'
      : 'A copy is kept on this device; new games do not touch it. Download it (for a bug report, or for a later version), or discard it.'),
    h('div', { class: 'notice-actions' },
      button('Download the save', () => downloadText(`skull-table-save-${new Date(b.time || Date.now()).toISOString().slice(0, 10)}.json`, b.raw), { class: 'backup-download' }),
      button('Discard it', () => discardBackup(b), { class: 'backup-discard' })))));
}

async function discardBackup(backup) {
  const ok = await confirmDialog({
    title: 'Discard the unreadable save?',
    text: 'It is deleted from this device for good. Download it first if you may want it later.',
    ok: 'Discard it', cancel: 'Keep it',
  });
  if (!ok) return;
  if (backup.index >= 0) {
    dropBackup(backup.index);
  } else {
    dropSaveIf(app.heldRaw);
    app.heldRaw = null;
  }
  drawBackups();
}

/** "1 move in", "12 moves in": the seats' decisions (a save from before 1 Dec 2026 has only
 * its ply, chance outcomes included). */
function movesIn(entry) {
  const moves = entry.moves ?? entry.ply;
  return `${moves} move${moves === 1 ? '' : 's'} in`;
}

function describeSave(save) {
  return `${gameTitle(save.game)} with ${joinNames(save.names || [])}, ${movesIn(save)}`;
}

/** A modal question; resolves true for OK. */
function confirmDialog({ title, text, ok, cancel }) {
  const dialog = $('confirm-dialog');
  $('confirm-title').textContent = title;
  $('confirm-text').textContent = text;
  $('confirm-ok').textContent = ok;
  $('confirm-cancel').textContent = cancel;
  dialog.returnValue = '';
  setBusy(false);  // the page now waits for a person
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
    dialog.showModal();
    $('confirm-cancel').focus();
  });
}

async function rendererFor(id) {
  if (!app.renderers.has(id)) app.renderers.set(id, await import(`./renderers/${id}.js`));
  return app.renderers.get(id);
}

/** Fetch the renderer of the game in progress while Python starts: it draws the first screen. */
function preloadSavedRenderer() {
  const id = saveInProgress()?.entry.game;
  if (app.manifest.renderers.includes(id)) rendererFor(id).catch(() => {});  // resuming reports a failure
}

function playable(id) {
  const info = app.games.get(id);
  return Boolean(info && !info.error && app.manifest.renderers.includes(id));
}

// ------------------------------------------------------------------ loading
function setProgress({ text, fraction, loaded, total }) {
  const pct = Math.round(100 * Math.max(0, Math.min(1, fraction)));
  $('load-fill').style.width = `${pct}%`;
  $('load-progress').setAttribute('aria-valuenow', String(pct));
  const mb = (n) => (n / 1048576).toFixed(1);
  $('load-stage').textContent = loaded !== undefined && total
    ? `${text}: ${mb(loaded)} of ${mb(total)} MB`
    : `${text}…`;
}

function loadFailed(message) {
  $('load-error-text').textContent = message;
  $('load-error').hidden = false;
  $('loading-title').textContent = 'The game engine did not load';
  $('load-retry').focus();
}

const SNAPSHOT_DELAY_MS = 4000;  // after the engine is ready, before the snapshot download

/** Record how Python started (data-engine-start: snapshot or plain) and, after a plain
 * start, have the Worker cache this build's memory snapshot in the background, so the next
 * visit starts from it (data-snapshot: fetching, from SNAPSHOT_DELAY_MS on; then cached,
 * already cached, busy when another tab is downloading it, none, skipped when the browser
 * asks to save data or this build's snapshot found no room on disk before (not downloaded
 * again, until a new build), or failed). */
async function noteEngineStart(remote) {
  const root = document.documentElement;
  const info = await remote.startInfo();
  if (info.fallback) console.warn('The memory snapshot could not be used:', info.fallback);  // before data-engine-start, which tests wait on
  root.dataset.engineStart = info.path;
  const since = info.workerStarted - performance.timeOrigin;  // the Worker's clock -> the page's
  app.timings.engineSteps = Object.fromEntries(Object.entries(info.steps || {}).map(([k, ms]) => [k, Math.round(since + ms)]));
  if (info.path === 'snapshot' || !app.manifest.snapshot) return;
  if ((navigator.connection && navigator.connection.saveData) || hadNoRoom(app.manifest.snapshot.url)) {
    root.dataset.snapshot = 'skipped';
    return;
  }
  root.dataset.snapshot = 'fetching';
  // Not at once: the first move and the service worker's precache come first.
  await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS));
  await new Promise((resolve) => (self.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 5000 }) : resolve()));
  const result = await remote.cacheSnapshot(app.manifest);
  if (result.startsWith('failed')) console.warn('The memory snapshot was not cached:', result);
  rememberNoRoom(/quota|space/i.test(result) ? app.manifest.snapshot.url : null);
  root.dataset.snapshot = result.startsWith('failed') ? 'failed' : result;
}

async function boot() {
  app.timings.start = performance.now();
  showScreen('loading');
  wireStaticControls();
  try {
    const response = await fetch('site-manifest.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`site-manifest.json: HTTP ${response.status}`);
    app.manifest = await response.json();
  } catch (err) {
    loadFailed(`The site could not be loaded (${err.message}). Are you offline on your first visit?`);
    return;
  }
  migrate();  // an older build's save, backups and build record become this copy's (lib/storage.js)
  preloadSavedRenderer();
  let engine;
  try {
    engine = await startEngine(app.manifest, setProgress);
  } catch (err) {
    loadFailed(err.message);
    return;
  }
  app.timings.engineReady = performance.now();
  app.remote = engine.remote;
  for (const game of engine.games.games) app.games.set(game.id, game);
  app.seatKinds = engine.games.seat_kinds;
  setSeatKinds(app.seatKinds);
  document.documentElement.dataset.engine = 'ready';
  document.documentElement.dataset.build = app.manifest.build || '';
  noteEngineStart(engine.remote);
  registerServiceWorker(app.manifest.build);
  announceUpdate(app.manifest.build);
  window.addEventListener('hashchange', () => {
    if (linkInHash()) openLinkFromHash();
  });
  window.addEventListener('storage', onStorage);
  window.addEventListener('popstate', onPopState);
  const found = readSave();
  if (found.problem) setAside(found.raw, found.problem);
  if (linkInHash()) {
    await openLinkFromHash();
    return;
  }
  if (await resumeAtStart()) return;
  renderHome();
}

/** Open the game in progress at start-up; false (and the save set aside) when it cannot be. */
async function resumeAtStart() {
  const found = saveInProgress();
  if (!found) return false;
  if (!playable(found.entry.game)) {
    setAside(found.raw, `it is a game of ${gameTitle(found.entry.game)}, which this version of the site cannot play`);
    return false;
  }
  try {
    const error = await resumeSave(found);
    if (!error) return true;
    setAside(found.raw, error);
  } catch (err) {  // e.g. a renderer that cannot draw what the engine accepted
    setAside(found.raw, `it could not be shown (${err.message || err})`);
  }
  return false;
}

// ------------------------------------------------------------------ two tabs
/** Another tab wrote the autosave. If this tab has that game open, it stops saving (it would
 * overwrite the newer game) and asks the player which one goes on. */
function onStorage(event) {
  if (event.storageArea !== localStorage || ![SAVE_KEY, BACKUP_KEY, null].includes(event.key)) return;
  if (document.body.dataset.screen === 'home') drawHomeBoxes();
  if (event.key === BACKUP_KEY || document.body.dataset.screen !== 'game' || !app.status) return;
  if (app.status.waiting_on === 'over') return;
  const found = readSave();
  if (found.entry?.tab === app.tabId) return;
  supersede(found.entry);
}

/** Pause this tab's game under a warning (again, with the newest numbers, on each write there). */
function supersede(entry) {
  if (!app.superseded) {
    app.superseded = true;
    stopTimers();
    setBusy(false);
  }
  $('board').inert = true;
  $('pass-panel').inert = true;
  document.body.dataset.superseded = '1';
  const other = entry && !entry.over;  // a game in the other tab that this one could open
  $('status').textContent = other ? 'Paused: choose above which game goes on.'
    : 'Paused: press "Keep playing here" above to go on.';
  const same = entry && entry.game === app.status.game
    && JSON.stringify(entry.names) === JSON.stringify(app.status.names);
  const what = !entry ? 'The saved game was removed, in another tab or by clearing this site\'s data.'
    : same ? `This game was continued in another tab (${movesIn(entry)}; here: ${app.status.moves}).`
      : `Another tab started a different game (${describeSave(entry)}), which is now the saved game.`;
  showBanner('tab-warning', `${what} This tab is paused and saves nothing until you choose.`, {
    actions: [
      other ? button('Open the other tab\'s game', openOtherTabsGame, { id: 'tab-open-other', class: 'primary' }) : null,
      button(entry ? 'Keep playing here (overwrites the other tab\'s save)' : 'Keep playing here (saves it again)', keepPlayingHere, { id: 'tab-keep-here' }),
    ],
  });
}

function endSupersede() {
  app.superseded = false;
  $('board').inert = false;
  $('pass-panel').inert = false;
  delete document.body.dataset.superseded;
  hideBanner('tab-warning');
}

async function openOtherTabsGame() {
  endSupersede();
  const found = saveInProgress();
  if (found) await continueSave(found);
  else renderHome();
}

/** Re-open this tab's game as it was here and save it (the player chose to overwrite). */
async function keepPlayingHere() {
  endSupersede();
  if (!app.lastSaved) {
    renderHome();
    return;
  }
  setBusy(true);
  const result = await app.remote.loadSaved(app.lastSaved.sealed);
  if (!result.ok) {
    showEngineError(result.error);
    setBusy(false);
    return;
  }
  await openGame(result.value);
}

// ------------------------------------------------------------------ home
function renderHome() {
  stopTimers();
  setBusy(false);
  clearNotice();
  app.rulesFor = null;
  $('rules-button').hidden = true;
  document.title = 'Skull Table: tabletop games in your browser';
  endSupersede();
  drawHomeBoxes();
  // Every registered game in Python's order, with its descriptor's title and blurb.
  fill($('game-list'), [...app.games.values()].map((info) => {
    const ok = playable(info.id);
    const docs = app.manifest.docs[info.id];
    return h('li', { class: `game-card${ok ? '' : ' coming'}`, dataset: { game: info.id } },
      h('h2', null, gameTitle(info.id)),
      h('p', null, info.blurb || ''),
      ok ? h('p', { class: 'muted' }, info.min_players === info.max_players ? `${info.min_players} players` : `${info.min_players}–${info.max_players} players`) : h('p', { class: 'badge' }, 'Coming soon'),
      h('div', { class: 'card-actions' },
        ok ? h('button', { type: 'button', class: 'primary', onclick: () => renderNewGame(info.id) }, 'New game') : null,
        ok && docs ? h('button', { type: 'button', onclick: () => openRules(info.id) }, 'Rules') : null));
  }));
  showScreen('home');
  app.timings.homeShown ??= performance.now();
}

/** The home screen's "Game in progress" and "could not be opened" boxes, from storage as it is now. */
function drawHomeBoxes() {
  const found = saveInProgress();
  const resume = $('resume-box');
  if (found && playable(found.entry.game)) {
    fill(resume,
      h('p', null, 'Game in progress: ', h('strong', null, describeSave(found.entry)), '.'),
      h('button', { type: 'button', class: 'primary', id: 'continue-button', onclick: () => continueSave(found) }, 'Continue'));
    resume.hidden = false;
  } else {
    resume.hidden = true;
  }
  drawBackups();
}

// ------------------------------------------------------------------ new game
function lastConfig() {
  try {
    return JSON.parse(localStorage.getItem(LAST_CONFIG_KEY) || '{}') || {};
  } catch {
    return {};
  }
}

async function renderNewGame(id) {
  stopTimers();
  setBusy(false);
  clearNotice();
  endSupersede();
  const game = app.games.get(id);
  const renderer = await rendererFor(id);
  const last = lastConfig()[id] || {};
  app.rulesFor = id;
  $('rules-button').hidden = !app.manifest.docs[id];
  $('new-title').textContent = `New game: ${game.title}`;
  const form = $('new-form');
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n++) counts.push(n);
  const chosenCount = counts.includes(last.num_players) ? last.num_players : game.min_players;

  const seatRows = [];
  const kinds = app.seatKinds.map((k) => k.id);
  // The opponent a newcomer gets: the one Python names for this game (the normal bot).
  const opponent = kinds.includes(game.default_opponent) ? game.default_opponent : kinds.find((k) => k !== 'human') || 'human';
  for (let seat = 0; seat < game.max_players; seat++) {
    const lastKind = kinds.includes(last.seats?.[seat]) ? last.seats[seat] : null;
    const kind = lastKind ?? (seat === 0 ? 'human' : opponent);
    const input = h('input', { id: `seat-name-${seat}`, name: `name-${seat}`, type: 'text', maxlength: '24', autocomplete: 'off' });
    const select = h('select', { id: `seat-kind-${seat}`, name: `kind-${seat}` },
      app.seatKinds.map((k) => h('option', { value: k.id, selected: k.id === kind }, k.label)));
    const row = h('div', { class: 'seat-row', dataset: { seat: String(seat) } },
      h('label', { for: `seat-name-${seat}` }, `Seat ${seat + 1} name`), input,
      h('label', { for: `seat-kind-${seat}` }, `Seat ${seat + 1} is`), select);
    // A remembered name belongs to whoever sat there last time, a person or a bot: a bot seat
    // never inherits a person's name, nor a person a bot's. A name typed now stays as typed.
    const remembered = { name: last.names?.[seat] ?? '', bot: Boolean(last.seats?.[seat]) && last.seats[seat] !== 'human' };
    const isBot = () => select.value !== 'human';
    let typed = false;
    const showKind = () => {
      if (!typed) input.value = isBot() === remembered.bot ? remembered.name : '';
      input.placeholder = isBot() ? 'Bot' : `Player ${seat + 1}`;
    };
    input.addEventListener('input', () => { typed = true; });
    select.addEventListener('change', showKind);
    showKind();
    seatRows.push(row);
  }
  const options = renderer.newGameOptions ? renderer.newGameOptions(game)
    : Object.entries(game.options).map(([name, spec]) => ({
      name, label: name, default: spec.default, values: spec.allowed.map((v) => ({ value: v, label: String(v) })),
    }));
  const optionFields = options.map((opt, i) => h('div', { class: 'option-row' },
    h('label', { for: `opt-${i}` }, opt.label),
    h('select', { id: `opt-${i}`, dataset: { option: opt.name } },
      opt.values.map((v, j) => h('option', { value: String(j), selected: v.value === opt.default }, v.label)))));

  const updateSeats = () => {
    const n = Number(form.querySelector('input[name="num_players"]:checked').value);
    seatRows.forEach((row, seat) => {
      row.hidden = seat >= n;
      for (const el of row.querySelectorAll('input, select')) el.disabled = seat >= n;
    });
  };
  fill(form,
    h('fieldset', { class: 'count' },
      h('legend', null, 'Number of players'),
      counts.map((n) => h('label', { class: 'radio' },
        h('input', { type: 'radio', name: 'num_players', value: String(n), checked: n === chosenCount, onchange: updateSeats }),
        ` ${n} players`))),
    h('fieldset', { class: 'seats' }, h('legend', null, 'Players (each seat: a human at this device or a bot)'), seatRows),
    optionFields.length ? h('fieldset', null, h('legend', null, 'Options'), optionFields) : null,
    h('div', { class: 'form-buttons' },
      h('button', { type: 'submit', class: 'primary', id: 'start-button' }, 'Start game'),
      h('button', { type: 'button', onclick: formBack }, 'Back')));
  updateSeats();
  form.onsubmit = async (event) => {
    event.preventDefault();
    const n = Number(form.querySelector('input[name="num_players"]:checked').value);
    const config = {
      game: id, num_players: n,
      names: seatRows.slice(0, n).map((row) => row.querySelector('input').value),
      seats: seatRows.slice(0, n).map((row) => row.querySelector('select').value),
      options: Object.fromEntries(options.map((opt, i) => [opt.name, opt.values[Number($(`opt-${i}`).value)].value])),
    };
    const save = saveInProgress()?.entry;
    if (save && !(await confirmDialog({
      title: 'Discard the game in progress?',
      text: `Your saved game (${describeSave(save)}) will be replaced by the new one.`,
      ok: 'Discard it and start', cancel: 'Keep it',
    }))) return;
    try {
      localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify({ ...lastConfig(), [id]: config }));
    } catch { /* not important */ }
    setBusy(true);
    const result = await app.remote.newGame(config);
    if (!result.ok) {
      showEngineError(result.error);
      setBusy(false);
      return;
    }
    app.shownSeat = null;
    await openGame(result.value);
  };
  showScreen('new');
  form.querySelector('input[name="num_players"]:checked').focus();
}

// ------------------------------------------------------------------ opening a game
/** Open a stored game ({raw, entry} from readSave); returns null, or the engine's reason why
 * it could not be read (a RecordError message: damaged, another rules version...). */
async function resumeSave(found) {
  setBusy(true);
  const result = await app.remote.loadSaved(storedSave(found.entry));
  if (!result.ok) return result.error.message;
  app.shownSeat = null;
  app.lastSaved = { sealed: result.value.sealed, status: result.value.status };
  // A save of a build before sealing (format 1, the record as it is) is written again, sealed.
  await openGame(result.value, { save: found.entry.sealed === undefined });
  return null;
}

/** Continue the saved game; if it cannot be opened, keep it aside and say so on the home screen. */
async function continueSave(found) {
  clearNotice();
  const error = await resumeSave(found).catch((err) => `it could not be shown (${err.message || err})`);
  if (error) {
    setAside(found.raw, error);
    renderHome();
  }
}

/** Whether the address's fragment may be a share link: not empty, and not the id of an element
 * of this page (the "Skip to content" link goes to #main, which is navigation, not a game). */
function linkInHash() {
  const text = location.hash.slice(1);
  return text.length > 0 && document.getElementById(text) === null;
}

async function openLinkFromHash() {
  const text = location.hash.slice(1);
  // The link is read once; a reload then resumes the saved game, not the link again.
  history.replaceState(null, '', location.pathname + location.search);
  setBusy(true);
  const foundBefore = saveInProgress();
  const saveBefore = foundBefore?.entry;
  const result = await app.remote.openLink(text);
  if (!result.ok) {
    renderHome();
    showNotice(`This link cannot be opened: ${result.error.message}.`
      + (saveBefore ? ' Your saved game is untouched.' : ''), {
      actions: saveBefore ? [h('button', { type: 'button', onclick: () => continueSave(foundBefore) }, 'Continue your saved game')] : [],
    });
    return;
  }
  // How the link's game relates to the saved one: Python's answer (the page never reads a
  // record). 'continues': the saved game played further (play by link), so opening it loses
  // nothing and needs no question. A save that cannot be opened counts as another game.
  const compared = saveBefore ? await app.remote.compareSaved(storedSave(saveBefore)) : null;
  const relation = compared?.ok ? compared.value : 'different';
  if (saveBefore && relation === 'same') {
    // The game already in progress here, at the same point: keep its seats (bots stay bots).
    await continueSave(foundBefore);
    showNotice('This link shows the game you are already playing here, at the same point.', { kind: 'info' });
    return;
  }
  if (saveBefore && relation !== 'continues') {
    const open = await confirmDialog({
      title: 'Open the shared game?',
      text: `You have a game in progress (${describeSave(saveBefore)}). Playing the shared game replaces it on this device.`,
      ok: 'Open the shared game', cancel: 'Keep my game',
    });
    if (!open) {
      await continueSave(foundBefore);
      return;
    }
  }
  app.shownSeat = null;
  await openGame(result.value);
  const here = humanSeats(result.value.status);
  const remote = result.value.status.seats.includes('remote');
  if (result.value.status.waiting_on === 'over') {
    showNotice('Opened a shared game: it is over, and its final scores are below.', { kind: 'info' });
    return;
  }
  showNotice(remote
    ? `Opened a shared game: you play ${joinNames(here.map((s) => result.value.status.names[s]))} at this device. After your move, share a new link with the next player.`
    : `Opened a shared game. ${result.value.status.seats.some((k) => k !== 'human') ? 'Every person\'s seat is played at this device now, and the bots play as before' : 'Every seat is played at this device now'}; share a new link after your move.`, { kind: 'info' });
}

async function openGame(value, { save = true } = {}) {
  stopTimers();
  setBusy(true);
  endSupersede();  // opening a game here is the player's choice of which game goes on
  app.skipping = false;
  app.status = value.status;
  if (save) writeSave(value);
  app.rulesFor = value.status.game;
  $('rules-button').hidden = !app.manifest.docs[value.status.game];
  $('game-title').textContent = gameTitle(value.status.game);
  document.title = `${gameTitle(value.status.game)}: Skull Table`;
  showScreen('game');
  await rendererFor(value.status.game);
  await advance();
}

// ------------------------------------------------------------------ playing
/** body[data-busy]: "1" while the engine works or a bot/chance move is pending, "0" when the page waits for a person. */
function setBusy(busy) {
  app.busy = busy;
  document.body.dataset.busy = busy ? '1' : '0';
}

function stopTimers() {
  app.gen += 1;
  clearTimeout(app.timer);
  app.timer = null;
}

function humanSeats(status) {
  return status.seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
}

function pickViewer(status) {
  const humans = humanSeats(status);
  if (humans.length === 0) return null;
  if (status.waiting_on === 'over') return humans.length === 1 ? humans[0] : null;  // a lone player keeps their own view
  if (humans.length === 1) return humans[0];
  if (status.waiting_on === 'human') return status.current_player;
  return app.shownSeat;  // while a bot or chance acts, the last human at the device keeps the view
}

/** Decide what comes next: draw, ask a human, run a bot or chance step, or end. Hot-seat with
 * hidden information hands the device over before a seat's private decision (Python's
 * status.shared_decision is false) unless that seat is the one at the device; a public
 * decision is played on a screen everybody may see (snapshot(seat, shared)), and its seat is
 * then the one at the device. */
async function advance() {
  const status = app.status;
  const gen = app.gen;
  const humans = humanSeats(status);
  const handOver = status.waiting_on === 'human' && status.private_information && humans.length > 1
    && app.shownSeat !== status.current_player;
  if (handOver && !status.shared_decision) {
    showPassScreen(status.current_player);
    setBusy(false);
    return;
  }
  const viewer = pickViewer(status);
  if (viewer !== null) app.shownSeat = viewer;
  const auto = status.waiting_on === 'auto';
  if (auto && app.skipping) {
    // Skipping: straight to the end of the bots' turn, without drawing each step.
    $('status').textContent = 'Skipping to the end of the bots\' moves…';
  } else {
    await draw(viewer, handOver);
  }
  if (gen !== app.gen) return;
  if (auto) {
    const chance = status.current_player < 0;
    // Each move stays on screen at least the pace's length; a bot's thinking counts towards it.
    const pace = chance ? Math.min(CHANCE_DELAY, botDelay()) : botDelay();
    const delay = app.skipping ? 0 : Math.max(0, pace - (performance.now() - app.stepStartedAt));
    $('skip-button').hidden = app.skipping || botDelay() === 0 || !status.seats.some((kind) => !['human', 'remote'].includes(kind));
    setBusy(true);
    if (!app.superseded) app.timer = setTimeout(() => runStep(gen), delay);
  } else {
    app.skipping = false;
    $('skip-button').hidden = true;
    setBusy(false);
  }
}

async function runStep(gen) {
  if (gen !== app.gen) return;
  app.stepStartedAt = performance.now();
  // Chance acts now: too late to take the last move back (a bot's move may be taken back with it).
  if (app.status.current_player < 0) $('undo-button').hidden = true;
  const result = await app.remote.step();
  if (gen !== app.gen) {
    // The player acted meanwhile (undo, Home...), but the step happened in the Worker: keep
    // the game as it now is, so the next answer is drawn from the real position.
    if (result.ok) {
      app.status = result.value.status;
      writeSave(result.value);
    }
    return;
  }
  await applyResult(result);
}

/** Play one call of the player's (a move, an undo) in the Worker. One at a time: a second
 * click of a double-click on Undo lands while the first undo is in the Worker and is dropped
 * before it bumps app.gen, so it can neither take back a second move nor make the page drop
 * the first undo's answer (a stale status, and a save of the position before the undo). */
async function perform(call) {
  if (app.superseded) return;  // paused under the two-tab warning: nothing is played until the player chooses
  if (app.performing) return;
  app.performing = true;
  stopTimers();
  setBusy(true);
  const gen = app.gen;
  let result;
  try {
    result = await call();
  } finally {
    app.performing = false;
  }
  if (gen !== app.gen) return;  // the player left meanwhile (Home, another game's screen)
  await applyResult(result);
}

async function applyResult(result) {
  if (!result.ok) {
    showEngineError(result.error);
    await advance();  // the position as it is: a bot or chance still due goes on
    return;
  }
  app.status = result.value.status;
  writeSave(result.value);
  await advance();
}

/** A player's choice from the board. Ignored unless the page waits for a person: a second
 * click of a double-click, or Enter pressed twice, lands while the first is being played or
 * before the board is redrawn, on a control of the position before it. */
function choose(action) {
  if (app.busy) return Promise.resolve();
  clearNotice();  // a message about the last move or an opened link has been read by now
  return perform(() => app.remote.play(action));
}

/** A player's choice assembled on the board from parts (a decision too large to list, e.g.
 * Court of the Dead's split of the Etherea): Python writes the action (State.compose) and
 * checks it. Ignored as choose() is. */
function build(kind, parts) {
  if (app.busy) return Promise.resolve();
  clearNotice();
  return perform(() => app.remote.playBuilt(kind, parts));
}

function showPassScreen(seat) {
  const name = app.status.names[seat];
  // Empty, not just hide, the last seat's board and log: nothing of its hand stays in the page.
  fill($('board'));
  fill($('log'));
  fill($('last-move'));
  $('last-move').hidden = true;
  app.logShown = [];
  $('board').hidden = true;
  $('end-panel').hidden = true;
  document.querySelector('.side').hidden = true;
  $('undo-button').hidden = true;
  $('undo-note').hidden = true;
  $('status').textContent = `Pass the device to ${name}.`;
  const panel = $('pass-panel');
  fill(panel,
    h('h2', null, `Pass the device to ${name}`),
    h('p', null, `${name}, take the device and press the button when nobody else can see the screen.`),
    h('button', { type: 'button', class: 'primary', id: 'pass-ready', onclick: async () => {
      if (app.superseded) return;  // paused: see supersede()
      app.shownSeat = seat;
      panel.hidden = true;
      setBusy(true);
      await advance();
    } }, `I am ${name}: show my view`),
    undoBeforeHandOver(panel));
  panel.hidden = false;
  panel.querySelector('button').focus();
}

/** While the player who just moved still holds the device, the hand-over screen offers to take
 * that move back (Python's status says whose decision may be undone): a misclick that ended
 * the turn is not final. Nothing when another seat's move is the last one. The mover's view
 * comes back only behind their own hand-over screen: the next player may already hold the
 * device and press it, and must not see the mover's hand. */
function undoBeforeHandOver(panel) {
  const seat = app.status.undo_seat;
  if (seat === null || seat === undefined || seat !== app.shownSeat) return null;
  return h('p', { class: 'pass-undo' }, h('button', { type: 'button', id: 'pass-undo', onclick: () => {
    if (app.superseded) return;
    panel.hidden = true;
    app.shownSeat = null;
    perform(() => app.remote.undo());
  } }, `${app.status.names[seat]}: undo my last move`));
}

async function draw(viewer, shared = false) {
  const gen = app.gen;
  const result = await app.remote.snapshot(viewer, shared);
  if (gen !== app.gen || !result.ok) {
    if (!result.ok) showEngineError(result.error);
    return;
  }
  const snap = result.value;
  app.snapshot = snap;
  const renderer = await rendererFor(snap.game.id);
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
  $('pass-panel').hidden = true;
  board.hidden = false;
  document.querySelector('.side').hidden = false;
  board.dataset.ply = String(snap.view.ply);
  board.dataset.moves = String(app.status?.moves ?? '');
  board.dataset.waiting = snap.waiting_on;
  renderer.render(board, snap, { choose, build, viewer, shared });
  drawStatus(snap, renderer);
  drawLastMove(snap, viewer);
  drawLog(snap.log);
  drawUndo(snap);
  drawEnd(snap, renderer);
  if (snap.actions.length && focusWasFree) {
    const first = board.querySelector('[data-legal]:not([aria-pressed="true"])');
    first?.focus({ preventScroll: true });
  }
  if (snap.actions.length) bringChoiceIntoView(board);
  if (snap.actions.length && app.timings.firstMove === undefined) {
    app.timings.firstMove = performance.now();
  }
  // The next frame after a drawing (click-to-render benchmark, tests/e2e/test_startup_bench.py).
  requestAnimationFrame(() => performance.mark('skulltable:frame'));
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
  $('status').textContent = text;
}

/** The log: lines already shown stay in the DOM and only new ones are added (a long game's
 * log has hundreds of lines); anything else (undo, another game) redraws it. */
function drawLog(lines) {
  const list = $('log');
  const shown = app.logShown;
  const grows = lines.length >= shown.length && shown.every((line, i) => line === lines[i]);
  if (grows && lines.length === shown.length) return;
  if (grows) {
    list.append(...lines.slice(shown.length).map((line) => h('li', null, line)));
  } else {
    fill(list, lines.map((line) => h('li', null, line)));
  }
  app.logShown = lines.slice();
  list.scrollTop = list.scrollHeight;
}

// ------------------------------------------------------------------ the last move, shown
const LAST_MOVE_LINES = 6;  // the "last move" line tells at most this many steps (the log has all)

/** The steps to tell and highlight (Python's snapshot.recent, oldest first, from the viewer's
 * own last decision on): what came after that decision, or the decision itself while nothing
 * has followed it yet (a spectator, or a seat that never chose: the last step). */
function recentSteps(snap, viewer) {
  const recent = snap.recent || [];
  const own = viewer !== null && viewer !== undefined && recent.length > 1 && recent[0].seat === viewer;
  return own ? recent.slice(1) : recent;
}

/** The "last move" line above the board (who did what, in Python's words) and the keys of
 * what those steps touched, for markTouched: every key of the steps told, and the newest
 * step's, which a bot playing step by step shows one at a time. */
function drawLastMove(snap, viewer) {
  const steps = recentSteps(snap, viewer).filter((step) => step.text);
  const box = $('last-move');
  app.touch = {
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

const LAST_MOVE_MAX_LINES = 1;  // above a phone's width, the line tells what fits in one line of text
const PHONE = '(max-width: 520px)';  // style.css: a phone tells the newest two steps instead

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

/** Mark on the board what the last moves touched: the renderer's elements whose data-touch
 * (space-separated keys) names one get the class "touched" (the newest step's: "touched-newest").
 * Run after every drawing, also a renderer's own redraw (watchBoardFocus's observer). */
function markTouched() {
  const { all, newest } = app.touch;
  for (const el of $('board').querySelectorAll('[data-touch]')) {
    const keys = el.dataset.touch.split(/\s+/);
    el.classList.toggle('touched', keys.some((key) => all.has(key)));
    el.classList.toggle('touched-newest', keys.some((key) => newest.has(key)));
  }
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

function drawEnd(snap, renderer) {
  const panel = $('end-panel');
  if (snap.waiting_on !== 'over') {
    panel.hidden = true;
    return;
  }
  const winners = snap.winners.map((seat) => snap.names[seat]);
  const headline = !winners.length ? 'a draw, nobody wins' : winners.length === 1 ? `${winners[0]} wins!` : `Shared win: ${joinNames(winners)}`;
  const note = renderer.endNote ? renderer.endNote(snap) : '';
  const table = renderer.scoreTable ? renderer.scoreTable(snap)
    : { columns: ['Score'], rows: snap.names.map((name, seat) => ({ seat, cells: [snap.scores[seat]] })) };
  const tiebreak = typeof snap.view.tiebreak === 'string' ? snap.view.tiebreak : null;
  const wasHidden = panel.hidden;
  fill(panel,
    h('h2', null, 'Game over: ', headline),
    note ? h('p', { class: 'end-note' }, note) : null,
    scoreTableEl(snap, table),
    tiebreak ? h('p', { class: 'tiebreak' }, h('strong', null, 'Tie-break: '), tiebreak) : null,
    h('div', { class: 'end-actions' },
      h('button', { type: 'button', class: 'primary', onclick: () => renderNewGame(snap.game.id) }, 'New game'),
      h('button', { type: 'button', onclick: renderHome }, 'Home')));
  panel.hidden = false;
  if (wasHidden) panel.focus({ preventScroll: false });
}

/** Final scores, one column per player (fits a phone with 2-4 players), one row per
 * scoring category from the renderer's table; the last row is the total. */
function scoreTableEl(snap, table) {
  const seats = table.rows.map((row) => row.seat);
  const won = (seat) => snap.winners.includes(seat);
  const totalRow = table.total === false ? -1 : (table.total ?? table.columns.length - 1);
  return h('div', { class: 'table-wrap' }, h('table', { class: 'score-table' },
    h('caption', null, table.caption ?? 'Final scores'),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col' }, table.corner ?? 'Scoring'),
      seats.map((seat) => h('th', { scope: 'col', class: won(seat) ? 'winner' : null }, snap.names[seat], won(seat) ? ' ★' : '')))),
    h('tbody', null, table.columns.map((label, i) => h('tr', { class: i === totalRow ? 'total' : null },
      h('th', { scope: 'row' }, label),
      table.rows.map((row) => h('td', { class: won(row.seat) ? 'winner' : null }, String(row.cells[i]))))))));
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

// ------------------------------------------------------------------ share, undo, rules
async function share() {
  const result = await app.remote.link();
  if (!result.ok) {
    showEngineError(result.error);
    return;
  }
  const url = `${location.href.split('#')[0]}#${result.value}`;
  const input = $('share-link');
  input.value = url;
  $('share-status').textContent = '';
  // In a game with hidden cards a link opens as the seat to act, so say whom it is for.
  const status = app.status;
  const cp = status?.current_player ?? -1;
  const forWhom = $('share-for');
  forWhom.hidden = !(status?.private_information && cp >= 0);
  if (!forWhom.hidden) {
    forWhom.textContent = `This link is for ${status.names[cp]}: it opens as ${status.names[cp]}'s seat, with only ${status.names[cp]}'s cards shown. `
      + 'The link holds the whole game, so it hides the other cards on screen, not from someone who decodes it: share it with players you trust.';
  }
  $('share-dialog').showModal();
  input.select();
  await copyLink();
}

async function copyLink() {
  const input = $('share-link');
  try {
    await navigator.clipboard.writeText(input.value);
    $('share-status').textContent = 'Copied to the clipboard.';
  } catch {
    input.select();
    $('share-status').textContent = 'Select the link and copy it (Ctrl+C).';
  }
}

async function openRules(id) {
  const docs = app.manifest.docs[id] || {};
  const { renderMarkdown } = await import('./lib/markdown.js');  // marked loads with the first rules panel
  const body = $('rules-body');
  $('rules-title').textContent = `${gameTitle(id)}: rules`;
  fill(body, h('p', null, 'Loading…'));
  $('rules-dialog').showModal();
  const parts = [['rules', 'The rules'], ['rulings', 'Our rulings (where the rulebook is silent)']];
  const sections = [];
  for (const [key, heading] of parts) {
    if (!docs[key]) continue;
    let text;
    try {
      const response = await fetch(docs[key]);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch (err) {
      sections.push(h('section', null, h('h3', null, heading), h('p', null, `Could not load this page (${err.message}).`)));
      continue;
    }
    sections.push(h('section', { class: 'doc' }, h('h3', { class: 'doc-title' }, heading), renderMarkdown(text)));
  }
  fill(body, sections.length ? sections : h('p', null, 'The rules text is not part of this build yet.'));
}

/** "Skip to content" moves focus to the main area without a history entry of its own: a
 * `#main` entry would sit between the screens, so the New game form's Back (which goes back
 * in history) would need a second press. */
function skipToContent(event) {
  event.preventDefault();
  $('main').focus();
  $('main').scrollIntoView();
}

function wireStaticControls() {
  watchBoardFocus(markTouched);
  $('skip-link').addEventListener('click', skipToContent);
  $('home-button').addEventListener('click', () => {
    if (!app.remote) return;
    renderHome();
  });
  $('load-retry').addEventListener('click', () => location.reload());
  $('undo-button').addEventListener('click', () => perform(() => app.remote.undo()));
  $('share-button').addEventListener('click', share);
  $('share-copy').addEventListener('click', copyLink);
  $('new-game-button').addEventListener('click', () => renderNewGame(app.status.game));
  $('rules-button').addEventListener('click', () => app.rulesFor && openRules(app.rulesFor));
  $('skip-button').addEventListener('click', () => {
    app.skipping = true;
    $('skip-button').hidden = true;
    if (app.status?.waiting_on === 'auto') {
      stopTimers();
      runStep(app.gen);
    }
  });
}

boot();
