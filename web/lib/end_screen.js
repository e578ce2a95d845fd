// The end screen (<div id="end-panel">): who won, how the game ended, the final scores and
// the way on (New game, Home). The words and numbers are Python's (snapshot.winners, scores,
// view.tiebreak) and the renderer's (scoreTable, endNote); nothing is computed here.
import { h, fill, joinNames } from './dom.js';
import { goHome, goNewGame } from './navigation.js';

const $ = (id) => document.getElementById(id);

/**
 * Show the end panel when the game is over (focused the first time it shows), else hide it.
 * @param {object} snap the snapshot drawn (waiting_on, winners, names, scores, view.tiebreak, game.id)
 * @param {object} renderer the game's renderer module (optional scoreTable, endNote)
 */
export function drawEnd(snap, renderer) {
  const panel = $('end-panel');
  if (snap.waiting_on !== 'over') {
    panel.hidden = true;
    return;
  }
  const winners = snap.winners.map((seat) => snap.names[seat]);
  const headline = !winners.length ? 'a draw, nobody wins' : winners.length === 1 ? `${winners[0]} wins!` : `Shared win: ${joinNames(winners)}`;
  const note = renderer.endNote ? renderer.endNote(snap) : '';
  const table = renderer.scoreTable ? renderer.scoreTable(snap)
    : { columns: ['Score'], rows: snap.names.map((name, seat) => ({ seat, cells: [snap.scores[seat]] })) };
  const tiebreak = typeof snap.view.tiebreak === 'string' ? snap.view.tiebreak : null;
  const wasHidden = panel.hidden;
  fill(panel,
    h('h2', null, 'Game over: ', headline),
    note ? h('p', { class: 'end-note' }, note) : null,
    scoreTableEl(snap, table),
    tiebreak ? h('p', { class: 'tiebreak' }, h('strong', null, 'Tie-break: '), tiebreak) : null,
    h('div', { class: 'end-actions' },
      h('button', { type: 'button', class: 'primary', onclick: () => goNewGame(snap.game.id) }, 'New game'),
      h('button', { type: 'button', onclick: goHome }, 'Home')));
  panel.hidden = false;
  if (wasHidden) panel.focus({ preventScroll: false });
}

/** Hide the end panel (the hot-seat hand-over). */
export function hideEnd() {
  $('end-panel').hidden = true;
}

/** Final scores, one column per player (fits a phone with 2-4 players), one row per
 * scoring category from the renderer's table; the last row is the total. */
function scoreTableEl(snap, table) {
  const seats = table.rows.map((row) => row.seat);
  const won = (seat) => snap.winners.includes(seat);
  const totalRow = table.total === false ? -1 : (table.total ?? table.columns.length - 1);
  return h('div', { class: 'table-wrap' }, h('table', { class: 'score-table' },
    h('caption', null, table.caption ?? 'Final scores'),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col' }, table.corner ?? 'Scoring'),
      seats.map((seat) => h('th', { scope: 'col', class: won(seat) ? 'winner' : null }, snap.names[seat], won(seat) ? ' ★' : '')))),
    h('tbody', null, table.columns.map((label, i) => h('tr', { class: i === totalRow ? 'total' : null },
      h('th', { scope: 'row' }, label),
      table.rows.map((row) => h('td', { class: won(row.seat) ? 'winner' : null }, String(row.cells[i]))))))));
}
