// The page's entry: starts the engine and wires the modules of web/lib/ together. It holds
// no rules: Python (in the Worker) says what is legal, what happened and who won; a renderer
// module per game draws the board (its interface: lib/catalog.js, docs/architecture.md).
//
// Who owns what (docs/architecture.md, "The web page"): catalog (manifest, engine, games,
// renderers), screens (which screen, busy), navigation (routes between screens, set here),
// home, new_game, play (the open game), board (its drawing), last_move, game_log, end_screen,
// hand_over, saves (autosave), resume (opening it), links (share links), tabs (two tabs, one
// save), history (Back and Forward), rules_panel, dialogs, loading, timings; sealed play:
// sealed_play (the sealed game on screen), sealed_panel (its links and verdict), sealed_setup
// (the New game form's sealed part).
// The callbacks below are the only links between modules that would otherwise import each
// other in a ring.
import { startEngine } from './lib/engine.js';
import { migrate, readSave } from './lib/storage.js';
import { announceUpdate, registerServiceWorker } from './lib/updates.js';
import { watchBoardFocus } from './lib/board_focus.js';
import { mark } from './lib/timings.js';
import { engineReady, manifest, preloadRenderer, setEngine, setManifest } from './lib/catalog.js';
import { onScreenShown, setBusy, showScreen } from './lib/screens.js';
import { setRoutes } from './lib/navigation.js';
import { loadFailed, noteEngineStart, setProgress } from './lib/loading.js';
import { drawHomeBoxes, renderHome } from './lib/home.js';
import { renderNewGame } from './lib/new_game.js';
import { currentStatus, openGame, skipBots, stopPlay, undo } from './lib/play.js';
import { markTouched } from './lib/last_move.js';
import { configureAutosave, saveInProgress, setAside } from './lib/saves.js';
import { continueSave, resumeAtStart } from './lib/resume.js';
import { copyLink, linkInHash, openLinkFromHash, share, watchLinks } from './lib/links.js';
import { paused, watchTabs } from './lib/tabs.js';
import { noteScreen, watchHistory } from './lib/history.js';
import { openRules, rulesFor } from './lib/rules_panel.js';
import { continueSealed, resumeSealedAtStart } from './lib/sealed_play.js';

const $ = (id) => document.getElementById(id);

setRoutes({ home: renderHome, newGame: renderNewGame, openGame, continueSave, continueSealed });
onScreenShown((name) => noteScreen(name, rulesFor()));
configureAutosave({ mayWrite: () => !paused(), share: () => share(currentStatus()) });

async function boot() {
  mark('start');
  showScreen('loading');
  setBusy(true);  // until the first screen (home, a game, a link's answer) waits for a person
  wireStaticControls();
  try {
    const response = await fetch('site-manifest.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`site-manifest.json: HTTP ${response.status}`);
    setManifest(await response.json());
  } catch (err) {
    loadFailed(`The site could not be loaded (${err.message}). Are you offline on your first visit?`);
    return;
  }
  migrate();  // an older build's save, backups and build record become this copy's (lib/storage.js)
  preloadRenderer(saveInProgress()?.entry.game);  // it draws the first screen: fetched while Python starts
  let engine;
  try {
    engine = await startEngine(manifest(), setProgress);
  } catch (err) {
    loadFailed(err.message);
    return;
  }
  mark('engineReady');
  setEngine(engine);
  document.documentElement.dataset.engine = 'ready';
  document.documentElement.dataset.build = manifest().build || '';
  noteEngineStart(engine.remote, manifest());
  registerServiceWorker(manifest().build);
  announceUpdate(manifest().build);
  watchLinks();
  watchTabs({ status: currentStatus, stop: stopPlay, savesChanged: drawHomeBoxes });
  watchHistory();
  const found = readSave();
  if (found.problem) setAside(found.raw, found.problem);
  if (linkInHash()) {
    await openLinkFromHash();
    return;
  }
  if (await resumeSealedAtStart()) return;  // the sealed game on screen when the page was left
  if (await resumeAtStart()) return;
  renderHome();
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
    if (!engineReady()) return;
    renderHome();
  });
  $('load-retry').addEventListener('click', () => location.reload());
  $('undo-button').addEventListener('click', undo);
  $('share-button').addEventListener('click', () => share(currentStatus()));
  $('share-copy').addEventListener('click', copyLink);
  $('new-game-button').addEventListener('click', () => renderNewGame(rulesFor() ?? currentStatus().game));
  $('rules-button').addEventListener('click', () => rulesFor() && openRules(rulesFor()));
  $('skip-button').addEventListener('click', skipBots);
}

boot();
