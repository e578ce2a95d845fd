// Court of the Dead: Mourners Call renderer: the map of Illverness (12 locations with
// figures by owner and guild, Malavestros), the meters, the guild track, player boards,
// your Court hand and Wallows cards, and a panel for the decision at hand (splitting
// Etherea, taking piles, drafting, blind bids, moving figures, effect choices).
// It draws snapshot.view and attaches the legal actions (snapshot.actions, action_info
// dicts from Python) to what it draws. It decides nothing: Python lists and checks every
// action. Two builders (the Etherea split and figure movements) compose an action string
// in the documented notation (docs/notation/court_of_the_dead.md); Python validates it.
import { h, fill, fillNames, seatKind } from '../lib/dom.js';

const ui = new WeakMap();  // container -> builder state, reset when the position changes
const FACTIONS = ['bone', 'flesh', 'spirit'];
const FACTION_LABEL = { bone: 'Bone', flesh: 'Flesh', spirit: 'Spirit', court: 'Court' };
const PHASES = {
  setup: 'Set-up', distribution: '1 · Ethereal Distribution', wallows: '2 · Wallows cards',
  draft: '3 · Court card drafting', actions: '4 · Action Phase', dreadsgrip: '5 · Dreadsgrip check',
  tithe: '6 · Celestial Tithe', resolve: '7 · Locations and guilds', cleanup: '8 · Clean-up', over: 'Game over',
};

