// Two tabs, one save: when another tab writes the autosave (the `storage` event) while this
// tab shows a game in progress, this tab pauses (board inert, bots stopped, nothing written)
// and asks which game goes on (docs/architecture.md, "Saves, updates and tabs"). This module
// owns the pause; the game on screen and how to stop it are play.js's, told by app.js
// (watchTabs), since play.js asks this module whether it is paused.
import { button, hideBanner, showBanner, showEngineError } from './notices.js';
import { SAVE_KEY, BACKUP_KEY, readSave } from './storage.js';
import { describeSave, lastSavedGame, movesIn, saveInProgress, writtenHere } from './saves.js';
import { currentScreen, setBusy } from './screens.js';
import { showStatus } from './board.js';
import { remote } from './catalog.js';
import { goGame, goHome, goSavedGame } from './navigation.js';

const $ = (id) => document.getElementById(id);

let superseded = false;  // another tab saved over this tab's game: no writes until the player chooses
let game = { status: () => null, stop: () => {}, savesChanged: () => {} };

/**
 * Listen for the other tabs' writes (app.js, once the engine is ready).
 * @param {{status: () => object|null, stop: () => void, savesChanged: () => void}} given
 *   status: the open game's status (play.js); stop: stop its bots and timers; savesChanged:
 *   redraw the home screen's boxes (called when a save or backup changed while home shows)
 */
export function watchTabs(given) {
  game = { ...game, ...given };
  window.addEventListener('storage', onStorage);
}

/** @returns {boolean} whether this tab's game is paused under the two-tab warning (nothing is played or saved) */
export function paused() {
  return superseded;
}

/** Another tab wrote the autosave. If this tab has that game open, it stops saving (it would
 * overwrite the newer game) and asks the player which one goes on. */
function onStorage(event) {
  if (event.storageArea !== localStorage || ![SAVE_KEY, BACKUP_KEY, null].includes(event.key)) return;
  if (currentScreen() === 'home') game.savesChanged();
  const status = game.status();
  if (event.key === BACKUP_KEY || currentScreen() !== 'game' || !status) return;
  if (status.waiting_on === 'over') return;
  const found = readSave();
  if (writtenHere(found.entry)) return;
  supersede(found.entry, status);
}

/** Pause this tab's game under a warning (again, with the newest numbers, on each write there). */
function supersede(entry, status) {
  if (!superseded) {
    superseded = true;
    game.stop();
    setBusy(false);
  }
  $('board').inert = true;
  $('pass-panel').inert = true;
  document.body.dataset.superseded = '1';
  const other = entry && !entry.over;  // a game in the other tab that this one could open
  showStatus(other ? 'Paused: choose above which game goes on.'
    : 'Paused: press "Keep playing here" above to go on.');
  const same = entry && entry.game === status.game
    && JSON.stringify(entry.names) === JSON.stringify(status.names);
  const what = !entry ? 'The saved game was removed, in another tab or by clearing this site\'s data.'
    : same ? `This game was continued in another tab (${movesIn(entry)}; here: ${status.moves}).`
      : `Another tab started a different game (${describeSave(entry)}), which is now the saved game.`;
  showBanner('tab-warning', `${what} This tab is paused and saves nothing until you choose.`, {
    actions: [
      other ? button('Open the other tab\'s game', openOtherTabsGame, { id: 'tab-open-other', class: 'primary' }) : null,
      button(entry ? 'Keep playing here (overwrites the other tab\'s save)' : 'Keep playing here (saves it again)', keepPlayingHere, { id: 'tab-keep-here' }),
    ],
  });
}

/** End the pause (going home, starting or opening a game: the player chose which game goes on). */
export function endPause() {
  superseded = false;
  $('board').inert = false;
  $('pass-panel').inert = false;
  delete document.body.dataset.superseded;
  hideBanner('tab-warning');
}

async function openOtherTabsGame() {
  endPause();
  const found = saveInProgress();
  if (found) await goSavedGame(found);
  else goHome();
}

/** Re-open this tab's game as it was here and save it (the player chose to overwrite). */
async function keepPlayingHere() {
  endPause();
  const mine = lastSavedGame();
  if (!mine) {
    goHome();
    return;
  }
  setBusy(true);
  const result = await remote().loadSaved(mine.sealed);
  if (!result.ok) {
    showEngineError(result.error);
    setBusy(false);
    return;
  }
  await goGame(result.value, { keepSeat: true });
}
