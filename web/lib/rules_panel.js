// The rules panel (<dialog id="rules-dialog">) and the top bar's Rules button: which game's
// rules it opens (the game on screen or in the New game form) is this module's state.
// The pages are Markdown (docs/rules, docs/rulings), rendered by lib/markdown.js.
import { h, fill } from './dom.js';
import { docsFor, gameTitle } from './catalog.js';

const $ = (id) => document.getElementById(id);

let shownGame = null;  // the game the Rules button opens, or null (home screen)

/**
 * The game whose rules the top bar's Rules button opens; the button shows only when the
 * build has that game's rules pages.
 * @param {string|null} id a game id, or null (no game: the button hides)
 */
export function setRulesFor(id) {
  shownGame = id;
  $('rules-button').hidden = !docsFor(id);
}

/** @returns {string|null} the game the Rules button opens (setRulesFor) */
export function rulesFor() {
  return shownGame;
}

/**
 * Open the rules panel on game ``id``'s rules and rulings (fetched; a page that fails to
 * load says so in its place).
 * @param {string} id
 */
export async function openRules(id) {
  const docs = docsFor(id) || {};
  const { renderMarkdown } = await import('./markdown.js');  // marked loads with the first rules panel
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