function ensureStyles() {
  if (document.querySelector('link[data-renderer="court_of_the_dead"]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./court_of_the_dead.css', import.meta.url).href;
  link.dataset.renderer = 'court_of_the_dead';
  document.head.append(link);
}

// ------------------------------------------------------------------ words
function name(snap, seat) {
  return snap.names[seat] || `Player ${seat + 1}`;
}

function named(snap, text) {
  return fillNames(text, snap.names);
}

/** The prompt of the decision at hand, without a leading "{pN}: " (the name is shown apart). */
function promptText(snap) {
  return named(snap, String(snap.view.asks.prompt).replace(/^\{p\d\}: /, ''));
}

function seatClass(seat) {
  return `cd-seat-${seat}`;
}

function guildName(view, id) {
  return view.guilds.find((g) => g.id === id)?.name || id;
}

function card(view, id) {
  return view.cards?.[id] || view.you?.cards?.[id] || { id, name: id };
}

// ------------------------------------------------------------------ actions
function byKind(actions) {
  const out = new Map();
  for (const a of actions) {
    if (!out.has(a.kind)) out.set(a.kind, []);
    out.get(a.kind).push(a);
  }
  return out;
}

function actionButton(ctx, info, text = null, extra = '') {
  return h('button', {
    type: 'button', class: `legal ${extra}`.trim(), 'data-legal': true,
    onclick: () => ctx.choose(info.action),
  }, named(ctx.snap, text || info.label));
}

// ------------------------------------------------------------------ top bar
function meter(label, value, max, note) {
  return h('div', { class: 'cd-meter', role: 'group', 'aria-label': `${label} ${value} of ${max}` },
    h('span', { class: 'cd-meter-label' }, label),
    h('span', { class: 'cd-meter-bar' }, h('span', { class: 'cd-meter-fill', style: { width: `${Math.min(100, (100 * value) / max)}%` } })),
    h('span', { class: 'cd-meter-value' }, `${value}/${max}`),
    note ? h('span', { class: 'cd-meter-note' }, note) : null);
}

function topBar(ctx) {
  const { view, snap } = ctx;
  const m = view.meters;
  return h('div', { class: 'cd-bar' },
    h('div', { class: 'cd-round' }, h('strong', null, `Round ${view.round}`), ' · ', PHASES[view.phase] || view.phase,
      view.extra_turns !== null && view.extra_turns !== undefined ? h('span', { class: 'cd-ending' }, ' · last turns') : null,
      view.ending && view.phase !== 'over' ? h('span', { class: 'cd-ending' }, ' · final round') : null),
    meter('Celestial Suspicion', m.suspicion, 13, `Tithe ${m.tithe}`),
    meter('Dreadsgrip Threat', m.dreadsgrip, 10, `limit ${m.limit} figures`),
    h('div', { class: 'cd-facts' },
      h('span', null, `Unity left: ${view.unity_supply}`),
      h('span', null, `Dirth Forge: ${view.forge} Etherea`),
      h('span', null, 'Alltaker: ', h('span', { class: `cd-name ${seatClass(view.first_player)}` }, name(snap, view.first_player)),
        view.alltaker_used ? ' (used)' : ''),
      h('span', null, 'Dreadsbane: ', view.dreadsbane === null ? 'supply'
        : h('span', { class: `cd-name ${seatClass(view.dreadsbane)}` }, name(snap, view.dreadsbane)))));
}

// ------------------------------------------------------------------ the map
function figureChips(ctx, loc) {
  const { view, acts } = ctx;
  const chips = [];
  loc.figures.forEach((counts, seat) => {
    counts.forEach((count, g) => {
      if (!count) return;
      const guild = view.guild_ids[g];
      const target = (acts.get('figure') || []).find((a) => a.place === loc.id && a.seat === seat && a.guild === guild);
      const text = `${guild}${count > 1 ? `×${count}` : ''}`;
      const label = `${name(ctx.snap, seat)}: ${count} ${guildName(view, guild)}`;
      chips.push(target
        ? h('button', { type: 'button', class: `cd-chip legal ${seatClass(seat)}`, 'data-legal': true, title: named(ctx.snap, target.label),
          'aria-label': named(ctx.snap, target.label), onclick: () => ctx.choose(target.action) }, text)
        : h('span', { class: `cd-chip ${seatClass(seat)}`, title: label, 'aria-label': label }, text));
    });
  });
  return chips;
}

function locationTile(ctx, loc) {
  const { st, snap } = ctx;
  const choice = (ctx.acts.get('location') || []).find((a) => a.location === loc.id);
  const mover = st.move;
  let onPick = null;
  let pickLabel = null;
  if (choice) {
    onPick = () => ctx.choose(choice.action);
    pickLabel = named(snap, choice.label);
  } else if (mover && mover.src !== null && ctx.moveTargets(mover.src).has(loc.id)) {
    onPick = () => { mover.dst = loc.id; ctx.redraw(); };
    pickLabel = `Move to ${loc.name}`;
  } else if (mover && mover.src === null && ctx.moveTargets(loc.id).size > 0) {
    onPick = () => { mover.src = loc.id; mover.counts = [0, 0, 0, 0, 0, 0]; ctx.redraw(); };
    pickLabel = `Move figures from ${loc.name}`;
  }
  const classes = ['cd-loc', `cd-f-${loc.faction}`];
  if (mover?.src === loc.id) classes.push('cd-src');
  if (mover?.dst === loc.id) classes.push('cd-dst');
  const header = h('div', { class: 'cd-loc-head' },
    h('span', { class: 'cd-loc-num' }, String(loc.id)),
    h('span', { class: 'cd-loc-name' }, loc.name),
    loc.malavestros ? h('span', { class: 'cd-malavestros', title: 'Malavestros: the effect is cancelled; everyone here gains 1 Unity' }, '🃏 Malavestros') : null);
  const body = [
    header,
    h('div', { class: 'cd-loc-text' }, loc.text),
    h('div', { class: 'cd-loc-figs' }, figureChips(ctx, loc)),
    h('div', { class: 'cd-loc-foot' }, `${loc.total} figure${loc.total === 1 ? '' : 's'}`,
      loc.leader !== null ? h('span', { class: `cd-name ${seatClass(loc.leader)}` }, ` · ${name(snap, loc.leader)} leads`) : null),
  ];
  if (onPick) {  // a real choice (Malavestros) is a legal action; a movement step is only a selection
    body.push(h('button', { type: 'button', class: 'legal cd-loc-pick', 'data-legal': choice ? true : null, onclick: onPick }, pickLabel));
  }
  return h('section', { class: classes.join(' '), 'aria-label': `${loc.id}. ${loc.name} (${FACTION_LABEL[loc.faction]})` }, body);
}

function mapEl(ctx) {
  return h('div', { class: 'cd-map', role: 'region', 'aria-label': 'Illverness' },
    ctx.view.locations.map((loc) => locationTile(ctx, loc)));
}

// ------------------------------------------------------------------ guild track
function guildTrack(ctx) {
  const { view, snap } = ctx;
  return h('div', { class: 'table-wrap' }, h('table', { class: 'cd-guilds' },
    h('caption', null, 'Guild track (figures on the board and in Crypts)'),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Guild'),
      snap.names.map((n, seat) => h('th', { scope: 'col', class: seatClass(seat) }, n)),
      h('th', { scope: 'col' }, 'Supply'), h('th', { scope: 'col', class: 'cd-bonus-col' }, 'Bonus'))),
    h('tbody', null, view.guilds.map((g) => h('tr', { class: `cd-f-${g.faction}` },
      // On a phone the Bonus column folds under the guild's name (CSS), so the table fits.
      h('th', { scope: 'row' }, `${g.id} · ${g.name}`, h('div', { class: 'cd-small cd-bonus-inline' }, g.text)),
      g.counts.map((c, seat) => h('td', { class: g.leader === seat ? `cd-lead ${seatClass(seat)}` : null }, String(c))),
      h('td', null, String(g.supply)),
      h('td', { class: 'cd-small cd-bonus-col' }, g.text))))));
}

