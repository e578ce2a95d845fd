// Skullminers renderer: the 5-column grid of tunnel tiles, crew dice, both Claim rows,
// your hand, and the controls of the Direct and Allocation phases.
// It draws snapshot.view and attaches the legal actions (snapshot.actions, action_info
// dicts from Python) to what it draws. It decides nothing: a cell, a card or a Claim is
// clickable only when an action in snapshot.actions names it.
import { h, s, fill, seatKind } from '../lib/dom.js';

const ui = new WeakMap();  // container -> selection state, reset when the position changes
const DIRS = ['N', 'E', 'S', 'W'];
const SEAT_CLASS = ['seat-a', 'seat-b'];

// ------------------------------------------------------------------ style sheet
function ensureStyles() {
  if (document.querySelector('link[data-renderer="skullminers"]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./skullminers.css', import.meta.url).href;
  link.dataset.renderer = 'skullminers';
  document.head.append(link);
}

// ------------------------------------------------------------------ geometry
/** The viewer's own Home Row is drawn at the bottom: Player 2's view is turned round. */
function layout(view, viewer) {
  const flip = viewer === 1;
  const rows = [];
  for (let i = 0; i < view.rows; i++) rows.push(flip ? i + 1 : view.rows - i);
  const cols = [];
  for (let i = 0; i < view.columns; i++) cols.push(flip ? view.columns - 1 - i : i);
  // screen direction of a compass side: where N, E, S, W point on screen
  const screen = flip ? { N: 'S', E: 'W', S: 'N', W: 'E' } : { N: 'N', E: 'E', S: 'S', W: 'W' };
  return { flip, rows, cols, screen, topOwner: flip ? 0 : 1, bottomOwner: flip ? 1 : 0 };
}

const END = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };

function seatName(snap, seat) {
  return snap.names[seat] || `Player ${seat + 1}`;
}

function companyClass(view, seat) {
  const company = view.companies?.[seat]?.id;
  return company ? `co-${company}` : SEAT_CLASS[seat];
}

// ------------------------------------------------------------------ tiles (SVG)
/**
 * A tunnel tile as SVG. ``tile``: {openings:[...], shaft:{in,out}|null}; ``screen``
 * maps compass sides to screen sides. Shafts are drawn in steel with arrows toward the
 * way out, so the one-way direction reads at a glance.
 */
function tileSvg(tile, screen, { ghost = false, label = null } = {}) {
  const parts = [s('rect', { x: 0, y: 0, width: 100, height: 100, rx: 6, class: 'rock' })];
  if (tile) {
    const sides = tile.openings.map((d) => screen[d]);
    const cls = tile.shaft ? 'tunnel shaft' : 'tunnel';
    if (sides.length === 1) {
      const [x, y] = END[sides[0]];
      parts.push(s('line', { x1: 50, y1: 50, x2: x, y2: y, class: cls }));
      parts.push(s('circle', { cx: 50, cy: 50, r: 17, class: `${cls} cap` }));
    } else {
      for (const side of sides) {
        const [x, y] = END[side];
        parts.push(s('line', { x1: 50, y1: 50, x2: x, y2: y, class: cls }));
      }
      parts.push(s('rect', { x: 35, y: 35, width: 30, height: 30, class: `${cls} hub` }));
    }
    if (tile.shaft) parts.push(...shaftArrows(screen[tile.shaft.in], screen[tile.shaft.out]));
  }
  const attrs = { class: `tile-svg${ghost ? ' ghost' : ''}`, viewBox: '0 0 100 100', focusable: 'false' };
  if (label) Object.assign(attrs, { role: 'img', 'aria-label': label });
  else attrs['aria-hidden'] = 'true';
  return s('svg', attrs, parts);
}

function chevron(cx, cy, towards) {
  // a small arrow head at (cx, cy) pointing to screen side ``towards``
  const rot = { N: 0, E: 90, S: 180, W: 270 }[towards];
  return s('path', { d: 'M-9 5 L0 -6 L9 5', class: 'arrow', transform: `translate(${cx} ${cy}) rotate(${rot})` });
}

