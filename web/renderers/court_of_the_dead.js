// Court of the Dead: Mourners Call renderer, drawn as a table: the meters as tracks along the
// top, the map of Illverness (12 location tiles with their figures as pieces, Malavestros),
// the decision at hand beside the map (on a phone: between the meters and the map), then the
// Guild track as six banners, your cards and every player's board.
// It draws snapshot.view and attaches the legal actions (snapshot.actions, action_info
// dicts from Python) to what it draws. It decides nothing: Python lists and checks every
// action. Two builders (the Etherea split and figure movements) send the parts a player
// assembled, build(kind, parts) with the `kind` of the listed actions they build; Python
// writes the action (docs/notation/court_of_the_dead.md) and checks it.
// Each thing a move may change carries data-touch="<key>" (keys in the same file); the page
// highlights the keys of the last move.
import { h, fill, fillNames, seatKind } from '../lib/dom.js';

const ui = new WeakMap();  // container -> builder state, reset when the position changes
const FACTIONS = ['bone', 'flesh', 'spirit'];
const FACTION_LABEL = { bone: 'Bone', flesh: 'Flesh', spirit: 'Spirit', court: 'Court' };
const PHASES = {  // a round's eight phases, in order
  setup: 'Set-up', distribution: 'Ethereal Distribution', wallows: 'Wallows cards',
  draft: 'Court card drafting', actions: 'Action Phase', dreadsgrip: 'Dreadsgrip check',
  tithe: 'Celestial Tithe', resolve: 'Locations and guilds', cleanup: 'Clean-up', over: 'Game over',
};
const PHASE_ORDER = ['distribution', 'wallows', 'draft', 'actions', 'dreadsgrip', 'tithe', 'resolve', 'cleanup'];
const SUSPICION_MAX = 13;  // the 13th step sends the Celestial Inquisitors (view.meters.suspicion stays 0..12)
const THREAT_MAX = 10;     // the 10th step is the Dreadsgrip's strike (view.meters.dreadsgrip 0..9)
const INFLUENCE_MAX = 15;
let showTexts = false;  // the map's location texts in full (textsToggle; kept across redraws)

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

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
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

function actionButton(ctx, info, text = null, extra = '', attrs = {}) {
  return h('button', {
    type: 'button', class: `legal ${extra}`.trim(), 'data-legal': true,
    onclick: () => ctx.choose(info.action), ...attrs,
  }, named(ctx.snap, text || info.label));
}

// ------------------------------------------------------------------ meters and tokens
/** A meter as a track of numbered steps with a marker on the current one. */
function track(label, value, max, touch, note, danger) {
  const steps = [];
  for (let i = 0; i <= max; i++) {
    const cls = ['cd-step'];
    if (i === value) cls.push('cd-here');
    if (i === max) cls.push('cd-strike');
    else if (i >= danger) cls.push('cd-hot');
    steps.push(h('span', { class: cls.join(' '), 'aria-hidden': 'true' }, String(i)));
  }
  return h('div', { class: 'cd-track-meter', role: 'group', 'aria-label': `${label}: ${value} of ${max}. ${note}.`, 'data-touch': touch },
    h('div', { class: 'cd-track-head' }, h('span', { class: 'cd-track-label' }, label), h('span', { class: 'cd-track-note' }, note)),
    h('div', { class: 'cd-steps' }, steps));
}

function topBar(ctx) {
  const { view, snap } = ctx;
  const m = view.meters;
  const step = PHASE_ORDER.indexOf(view.phase);
  return h('div', { class: 'cd-bar' },
    h('div', { class: 'cd-round' },
      h('div', null, h('strong', null, `Round ${view.round}`), ` · ${PHASES[view.phase] || view.phase}`,
        step >= 0 ? h('span', { class: 'cd-fact-k cd-nowrap' }, ` (phase ${step + 1} of 8)`) : null,
        view.extra_turns !== null && view.extra_turns !== undefined ? h('span', { class: 'cd-ending' }, ' · last turns') : null,
        view.ending && view.phase !== 'over' ? h('span', { class: 'cd-ending' }, ' · final round') : null),
      facts(ctx)),
    track('Celestial Suspicion', m.suspicion, SUSPICION_MAX, 'meter:suspicion', `Tithe ${m.tithe}`, 9),
    track('Dreadsgrip Threat', m.dreadsgrip, THREAT_MAX, 'meter:threat', `limit ${m.limit} figures`, 7));
}

