// The sealed game's panel (<div id="sealed-panel">), above the board: the link to send and
// whom it is for, whose link the seat waits for (with a box to paste it), the join form of an
// invited player, the seats' key fingerprints, and at the end "verifying" then the verdict
// with the archive's download. Drawing only: what each button does is sealed_play.js's, and
// every fact drawn is Python's status (phase, names, fingerprints, due seat, verdict).
import { h, fill, joinNames, sentence } from './dom.js';
import { gameTitle } from './catalog.js';

const $ = (id) => document.getElementById(id);

/**
 * Draw the panel for the sealed game on screen.
 * @param {{status: object, outbox: {link: string, to: number|null, toName: string|null}|null,
 *   verdict: object|null, verifying: boolean}} shown the seat's status (web_api.sealed status),
 *   the link it last sent (null: none to send), the end's verdict and whether it is being computed
 * @param {{copy: () => void, share: (() => void)|null, paste: (text: string) => void,
 *   join: (name: string) => void, download: () => void}} act what the buttons do (share: null
 *   where the browser has no share sheet)
 */
export function drawSealedPanel(shown, act) {
  const { status } = shown;
  const panel = $('sealed-panel');
  panel.dataset.phase = status.phase;
  panel.dataset.me = status.me === null ? '' : String(status.me);
  panel.dataset.due = status.due === null ? '' : String(status.due);
  panel.dataset.verdict = shown.verdict ? (shown.verdict.ok ? 'ok' : 'failed') : '';
  panel.dataset.messages = String(status.messages);
  panel.dataset.to = !shown.outbox ? '' : shown.outbox.to === null ? 'all' : String(shown.outbox.to);
  const joining = status.me === null;
  fill(panel,
    joining ? joinForm(status, act) : null,
    !joining && shown.outbox ? outboxBox(status, shown.outbox, act) : null,
    !joining ? nextStep(shown, act) : null,
    fingerprints(status));
  panel.hidden = false;
}

/** Hide and empty the panel (a plain game, or another screen). */
export function hideSealedPanel() {
  const panel = $('sealed-panel');
  panel.hidden = true;
  delete panel.dataset.game;  // lib/sealed_play.js: no sealed game on screen
  panel.replaceChildren();
}

/** Whom the outbox's link goes to, in words: a joined player's name, the next seat to join,
 * or every other player (at the end). */
function recipient(status, outbox) {
  if (outbox.to === null) {
    return { title: 'Send this link to every other player', who: joinNames(status.names.filter((_, s) => s !== status.me)) };
  }
  if (status.fingerprints[outbox.to] === null) {
    return { title: `Send this link to the player who takes seat ${outbox.to + 1}`, who: null, invite: true };
  }
  return { title: `Send this link to ${outbox.toName}`, who: outbox.toName };
}

function outboxBox(status, outbox, act) {
  const to = recipient(status, outbox);
  let how;
  if (to.invite) {
    how = status.phase === 'joining' && status.me !== null && status.fingerprints.filter(Boolean).length > 1
      ? `Whoever opens it first joins as seat ${outbox.to + 1}. If you do not know that player, send it back to ${status.names[0]} to pass on.`
      : `Whoever opens it first joins as seat ${outbox.to + 1}: send it to that player only, by any message app or e-mail.`;
  } else if (outbox.to === null) {
    how = `It reveals your secrets for the final check. Send it to ${to.who}; each of you then sees the check's verdict.`;
  } else {
    how = `Send it by any message app or e-mail. ${to.who} opens it in their browser on this site; `
      + 'what only they may see inside is sealed to their keys.';
  }
  return h('section', { class: 'sealed-box sealed-outbox', 'aria-labelledby': 'sealed-outbox-title' },
    h('h2', { id: 'sealed-outbox-title' }, to.title),
    h('p', null, how),
    h('div', { class: 'sealed-link-row' },
      h('label', { for: 'sealed-link', class: 'visually-hidden' }, 'The link to send'),
      h('input', { id: 'sealed-link', type: 'text', readonly: true, spellcheck: 'false', value: linkUrl(outbox.link) }),
      h('button', { type: 'button', class: 'primary', id: 'sealed-copy', onclick: act.copy }, 'Copy link'),
      act.share ? h('button', { type: 'button', id: 'sealed-share', onclick: act.share }, 'Share…') : null),
    h('p', { id: 'sealed-copy-status', class: 'muted', 'aria-live': 'polite' }, `${outbox.link.length.toLocaleString('en')} characters.`));
}

/** The page's address with `link` as its fragment: what the recipient clicks. */
export function linkUrl(link) {
  return `${location.href.split('#')[0]}#${link}`;
}

