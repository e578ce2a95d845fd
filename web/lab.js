// The playtest lab page (lab.html): a designer picks a game, the number of players, a bot per
// seat and a number of games; the Worker plays them one call per game (so the page shows
// progress and can stop between games), and Python's pygame_rules.lab computes the win
// rates with 95% intervals, the length and score distributions and the SVG chart. This
// file only lays out forms and tables of what Python returns.
import { h, fill, sentence } from './lib/dom.js';
import { startEngine } from './lib/engine.js';
import { scoped } from './lib/deployment.js';

const $ = (id) => document.getElementById(id);
const CONFIG_KEY = scoped('skulltable.lab.v1');  // each copy of the site keeps its own lab settings
const REPORT_EVERY = 10;  // games between refreshed statistics while a batch runs

// How hard the search bots think. Each entry adds its keys to the batch spec. Fixed counts
// keep the levels apart as their time budgets do (Easy 0.2 s, Normal 1 s, Hard 3 s).
const BUDGETS = [
  { id: 'quick', label: 'A tenth of their time (Normal: 0.1 s)', spec: { time_scale: 0.1 } },
  { id: 'fixed25', label: 'Normal 25 iterations a move, Easy 5, Hard 75 (fast, repeatable)',
    spec: { iterations: { easy: 5, normal: 25, hard: 75 } } },
  { id: 'fixed200', label: 'Normal 200 iterations a move, Easy 40, Hard 600 (repeatable)',
    spec: { iterations: { easy: 40, normal: 200, hard: 600 } } },
  { id: 'level', label: 'Their full time (Normal: 1 s; slow)', spec: { time_scale: 1 } },
];

const lab = {
  remote: null,
  games: new Map(),    // id -> {title, min_players, max_players, ...} from Python
  botKinds: [],        // [{id, label}] (the seat kinds except "human")
  running: false,
  stopping: false,
  spec: null,          // the normalized spec of the last batch
  results: [],
  value: null,         // the last lab_report value {report, svg, text}
};
window.__skullLab = lab;  // read by the e2e test

function showNotice(text) {
  fill($('lab-notice'), h('p', null, text));
  $('lab-notice').hidden = false;
}

function setBar(fillId, barId, fraction) {
  const pct = Math.round(100 * Math.max(0, Math.min(1, fraction)));
  $(fillId).style.width = `${pct}%`;
  $(barId).setAttribute('aria-valuenow', String(pct));
}

function savedConfig() {
  try {
    return JSON.parse(localStorage.getItem(CONFIG_KEY) || '{}') || {};
  } catch {
    return {};
  }
}