function shaftArrows(inSide, outSide) {
  const mid = (side, t) => {
    const [x, y] = END[side];
    return [50 + (x - 50) * t, 50 + (y - 50) * t];
  };
  const away = (side) => side;                        // moving from the hub out to ``side``
  const toward = { N: 'S', S: 'N', E: 'W', W: 'E' };  // moving from ``side`` in to the hub
  const [ix, iy] = mid(inSide, 0.62);
  const [ox, oy] = mid(outSide, 0.62);
  return [chevron(ix, iy, toward[inSide]), chevron(ox, oy, away(outSide))];
}

function tileWords(tile) {
  if (!tile) return 'no tunnel';
  if (tile.shaft) return `Shaft, in at ${tile.shaft.in}, out at ${tile.shaft.out}`;
  return `tunnel open ${tile.openings.join(' ')}`;
}

function dieEl(crew, view, acting) {
  // On the acting player's turn, crew that already moved are spent: a fully spent die is
  // dimmed, a partly spent one shows how many may still move.
  const free = crew.value - crew.tired;
  const spent = acting && crew.tired > 0;
  return h('span', { class: `die ${companyClass(view, crew.seat)}${spent && !free ? ' spent' : ''}`, 'aria-hidden': 'true' },
    h('span', { class: 'die-value' }, String(crew.value)),
    spent && free ? h('span', { class: 'die-moved' }, `${free} left`) : null);
}

// ------------------------------------------------------------------ actions by kind
function byKind(actions) {
  const out = { build: [], play: [], discard: [], move: [], dig: [], attack: [], company: [], hide: [], done: null, pass: null };
  for (const a of actions) {
    if (out[a.kind] === null) out[a.kind] = a;
    else if (out[a.kind]) out[a.kind].push(a);
  }
  return out;
}

function cardText(card) {
  return card.type === 'crew' ? `${card.name} ${card.shape}, ${card.value} crew` : card.name;
}

// ------------------------------------------------------------------ grid
function cellEl(cell, ctx) {
  const { view, st, acts, geo, snap } = ctx;
  const crewWords = cell.crew
    ? `, ${seatName(snap, cell.crew.seat)}'s crew ${cell.crew.value}${ctx.acting && cell.crew.tired ? ` (${cell.crew.tired} moved this turn)` : ''}`
    : '';
  const words = `${cell.cell}: ${tileWords(cell.tile)}${crewWords}`;
  const acting = ctx.acting;
  let action = null;
  let onClick = null;
  let pressed = null;
  let ghost = null;
  let extra = '';
  if (st.card && acts.build.some((a) => a.card === st.card)) {  // a Crew card: where it fits
    action = acts.build.find((a) => a.card === st.card && a.orientation === st.orient && a.cell === cell.cell) || null;
    if (action) ghost = { openings: action.openings, shaft: action.shaft };
  } else if (st.card) {
    action = acts.play.find((a) => a.card === st.card && a.cell === cell.cell) || null;
  } else if (acts.move.length) {
    if (st.source && st.source !== cell.cell) {
      action = acts.move.find((a) => a.from === st.source && a.to === cell.cell && a.amount === st.amount) || null;
      if (action) extra = action.contest ? ' dest attack' : ' dest';
    }
    if (!action && acts.move.some((a) => a.from === cell.cell)) {
      pressed = st.source === cell.cell;
      if (st.source && !pressed) extra = ' alt-source';
      onClick = () => {
        st.source = pressed ? null : cell.cell;
        st.amount = st.source ? Math.max(...acts.move.filter((a) => a.from === st.source).map((a) => a.amount)) : 0;
        ctx.redraw();
      };
    }
  }
  if (action) onClick = () => ctx.choose(action.action);
  const inner = [
    tileSvg(cell.tile, geo.screen),
    ghost ? tileSvg(ghost, geo.screen, { ghost: true }) : null,
    cell.crew ? dieEl(cell.crew, view, acting) : null,
    h('span', { class: 'cell-name', 'aria-hidden': 'true' }, cell.cell),
    extra.includes('dest') ? h('span', { class: 'dest-mark', 'aria-hidden': 'true' }, `${extra.includes('attack') ? '⚔' : '→'} ${st.amount}`) : null,
  ];
  const cls = `cell${cell.tile ? ' built' : ' open'}${cell.tile?.shaft ? ' has-shaft' : ''}`;
  if (onClick) {
    const label = action ? action.label : (pressed ? `${words}; selected: choose where to send them (press again to cancel)` : `${words}: move crew from here`);
    return h('button', {
      type: 'button', class: `${cls} legal${pressed ? ' selected' : ''}${extra}`, 'data-legal': true, 'data-cell': cell.cell,
      'data-touch': `cell:${cell.cell}`, 'aria-pressed': pressed === null ? null : String(pressed), 'aria-label': label, onclick: onClick,
    }, inner);
  }
  return h('div', { class: cls, 'data-cell': cell.cell, 'data-touch': `cell:${cell.cell}`, role: 'img', 'aria-label': words }, inner);
}