// ------------------------------------------------------------------ cards
function courtCard(ctx, id, { plays = [], keep = null } = {}) {
  const c = card(ctx.view, id);
  return h('div', { class: `cd-card cd-f-${c.faction}` },
    h('div', { class: 'cd-card-name' }, c.name, c.title ? h('span', { class: 'cd-card-title' }, ` · ${c.title}`) : null),
    (c.actions || []).map((text, i) => {
      const play = plays.find((a) => a.action_no === i + 1);
      return play
        ? h('button', { type: 'button', class: 'legal cd-card-action', 'data-legal': true, onclick: () => ctx.choose(play.action) }, `${i + 1}. ${text}`)
        : h('div', { class: 'cd-card-action' }, `${i + 1}. ${text}`);
    }),
    keep ? actionButton(ctx, keep, `Keep ${c.name}`) : null);
}

function mournerCard(ctx, id, spent, activate) {
  const c = card(ctx.view, id);
  return h('div', { class: `cd-card cd-mourner cd-f-${c.faction}${spent ? ' cd-spent' : ''}` },
    h('div', { class: 'cd-card-name' }, c.name, h('span', { class: 'cd-card-title' }, ` · ${c.title || ''}`)),
    h('div', { class: 'cd-small' }, `Follower: ${guildName(ctx.view, c.follower)}`),
    h('div', null, c.text),
    spent ? h('div', { class: 'cd-small' }, 'Used this round') : null,
    activate ? actionButton(ctx, activate, `Activate ${c.name}`) : null);
}

function wallowsCard(ctx, id, pick = null) {
  const c = card(ctx.view, id);
  const kind = { quest: 'Quest', artifact: 'Artifact', raker: 'Raker' }[c.kind] || c.kind;
  return h('div', { class: `cd-card cd-wallows cd-w-${c.kind}` },
    h('div', { class: 'cd-card-name' }, c.name, h('span', { class: 'cd-card-title' }, ` · ${kind}`)),
    h('div', null, h('strong', null, 'Objective: '), c.objective),
    c.reward ? h('div', null, h('strong', null, 'Reward: '), c.reward) : null,
    c.penalty ? h('div', null, h('strong', null, 'Penalty: '), c.penalty) : null,
    c.benefit ? h('div', null, h('strong', null, 'Benefit: '), c.benefit) : null,
    c.trigger ? h('div', null, h('strong', null, 'Lasting: '), c.trigger) : null,
    pick ? actionButton(ctx, pick, pick.label) : null);
}

