"""Phase 1, Ethereal Distribution (rulebook: 1. Ethereal Distribution).

A. Round-start abilities, then the first player rolls one die per player (a chance node
   whose outcome is the sum, ``roll 14``, with its exact probability).
B. The first player splits that Etherea into players + 1 piles, zeros allowed
   (``split 5 4 3 2``: pile 1 gets 5 ...). ``legal_actions`` lists every split with piles
   in non-increasing order (the order of piles does not matter to anyone); ``apply``
   accepts any order.
C. From the player to the first player's left, ending with the first player, each takes a
   pile (``take 2``) or passes for any 2 Faction Influence (``pass bone spirit``).
D. Piles left go on Dirth Forge, toward the Tithe.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from ....core import IllegalActionError
from ..abilities import fire, fire_all
from ..data import FACTIONS
from ..engine import Handler, Pending, public_chance

if TYPE_CHECKING:
    from ....core import ChanceKind
    from ..state import CourtState


@lru_cache(maxsize=None)
def roll_distribution(dice: int) -> tuple[tuple[int, float], ...]:
    """``((sum, probability), ...)`` of the sum of ``dice`` six-sided dice, exact counts / 6**dice."""
    counts = {0: 1}
    for _ in range(dice):
        nxt: dict[int, int] = {}
        for total, c in counts.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0) + c
        counts = nxt
    return tuple((s, c / 6 ** dice) for s, c in sorted(counts.items()))


@lru_cache(maxsize=None)
def splits(total: int, piles: int) -> tuple[str, ...]:
    """Every way to split ``total`` into ``piles`` piles, piles in non-increasing order."""
    out: list[str] = []

    def rec(left: int, slots: int, cap: int, acc: list[int]) -> None:
        if slots == 1:
            if left <= cap:
                out.append("split " + " ".join(map(str, acc + [left])))
            return
        for v in range(min(left, cap), -1, -1):
            if v * slots < left:
                break
            rec(left - v, slots - 1, v, acc + [v])

    rec(total, piles, total, [])
    return tuple(out)


PASS_OPTIONS = tuple("pass " + " ".join(c) for c in combinations_with_replacement(FACTIONS, 2))


def begin(st: "CourtState") -> None:
    """Start Ethereal Distribution: round-start abilities, the roll, the split, each seat's pick
    from the first player's left around to the first player, then the leftovers."""
    st.phase = "distribution"
    st.piles = []
    st.push((fire_all, "round_start"), (roll,), (ask_split,),
            *[(ask_pick, p) for p in st.order(st.left(st.first))], (leftovers,))