function gridEl(ctx) {
  const { view, geo } = ctx;
  const byName = new Map(view.cells.map((c) => [c.cell, c]));
  const cells = [];
  for (const row of geo.rows) {
    for (const col of geo.cols) {
      const name = `${String.fromCharCode(65 + col)}${row}`;
      cells.push(cellEl(byName.get(name), ctx));
    }
  }
  const grid = h('div', { class: 'sm-grid', role: 'group', 'aria-label': 'The mine: 5 columns of Sites' }, cells);
  grid.style.gridTemplateColumns = `repeat(${view.columns}, var(--sm-cell))`;
  return grid;
}

// ------------------------------------------------------------------ claims
function claimRowEl(owner, ctx) {
  const { view, snap, acts, geo, st } = ctx;
  const claims = view.claims[owner];
  const seeker = 1 - owner;
  const items = geo.cols.map((col) => {
    const claim = claims[col];
    const actor = view.current_player;  // digs and scouting aim at the opponent's row, hiding at your own
    const sought = owner !== actor;
    const dig = sought ? acts.dig.find((a) => a.claim === claim.col) : null;
    const scout = sought && st.card ? acts.play.find((a) => a.card === st.card && a.claim === claim.col) : null;
    const hide = sought ? null : acts.hide.find((a) => a.claim === claim.col);
    const action = dig || scout || hide;
    let face;
    let words;
    if (claim.state === 'god') {
      face = [h('span', { class: 'claim-mark', 'aria-hidden': 'true' }, '☠'), h('span', { class: 'claim-word' }, 'God Skull')];
      words = 'the God Skull';
    } else if (claim.state === 'soil') {
      face = [h('span', { class: 'claim-word' }, 'Soil')];
      words = 'Soil';
    } else {
      face = [h('span', { class: 'claim-mark', 'aria-hidden': 'true' }, '?')];
      words = 'face down';
      const own = owner === ctx.viewer;  // Claims not blind: you know where you hid yours
      if (claim.known === 'god') {
        face.push(h('span', { class: 'claim-known known-god' }, own ? 'your God Skull' : 'God Skull!'));
        words += own ? '; your God Skull is hidden here' : '; you have seen the God Skull here';
      } else if (claim.known === 'soil' && !own) {
        face.push(h('span', { class: 'claim-known known-soil' }, 'Soil'));
        words += '; you have seen Soil here';
      }
    }
    const marked = claim.known === 'god' || (claim.known === 'soil' && owner !== ctx.viewer);
    const cls = `claim state-${claim.state}${marked ? ` known-${claim.known}` : ''}`;
    const label = `${seatName(snap, owner)}'s Claim ${claim.col}: ${words}`;
    const touch = `claim:${owner}-${claim.col}`;  // docs/notation/skullminers.md, Touch keys
    if (action) {
      return h('button', {
        type: 'button', class: `${cls} legal`, 'data-legal': true, 'data-claim': claim.col, 'data-touch': touch,
        'aria-label': `${action.label} (${label})`, onclick: () => ctx.choose(action.action),
      }, face, h('span', { class: 'claim-col' }, claim.col));
    }
    return h('div', { class: cls, 'data-claim': claim.col, 'data-touch': touch, role: 'img', 'aria-label': label }, face, h('span', { class: 'claim-col' }, claim.col));
  });
  const caption = `${seatName(snap, owner)}'s Claims: ${seatName(snap, seeker)} digs here`;
  const row = h('div', { class: `claim-row owner-${owner}`, role: 'group', 'aria-label': caption }, items);
  row.style.gridTemplateColumns = `repeat(${view.columns}, var(--sm-cell))`;
  return h('div', { class: 'claim-block' }, h('p', { class: 'claim-caption' }, caption), row);
}