function motiveCard(ctx, id, keep = null) {
  const c = card(ctx.view, id);
  return h('div', { class: `cd-card cd-f-${c.faction}` },
    h('div', { class: 'cd-card-name' }, c.name, h('span', { class: 'cd-card-title' }, ` · ${FACTION_LABEL[c.faction]} motive`)),
    h('div', null, c.text),
    keep ? actionButton(ctx, keep, `Keep ${c.name} (secret)`) : null);
}

// ------------------------------------------------------------------ builders
function splitBuilder(ctx, infos) {
  const { st } = ctx;
  const total = infos[0].total;
  const n = infos[0].piles.length;
  if (!st.split || st.split.length !== n) st.split = infos[0].piles.slice();
  const sum = st.split.reduce((a, b) => a + b, 0);
  const step = (i, d) => {
    const v = st.split[i] + d;
    if (v < 0) return;
    st.split[i] = v;
    ctx.redraw();
  };
  return h('div', { class: 'cd-builder', role: 'group', 'aria-label': 'Split the Etherea' },
    h('p', null, `Split ${total} Etherea into ${n} piles (a pile may be empty). Piles: ${sum} of ${total} placed.`),
    h('div', { class: 'cd-piles' }, st.split.map((v, i) => h('div', { class: 'cd-pile' },
      h('span', { class: 'cd-pile-label' }, `Pile ${i + 1}`),
      h('button', { type: 'button', 'aria-label': `Pile ${i + 1}: one less`, onclick: () => step(i, -1) }, '−'),
      h('span', { class: 'cd-pile-value', 'aria-live': 'polite' }, String(v)),
      h('button', { type: 'button', 'aria-label': `Pile ${i + 1}: one more`, onclick: () => step(i, 1) }, '+')))),
    // The total is Python's (the roll); Python still checks the split it is sent.
    sum === total
      ? h('button', {
        type: 'button', class: 'legal primary', 'data-legal': true,
        onclick: () => ctx.choose(`split ${st.split.join(' ')}`),
      }, `Split: ${st.split.join(' / ')}`)
      : h('p', { class: 'cd-small cd-warn' }, sum < total
        ? `Place ${total - sum} more Etherea to split (${sum} of ${total} placed).`
        : `That is ${sum - total} too many: take ${sum - total} back (${sum} of ${total} placed).`),
    h('p', { class: 'cd-small' }, 'Or pick a ready split:'),
    h('div', { class: 'cd-buttons' }, infos.slice(0, 24).map((a) => actionButton(ctx, a))));
}

