// The autosave in localStorage, read defensively: a save that cannot be read is never
// thrown away or written over silently. It is moved to BACKUP_KEY, from where the player
// downloads or discards it (docs/architecture.md, "Saves, updates and tabs").
// No rules here: whether a record is acceptable is Python's call (web_api.load_saved).
//
// An entry holds the save sealed by the Worker (lib/seal.js: the page never has the record,
// which holds every hidden card) and a public summary for the home screen and the two-tab
// warning: game, names, ply, moves, over. Every key is this copy of the site's own
// (lib/deployment.js): two copies under two sub-paths of one origin never share a save.
import { scoped } from './deployment.js';

export const SAVE_KEY = scoped('skulltable.saved.v1');
export const BACKUP_KEY = scoped('skulltable.unreadable.v1');
export const BUILD_KEY = scoped('skulltable.build');
export const NO_ROOM_KEY = scoped('skulltable.snapshotNoRoom');  // the snapshot URL that found the disk full
export const LAST_CONFIG_KEY = scoped('skulltable.lastConfig.v1');  // the New game form, per game
export const SEALED_OPEN_KEY = scoped('skulltable.sealedOpen.v1');  // the id of the sealed game last on screen
export const SAVE_FORMAT = 2;  // the entry's layout: 2 holds `sealed`; 1 (before 2 Dec 2026) held `saved` as it is
const READ_FORMATS = [1, 2];

/** The keys of builds before 2 Dec 2026, shared by every copy of the site on an origin, and
 * the key each one's content moves to (migrate). */
const UNSCOPED = [
  ['skulltable.saved.v1', SAVE_KEY], ['skulltable.unreadable.v1', BACKUP_KEY], ['skulltable.build', BUILD_KEY],
  ['skulltable.snapshotNoRoom', NO_ROOM_KEY], ['skulltable.lastConfig.v1', LAST_CONFIG_KEY],
];

/** Move what an older build stored under a key shared by the whole origin into this copy's
 * keys, once: the first copy of the site to start after the upgrade takes the player's game
 * (no game is lost, and no other copy sees it afterwards). A key this copy already has is not
 * overwritten; the old one is then left for another copy. Never throws. */
export function migrate() {
  for (const [old, key] of UNSCOPED) {
    try {
      const text = localStorage.getItem(old);
      if (text === null || localStorage.getItem(key) !== null) continue;
      localStorage.setItem(key, text);
      localStorage.removeItem(old);
    } catch { /* storage off or full: the old key stays, and is tried again next visit */ }
  }
}

const WRONG_SHAPE = 'it is not a saved game of this site (the stored data has the wrong shape)';

/** Why an autosave entry cannot be used, or null. Only the page's own wrapping is checked;
 * the game record inside is checked by the engine. */
function entryProblem(entry) {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return WRONG_SHAPE;
  const format = entry.format ?? 1;  // saves from before the format field are format 1
  if (!READ_FORMATS.includes(format)) {
    return `it was written in save format ${JSON.stringify(format)}, and this version of Skull Table reads formats ${READ_FORMATS.join(' and ')}`;
  }
  const save = format === 1 ? entry.saved && typeof entry.saved === 'object' && !Array.isArray(entry.saved)
    : typeof entry.sealed === 'string';
  const ok = save && typeof entry.game === 'string' && Array.isArray(entry.names) && Number.isInteger(entry.ply);
  return ok ? null : WRONG_SHAPE;
}

/** What the Worker is handed to resume an entry: its sealed text, or a format-1 entry's plain save. */
export function storedSave(entry) {
  return entry.sealed ?? JSON.stringify(entry.saved);
}

/** The autosave as stored: {raw: null} (none), {raw, entry} or {raw, problem}. */
export function readSave() {
  let raw;
  try {
    raw = localStorage.getItem(SAVE_KEY);
  } catch {
    return { raw: null };  // storage turned off: there is no save to read
  }
  if (raw === null) return { raw: null };
  let entry;
  try {
    entry = JSON.parse(raw);
  } catch {
    return { raw, problem: 'the stored text is damaged (it is not JSON)' };
  }
  const problem = entryProblem(entry);
  return problem ? { raw, problem } : { raw, entry };
}