// ------------------------------------------------------------------ hands and piles
function miniCard(card, view, geo, { onClick = null, pressed = null, label = null } = {}) {
  const body = card.type === 'crew'
    ? [tileSvg({ openings: card.shape.replace('>', '').split(''), shaft: card.shaft ? { in: card.shape[0], out: card.shape[2] } : null }, geo.screen),
      h('span', { class: 'mc-value' }, String(card.value))]
    : [h('span', { class: 'mc-text' }, card.text)];
  // The space (a flex box does not draw it) keeps the shown words apart: "Gallery 2", not "Gallery2".
  const parts = [h('span', { class: 'mc-name' }, card.name), ' ', h('span', { class: `mc-body ${card.type}` }, body)];
  const cls = `mcard ${card.type}`;
  const words = label || `${cardText(card)}. ${card.text}`;
  if (onClick) {
    return h('button', {
      type: 'button', class: `${cls} legal${pressed ? ' selected' : ''}`, 'data-legal': true, 'data-card': card.id,
      'aria-pressed': String(Boolean(pressed)), 'aria-label': words, title: card.text, onclick: onClick,
    }, parts);
  }
  return h('div', { class: cls, role: 'img', 'aria-label': words, title: card.text }, parts);
}

function handEl(seat, ctx) {
  const { view, snap, acts, st, geo } = ctx;
  const hand = view.hands[seat];  // another seat's too once the game is over
  const mine = seat === ctx.viewer;
  const canChoose = mine && ctx.acting && (acts.discard.length || acts.build.length || acts.play.length);
  let cards;
  if (hand === null) {
    cards = [];
    for (let i = 0; i < view.hand_sizes[seat]; i++) cards.push(h('span', { class: 'mcard back', 'aria-hidden': 'true' }, '☠'));
  } else {
    cards = hand.map((card) => (canChoose
      ? miniCard(card, view, geo, {
        pressed: st.card === card.id,
        label: `${cardText(card)}: ${card.text}${st.card === card.id ? ' (selected)' : ' (choose it)'}`,
        onClick: () => {
          if (st.card === card.id) st.card = null;
          else {
            st.card = card.id;
            const orients = [...new Set(acts.build.filter((a) => a.card === card.id).map((a) => a.orientation))];
            st.orient = orients[0] || null;
          }
          st.source = null;
          ctx.redraw();
        },
      })
      : miniCard(card, view, geo)));
  }
  const title = mine ? 'Your hand' : `${seatName(snap, seat)}'s hand`;
  return h('div', { class: 'hand-block' },
    h('span', { class: 'block-label' }, `${title} (${view.hand_sizes[seat]})`),
    h('div', { class: 'sm-hand', role: 'group', 'aria-label': `${title}: ${view.hand_sizes[seat]} cards`, 'data-touch': `hand:${seat}` },
      cards.length ? cards : h('span', { class: 'muted' }, 'no cards')));
}

function companyBadge(view, seat) {
  const company = view.companies?.[seat];
  return company ? h('span', { class: `company-badge ${companyClass(view, seat)}` }, company.name) : null;
}

function playerBar(seat, ctx) {
  const { view, snap } = ctx;
  const toPlay = view.current_player === seat;
  const discards = view.discards[seat];
  const top = discards.length ? discards[discards.length - 1].name : 'empty';
  const kind = seatKind(snap.seats[seat]);
  return h('section', { class: `sm-player${toPlay ? ' to-play' : ''}`, 'aria-label': `${seatName(snap, seat)}${kind}`, dataset: { seat: String(seat) } },
    h('header', { class: 'sm-player-head' },
      h('h2', { class: 'player-name' }, seatName(snap, seat), h('span', { class: 'muted' }, kind)),
      companyBadge(view, seat),
      toPlay && !view.terminal ? h('span', { class: 'badge to-play-badge' }, 'to play') : null,
      h('span', { class: 'sm-stats' },
        `Claims unearthed ${view.unearthed[seat]} · depth ${view.depths[seat]} · crew ${view.crew_totals[seat]} · deck ${view.deck_sizes[seat]} · `,
        h('span', { class: 'sm-discard', 'data-touch': `discard:${seat}` }, `discard ${discards.length} (top: ${top})`))),
    handEl(seat, ctx));
}

// ------------------------------------------------------------------ dice and contests
function diceRow(count, hits, cls) {
  const dice = [];
  for (let i = 0; i < count; i++) {
    const hit = i < hits;
    dice.push(h('span', { class: `hdie ${cls} ${hit ? 'hit' : 'miss'}`, title: hit ? 'Hit' : 'Miss' }, hit ? '✕' : ''));
  }
  return dice;
}