function moveBuilder(ctx, free) {
  const { st, view, me } = ctx;
  if (!st.move) st.move = { src: null, dst: null, counts: [0, 0, 0, 0, 0, 0] };
  const mv = st.move;
  const crypt = view.players[me].crypt;
  const parts = [h('h3', null, free ? 'Move figures (no Influence cost)' : 'Move figures (1 Influence of the destination’s faction per figure)')];
  if (!free) {
    const have = view.players[me].influence;
    parts.push(h('p', { class: 'cd-small' }, `You have ${FACTIONS.map((f, i) => `${FACTION_LABEL[f]} ${have[i]}`).join(', ')} Influence; each destination says how many figures you can pay to move there.`));
  }
  // How many figures may go to dst: Python's cap (Influence of dst's faction), none when free.
  const cap = (dst) => (free || !view.you ? Infinity : view.you.move_caps[dst - 1]);
  if (mv.src === null) {
    parts.push(h('p', null, 'Choose where the figures start: your Crypt, or a location on the map with your figures.'));
    if (ctx.moveTargets(0).size > 0) {
      parts.push(h('button', { type: 'button', class: 'legal',
        onclick: () => { mv.src = 0; mv.counts = [0, 0, 0, 0, 0, 0]; ctx.redraw(); } }, 'From my Crypt'));
    }
    return h('div', { class: 'cd-builder' }, parts);
  }
  const have = mv.src === 0 ? crypt : view.locations[mv.src - 1].figures[me];
  const total = mv.counts.reduce((a, b) => a + b, 0);
  const room = mv.dst === null ? Infinity : cap(mv.dst);
  const srcName = mv.src === 0 ? 'your Crypt' : view.locations[mv.src - 1].name;
  parts.push(h('p', null, `From ${srcName}: choose the figures and a destination.`));
  parts.push(h('div', { class: 'cd-piles' }, view.guild_ids.map((g, i) => (have[i] ? h('div', { class: 'cd-pile' },
    h('span', { class: 'cd-pile-label' }, `${g} (${have[i]})`),
    h('button', { type: 'button', 'aria-label': `${guildName(view, g)}: one less`, onclick: () => { if (mv.counts[i] > 0) { mv.counts[i] -= 1; ctx.redraw(); } } }, '−'),
    h('span', { class: 'cd-pile-value' }, String(mv.counts[i])),
    h('button', { type: 'button', 'aria-label': `${guildName(view, g)}: one more`, disabled: mv.counts[i] >= have[i] || total >= room, onclick: () => { mv.counts[i] += 1; ctx.redraw(); } }, '+')) : null))));
  parts.push(h('p', { class: 'cd-small' }, 'Destination (or click it on the map):'),
    h('div', { class: 'cd-buttons' }, [...ctx.moveTargets(mv.src)].sort((a, b) => a - b).map((dst) => h('button', {
      type: 'button', 'aria-pressed': String(mv.dst === dst), class: mv.dst === dst ? 'cd-picked' : null,
      onclick: () => { mv.dst = dst; ctx.redraw(); },
    }, `${dst}. ${view.locations[dst - 1].name}${free ? '' : ` (you can pay for ${cap(dst)})`}`))));
  const tokens = [];
  view.guild_ids.forEach((g, i) => { for (let k = 0; k < mv.counts[i]; k++) tokens.push(g); });
  if (mv.dst !== null && tokens.length > room) {
    parts.push(h('p', { class: 'cd-small cd-warn' }, `You can pay for ${room} figure${room === 1 ? '' : 's'} to ${view.locations[mv.dst - 1].name}: take ${tokens.length - room} back, or choose another destination.`));
  } else if (mv.dst !== null && tokens.length) {
    const src = mv.src === 0 ? 'crypt' : String(mv.src);
    const action = `move ${src} ${mv.dst} ${tokens.join(' ')}`;
    parts.push(h('button', { type: 'button', class: 'legal primary', 'data-legal': true, onclick: () => ctx.choose(action) },
      `Move ${tokens.join(' ')} to ${view.locations[mv.dst - 1].name}`));
  } else {
    parts.push(h('p', { class: 'cd-small' }, mv.dst === null ? 'Then choose a destination.' : 'Choose at least one figure.'));
  }
  parts.push(h('button', { type: 'button', onclick: () => { st.move = { src: null, dst: null, counts: [0, 0, 0, 0, 0, 0] }; ctx.redraw(); } }, 'Start over'));
  return h('div', { class: 'cd-builder' }, parts);
}

