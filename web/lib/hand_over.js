// The hot-seat hand-over (<div id="pass-panel">): "Pass the device to <name>", shown before a
// seat's private decision while the board is hidden. Drawing only: when it shows and what its
// buttons do is play.js's (the seat at the device is its state).
import { h, fill } from './dom.js';

const $ = (id) => document.getElementById(id);

/**
 * Show the hand-over panel and focus its button.
 * @param {string} name the player who takes the device
 * @param {{ready: () => void, undo: {name: string, run: () => void}|null}} actions
 *   ready: "I am <name>: show my view" pressed; undo: the player who just moved and may still
 *   take the move back ("<name>: undo my last move"), or null
 */
export function showHandOver(name, { ready, undo }) {
  const panel = $('pass-panel');
  fill(panel,
    h('h2', null, `Pass the device to ${name}`),
    h('p', null, `${name}, take the device and press the button when nobody else can see the screen.`),
    h('button', { type: 'button', class: 'primary', id: 'pass-ready', onclick: ready }, `I am ${name}: show my view`),
    undo ? h('p', { class: 'pass-undo' }, h('button', { type: 'button', id: 'pass-undo', onclick: undo.run }, `${undo.name}: undo my last move`)) : null);
  panel.hidden = false;
  panel.querySelector('button').focus();
}

/** Hide the hand-over panel. */
export function hideHandOver() {
  $('pass-panel').hidden = true;
}