function contestEl(ctx) {
  const { view, snap } = ctx;
  const c = view.chance?.kind === 'contest' ? {
    cell: view.chance.cell, aggressor: view.chance.aggressor, defender: 1 - view.chance.aggressor,
    rounds: view.chance.rounds, result: null, live: true,
  } : view.last_contest;
  const rf = view.last_rockfall;
  if (!c && !rf) return null;
  const parts = [];
  if (c) {
    const result = {
      attackers: `${seatName(snap, c.aggressor)} takes ${c.cell}.`,
      defenders: `${seatName(snap, c.defender)} holds ${c.cell}.`,
      both: `Both sides fall: ${c.cell} stands empty.`,
    }[c.result] || 'Rolling…';
    parts.push(h('h3', { class: 'area-title' }, `${c.live ? 'Contest' : 'Last contest'} at ${c.cell}`),
      h('ol', { class: 'rounds' }, c.rounds.map((r, i) => h('li', null,
        h('span', { class: 'round-no' }, `Roll ${i + 1}`),
        h('span', { class: 'side-dice', 'aria-label': `${seatName(snap, c.aggressor)}: ${r.attack} dice, ${r.attack_hits} Hits` },
          h('span', { class: 'who' }, seatName(snap, c.aggressor)), diceRow(r.attack, r.attack_hits, companyClass(view, c.aggressor))),
        h('span', { class: 'side-dice', 'aria-label': `${seatName(snap, c.defender)}: ${r.defend} dice, ${r.defend_hits} Hits` },
          h('span', { class: 'who' }, seatName(snap, c.defender)), diceRow(r.defend, r.defend_hits, companyClass(view, c.defender))))),
      ),
      h('p', { class: 'result' }, result));
  }
  if (rf) {
    parts.push(h('p', { class: 'rockfall', 'aria-label': `Last rockfall at ${rf.cell}: ${rf.hits} Hits of ${rf.dice}` },
      `Last rockfall at ${rf.cell}: `, diceRow(rf.dice, rf.hits, 'rock'), ` ${rf.before} → ${rf.after} crew`));
  }
  return h('section', { class: 'sm-contest', 'aria-label': 'Dice', 'aria-live': 'polite', 'data-touch': 'dice' }, parts);
}

// ------------------------------------------------------------------ controls
function controlsEl(ctx) {
  const { view, snap, acts, st, geo } = ctx;
  if (!ctx.acting) {
    const cp = view.current_player;
    let text = '';
    if (view.terminal) text = view.end_reason === 'god_skull' ? 'The God Skull is found.' : `Round ${view.round_limit} is over and the God Skull is still buried: a draw.`;
    else if (cp >= 0) text = `${seatName(snap, cp)} is to play.`;
    return h('section', { class: 'sm-controls passive' }, h('p', null, text));
  }
  const items = [];
  if (acts.company.length) {
    items.push(h('p', { class: 'hint' }, 'Choose your Company; your opponent leads the other.'),
      h('div', { class: 'choice-buttons' }, acts.company.map((a) => h('button', {
        type: 'button', class: 'primary legal', 'data-legal': true, onclick: () => ctx.choose(a.action),
      }, a.label))));
  } else if (acts.hide.length) {
    items.push(h('p', { class: 'hint' }, 'Hide your God Skull: choose one of your own Claims (your opponent will not see which).'));
  } else if (acts.pass) {
    items.push(h('p', null, 'You have no cards.'), h('button', { type: 'button', class: 'primary legal', 'data-legal': true, onclick: () => ctx.choose(acts.pass.action) }, acts.pass.label));
  } else if (acts.discard.length) {
    items.push(...directControls(ctx));
  } else if (acts.done || acts.attack.length) {
    items.push(...allocationControls(ctx));
  }
  return h('section', { class: 'sm-controls', 'aria-label': 'Your move' }, items);
}

