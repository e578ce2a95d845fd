// The game log beside the board (<ol id="log">): Python's log lines, in Python's words. This
// module owns the lines now shown, so a long game's log only grows by its new lines.
import { h, fill } from './dom.js';

const $ = (id) => document.getElementById(id);

let shown = [];  // the log lines in #log now

/**
 * Show ``lines``: lines already shown stay in the DOM and only new ones are added (a long
 * game's log has hundreds of lines); anything else (undo, another game) redraws it. Scrolls
 * to the newest line.
 * @param {string[]} lines the snapshot's log, oldest first
 */
export function drawLog(lines) {
  const list = $('log');
  const grows = lines.length >= shown.length && shown.every((line, i) => line === lines[i]);
  if (grows && lines.length === shown.length) return;
  if (grows) {
    list.append(...lines.slice(shown.length).map((line) => h('li', null, line)));
  } else {
    fill(list, lines.map((line) => h('li', null, line)));
  }
  shown = lines.slice();
  list.scrollTop = list.scrollHeight;
}

/** Empty the log (the hot-seat hand-over: nothing of the last seat's view stays in the page). */
export function clearLog() {
  fill($('log'));
  shown = [];
}
