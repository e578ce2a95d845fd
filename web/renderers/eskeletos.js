// ESKELETOS renderer: the five rings drawn concentric around Acceptance with the pawns,
// the Limbo arc, the Drift, each Traveler's board, your hand with card texts, dice
// results, and a panel with every decision.
// It draws snapshot.view and attaches the legal actions (snapshot.actions, action_info
// dicts from Python) to what it draws. It decides nothing: a card, a Drift slot or a
// button is clickable only when an action in snapshot.actions names it.
import { h, s, fill, fillNames, seatKind } from '../lib/dom.js';

const SIZE = 640;
const C = SIZE / 2;
const PAWN_R = 15;
const PAWN_LIFT = 26;  // a pawn is a pin: its head stands this far above the space it marks
const BOARD_TOP = -(PAWN_LIFT + PAWN_R + 4);  // room above the outer ring for its pins' heads
const RING_RADIUS = { 1: 292, 2: 240, 3: 188, 4: 136, 5: 86 };
const SEAT_COLORS = ['#e0b04a', '#5fb0e8', '#e0607a', '#7ed38a'];
const SPACE = {
  wheel: { label: "Ship's Wheel", glyph: '☸', fill: '#d8b45a' },
  turning: { label: 'Turning Point', glyph: '@', fill: '#8e6cc8' },
  hazard: { label: 'Hazard', glyph: '✖', fill: '#b8413f' },
  lotus: { label: 'Lotus rest', glyph: '✿', fill: '#e4a0c0' },
  nature: { label: 'Nature', glyph: 'N', fill: '#5b9a55' },
  corporeal: { label: 'Corporeal Form', glyph: 'C', fill: '#c9824a' },
  emotion: { label: 'Emotion', glyph: 'E', fill: '#4f7fc2' },
  memory: { label: 'Memory', glyph: 'M', fill: '#a8946a' },
  void: { label: 'Void', glyph: 'V', fill: '#3b3350' },
};
const RELIC_GLYPH = { fate: '⌘', ember: '✦', cloak: '☾', equilibrium: '⚖', shield: '◈' };
const DECK_CLASS = { nature: 'nature', corporeal: 'corporeal', emotion: 'emotion', memory: 'memory', void: 'void', fate: 'fate', limbo: 'limbo' };