// ------------------------------------------------------------------ loading
async function boot() {
  let manifest;
  try {
    const response = await fetch('site-manifest.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`site-manifest.json: HTTP ${response.status}`);
    manifest = await response.json();
  } catch (err) {
    showNotice(`The site could not be loaded (${err.message}).`);
    return;
  }
  let engine;
  try {
    engine = await startEngine(manifest, ({ text, fraction }) => {
      setBar('lab-load-fill', 'lab-load-progress', fraction);
      $('lab-load-stage').textContent = `${text}…`;
    });
  } catch (err) {
    showNotice(err.message);
    return;
  }
  lab.remote = engine.remote;
  for (const game of engine.games.games) if (!game.error) lab.games.set(game.id, game);
  lab.botKinds = engine.games.seat_kinds.filter((k) => k.id !== 'human');
  $('lab-loading').hidden = true;
  renderForm();
  document.body.dataset.screen = 'lab';
}

// ------------------------------------------------------------------ the form
function renderForm() {
  const form = $('lab-form');
  const last = savedConfig();
  const gameIds = [...lab.games.keys()];
  const gameId = gameIds.includes(last.game) ? last.game : gameIds[0];
  const gameSelect = h('select', { id: 'lab-game', name: 'game' },
    gameIds.map((id) => h('option', { value: id, selected: id === gameId }, lab.games.get(id).title)));
  const playersSelect = h('select', { id: 'lab-players', name: 'players' });
  const seatsBox = h('div', { id: 'lab-seats' });
  const gamesInput = h('input', { id: 'lab-games', name: 'games', type: 'number', min: '1', max: '10000', step: '1', inputmode: 'numeric' });
  gamesInput.value = String(last.games || 20);
  const rotate = h('input', { id: 'lab-rotate', name: 'rotate', type: 'checkbox', checked: last.rotate ?? true });
  const budget = h('select', { id: 'lab-budget', name: 'budget' },
    BUDGETS.map((b) => h('option', { value: b.id, selected: b.id === (last.budget || 'quick') }, b.label)));
  const seed = h('input', { id: 'lab-seed', name: 'seed', type: 'number', min: '0', step: '1', placeholder: 'random' });
  if (Number.isInteger(last.seed)) seed.value = String(last.seed);

  const drawSeats = () => {
    const n = Number(playersSelect.value);
    const before = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    fill(seatsBox, Array.from({ length: n }, (_, seat) => {
      const chosen = before[seat] || last.bots?.[seat] || (seat === 0 ? 'normal' : 'random');
      return h('div', { class: 'lab-row' },
        h('label', { for: `lab-bot-${seat}` }, `Seat ${seat + 1}`),
        h('select', { id: `lab-bot-${seat}`, name: `bot-${seat}` },
          lab.botKinds.map((k) => h('option', { value: k.id, selected: k.id === chosen }, k.label))));
    }));
  };
  const drawPlayers = () => {
    const game = lab.games.get(gameSelect.value);
    const keep = Number(playersSelect.value) || last.players;
    const counts = [];
    for (let n = game.min_players; n <= game.max_players; n++) counts.push(n);
    fill(playersSelect, counts.map((n) => h('option', { value: String(n), selected: n === keep }, `${n} players`)));
    drawSeats();
  };
  gameSelect.addEventListener('change', drawPlayers);
  playersSelect.addEventListener('change', drawSeats);

  fill(form,
    h('fieldset', null, h('legend', null, 'Game'),
      h('div', { class: 'lab-row' }, h('label', { for: 'lab-game' }, 'Game'), gameSelect),
      h('div', { class: 'lab-row' }, h('label', { for: 'lab-players' }, 'Players'), playersSelect)),
    h('fieldset', null, h('legend', null, 'Bots (one per seat)'), seatsBox,
      h('div', { class: 'lab-row' }, h('span', null, 'Seats'),
        h('label', { class: 'lab-check' }, rotate, 'Rotate the bots round the table game by game')),
      h('div', { class: 'lab-row' }, h('label', { for: 'lab-budget' }, 'Search bots think'), budget)),
    h('fieldset', null, h('legend', null, 'Batch'),
      h('div', { class: 'lab-row' }, h('label', { for: 'lab-games' }, 'Number of games'), gamesInput),
      h('div', { class: 'lab-row' }, h('label', { for: 'lab-seed' }, 'Seed (optional)'), seed),
      h('p', { class: 'lab-hint' }, 'The same seed, bots and a fixed number of iterations give the same games again.')),
    h('div', { class: 'form-buttons' },
      h('button', { type: 'submit', class: 'primary', id: 'lab-start' }, 'Run the games'),
      h('button', { type: 'button', id: 'lab-stop', hidden: true, onclick: stopBatch }, 'Stop after this game')));
  drawPlayers();
  form.onsubmit = (event) => {
    event.preventDefault();
    runBatch();
  };
  form.hidden = false;
}

/** A number field's text for Python: digits that a JavaScript number keeps exactly go as a
 * number; anything else (empty, "abc", "1e3", more digits than that) as typed, so Python
 * refuses it with a message that quotes what the person typed. */
function asTyped(text) {
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

function formSpec() {
  const players = Number($('lab-players').value);
  const bots = Array.from({ length: players }, (_, seat) => $(`lab-bot-${seat}`).value);
  const budget = BUDGETS.find((b) => b.id === $('lab-budget').value) || BUDGETS[0];
  const seedText = $('lab-seed').value.trim();
  const seed = seedText === '' ? Math.floor(Math.random() * 2 ** 31) : asTyped(seedText);
  const games = asTyped($('lab-games').value.trim());
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify({
      game: $('lab-game').value, players, bots, games, rotate: $('lab-rotate').checked, budget: budget.id,
      seed: seedText === '' ? null : seed,
    }));
  } catch { /* not important */ }
  return {
    game: $('lab-game').value, players, bots, games, seed, rotate: $('lab-rotate').checked,
    time_scale: 1, iterations: null, ...budget.spec,
  };
}

