// The home screen: every registered game in Python's order (its descriptor's title and blurb;
// "Coming soon" when this build cannot play it), the game in progress with Continue, and the
// saves that could not be opened (saves.js draws that box).
import { h, fill } from './dom.js';
import { clearNotice } from './notices.js';
import { docsFor, gameList, gameTitle, playable } from './catalog.js';
import { setBusy, showScreen } from './screens.js';
import { describeSave, drawBackups, saveInProgress } from './saves.js';
import { endPause } from './tabs.js';
import { stopPlay } from './play.js';
import { openRules, setRulesFor } from './rules_panel.js';
import { goNewGame, goSavedGame } from './navigation.js';
import { markOnce } from './timings.js';

const $ = (id) => document.getElementById(id);

/** Show the home screen (stopping the open game's bots and ending a two-tab pause). */
export function renderHome() {
  stopPlay();
  setBusy(false);
  clearNotice();
  setRulesFor(null);
  document.title = 'Skull Table: tabletop games in your browser';
  endPause();
  drawHomeBoxes();
  // Every registered game in Python's order, with its descriptor's title and blurb.
  fill($('game-list'), gameList().map((info) => {
    const ok = playable(info.id);
    const docs = docsFor(info.id);
    return h('li', { class: `game-card${ok ? '' : ' coming'}`, dataset: { game: info.id } },
      h('h2', null, gameTitle(info.id)),
      h('p', null, info.blurb || ''),
      ok ? h('p', { class: 'muted' }, info.min_players === info.max_players ? `${info.min_players} players` : `${info.min_players}–${info.max_players} players`) : h('p', { class: 'badge' }, 'Coming soon'),
      h('div', { class: 'card-actions' },
        ok ? h('button', { type: 'button', class: 'primary', onclick: () => goNewGame(info.id) }, 'New game') : null,
        ok && docs ? h('button', { type: 'button', onclick: () => openRules(info.id) }, 'Rules') : null));
  }));
  showScreen('home');
  markOnce('homeShown');
}

/** Draw the home screen's "Game in progress" and "could not be opened" boxes, from storage as it is now. */
export function drawHomeBoxes() {
  const found = saveInProgress();
  const resume = $('resume-box');
  if (found && playable(found.entry.game)) {
    fill(resume,
      h('p', null, 'Game in progress: ', h('strong', null, describeSave(found.entry)), '.'),
      h('button', { type: 'button', class: 'primary', id: 'continue-button', onclick: () => goSavedGame(found) }, 'Continue'));
    resume.hidden = false;
  } else {
    resume.hidden = true;
  }
  drawBackups();
}
