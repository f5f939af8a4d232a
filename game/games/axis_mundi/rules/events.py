"""What happened in Axis Mundi, and who may see it.

Private events redact themselves in ``for_seat``: a drawn card is seen by its
owner (others see the deck only); the moves, wounds, hit points and die rolls
of an invisible character are seen by its owner alone; a treasure picked up
stays face down; a card discarded face down (a redraw, the cards played while
invisible) is seen by its owner only, and so is a card taken into a hand from the
discard pile or from cards set aside.

Every event counts as revealing (``Event.reveals``: undo never crosses it)
except those marked ``reveals = False``: what the acting seat's own choice makes
happen on open information (turns, moves, energy, slots, a demand, vanishing,
the rings turning). Rolls, draws, hits and misses, deaths, taken treasure and
cards, reappearing and announcements all reveal, and so does a familiar sent:
the treasure it fetches shows in its owner's view at once.

An event carries everything its log line says: a hex comes with the terrain it
had and its level then (``terrain``, ``level``), so the line never depends on
the table as it is later (after a rotation, a taken gate, a save and load).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.hexgrid import Hex
from game.core.values import Event


class Secret(Event):
    """An event only ``seat`` sees in full while ``hidden`` (an invisible character)."""

    seat: int
    hidden: bool

    def for_seat(self, seat: int) -> Event | None:
        return self if not self.hidden or seat == self.seat else None


@dataclass(frozen=True)
class TurnBegan(Event):
    kind = "turn_began"
    reveals = False
    seat: int
    round: int


@dataclass(frozen=True)
class TurnEnded(Event):
    kind = "turn_ended"
    reveals = False
    seat: int


@dataclass(frozen=True)
class DieRolled(Secret, Event):
    """A die; rolled for an invisible character's hidden move, only it sees the roll."""

    kind = "die_rolled"
    seat: int
    purpose: str
    value: int
    hidden: bool = False
    reveals = True


@dataclass(frozen=True)
class CardDrawn(Event):
    """``card`` is "" for everyone but the drawer."""

    kind = "card_drawn"
    seat: int
    deck: str
    card: str
    reveals = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, card="")


@dataclass(frozen=True)
class CardGiven(Event):
    kind = "card_given"
    giver: int
    receiver: int
    card: str
    reveals = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat in (self.giver, self.receiver) else replace(self, card="")


@dataclass(frozen=True)
class CardPlayed(Secret, Event):
    """A played card; played while invisible it lies face down (card "")."""

    kind = "card_played"
    seat: int
    card: str
    hidden: bool = False

    def for_seat(self, seat: int) -> Event | None:
        return self if not self.hidden or seat == self.seat else replace(self, card="")


@dataclass(frozen=True)
class CardDiscarded(Event):
    """A card put on the discard pile; ``face_down``: others see only that one went."""

    kind = "card_discarded"
    seat: int
    card: str
    face_down: bool = False

    def for_seat(self, seat: int) -> Event | None:
        return self if not self.face_down or seat == self.seat else replace(self, card="")


#: Where a card taken into a hand was not face up: others see only that a card went.
HIDDEN_SOURCES = ("discard", "set aside")


@dataclass(frozen=True)
class CardTaken(Event):
    """A card taken from a crate ("crate N", face up: everyone sees it), or into a hand from
    the discard pile ("discard") or from cards a card set aside ("set aside"); those two
    only the taker sees ("Do not show your selection to the other players"; "keeping them
    hidden from the other players"; "Your Hand ... is kept hidden")."""

    kind = "card_taken"
    seat: int
    card: str
    source: str

    def for_seat(self, seat: int) -> Event | None:
        if self.source in HIDDEN_SOURCES and seat != self.seat:
            return replace(self, card="")
        return self


@dataclass(frozen=True)
class CardActivated(Event):
    kind = "card_activated"
    reveals = False
    seat: int
    card: str
    replaced: str


@dataclass(frozen=True)
class CardUnslotted(Event):
    """A slotted card went back to the hand (the Savant's downgrade)."""

    kind = "card_unslotted"
    reveals = False
    seat: int
    card: str


@dataclass(frozen=True)
class Peeked(Event):
    kind = "peeked"
    seat: int
    one_time: tuple[str, ...]
    permanent: tuple[str, ...]
    reveals = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, one_time=(), permanent=())