function directControls(ctx) {
  const { acts, st, view, geo } = ctx;
  if (!st.card) return [h('p', { class: 'hint' }, 'Direct: choose a card from your hand to build, play or discard it.')];
  const card = view.hands[ctx.viewer].find((c) => c.id === st.card);
  const out = [];
  const builds = acts.build.filter((a) => a.card === st.card);
  const plays = acts.play.filter((a) => a.card === st.card);
  if (card.type === 'crew') {
    const orients = [...new Set(builds.map((a) => a.orientation))];
    if (!builds.length) out.push(h('p', { class: 'hint warn' }, `${card.name} fits nowhere now: you can only discard it.`));
    else {
      out.push(h('p', { class: 'hint' }, `Build ${cardText(card)}: choose a highlighted cell${orients.length > 1 ? ', or turn the card' : ''}.`));
      if (orients.length > 1) {
        out.push(h('div', { class: 'orient-buttons', role: 'group', 'aria-label': 'Which way round' }, orients.map((o) => {
          const shaft = o.includes('>') ? { in: o[0], out: o[2] } : null;
          return h('button', {
            type: 'button', class: `orient${st.orient === o ? ' selected' : ''}`, 'aria-pressed': String(st.orient === o),
            'aria-label': `Build it as ${o}`, onclick: () => { st.orient = o; ctx.redraw(); },
          }, tileSvg({ openings: o.replace('>', '').split(''), shaft }, geo.screen), h('span', null, o));
        })));
      }
    }
  } else if (plays.length === 1 && !plays[0].target_kind) {
    out.push(h('button', { type: 'button', class: 'primary legal', 'data-legal': true, onclick: () => ctx.choose(plays[0].action) }, plays[0].label));
  } else if (plays.length) {
    out.push(h('p', { class: 'hint' }, `${card.name}: choose a highlighted ${plays[0].target_kind === 'claim' ? 'Claim' : 'cell'}.`));
  } else {
    out.push(h('p', { class: 'hint warn' }, `${card.name} has no target now: you can only discard it.`));
  }
  const discard = acts.discard.find((a) => a.card === st.card);
  if (discard) out.push(h('button', { type: 'button', class: 'legal', 'data-legal': true, onclick: () => ctx.choose(discard.action) }, discard.label));
  out.push(h('button', { type: 'button', onclick: () => { st.card = null; ctx.redraw(); } }, 'Choose another card'));
  return out;
}

function allocationControls(ctx) {
  const { acts, st } = ctx;
  const out = [];
  if (st.source) {
    const amounts = [...new Set(acts.move.filter((a) => a.from === st.source).map((a) => a.amount))].sort((x, y) => x - y);
    out.push(h('p', { class: 'hint' }, `Crew on ${st.source}: how many go, then choose a highlighted Site (red: an attack).`),
      h('div', { class: 'amounts', role: 'group', 'aria-label': 'How many crew move' }, amounts.map((n) => h('button', {
        type: 'button', class: `amount${st.amount === n ? ' selected' : ''}`, 'aria-pressed': String(st.amount === n),
        onclick: () => { st.amount = n; ctx.redraw(); },
      }, String(n)))));
  } else if (acts.attack.length) {
    const a = acts.attack[0];
    out.push(h('p', { class: 'hint' }, `Attack on ${a.cell}: send more crew into it from a highlighted crew, or roll.`),
      h('button', { type: 'button', class: 'primary legal attack', 'data-legal': true, onclick: () => ctx.choose(a.action) }, a.label));
    return out;
  } else {
    const bits = [];
    if (acts.move.length) bits.push('choose one of your crews to move it one step');
    if (acts.dig.length) bits.push('unearth a highlighted Claim');
    out.push(h('p', { class: 'hint' }, `Allocation: ${bits.length ? `${bits.join(', or ')}; ` : ''}end your turn when done.`));
  }
  // "End turn" only when Python lists it: a crew chosen during an attack (to send more into it)
  // has no end of turn, and the button would play nothing.
  if (acts.done) out.push(h('button', { type: 'button', class: 'primary legal', 'data-legal': true, onclick: () => ctx.choose(acts.done.action) }, 'End turn'));
  return out;
}

function infoBar(ctx) {
  const { view } = ctx;
  const phase = { company: 'Setup', hide: 'Setup: hiding God Skulls', direct: 'Direct phase', allocate: 'Allocation phase', chance: 'Dice and draws', over: 'Game over' }[view.phase] || view.phase;
  return h('p', { class: 'sm-info' },
    h('span', null, `Round ${view.round} of ${view.round_limit}`),
    h('span', null, phase),
    h('span', null, view.blind ? 'Blind Claims' : 'Hidden by their owners'),
    h('span', { class: 'legend' }, h('span', { class: 'legend-shaft' }, '▲'), ' Shaft: one way, along the arrows'),
    // Cards name sides by the compass (Bend NE, Shaft S>N); Player 2's view is turned round.
    h('span', { class: 'sm-compass' }, ctx.geo.flip ? '↓ North (the board is turned round for you)' : '↑ North'));
}

