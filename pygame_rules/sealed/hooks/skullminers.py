"""Skullminers in sealed play (docs/sealed-links.md: "Per-seat decks", "Secret choices").

- Each Company deck is dealt between the two seats (pile ``deck S``, a new deal each time the
  discard pile becomes the deck); both decks may be dealt as soon as the Companies are chosen.
- Hiding the God Skull (``hide C``) is a secret decision committing one value per Claim,
  ``claim 0`` .. ``claim 4``, each ``god`` or ``soil``: digging a Claim reads that commitment
  for everybody, a Dowsing Rod or Prospector's Map reads it for the seeker alone.
- Another seat's hand is filled with cards of its unseen pool (hand and deck); when it plays a
  card the filling did not give it, the card is swapped in from its deck (:meth:`admit`):
  the pool is exact (its Company deck less every card in the open), so a card outside it is
  refused at once, and the end's replay checks the real hand.

Blind Claims (the option; docs/rulings/skullminers.md: the God Skull's Claim is decided by
chance when one of the row's Claims is first looked at, and nobody, not even the owner, knows
it before): each row of five Claims is an *arrangement* dealt between the two seats (pile
``claims O``, one deal: four ``found soil`` and one ``found god``, made as soon as the game
starts), so that no seat alone can open any of its positions. The engine's ``slot`` chance
node of a Claim first looked at opens that Claim's position: to both seats for a dig, to the
seeker alone for a scout (the table's slot shares). Three more things keep every seat's
filled-in state on the true game's path without telling anyone more than the true game's own
log tells them:

- a dig of a Claim the seeker scouted earlier (the engine decides it from the seeker's
  knowledge, with no chance node) opens that position for everybody: the seeker's key, and the
  owner's when it never gave it (a Claim settled by elimination was never opened);
- before the seeker looks at a Claim it has not scouted while some Claim of the row is scouted
  (a dig, or a scout with two or more unscouted Claims left), the seeker says for everybody
  whether the God Skull is among the Claims it scouted (``some``) or not (``none``): the engine
  decides that look with no chance node exactly when it is, and the owner's log shows which
  (a scout's "studies in secret" line, a dig's own result line), so the word tells nothing the
  true game does not; it is checked against the seeker's state by the seeker's own table and
  the referee at once, and by the end's replay;
- the owner's state (its own row is filled in: it saw none of the scouts) keeps what the words
  and openings told (memo ``blind``) and places the God Skull, where it must move, at a Claim
  they still allow, drawn from a public seed (:meth:`SkullminersHooks.learn`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence, cast

from ...core import ChanceKind, State
from ...games.skullminers.cards import CARD_ORDER, CARDS, Directive, card_words
from ..errors import SealedError
from . import GameHooks, Memo, Read

if TYPE_CHECKING:  # pragma: no cover
    from ...games.skullminers.state import SkullminersState

GOD, SOIL = b"god", b"soil"
HAND_VERBS = ("build", "play", "discard")
"""Moves that take their first argument, a card, from the mover's hand."""
FOUND_SOIL, FOUND_GOD = "found soil", "found god"
"""The outcomes of a blind Claim looked at (the cards of a ``claims O`` arrangement)."""
WORDS = ("none", "some")
"""A seeker's word before a look (blind Claims): is the God Skull among the Claims it scouted?"""


def _st(state: State) -> "SkullminersState":
    return cast("SkullminersState", state)


def _claim(name: str) -> int:
    return int(name.split()[1])


def _pile(owner: int) -> str:
    """The arrangement of ``owner``'s blind Claims (``found_kind``'s pile)."""
    return f"claims {owner}"


def _owner_of(pile: str) -> int:
    return int(pile.split()[1])


def _hidden(st: "SkullminersState", owner: int) -> list[int]:
    """``owner``'s Claims still face down (public)."""
    return [c for c in range(st.geo.columns) if st.revealed[owner][c] is None]


def _scouted(st: "SkullminersState", seeker: int) -> list[int]:
    """The face-down Claims ``seeker`` scouted: which ones is public (the cards played name
    them), what they hold is not."""
    return [c for c in _hidden(st, 1 - seeker) if c in st.known[seeker]]