class Roll(Handler):
    """Chance: the sum of one die per player."""

    kind = "chance"

    @classmethod
    def probabilities(cls, st: "CourtState", pend: Pending) -> list[tuple[str, float]]:
        """``("roll <sum>", p)`` for every sum of one die per player, exact
        (:func:`roll_distribution`)."""
        return [(f"roll {s}", p) for s, p in roll_distribution(st.num_players)]

    @classmethod
    def chance_kind(cls, st: "CourtState", pend: Pending) -> ChanceKind:
        """Public: the dice are rolled in the open (rulebook: 1. Etherea Distribution)."""
        return public_chance(st, pend)

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Record the rolled sum as ``st.roll_total`` (Etherea)."""
        st.roll_total = int(action.split()[1])

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        return f"{{p{st.first}}} rolls {st.num_players} dice for {action.split()[1]} Etherea."

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return "roll for Etherea"


def roll(st: "CourtState") -> None:
    """Pend the roll: a chance node (:class:`Roll`) over every possible sum."""
    st.pending = Pending(Roll, -1, tuple(f"roll {s}" for s, _ in roll_distribution(st.num_players)))


class Split(Handler):
    """The first player splits the rolled Etherea into players + 1 piles."""

    kind = "split"

    @classmethod
    def check(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Raise IllegalActionError unless ``action`` is ``split`` and players + 1 whole numbers of
        0 or more, in one canonical spelling, summing to ``st.roll_total``; any pile order is
        accepted, listed or not."""
        parts = action.split()
        want = st.num_players + 1
        if parts[:1] != ["split"] or len(parts) != want + 1:
            raise IllegalActionError(f"split the Etherea into {want} piles: 'split a b ...' with {want} numbers")
        try:
            piles = [int(x) for x in parts[1:]]
        except ValueError:
            raise IllegalActionError("pile sizes are whole numbers") from None
        if any(x < 0 for x in piles) or action != "split " + " ".join(map(str, piles)):
            # One spelling per split (plain digits, one space): a record of play always packs
            # into a share link, which lists each step's actions by their exact strings.
            raise IllegalActionError("pile sizes are whole numbers of 0 or more, written "
                                     "'split a b ...' with one space between them")
        if sum(piles) != st.roll_total:
            raise IllegalActionError(f"the piles must hold exactly the {st.roll_total} Etherea rolled")

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Lay out the piles (``st.piles``, in the order given)."""
        st.piles = [int(x) for x in action.split()[1:]]

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        return f"{{p{pend.seat}}} splits the Etherea into piles of {', '.join(action.split()[1:])}."

    @classmethod
    def info(cls, st: "CourtState", pend: Pending, action: str) -> dict[str, Any]:
        piles = [int(x) for x in action.split()[1:]]
        return {"kind": "split", "piles": piles, "total": st.roll_total,
                "label": "Piles " + " / ".join(map(str, piles))}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return f"{{p{pend.seat}}}: split {st.roll_total} Etherea into {st.num_players + 1} piles"


def ask_split(st: "CourtState") -> None:
    """Ask the first player to split the roll, listing every split with piles in non-increasing
    order (:func:`splits`)."""
    st.pending = Pending(Split, st.first, splits(st.roll_total, st.num_players + 1))


class Pick(Handler):
    """A seat takes a pile, or passes for 2 Faction Influence of its choice."""

    kind = "pile"

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """``take <i>`` (1-based): gain pile i's Etherea and empty it (None); ``pass <f> <f>``: gain
        1 Influence of each named faction and fire ``pass_etherea`` abilities."""
        verb, *args = action.split()
        seat = pend.seat
        if verb == "take":
            i = int(args[0]) - 1
            pile = st.piles[i]
            assert pile is not None, "ask_pick lists only the piles left"
            st.gain_etherea(seat, pile)
            st.piles[i] = None
        else:
            for f in args:
                st.gain_influence(seat, f, 1)
            fire(st, seat, "pass_etherea")

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        verb, *args = action.split()
        if verb == "take":
            return f"{{p{pend.seat}}} takes pile {args[0]} ({st.piles[int(args[0]) - 1]} Etherea)."
        return f"{{p{pend.seat}}} passes on the Etherea and gains {' and '.join(a.title() for a in args)} Influence."

    @classmethod
    def info(cls, st: "CourtState", pend: Pending, action: str) -> dict[str, Any]:
        verb, *args = action.split()
        if verb == "take":
            i = int(args[0])
            amount = st.piles[i - 1]
            # Piles of the same size are one choice (ask_pick lists the first): name the others.
            same = [str(j + 1) for j, pile in enumerate(st.piles) if pile == amount and j != i - 1]
            like = f", like pile {' and '.join(same)}" if same else ""
            return {"kind": "pile", "pile": i, "amount": amount, "label": f"Take pile {i} ({amount} Etherea{like})"}
        return {"kind": "pass_etherea", "factions": args,
                "label": "Pass: gain " + " + ".join(a.title() for a in args) + " Influence"}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return f"{{p{pend.seat}}}: take a pile of Etherea or pass for 2 Faction Influence"


def ask_pick(st: "CourtState", seat: int) -> None:
    """Ask ``seat`` to take a pile or pass: one ``take <i>`` per distinct pile size left (the first
    such pile), then every ``pass`` pair (``PASS_OPTIONS``)."""
    seen: set[int] = set()
    opts = []
    for i, pile in enumerate(st.piles):
        if pile is not None and pile not in seen:
            seen.add(pile)
            opts.append(f"take {i + 1}")
    st.pending = Pending(Pick, seat, tuple(opts) + PASS_OPTIONS)


def leftovers(st: "CourtState") -> None:
    """Put the Etherea of the piles nobody took on Dirth Forge (``st.forge``), toward the Tithe."""
    left = sum(p for p in st.piles if p is not None)
    st.forge += left
    st.piles = []
    st.note(f"{left} Etherea left over go to Dirth Forge (now {st.forge}).")
