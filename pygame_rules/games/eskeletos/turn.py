"""The turn on the main board (rulebook: Player Round and Turn Structure): Phase 1 (Static
Cleanse, Fate Manipulation, draw or draft, Drift refill), Phase 2 (2D6 movement with its
modifiers, space resolution and encounters, one Action card), Phase 3 (hand limit, pass)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase, TurnFlags
from .cards import CARDS
from .frames import (SYSTEM, ActionPhase, DiscardExcess, DrawCard, EndTurn, EquiMode, FacadeMove, FacadePick,
                     HandLimit, IntuitionPick, LimboAct, LimboCleanup, LimboDraw, LimboExit, LimboMove, LimboStep,
                     Movement, MoveMods, MoveRoll, PeekDone, Phase1, Refill, ShieldCard, TurnStart)
from .rules import CLEANSE_COST, EMBER_MOVE, EMBER_SHED, FACADE_COST, HAND_LIMIT, SCAVENGER_LOW

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState

MOVE_ROLLS = [(f"roll {a} {b}", (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7)]
"""2D6 movement outcomes, dice kept apart (Scavenger's Intuition reads each die)."""


class TurnMixin(EskeletosBase):
    """The turn on the main board: what a turn remembers (:class:`TurnFlags`), the movement's
    options and arithmetic, playing a card, the hand limit and the round limit."""

    def new_turn_flags(self) -> TurnFlags:
        """This turn's flags (:class:`TurnFlags`) as a turn starts: nothing done yet."""
        return {"played": False, "mods": 0, "used": (), "dice": None}

    def used(self, what: str) -> bool:
        """Whether the once-a-turn power ``what`` (``fate``, ``ember``, ``equilibrium``) was used
        this turn."""
        return what in self.tf["used"]

    def mark_used(self, what: str) -> None:
        """Record the once-a-turn power ``what`` as used this turn (``tf["used"]``)."""
        self.tf["used"] = self.tf["used"] + (what,)

    def fate_available(self) -> bool:
        """Whether any Fate card is left to look at: in the draw pile or in the discard pile (which
        refills it)."""
        return bool(self.decks.size("fate") or self.decks.discards("fate"))

    def movement_options(self, seat: int) -> list[str]:
        """Movement modifiers ``seat`` may still add after its roll: ``play <key>`` per Movement
        card in hand (each key once) and the Ethereal Ember's options."""
        t = self.tr[seat]
        opts = [f"play {k}" for k in dict.fromkeys(t.hand_keys()) if CARDS[k].kind == "movement"]
        return opts + self.ember_options(seat)

    def ember_options(self, seat: int) -> list[str]:
        """Ethereal Ember, once a turn, offers both its options in the Movement and the
        Action Phase ("PLAY ON MOVEMENT OR ACTION PHASE"): ``relic ember`` (+3 spaces) and,
        with Hope to pay and Burden to shed, ``relic ember shed`` (1 Hope: shed 2 Burden)."""
        t = self.tr[seat]
        if not self.has_relic(seat, "ember") or self.used("ember"):
            return []
        return ["relic ember"] + (["relic ember shed"] if t.hope >= 1 and t.burden else [])

    def use_ember(self, seat: int, move: mv.Relic) -> bool:
        """Apply an Ethereal Ember move (``relic ember`` or ``relic ember shed``); ``True``
        when it was its +3 spaces option."""
        self.mark_used("ember")
        self.mark_relic_used("ember")
        if move.option == "shed":
            self.tr[seat].hope -= 1
            self.shed_burden(seat, EMBER_SHED)
            return False
        return True

    def move_dice(self) -> tuple[int, int]:
        """This turn's two movement dice. Raises ValueError before the movement roll."""
        dice = self.tf["dice"]
        if dice is None:
            raise ValueError("no movement roll yet this turn")
        return dice

    def net_move(self, seat: int) -> int:
        """2D6 + modifiers - 1 per suppressed card, never below 1 (Movement Penalties)."""
        a, b = self.move_dice()
        return max(1, a + b + self.tf["mods"] - len(self.tr[seat].vault))

    def finish_move(self, seat: int) -> None:
        """Log the net movement and move ``seat``'s pawn that many spaces (:meth:`net_move`)."""
        self.note(seat, "move", self.net_move(seat))
        self.move_pawn(seat, self.net_move(seat))

    def play_card(self, seat: int, key: str, target: int) -> None:
        """Play an Action or Keep in Play card (one per turn, ruling); a targeted Traveler
        holding a ready Stasis Shield may cancel it."""
        t = self.tr[seat]
        self.tf["played"] = True
        t.take_from_hand(key)
        self.mark_card(seat, key, True)
        card = CARDS[key]
        if card.kind == "keep":
            t.attach.append(key)
            return
        self.push_effects(seat, key, "effects", target)
        if target >= 0 and self.shield_ready(target):
            self.push(ShieldCard(target, seat, key))
        self.discard_card(seat, key)

    def hand_limit(self, seat: int) -> int:
        """``seat``'s hand limit: HAND_LIMIT plus its Keep in Play ``hand_limit`` bonuses."""
        return HAND_LIMIT + self.ongoing(seat, "hand_limit")

    def end_at_round_limit(self) -> None:
        """Designed safeguard: after the last round (``round_limit``: 100, First Journey 60)
        the journey ends in a draw: nobody reached Acceptance, so nobody wins
        (docs/rulings/eskeletos.md)."""
        self.end()
        self.note(-1, "round_limit", self.round)


def turn_start(st: "EskeletosState", frame: TurnStart) -> None:
    """``seat``'s turn begins: its Stasis Shield is ready again, its ward gone; the main
    board's three phases follow, or in Limbo the Limbo Turn Structure."""
    seat = frame.seat
    t = st.tr[seat]
    st.turn = seat
    st.turn_no += 1
    st.tf = st.new_turn_flags()
    t.shield_ready = True  # Stasis Shield: once per round (ruling), from your own turn.
    t.ward = False
    if t.limbo:
        t.frozen, t.escape_bonus = False, 0
        st.push(LimboDraw(seat), LimboMove(seat), LimboStep(seat), LimboAct(seat), LimboExit(seat),
                LimboCleanup(seat), EndTurn(seat))
    else:
        st.push(Phase1(seat), MoveRoll(seat), ActionPhase(seat), HandLimit(seat), EndTurn(seat))


# ---------------------------------------------------------------------- Phase 1
def phase1_options(st: "EskeletosState", frame: Phase1) -> list[str]:
    """Static Cleanse (``cleanse burden``, ``cleanse vault N``) while Hope pays for it, Fate
    Manipulation (``relic fate``) once a turn, then ``draw`` or ``draft N``."""
    t = st.tr[frame.seat]
    opts = []
    if t.hope >= CLEANSE_COST:
        if t.burden:
            opts.append("cleanse burden")
        opts += [f"cleanse vault {i + 1}" for i in range(len(t.vault))]
    if st.has_relic(t.seat, "fate") and not st.used("fate") and st.fate_available():
        opts.append("relic fate")
    opts.append("draw")
    opts += [f"draft {i + 1}" for i in range(len(st.drift))]
    return opts


def phase1(st: "EskeletosState", frame: Phase1, move: mv.EskeletosMove) -> None:
    """A cleanse or Fate Manipulation (Phase 1 goes on), or the draw or draft that ends it
    (the Drift is refilled)."""
    seat = frame.seat
    t = st.tr[seat]
    if isinstance(move, mv.Cleanse):
        t.hope -= CLEANSE_COST
        st.push(frame)
        if move.slot is None:
            st.shed_burden(seat, 1)
        else:  # Ruling: a cleansed Suppressed Hazard still goes off (it is purged).
            st.take_from_vault(seat, move.slot - 1, to_hand=False)
    elif isinstance(move, mv.Relic):
        st.mark_used("fate")
        st.mark_relic_used("fate")
        st.push(frame)
        st.peeked = []
        st.push(PeekDone(seat))
        st.push(DrawCard(seat, "fate", "peek"))
        st.push(DrawCard(seat, "fate", "peek"))
    elif isinstance(move, mv.Draw):
        st.push(Refill(SYSTEM))
        st.push(DrawCard(seat, "fate", "hand"))
    else:
        assert isinstance(move, mv.Draft)
        st.push(Refill(SYSTEM))
        st.draft(seat, move.slot - 1)


# ---------------------------------------------------------------------- Phase 2: movement
def move_rolls(st: "EskeletosState", frame: MoveRoll) -> list[tuple[str, float]]:
    """The 2D6 outcomes (:data:`MOVE_ROLLS`)."""
    return MOVE_ROLLS


def move_roll(st: "EskeletosState", frame: MoveRoll, move: mv.EskeletosMove) -> None:
    """The dice are kept for the turn; Scavenger's Intuition on a low die, then the movement."""
    assert isinstance(move, mv.Roll)
    seat = frame.seat
    a, b = move.first, move.second
    st.tf["dice"] = (a, b)
    st.note(seat, "move_roll", [a, b])
    st.push(Movement(seat))
    if st.tr[seat].kind == "child" and min(a, b) <= SCAVENGER_LOW:
        st.push(IntuitionPick(seat))


def intuition_options(st: "EskeletosState", frame: IntuitionPick) -> list[str]:
    """Scavenger's Intuition: the Emotion or the Nature deck."""
    return ["intuition emotion", "intuition nature"]


def intuition(st: "EskeletosState", frame: IntuitionPick, move: mv.EskeletosMove) -> None:
    """A card of the chosen deck into the hand."""
    assert isinstance(move, mv.Intuition)
    st.push(DrawCard(frame.seat, move.deck, "hand"))


def movement(st: "EskeletosState", frame: Movement) -> None:
    """Modifiers to choose (:class:`MoveMods`), or the pawn moves at once (with the option
    ``ask_every_decision``, :class:`MoveMods` is asked even with ``go`` alone: whether the
    seat holds a Movement card is its own secret)."""
    seat = frame.seat
    if st.asks_every_decision or st.movement_options(seat):
        st.push(MoveMods(seat))
    else:
        st.finish_move(seat)


def move_mods_options(st: "EskeletosState", frame: MoveMods) -> list[str]:
    """The movement modifiers left (``TurnMixin.movement_options``), then ``go``."""
    return st.movement_options(frame.seat) + ["go"]


def move_mods(st: "EskeletosState", frame: MoveMods, move: mv.EskeletosMove) -> None:
    """``go`` moves the pawn; a Movement card or the Ember modifies the roll first."""
    seat = frame.seat
    if isinstance(move, mv.Go):
        st.finish_move(seat)
        return
    st.push(Movement(seat))
    if isinstance(move, mv.Relic):
        if st.use_ember(seat, move):
            st.tf["mods"] += EMBER_MOVE
    else:
        assert isinstance(move, mv.Play)
        key = st.tr[seat].take_from_hand(move.card)[0]
        st.mark_card(seat, key, True)
        st.push_effects(seat, key, "effects")
        st.discard_card(seat, key)


# ---------------------------------------------------------------------- Phase 2: action
def action_options(st: "EskeletosState", frame: ActionPhase) -> list[str]:
    """One Action or Keep in Play card a turn (``play <key>``, ``play <key> <seat>`` when it
    targets a Traveler), attachments to release, Relic powers, Facade Purge, then ``end``."""
    seat = frame.seat
    t = st.tr[seat]
    opts = []
    if not st.tf["played"]:
        for key in dict.fromkeys(sorted(t.hand_keys())):
            card = CARDS[key]
            if card.kind not in ("action", "keep"):
                continue
            if card.targets_other:
                opts += [f"play {key} {s + 1}" for s in st.clockwise() if s != seat and st.tr[s].on_board]
            else:
                opts.append(f"play {key}")
    opts += [f"release {k}" for k in dict.fromkeys(t.attach) if CARDS[k].release]
    opts += st.ember_options(seat)
    if st.has_relic(seat, "cloak") and not t.cloak:
        opts.append("relic cloak")
    if st.has_relic(seat, "equilibrium") and not st.used("equilibrium") and (t.hand or t.vault):
        opts.append("relic equilibrium")
    if t.kind == "mask" and t.vault and t.hope >= FACADE_COST:  # no per-turn limit is printed
        opts.append("facade")
    opts.append("end")
    return opts


def action(st: "EskeletosState", frame: ActionPhase, move: mv.EskeletosMove) -> None:
    """One move of the Action Phase (it goes on until ``end``)."""
    seat = frame.seat
    t = st.tr[seat]
    if isinstance(move, mv.End):
        return
    st.push(frame)
    if isinstance(move, mv.Play):
        st.play_card(seat, move.card, -1 if move.target is None else move.target - 1)
    elif isinstance(move, mv.Release):  # Voluntary Discard (Recovery)
        t.attach.remove(move.card)
        st.decks.discard[CARDS[move.card].deck].append(move.card)
        st.push_effects(seat, move.card, "release")
    elif isinstance(move, mv.Relic) and move.relic == "ember":
        if st.use_ember(seat, move):  # the roll is spent: the pawn moves 3 more spaces
            st.move_pawn(seat, EMBER_MOVE)
    elif isinstance(move, mv.Relic) and move.relic == "cloak":
        st.mark_relic_used("cloak")
        t.cloak = True
    elif isinstance(move, mv.Relic):  # Equilibrium
        st.mark_used("equilibrium")
        st.mark_relic_used("equilibrium")
        st.push(EquiMode(seat))
    else:
        assert isinstance(move, mv.Facade)
        t.hope -= FACADE_COST
        st.push(FacadePick(seat))


def facade_options(st: "EskeletosState", frame: FacadePick) -> list[str]:
    """``vault N`` for each suppressed card."""
    return [f"vault {i + 1}" for i in range(len(st.tr[frame.seat].vault))]


def facade(st: "EskeletosState", frame: FacadePick, move: mv.EskeletosMove) -> None:
    """Facade Purge: discard the chosen suppressed card, then step 1 space forward."""
    assert isinstance(move, mv.Vault)
    seat = frame.seat
    st.push(FacadeMove(seat))
    st.take_from_vault(seat, move.slot - 1, to_hand=False)


def facade_move(st: "EskeletosState", frame: FacadeMove) -> None:
    """The Facade Purge's step of 1 space."""
    st.move_pawn(frame.seat, 1)


# ---------------------------------------------------------------------- Phase 3
def hand_limit(st: "EskeletosState", frame: HandLimit) -> None:
    """Phase 3: one card to discard while the hand is over its limit (not in Limbo)."""
    seat = frame.seat
    if len(st.tr[seat].hand) > st.hand_limit(seat) and st.tr[seat].limbo == 0:
        st.push(DiscardExcess(seat), frame)


def discard_options(st: "EskeletosState", frame: DiscardExcess) -> list[str]:
    """``discard <key>`` for each card in hand (each key once)."""
    return st.hand_choices(frame.seat, "discard")


def discard_excess(st: "EskeletosState", frame: DiscardExcess, move: mv.EskeletosMove) -> None:
    """The chosen card goes to its discard pile."""
    assert isinstance(move, mv.Discard)
    seat = frame.seat
    key = st.tr[seat].take_from_hand(move.card)[0]
    st.discard_card(seat, key)


def end_turn(st: "EskeletosState", frame: EndTurn) -> None:
    """Crisis survivors shed their Burden; the turn passes clockwise."""
    for t in st.tr:
        if t.crisis_shed:
            t.crisis_shed = False
            st.shed_burden(t.seat, 1)
    nxt = (st.turn + 1) % st.num_players
    if nxt == st.first:
        if st.round >= st.round_limit:
            st.end_at_round_limit()
            return
        st.round += 1
    st.push(TurnStart(nxt))
