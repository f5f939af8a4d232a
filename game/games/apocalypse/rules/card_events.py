"""What happens to cards in The Apocalypse, and who may see it.

Private events redact themselves in ``for_seat``: a card drawn into a hand or
a collection, or laid out to choose from, is seen by its drawer only (the others
see the deck it came from; a face-down Obstacle by no one); a deck's top card
that was peeked at is seen by the peeker; the two Artifacts drawn to choose from
by their drawer; a pass in a reaction window by the passer alone, so no one
learns who was quick to let it go. Every other card event is open.

>>> CardDrawn(1, "good_luck", "first_aid#1", "hand").for_seat(0).card
''
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.values import Event
from game.games.apocalypse.rules.events import Happened

# Cards.


@dataclass(frozen=True)
class CardDrawn(Happened):
    """A card into a hand, a collection or a choice: ``card`` is "" for the others."""

    kind = "card_drawn"
    line = "{seat:seat} draws {card:card} ({deck:words})"
    seat: int
    deck: str
    card: str
    to: str  # "hand", "collection" or "choice"

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, card="")


@dataclass(frozen=True)
class CardRevealed(Happened):
    """A card turned face up for everyone (an Adventure, a Rare Item, a redrawn Skill)."""

    kind = "card_revealed"
    line = "{seat:seat} reveals {card:card}"
    seat: int
    card: str
    why: str


@dataclass(frozen=True)
class CardDiscarded(Happened):
    kind = "card_discarded"
    line = "{seat:seat} discards {card:card}"
    seat: int
    card: str
    why: str


@dataclass(frozen=True)
class CardKept(Happened):
    """The card kept from a choice; "" for the others when it goes into a hand."""

    kind = "card_kept"
    line = "{seat:seat} keeps {card:card}"
    seat: int
    card: str
    hidden: bool = False

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat or not self.hidden else replace(self, card="")


@dataclass(frozen=True)
class CardPlayed(Happened):
    kind = "card_played"
    line = "{seat:seat} plays {card:card}"
    seat: int
    card: str
    target: int


@dataclass(frozen=True)
class CardCancelled(Happened):
    kind = "card_cancelled"
    line = "{card:card} is cancelled"
    seat: int
    card: str


@dataclass(frozen=True)
class CardUsed(Happened):
    kind = "card_used"
    line = "{seat:seat} uses {card:card}"
    seat: int
    card: str


@dataclass(frozen=True)
class CardsRefreshed(Happened):
    kind = "cards_refreshed"
    line = "{seat:seat} turns {cards:cards} back"
    seat: int
    cards: tuple[str, ...]
    reveals = False


@dataclass(frozen=True)
class CardTaken(Happened):
    """A card moves between players' hands or tables (Revenge, Entropy of Luck)."""

    kind = "card_taken"
    line = "{seat:seat} takes {card:card}"
    seat: int
    card: str
    frm: int


@dataclass(frozen=True)
class ItemGained(Happened):
    kind = "item_gained"
    line = "{seat:seat} gains {card:card}"
    seat: int
    card: str


@dataclass(frozen=True)
class CityMarked(Happened):
    kind = "city_marked"
    line = "{card:card} marks {city:place}"
    seat: int
    card: str
    city: str


@dataclass(frozen=True)
class Peeked(Happened):
    kind = "peeked"
    line = "{seat:seat} looks at the top card of the {deck:words} deck: {card:card}"
    seat: int
    deck: str
    card: str

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, card="")


@dataclass(frozen=True)
class HandLocked(Happened):
    kind = "hand_locked"
    line = "{seat:seat} can play or draw no cards this turn"
    seat: int


@dataclass(frozen=True)
class Chose(Happened):
    kind = "chose"
    line = "{seat:seat} chooses: {label}"
    seat: int
    label: str


@dataclass(frozen=True)
class Passed(Happened):
    """A pass in a reaction window: seen by the passer only."""

    kind = "passed"
    line = "{seat:seat} passes"
    seat: int
    reveals = False

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else None


# Artifacts.


@dataclass(frozen=True)
class ArtifactsDrawn(Happened):
    """Two Artifacts to choose the Aspired one from: seen by the drawer while choosing."""

    kind = "artifacts_drawn"
    line = "{seat:seat} draws {cards:cards} to choose an Aspired Artifact"
    seat: int
    cards: tuple[str, ...]

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, cards=())


@dataclass(frozen=True)
class AspiredChosen(Happened):
    kind = "aspired_chosen"
    line = "{seat:seat} aspires to {artifact:card}, to be sought near {marker:place}"
    seat: int
    artifact: str
    marker: str


@dataclass(frozen=True)
class AspiredDiscarded(Happened):
    kind = "aspired_discarded"
    line = "{seat:seat} gives up {artifact:card}"
    seat: int
    artifact: str


@dataclass(frozen=True)
class ObstacleRevealed(Happened):
    kind = "obstacle_revealed"
    line = "{seat:seat}'s Obstacle is {card:card}"
    seat: int
    card: str


@dataclass(frozen=True)
class ArtifactFound(Happened):
    kind = "artifact_found"
    line = "{seat:seat} finds {artifact:card}"
    seat: int
    artifact: str


@dataclass(frozen=True)
class ArtifactNotFound(Happened):
    kind = "artifact_not_found"
    line = "{seat:seat} does not find {artifact:card} after all"
    seat: int
    artifact: str


@dataclass(frozen=True)
class ExpeditionRolled(Happened):
    kind = "expedition_rolled"
    line = ("{seat:seat}'s Expedition roll: {dice:dice} + {research} Research + {field} "
            "Field {bonus:+d} = {total}")
    seat: int
    dice: tuple[int, ...]
    research: int
    field: int
    bonus: int
    total: int
    success: bool


EVENTS: tuple[type[Event], ...] = (
    CardDrawn, CardRevealed, CardDiscarded, CardKept, CardPlayed, CardCancelled, CardUsed,
    CardsRefreshed, CardTaken, ItemGained, CityMarked, Peeked, HandLocked, Chose, Passed,
    ArtifactsDrawn, AspiredChosen, AspiredDiscarded, ObstacleRevealed, ArtifactFound,
    ArtifactNotFound, ExpeditionRolled,
)
