// The New game form: the player count, each seat (a person at this device or any bot Python
// lists) with a name, the game's options (the renderer's newGameOptions, or one select per
// option Python declares), remembered per game; Start asks before replacing a game in progress.
// For a game Python offers sealed play for, the form also offers "By sealed link" (its part of
// the form: sealed_setup.js), which hosts a sealed game (sealed_play.js) and never replaces
// the game in progress here.
import { h, fill } from './dom.js';
import { clearNotice, showEngineError } from './notices.js';
import { gameInfo, remote, rendererFor, seatKinds } from './catalog.js';
import { setBusy, showScreen } from './screens.js';
import { LAST_CONFIG_KEY } from './storage.js';
import { describeSave, saveInProgress } from './saves.js';
import { confirmDialog } from './dialogs.js';
import { endPause } from './tabs.js';
import { openGame, stopPlay } from './play.js';
import { setRulesFor } from './rules_panel.js';
import { formBack } from './history.js';
import { playModeFieldset, sealedFieldset } from './sealed_setup.js';
import { hostSealed } from './sealed_play.js';

const $ = (id) => document.getElementById(id);

/** The last setup started, per game: {game id: {num_players, names, seats, options, mode:
 * 'here' | 'sealed', sealed: {name, seat}}}. */
function lastConfig() {
  try {
    return JSON.parse(localStorage.getItem(LAST_CONFIG_KEY) || '{}') || {};
  } catch {
    return {};
  }
}

/**
 * Show the New game form for game ``id``, filled with the last setup started for it (a
 * newcomer gets one person against the game's default opponent), and focus it.
 * @param {string} id a playable game's id
 */