function ensureStyles() {
  if (document.querySelector('link[data-renderer="eskeletos"]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./eskeletos.css', import.meta.url).href;
  link.dataset.renderer = 'eskeletos';
  document.head.append(link);
}

// ------------------------------------------------------------------ geometry
function spacePoint(ring, index, count) {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;  // index 0 at the top, clockwise
  const r = RING_RADIUS[ring];
  return [C + r * Math.cos(angle), C + r * Math.sin(angle)];
}

/** Space types of a ring, from its one-letter layout (view.space_codes). */
function spacesOf(view, ring) {
  return [...ring.layout].map((code) => view.space_codes[code]);
}

function nodeRadius(ring, count) {
  return Math.min(17, (Math.PI * RING_RADIUS[ring]) / count * 0.78);
}

// ------------------------------------------------------------------ the main board
/** A map pin in a seat's colour, its point on (x, y), its head at (hx, hy), the seat number in it. */
function pawnPin(x, y, hx, hy, color, label, title) {
  const a = 0.75;  // where the tail meets the head, in radians either side of straight down
  const [lx, rx, ny] = [hx - PAWN_R * Math.sin(a), hx + PAWN_R * Math.sin(a), hy + PAWN_R * Math.cos(a)];
  return s('g', { class: 'esk-pawn' }, s('title', null, title),
    s('path', { class: 'esk-pin-tail', d: `M${x.toFixed(1)} ${y.toFixed(1)} L${lx.toFixed(1)} ${ny.toFixed(1)} L${rx.toFixed(1)} ${ny.toFixed(1)} Z`, fill: color }),
    s('circle', { cx: hx.toFixed(1), cy: hy.toFixed(1), r: PAWN_R, fill: color }),
    s('text', { x: hx.toFixed(1), y: (hy + 6).toFixed(1), 'text-anchor': 'middle' }, label));
}

function boardEl(view, names) {
  const parts = [];
  parts.push(s('circle', { cx: C, cy: C, r: 300, class: 'esk-ground' }));
  for (const ring of view.rings) {
    parts.push(s('circle', { cx: C, cy: C, r: RING_RADIUS[ring.ring], class: `esk-track r${ring.ring}` }));
  }
  for (const ring of view.rings) {
    const spaces = spacesOf(view, ring);
    const n = spaces.length;
    const rad = nodeRadius(ring.ring, n);
    spaces.forEach((type, i) => {
      const [x, y] = spacePoint(ring.ring, i, n);
      const info = SPACE[type];
      parts.push(s('g', { class: `esk-space t-${type}` },
        s('title', null, `${ring.name} ${ring.ring}.${i}: ${info.label}`),
        s('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: rad.toFixed(1), fill: info.fill }),
        s('text', { x: x.toFixed(1), y: (y + rad * 0.36).toFixed(1), 'font-size': (rad * 1.0).toFixed(1), 'text-anchor': 'middle' }, info.glyph)));
    });
    const [lx, ly] = [C, C - RING_RADIUS[ring.ring] + nodeRadius(ring.ring, n) + 12];
    parts.push(s('text', { x: lx, y: ly, class: 'esk-ring-name', 'text-anchor': 'middle' }, ring.name));
  }
  parts.push(s('circle', { cx: C, cy: C, r: 40, class: 'esk-acceptance' }));
  parts.push(s('text', { x: C, y: C + 5, class: 'esk-acceptance-label', 'text-anchor': 'middle' }, 'Acceptance'));
  // Relics lying on Turning Points
  for (const relic of view.relics) {
    if (!relic.at || view.mode === 'first_journey') continue;  // no Relics in First Journey
    const [ring, index] = relic.at.split('.').map(Number);
    const n = view.rings[ring - 1].layout.length;
    const [x, y] = spacePoint(ring, index, n);
    parts.push(s('g', { class: 'esk-relic' }, s('title', null, `${relic.name} lies here (${relic.at})`),
      s('rect', { x: (x + 6).toFixed(1), y: (y - 22).toFixed(1), width: 16, height: 16, rx: 3 }),
      s('text', { x: (x + 14).toFixed(1), y: (y - 9.5).toFixed(1), 'text-anchor': 'middle' }, RELIC_GLYPH[relic.key])));
  }
  // Pawns: pins whose heads stand above the space; those sharing a space stand side by side.
  const groups = new Map();
  for (const t of view.travelers) {
    let point;
    if (t.ring === 6) point = [C, C - 16];
    else if (t.place) point = spacePoint(t.ring, t.pos, view.rings[t.ring - 1].layout.length);
    else continue;
    const key = point.join(',');
    groups.set(key, [...(groups.get(key) || []), [t, point]]);
  }
  for (const group of groups.values()) {
    group.forEach(([t, [x, y]], k) => {
      const dx = (k - (group.length - 1) / 2) * (2 * PAWN_R + 2);
      parts.push(pawnPin(x, y - 4, x + dx, y - PAWN_LIFT, SEAT_COLORS[t.seat], String(t.seat + 1),
        `${names[t.seat]} on ${t.place || 'Acceptance'}`));
    });
  }
  // In words for a screen reader: ring name, space and what lies there ("Ann: Denial, space 3, a Hazard").
  const spaceWords = (t) => {
    const ring = view.rings[t.ring - 1];
    return `${ring.name} (ring ${t.ring}), space ${t.pos}, ${SPACE[spacesOf(view, ring)[t.pos]]?.label || 'a space'}`;
  };
  const where = view.travelers.map((t) => `${names[t.seat]}: ${t.limbo ? `Limbo space ${t.limbo}` : (t.place ? spaceWords(t) : 'Acceptance')}`);
  return s('svg', { class: 'esk-board', viewBox: `0 ${BOARD_TOP} ${SIZE} ${SIZE - BOARD_TOP}`, role: 'img', 'aria-label': `The rings. ${where.join('; ')}` }, parts);
}

function limboEl(view, names) {
  const parts = [];
  const W = 360;
  for (let i = 1; i <= 7; i++) {
    const angle = Math.PI - (Math.PI * (i - 1)) / 6;
    const x = W / 2 + 150 * Math.cos(angle);
    const y = 150 - 110 * Math.sin(angle);
    parts.push(s('g', { class: `esk-limbo-space${i === 7 ? ' exit' : ''}` },
      s('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: 16 }),
      s('text', { x: x.toFixed(1), y: (y + 5).toFixed(1), 'text-anchor': 'middle' }, String(i))));
    view.travelers.filter((t) => t.limbo === i).forEach((t, k) => {
      parts.push(s('g', { class: 'esk-pawn' }, s('title', null, `${names[t.seat]} on Limbo space ${i}`),
        s('circle', { cx: (x + 12 * k - 6).toFixed(1), cy: (y - 22).toFixed(1), r: 8, fill: SEAT_COLORS[t.seat] }),
        s('text', { x: (x + 12 * k - 6).toFixed(1), y: (y - 18).toFixed(1), 'text-anchor': 'middle' }, String(t.seat + 1))));
    });
  }
  parts.push(s('text', { x: W / 2, y: 170, 'text-anchor': 'middle', class: 'esk-limbo-label' }, 'Limbo: 1 Entrance → 7 Exit Portal'));
  return h('section', { class: 'esk-limbo', 'aria-label': 'The Limbo arc' },
    s('svg', { viewBox: `0 0 ${W} 180`, role: 'img', 'aria-label': 'Limbo arc' }, parts));
}

// ------------------------------------------------------------------ cards
function cardEl(card, { actions = [], choose = null, extra = '' } = {}) {
  const deck = card.deck || 'fate';
  const body = [
    h('span', { class: 'esk-card-deck' }, card.hidden ? `${deckName(deck)} card` : `${deckName(card.deck)} · ${kindName(card.kind)}`),
    h('span', { class: 'esk-card-name' }, card.hidden ? 'face down' : card.name),
    card.hidden ? null : h('span', { class: 'esk-card-text' }, card.text),
  ];
  const cls = `esk-card d-${DECK_CLASS[deck] || 'fate'}${card.hidden ? ' hidden' : ''} ${extra}`.trim();
  if (!actions.length || !choose) return h('div', { class: cls }, body);
  return h('div', { class: `${cls} legal` }, body,
    h('span', { class: 'esk-card-actions' }, actions.map((a) => h('button', {
      type: 'button', class: 'esk-act', 'data-legal': true, onclick: () => choose(a.action),
    }, a.label))));
}

function deckName(deck) {
  return { nature: 'Nature', corporeal: 'Corporeal', emotion: 'Emotion', memory: 'Memory', void: 'Void', fate: 'Fate', limbo: 'Limbo' }[deck] || deck;
}

function kindName(kind) {
  return { action: 'Action', keep: 'Keep in Play', movement: 'Movement', reaction: 'Reaction', instant: 'INSTANT',
    hazard: 'Suppressed Hazard', on_draw: 'On Draw' }[kind] || kind;
}

// ------------------------------------------------------------------ panels
function diceEl(view, names) {
  const lines = [];
  if (view.dice) lines.push(h('span', { class: 'esk-dice' }, `Movement dice: ${view.dice[0]} + ${view.dice[1]}`));
  const words = {
    move_roll: (v) => `rolled ${v[0]} and ${v[1]}`, move: (v) => `moved ${v} space${v === 1 ? '' : 's'}`,
    gateway_roll: (v) => `Gateway Check: ${v}`, gateway_fail: () => 'failed the Gateway', cross: (v) => `crossed to ring ${v}`,
    crisis: (v) => `Limbo Crisis Roll: ${v}`, accept_roll: (v) => `Acceptance Check: ${v}`, accept_fail: () => 'missed Acceptance',
    accept_hope: (v) => `spent ${v} Hope on Acceptance`, escape_roll: (v) => `Escape Check: ${v}`, escape: () => 'escaped Limbo',
    contest: (v) => `conflict dice ${v[0]} vs ${v[1]}`, detonate: (v) => `${v} went off`, drift_hazard: (v) => `${v} turned up in the Drift`, warded: () => 'warded off a Hazard',
    reset: () => 'First Journey reset', acceptance: () => 'reached Acceptance', round_limit: () => 'the round limit ended the game: a draw',
  };
  const recent = view.recent.slice(-5).map((e) => h('li', null,
    `${e.seat >= 0 ? names[e.seat] : 'Game'}: ${(words[e.what] || (() => e.what))(e.value)}`));
  return h('section', { class: 'esk-events', 'aria-label': 'Dice and events' }, lines, h('ul', null, recent));
}

function driftEl(view, byDrift, choose) {
  return h('section', { class: 'esk-drift', 'aria-label': 'The Drift' },
    h('h2', null, 'The Drift'),
    h('div', { class: 'esk-row' }, view.drift.map((card, i) => cardEl(card, {
      actions: byDrift.get(i + 1) || [], choose, extra: card.elder >= 0 ? 'elder' : '',
    }))),
    h('p', { class: 'esk-decks' }, Object.entries(view.decks).map(([key, d]) =>
      h('span', { class: `esk-deck d-${key}` }, `${d.name}: ${d.pile} (${d.discard} discarded)`))));
}

function travelerEl(t, snapshot, ctx, byCard) {
  const { view, names } = snapshot;
  const mine = ctx.viewer === t.seat;
  const relicSlots = [0, 1, 2].map((i) => {
    const key = t.relics[i];
    const relic = key && view.relics.find((r) => r.key === key);
    return h('span', { class: `esk-relic-slot${relic ? ' held' : ''}`, title: relic ? `${relic.name}: ${relic.text}` : 'empty Relic slot' },
      relic ? `${RELIC_GLYPH[key]} ${relic.name}${key === 'cloak' && t.cloak ? ' (worn)' : ''}${key === 'shield' && !t.shield_ready ? ' (used)' : ''}` : '—');
  });
  const handCards = t.hand.map((card) => cardEl(card, {
    actions: mine && !card.hidden ? (byCard.get(card.key) || []) : [], choose: ctx.choose, extra: card.public ? 'public' : '',
  }));
  const status = t.limbo ? `in Limbo, space ${t.limbo}` : (t.ring === 6 ? 'at Acceptance' : `ring ${t.ring} space ${t.pos}`);
  return h('section', { class: `esk-traveler${(view.current_player >= 0 ? view.current_player : view.turn) === t.seat ? ' active' : ''}`, style: { borderColor: SEAT_COLORS[t.seat] },
    dataset: { seat: String(t.seat) }, 'aria-label': `${names[t.seat]}'s board` },
    h('h2', null, h('span', { class: 'esk-seat', style: { background: SEAT_COLORS[t.seat] } }, String(t.seat + 1)),
      ` ${names[t.seat]}${seatKind(snapshot.seats[t.seat])}`, t.name ? h('span', { class: 'esk-kind' }, ` · ${t.name}`) : null),
    t.ability ? h('p', { class: 'esk-ability' }, h('strong', null, `${t.ability}: `), t.ability_text) : null,
    h('p', { class: 'esk-tokens' },
      h('span', { class: 'esk-burden' }, `Burden ${t.burden}/${view.limits.burden}`),
      h('span', { class: 'esk-hope' }, `Hope ${t.hope}`),
      h('span', null, status),
      t.crisis_shed ? h('span', null, 'sheds 1 Burden at turn end') : null,
      t.ward ? h('span', null, 'warded from Hazards') : null),
    view.mode === 'first_journey' ? null : h('div', { class: 'esk-relics' }, relicSlots),
    view.mode === 'first_journey' ? null : h('div', { class: 'esk-zone' }, h('span', { class: 'esk-zone-name' }, `Suppressed (${t.vault.length}/${view.limits.vault})`),
      h('div', { class: 'esk-row' }, t.vault.map((card) => cardEl(card.hidden
        ? { hidden: true, deck: 'fate', name: '' } : card, { extra: card.hazard_known ? 'hazard' : '' })))),
    t.attachments.length ? h('div', { class: 'esk-zone' }, h('span', { class: 'esk-zone-name' }, 'Attachments'),
      h('div', { class: 'esk-row' }, t.attachments.map((card) => cardEl(card)))) : null,
    t.limbo_card ? h('div', { class: 'esk-zone' }, h('span', { class: 'esk-zone-name' }, 'Limbo card'), cardEl(t.limbo_card)) : null,
    h('div', { class: 'esk-zone esk-hand' }, h('span', { class: 'esk-zone-name' }, `Hand (${t.hand_size})${t.limbo ? ', frozen' : ''}`),
      h('div', { class: 'esk-row' }, handCards)));
}

function decisionEl(snapshot, ctx) {
  const { view, actions } = snapshot;
  if (!actions.length) {
    const w = view.waiting;
    return h('section', { class: 'esk-decision idle' }, w ? `Waiting: ${fillNames(w.prompt, snapshot.names)}` : 'The game is over.');
  }
  const travelers = view.waiting && view.waiting.kind === 'pick_traveler';
  return h('section', { class: 'esk-decision', 'aria-label': 'Your decision', 'data-decision': true },
    h('h2', null, view.waiting ? capital(fillNames(view.waiting.prompt, snapshot.names)) : 'Your move'),
    travelers ? h('div', { class: 'esk-row' }, actions.map((a) => {
      const kind = view.traveler_kinds.find((k) => k.key === a.traveler);
      return h('button', { type: 'button', class: 'esk-traveler-choice', 'data-legal': true, onclick: () => ctx.choose(a.action) },
        h('strong', null, kind.name), h('span', null, `${kind.style} · ${kind.burden} Burden, ${kind.hope} Hope`),
        h('span', null, `${kind.ability}: ${kind.text}`));
    })) : h('div', { class: 'esk-buttons' }, actions.map((a) => h('button', {
      type: 'button', class: a.kind === 'end' || a.kind === 'go' ? 'primary' : (a.detail ? 'esk-detailed' : ''), 'data-legal': true,
      onclick: () => ctx.choose(a.action),
    }, capital(a.label), a.detail ? h('span', { class: 'esk-detail' }, a.detail) : null))),
    view.peeked.length ? h('div', { class: 'esk-row' }, view.peeked.map((c) => cardEl(c))) : null);
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** What each space symbol means (tooltips do not reach phones). */
function legendEl() {
  return h('ul', { class: 'esk-legend', 'aria-label': 'Space symbols' },
    Object.values(SPACE).map((info) => h('li', null,
      h('span', { class: 'esk-legend-mark', style: { background: info.fill } }, info.glyph), ` ${info.label}`)));
}

// ------------------------------------------------------------------ interface
/**
 * Draw the board into ``container``.
 * @param snapshot Session.snapshot(viewer) from Python
 * @param ctx {choose(action), viewer}
 */
export function render(container, snapshot, ctx) {
  ensureStyles();
  const { view, names, actions } = snapshot;
  const byCard = new Map();
  const byDrift = new Map();
  for (const a of actions) {
    if (a.card && a.kind !== 'bottom') byCard.set(a.card, [...(byCard.get(a.card) || []), a]);
    if (a.drift) byDrift.set(a.drift, [...(byDrift.get(a.drift) || []), a]);
  }
  const order = [...view.travelers].sort((a, b) => (a.seat === ctx.viewer ? -1 : b.seat === ctx.viewer ? 1 : a.seat - b.seat));
  fill(container, h('div', { class: 'eskeletos' },
    h('p', { class: 'esk-round' }, `${view.mode === 'first_journey' ? 'First Journey · ' : ''}Round ${view.round} of at most ${view.round_limit}`),
    decisionEl(snapshot, ctx),
    h('div', { class: 'esk-table' },
      h('div', { class: 'esk-center' }, boardEl(view, names), legendEl(), limboEl(view, names), diceEl(view, names)),
      h('div', { class: 'esk-side' }, driftEl(view, byDrift, ctx.choose),
        order.map((t) => travelerEl(t, snapshot, ctx, byCard))))));
}

/** What the player to act may do, in words (for the status line). */
export function turnPrompt(snapshot) {
  const w = snapshot.view.waiting;
  if (!w) return 'choose a move.';
  const prompt = fillNames(w.prompt, snapshot.names);
  return /[.!?]$/.test(prompt) ? prompt : `${prompt}.`;  // "attempt the Gateway Check?" ends as it is
}

/** The end screen's table: ring reached, Relics, Burden, Hope. */
export function scoreTable(snapshot) {
  const { view } = snapshot;
  return {
    total: false, // a race to Acceptance: no row adds the others up
    columns: ['Reached', 'Relics', 'Burden', 'Hope'],
    rows: view.travelers.map((t) => ({
      seat: t.seat,
      cells: [t.ring === 6 ? 'Acceptance' : (t.limbo ? 'Limbo' : view.rings[t.ring - 1].name), t.relics.length, t.burden, t.hope],
    })),
  };
}

/** How the game ended, for the end screen: Acceptance, or the round limit's draw. */
export function endNote(snapshot) {
  const { view } = snapshot;
  if (view.end_reason === 'limit_draw') {
    return `Round ${view.round_limit} is over and nobody reached Acceptance: the game is a draw.`;
  }
  return '';
}

/** First Journey, the introductory mode, is the one option. */
export function newGameOptions() {
  return [{ name: 'first_journey', label: 'Mode', default: false,
    values: [{ value: false, label: 'Full game' }, { value: true, label: 'First Journey (introductory)' }] }];
}
