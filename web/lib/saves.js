// The autosave, as this tab keeps it: writing the game after every change (lib/storage.js
// stores it), the lasting warning when that fails, the saves that could not be opened (set
// aside, shown on the home screen with Download and Discard), and a save's summary in words.
// This module owns this tab's id, the game as this tab last had it, why writing failed, and
// an unreadable save that had to stay in place. When writing is allowed (not while another
// tab's newer save would be overwritten) and how to make a share link are told by app.js
// (configureAutosave), so this module imports neither tabs.js nor links.js.
import { h, fill, joinNames } from './dom.js';
import { button, hideBanner, showBanner } from './notices.js';
import { confirmDialog } from './dialogs.js';
import { gameTitle } from './catalog.js';
import {
  readSave, writeEntry, dropSaveIf, storageFull, readBackups, keepBackup, dropBackup, downloadText,
} from './storage.js';

const $ = (id) => document.getElementById(id);

const tabId = Math.random().toString(36).slice(2, 10);  // tags this tab's saves (two tabs, one save)
let lastSaved = null;     // {sealed, status}: the game as this tab last had it (sealed by the Worker), written or not
let saveTrouble = null;   // why the last autosave failed ('full' | 'blocked' | 'held'), or null
let heldRaw = null;       // an unreadable save left in SAVE_KEY (no room for its copy): never overwritten
let heldReason = null;    // why heldRaw could not be opened
let hooks = { mayWrite: () => true, share: () => {} };

/**
 * Tell the autosave what it cannot know itself (app.js, at start-up).
 * @param {{mayWrite: () => boolean, share: () => void}} given mayWrite: whether writing is
 *   allowed now (false while tabs.js pauses this tab); share: open the Share dialog (the
 *   warning's "Copy a share link")
 */
export function configureAutosave(given) {
  hooks = { ...hooks, ...given };
}

/**
 * Autosave after every change: a game call's answer ({status, sealed}: the save as the Worker
 * sealed it, and the public status its summary comes from). Always remembered as this tab's
 * game (lastSaved); written unless writing is not allowed (configureAutosave) or an unreadable
 * save could not be copied away. A failure (also a save the Worker could not seal:
 * ``sealError``) shows one lasting banner, not a message per move, and offers a share link instead.
 * @param {{sealed: string|null, sealError?: string, status: object}} value
 */
export function writeSave({ sealed, sealError, status }) {
  lastSaved = { sealed, status };
  if (!hooks.mayWrite()) return;
  const err = heldRaw ? 'held' : sealed === null ? new Error(sealError) : writeEntry({
    sealed, over: status.waiting_on === 'over', game: status.game, names: status.names,
    ply: status.ply, moves: status.moves, time: Date.now(), tab: tabId,
  });
  if (!err) {
    if (saveTrouble) hideBanner('save-warning');
    saveTrouble = null;
    return;
  }
  if (saveTrouble) return;  // said once per run of failures; "Got it" hides it
  saveTrouble = err === 'held' ? 'held' : storageFull(err) ? 'full' : 'blocked';
  const why = {
    full: 'This browser\'s storage for this site is full',
    blocked: `This browser does not let the site store anything (${err.message || err})`,
    held: 'A saved game that could not be opened is still kept in its place (there was no room for a copy)',
  }[saveTrouble];
  showBanner('save-warning', `${why}, so this game is not saved on this device: closing or reloading the page loses it. `
    + 'To keep it, copy a share link; the link holds the whole game.', {
    actions: [
      button('Copy a share link', () => hooks.share(), { id: 'save-warning-share', class: 'primary' }),
      button('Got it', () => hideBanner('save-warning'), { id: 'save-warning-ok' }),
    ],
  });
}

/**
 * Remember a game opened from the save itself as this tab's game, without writing it.
 * @param {{sealed: string, status: object}} value
 */
export function rememberSaved({ sealed, status }) {
  lastSaved = { sealed, status };
}

/** @returns {{sealed: string|null, status: object}|null} the game as this tab last had it, written or not */
export function lastSavedGame() {
  return lastSaved;
}

/**
 * @param {object|undefined} entry an autosave entry (storage.readSave)
 * @returns {boolean} whether this tab wrote it
 */
export function writtenHere(entry) {
  return entry?.tab === tabId;
}

/** @returns {{raw: string, entry: object}|null} the autosave if it is a game in progress this build can try to open */
export function saveInProgress() {
  const found = readSave();
  return found.entry && !found.entry.over ? found : null;
}

/**
 * Keep a save that could not be opened (moved to the backups), so nothing overwrites it; if
 * there is no room for the copy it stays in place and nothing is autosaved until the player
 * downloads or discards it.
 * @param {string} raw the stored text
 * @param {string} reason why it could not be opened (shown to the player)
 */
export function setAside(raw, reason) {
  if (keepBackup(raw, reason)) return;
  heldRaw = raw;
  heldReason = reason;
}

/** Draw the home screen's box for each save that could not be opened: why, Download, Discard. */
export function drawBackups() {
  const box = $('backup-box');
  const kept = readBackups().map((b, index) => ({ ...b, index }));
  if (heldRaw) kept.push({ raw: heldRaw, reason: heldReason, time: null, index: -1 });
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
    dropSaveIf(heldRaw);
    heldRaw = null;
  }
  drawBackups();
}

/**
 * "1 move in", "12 moves in": the seats' decisions (a save from before 1 Dec 2026 has only
 * its ply, chance outcomes included).
 * @param {{moves?: number, ply: number}} entry an autosave entry
 * @returns {string}
 */
export function movesIn(entry) {
  const moves = entry.moves ?? entry.ply;
  return `${moves} move${moves === 1 ? '' : 's'} in`;
}

/**
 * "Skulls of Sedlec with Ann and Bot, 12 moves in".
 * @param {{game: string, names?: string[], moves?: number, ply: number}} save an autosave entry
 * @returns {string}
 */
export function describeSave(save) {
  return `${gameTitle(save.game)} with ${joinNames(save.names || [])}, ${movesIn(save)}`;
}