def _book(memo: Memo) -> dict[str, dict[str, Any]]:
    """The hooks' bookkeeping of blind Claims: ``opened`` ``{pile: {column: seats}}``, the
    positions a slot opened and to whom (alike at every table); ``told`` ``{owner: [[columns,
    inside], ...]}``, what the words and openings told the owner's table of its own row: the
    God Skull lies among ``columns`` (``inside``) or outside them."""
    book: dict[str, dict[str, Any]] = memo.setdefault("blind", {"opened": {}, "told": {}})
    return book


def possible(st: "SkullminersState", owner: int, memo: Memo) -> list[int]:
    """The face-down Claims of ``owner`` that may hold its blind God Skull as far as the owner
    knows (every word and opening its table learned, memo ``blind``)."""
    told = _book(memo)["told"].get(str(owner), [])
    return [c for c in _hidden(st, owner) if all((c in cols) == inside for cols, inside in told)]


class SkullminersHooks(GameHooks):
    """The hooks of Skullminers (module docstring)."""

    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """Hiding the God Skull is secret: one commitment per Claim column."""
        st = _st(state)
        if st.phase != "hide":
            return None
        return tuple(f"claim {c}" for c in range(st.geo.columns))

    def commitment_values(self, state: State, seat: int, action: str) -> dict[str, bytes]:
        """``god`` for the Claim ``hide C`` names, ``soil`` for the others."""
        st = _st(state)
        col = st.geo.parse_column(action.split()[1])
        return {f"claim {c}": GOD if c == col else SOIL for c in range(st.geo.columns)}

    def reads(self, state: State, seat: int, action: str | None, memo: Memo) -> tuple[Read, ...]:
        """``dig C`` reads the opponent's Claim C for everybody; playing a card that scouts
        (Dowsing Rod, Prospector's Map) reads its target for the player alone. With blind
        Claims nobody hid anything: :meth:`_blind_reads`."""
        st = _st(state)
        if action is None:
            return ()
        verb, *args = action.split()
        look = None
        if verb == "dig":
            look = st.geo.parse_column(args[0])
        elif verb == "play" and len(args) == 2:
            card = CARDS.get(args[0])
            if isinstance(card, Directive) and any(e["op"] == "scout" for e in card.effects):
                look = st.geo.parse_column(args[1])
        if look is None:
            return ()
        if st.blind:
            return self._blind_reads(st, seat, look, verb == "dig", memo)
        return (Read(1 - seat, f"claim {look}", None if verb == "dig" else seat),)

    def _blind_reads(self, st: "SkullminersState", seeker: int, col: int, dig: bool, memo: Memo) -> tuple[Read, ...]:
        """What ``seeker``'s look at the opponent's blind Claim ``col`` reads first, from public
        facts (which Claims it scouted, which positions were opened to whom):

        - a dig of a Claim it scouted: that position for everybody, the seeker's key, then the
          owner's unless it is public already (a scout's slot opened it to the seeker);
        - a dig of a Claim it did not scout, or a scout while two or more are unscouted, when
          it scouted some Claim of the row: its word (an announced read with no keys: ``some``
          or ``none``) on whether the God Skull is among those (the module docstring).

        Nothing else: the engine's slot opens a Claim first looked at."""
        owner = 1 - seeker
        key = (_pile(owner), 0)
        opened: dict[str, list[int]] = _book(memo)["opened"].get(key[0], {})
        scouted = _scouted(st, seeker)
        if col in scouted:
            keys = [Read(seeker, f"claim {col}", None, key, ((col, seeker),))]
            if seeker not in opened.get(str(col), []):  # the scout's slot made the owner's key public
                keys.append(Read(owner, f"claim {col}", None, key, ((col, owner),)))
            return tuple(keys)
        if not scouted or (not dig and len(_hidden(st, owner)) - len(scouted) < 2):
            return ()
        seen = [c for c in scouted if seeker in opened.get(str(c), [])]
        if not seen:
            raise SealedError(f"seat {seeker + 1} scouted Claims whose positions were never opened to it")
        return (Read(seeker, f"the God Skull among the Claims seat {seeker + 1} scouted", seeker, key,
                     ((seen[0], seeker),), announce=True),)

    def read_groups(self, state: State, read: Read) -> tuple[str, ...]:
        """A seeker's word before a look: ``none`` or ``some`` (:data:`WORDS`)."""
        return WORDS

    def read_group(self, state: State, read: Read, outcome: str) -> str:
        """The true word where it can be checked (``state``: the seeker's own, exact for the
        Claims it seeks, or the referee's): ``some`` when the God Skull of the row is decided,
        which before the end happens only by a scout that found it (or by elimination after
        scouts), so it lies among the Claims scouted; else ``none``. The word is about the
        seeker's looks, not about the one card at the read's position."""
        assert read.deal is not None
        return "some" if _st(state).god[_owner_of(read.deal[0])] is not None else "none"

    def secret_value(self, state: State, owner: int, name: str) -> bytes:
        """What ``owner``'s Claim holds, from its own (exact) state."""
        return GOD if _st(state).god[owner] == _claim(name) else SOIL

    def learn(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
              seed: bytes) -> State:
        """Move the God Skull of the read's owner in ``viewer``'s filled-in state to agree with
        the opened Claim: under it (``god``), or, when the filling had put it there, under the
        first other Claim ``viewer`` still thinks possible (``soil``). SealedError when the
        opening contradicts what the owner showed before (no Claim left, a Claim known to be
        Soil)."""
        st = _st(state)
        if st.blind:
            return self._learn_blind(st, viewer, read, value, memo, seed)
        owner, col = read.owner, _claim(read.name)
        candidates = st.candidates(viewer)
        if value == GOD:
            if col not in candidates:
                raise SealedError(f"seat {owner + 1} opens a God Skull under a Claim it showed to be Soil")
            st.god[owner] = col
        elif value == SOIL:
            if st.god[owner] == col:
                others = [c for c in candidates if c != col]
                if not others:
                    raise SealedError(f"seat {owner + 1}'s Claims hold no God Skull: it hid none")
                st.god[owner] = others[0]
        else:
            raise SealedError(f"seat {owner + 1} opens a Claim holding neither Soil nor the God Skull")
        return state

    def _learn_blind(self, st: "SkullminersState", viewer: int, read: Read, value: bytes | tuple[str, ...],
                     memo: Memo, seed: bytes) -> State:
        """Blind Claims: what the owner's table learns of its own row, a seeker's word (``some``
        or ``none``: the God Skull lies among the Claims scouted, or not) or a scouted Claim
        opened for everybody before its dig, is kept (memo ``blind``), then the owner's filled-in
        row made to agree (:meth:`place`). The seeker's own state is exact for the row it
        seeks: nothing to change there. SealedError for a word or card that cannot be."""
        assert read.deal is not None
        owner = _owner_of(read.deal[0])
        if viewer != owner:
            return st
        seeker = 1 - owner
        if read.announce:
            word = value.decode("utf-8", "replace") if isinstance(value, bytes) else ""
            if word not in WORDS:
                raise SealedError(f"seat {seeker + 1} says {word!r} of the Claims it scouted")
            told = [_scouted(st, seeker), word == "some"]
        else:
            if not isinstance(value, tuple) or value[:1] not in ((FOUND_SOIL,), (FOUND_GOD,)):
                raise SealedError(f"seat {owner + 1}'s Claim opens to {value!r}, neither Soil nor the God Skull")
            told = [[read.positions[0][0]], value[0] == FOUND_GOD]
        _book(memo)["told"].setdefault(str(owner), []).append(told)
        self.place(st, owner, memo, seed)
        return st

    def place(self, st: "SkullminersState", owner: int, memo: Memo, seed: bytes) -> None:
        """Make ``owner``'s own blind row in its filled-in ``st`` agree with what it was told
        (:func:`possible`), changing only what the owner cannot see (the seeker's scouting
        results and the God Skull they decided). Kept when it agrees: the God Skull decided at
        a Claim still possible, or undecided while a possible Claim was never scouted (the
        seeker found nothing yet). Else a possible Claim drawn with ``seed`` (public: the same
        whatever the true row): a scouted one decides the God Skull there, its scout's result
        ``god`` and the others' ``soil``; an unscouted one leaves it undecided, every scouted
        Claim Soil. SealedError when no Claim is possible (the seeker's words contradict)."""
        seeker = 1 - owner
        allowed = possible(st, owner, memo)
        if not allowed:
            raise SealedError(f"seat {seeker + 1}'s words and Claims opened leave no Claim for seat "
                              f"{owner + 1}'s God Skull (seat {seeker + 1} cheats)")
        scouted = _scouted(st, seeker)
        god = st.god[owner]
        if god in allowed if god is not None else any(c not in scouted for c in allowed):
            return
        chosen = random.Random(seed).choice(allowed)
        st.god[owner] = chosen if chosen in scouted else None
        for c in scouted:
            st.known[seeker][c] = "god" if c == st.god[owner] else "soil"

    def determinize(self, state: State, viewer: int, rng: random.Random) -> State:
        """The engine's resample (the opponent's hand dealt again), with blind Claims kept as
        ``state`` has them: the engine would decide an undecided God Skull, which changes
        whether a later look is a chance node, and would place ``viewer``'s own one ignoring
        what the seeker's words told (:meth:`place` keeps the filled-in rows within what the
        seat knows)."""
        st = _st(state)
        new = _st(state.resample_from_infostate(viewer, rng))
        if st.blind and not st.is_terminal():
            new.god = list(st.god)
            new.known = [dict(k) for k in st.known]
        return new

    def on_draw(self, memo: Memo, kind: ChanceKind, position: int) -> None:
        """A blind Claim's slot opened: note to whom (a later dig of it needs only the keys not
        given then)."""
        if kind.kind == "slot":
            seen = _book(memo)["opened"].setdefault(kind.pile, {}).setdefault(str(position), [])
            seen[:] = sorted(set(seen) | set(kind.seen_by))

    def admit(self, state: State, viewer: int, seat: int, action: str, seed: bytes, memo: Memo) -> State:
        """A card played, built or discarded by ``seat`` that the filled-in hand lacks is swapped
        in from ``seat``'s deck for the hand's last card (both hidden from ``viewer``, so the
        state stays one ``viewer`` cannot tell from the true one). SealedError when the card is
        in neither: it is not among ``seat``'s unseen cards."""
        st = _st(state)
        verb, *args = action.split()
        if verb not in HAND_VERBS or not args or args[0] not in CARDS or seat == viewer:
            return state
        card, hand, deck = args[0], st.hands[seat], st.decks[seat]
        if card in hand:
            return state
        if not deck.get(card) or not hand:
            raise SealedError(f"seat {seat + 1} plays {card_words(card)}, which is not among its unseen cards "
                              f"(it cheats, or the link was forged)")
        out = hand[-1]
        hand[-1] = card
        hand.sort(key=CARD_ORDER.__getitem__)
        deck[card] -= 1
        if not deck[card]:
            del deck[card]
        deck[out] = deck.get(out, 0) + 1
        return state

    def upcoming_deals(self, state: State) -> Sequence[tuple[str, int, tuple[tuple[str, int], ...]]]:
        """Each Company deck as it stands (the Company's deck list, or a discard pile just
        shuffled in): a deal of it may be made before its first draw; with blind Claims, each
        row's arrangement too."""
        st = _st(state)
        out = []
        if st.blind:  # each row of blind Claims, dealt from the start (module docstring)
            row: tuple[tuple[str, int], ...] = ((FOUND_SOIL, st.geo.columns - 1), (FOUND_GOD, 1))
            out += [(_pile(owner), 0, row) for owner in (0, 1)]
        for seat in (0, 1):
            if st.companies[seat] is None:
                continue
            cards = tuple((f"draw {c}", n) for c, n in sorted(st.decks[seat].items(), key=lambda kv: CARD_ORDER[kv[0]]) if n)
            if cards:
                out.append((f"deck {seat}", st.deals[seat], cards))
        return out


HOOKS = SkullminersHooks()
"""The instance ``hooks_for("skullminers")`` returns."""