/** The supply and the tokens: Unity left, Dirth Forge, who holds the Alltaker and Dreadsbane. */
function facts(ctx) {
  const { view, snap } = ctx;
  return h('div', { class: 'cd-facts' },
      h('span', { 'data-touch': 'pool:unity' }, h('span', { class: 'cd-fact-k' }, 'Unity left '), String(view.unity_supply)),
      h('span', { 'data-touch': 'pool:forge' }, h('span', { class: 'cd-fact-k' }, 'Dirth Forge '), `${view.forge} Etherea`),
      h('span', { 'data-touch': 'token:alltaker' }, h('span', { class: 'cd-fact-k' }, '☠ Alltaker '),
        h('span', { class: `cd-name ${seatClass(view.first_player)}` }, name(snap, view.first_player)), view.alltaker_used ? ' (used)' : ''),
      h('span', { 'data-touch': 'token:dreadsbane' }, h('span', { class: 'cd-fact-k' }, 'Dreadsbane '), view.dreadsbane === null ? 'supply'
        : h('span', { class: `cd-name ${seatClass(view.dreadsbane)}` }, name(snap, view.dreadsbane))),
    textsToggle(ctx));
}

// ------------------------------------------------------------------ the map
/** The figures at a location as pieces: one per player and guild, coloured by player. */
function pieces(ctx, loc) {
  const { view, acts } = ctx;
  const out = [];
  loc.figures.forEach((counts, seat) => {
    counts.forEach((count, g) => {
      if (!count) return;
      const guild = view.guild_ids[g];
      const target = (acts.get('figure') || []).find((a) => a.place === loc.id && a.seat === seat && a.guild === guild);
      const leads = loc.leader === seat;
      const label = `${name(ctx.snap, seat)}: ${count} ${guildName(view, guild)}${leads ? ` (${name(ctx.snap, seat)} leads here)` : ''}`;
      const body = [guild, count > 1 ? h('span', { class: 'cd-count' }, `×${count}`) : null];
      const cls = `cd-piece ${seatClass(seat)}${leads ? ' cd-leader' : ''}`;
      out.push(target
        ? h('button', { type: 'button', class: `${cls} legal`, 'data-legal': true, title: named(ctx.snap, target.label),
          'aria-label': named(ctx.snap, target.label), onclick: () => ctx.choose(target.action) }, body)
        : h('span', { class: cls, title: label, role: 'img', 'aria-label': label }, body));
    });
  });
  return out;
}

