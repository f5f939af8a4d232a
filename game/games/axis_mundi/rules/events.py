"""What happened in Axis Mundi, and who may see it.

Private events redact themselves in ``for_seat``: a drawn card is seen by its
owner (others see the deck only); the moves, wounds and hit points of an
invisible character are seen by its owner alone; a treasure picked up stays
face down. Die rolls and draws set ``reveals``.
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
    seat: int
    round: int


@dataclass(frozen=True)
class TurnEnded(Event):
    kind = "turn_ended"
    seat: int


@dataclass(frozen=True)
class DieRolled(Event):
    kind = "die_rolled"
    seat: int
    purpose: str
    value: int
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
    kind = "card_discarded"
    seat: int
    card: str


@dataclass(frozen=True)
class CardTaken(Event):
    """A face-up card taken from a crate ("crate N") or the discard pile."""

    kind = "card_taken"
    seat: int
    card: str
    source: str


@dataclass(frozen=True)
class CardActivated(Event):
    kind = "card_activated"
    seat: int
    card: str
    replaced: str


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
    kind = "moved"
    seat: int
    frm: Hex
    to: Hex
    how: str
    hidden: bool = False


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
    seat: int
    energy: tuple[int, ...]


@dataclass(frozen=True)
class Died(Event):
    kind = "died"
    seat: int
    to: Hex


@dataclass(frozen=True)
class TreasureTaken(Event):
    """``treasure`` is "" for all but the taker (it stays face down)."""

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
    round: int
    turns: tuple[int, ...]


@dataclass(frozen=True)
class Infection(Event):
    kind = "infection"
    at: Hex
    placed: bool


@dataclass(frozen=True)
class Harvested(Event):
    kind = "harvested"
    seat: int
    at: Hex


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
    seat: int
    token: Hex


@dataclass(frozen=True)
class Reappeared(Event):
    kind = "reappeared"
    seat: int
    at: Hex


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
    Reappeared, Announced, Won,
)