/** What the seat does next, when it is not a move on the board: wait (for whom), or the end. */
function nextStep(shown, act) {
  const { status, verdict } = shown;
  if (verdict) return verdictBox(status, verdict, act);
  if (status.phase === 'revealed' || shown.verifying) {
    return h('section', { class: 'sealed-box', id: 'sealed-verifying', role: 'status' },
      h('h2', null, 'Verifying the whole game…'),
      h('p', null, 'Every seat has revealed its secrets. This browser now replays the game with them: every signature, roll, '
        + 'shuffle, draw, hidden choice and move. It takes a few seconds.'));
  }
  if (status.decide || status.can_send) return null;  // the board asks for the move
  let title;
  let text;
  if (status.phase === 'joining') {
    title = 'Waiting for the other players to join';
    text = 'The game starts when every seat has joined. When a link reaches you, open it in this browser: click it, or paste it here.';
  } else if (status.phase === 'over') {
    title = status.due_name ? `Waiting for ${status.due_name}'s last link` : 'Waiting for the last links';
    text = 'The game is over. Each player\'s last link reveals their secrets, and then every browser checks the whole game. '
      + 'Open the link here when it reaches you.';
  } else {
    title = status.due_name ? `Waiting for ${status.due_name}'s link` : 'Waiting for a link';
    text = `${status.due_name || 'Another player'} plays next and sends a link. When it reaches you, open it in this browser: click it, or paste it here.`;
  }
  const input = h('input', { id: 'sealed-paste', type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: 'Paste a link here' });
  return h('section', { class: 'sealed-box sealed-waiting', 'aria-labelledby': 'sealed-waiting-title' },
    h('h2', { id: 'sealed-waiting-title' }, title),
    h('p', null, text),
    h('form', { class: 'sealed-link-row', onsubmit: (event) => { event.preventDefault(); act.paste(input.value); } },
      h('label', { for: 'sealed-paste', class: 'visually-hidden' }, 'A link you received'), input,
      h('button', { type: 'submit', id: 'sealed-paste-open' }, 'Open link')));
}

function verdictBox(status, verdict, act) {
  const winners = verdict.winners.map((seat) => status.names[seat]);
  return h('section', { class: `sealed-box sealed-verdict${verdict.ok ? '' : ' failed'}`, id: 'sealed-verdict', role: 'status' },
    h('h2', null, verdict.ok ? 'The game checks out' : 'The check failed'),
    h('p', null, verdict.ok
      ? `${sentence(verdict.message)} ${winners.length ? `Winner: ${joinNames(winners)}.` : 'Nobody wins.'}`
      : `${sentence(verdict.message)} The result does not count.`),
    h('p', null, 'Anyone can check it again from the game\'s record: ', h('code', null, 'python -m pygame_rules verify FILE'), '.'),
    h('div', { class: 'notice-actions' },
      h('button', { type: 'button', id: 'sealed-archive', onclick: act.download }, 'Download the game\'s record')));
}

function joinForm(status, act) {
  const host = status.names.find((_, s) => status.fingerprints[s]) || 'A player';
  const seat = status.fingerprints.indexOf(null);
  const input = h('input', { id: 'sealed-join-name', type: 'text', maxlength: '24', autocomplete: 'off', placeholder: `Player ${seat + 1}` });
  return h('section', { class: 'sealed-box sealed-join', 'aria-labelledby': 'sealed-join-title' },
    h('h2', { id: 'sealed-join-title' }, `${host} invites you to a sealed game of ${gameTitle(status.game)}`),
    h('p', null, `${status.names.length} players. You join as seat ${seat + 1}. Each player plays in their own browser, `
      + 'and the game goes on by sending links: your cards are sealed to this browser\'s keys, and nobody, '
      + `${host} included, can see them or choose the draws and dice.`),
    h('form', { class: 'sealed-join-row', onsubmit: (event) => { event.preventDefault(); act.join(input.value); } },
      h('label', { for: 'sealed-join-name' }, 'Your name'), input,
      h('button', { type: 'submit', class: 'primary', id: 'sealed-join' }, 'Join the game')));
}

function fingerprints(status) {
  const joined = status.names.map((name, s) => ({ name, seat: s, print: status.fingerprints[s] })).filter((x) => x.print);
  if (!joined.length) return null;
  return h('details', { class: 'sealed-keys', id: 'sealed-keys' },
    h('summary', null, 'Key fingerprints'),
    h('p', { class: 'muted' }, 'Each player\'s browser has its own keys. To be sure nobody stepped in between with a link of '
      + 'their own, compare these with the other players by another way (a call, in person): they must read the same on every screen.'),
    h('ul', null, joined.map((x) => h('li', { dataset: { seat: String(x.seat) } },
      h('span', { class: 'sealed-key-name' }, `${x.name}${x.seat === status.me ? ' (you)' : ''}: `),
      h('code', null, x.print)))));
}
