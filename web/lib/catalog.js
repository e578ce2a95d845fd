// What this build can play: the site manifest (site-manifest.json), the engine (the Worker's
// Comlink proxy, lib/engine.js), the games and seat kinds Python listed (web_api.games()),
// and each game's renderer module, loaded once. Set once at start-up (app.js), read by all.
//
// Renderer interface (web/renderers/<game id>.js), see docs/architecture.md:
//   render(container, snapshot, {choose, build, viewer, shared})   required: draw the board; call
//       choose(actionString) with one of snapshot.actions[i].action, or build(kind, parts) for a
//       move assembled from parts (State.compose writes it; never the notation). shared: a hot-seat screen
//       everybody may see (snapshot.view is a spectator's; viewer is the seat to act). Put
//       data-touch="<key> ..." (space-separated) on the element that draws each keyed thing:
//       the page marks what the last moves touched (class "touched", see last_move.js).
//   turnPrompt(snapshot) -> string                  optional: what the player to act may do
//   scoreTable(snapshot) -> {columns, rows, total, caption, corner}  optional: the end screen's score table (total: the sum's row,
//       default the last; false: none; caption, corner: its title and top-left header, default 'Final scores', 'Scoring')
//   endNote(snapshot) -> string                     optional: how the game ended, in words, on the end screen
//   newGameOptions(game) -> [{name, label, values:[{value, label}], default}]  optional
import { setSeatKinds } from './dom.js';

let siteManifest = null;
let engine = null;                                     // the Worker's api (Comlink proxy)
const games = new Map();                               // id -> game info from Python (title, min/max players, options...)
let kinds = [{ id: 'human', label: 'Human' }];         // [{id, label, short}] from Python
const renderers = new Map();                           // id -> renderer module

/**
 * Keep the site manifest (site-manifest.json: build, renderers, docs, snapshot...).
 * @param {object} manifest
 */
export function setManifest(manifest) {
  siteManifest = manifest;
}

/** @returns {object} site-manifest.json, as setManifest was given it */
export function manifest() {
  return siteManifest;
}

/**
 * Keep the started engine and what it listed (lib/engine.js startEngine's answer).
 * @param {{remote: object, games: {games: object[], seat_kinds: object[]}}} started
 */
export function setEngine(started) {
  engine = started.remote;
  for (const game of started.games.games) games.set(game.id, game);
  kinds = started.games.seat_kinds;
  setSeatKinds(kinds);
}

/** @returns {object|null} the Worker's api (worker.js, through Comlink); null until the engine is ready */
export function remote() {
  return engine;
}

/** @returns {boolean} whether the engine has started (setEngine) */
export function engineReady() {
  return engine !== null;
}

/** @returns {object[]} every registered game's info, in Python's order */
export function gameList() {
  return [...games.values()];
}

/**
 * @param {string} id a game id
 * @returns {object|undefined} the game's info from Python (title, blurb, min/max players, options, default_opponent)
 */
export function gameInfo(id) {
  return games.get(id);
}

/** @returns {{id: string, label: string, short: string}[]} the seat kinds (human, each bot) */
export function seatKinds() {
  return kinds;
}

/**
 * @param {string} id a game id
 * @returns {string} its title, or the id for a game Python did not list
 */
export function gameTitle(id) {
  return games.get(id)?.title || id;
}

/**
 * @param {string} id a game id
 * @returns {boolean} whether this build can play it: Python lists it without error and the manifest lists its renderer
 */
export function playable(id) {
  const info = games.get(id);
  return Boolean(info && !info.error && siteManifest.renderers.includes(id));
}

/**
 * @param {string} id a game id
 * @returns {object|undefined} its rules pages ({rules, rulings, notation}: relative URLs), if any
 */
export function docsFor(id) {
  return siteManifest.docs[id];
}

/**
 * The renderer module of game ``id`` (imported once; see the interface above).
 * @param {string} id
 * @returns {Promise<object>}
 */
export async function rendererFor(id) {
  if (!renderers.has(id)) renderers.set(id, await import(`../renderers/${id}.js`));
  return renderers.get(id);
}

/**
 * Start fetching game ``id``'s renderer if the manifest lists it (the saved game's, while
 * Python starts); a failure is left for the real use to report.
 * @param {string|undefined} id
 */
export function preloadRenderer(id) {
  if (siteManifest.renderers.includes(id)) rendererFor(id).catch(() => {});
}
