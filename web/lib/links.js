// Share links: making one (the Share dialog: `#` + Session.link(), copied to the clipboard)
// and opening one from the address's fragment (read once, then removed from the address); a
// sealed link goes to sealed play (sealed_play.js), which never touches the plain game's save.
// How a link's game relates to the saved one is Python's answer (compareSaved); the page
// never reads a record. Opening asks before replacing a different game in progress.
import { h, joinNames } from './dom.js';
import { showEngineError, showNotice } from './notices.js';
import { remote } from './catalog.js';
import { setBusy } from './screens.js';
import { storedSave } from './storage.js';
import { describeSave, saveInProgress } from './saves.js';
import { confirmDialog } from './dialogs.js';
import { humanSeats, openGame } from './play.js';
import { continueSave } from './resume.js';
import { goHome } from './navigation.js';
import { openSealedLink } from './sealed_play.js';

const $ = (id) => document.getElementById(id);

/**
 * Open the Share dialog with a link to the open game and copy it. In a game with hidden
 * cards the link opens as the seat to act, so the dialog says whom it is for.
 * @param {object|null} status the open game's status (play.js currentStatus)
 */
export async function share(status) {
  const result = await remote().link();
  if (!result.ok) {
    showEngineError(result.error);
    return;
  }
  const url = `${location.href.split('#')[0]}#${result.value}`;
  const input = $('share-link');
  input.value = url;
  $('share-status').textContent = '';
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

/** Copy the Share dialog's link to the clipboard, or say how to copy it by hand. */
export async function copyLink() {
  const input = $('share-link');
  try {
    await navigator.clipboard.writeText(input.value);
    $('share-status').textContent = 'Copied to the clipboard.';
  } catch {
    input.select();
    $('share-status').textContent = 'Select the link and copy it (Ctrl+C).';
  }
}

/**
 * Whether the address's fragment may be a share link: not empty, and not the id of an element
 * of this page (the "Skip to content" link goes to #main, which is navigation, not a game).
 * @returns {boolean}
 */
export function linkInHash() {
  const text = location.hash.slice(1);
  return text.length > 0 && document.getElementById(text) === null;
}

/** Open a link pasted into the address of the open page (app.js, once the engine is ready). */
export function watchLinks() {
  window.addEventListener('hashchange', () => {
    if (linkInHash()) openLinkFromHash();
  });
}

/**
 * Open the share link in the address's fragment: a link that cannot be opened says why and
 * leaves the saved game as it was; the saved game itself continues with its own seats; another
 * game replaces the one in progress only if the player says so.
 */
export async function openLinkFromHash() {
  const text = location.hash.slice(1);
  // The link is read once; a reload then resumes the saved game, not the link again.
  history.replaceState(null, '', location.pathname + location.search);
  setBusy(true);
  if (await remote().linkKind(text) === 'sealed') {  // Python's word: a sealed link opens in sealed play
    await openSealedLink(text);
    return;
  }
  const foundBefore = saveInProgress();
  const saveBefore = foundBefore?.entry;
  const result = await remote().openLink(text);
  if (!result.ok) {
    goHome();
    showNotice(`This link cannot be opened: ${result.error.message}.`
      + (saveBefore ? ' Your saved game is untouched.' : ''), {
      actions: saveBefore ? [h('button', { type: 'button', onclick: () => continueSave(foundBefore) }, 'Continue your saved game')] : [],
    });
    return;
  }
  // How the link's game relates to the saved one: Python's answer (the page never reads a
  // record). 'continues': the saved game played further (play by link), so opening it loses
  // nothing and needs no question. A save that cannot be opened counts as another game.
  const compared = saveBefore ? await remote().compareSaved(storedSave(saveBefore)) : null;
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
  await openGame(result.value);
  openedNotice(result.value.status);
}

/** What the player now plays, after a shared game opened. */
function openedNotice(status) {
  const here = humanSeats(status);
  const remoteSeats = status.seats.includes('remote');
  if (status.waiting_on === 'over') {
    showNotice('Opened a shared game: it is over, and its final scores are below.', { kind: 'info' });
    return;
  }
  showNotice(remoteSeats
    ? `Opened a shared game: you play ${joinNames(here.map((s) => status.names[s]))} at this device. After your move, share a new link with the next player.`
    : `Opened a shared game. ${status.seats.some((k) => k !== 'human') ? 'Every person\'s seat is played at this device now, and the bots play as before' : 'Every seat is played at this device now'}; share a new link after your move.`, { kind: 'info' });
}