function locationTile(ctx, loc) {
  const { st, snap, view } = ctx;
  const choice = (ctx.acts.get('location') || []).find((a) => a.location === loc.id);
  const mover = st.move;
  let onPick = null;
  let pickLabel = null;
  if (choice) {
    onPick = () => ctx.choose(choice.action);
    pickLabel = named(snap, choice.label);
  } else if (mover && mover.src !== null && ctx.moveTargets(mover.src).has(loc.id)) {
    onPick = () => { mover.dst = loc.id; ctx.redraw(); };
    pickLabel = `Move figures here${ctx.free ? '' : ` (you can pay for ${view.players[ctx.me].move_caps[loc.id - 1]})`}`;
  } else if (mover && mover.src === null && ctx.moveTargets(loc.id).size > 0) {
    onPick = () => { mover.src = loc.id; mover.counts = [0, 0, 0, 0, 0, 0]; ctx.redraw(); };
    pickLabel = 'Move figures from here';
  }
  const classes = ['cd-loc', `cd-f-${loc.faction}`];
  if (mover?.src === loc.id) classes.push('cd-src');
  if (mover?.dst === loc.id) classes.push('cd-dst');
  const crowded = loc.total > view.meters.limit;
  // When the location is a choice (Malavestros goes here; a movement starts or ends here), its
  // name is the button. A real choice is a legal action; a movement step is only a selection.
  const title = [h('span', { class: 'cd-loc-num' }, String(loc.id)), ' ', h('span', { class: 'cd-loc-name' }, loc.name)];
  return h('section', { class: classes.join(' '), 'data-touch': `location:${loc.id}`,
    'aria-label': `${loc.id}. ${loc.name} (${FACTION_LABEL[loc.faction]})` },
    h('div', { class: 'cd-loc-head' },
      onPick ? h('button', { type: 'button', class: 'legal cd-loc-pick', 'data-legal': choice ? true : null, onclick: onPick,
        'aria-label': `${pickLabel}: ${loc.id}. ${loc.name}`, title: pickLabel }, title) : h('span', { class: 'cd-loc-title' }, title),
      h('span', { class: `cd-loc-count${crowded ? ' cd-warn' : ''}`, title: `${loc.total} figures; the Dreadsgrip Threat allows ${view.meters.limit}` },
        `${loc.total}/${view.meters.limit}`)),
    h('div', { class: 'cd-loc-text', title: loc.text }, loc.text),
    h('div', { class: 'cd-loc-figs' }, pieces(ctx, loc),
      loc.malavestros ? h('span', { class: 'cd-malavestros', title: 'Malavestros: the effect is cancelled; everyone here gains 1 Unity' }, 'Malavestros') : null,
      loc.leader !== null ? h('span', { class: `cd-loc-foot cd-name ${seatClass(loc.leader)}` }, `${name(snap, loc.leader)} leads`) : null));
}

function mapEl(ctx) {
  return h('section', { class: `cd-map-wrap${showTexts ? ' cd-texts' : ''}`, 'aria-label': 'Illverness' },
    h('div', { class: 'cd-map' }, ctx.view.locations.map((loc) => locationTile(ctx, loc))));
}

/** Whether the map shows each location's text in full (a wide map shortens long ones, a phone's hides them). */
function textsToggle(ctx) {
  return h('button', { type: 'button', class: 'cd-texts-toggle', 'aria-pressed': String(showTexts),
    onclick: () => { showTexts = !showTexts; ctx.redraw(); } }, 'Location texts in full');
}

// ------------------------------------------------------------------ the Guild track
function guildTrack(ctx) {
  const { view, snap } = ctx;
  return h('section', { class: 'cd-guilds', 'aria-label': 'Guild track: figures each player controls (board and Crypt)' },
    h('h2', null, 'Guild track'),
    h('div', { class: 'cd-guild-row' }, view.guilds.map((g) => h('div', { class: `cd-guild cd-f-${g.faction}`, 'data-touch': `guild:${g.id}` },
      h('div', { class: 'cd-guild-name' }, h('span', { class: 'cd-guild-id' }, g.id), ` ${g.name}`),
      h('div', { class: 'cd-guild-counts' },
        g.counts.map((c, seat) => h('span', {
          class: `cd-piece ${seatClass(seat)}${g.leader === seat ? ' cd-leader' : ''}${c ? '' : ' cd-none'}`,
          role: 'img', 'aria-label': `${name(snap, seat)}: ${c}${g.leader === seat ? ', leads' : ''}`,
          title: `${name(snap, seat)}: ${c}${g.leader === seat ? ' (leads)' : ''}`,
        }, g.leader === seat ? '♛ ' : '', String(c))),
        h('span', { class: 'cd-supply', title: 'figures left in the supply' }, `supply ${g.supply}`)),
      h('div', { class: 'cd-small cd-guild-text' }, g.text)))));
}