export async function renderNewGame(id) {
  stopPlay();
  setBusy(false);
  clearNotice();
  endPause();
  const game = gameInfo(id);
  const renderer = await rendererFor(id);
  const last = lastConfig()[id] || {};
  setRulesFor(id);
  $('new-title').textContent = `New game: ${game.title}`;
  const form = $('new-form');
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n++) counts.push(n);
  const chosenCount = counts.includes(last.num_players) ? last.num_players : game.min_players;

  const seatRows = [];
  const kinds = seatKinds().map((k) => k.id);
  // The opponent a newcomer gets: the one Python names for this game (the normal bot).
  const opponent = kinds.includes(game.default_opponent) ? game.default_opponent : kinds.find((k) => k !== 'human') || 'human';
  for (let seat = 0; seat < game.max_players; seat++) {
    const lastKind = kinds.includes(last.seats?.[seat]) ? last.seats[seat] : null;
    const kind = lastKind ?? (seat === 0 ? 'human' : opponent);
    const input = h('input', { id: `seat-name-${seat}`, name: `name-${seat}`, type: 'text', maxlength: '24', autocomplete: 'off' });
    const select = h('select', { id: `seat-kind-${seat}`, name: `kind-${seat}` },
      seatKinds().map((k) => h('option', { value: k.id, selected: k.id === kind }, k.label)));
    const row = h('div', { class: 'seat-row', dataset: { seat: String(seat) } },
      h('label', { for: `seat-name-${seat}` }, `Seat ${seat + 1} name`), input,
      h('label', { for: `seat-kind-${seat}` }, `Seat ${seat + 1} is`), select);
    // A remembered name belongs to whoever sat there last time, a person or a bot: a bot seat
    // never inherits a person's name, nor a person a bot's. A name typed now stays as typed.
    const remembered = { name: last.names?.[seat] ?? '', bot: Boolean(last.seats?.[seat]) && last.seats[seat] !== 'human' };
    const isBot = () => select.value !== 'human';
    let typed = false;
    const showKind = () => {
      if (!typed) input.value = isBot() === remembered.bot ? remembered.name : '';
      input.placeholder = isBot() ? 'Bot' : `Player ${seat + 1}`;
    };
    input.addEventListener('input', () => { typed = true; });
    select.addEventListener('change', showKind);
    showKind();
    seatRows.push(row);
  }
  const options = renderer.newGameOptions ? renderer.newGameOptions(game)
    : Object.entries(game.options).map(([name, spec]) => ({
      name, label: name, default: spec.default, values: spec.allowed.map((v) => ({ value: v, label: String(v) })),
    }));
  const optionFields = options.map((opt, i) => h('div', { class: 'option-row' },
    h('label', { for: `opt-${i}` }, opt.label),
    h('select', { id: `opt-${i}`, dataset: { option: opt.name } },
      opt.values.map((v, j) => h('option', { value: String(j), selected: v.value === opt.default }, v.label)))));

  // Sealed play, when Python offers it for this game: its own part of the form instead of the seats.
  let sealedChosen = Boolean(game.sealed && last.mode === 'sealed');
  const sealedPart = game.sealed ? sealedFieldset(last.sealed || {}) : null;
  const seatsPart = h('fieldset', { class: 'seats' }, h('legend', null, 'Players (each seat: a human at this device or a bot)'), seatRows);
  const startButton = h('button', { type: 'submit', class: 'primary', id: 'start-button' }, 'Start game');
  const showMode = () => {
    seatsPart.hidden = sealedChosen;
    if (sealedPart) sealedPart.element.hidden = !sealedChosen;
    startButton.textContent = sealedChosen ? 'Create the invitation' : 'Start game';
  };
  const updateSeats = () => {
    const n = Number(form.querySelector('input[name="num_players"]:checked').value);
    seatRows.forEach((row, seat) => {
      row.hidden = seat >= n;
      for (const el of row.querySelectorAll('input, select')) el.disabled = seat >= n;
    });
    sealedPart?.update(n);
  };
  fill(form,
    h('fieldset', { class: 'count' },
      h('legend', null, 'Number of players'),
      counts.map((n) => h('label', { class: 'radio' },
        h('input', { type: 'radio', name: 'num_players', value: String(n), checked: n === chosenCount, onchange: updateSeats }),
        ` ${n} players`))),
    game.sealed ? playModeFieldset(sealedChosen, (chosen) => { sealedChosen = chosen; showMode(); }) : null,
    seatsPart,
    sealedPart?.element,
    optionFields.length ? h('fieldset', null, h('legend', null, 'Options'), optionFields) : null,
    h('div', { class: 'form-buttons' },
      startButton,
      h('button', { type: 'button', onclick: formBack }, 'Back')));
  updateSeats();
  showMode();
  form.onsubmit = async (event) => {
    event.preventDefault();
    const n = Number(form.querySelector('input[name="num_players"]:checked').value);
    const chosenOptions = () => Object.fromEntries(options.map((opt, i) => [opt.name, opt.values[Number($(`opt-${i}`).value)].value]));
    if (sealedChosen) {
      const host = sealedPart.read();
      remember({ ...last, mode: 'sealed', num_players: n, sealed: host });
      await hostSealed({ game: id, num_players: n, options: chosenOptions(), seat: host.seat, name: host.name });
      return;
    }
    const config = {
      game: id, num_players: n,
      names: seatRows.slice(0, n).map((row) => row.querySelector('input').value),
      seats: seatRows.slice(0, n).map((row) => row.querySelector('select').value),
      options: chosenOptions(),
    };
    const save = saveInProgress()?.entry;
    if (save && !(await confirmDialog({
      title: 'Discard the game in progress?',
      text: `Your saved game (${describeSave(save)}) will be replaced by the new one.`,
      ok: 'Discard it and start', cancel: 'Keep it',
    }))) return;
    remember({ ...config, mode: 'here', sealed: last.sealed });
    setBusy(true);
    const result = await remote().newGame(config);
    if (!result.ok) {
      showEngineError(result.error);
      setBusy(false);
      return;
    }
    await openGame(result.value);
  };
  showScreen('new');
  form.querySelector('input[name="num_players"]:checked').focus();

  function remember(config) {
    try {
      localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify({ ...lastConfig(), [id]: config }));
    } catch { /* not important */ }
  }
}
