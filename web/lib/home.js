// The home screen: every registered game in Python's order (its descriptor's title and blurb;
// "Coming soon" when this build cannot play it), the game in progress with Continue, the sealed
// games saved in this browser (the Worker lists them), and the saves that could not be opened
// (saves.js draws that box).
import { h, fill, joinNames } from './dom.js';
import { clearNotice, showEngineError } from './notices.js';
import { docsFor, gameList, gameTitle, playable, remote } from './catalog.js';
import { setBusy, showScreen } from './screens.js';
import { describeSave, drawBackups, saveInProgress } from './saves.js';
import { endPause } from './tabs.js';
import { stopPlay } from './play.js';
import { openRules, setRulesFor } from './rules_panel.js';
import { goNewGame, goSavedGame, goSealed } from './navigation.js';
import { confirmDialog } from './dialogs.js';
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

/** Draw the home screen's "Game in progress", sealed games and "could not be opened" boxes, from storage as it is now. */
export function drawHomeBoxes() {
  drawSealedGames();
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

/** What a saved sealed game waits for, in words, from its public summary (lib/sealed_desk.js). */
function sealedState(summary) {
  if (summary.me === null) return 'you are invited: join it';
  if (summary.phase === 'joining') return 'players are joining';
  if (summary.phase === 'revealed') return 'over: see the check';
  if (summary.due === summary.me) return summary.phase === 'over' ? 'over: your last link is due' : 'your move';
  const due = summary.due === null ? null : summary.names[summary.due];
  return due ? `waiting for ${due}'s link` : 'waiting for a link';
}

/** The home screen's box of sealed games saved in this browser, each with Continue and Remove. */
async function drawSealedGames() {
  const box = document.getElementById('sealed-games');
  const result = await remote()?.sealed.list();
  if (!result?.ok || !result.value.games.length) {
    box.hidden = true;
    return;
  }
  fill(box, h('h2', null, 'Sealed games in this browser'), h('ul', null, result.value.games.map(({ id, summary }) => h('li', { dataset: { sealed: id } },
    h('p', null, h('strong', null, `${gameTitle(summary.game)} with ${joinNames(summary.names)}`), `: ${sealedState(summary)}.`),
    h('div', { class: 'card-actions' },
      h('button', { type: 'button', class: 'primary', onclick: () => goSealed(id) }, 'Continue'),
      h('button', { type: 'button', onclick: () => forgetSealed(id, summary) }, 'Remove'))))));
  box.hidden = false;
}

async function forgetSealed(id, summary) {
  const finished = summary.phase === 'revealed';
  const ok = await confirmDialog({
    title: 'Remove this sealed game?',
    text: finished ? 'It is deleted from this browser.'
      : 'It is deleted from this browser, and your seat with it: the game cannot go on without you.',
    ok: 'Remove it', cancel: 'Keep it',
  });
  if (!ok) return;
  const result = await remote().sealed.forget(id);
  if (!result.ok) showEngineError(result.error);
  drawSealedGames();
}
