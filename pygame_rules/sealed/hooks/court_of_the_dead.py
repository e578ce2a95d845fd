"""Court of the Dead in sealed play (docs/sealed-links.md, "The games' hooks").

- **Ulterior Motives**: each faction's motives are a pile (``motives <faction>``), dealt once;
  a seat's three are draws it alone sees. Keeping one is a secret decision that commits to
  its faction (``faction``); the last seat to keep reads every seat's, opened for everybody,
  since the engine shows the faction tokens then. The motive itself stays in the note until
  the end.
- **Court cards**: the 14 are dealt anew each round (pile ``court``, deal ``round - 1``; the
  deal of a round may be made as soon as it starts). A card dealt to a seat is a draw it alone
  sees: every other seat's share is public, so its key is the only one missing. A draft pick is
  a secret decision that shows the *deal position* of the card kept (so every table follows
  which positions each packet holds: :data:`Memo` ``court``), and the last pick of a step
  reads the packets passing on: each passer seals to its recipient the missing key of each
  card in its packet (that of the seat that drew it: its own, or one passed to it before,
  passed on with the Merkle path to its owner's root). The recipient opens the cards and its
  state is dealt again consistent with them (``knowledge.sees``, the engine's own resampler).
- **Tithe bids**: secret decisions committing to the amount (``bid <round>``); the last
  bidder reads every seat's bid, opened for everybody, since the engine reveals them then.
- **Severamm**: activating a Mourner that swaps Court cards reads the undealt cards' keys of
  every other seat, sealed to its holder; its choice is a secret decision that shows only
  whether it exchanged. A second look at the undealt cards by another seat after an exchange,
  in the same round, is refused (not handled yet).
- A Court card played (or discarded to Socopharie) from a hand the filled-in state did not
  give it is placed there (the card's knowledge mask narrowed to that hand, then the engine's
  resampler deals the rest): refused when no deal consistent with what the seat knows has it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, cast

from ...core import IllegalActionError, State
from ...games.court_of_the_dead import knowledge
from ...games.court_of_the_dead.data import COURT_IDS, DRAFT, FACTIONS, MOTIVES, MOTIVES_BY_FACTION, MOURNERS
from ...games.court_of_the_dead.flow import asked_kind
from ...games.court_of_the_dead.frames import CourtDeal, DealCourt, DealMotive, MotiveDeal
from ...games.court_of_the_dead.moves import (NOTATION, Activate, Bid, CourtCard, CourtMove, Draft, Keep, Play,
                                              Reclaim, Swap)
from ..errors import SealedError
from ..messages import Reader, Writer
from . import CardAt, GameHooks, Memo, Read, legal

if TYPE_CHECKING:  # pragma: no cover
    from ...games.court_of_the_dead.state import CourtState

SWAPPERS = tuple(m for m, card in MOURNERS.items()
                 if any(e.get("do") == "swap_court" for e in card.get("ability", {}).get("effects", [])))
"""Mourners whose ability looks at the undealt Court cards (Severamm)."""


def _st(state: State) -> "CourtState":
    return cast("CourtState", state)


def _kind(st: "CourtState") -> str | None:
    """The pending decision's kind (the game's flow.py ``asked_kind``): ``motive``, ``draft``,
    ``bid``, ``swap``, ``turn``..., or None at a chance node or the end."""
    frame = st.top
    if frame is None or st.is_chance_node():
        return None
    return asked_kind(frame)


def _move(action: str) -> CourtMove | None:
    """The typed move ``action`` spells (the game's moves.py), None for no move of the game."""
    try:
        return NOTATION.parse(action)
    except IllegalActionError:
        return None


def _card(action: str) -> str:
    """The card a motive kept, a draft pick or a dealt Court card names (``keep MB2``, ``draft
    C07``, ``court C05``); SealedError for any other action."""
    move = _move(action)
    if isinstance(move, (Keep, Draft, CourtCard)) and move.card is not None:
        return move.card
    raise SealedError(f"'{action[:80]}' names no card")


def _redeal(state: State, viewer: int, seed: bytes, why: str) -> State:
    """``state`` dealt again for ``viewer`` consistently with its (just narrowed) knowledge:
    the engine's own resampler; SealedError(``why``) when no deal is consistent."""
    try:
        return state.resample_from_infostate(viewer, random.Random(seed))
    except ValueError as exc:
        raise SealedError(f"{why}: {exc}") from None


def _court(memo: Memo) -> dict[str, Any]:
    court: dict[str, Any] = memo["court"]
    return court


def _direction(st: "CourtState") -> int:
    """Packets pass to the left (seat + 1) in odd rounds, to the right in even ones."""
    return 1 if st.round % 2 == 1 else -1


def _after(seat: int, n: int) -> list[int]:
    """Seats from ``seat`` on, cyclically."""
    return [(seat + k) % n for k in range(n)]


class CourtHooks(GameHooks):
    """The hooks of Court of the Dead (module docstring)."""

    # ------------------------------------------------------------------ secret decisions
    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """Keeping a motive (commits to its faction), a draft pick, a Tithe bid (commits to the
        amount) and Severamm's exchange are secret."""
        st = _st(state)
        kind = _kind(st)
        if kind == "motive":
            return ("faction",)
        if kind == "bid":
            return (f"bid {st.round}",)
        if kind in ("draft", "swap"):
            return ()
        return None

    def commitment_values(self, state: State, seat: int, action: str) -> dict[str, bytes]:
        """The kept motive's faction, or the bid's amount."""
        st = _st(state)
        kind, move = _kind(st), _move(action)
        if kind == "motive":
            return {"faction": str(MOTIVES[_card(action)]["faction"]).encode()}
        if kind == "bid" and isinstance(move, Bid):
            return {f"bid {st.round}": str(move.amount).encode()}
        return {}

    def secret_value(self, state: State, owner: int, name: str) -> bytes:
        """``owner``'s kept faction, or its bid of the round, from its own state."""
        st = _st(state)
        if name == "faction":
            motive = st.motive[owner]
            if motive is None:
                raise SealedError(f"seat {owner + 1} has kept no Ulterior Motive")
            return str(MOTIVES[motive]["faction"]).encode()
        bid = st.bids[owner]
        if not name.startswith("bid ") or bid is None:
            raise SealedError(f"seat {owner + 1} has no secret called {name!r}")
        return str(bid).encode()

    def shown(self, state: State, seat: int, action: str, memo: Memo, card_at: CardAt) -> bytes:
        """A pick shows the deal position of the card kept; Severamm's choice whether it
        exchanged (1) or not (0)."""
        st = _st(state)
        kind = _kind(st)
        if kind == "swap":
            return b"\x01" if isinstance(_move(action), Swap) else b"\x00"
        if kind != "draft":
            return b""
        court = _court(memo)
        wanted = "court " + _card(action)
        for position in court["packets"][seat]:
            if card_at("court", court["deal"], position) == wanted:
                return Writer().varint(position).bytes()
        raise SealedError(f"seat {seat + 1} keeps a card that is in no position of its packet")

    def take_shown(self, state: State, seat: int, shown: bytes, memo: Memo) -> None:
        """A pick's position must be one of the picker's packet: it moves to its pick. An
        exchange or not is noted."""
        st = _st(state)
        kind = _kind(st)
        if kind == "swap":
            if shown not in (b"\x00", b"\x01"):
                raise SealedError(f"seat {seat + 1}'s exchange shows neither yes nor no")
            _court(memo)["swapping"] = shown == b"\x01"
            if shown == b"\x01":
                _court(memo)["exchanged"] = seat
            return
        if kind != "draft":
            super().take_shown(state, seat, shown, memo)
            return
        r = Reader(shown, "a draft pick")
        position = r.varint()
        r.end()
        court = _court(memo)
        if position not in court["packets"][seat]:
            raise SealedError(f"seat {seat + 1} keeps a card from position {position + 1}, which its packet "
                              f"does not hold")
        court["packets"][seat].remove(position)
        court["picks"][seat] = position

    def check_shown(self, state: State, seat: int, action: str, shown: bytes, memo: Memo, card_at: CardAt) -> None:
        """The pick's position holds the card kept; Severamm's flag says what it did."""
        st = _st(state)
        kind = _kind(st)
        if kind == "swap":
            if shown != (b"\x01" if isinstance(_move(action), Swap) else b"\x00"):
                raise SealedError(f"seat {seat + 1}'s exchange shows another choice than it made")
        elif kind == "draft":
            r = Reader(shown, "a draft pick")
            position = r.varint()
            if card_at("court", _court(memo)["deal"], position) != "court " + _card(action):
                raise SealedError(f"seat {seat + 1} keeps {_card(action)} and shows a position "
                                  f"holding another card")

    def filler_decision(self, state: State, seat: int, memo: Memo) -> str:
        """Another seat's secret decision, as what is known of it allows: its motive of the
        faction it opened, its bid as opened, a pick of the card its packet does not pass on,
        an exchange (any) or not as it showed; else the first legal action."""
        st = _st(state)
        kind = _kind(st)
        actions = st.legal_actions()
        if kind == "motive" and seat in memo.get("faction", {}):
            faction = memo["faction"][seat]
            return next(a for a in actions if MOTIVES[_card(a)]["faction"] == faction)
        if kind == "bid" and seat in memo.get("bid", {}).get(str(st.round), {}):
            return f"bid {memo['bid'][str(st.round)][seat]}"
        if kind == "draft" and seat in memo.get("passing", {}):
            passing = set(memo["passing"][seat])
            return next(a for a in actions if "court " + _card(a) not in passing)
        if kind == "swap":
            swapping = _court(memo).get("swapping", False)
            return next(a for a in actions if isinstance(_move(a), Swap) == swapping)
        return actions[0]

    # ------------------------------------------------------------------ reads
    def reads(self, state: State, seat: int, action: str | None, memo: Memo) -> tuple[Read, ...]:
        """The last motive kept reads every faction; the last bid every bid; the last pick of
        a draft step every packet passing on (sealed to its recipient); activating Severamm
        the undealt cards' keys (sealed to its holder)."""
        st = _st(state)
        n = st.num_players
        kind = _kind(st)
        if action is None and kind == "motive" and all(st.motive[x] is not None for x in range(n) if x != seat):
            return tuple(Read(x, "faction") for x in _after(seat, n))
        if action is None and kind == "bid" and all(st.bids[x] is not None for x in range(n) if x != seat):
            return tuple(Read(x, f"bid {st.round}") for x in _after(seat, n))
        if action is None and kind == "draft" and len(_court(memo)["picks"]) == n:
            return self._passes(st, seat, memo)
        move = None if action is None else _move(action)
        if isinstance(move, Activate) and move.card in SWAPPERS:
            return self._look(st, seat, memo)
        return ()

    def _passes(self, st: "CourtState", seat: int, memo: Memo) -> tuple[Read, ...]:
        """Each packet passing on (after every pick of the step): its keys, for its recipient,
        of each card the recipient did not draw itself; the next step's first picker's last."""
        n = st.num_players
        court = _court(memo)
        cfg = DRAFT[n]
        if court["step"] == cfg["picks"] - 1 and cfg["last"] == "discard":
            return ()
        d = _direction(st)
        drawer = court["drawer"]
        first = st.first
        order = _after(seat, n)
        if first != seat:  # its keys last: it picks next, in the same message
            order = [x for x in order if x != first] + [first]
        reads = []
        for x in order:
            to = (x + d) % n
            positions = tuple((p, drawer[p]) for p in court["packets"][x] if drawer[p] != to)
            if positions:
                reads.append(Read(x, f"the packet seat {x + 1} passes", to, ("court", court["deal"]), positions))
        return tuple(reads)

    def _look(self, st: "CourtState", seat: int, memo: Memo) -> tuple[Read, ...]:
        court = _court(memo)
        if court.get("exchanged") is not None and court["exchanged"] != seat:
            raise SealedError("a second look at the undealt Court cards after an exchange in the same round "
                              "is not handled in sealed play yet")
        positions = court["undealt"]
        return tuple(Read(y, "the undealt cards", seat, ("court", court["deal"]), tuple((p, y) for p in positions))
                     for y in _after(seat, st.num_players) if y != seat)

    def learn(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
              seed: bytes) -> State:
        """A faction: the other seat's motive of that faction. A bid: its amount. Cards of a
        packet passing on, or the undealt ones: the viewer's knowledge says exactly where they
        are, and its state is dealt again consistent with it (the engine's resampler)."""
        st = _st(state)
        if isinstance(value, bytes):
            text = value.decode("utf-8", "replace")
            if read.name == "faction":
                if text not in FACTIONS:
                    raise SealedError(f"seat {read.owner + 1} opens a faction this game does not have")
                memo.setdefault("faction", {})[read.owner] = text
                if st.motive[read.owner] is not None:
                    st.motive[read.owner] = next(m for m in st.motive_hand[read.owner] if MOTIVES[m]["faction"] == text)
                return state
            if not text.isdigit():
                raise SealedError(f"seat {read.owner + 1} opens a bid that is not a number")
            memo.setdefault("bid", {}).setdefault(str(st.round), {})[read.owner] = int(text)
            if st.bids[read.owner] is not None:
                st.bids[read.owner] = int(text)
            return state
        if read.name != "the undealt cards":
            return state  # a packet's keys: learned right before the pass (prepare)
        knowledge.sees(st, viewer, knowledge.undealt(st.num_players), [_card(o) for o in value])
        return _redeal(state, viewer, seed, f"the undealt cards cannot be where seat {read.owner + 1} says")

    def prepare(self, state: State, viewer: int, seat: int, memo: Memo, card_at: CardAt, seed: bytes) -> State:
        """Before the last pick of a draft step: the packet passing to ``viewer`` (its cards
        known now: drawn by it, or opened with keys passed to it) is placed where it is, the
        rest dealt again consistently; the last picker, when it passes to ``viewer``, keeps the
        one card of its packet not passed."""
        st = _st(state)
        court = memo.get("court")
        n = st.num_players
        if _kind(st) != "draft" or court is None or len(court["picks"]) < n:
            return state
        cfg = DRAFT[n]
        if court["step"] == cfg["picks"] - 1 and cfg["last"] == "discard":
            return state
        passer = (viewer - _direction(st)) % n
        cards = [card_at("court", court["deal"], p) for p in court["packets"][passer]]
        if any(c is None for c in cards):
            raise SealedError(f"this seat lacks the keys of the packet seat {passer + 1} passes to it")
        names = [_card(str(c)) for c in cards]
        if st.picks[passer] is None:  # the last picker: its pick is still in its packet
            masks = st.court_known[viewer]
            for c in names:
                masks[knowledge.INDEX[c]] = knowledge.packet(passer)
            memo.setdefault("passing", {})[passer] = [str(c) for c in cards]
        else:
            knowledge.sees(st, viewer, knowledge.packet(passer), names)
        return _redeal(state, viewer, seed, f"seat {passer + 1}'s packet cannot hold the cards it passes")

    # ------------------------------------------------------------------ another seat's moves
    def admit(self, state: State, viewer: int, seat: int, action: str, seed: bytes, memo: Memo) -> State:
        """A Court card played, or discarded to Socopharie, from a hand the filling did not give
        it: the viewer learns it was there, and its state is dealt again consistent with that."""
        st = _st(state)
        move = _move(action)
        card = None
        if isinstance(move, Play) and move.card in COURT_IDS:
            card = move.card
        elif isinstance(move, Reclaim):
            card = move.discard
        if card is None or card in st.hands[seat] or not st.court_known[viewer]:
            return super().admit(state, viewer, seat, action, seed, memo)
        st.court_known[viewer][knowledge.INDEX[card]] = knowledge.hand(seat)
        try:
            new = _st(state.resample_from_infostate(viewer, random.Random(seed)))
        except ValueError:
            new = None
        if new is None or card not in new.hands[seat] or not legal(new, action):
            raise SealedError(f"seat {seat + 1} plays a Court card it cannot hold "
                              f"(it cheats, or the link was forged)")
        return new

    def make_drawable(self, state: State, viewer: int, outcome: str, seed: bytes, memo: Memo) -> State:
        """A Court card the viewer is dealt that a filler gave another seat: the viewer now
        knows it was still undealt, and its state is dealt again consistent with that; a
        motive: the default (dealt again until it is in the pile)."""
        st = _st(state)
        move = _move(outcome)
        if not isinstance(move, CourtCard) or move.card in st.undealt or not st.court_known[viewer]:
            return super().make_drawable(state, viewer, outcome, seed, memo)
        card = move.card
        st.court_known[viewer][knowledge.INDEX[card]] = knowledge.undealt(st.num_players)
        try:
            return state.resample_from_infostate(viewer, random.Random(seed))
        except ValueError as exc:
            raise SealedError(f"the Court card dealt here cannot be undealt in any position this seat can "
                              f"imagine: {exc}") from None

    # ------------------------------------------------------------------ deals and positions
    def upcoming_deals(self, state: State) -> list[tuple[str, int, tuple[tuple[str, int], ...]]]:
        """Each faction's motives before the first is dealt; the round's 14 Court cards as soon
        as the round begins."""
        st = _st(state)
        out = []
        for f in FACTIONS:
            if len(st.motive_pool[f]) == len(MOTIVES_BY_FACTION[f]):
                out.append((f"motives {f}", 0, tuple((f"motive {m}", 1) for m in MOTIVES_BY_FACTION[f])))
        if st.round >= 1 and st.phase not in ("setup",):
            out.append(("court", st.round - 1, tuple((f"court {c}", 1) for c in COURT_IDS)))
        return out

    def planned_draws(self, state: State) -> list[tuple[str, int, tuple[int, ...]]]:
        """The motive or Court card being dealt, then those the engine has queued right after it
        (its stack: each seat's three motives, each seat's packet), with their seats."""
        st = _st(state)
        if not isinstance(st.top, (CourtDeal, MotiveDeal)):
            return []
        out: list[tuple[str, int, tuple[int, ...]]] = []
        for frame in reversed(st.stack):
            if isinstance(frame, (CourtDeal, DealCourt)):
                out.append(("court", st.round - 1, (frame.seat,)))
            elif isinstance(frame, (MotiveDeal, DealMotive)):
                out.append((f"motives {frame.faction}", 0, (frame.seat,)))
            else:
                break
        return out

    def on_draw(self, memo: Memo, kind: Any, position: int) -> None:
        """A Court card dealt: its position joins the packet of the seat dealt it."""
        if kind.pile != "court":
            return
        court = memo.get("court")
        if court is None or court["deal"] != kind.deal:
            court = memo["court"] = {"deal": kind.deal, "packets": {}, "picks": {}, "hands": {}, "drawer": {},
                                     "undealt": list(range(len(COURT_IDS))), "step": 0, "exchanged": None}
        seat = kind.seen_by[0]
        court["packets"].setdefault(seat, []).append(position)
        court["drawer"][position] = seat
        court["undealt"].remove(position)

    def on_decision(self, memo: Memo, state: State, seat: int) -> None:
        """After every pick of a step, the packets' positions pass on as the engine's packets do
        (picks join hands; the last packet is discarded or kept as the player count says)."""
        court = memo.get("court")
        st = _st(state)
        n = st.num_players
        if court is None or len(court["picks"]) < n:
            return
        cfg = DRAFT[n]
        for p, position in court["picks"].items():
            court["hands"].setdefault(p, []).append(position)
        court["picks"] = {}
        last = court["step"] == cfg["picks"] - 1
        court["step"] += 1
        memo.pop("passing", None)
        packets = {p: court["packets"].get(p, []) for p in range(n)}
        if last and cfg["last"] == "discard":
            court["packets"] = {p: [] for p in range(n)}
            return
        d = 1 if (st.round % 2 == 1) else -1
        court["packets"] = {(p + d) % n: packets[p] for p in range(n)}
        if last:
            for p in range(n):
                court["hands"].setdefault(p, []).extend(court["packets"][p])
            court["packets"] = {p: [] for p in range(n)}


HOOKS = CourtHooks()
"""The instance ``hooks_for("court_of_the_dead")`` returns."""
