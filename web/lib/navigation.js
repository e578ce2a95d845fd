// Going to a screen from anywhere, without importing the module that draws it: app.js
// registers each destination once (setRoutes), and a module that must go elsewhere (the end
// screen's Home, a link that cannot be opened, the other tab's game) calls the function here.
// Every module may import this one and it imports none, so the screens never import each other
// in a ring. A new destination (e.g. another way of opening a game) is one more route.

const routes = {};

/**
 * Register the destinations (app.js, once, before anything navigates).
 * @param {{home: () => void, newGame: (id: string) => Promise<void>,
 *   openGame: (value: object, options?: object) => Promise<void>,
 *   continueSave: (found: object) => Promise<void>, continueSealed: (id: string) => Promise<boolean>}} destinations
 */
export function setRoutes(destinations) {
  Object.assign(routes, destinations);
}

/** The home screen (home.js renderHome). */
export function goHome() {
  return routes.home();
}

/**
 * The New game form for game ``id`` (new_game.js renderNewGame).
 * @param {string} id
 */
export function goNewGame(id) {
  return routes.newGame(id);
}

/**
 * Show and play the game a call answered ({status, sealed}; play.js openGame).
 * @param {object} value
 * @param {object} [options] see play.js openGame
 */
export function goGame(value, options) {
  return routes.openGame(value, options);
}

/**
 * Continue the saved game ({raw, entry} from storage.readSave; resume.js continueSave).
 * @param {object} found
 */
export function goSavedGame(found) {
  return routes.continueSave(found);
}

/**
 * Continue the sealed game ``id`` saved in this browser (sealed_play.js continueSealed).
 * @param {string} id
 */
export function goSealed(id) {
  return routes.continueSealed(id);
}