// ------------------------------------------------------------------ the decision panel
function askPanel(ctx) {
  const { view, snap, acts } = ctx;
  const asks = view.asks;
  const parts = [];
  if (asks) {
    const who = asks.seat === null ? 'Chance' : name(snap, asks.seat);
    parts.push(h('p', { class: 'cd-prompt' }, h('strong', null, `${who}: `), promptText(snap)));
  }
  if (!ctx.acting) return parts.length ? h('section', { class: 'cd-ask cd-ask-idle', 'aria-label': 'What happens now' }, parts) : null;
  const used = new Set(['motive', 'draft', 'play', 'activate', 'figure', 'location', 'chance']);
  if (acts.has('split')) parts.push(splitBuilder(ctx, acts.get('split')));
  if (acts.has('pile') || acts.has('pass_etherea')) {
    parts.push(h('div', { class: 'cd-buttons' },
      (acts.get('pile') || []).map((a) => actionButton(ctx, a)),
      (acts.get('pass_etherea') || []).map((a) => actionButton(ctx, a))));
  }
  if (acts.has('bid')) {
    const t = view.tithe;
    if (t) {
      parts.push(h('p', null, `The Celestial Tithe asks ${t.required} Etherea; Dirth Forge gives ${t.forge}, `
        + (t.needed ? `so the players must give ${t.needed} more between them.` : 'so it is met whatever you give.')),
      h('p', { class: 'cd-small' }, t.stakes));
    }
    parts.push(h('p', null, 'Your bid is secret until everyone has bid.'));
    parts.push(h('div', { class: 'cd-buttons cd-bids' }, acts.get('bid').map((a) => actionButton(ctx, a, String(a.amount)))));
  }
  if (acts.has('figure')) parts.push(h('p', null, 'Choose a figure on the map (highlighted), or below.'),
    h('div', { class: 'cd-buttons' }, acts.get('figure').map((a) => actionButton(ctx, a))));
  if (acts.has('location')) parts.push(h('p', null, 'Choose a location on the map, or below.'),
    h('div', { class: 'cd-buttons' }, acts.get('location').map((a) => actionButton(ctx, a))));
  for (const [kind, list] of acts) {
    if (used.has(kind) || ['split', 'pile', 'pass_etherea', 'bid', 'recruit', 'move', 'pass', 'turn'].includes(kind)) continue;
    parts.push(h('div', { class: 'cd-buttons' }, list.map((a) => actionButton(ctx, a))));
  }
  // The cards to choose from are drawn here, by the question (on a phone "Your cards" is a
  // screen or more further down); "Your cards" leaves them out meanwhile.
  if (acts.has('motive')) {
    const keeps = acts.get('motive');
    parts.push(h('p', null, 'Keep one of your three Ulterior Motives; the others go back to the box.'),
      h('div', { class: 'cd-cards' }, view.you.motives_dealt.map((m) => motiveCard(ctx, m, keeps.find((a) => a.card === m)))));
  }
  if (acts.has('draft')) {
    const drafts = acts.get('draft');
    parts.push(h('p', null, 'Keep one card of your packet; the rest pass on.'),
      h('div', { class: 'cd-cards' }, view.you.packet.map((c) => courtCard(ctx, c, { keep: drafts.find((a) => a.card === c) }))));
  }
  if (acts.has('recruit')) {
    parts.push(h('h3', null, 'Recruit'), h('div', { class: 'cd-buttons' }, acts.get('recruit').map((a) => actionButton(ctx, a))));
  }
  if (acts.has('play')) parts.push(h('p', { class: 'cd-small' }, 'Play a Court card: choose one of its two actions in your hand below.'));
  if (acts.has('activate')) parts.push(h('p', { class: 'cd-small' }, 'Activate a Mourner: see your board below.'));
  if (acts.has('pass')) parts.push(h('div', { class: 'cd-buttons' }, actionButton(ctx, acts.get('pass')[0], 'Pass')));
  if (ctx.turn && acts.has('move')) parts.push(moveBuilder(ctx, false));
  if (acts.has('move') && !ctx.turn) {
    parts.push(moveBuilder(ctx, true));
    parts.push(h('details', null, h('summary', null, 'Listed movements'),
      h('div', { class: 'cd-buttons' }, acts.get('move').map((a) => actionButton(ctx, a)))));
  }
  return h('section', { class: 'cd-ask', 'aria-label': 'Your decision', 'data-decision': true }, parts);
}