// ------------------------------------------------------------------ running a batch
function setRunning(running) {
  lab.running = running;
  document.body.dataset.busy = running ? '1' : '0';
  for (const el of $('lab-form').querySelectorAll('select, input')) el.disabled = running;
  $('lab-start').disabled = running;
  $('lab-stop').hidden = !running;
  $('lab-stop').disabled = false;
}

function stopBatch() {
  lab.stopping = true;
  $('lab-stop').disabled = true;
  $('lab-run-text').textContent += ' Stopping after this game…';
}

async function runBatch() {
  if (lab.running) return;  // a double-click's second click: one batch runs at a time
  const form = formSpec();  // read before setRunning disables the form
  setRunning(true);
  delete $('lab-progress').dataset.done;  // the last batch's count is not this one's
  $('lab-notice').hidden = true;
  const checked = await lab.remote.labSpec(form);
  if (!checked.ok) {
    setRunning(false);
    showNotice(sentence(checked.error.message));
    return;
  }
  const spec = checked.value;
  lab.spec = spec;
  lab.results = [];
  lab.stopping = false;
  lab.value = null;
  $('lab-results').hidden = true;
  $('lab-run').hidden = false;
  $('lab-run-title').textContent = `Running ${spec.games} games of ${lab.games.get(spec.game).title}`;
  const started = performance.now();
  showProgress(0, spec.games, started);
  for (let index = 0; index < spec.games && !lab.stopping; index++) {
    const result = await lab.remote.labPlay(spec, index);
    if (!result.ok) {
      showNotice(`Game ${index + 1} could not be played: ${result.error.message}`);
      break;
    }
    lab.results.push(result.value);
    showProgress(lab.results.length, spec.games, started);
    if (lab.results.length % REPORT_EVERY === 0 && lab.results.length < spec.games) await showReport();
  }
  if (lab.results.length) await showReport();
  const done = lab.results.length;
  $('lab-run-title').textContent = done === spec.games ? `Finished ${done} games` : `Stopped after ${done} of ${spec.games} games`;
  setRunning(false);
  document.body.dataset.lab = 'done';
}