// ------------------------------------------------------------------ cards
function courtCard(ctx, id, { plays = [], keep = null, touch = null } = {}) {
  const c = card(ctx.view, id);
  return h('div', { class: `cd-card cd-f-${c.faction}`, 'data-touch': touch },
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

function wallowsCard(ctx, id, pick = null, touch = null) {
  const c = card(ctx.view, id);
  const kind = { quest: 'Quest', artifact: 'Artifact', raker: 'Raker' }[c.kind] || c.kind;
  return h('div', { class: `cd-card cd-wallows cd-w-${c.kind}`, 'data-touch': touch },
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
        onclick: () => ctx.build(infos[0].kind, st.split.slice()),
      }, `Split: ${st.split.join(' / ')}`)
      : h('p', { class: 'cd-small cd-warn' }, sum < total
        ? `Place ${total - sum} more Etherea to split (${sum} of ${total} placed).`
        : `That is ${sum - total} too many: take ${sum - total} back (${sum} of ${total} placed).`),
    h('details', null, h('summary', null, 'Or pick a ready split'),
      h('div', { class: 'cd-buttons' }, infos.slice(0, 24).map((a) => actionButton(ctx, a)))));
}

function moveBuilder(ctx, free, infos) {
  const { st, view, me } = ctx;
  if (!st.move) st.move = { src: null, dst: null, counts: [0, 0, 0, 0, 0, 0] };
  const mv = st.move;
  const crypt = view.players[me].crypt;
  const parts = [h('h2', { class: 'cd-sub' }, free ? 'Move figures (no Influence cost)' : 'Move figures')];
  if (!free) {
    const have = view.players[me].influence;
    parts.push(h('p', { class: 'cd-small' }, `1 Influence of the destination’s faction per figure; each destination says how many you can pay for (you have ${FACTIONS.map((f, i) => `${FACTION_LABEL[f]} ${have[i]}`).join(', ')}).`));
  }
  // How many figures may go to dst: Python's cap (Influence of dst's faction), none when free.
  const cap = (dst) => (free ? Infinity : view.players[me].move_caps[dst - 1]);
  if (mv.src === null) {
    parts.push(h('p', { class: 'cd-small cd-move-start' }, ctx.moveTargets(0).size > 0
      ? h('button', { type: 'button', class: 'legal', onclick: () => { mv.src = 0; mv.counts = [0, 0, 0, 0, 0, 0]; ctx.redraw(); } }, 'From my Crypt')
      : null, ctx.moveTargets(0).size > 0 ? ' or from a location: press its name on the map.' : 'From a location: press its name on the map.'));
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
  parts.push(h('p', { class: 'cd-small' }, 'Destination: press its name on the map', h('span', { class: 'cd-dest-list' }, ', or here:')),
    h('div', { class: 'cd-buttons cd-dest-list' }, [...ctx.moveTargets(mv.src)].sort((a, b) => a - b).map((dst) => h('button', {
      type: 'button', 'aria-pressed': String(mv.dst === dst), class: mv.dst === dst ? 'cd-picked' : null,
      onclick: () => { mv.dst = dst; ctx.redraw(); },
    }, `${dst}. ${view.locations[dst - 1].name}${free ? '' : ` (you can pay for ${cap(dst)})`}`))));
  const tokens = [];
  view.guild_ids.forEach((g, i) => { for (let k = 0; k < mv.counts[i]; k++) tokens.push(g); });
  if (mv.dst !== null && tokens.length > room) {
    parts.push(h('p', { class: 'cd-small cd-warn' }, `You can pay for ${room} figure${room === 1 ? '' : 's'} to ${view.locations[mv.dst - 1].name}: take ${tokens.length - room} back, or choose another destination.`));
  } else if (mv.dst !== null && tokens.length) {
    const figures = Object.fromEntries(view.guild_ids.map((g, i) => [g, mv.counts[i]]).filter(([, k]) => k > 0));
    const move = { from: mv.src, to: mv.dst, figures };
    parts.push(h('button', { type: 'button', class: 'legal primary', 'data-legal': true, onclick: () => ctx.build(infos[0].kind, move) },
      `Move ${tokens.join(' ')} to ${view.locations[mv.dst - 1].name}`));
  } else {
    parts.push(h('p', { class: 'cd-small' }, mv.dst === null ? 'Then choose a destination.' : 'Choose at least one figure.'));
  }
  parts.push(h('button', { type: 'button', onclick: () => { st.move = { src: null, dst: null, counts: [0, 0, 0, 0, 0, 0] }; ctx.redraw(); } }, 'Start over'));
  return h('div', { class: 'cd-builder' }, parts);
}

// ------------------------------------------------------------------ the decision panel
/** Recruiting, compactly: the six guilds and the three Mourner decks as short buttons. */
function recruitEl(ctx, list) {
  const guilds = list.filter((a) => a.guild);
  const mourners = list.filter((a) => a.faction);
  const row = (title, items, text) => (items.length ? h('div', { class: 'cd-recruit-row' },
    h('span', { class: 'cd-small' }, title),
    h('div', { class: 'cd-buttons' }, items.map((a) => actionButton(ctx, a, text(a), `cd-recruit cd-f-${a.faction || ''}`,
      { title: a.label, 'aria-label': a.label })))) : null);
  return h('div', { class: 'cd-recruit' }, h('h2', { class: 'cd-sub' }, 'Recruit'),
    row('A figure, 3 Etherea:', guilds, (a) => a.guild),
    row('A Mourner, 5 Etherea:', mourners, (a) => FACTION_LABEL[a.faction]));
}

function askPanel(ctx) {
  const { view, snap, acts } = ctx;
  const asks = view.asks;
  const parts = [];
  if (asks) {
    const who = asks.seat === null ? null : name(snap, asks.seat);
    parts.push(h('p', { class: 'cd-prompt' }, who ? h('strong', null, `${who}: `) : null,
      who ? promptText(snap) : `${capital(promptText(snap))}…`));
  } else {
    parts.push(h('p', { class: 'cd-prompt' }, 'The game is over.'));
  }
  if (!ctx.acting) return h('section', { class: 'cd-ask cd-ask-idle', 'aria-label': 'What happens now' }, parts);
  const used = new Set(['motive', 'draft', 'play', 'activate', 'figure', 'location', 'chance']);
  if (acts.has('split')) parts.push(splitBuilder(ctx, acts.get('split')));
  if (acts.has('pile') || acts.has('pass_etherea')) {
    parts.push(h('div', { class: 'cd-buttons' },
      (acts.get('pile') || []).map((a) => actionButton(ctx, a, null, '', { 'data-touch': `pile:${a.pile}` })),
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
    parts.push(h('div', { class: 'cd-buttons cd-bids' }, acts.get('bid').map((a) => actionButton(ctx, a, String(a.amount),
      '', { 'aria-label': `Bid ${a.amount} Etherea` }))));
  }
  if (acts.has('figure')) parts.push(h('p', { class: 'cd-small' }, 'Choose a figure on the map (highlighted), or here:'),
    h('div', { class: 'cd-buttons' }, acts.get('figure').map((a) => actionButton(ctx, a))));
  if (acts.has('location')) parts.push(h('p', { class: 'cd-small' }, 'Choose a location on the map, or here:'),
    h('div', { class: 'cd-buttons' }, acts.get('location').map((a) => actionButton(ctx, a))));
  for (const [kind, list] of acts) {
    if (used.has(kind) || ['split', 'pile', 'pass_etherea', 'bid', 'recruit', 'move', 'pass', 'turn'].includes(kind)) continue;
    parts.push(h('div', { class: 'cd-buttons' }, list.map((a) => actionButton(ctx, a))));
  }
  // The cards to choose from are drawn here, by the question; "Your cards" leaves them out meanwhile.
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
  // A turn: the short choices first (recruit, activate, move), then the Court cards, then Pass.
  // While a movement is being built, only the builder shows, so the map stays beside it.
  const moving = ctx.st.move && ctx.st.move.src !== null;
  if (acts.has('recruit') && !moving) parts.push(recruitEl(ctx, acts.get('recruit')));
  if (acts.has('activate') && !moving) {
    parts.push(h('h2', { class: 'cd-sub' }, 'Activate a Mourner'), h('div', { class: 'cd-buttons' }, acts.get('activate').map((a) => actionButton(ctx, a,
      null, '', { title: card(view, a.card).text }))));
  }
  if (ctx.turn && acts.has('move')) parts.push(moveBuilder(ctx, false, acts.get('move')));
  if (acts.has('move') && !ctx.turn) {
    parts.push(moveBuilder(ctx, true, acts.get('move')));
    // The movement is the whole decision here: its list is open (a keyboard reaches it first).
    parts.push(h('details', { open: true }, h('summary', null, 'Listed movements'),
      h('div', { class: 'cd-buttons' }, acts.get('move').map((a) => actionButton(ctx, a)))));
  }
  if (acts.has('play') && !moving) {
    const plays = acts.get('play');
    parts.push(h('h2', { class: 'cd-sub' }, 'Play a Court card (one of its two actions)'),
      h('div', { class: 'cd-cards cd-hand' }, view.you.hand.map((c) => courtCard(ctx, c, { plays: plays.filter((a) => a.card === c) }))));
  }
  // Pass comes last (never the choice a stray Enter makes) and stays in sight at the panel's foot.
  if (acts.has('pass') && !moving) parts.push(h('div', { class: 'cd-buttons cd-pass' }, actionButton(ctx, acts.get('pass')[0], 'Pass')));
  return h('section', { class: 'cd-ask', 'aria-label': 'Your decision', 'data-decision': true }, parts);
}

// ------------------------------------------------------------------ your cards
function youPanel(ctx) {
  const { view, acts } = ctx;
  const you = view.you;
  if (!you) return null;
  const parts = [h('h2', null, 'Your cards')];
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
  if (!acts.has('play')) {  // while you play, your hand is in the decision panel
    parts.push(h('h3', null, `Court hand (${you.hand.length})`),
      you.hand.length ? h('div', { class: 'cd-cards' }, you.hand.map((c) => courtCard(ctx, c)))
        : h('p', { class: 'cd-small' }, 'No Court cards in hand.'));
  }
  if (you.bid !== null && you.bid !== undefined) parts.push(h('p', null, `Your secret bid: ${you.bid} Etherea.`));
  return h('section', { class: 'cd-you' }, parts);
}

// ------------------------------------------------------------------ player boards
/** An Influence track: 0..15 steps, a marker on the player's value, its points now. */
function influenceTrack(ctx, p, i) {
  const f = FACTIONS[i];
  const value = p.influence[i];
  const points = ctx.view.influence_points[value];
  return h('div', { class: `cd-infl cd-f-${f}`, 'data-touch': `influence:${p.seat}-${f}`, role: 'img',
    'aria-label': `${FACTION_LABEL[f]} Influence ${value} of ${INFLUENCE_MAX}, worth ${points} points` },
    h('span', { class: 'cd-infl-label' }, FACTION_LABEL[f]),
    h('span', { class: 'cd-infl-bar' }, h('span', { class: 'cd-infl-fill', style: { width: `${(100 * value) / INFLUENCE_MAX}%` } })),
    h('span', { class: 'cd-infl-value' }, `${value} → ${points} pts`));
}

function playerBoard(ctx, p) {
  const { view, snap } = ctx;
  const flags = [];
  if (p.drafted) flags.push('has kept a card');
  if (p.bid_made) flags.push('has bid');
  if (!p.faction && p.motive_chosen) flags.push('has chosen a motive');
  const seat = p.seat;
  return h('section', { class: `cd-player ${seatClass(seat)}`, 'aria-label': `${name(snap, seat)}'s board` },
    h('h2', null, h('span', { class: 'cd-player-name' }, name(snap, seat)), seatKind(snap.seats[seat]),
      p.faction ? h('span', { class: `cd-token cd-f-${p.faction}` }, FACTION_LABEL[p.faction]) : null,
      view.first_player === seat ? h('span', { class: 'cd-token' }, '☠ Alltaker') : null,
      view.dreadsbane === seat ? h('span', { class: 'cd-token' }, 'Dreadsbane') : null),
    h('div', { class: 'cd-stats' },
      h('span', { 'data-touch': `etherea:${seat}` }, h('span', { class: 'cd-fact-k' }, 'Etherea '), String(p.etherea)),
      h('span', { 'data-touch': `unity:${seat}` }, h('span', { class: 'cd-fact-k' }, 'Unity '), String(p.unity)),
      h('span', null, h('span', { class: 'cd-fact-k' }, 'Bases '), String(p.bases_left)),
      h('span', { 'data-touch': `hand:${seat}` }, h('span', { class: 'cd-fact-k' }, 'Court cards '), String(p.hand_count)),
      h('span', null, h('span', { class: 'cd-fact-k' }, 'Score '), `${p.score.total}${view.phase === 'over' ? '' : ' (without motive)'}`)),
    h('div', { class: 'cd-infls' }, FACTIONS.map((_, i) => influenceTrack(ctx, p, i))),
    h('div', { class: 'cd-crypt', 'data-touch': `crypt:${seat}` }, h('span', { class: 'cd-fact-k' }, 'Crypt '),
      p.crypt.some((c) => c > 0)
        ? view.guild_ids.map((g, i) => (p.crypt[i] ? h('span', { class: `cd-piece ${seatClass(seat)}`, role: 'img', 'aria-label': `${p.crypt[i]} ${guildName(view, g)}`, title: guildName(view, g) },
          g, p.crypt[i] > 1 ? h('span', { class: 'cd-count' }, `×${p.crypt[i]}`) : null) : null))
        : 'empty',
      cryptTargets(ctx, seat)),
    flags.length ? h('p', { class: 'cd-small' }, flags.join(' · ')) : null,
    p.mourners.length ? h('div', { class: 'cd-cards', 'data-touch': `mourners:${seat}` }, p.mourners.map((m) => mournerCard(ctx, m, p.spent.includes(m), null))) : null,
    p.wallows.length || p.artifacts.length ? h('div', { class: 'cd-cards', 'data-touch': `wallows:${seat}` },
      p.wallows.map((w) => wallowsCard(ctx, w)), p.artifacts.map((w) => wallowsCard(ctx, w))) : null);
}

function cryptTargets(ctx, seat) {
  const list = (ctx.acts.get('figure') || []).filter((a) => a.place === 0 && a.seat === seat);
  return list.map((a) => actionButton(ctx, a, `${a.guild} (choose)`, 'cd-piece'));
}

function tableCards(ctx) {
  const { view } = ctx;
  return [
    view.played.length ? h('section', { class: 'cd-played' }, h('h2', null, 'Played this round'),
      h('div', { class: 'cd-cards' }, view.played.map((c) => courtCard(ctx, c, { touch: `played:${c}` })))) : null,
    view.drawn.length ? h('section', { class: 'cd-played' }, h('h2', null, 'Drawn Wallows cards'),
      h('div', { class: 'cd-cards' }, view.drawn.map((w) => wallowsCard(ctx, w, null, `drawn:${w}`)))) : null,
  ];
}

// ------------------------------------------------------------------ interface
/**
 * Draw the board into ``container``.
 * @param snapshot Session.snapshot(viewer) from Python
 * @param ctx {choose(action), build(kind, parts), viewer}
 */
export function render(container, snapshot, { choose, build, viewer }) {
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
  const turn = acts.has('play') || acts.has('recruit') || acts.has('activate') || (acts.has('pass') && view.phase === 'actions');
  const ctx = {
    view, snap: snapshot, acts, st, choose, build, viewer, me, turn,
    acting: snapshot.actions.length > 0,
    free: acts.has('move') && !turn,
    // Where a movement may start and go: from Python's listed movements (one figure of a
    // guild, all of a guild, everything at a place), so the map never offers a move that
    // cannot be paid for.
    moveTargets: (src) => targets.get(src) || new Set(),
    redraw: () => render(container, snapshot, { choose, build, viewer }),
  };
  if (!(ctx.turn || acts.has('move'))) st.move = null;
  const players = view.players.slice(me).concat(view.players.slice(0, me));
  fill(container, h('div', { class: 'cotd' },
    topBar(ctx),
    h('div', { class: 'cd-ask-col' }, askPanel(ctx)),
    mapEl(ctx),
    h('div', { class: 'cd-below' },
      guildTrack(ctx),
      youPanel(ctx),
      tableCards(ctx),
      h('div', { class: 'cd-players' }, players.map((p) => playerBoard(ctx, p))))));
}

/** How the game ended, in Python's words, for the end screen. */
export function endNote(snapshot) {
  return snapshot.view.end ? fillNames(snapshot.view.end, snapshot.names) : '';
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