// ------------------------------------------------------------------ interface
/**
 * Draw the board into ``container``.
 * @param snapshot Session.snapshot(viewer) from Python
 * @param ctx {choose(action), viewer}
 */
export function render(container, snapshot, { choose, viewer }) {
  ensureStyles();
  const { view } = snapshot;
  const key = `${view.ply}:${viewer}:${snapshot.actions.length}`;
  let st = ui.get(container);
  if (!st || st.key !== key) {
    st = { key, card: null, orient: null, source: null, amount: 0 };
    ui.set(container, st);
  }
  const acts = byKind(snapshot.actions);
  const geo = layout(view, viewer);
  const ctx = {
    view, snap: snapshot, acts, st, geo, choose, viewer,
    acting: snapshot.actions.length > 0,
    redraw: () => {
      render(container, snapshot, { choose, viewer });
      const target = container.querySelector('.selected[data-legal], [data-legal].attack, .sm-grid [data-legal], [data-legal]');
      target?.focus({ preventScroll: true });
    },
  };
  if (!container.dataset.smKeys) {
    container.dataset.smKeys = '1';
    container.addEventListener('keydown', (event) => {
      const state = ui.get(container);
      if (event.key === 'Escape' && state && (state.card || state.source)) {
        state.card = null;
        state.source = null;
        state.redraw?.();
        event.preventDefault();
      }
    });
  }
  st.redraw = ctx.redraw;
  const me = viewer === null || viewer === undefined ? 0 : viewer;
  const other = 1 - me;
  fill(container, h('div', { class: 'skullminers' },
    infoBar(ctx),
    playerBar(other, ctx),
    h('div', { class: 'sm-board' },
      claimRowEl(geo.topOwner, ctx),
      gridEl(ctx),
      claimRowEl(geo.bottomOwner, ctx)),
    controlsEl(ctx),
    contestEl(ctx),
    playerBar(me, ctx)));
}

/** What the player to act may do, in words (for the status line). */
export function turnPrompt(snapshot) {
  const acts = byKind(snapshot.actions);
  if (acts.company.length) return 'choose your Company.';
  if (acts.hide.length) return 'hide your God Skull under one of your Claims.';
  if (acts.pass) return 'no cards in hand: go on to Allocation.';
  if (acts.discard.length) return 'build a Crew card, play a Directive or discard a card.';
  const parts = [];
  if (acts.attack.length) return `send more crew into the attack on ${acts.attack[0].cell}, or roll it.`;
  if (acts.move.length) parts.push('move crews');
  if (acts.dig.length) parts.push('unearth a Claim');
  parts.push('end your turn');
  return `${parts.slice(0, -1).join(', ')}${parts.length > 1 ? ' or ' : ''}${parts[parts.length - 1]}.`;
}

/** The end screen's table: Claims each player turned over and crew left (no tie-break:
 * only the God Skull wins, docs/rulings/skullminers.md). */
export function scoreTable(snapshot) {
  const { view } = snapshot;
  return {
    total: false,
    caption: 'Where the Companies stand (only the God Skull wins)',
    corner: 'At the end',
    columns: ['Claims unearthed', 'Crew on the grid'],
    rows: snapshot.names.map((_, seat) => ({ seat, cells: [view.unearthed[seat], view.crew_totals[seat]] })),
  };
}

/** How the game ended, for the end screen: the God Skull, or the round limit's draw. */
export function endNote(snapshot) {
  const { view } = snapshot;
  if (view.end_reason === 'limit_draw') {
    return `Round ${view.round_limit} is over and the God Skull is still buried: the game is a draw.`;
  }
  return view.end_reason === 'god_skull' ? 'The God Skull is unearthed.' : '';
}

/** The "blind Claims" option in words. */
export function newGameOptions(game) {
  const spec = game?.options?.blind_claims;
  return [{
    name: 'blind_claims',
    label: 'God Skull placement',
    default: spec ? spec.default : false,
    values: [
      { value: false, label: 'Each player hides their own, in secret' },
      { value: true, label: 'Blind: nobody knows where the God Skulls lie' },
    ],
  }];
}
