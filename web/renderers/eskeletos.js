// ESKELETOS renderer: the five rings drawn as a round board around Acceptance (each space a
// numbered tile with its kind's icon, a legend on demand), the pawns, the Limbo arc, the
// Drift, each Traveler's board, your hand with card texts, the dice, and a panel with every
// decision (a card choice shows the card's text beside it).
// It draws snapshot.view and attaches the legal actions (snapshot.actions, action_info
// dicts from Python) to what it draws. It decides nothing: a card, a Drift slot or a
// button is clickable only when an action in snapshot.actions names it. Each thing a move
// may change carries data-touch="<key>" (keys: docs/notation/eskeletos.md); the page
// highlights the keys of the last move.
import { h, s, fill, fillNames, seatKind } from '../lib/dom.js';

const SIZE = 640;
const C = SIZE / 2;
const PAWN_R = 12;
const PAWN_LIFT = 20;  // a pawn is a pin: its head stands this far above the space it marks
const BOARD_TOP = -(PAWN_LIFT + PAWN_R - 4);  // room above the outer ring for its pins' heads
const BAND = 50;  // a ring's width
const GAP = 3;    // between rings
const ACCEPT_R = 52;
const OUTER = { 1: 316 };
for (let r = 2; r <= 5; r++) OUTER[r] = OUTER[r - 1] - BAND - GAP;
const SEAT_COLORS = ['#e0b04a', '#5fb0e8', '#e0607a', '#7ed38a'];

