// The New game form's sealed part, for the games Python offers it for (web_api.games():
// `sealed`): how the game is played ("at this device" or "by sealed link"), the host's name
// and seat, and what sealed play protects against and what it does not, in words a player
// reads before choosing it (docs/sealed-links.md, "Threat model"). Drawing and reading the
// fields only: new_game.js submits the form, sealed_play.js hosts the game.
import { h } from './dom.js';

/**
 * The "How do you play?" choice.
 * @param {boolean} sealed whether "by sealed link" is chosen at first
 * @param {(sealed: boolean) => void} onChange called when the player switches
 * @returns {HTMLFieldSetElement}
 */
export function playModeFieldset(sealed, onChange) {
  const radio = (value, checked, label, note) => h('label', { class: 'radio mode-choice' },
    h('input', { type: 'radio', name: 'play_mode', id: `mode-${value}`, value, checked, onchange: () => onChange(value === 'sealed') }),
    h('span', null, h('strong', null, label), h('br'), h('span', { class: 'muted' }, note)));
  return h('fieldset', { class: 'play-mode' },
    h('legend', null, 'How do you play?'),
    radio('here', !sealed, 'At this device', 'Players take turns at this screen (hiding their cards from each other), with bots if you like.'),
    radio('sealed', sealed, 'By sealed link', 'Each player on their own device, anywhere: you take turns by sending each other links.'));
}

/**
 * The host's part of a sealed game: name, seat, and what sealed play means.
 * @param {{name?: string, seat?: number}} last the last sealed setup of this game
 * @returns {{element: HTMLFieldSetElement, update: (n: number) => void, read: () => {name: string, seat: number}}}
 *   update: the seats offered for ``n`` players; read: the host's name and seat (0-based)
 */
export function sealedFieldset(last) {
  const name = h('input', { id: 'sealed-host-name', type: 'text', maxlength: '24', autocomplete: 'off', placeholder: 'Player 1', value: last.name || '' });
  const seat = h('select', { id: 'sealed-host-seat' });
  const element = h('fieldset', { class: 'sealed-setup' },
    h('legend', null, 'Sealed game'),
    h('div', { class: 'seat-row' },
      h('label', { for: 'sealed-host-name' }, 'Your name'), name,
      h('label', { for: 'sealed-host-seat' }, 'Your seat'), seat),
    explanation());
  const update = (n) => {
    const chosen = Math.min(Number(seat.value || last.seat || 0), n - 1);
    seat.replaceChildren(...Array.from({ length: n }, (_, s) => h('option', { value: String(s), selected: s === chosen }, `Seat ${s + 1}`)));
  };
  const read = () => ({ name: name.value, seat: Number(seat.value) });
  return { element, update, read };
}

/** What sealed play protects against, what it does not, and what it needs: shown before the
 * player chooses it (the details open on demand). */
function explanation() {
  return h('div', { class: 'sealed-explain' },
    h('p', null, 'You get a link to send to the next player; each player opens the links they receive on this site, in their own '
      + 'browser, and answers with a link of their own.'),
    h('details', { id: 'sealed-explain-more' },
      h('summary', null, 'What sealed links protect, and what they do not'),
      h('p', null, h('strong', null, 'Protected. '),
        'Each player\'s cards and hidden choices travel encrypted to that player\'s browser: nobody who sees a link, no other '
        + 'player, and not you as the host, can read them. Nobody can choose or re-roll a die or a draw: every browser adds its own '
        + 'randomness, fixed before the game starts. Every move is signed: a changed, replayed or out-of-order link is refused, '
        + 'and at the end every browser checks the whole game, so a cheat is caught and named.'),
      h('p', null, h('strong', null, 'Not protected. '),
        'A player who stops answering stalls the game. Someone who sees a player\'s screen sees their cards. Whoever opens an '
        + 'invitation first takes the seat: send it only to the player it is for, and compare the key fingerprints by another way '
        + '(a call, in person). Some cheats are caught only at the end, when the game is checked.'),
      h('p', null, h('strong', null, 'What it needs. '),
        'Every player needs this site in their browser (it works offline once loaded). Links are longer than plain links: a few '
        + 'hundred characters a move, up to about 4,000. There is no undo. Each seat lives in its browser: clearing the site\'s '
        + 'data there loses that seat in every sealed game in progress.')));
}