@dataclass(frozen=True)
class Moved(Secret, Event):
    """``terrain`` and ``level``: of ``to`` as it was entered."""

    kind = "moved"
    reveals = False
    seat: int
    frm: Hex
    to: Hex
    how: str
    hidden: bool = False
    terrain: str = ""
    level: int = 0


@dataclass(frozen=True)
class Wounded(Secret, Event):
    kind = "wounded"
    seat: int
    count: int
    wounds: int
    cause: str
    hidden: bool = False


@dataclass(frozen=True)
class HitPoints(Secret, Event):
    """Hit points changed by ``change`` (negative: damage) to ``hp``."""

    kind = "hit_points"
    seat: int
    change: int
    hp: int
    cause: str
    hidden: bool = False


@dataclass(frozen=True)
class Energy(Event):
    kind = "energy"
    reveals = False
    seat: int
    energy: tuple[int, ...]


@dataclass(frozen=True)
class Died(Event):
    """``power``: the number of the power hex ``to`` the character falls to."""

    kind = "died"
    seat: int
    to: Hex
    power: int = 0


@dataclass(frozen=True)
class TreasureTaken(Event):
    """``treasure`` is "" for all but the taker (it stays face down). ``at`` is where the
    treasure lay (public: its token leaves the board), never the taker's hex."""

    kind = "treasure_taken"
    seat: int
    at: Hex
    treasure: str
    reveals = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, treasure="")


@dataclass(frozen=True)
class TreasureUsed(Event):
    kind = "treasure_used"
    reveals = False
    seat: int
    treasure: str


@dataclass(frozen=True)
class Immobilized(Event):
    kind = "immobilized"
    seat: int
    by: int


@dataclass(frozen=True)
class Transformed(Event):
    """A seat's mat changed: "angel", "demon", "upgraded" or "character"."""

    kind = "transformed"
    seat: int
    form: str


@dataclass(frozen=True)
class Rotated(Event):
    kind = "rotated"
    reveals = False
    round: int
    turns: tuple[int, ...]


@dataclass(frozen=True)
class Infection(Event):
    kind = "infection"
    reveals = False
    at: Hex
    placed: bool
    terrain: str = ""
    level: int = 0


@dataclass(frozen=True)
class Harvested(Event):
    """``familiar``: the upgraded Beastmaster's familiar harvested it."""

    kind = "harvested"
    reveals = False
    seat: int
    at: Hex
    terrain: str = ""
    level: int = 0
    familiar: bool = False


@dataclass(frozen=True)
class FamiliarSent(Event):
    """A familiar sent to ``purpose`` ("fetch", "pin", "harvest", "attack") at ``at``."""

    kind = "familiar_sent"
    seat: int
    purpose: str
    at: Hex
    terrain: str = ""
    level: int = 0


@dataclass(frozen=True)
class Missed(Event):
    """An attack (``cause``: "melee attack", "arrow", "grenade") on a hex where it hit
    no one."""

    kind = "missed"
    seat: int
    cause: str
    at: Hex
    terrain: str = ""
    level: int = 0


@dataclass(frozen=True)
class Demanded(Event):
    """The Savant demands a card of ``target``."""

    kind = "demanded"
    reveals = False
    seat: int
    target: int


@dataclass(frozen=True)
class TimeBomb(Event):
    """A time bomb was "placed", "disarmed" or "exploded" at a warehouse."""

    kind = "time_bomb"
    seat: int
    at: Hex
    what: str


@dataclass(frozen=True)
class Vanished(Event):
    kind = "vanished"
    reveals = False
    seat: int
    token: Hex


@dataclass(frozen=True)
class Reappeared(Event):
    kind = "reappeared"
    seat: int
    at: Hex
    terrain: str = ""
    level: int = 0


@dataclass(frozen=True)
class Announced(Event):
    """A public line for the log (a demand, a miss, an evasion, a hover ...)."""

    kind = "announced"
    seat: int
    text: str


@dataclass(frozen=True)
class Won(Event):
    kind = "won"
    seat: int
    reason: str


EVENTS: tuple[type[Event], ...] = (
    TurnBegan, TurnEnded, DieRolled, CardDrawn, CardGiven, CardPlayed, CardDiscarded,
    CardTaken, CardActivated, Peeked, Moved, Wounded, HitPoints, Energy, Died, TreasureTaken,
    TreasureUsed, Immobilized, Transformed, Rotated, Infection, Harvested, TimeBomb, Vanished,
    Reappeared, Announced, Won, FamiliarSent, Missed, Demanded, CardUnslotted,
)
