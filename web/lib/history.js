// The browser's Back and Forward buttons: each change of screen (home, New game, the game) is a
// history entry, so they move between screens (the game is saved at every move) instead of
// leaving the site. This module owns whether Back or Forward chose the screen now drawn.
import { engineReady, playable } from './catalog.js';
import { readSave, sealedOpen } from './storage.js';
import { paused } from './tabs.js';
import { goHome, goNewGame, goSavedGame, goSealed } from './navigation.js';

let fromHistory = false;  // Back or Forward is showing a screen: update its entry, push none

/**
 * Note a screen shown (screens.js onScreenShown). Showing the screen an entry already holds
 * only updates it, and the game started from the New game form takes the form's place: Back
 * from a game goes to where the player was before the form.
 * @param {string} name the screen shown (only home, new and game have entries)
 * @param {string|null} game the game of the form or game screen (rules_panel.js rulesFor)
 */
export function noteScreen(name, game) {
  if (!['home', 'new', 'game'].includes(name)) return;
  const entry = { screen: name, game: name === 'home' ? null : game, from: null };
  const now = history.state?.screen ?? 'home';
  const restoring = fromHistory;  // Back or Forward chose this entry: it only gets updated
  fromHistory = false;
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
export function formBack() {
  if (history.state?.screen === 'new' && history.state.from) history.back();
  else goHome();
}

/** Follow Back and Forward between the screens (app.js, once the engine is ready). */
export function watchHistory() {
  window.addEventListener('popstate', onPopState);
}

function onPopState(event) {
  if (!engineReady() || paused()) return;
  // Not one of our entries: an in-page anchor typed by hand, or a link pasted or clicked (the
  // fragment's change fires popstate too; hashchange opens it, lib/links.js, and going home here
  // first would leave the game on screen behind a refused link).
  if (location.hash) return;
  // A dialog belongs to the screen being left: close it as Cancel would.
  for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close('cancel');
  const screen = event.state?.screen ?? 'home';
  const found = screen === 'game' ? readSave() : {};  // a finished game too: Forward brings its end screen back
  fromHistory = true;  // whatever shows now replaces this entry, never pushes one
  if (screen === 'game' && sealedOpen()) goSealed(sealedOpen());  // the sealed game last on screen
  else if (found.entry && playable(found.entry.game)) goSavedGame(found);
  else if (screen === 'new' && event.state.game && playable(event.state.game)) goNewGame(event.state.game);
  else goHome();
}