/** Store an autosave entry; returns null, or the error the browser threw. */
export function writeEntry(entry) {
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify({ format: SAVE_FORMAT, ...entry }));
    return null;
  } catch (err) {
    return err;
  }
}

/** Delete the autosave if it still holds exactly ``raw`` (an unreadable save the player
 * chose to discard); another tab's newer save is left alone. */
export function dropSaveIf(raw) {
  try {
    if (localStorage.getItem(SAVE_KEY) === raw) localStorage.removeItem(SAVE_KEY);
  } catch { /* storage went away: nothing to delete */ }
}

/**
 * @param {*} err what localStorage.setItem threw
 * @returns {boolean} whether it says the storage is full (QuotaExceededError)
 */
export function storageFull(err) {
  return err?.name === 'QuotaExceededError' || err?.code === 22;
}

/** Saves set aside because they could not be opened: [{raw, reason, time}]. */
export function readBackups() {
  let text;
  try {
    text = localStorage.getItem(BACKUP_KEY);
  } catch {
    return [];
  }
  if (text === null) return [];
  try {
    const list = JSON.parse(text);
    if (Array.isArray(list) && list.every((b) => b && typeof b.raw === 'string')) return list;
  } catch { /* fall through: keep the damaged list itself as one backup */ }
  return [{ raw: text, reason: 'the list of kept saves was damaged; this is all of it', time: null }];
}

/** Move the autosave text `raw` to the backups (once), then off SAVE_KEY. Returns false when
 * the copy could not be stored (storage full): then `raw` stays where it was. */
export function keepBackup(raw, reason) {
  const list = readBackups();
  if (!list.some((b) => b.raw === raw)) list.push({ raw, reason, time: Date.now() });
  try {
    localStorage.setItem(BACKUP_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  try {
    if (localStorage.getItem(SAVE_KEY) === raw) localStorage.removeItem(SAVE_KEY);
  } catch { /* the copy is kept; a later write replaces the original */ }
  return true;
}

/** Delete backup number `index` (the player chose to). */
export function dropBackup(index) {
  const list = readBackups();
  list.splice(index, 1);
  try {
    if (list.length) localStorage.setItem(BACKUP_KEY, JSON.stringify(list));
    else localStorage.removeItem(BACKUP_KEY);
  } catch { /* nothing more can be done; the list stays as it was */ }
}

/** Offer `text` as a file download, byte for byte (`type`: its media type). */
export function downloadText(filename, text, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The build this browser ran last time (null on a first visit); stores `build` as the new one. */
export function swapLastBuild(build) {
  try {
    const last = localStorage.getItem(BUILD_KEY);
    if (build) localStorage.setItem(BUILD_KEY, build);
    return last;
  } catch {
    return null;
  }
}

/** Remember `url` as a memory snapshot the disk had no room for (null: forget it). */
export function rememberNoRoom(url) {
  try {
    if (url) localStorage.setItem(NO_ROOM_KEY, url);
    else localStorage.removeItem(NO_ROOM_KEY);
  } catch { /* storage off: the download is tried again next visit */ }
}

/** Whether the disk had no room for the snapshot at `url` on an earlier visit. */
export function hadNoRoom(url) {
  try {
    return localStorage.getItem(NO_ROOM_KEY) === url;
  } catch {
    return false;
  }
}

/** Remember the sealed game on screen (its public game id; null: a plain game or none), so
 * that a reload opens it again (lib/sealed_play.js). Sealed games themselves are saved by the
 * Worker (lib/sealed_desk.js), never here. */
export function markSealedOpen(id) {
  try {
    if (id) localStorage.setItem(SEALED_OPEN_KEY, id);
    else localStorage.removeItem(SEALED_OPEN_KEY);
  } catch { /* storage off: a reload shows the home screen */ }
}

/** @returns {string|null} the id of the sealed game last on screen (markSealedOpen) */
export function sealedOpen() {
  try {
    return localStorage.getItem(SEALED_OPEN_KEY);
  } catch {
    return null;
  }
}