// Each space kind: its name, tile colour, icon colour and icon (drawn in a 20x20 box around 0,0).
const SPACE = {
  wheel: { label: "Ship's Wheel", fill: '#b8913a', ink: '#fff6dc', what: 'Start of the ring; no conflict here.' },
  turning: { label: 'Turning Point', fill: '#6d52a8', ink: '#f0e8ff', what: 'Gateway Check to the next ring; a Relic may lie here; no conflict.' },
  hazard: { label: 'Hazard', fill: '#9c3533', ink: '#ffe7e4', what: '1 Burden unless you are protected.' },
  lotus: { label: 'Lotus rest', fill: '#b8708f', ink: '#fff0f6', what: 'Shed 1 Burden or take 1 Hope; no conflict.' },
  nature: { label: 'Nature', fill: '#3f7a3b', ink: '#e6ffe0', what: 'Draw a Nature card.' },
  corporeal: { label: 'Corporeal Form', fill: '#a8652f', ink: '#fff0e0', what: 'Draw a Corporeal Form card.' },
  emotion: { label: 'Emotion', fill: '#3b63a0', ink: '#e6efff', what: 'Draw an Emotion card.' },
  memory: { label: 'Memory', fill: '#7d6c45', ink: '#fff6e0', what: 'Draw a Memory card.' },
  void: { label: 'Void', fill: '#2c2540', ink: '#d8ccff', what: 'Draw a Void card.' },
};
const ICON = {
  wheel: [['circle', { r: 5.5, fill: 'none', 'stroke-width': 2.2 }], ['circle', { r: 1.8 }],
    ['path', { d: 'M0-10V-5.5M0 5.5V10M-10 0H-5.5M5.5 0H10M-7 -7L-3.9-3.9M3.9 3.9L7 7M-7 7L-3.9 3.9M3.9-3.9L7-7', fill: 'none', 'stroke-width': 2.2, 'stroke-linecap': 'round' }]],
  turning: [['path', { d: 'M0 0a2 2 0 0 1 2.2 2.2a4.2 4.2 0 0 1-4.6 4.2a6.4 6.4 0 0 1-6-7a8.4 8.4 0 0 1 9-7.6a9.6 9.6 0 0 1 8.4 8.4', fill: 'none', 'stroke-width': 2.2, 'stroke-linecap': 'round' }]],
  hazard: [['path', { d: 'M0-9.5L9.5 8H-9.5Z', fill: 'none', 'stroke-width': 2.2, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M0-3V2.5', 'stroke-width': 2.4, 'stroke-linecap': 'round' }], ['circle', { cy: 5.2, r: 1.3 }]],
  lotus: [['path', { d: 'M0 7C-5 3-5-3 0-9C5-3 5 3 0 7ZM0 7C-5 7-10 4-10-1C-6-1-3 2 0 7ZM0 7C5 7 10 4 10-1C6-1 3 2 0 7Z' }]],
  nature: [['path', { d: 'M-8 8C-9-3-1-9 9-9C9 1 3 9-8 8Z' }], ['path', { d: 'M-8 8L3-3', fill: 'none', 'stroke-width': 1.6, class: 'esk-icon-cut' }]],
  corporeal: [['path', { d: 'M-5.5-5.5L5.5 5.5', 'stroke-width': 3.4, 'stroke-linecap': 'round' }],
    ['circle', { cx: -7.5, cy: -4.5, r: 2.6 }], ['circle', { cx: -4.5, cy: -7.5, r: 2.6 }],
    ['circle', { cx: 7.5, cy: 4.5, r: 2.6 }], ['circle', { cx: 4.5, cy: 7.5, r: 2.6 }]],
  emotion: [['path', { d: 'M0 8.5C-10.5 1-9.5-8-4.2-8C-1.5-8 0-5.5 0-4.5C0-5.5 1.5-8 4.2-8C9.5-8 10.5 1 0 8.5Z' }]],
  memory: [['path', { d: 'M-6.5-9H6.5M-6.5 9H6.5', fill: 'none', 'stroke-width': 2, 'stroke-linecap': 'round' }],
    ['path', { d: 'M-5.5-8H5.5L0 0L5.5 8H-5.5L0 0Z' }]],
  void: [['circle', { r: 8, fill: 'none', 'stroke-width': 2.2 }], ['circle', { cx: 2.5, cy: -2.5, r: 4.2 }]],
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
function angleOf(index, count) {
  return -Math.PI / 2 + (2 * Math.PI * index) / count;  // index 0 at the top, clockwise
}

function polar(r, a) {
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

const f1 = (v) => v.toFixed(1);

/** The point of a space where its pawns stand: on the tile, towards its outer edge. */
function spacePoint(ring, index, count) {
  return polar(OUTER[ring] - BAND * 0.3, angleOf(index, count));
}

/** A ring tile: the annular sector of space ``index`` of ``count`` on ``ring``. */
function sectorPath(ring, index, count) {
  const ro = OUTER[ring];
  const ri = ro - BAND;
  const half = Math.PI / count;
  const mid = angleOf(index, count);
  const [ao0, ao1] = [mid - half + 1.5 / ro, mid + half - 1.5 / ro];
  const [ai0, ai1] = [mid - half + 1.5 / ri, mid + half - 1.5 / ri];
  const [x0, y0] = polar(ro, ao0);
  const [x1, y1] = polar(ro, ao1);
  const [x2, y2] = polar(ri, ai1);
  const [x3, y3] = polar(ri, ai0);
  return `M${f1(x0)} ${f1(y0)}A${ro} ${ro} 0 0 1 ${f1(x1)} ${f1(y1)}L${f1(x2)} ${f1(y2)}A${ri} ${ri} 0 0 0 ${f1(x3)} ${f1(y3)}Z`;
}

/** Space types of a ring, from its one-letter layout (view.space_codes). */
function spacesOf(view, ring) {
  return [...ring.layout].map((code) => view.space_codes[code]);
}

/** A space kind's icon at (x, y), ``size`` units across (an SVG group; colour from CSS). */
function icon(kind, x, y, size) {
  const k = size / 20;
  const { fill: tile, ink } = SPACE[kind];
  return s('g', { class: 'esk-icon', fill: ink, stroke: ink, 'stroke-width': 0, transform: `translate(${f1(x)} ${f1(y)}) scale(${k.toFixed(3)})` },
    ICON[kind].map(([tag, attrs]) => s(tag, attrs.class === 'esk-icon-cut' ? { ...attrs, stroke: tile } : attrs)));
}

function spaceName(view, ring, index) {
  const r = view.rings[ring - 1];
  return `${r.name} ${index}, ${SPACE[spacesOf(view, r)[index]].label}`;
}

// ------------------------------------------------------------------ the main board
/** A map pin in a seat's colour, its point on (x, y), its head at (hx, hy), the seat number in it. */
function pawnPin(x, y, hx, hy, color, label, title) {
  const a = 0.75;  // where the tail meets the head, in radians either side of straight down
  const [lx, rx, ny] = [hx - PAWN_R * Math.sin(a), hx + PAWN_R * Math.sin(a), hy + PAWN_R * Math.cos(a)];
  return s('g', { class: 'esk-pawn' }, s('title', null, title),
    s('path', { class: 'esk-pin-tail', d: `M${f1(x)} ${f1(y)} L${f1(lx)} ${f1(ny)} L${f1(rx)} ${f1(ny)} Z`, fill: color }),
    s('circle', { cx: f1(hx), cy: f1(hy), r: PAWN_R, fill: color }),
    s('text', { x: f1(hx), y: f1(hy + 5), 'text-anchor': 'middle' }, label));
}

function ringTiles(view, ring) {
  const spaces = spacesOf(view, ring);
  const n = spaces.length;
  const mid = OUTER[ring.ring] - BAND / 2;
  return spaces.map((type, i) => {
    const a = angleOf(i, n);
    const [ix, iy] = polar(mid + 6, a);
    const [nx, ny] = polar(mid - 16, a);
    return s('g', { class: `esk-space t-${type}`, 'data-touch': `space:${ring.ring}.${i}` },
      s('title', null, `${ring.name} ${i}: ${SPACE[type].label}`),
      s('path', { d: sectorPath(ring.ring, i, n), fill: SPACE[type].fill }),
      icon(type, ix, iy, 23),
      i === 0 ? null : s('text', { x: f1(nx), y: f1(ny + 3.5), class: 'esk-space-num', 'text-anchor': 'middle' }, String(i)));
  });
}

function boardEl(view, names) {
  const parts = [s('circle', { cx: C, cy: C, r: OUTER[1] + 2, class: 'esk-ground' })];
  for (const ring of view.rings) parts.push(...ringTiles(view, ring));
  parts.push(s('g', { 'data-touch': 'space:acceptance', class: 'esk-accept' },
    s('circle', { cx: C, cy: C, r: ACCEPT_R - 2, class: 'esk-acceptance' }),
    s('text', { x: C, y: C + 4, class: 'esk-acceptance-label', 'text-anchor': 'middle' }, 'Acceptance')));
  // Relics lying on Turning Points: a small plaque on the tile's inner edge.
  for (const relic of view.relics) {
    if (!relic.at || view.mode === 'first_journey') continue;  // no Relics in First Journey
    const [ring, index] = relic.at.split('.').map(Number);
    const n = view.rings[ring - 1].layout.length;
    const [x, y] = polar(OUTER[ring] - BAND + 9, angleOf(index, n));
    parts.push(s('g', { class: 'esk-relic', 'data-touch': `relic:${relic.key}` }, s('title', null, `${relic.name} lies here (${spaceName(view, ring, index)})`),
      s('circle', { cx: f1(x), cy: f1(y), r: 8.5 }),
      s('text', { x: f1(x), y: f1(y + 4), 'text-anchor': 'middle' }, RELIC_GLYPH[relic.key])));
  }
  // Pawns: pins whose heads stand above the space; those sharing a space stand side by side.
  const groups = new Map();
  for (const t of view.travelers) {
    let point;
    if (t.ring === 6) point = [C, C - 10];
    else if (t.place) point = spacePoint(t.ring, t.pos, view.rings[t.ring - 1].layout.length);
    else continue;
    const key = point.join(',');
    groups.set(key, [...(groups.get(key) || []), [t, point]]);
  }
  for (const group of groups.values()) {
    group.forEach(([t, [x, y]], k) => {
      const dx = (k - (group.length - 1) / 2) * (2 * PAWN_R + 3);
      parts.push(pawnPin(x, y, x + dx, y - PAWN_LIFT, SEAT_COLORS[t.seat], String(t.seat + 1),
        `${names[t.seat]} on ${t.ring === 6 ? 'Acceptance' : spaceName(view, t.ring, t.pos)}`));
    });
  }
  const where = view.travelers.map((t) => `${names[t.seat]}: ${whereWords(view, t)}`);
  return s('svg', { class: 'esk-board', viewBox: `0 ${BOARD_TOP} ${SIZE} ${SIZE - BOARD_TOP}`, role: 'img', 'aria-label': `The rings. ${where.join('; ')}` }, parts);
}

/** Where a Traveler stands, in words: "Anger (ring 2), space 5, a Hazard". */
function whereWords(view, t) {
  if (t.limbo) return `Limbo, space ${t.limbo}`;
  if (t.ring === 6) return 'Acceptance';
  if (!t.place) return 'not yet on the board';
  const ring = view.rings[t.ring - 1];
  return `${ring.name} (ring ${t.ring}), space ${t.pos}, ${SPACE[spacesOf(view, ring)[t.pos]].label}`;
}

/** The rings' names outside in, with who stands on each (the board shows only numbers). */
function ringLadder(view, names) {
  return h('ol', { class: 'esk-ladder', 'aria-label': 'Rings, outside in' },
    view.rings.map((ring) => h('li', null, h('span', { class: 'esk-ladder-num' }, String(ring.ring)), ` ${ring.name}`,
      view.travelers.filter((t) => !t.limbo && t.ring === ring.ring && t.place).map((t) => h('span', {
        class: 'esk-seat', style: { background: SEAT_COLORS[t.seat] }, title: names[t.seat],
      }, String(t.seat + 1))))),
    h('li', null, h('span', { class: 'esk-ladder-num' }, '★'), ' Acceptance'));
}

/** What each space means: a legend a player opens when needed. */
function legendEl() {
  return h('details', { class: 'esk-legend-box' },
    h('summary', null, 'What the spaces mean'),
    h('ul', { class: 'esk-legend', 'aria-label': 'Space kinds' },
      Object.entries(SPACE).map(([kind, info]) => h('li', null,
        s('svg', { class: 'esk-legend-mark', viewBox: '-12 -12 24 24', 'aria-hidden': 'true' },
          s('rect', { x: -12, y: -12, width: 24, height: 24, rx: 5, fill: info.fill }), icon(kind, 0, 0, 18)),
        h('span', null, h('strong', null, info.label), ` — ${info.what}`)))),
    h('p', { class: 'esk-legend-note' }, 'Numbers count the spaces of a ring clockwise from its Ship\'s Wheel (0). Relics: ',
      Object.entries(RELIC_GLYPH).map(([, g]) => g).join(' '), ' lie on Turning Points.'));
}

function limboEl(view, names) {
  const parts = [];
  const W = 360;
  for (let i = 1; i <= 7; i++) {
    const angle = Math.PI - (Math.PI * (i - 1)) / 6;
    const x = W / 2 + 150 * Math.cos(angle);
    const y = 150 - 110 * Math.sin(angle);
    parts.push(s('g', { class: `esk-limbo-space${i === 7 ? ' exit' : ''}`, 'data-touch': `limbo:${i}` },
      s('circle', { cx: f1(x), cy: f1(y), r: 16 }),
      s('text', { x: f1(x), y: f1(y + 5), 'text-anchor': 'middle' }, String(i))));
    view.travelers.filter((t) => t.limbo === i).forEach((t, k) => {
      parts.push(s('g', { class: 'esk-pawn' }, s('title', null, `${names[t.seat]} on Limbo space ${i}`),
        s('circle', { cx: f1(x + 12 * k - 6), cy: f1(y - 22), r: 8, fill: SEAT_COLORS[t.seat] }),
        s('text', { x: f1(x + 12 * k - 6), y: f1(y - 18), 'text-anchor': 'middle' }, String(t.seat + 1))));
    });
  }
  parts.push(s('text', { x: W / 2, y: 170, 'text-anchor': 'middle', class: 'esk-limbo-label' }, 'Limbo: 1 Entrance → 7 Exit Portal'));
  return h('section', { class: 'esk-limbo', 'aria-label': 'The Limbo arc' },
    s('svg', { viewBox: `0 0 ${W} 180`, role: 'img', 'aria-label': 'Limbo arc' }, parts));
}

// ------------------------------------------------------------------ cards
function cardEl(card, { actions = [], choose = null, extra = '', touch = null } = {}) {
  const deck = card.deck || 'fate';
  const body = [
    h('span', { class: 'esk-card-deck' }, card.hidden ? `${deckName(deck)} card` : `${deckName(card.deck)} · ${kindName(card.kind)}`),
    h('span', { class: 'esk-card-name' }, card.hidden ? 'face down' : card.name),
    card.hidden ? null : h('span', { class: 'esk-card-text' }, card.text),
  ];
  const cls = `esk-card d-${DECK_CLASS[deck] || 'fate'}${card.hidden ? ' hidden' : ''} ${extra}`.trim();
  if (!actions.length || !choose) return h('div', { class: cls, 'data-touch': touch }, body);
  return h('div', { class: `${cls} legal`, 'data-touch': touch }, body,
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
  const recent = view.recent.slice(-5).map((e) => h('li', null, capital(fillNames(e.text, names))));
  return h('section', { class: 'esk-events', 'aria-label': 'Dice and events', 'data-touch': 'dice' },
    lines, h('ul', null, recent));
}

function driftEl(view, byDrift, choose) {
  return h('section', { class: 'esk-drift', 'aria-label': 'The Drift' },
    h('h2', null, 'The Drift'),
    h('div', { class: 'esk-row' }, view.drift.map((card, i) => cardEl(card, {
      actions: byDrift.get(i + 1) || [], choose, extra: card.elder >= 0 ? 'elder' : '', touch: `drift:${i + 1}`,
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
  const seat = t.seat;
  return h('section', { class: `esk-traveler${(view.current_player >= 0 ? view.current_player : view.turn) === seat ? ' active' : ''}`, style: { borderColor: SEAT_COLORS[seat] },
    dataset: { seat: String(seat) }, 'data-touch': `traveler:${seat}`, 'aria-label': `${names[seat]}'s board` },
    h('h2', null, h('span', { class: 'esk-seat', style: { background: SEAT_COLORS[seat] } }, String(seat + 1)),
      ` ${names[seat]}${seatKind(snapshot.seats[seat])}`, t.name ? h('span', { class: 'esk-kind' }, ` · ${t.name}`) : null),
    t.ability ? h('p', { class: 'esk-ability' }, h('strong', null, `${t.ability}: `), t.ability_text) : null,
    h('p', { class: 'esk-tokens' },
      h('span', { class: 'esk-burden', 'data-touch': `burden:${seat}` }, `Burden ${t.burden}/${view.limits.burden}`),
      h('span', { class: 'esk-hope', 'data-touch': `hope:${seat}` }, `Hope ${t.hope}`),
      h('span', null, whereWords(view, t)),
      t.crisis_shed ? h('span', null, 'sheds 1 Burden at turn end') : null,
      t.ward ? h('span', null, 'warded from Hazards') : null),
    view.mode === 'first_journey' ? null : h('div', { class: 'esk-relics', 'data-touch': `relics:${seat}` }, relicSlots),
    view.mode === 'first_journey' ? null : h('div', { class: 'esk-zone', 'data-touch': `vault:${seat}` }, h('span', { class: 'esk-zone-name' }, `Suppressed (${t.vault.length}/${view.limits.vault})`),
      h('div', { class: 'esk-row' }, t.vault.map((card) => cardEl(card.hidden
        ? { hidden: true, deck: 'fate', name: '' } : card, { extra: card.hazard_known ? 'hazard' : '' })))),
    t.attachments.length ? h('div', { class: 'esk-zone', 'data-touch': `attachments:${seat}` }, h('span', { class: 'esk-zone-name' }, 'Attachments'),
      h('div', { class: 'esk-row' }, t.attachments.map((card) => cardEl(card)))) : null,
    t.limbo_card ? h('div', { class: 'esk-zone', 'data-touch': `limbo-card:${seat}` }, h('span', { class: 'esk-zone-name' }, 'Limbo card'), cardEl(t.limbo_card)) : null,
    h('div', { class: 'esk-zone esk-hand', 'data-touch': `hand:${seat}` }, h('span', { class: 'esk-zone-name' }, `Hand (${t.hand_size})${t.limbo ? ', frozen' : ''}`),
      h('div', { class: 'esk-row' }, handCards)));
}

/** The card an action names, as the chooser sees it (a Drift card, a hand card), or null. */
function choiceCard(view, viewer, a) {
  if (a.drift) return view.drift[a.drift - 1] || null;
  if (!a.card) return null;
  const own = view.travelers.find((t) => t.seat === viewer);
  const pools = [own?.hand || [], view.peeked || [], ...view.travelers.map((t) => t.attachments)];
  for (const pool of pools) {
    const found = pool.find((c) => c && c.key === a.card);
    if (found) return found;
  }
  return null;
}

function decisionButton(snapshot, ctx, a) {
  const card = choiceCard(snapshot.view, ctx.viewer, a);
  const primary = a.kind === 'end' || a.kind === 'go';
  if (card) {  // a card choice: the card's text beside the words of the choice
    return h('button', {
      type: 'button', class: `esk-card-choice d-${DECK_CLASS[card.deck] || 'fate'}`, 'data-legal': true, onclick: () => ctx.choose(a.action),
    }, h('span', { class: 'esk-choice-label' }, capital(a.label)),
    h('span', { class: 'esk-card-deck' }, `${deckName(card.deck)} · ${kindName(card.kind)}`),
    h('span', { class: 'esk-detail' }, a.detail || card.text));
  }
  return h('button', {
    type: 'button', class: primary ? 'primary' : (a.detail ? 'esk-detailed' : ''), 'data-legal': true,
    onclick: () => ctx.choose(a.action),
  }, capital(a.label), a.detail ? h('span', { class: 'esk-detail' }, a.detail) : null);
}

function waitingWords(snapshot) {
  const w = snapshot.view.waiting;
  if (!w) return 'The game is over.';
  const prompt = fillNames(w.prompt, snapshot.names);
  return w.seat >= 0 ? `Waiting for ${snapshot.names[w.seat]}: ${prompt}.` : `${capital(prompt)}…`;
}

function decisionEl(snapshot, ctx) {
  const { view, actions } = snapshot;
  if (!actions.length) return h('section', { class: 'esk-decision idle' }, waitingWords(snapshot));
  const travelers = view.waiting && view.waiting.kind === 'pick_traveler';
  return h('section', { class: 'esk-decision', 'aria-label': 'Your decision', 'data-decision': true },
    h('h2', null, view.waiting ? capital(fillNames(view.waiting.prompt, snapshot.names)) : 'Your move'),
    travelers ? h('div', { class: 'esk-row' }, actions.map((a) => {
      const kind = view.traveler_kinds.find((k) => k.key === a.traveler);
      return h('button', { type: 'button', class: 'esk-traveler-choice', 'data-legal': true, onclick: () => ctx.choose(a.action) },
        h('strong', null, kind.name), h('span', null, `${kind.style} · ${kind.burden} Burden, ${kind.hope} Hope`),
        h('span', null, `${kind.ability}: ${kind.text}`));
    })) : h('div', { class: 'esk-buttons' }, actions.map((a) => decisionButton(snapshot, ctx, a))),
    view.peeked.length ? h('div', { class: 'esk-row' }, view.peeked.map((c) => cardEl(c))) : null);
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
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
  const legendOpen = container.querySelector('.esk-legend-box')?.open;  // a legend opened stays open
  fill(container, h('div', { class: 'eskeletos' },
    h('p', { class: 'esk-round' }, `${view.mode === 'first_journey' ? 'First Journey · ' : ''}Round ${view.round} of at most ${view.round_limit}`),
    decisionEl(snapshot, ctx),
    h('div', { class: 'esk-table' },
      h('div', { class: 'esk-center' }, boardEl(view, names), ringLadder(view, names), legendEl(), limboEl(view, names), diceEl(view, names)),
      h('div', { class: 'esk-side' }, driftEl(view, byDrift, ctx.choose),
        order.map((t) => travelerEl(t, snapshot, ctx, byCard))))));
  if (legendOpen) container.querySelector('.esk-legend-box').open = true;
}

/** How the game ended, in Python's words, for the end screen. */
export function endNote(snapshot) {
  return snapshot.view.end ? fillNames(snapshot.view.end, snapshot.names) : '';
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
    caption: 'Where the Travelers stand',
    corner: 'At the end',
    columns: ['Reached', 'Relics', 'Burden', 'Hope'],
    rows: view.travelers.map((t) => ({
      seat: t.seat,
      cells: [t.ring === 6 ? 'Acceptance' : (t.limbo ? 'Limbo' : view.rings[t.ring - 1].name), t.relics.length, t.burden, t.hope],
    })),
  };
}

/** First Journey, the introductory mode, is the one option. */
export function newGameOptions() {
  return [{ name: 'first_journey', label: 'Mode', default: false,
    values: [{ value: false, label: 'Full game' }, { value: true, label: 'First Journey (introductory)' }] }];
}