/** A duration for people: "42.0 s", "3 min 05 s", "1 h 02 min". */
function duration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(Number.isInteger(seconds) ? 0 : 1)} s`;
  const s = Math.round(seconds);
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

function showProgress(done, total, started) {
  setBar('lab-fill', 'lab-progress', done / total);
  const seconds = (performance.now() - started) / 1000;
  let text = `${done} of ${total} games, ${duration(seconds)}`;
  if (done && done < total) text += `, about ${duration(Math.ceil(seconds / done * (total - done)))} left`;
  $('lab-run-text').textContent = `${text}.`;
  $('lab-progress').dataset.done = String(done);
}

// ------------------------------------------------------------------ the report
function percent(x) {
  return `${(100 * x).toFixed(1)}%`;
}

function shareWords(wins) {
  return Number.isInteger(wins) ? String(wins) : wins.toFixed(1);
}

/** A header row: an empty corner cell (a td: it heads nothing), then the column headers. */
function headRow(columns) {
  return h('tr', null, h('td'), columns.map((c) => h('th', { scope: 'col' }, c)));
}

function rateTable(caption, rows) {
  return h('table', { class: 'score-table' },
    h('caption', null, caption),
    h('thead', null, headRow(['Win share', '95% interval', 'Wins / games'])),
    h('tbody', null, rows.map(([label, e]) => h('tr', null,
      h('th', { scope: 'row' }, label),
      h('td', null, percent(e.rate)),
      h('td', null, `${percent(e.ci95[0])} – ${percent(e.ci95[1])}`),
      h('td', null, `${shareWords(e.wins)} / ${e.games}`)))));
}

function distributionTable(caption, rows) {
  const num = (x) => (x === null ? '–' : Number.isInteger(x) ? String(x) : x.toFixed(1));
  return h('table', { class: 'score-table' },
    h('caption', null, caption),
    h('thead', null, headRow(['Mean', 'SD', 'Min', 'Median', 'Max'])),
    h('tbody', null, rows.map(([label, d]) => h('tr', null,
      h('th', { scope: 'row' }, label), [d.mean, d.sd, d.min, d.median, d.max].map((x) => h('td', null, num(x)))))));
}

/** How the games ended (Python's ``end_reasons``): share with its interval, rounds and actions. */
function endTable(ends) {
  const num = (d) => (d ? `${d.median} (${d.min}–${d.max})` : '–');
  return h('table', { class: 'score-table', id: 'lab-ends' },
    h('caption', null, 'How games end'),
    h('thead', null, headRow(['Games', 'Share', '95% interval', 'Rounds: median (min–max)', 'Actions: median (min–max)'])),
    h('tbody', null, Object.entries(ends).map(([reason, e]) => h('tr', { dataset: { reason } },
      h('th', { scope: 'row' }, reason.replace(/_/g, ' ')),
      h('td', null, String(e.games)),
      h('td', null, percent(e.share)),
      h('td', null, `${percent(e.ci95[0])} – ${percent(e.ci95[1])}`),
      h('td', null, num(e.rounds)),
      h('td', null, num(e.plies))))));
}

/** A rate cell: "47% (26–69)" (the 95% interval in brackets), or "–" when nothing was counted. */
function partText(part) {
  const whole = (x) => (100 * x).toFixed(0);
  return part ? `${whole(part.rate)}% (${whole(part.ci95[0])}–${whole(part.ci95[1])})` : '–';
}

/** Per designed component (Python's ``components``): one table, a row group per kind, so an
 * outlier (a card nobody completes, a motive worth double) shows at a glance. */
function componentsTable(rows) {
  const groups = new Map();
  for (const r of rows) {
    if (!groups.has(r.kind)) groups.set(r.kind, []);
    groups.get(r.kind).push(r);
  }
  return h('table', { class: 'score-table', id: 'lab-components' },
    h('caption', null, 'Designed components: 95% intervals in brackets; completed: of those drawn whose '
      + 'objective was tried; win share: of the players who held it, a shared win counting 1/k'),
    h('thead', null, headRow(['Games out', 'Drawn', 'Used (of drawn)', 'Completed (of tried)', 'Mean points',
      "Holder's win share"])),
    [...groups].map(([kind, list]) => h('tbody', { dataset: { kind } },
      h('tr', { class: 'lab-kind' }, h('th', { scope: 'colgroup', colspan: '7' }, kind)),
      list.map((r) => h('tr', null,
        h('th', { scope: 'row' }, r.name),
        h('td', null, String(r.games)),
        h('td', null, String(r.drawn)),
        h('td', null, partText(r.used)),
        h('td', null, r.completed ? `${partText(r.completed)}, ${shareWords(r.completed.count)}/${r.completed.of}` : '–'),
        h('td', null, r.points ? r.points.mean.toFixed(1) : '–'),
        h('td', null, partText(r.win_share)))))));
}

async function showReport() {
  const answer = await lab.remote.labReport(lab.spec, lab.results);
  if (!answer.ok) {
    showNotice(sentence(answer.error.message));
    return;
  }
  lab.value = answer.value;
  const { report, svg } = answer.value;
  const spec = report.spec;
  const tables = [rateTable('By seat', report.by_seat.map((e, seat) => [`Seat ${seat + 1}`, e])),
    endTable(report.end_reasons)];
  if (Object.keys(report.by_bot).length > 1 || spec.rotate) {
    tables.push(rateTable('By bot', Object.entries(report.by_bot).map(([bot, e]) => [botLabel(bot), e])));
  }
  for (const [factor, labels] of Object.entries(report.by_label)) {
    tables.push(rateTable(`By ${factor}`, Object.entries(labels)));
  }
  if (report.components?.length) tables.push(componentsTable(report.components));
  tables.push(distributionTable('Game length', [
    ...(report.rounds ? [['Rounds', report.rounds]] : []), ['Decisions', report.turns], ['Actions (chance included)', report.plies]]));
  tables.push(distributionTable('Scores', [
    ...report.scores.by_seat.map((d, seat) => [`Seat ${seat + 1}`, d]), ['Winning score', report.scores.winning]]));
  const thinking = Object.entries(report.think).filter(([, t]) => t.mean_iterations > 0);
  if (thinking.length) {
    tables.push(h('table', { class: 'score-table' },
      h('caption', null, 'Search bots in this browser'),
      h('thead', null, headRow(['Seconds a move', 'Longest move', 'Iterations a move', 'Iterations / s'])),
      h('tbody', null, thinking.map(([bot, t]) => h('tr', null, h('th', { scope: 'row' }, botLabel(bot)),
        h('td', null, t.mean_seconds.toFixed(3)), h('td', null, t.max_seconds.toFixed(3)), h('td', null, t.mean_iterations.toFixed(0)),
        h('td', null, t.iterations_per_second.toFixed(0)))))));
  }
  fill($('lab-tables'), tables);
  const broken = Object.entries(report.think).filter(([, t]) => t.search_errors > 0);
  if (broken.length) {
    showNotice(broken.map(([bot, t]) => `${botLabel(bot)}: ${t.search_errors} search steps met a position the rules `
      + `could not play (a bug in the game's determinization; last: ${t.last_error}).`).join(' '));
  }
  $('lab-summary').textContent = `${report.games} games of ${lab.games.get(spec.game).title}, ${spec.players} players, `
    + `bots ${spec.bots.map(botLabel).join(', ')}${spec.rotate ? ' (rotated round the table)' : ''}; seed ${spec.seed}. `
    + `A shared win counts 1/k for each of its k winners; ${report.shared_wins} game${report.shared_wins === 1 ? '' : 's'} ended in a shared win, ${report.no_winner} with no winner.`;
  const chart = $('lab-chart');
  chart.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;  // an image: nothing in it runs
  chart.alt = `Chart: win share by seat${spec.rotate ? ' and by bot' : ''} with 95% intervals, decisions per game and winning score.`;
  $('lab-results').hidden = false;
}

function botLabel(id) {
  return lab.botKinds.find((k) => k.id === id)?.label || id;
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function fileStem() {
  const spec = lab.value.report.spec;
  return `lab-${spec.game}-${spec.players}p-${lab.value.report.games}games`;
}

$('lab-download-json').addEventListener('click', () => {
  if (!lab.value) return;
  download(`${fileStem()}.json`, 'application/json',
    `${JSON.stringify({ report: lab.value.report, games: lab.results }, null, 1)}\n`);
});
$('lab-download-svg').addEventListener('click', () => {
  if (!lab.value) return;
  download(`${fileStem()}.svg`, 'image/svg+xml', lab.value.svg);
});

boot();
