// Keyboard focus on the board, kept across a renderer's own redraws. The state (the control
// last focused on the board) is this module's alone.
const $ = (id) => document.getElementById(id);

// A renderer may redraw the board by itself (a half-made choice: a pile picked, a count
// raised). The focused control is then replaced and focus would fall back to <body>, so a
// keyboard player would Tab through the whole page again. Focus moves to the same control in
// the new drawing (same tag, data-* attributes, or name when it has none), else to the first
// legal control. The page's draw() places focus itself after a move; this acts only when focus is lost.
const boardFocus = { el: null, key: null };

function controlKey(el) {
  const data = Object.entries(el.dataset).filter(([name]) => name !== 'legal').sort();
  return JSON.stringify([el.tagName, data, data.length ? '' : el.getAttribute('aria-label') || el.textContent]);
}

function keepBoardFocus() {
  const active = document.activeElement;
  if (!boardFocus.el || boardFocus.el.isConnected || (active && active !== document.body)) return;
  const board = $('board');
  const same = [...board.querySelectorAll('button:not(:disabled)')].find((el) => controlKey(el) === boardFocus.key);
  const target = same || board.querySelector('[data-legal]:not([aria-pressed="true"])');
  target?.focus({ preventScroll: true });
}

/** Watch the board (inside ``.game-body``); ``onRedraw`` runs after every change of its
 * elements (the page marks the last moves' things again). */
export function watchBoardFocus(onRedraw) {
  document.addEventListener('focusin', (event) => {
    if ($('board').contains(event.target)) Object.assign(boardFocus, { el: event.target, key: controlKey(event.target) });
  });
  new MutationObserver(() => {
    keepBoardFocus();
    onRedraw();  // a renderer redrew the board by itself: its new elements get the marks again
  }).observe(document.querySelector('.game-body'), { childList: true, subtree: true });
}
