"""The turn on the main board (rulebook: Player Round and Turn Structure): Phase 1 (Static
Cleanse, Fate Manipulation, draw or draft, Drift refill), Phase 2 (2D6 movement with its
modifiers, space resolution and encounters, one Action card), Phase 3 (hand limit, pass)."""

from __future__ import annotations

from .base import EskeletosBase, TurnFlags
from .cards import CARDS
from .engine import SYSTEM
from .frames import SeatFrame
from .rules import CLEANSE_COST, EMBER_MOVE, EMBER_SHED, FACADE_COST, HAND_LIMIT, SCAVENGER_LOW

MOVE_ROLLS = [(f"roll {a} {b}", (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7)]
"""2D6 movement outcomes, dice kept apart (Scavenger's Intuition reads each die)."""


class TurnMixin(EskeletosBase):
    """The turn on the main board: turn start, Phase 1 (cleanse, Fate Manipulation, draw or draft),
    Phase 2 (movement roll and modifiers, one Action card), Phase 3 (hand limit)."""

    def new_turn_flags(self) -> TurnFlags:
        """This turn's flags (:class:`TurnFlags`) as a turn starts: nothing done yet."""
        return {"played": False, "mods": 0, "used": (), "dice": None}

    def _run_turn_start(self, frame: SeatFrame) -> None:
        seat = frame[1]
        t = self.tr[seat]
        self.turn = seat
        self.turn_no += 1
        self.tf = self.new_turn_flags()
        t.shield_ready = True  # Stasis Shield: once per round (ruling), from your own turn.
        t.ward = False
        if t.limbo:
            t.frozen, t.escape_bonus = False, 0
            self.push_all([("limbo_draw", seat), ("limbo_move", seat), ("limbo_step", seat), ("limbo_act", seat),
                           ("limbo_exit", seat), ("limbo_cleanup", seat), ("end_turn", seat)])
        else:
            self.push_all([("phase1", seat), ("move_roll", seat), ("action", seat),
                           ("hand_limit", seat), ("end_turn", seat)])

    def used(self, what: str) -> bool:
        """Whether the once-a-turn power ``what`` (``fate``, ``ember``, ``equilibrium``) was used
        this turn."""
        return what in self.tf["used"]

    def mark_used(self, what: str) -> None:
        """Record the once-a-turn power ``what`` as used this turn (``tf["used"]``)."""
        self.tf["used"] = self.tf["used"] + (what,)

    # ------------------------------------------------------------------ Phase 1
    def _opts_phase1(self, frame: SeatFrame) -> list[str]:
        t = self.tr[frame[1]]
        opts = []
        if t.hope >= CLEANSE_COST:
            if t.burden:
                opts.append("cleanse burden")
            opts += [f"cleanse vault {i + 1}" for i in range(len(t.vault))]
        if self.has_relic(t.seat, "fate") and not self.used("fate") and self.fate_available():
            opts.append("relic fate")
        opts.append("draw")
        opts += [f"draft {i + 1}" for i in range(len(self.drift))]
        return opts

    def fate_available(self) -> bool:
        """Whether any Fate card is left to look at: in the draw pile or in the discard pile (which
        refills it)."""
        return bool(self.decks.size("fate") or self.decks.discards("fate"))

    def _do_phase1(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        t = self.tr[seat]
        words = action.split()
        if words[0] == "cleanse":
            t.hope -= CLEANSE_COST
            self.push("phase1", seat)
            if words[1] == "burden":
                self.shed_burden(seat, 1)
            else:  # Ruling: a cleansed Suppressed Hazard still goes off (it is purged).
                self.take_from_vault(seat, int(words[2]) - 1, to_hand=False)
        elif words[0] == "relic":
            self.mark_used("fate")
            self.mark_relic_used("fate")
            self.push("phase1", seat)
            self.peeked = []
            self.push("peek_done", seat)
            self.push("draw", seat, "fate", "peek")
            self.push("draw", seat, "fate", "peek")
        elif words[0] == "draw":
            self.push("refill", SYSTEM)
            self.push("draw", seat, "fate", "hand")
        else:
            self.push("refill", SYSTEM)
            self.draft(seat, int(words[1]) - 1)

    # ------------------------------------------------------------------ Phase 2: movement
    def _odds_move_roll(self, frame: SeatFrame) -> list[tuple[str, float]]:
        return MOVE_ROLLS

    def _on_move_roll(self, frame: SeatFrame, outcome: str) -> None:
        seat = frame[1]
        a, b = int(outcome.split()[1]), int(outcome.split()[2])
        self.tf["dice"] = (a, b)
        self.note(seat, "move_roll", [a, b])
        self.push("movement", seat)
        if self.tr[seat].kind == "child" and min(a, b) <= SCAVENGER_LOW:
            self.push("intuition", seat)

    def _opts_intuition(self, frame: SeatFrame) -> list[str]:
        return ["intuition emotion", "intuition nature"]

    def _do_intuition(self, frame: SeatFrame, action: str) -> None:
        self.push("draw", frame[1], action.split()[1], "hand")

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

    def use_ember(self, seat: int, action: str) -> bool:
        """Apply an Ethereal Ember action; ``True`` when it was its +3 spaces option."""
        self.mark_used("ember")
        self.mark_relic_used("ember")
        if action == "relic ember shed":
            self.tr[seat].hope -= 1
            self.shed_burden(seat, EMBER_SHED)
            return False
        return True

    def _run_movement(self, frame: SeatFrame) -> None:
        seat = frame[1]
        if self.movement_options(seat):
            self.push("move_mods", seat)
        else:
            self.finish_move(seat)

    def _opts_move_mods(self, frame: SeatFrame) -> list[str]:
        return self.movement_options(frame[1]) + ["go"]

    def _do_move_mods(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        words = action.split()
        if words[0] == "go":
            self.finish_move(seat)
            return
        self.push("movement", seat)
        if words[0] == "relic":
            if self.use_ember(seat, action):
                self.tf["mods"] += EMBER_MOVE
        else:
            key = self.tr[seat].take_from_hand(words[1])[0]
            self.mark_card(seat, key, True)
            self.push_effects(seat, key, "effects")
            self.discard_card(seat, key)

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

    # ------------------------------------------------------------------ Phase 2: action
    def _opts_action(self, frame: SeatFrame) -> list[str]:
        seat = frame[1]
        t = self.tr[seat]
        opts = []
        if not self.tf["played"]:
            for key in dict.fromkeys(sorted(t.hand_keys())):
                card = CARDS[key]
                if card.kind not in ("action", "keep"):
                    continue
                if card.targets_other:
                    opts += [f"play {key} {s + 1}" for s in self.clockwise() if s != seat and self.tr[s].on_board]
                else:
                    opts.append(f"play {key}")
        opts += [f"release {k}" for k in dict.fromkeys(t.attach) if CARDS[k].release]
        opts += self.ember_options(seat)
        if self.has_relic(seat, "cloak") and not t.cloak:
            opts.append("relic cloak")
        if self.has_relic(seat, "equilibrium") and not self.used("equilibrium") and (t.hand or t.vault):
            opts.append("relic equilibrium")
        if t.kind == "mask" and t.vault and t.hope >= FACADE_COST:  # no per-turn limit is printed
            opts.append("facade")
        opts.append("end")
        return opts

    def _do_action(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        t = self.tr[seat]
        words = action.split()
        if words[0] == "end":
            return
        self.push("action", seat)
        if words[0] == "play":
            self.play_card(seat, words[1], int(words[2]) - 1 if len(words) > 2 else -1)
        elif words[0] == "release":  # Voluntary Discard (Recovery)
            t.attach.remove(words[1])
            self.decks.discard[CARDS[words[1]].deck].append(words[1])
            self.push_effects(seat, words[1], "release")
        elif words[:2] == ["relic", "ember"]:
            if self.use_ember(seat, action):  # the roll is spent: the pawn moves 3 more spaces
                self.move_pawn(seat, EMBER_MOVE)
        elif action == "relic cloak":
            self.mark_relic_used("cloak")
            t.cloak = True
        elif action == "relic equilibrium":
            self.mark_used("equilibrium")
            self.mark_relic_used("equilibrium")
            self.push("equi_mode", seat)
        else:  # facade
            t.hope -= FACADE_COST
            self.push("facade", seat)

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
            self.push("shield_card", target, seat, key)
        self.discard_card(seat, key)

    def _opts_facade(self, frame: SeatFrame) -> list[str]:
        return [f"vault {i + 1}" for i in range(len(self.tr[frame[1]].vault))]

    def _do_facade(self, frame: SeatFrame, action: str) -> None:
        """Facade Purge: discard the chosen suppressed card, then step 1 space forward."""
        seat = frame[1]
        self.push("facade_move", seat)
        self.take_from_vault(seat, int(action.split()[1]) - 1, to_hand=False)

    def _run_facade_move(self, frame: SeatFrame) -> None:
        self.move_pawn(frame[1], 1)

    # ------------------------------------------------------------------ Phase 3
    def hand_limit(self, seat: int) -> int:
        """``seat``'s hand limit: HAND_LIMIT plus its Keep in Play ``hand_limit`` bonuses."""
        return HAND_LIMIT + self.ongoing(seat, "hand_limit")

    def _run_hand_limit(self, frame: SeatFrame) -> None:
        seat = frame[1]
        if len(self.tr[seat].hand) > self.hand_limit(seat) and self.tr[seat].limbo == 0:
            self.push("hand_limit", seat)
            self.push("discard_excess", seat)

    def _opts_discard_excess(self, frame: SeatFrame) -> list[str]:
        return self._hand_choices(frame[1], "discard")

    def _do_discard_excess(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        key = self.tr[seat].take_from_hand(action.split()[1])[0]
        self.discard_card(seat, key)

    def _run_end_turn(self, frame: SeatFrame) -> None:
        """Crisis survivors shed their Burden; the turn passes clockwise."""
        for t in self.tr:
            if t.crisis_shed:
                t.crisis_shed = False
                self.shed_burden(t.seat, 1)
        nxt = (self.turn + 1) % self.num_players
        if nxt == self.first:
            if self.round >= self.round_limit:
                self.end_at_round_limit()
                return
            self.round += 1
        self.push("turn_start", nxt)

    def end_at_round_limit(self) -> None:
        """Designed safeguard: after the last round (``round_limit``: 100, First Journey 60)
        the journey ends in a draw: nobody reached Acceptance, so nobody wins
        (docs/rulings/eskeletos.md)."""
        self.over = True
        self.stack = []
        self.note(-1, "round_limit", self.round)