// ------------------------------------------------------------------ your hand
function youPanel(ctx) {
  const { view, acts } = ctx;
  const you = view.you;
  if (!you) return null;
  const parts = [h('h2', null, 'Your cards')];
  const plays = acts.get('play') || [];
  if (you.motives_dealt.length && !you.motive) {
    if (!acts.has('motive')) parts.push(h('div', { class: 'cd-cards' }, you.motives_dealt.map((m) => motiveCard(ctx, m))));
  } else if (you.motive) {
    parts.push(h('div', { class: 'cd-cards' }, motiveCard(ctx, you.motive),
      h('p', { class: 'cd-small' }, `Your Ulterior Motive is worth ${you.motive_points_now} now.`)));
  }
  if (you.packet.length && !acts.has('draft')) {
    parts.push(h('h3', null, 'Packet'), h('div', { class: 'cd-cards' }, you.packet.map((c) => courtCard(ctx, c))));
  }
  if (you.drafted) parts.push(h('p', { class: 'cd-small' }, `Kept this step: ${card(view, you.drafted).name}`));
  if (you.undealt) parts.push(h('h3', null, 'Undealt Court cards (Severamm)'), h('div', { class: 'cd-cards' }, you.undealt.map((c) => courtCard(ctx, c))));
  parts.push(h('h3', null, `Court hand (${you.hand.length})`),
    you.hand.length ? h('div', { class: 'cd-cards' }, you.hand.map((c) => courtCard(ctx, c, { plays: plays.filter((a) => a.card === c) })))
      : h('p', { class: 'cd-small' }, 'No Court cards in hand.'));
  if (you.bid !== null && you.bid !== undefined) parts.push(h('p', null, `Your secret bid: ${you.bid} Etherea.`));
  return h('section', { class: 'cd-you' }, parts);
}

// ------------------------------------------------------------------ player boards
function playerBoard(ctx, p) {
  const { view, snap, me } = ctx;
  const activates = ctx.acts.get('activate') || [];
  const mine = p.seat === me && ctx.acting;
  const infl = view.influence_points;
  const flags = [];
  if (p.drafted) flags.push('has kept a card');
  if (p.bid_made) flags.push('has bid');
  if (!p.faction && p.motive_chosen) flags.push('has chosen a motive');
  return h('section', { class: `cd-player ${seatClass(p.seat)}`, 'aria-label': `${name(snap, p.seat)}'s board` },
    h('h2', null, name(snap, p.seat), seatKind(snap.seats[p.seat]),
      p.faction ? h('span', { class: `cd-token cd-f-${p.faction}` }, FACTION_LABEL[p.faction]) : null,
      view.first_player === p.seat ? h('span', { class: 'cd-token' }, '☠ Alltaker') : null,
      view.dreadsbane === p.seat ? h('span', { class: 'cd-token' }, 'Dreadsbane') : null),
    h('div', { class: 'cd-stats' },
      h('span', null, `Etherea ${p.etherea}`), h('span', null, `Unity ${p.unity}`),
      h('span', null, `Bases left ${p.bases_left}`), h('span', null, `Court cards ${p.hand_count}`),
      h('span', null, `Score ${p.score.total}${view.phase === 'over' ? '' : ' (without motive)'}`)),
    h('div', { class: 'cd-tracks' }, FACTIONS.map((f, i) => h('span', { class: `cd-track cd-f-${f}` },
      `${FACTION_LABEL[f]} ${p.influence[i]} → ${infl[p.influence[i]]} pts`))),
    h('div', { class: 'cd-crypt' }, 'Crypt: ',
      p.crypt.some((c) => c > 0)
        ? view.guild_ids.map((g, i) => (p.crypt[i] ? h('span', { class: `cd-chip ${seatClass(p.seat)}`, title: guildName(view, g) }, `${g}${p.crypt[i] > 1 ? `×${p.crypt[i]}` : ''}`) : null))
        : 'empty',
      cryptTargets(ctx, p.seat)),
    flags.length ? h('p', { class: 'cd-small' }, flags.join(' · ')) : null,
    p.mourners.length ? h('div', { class: 'cd-cards' }, p.mourners.map((m) => mournerCard(ctx, m, p.spent.includes(m),
      mine ? activates.find((a) => a.card === m) : null))) : null,
    p.wallows.length || p.artifacts.length ? h('div', { class: 'cd-cards' },
      p.wallows.map((w) => wallowsCard(ctx, w)), p.artifacts.map((w) => wallowsCard(ctx, w))) : null);
}

