// The page's screens (<section id="screen-<name>">: loading, home, new, game) and whether the
// page waits for a person (body[data-busy], which tests wait on). This module owns both
// marks on <body>; what each screen shows is its own module's (home.js, new_game.js, play.js).

const shownListeners = [];
let busy = false;

/**
 * Show screen ``name`` and hide the others (body[data-screen] names it), then tell the
 * listeners (onScreenShown), in the order they registered.
 * @param {'loading'|'home'|'new'|'game'} name
 */
export function showScreen(name) {
  for (const section of document.querySelectorAll('.screen')) section.hidden = section.id !== `screen-${name}`;
  document.body.dataset.screen = name;
  for (const listener of shownListeners) listener(name);
}

/**
 * Call ``listener(name)`` after each showScreen (the history entry follows the screen).
 * @param {(name: string) => void} listener
 */
export function onScreenShown(listener) {
  shownListeners.push(listener);
}

/** @returns {string|undefined} the screen on show (body[data-screen]) */
export function currentScreen() {
  return document.body.dataset.screen;
}

/**
 * body[data-busy]: "1" while the engine works or a bot/chance move is pending, "0" when the
 * page waits for a person. A choice from the board is played only when not busy (play.js).
 * @param {boolean} value
 */
export function setBusy(value) {
  busy = value;
  document.body.dataset.busy = busy ? '1' : '0';
}

/** @returns {boolean} whether the page is busy (see setBusy) */
export function isBusy() {
  return busy;
}
