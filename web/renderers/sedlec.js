// Skulls of Sedlec renderer: the Graveyard, hands and Ossuary pyramids.
// It draws snapshot.view and attaches the legal actions (snapshot.actions, each an
// action_info dict from Python) to what it draws. It decides nothing: a control is
// clickable only when an action in snapshot.actions names it.
import { h, s, fill, loadStylesheet, seatKind } from '../lib/dom.js';

loadStylesheet(new URL('./sedlec.css', import.meta.url));

const TYPES = {
  noble: { label: 'Noble', path: 'M3 18h18v3H3zM3 7l5 4 4-7 4 7 5-4-2 10H5z' },
  peasant: { label: 'Peasant', path: 'M6 3h2v6h3V3h2v6h3V3h2v7a2 2 0 0 1-2 2h-3v9h-2v-9H8a2 2 0 0 1-2-2z' },
  cleric: { label: 'Cleric', path: 'M10 2h4v6h6v4h-6v10h-4V12H4V8h6z' },
  romantic: { label: 'Romantic', path: 'M12 21l-1.5-1.4C5 14.7 2 12 2 8.5 2 5.5 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.5 22 8.5c0 3.5-3 6.2-8.5 11.1z' },
  criminal: { label: 'Criminal', path: 'M12 1l2.2 3.2V14H9.8V4.2zM5 14h14v2.4H5zM10.8 16.4h2.4v3.6h-2.4zM9.5 20h5v3h-5z' },
};

const ui = new WeakMap();  // container -> {key, digFirst, stackCard}

function typeLabel(type) {
  return TYPES[type]?.label || type;
}