function cryptTargets(ctx, seat) {
  const list = (ctx.acts.get('figure') || []).filter((a) => a.place === 0 && a.seat === seat);
  return list.map((a) => actionButton(ctx, a, `${a.guild} (choose)`, 'cd-chip'));
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
    st = { key, split: null, move: null };
    ui.set(container, st);
  }
  const acts = byKind(snapshot.actions);
  const me = viewer === null || viewer === undefined ? 0 : viewer;
  const targets = new Map();  // source place -> destinations of the listed movements from it
  for (const a of acts.get('move') || []) targets.set(a.from, (targets.get(a.from) || new Set()).add(a.to));
  const ctx = {
    view, snap: snapshot, acts, st, choose, viewer, me,
    acting: snapshot.actions.length > 0,
    turn: acts.has('play') || acts.has('recruit') || acts.has('activate') || (acts.has('pass') && view.phase === 'actions'),
    // Where a movement may start and go: from Python's listed movements (one figure of a
    // guild, all of a guild, everything at a place), so the map never offers a move that
    // cannot be paid for.
    moveTargets: (src) => targets.get(src) || new Set(),
    redraw: () => render(container, snapshot, { choose, viewer }),
  };
  if (!(ctx.turn || acts.has('move'))) st.move = null;
  const players = view.players.slice(me).concat(view.players.slice(0, me));
  fill(container, h('div', { class: 'cotd' },
    topBar(ctx),
    askPanel(ctx),
    h('div', { class: 'cd-main' },
      mapEl(ctx),
      h('div', { class: 'cd-side' },
        youPanel(ctx),
        view.played.length ? h('section', null, h('h2', null, 'Played this round'),
          h('div', { class: 'cd-cards' }, view.played.map((c) => courtCard(ctx, c)))) : null,
        view.drawn.length ? h('section', null, h('h2', null, 'Drawn Wallows cards'),
          h('div', { class: 'cd-cards' }, view.drawn.map((w) => wallowsCard(ctx, w)))) : null)),
    guildTrack(ctx),
    h('div', { class: 'cd-players' }, players.map((p) => playerBoard(ctx, p)))));
}

/** What the player to act may do, in words (for the status line). */
export function turnPrompt(snapshot) {
  return snapshot.view.asks ? promptText(snapshot) : 'choose a move';
}

/** The end screen's table: Unity, the three Influence tracks in points, the motive. */
export function scoreTable(snapshot) {
  const { view } = snapshot;
  return {
    total: 5, // Total: the rows after it only break a tie (docs/rulings/court_of_the_dead.md)
    columns: ['Unity', 'Bone Influence, in points', 'Flesh Influence, in points', 'Spirit Influence, in points',
      'Ulterior Motive', 'Total', 'Tie-break: Etherea', 'Tie-break: Mourners'],
    rows: view.players.map((p) => ({
      seat: p.seat,
      cells: [p.score.unity, p.score.bone, p.score.flesh, p.score.spirit,
        `${p.score.motive}${view.motives?.[p.seat] ? ` (${card(view, view.motives[p.seat]).name})` : ''}`,
        p.score.total, p.etherea, p.mourners.length],
    })),
  };
}

/** Court of the Dead has no options. */
export function newGameOptions() {
  return [];
}