function icon(type) {
  return s('svg', { class: 'skull-icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: TYPES[type]?.path || 'M4 4h16v16H4z' }));
}

function skull(type, half) {
  return h('span', { class: `skull ${half} t-${type}` }, icon(type), h('span', { class: 'skull-label' }, typeLabel(type)));
}

function cardWords(card) {
  return `${typeLabel(card.upper)} over ${typeLabel(card.lower)}`;
}

/**
 * A card: both skulls, upper above lower. With an action it is a button.
 * @param card {id, upper, lower}
 * @param opts {action, onClick, pressed, extraClass, label, touch: more touch keys than card:ID}
 */
function cardEl(card, { onClick = null, pressed = null, extraClass = '', label = null, touch = '' } = {}) {
  // Spaces between the parts (a flex box does not draw them) keep the shown words apart: "Noble Peasant 1".
  const parts = [skull(card.upper, 'upper'), ' ', skull(card.lower, 'lower'), ' ', h('span', { class: 'card-id', 'aria-hidden': 'true' }, String(card.id))];
  const cls = `card ${extraClass}`.trim();
  const keys = `card:${card.id}${touch ? ` ${touch}` : ''}`;  // docs/notation/sedlec.md, Touch keys
  if (onClick) {
    return h('button', {
      type: 'button', class: `${cls} legal${pressed ? ' selected' : ''}`, 'data-legal': true, 'data-touch': keys,
      'aria-pressed': pressed === null ? null : String(pressed), 'aria-label': label || cardWords(card), onclick: onClick,
    }, parts);
  }
  return h('div', { class: cls, role: 'img', 'aria-label': label || cardWords(card), 'data-touch': keys }, parts);
}

function cardBack(label) {
  return h('span', { class: 'card back', 'aria-hidden': 'true' }, h('span', { class: 'back-mark' }, '☠'));
}

function byKind(actions) {
  const out = { dig: [], collect: new Map(), take: new Map(), stack: [], pass: null };
  for (const a of actions) {
    if (a.kind === 'dig') out.dig.push(a);
    else if (a.kind === 'collect') out.collect.set(a.pile, a);
    else if (a.kind === 'take') out.take.set(a.pile, a);
    else if (a.kind === 'stack') out.stack.push(a);
    else if (a.kind === 'pass') out.pass = a;
  }
  return out;
}

// ------------------------------------------------------------------ Graveyard
function pileEl(pile, view, acts, st, ctx, redraw) {
  const { choose } = ctx;
  const dug = view.dug.includes(pile.pile);
  const count = pile.face_down + (pile.top ? 1 : 0);
  // The ' ' between parts keeps the shown words apart for assistive tech (flex boxes draw no space).
  const caption = h('span', { class: 'pile-caption' },
    h('span', { class: 'pile-name' }, `Pile ${pile.pile}`), ' ',
    h('span', { class: 'pile-count' }, count === 0 ? 'empty' : `${count} card${count === 1 ? '' : 's'}${pile.top && pile.face_down ? `, ${pile.face_down} face down` : ''}`));
  const topDesc = pile.top ? `face up ${cardWords(pile.top)}` : (pile.face_down ? 'face down' : 'empty');

  let action = null;
  let pressed = null;
  let onClick = null;
  if (acts.take.has(pile.pile)) {
    action = acts.take.get(pile.pile);
  } else if (acts.collect.has(pile.pile) && st.digFirst === null) {
    action = acts.collect.get(pile.pile);
  } else {
    const digs = acts.dig.filter((a) => a.piles.includes(pile.pile));
    if (digs.length && st.digFirst === null) {
      const single = digs.find((a) => a.piles.length === 1);
      if (single) action = single;
      else {
        pressed = false;
        onClick = () => { st.digFirst = pile.pile; redraw('.graveyard'); };
      }
    } else if (st.digFirst === pile.pile) {
      pressed = true;
      onClick = () => { st.digFirst = null; redraw('.graveyard'); };
    } else if (st.digFirst !== null) {
      const pair = acts.dig.find((a) => a.piles.length === 2 && a.piles.includes(st.digFirst) && a.piles.includes(pile.pile));
      if (pair) action = pair;
    }
  }
  if (action) onClick = () => choose(action.action);

  const face = pile.top ? cardEl(pile.top, { extraClass: 'in-pile' }) : (pile.face_down ? cardBack() : h('span', { class: 'card empty-pile', 'aria-hidden': 'true' }));
  if (face.getAttribute && face.getAttribute('role') === 'img') face.removeAttribute('role');
  const inner = [face, ' ', caption];
  let label;
  if (action) label = action.label;
  else if (pressed === true) label = `Pile ${pile.pile} selected to dig (press again to unselect)`;
  else if (pressed === false) label = `Dig pile ${pile.pile} (then choose a second pile)`;
  else label = `Pile ${pile.pile}: ${topDesc}, ${count} card${count === 1 ? '' : 's'}`;
  const cls = `pile${dug ? ' dug' : ''}${pile.top ? ' face-up' : ''}${count === 0 ? ' empty' : ''}`;
  if (onClick) {
    return h('button', {
      type: 'button', class: `${cls} legal${pressed ? ' selected' : ''}${action?.kind ? ` act-${action.kind}` : ' act-dig'}`,
      'data-legal': true, 'data-pile': String(pile.pile), 'data-touch': `pile:${pile.pile}`,
      'aria-pressed': pressed === null ? null : String(pressed), 'aria-label': label, onclick: onClick,
    }, inner);
  }
  return h('div', { class: cls, 'data-pile': String(pile.pile), 'data-touch': `pile:${pile.pile}`, role: 'group', 'aria-label': label }, inner);
}

function graveyardEl(view, acts, st, ctx, redraw) {
  let hint = '';
  if (st.digFirst !== null) hint = `Pile ${st.digFirst} selected: choose the second pile to dig (Esc to cancel).`;
  return h('section', { class: 'graveyard', 'aria-label': 'Graveyard' },
    h('h2', { class: 'area-title' }, 'Graveyard'),
    h('p', { class: 'hint', 'aria-live': 'polite' }, hint),
    h('div', { class: 'piles' }, view.graveyard.map((pile) => pileEl(pile, view, acts, st, ctx, redraw))));
}

// ------------------------------------------------------------------ Ossuary
function ossuaryEl(seat, view, acts, st, ctx, acting) {
  const cards = view.ossuaries[seat];
  const slots = acting ? acts.stack.filter((a) => st.stackCard === null || a.card === st.stackCard) : [];
  const uniqueSlots = [];
  for (const a of slots) {
    if (!uniqueSlots.some((u) => u.row === a.row && u.pos === a.pos)) uniqueSlots.push(a);
  }
  const x = (row, pos) => pos + (row - 1) / 2;
  const spots = [...cards.map((c) => [c.row, c.pos]), ...uniqueSlots.map((a) => [a.row, a.pos])];
  const label = `${ctx.names[seat]}'s Ossuary: ${cards.length} of ${view.complete_size} cards`;
  if (!spots.length) {
    return h('div', { class: 'ossuary empty', role: 'group', 'aria-label': label }, h('p', { class: 'muted' }, 'No cards stacked yet'));
  }
  const minX = Math.min(...spots.map(([r, p]) => x(r, p)));
  const maxX = Math.max(...spots.map(([r, p]) => x(r, p)));
  const rows = Math.max(...spots.map(([r]) => r));
  const place = (el, row, pos) => {
    el.style.left = `calc(var(--cw) * ${x(row, pos) - minX})`;
    el.style.bottom = `calc(var(--ch) * ${row - 1})`;
    return el;
  };
  const children = cards.map((c) => place(cardEl(c.card, {
    extraClass: 'placed', label: `Row ${c.row}: ${cardWords(c.card)}`, touch: `slot:${seat}:${c.row}:${c.pos}`,
  }), c.row, c.pos));
  for (const slot of uniqueSlots) {
    const action = st.stackCard === null ? null : slots.find((a) => a.row === slot.row && a.pos === slot.pos);
    const el = action
      ? h('button', {
        type: 'button', class: 'slot legal', 'data-legal': true, 'data-row': String(slot.row), 'data-pos': String(slot.pos),
        'aria-label': action.label, onclick: () => ctx.choose(action.action),
      }, h('span', { 'aria-hidden': 'true' }, '+'), h('span', { class: 'slot-row' }, `Row ${slot.row}`))
      : h('span', { class: 'slot open', 'aria-hidden': 'true' });
    children.push(place(el, slot.row, slot.pos));
  }
  const pyramid = h('div', { class: 'pyramid', role: 'group', 'aria-label': label }, children);
  pyramid.style.width = `calc(var(--cw) * ${maxX - minX + 1})`;
  pyramid.style.height = `calc(var(--ch) * ${rows})`;
  return h('div', { class: 'ossuary' }, pyramid);
}

function breakdownEl(view, seat) {
  const points = view.breakdown[seat];
  return h('ul', { class: 'breakdown', 'aria-label': 'Points by skull type' },
    view.skull_types.map((type) => h('li', { class: `t-${type}` }, icon(type), h('span', null, `${typeLabel(type)} ${points[type]}`))));
}

function playerEl(seat, snap, acts, st, ctx, redraw) {
  const { view } = snap;
  const acting = view.current_player === seat && snap.actions.length > 0;
  const toPlay = view.current_player === seat;
  const hand = view.hands[seat];
  const stackable = new Set(acts.stack.map((a) => a.card));
  const kind = seatKind(snap.seats[seat]);
  return h('section', {
    class: `player${toPlay ? ' to-play' : ''}${ctx.viewer === seat ? ' viewer' : ''}`,
    'aria-label': `${snap.names[seat]}${kind}`, dataset: { seat: String(seat) },
  },
  h('header', { class: 'player-head' },
    h('h2', { class: 'player-name' }, snap.names[seat], h('span', { class: 'muted' }, kind)),
    toPlay && !view.terminal ? h('span', { class: 'badge to-play-badge' }, 'to play') : null,
    h('span', { class: 'player-score', 'aria-label': `${view.scores[seat]} points` }, `${view.scores[seat]} pts`)),
  h('div', { class: 'hand-row' },
    h('span', { class: 'hand-label' }, `Hand (${hand.length}/2)`),
    h('div', { class: 'hand', role: 'group', 'aria-label': `${snap.names[seat]}'s hand` },
      hand.length ? hand.map((card) => (acting && stackable.has(card.id)
        ? cardEl(card, {
          pressed: st.stackCard === card.id,
          label: st.stackCard === card.id ? `${cardWords(card)}, selected to stack (press again to unselect)` : `Stack ${cardWords(card)}: choose it, then a place`,
          onClick: () => { st.stackCard = st.stackCard === card.id ? null : card.id; redraw('.player.to-play .ossuary'); },
        })
        : cardEl(card))) : h('span', { class: 'muted' }, 'empty'))),
  h('div', { class: 'ossuary-row' },
    h('span', { class: 'hand-label' }, `Ossuary (${view.ossuaries[seat].length}/${view.complete_size})`),
    ossuaryEl(seat, view, acts, st, { ...ctx, names: snap.names }, acting)),
  breakdownEl(view, seat));
}

// ------------------------------------------------------------------ the dig choice and pass
function promptEl(snap, acts, ctx) {
  const { view } = snap;
  if (acts.take.size) {
    return h('section', { class: 'dig-choice', 'aria-label': 'Choose a card' },
      h('h2', { class: 'area-title' }, 'You dug up two cards: take one'),
      h('p', { class: 'muted' }, 'The other stays face up on its pile.'),
      h('div', { class: 'choice-cards' }, [...acts.take.values()].map((a) => {
        const pile = view.graveyard[a.pile - 1];
        return h('div', { class: 'choice' },
          cardEl(pile.top, { extraClass: 'big', label: a.label, onClick: () => ctx.choose(a.action) }),
          h('span', { class: 'choice-caption' }, `from pile ${a.pile}`));
      })));
  }
  if (acts.pass) {
    return h('section', { class: 'dig-choice' },
      h('p', null, 'No move is possible this turn.'),
      h('button', { type: 'button', class: 'primary legal', 'data-legal': true, onclick: () => ctx.choose(acts.pass.action) }, acts.pass.label));
  }
  if (view.phase === 'choose' && view.dug.length) {
    return h('section', { class: 'dig-choice passive' },
      h('p', null, `${snap.names[view.turn]} dug up pile${view.dug.length > 1 ? 's' : ''} ${view.dug.join(' and ')} and is choosing a card.`));
  }
  return null;
}

// ------------------------------------------------------------------ interface
/**
 * Draw the board into ``container``.
 * @param snapshot Session.snapshot(viewer) from Python
 * @param ctx {choose(action), viewer}
 */
export function render(container, snapshot, ctx) {
  const { view } = snapshot;
  const key = `${view.ply}:${ctx.viewer}:${snapshot.actions.length}`;
  let st = ui.get(container);
  if (!st || st.key !== key) {
    st = { key, digFirst: null, stackCard: null };
    ui.set(container, st);
  }
  const acts = byKind(snapshot.actions);
  const cardsWithStacks = new Set(acts.stack.map((a) => a.card));
  if (st.stackCard === null && cardsWithStacks.size === 1 && acts.stack.length === snapshot.actions.length) {
    st.stackCard = [...cardsWithStacks][0];  // the only move is to stack this card: show its places
  }
  const redraw = (focusIn) => {
    render(container, snapshot, ctx);
    const scope = (focusIn && container.querySelector(focusIn)) || container;
    const target = scope.querySelector('[data-legal]:not([aria-pressed="true"])') || container.querySelector('[data-legal]');
    target?.focus();
  };
  st.redraw = redraw;
  if (!container.dataset.sedlecKeys) {
    container.dataset.sedlecKeys = '1';
    container.addEventListener('keydown', (event) => {
      const state = ui.get(container);
      if (event.key === 'Escape' && state && (state.digFirst !== null || state.stackCard !== null)) {
        state.digFirst = null;
        state.stackCard = null;
        state.redraw();
        event.preventDefault();
      }
    });
  }

  fill(container, h('div', { class: 'sedlec' },
    promptEl(snapshot, acts, ctx),
    graveyardEl(view, acts, st, ctx, redraw),
    h('div', { class: 'players' }, snapshot.names.map((_, seat) => playerEl(seat, snapshot, acts, st, ctx, redraw)))));
}

/** What the player to act may do, in words (for the status line). */
export function turnPrompt(snapshot) {
  const acts = byKind(snapshot.actions);
  if (acts.take.size) return 'take one of the two cards you dug up.';
  if (acts.pass) return 'no move is possible: pass.';
  const parts = [];
  if (acts.dig.length) parts.push(acts.dig.some((a) => a.piles.length === 2) ? 'dig two face-down piles' : 'dig the last face-down pile');
  if (acts.collect.size) parts.push('collect a face-up card');
  if (acts.stack.length) parts.push('stack a card from your hand into your Ossuary');
  if (!acts.dig.length && !acts.collect.size && acts.stack.length) return 'stack a card from your hand into your Ossuary.';
  return `${parts.slice(0, -1).join(', ')}${parts.length > 1 ? ' or ' : ''}${parts[parts.length - 1]}.`;
}

/** The end screen's table: points per skull type and the total. */
export function scoreTable(snapshot) {
  const { view } = snapshot;
  return {
    columns: [...view.skull_types.map(typeLabel), 'Total'],
    rows: snapshot.names.map((_, seat) => ({
      seat, cells: [...view.skull_types.map((t) => view.breakdown[seat][t]), view.scores[seat]],
    })),
  };
}

/** Skulls of Sedlec has no options beyond the number of players. */
export function newGameOptions() {
  return [];
}
