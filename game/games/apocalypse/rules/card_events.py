"""What happens to cards in The Apocalypse, and who may see it.

Private events redact themselves in ``for_seat``: a card drawn into a hand or
a collection, or laid out to choose from, is seen by its drawer only (the others
see the deck it came from; a face-down Obstacle by no one); a deck's top card
that was peeked at is seen by the peeker; the two Artifacts drawn to choose from
by their drawer; a pass in a reaction window by no one (every window asks the same
way whatever the hands, and a line per pass flooded the log). Every other card event
is open.

>>> CardDrawn(1, "good_luck", "first_aid#1", "hand").for_seat(0).card
''
>>> CardDrawn(1, "good_luck", "first_aid#1", "hand").for_seat(0).to_text()
'Player 2 draws a Good Luck card'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.values import Event
from game.games.apocalypse.rules.events import Happened, is_character

# Cards.


@dataclass(frozen=True)
class CardDrawn(Happened):
    """A card into a hand, a collection or a choice: ``card`` is "" for the others."""

    kind = "card_drawn"
    line = "{seat:seat} draws {card:card} ({deck:a_card})"
    seat: int
    deck: str
    card: str
    to: str  # "hand", "collection", "choice" or "face down" (an Obstacle)

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, card="")

    def to_text(self) -> str:
        if self.card:
            return super().to_text()
        return self.say("{seat:seat} draws {deck:a_card}" + (
            ", face down" if self.to == "face down" else ""))


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

    def to_text(self) -> str:
        return super().to_text() if self.card else self.say("{seat:seat} keeps one of them")


@dataclass(frozen=True)
class CardPlayed(Happened):
    kind = "card_played"
    line = "{seat:seat} plays {card:card}"
    seat: int
    card: str
    target: int

    def aimed_at(self) -> int | None:
        """The player a Bad Luck card is played on (None for one's own cards)."""
        return self.target if self.target != self.seat else None


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

    def to_text(self) -> str:
        return self.say(self.line + ("'s ability" if is_character(self.card) else ""))


@dataclass(frozen=True)
class CardsRefreshed(Happened):
    kind = "cards_refreshed"
    line = "{seat:seat} turns {cards:cards} back: usable again"
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
    line = "{seat:seat} looks at the top card of the {deck:words} deck"
    seat: int
    deck: str
    card: str

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, card="")

    def to_text(self) -> str:
        return self.say(self.line + (": {card:card}" if self.card else ""))


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
    """A pass in a reaction window: kept in the table's record, in no one's log (the
    passer too: one line per window flooded it, and letting a window go is no choice
    the table needs to read)."""

    kind = "passed"
    line = "{seat:seat} passes"
    seat: int
    reveals = False

    def for_seat(self, seat: int) -> Event | None:
        return None


# Artifacts.


@dataclass(frozen=True)
class ArtifactsDrawn(Happened):
    """Two Artifacts to choose the Aspired one from: seen by the drawer while choosing."""

    kind = "artifacts_drawn"
    line = "{seat:seat} draws {cards:cards} to choose the Aspired Artifact from"
    seat: int
    cards: tuple[str, ...]

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else replace(self, cards=())

    def to_text(self) -> str:
        if self.cards:
            return super().to_text()
        return self.say("{seat:seat} draws Artifact cards to choose the Aspired Artifact from")


@dataclass(frozen=True)
class AspiredChosen(Happened):
    kind = "aspired_chosen"
    line = ("{seat:seat}'s Aspired Artifact is {artifact:card}, to be sought on the Fields of "
            "{marker:place}")
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
    line = ("{seat:seat}'s Expedition roll: {dice:dice}, +{research} Research, +{field} for the "
            "Field")
    seat: int
    dice: tuple[int, ...]
    research: int
    field: int
    bonus: int
    total: int
    success: bool

    def to_text(self) -> str:
        cards = ", {bonus:+d} from cards" if self.bonus else ""
        verdict = "the Artifact is here" if self.success else "not found here (10 needed)"
        return self.say(self.line + cards + ": {total} in all, " + verdict)


EVENTS: tuple[type[Event], ...] = (
    CardDrawn, CardRevealed, CardDiscarded, CardKept, CardPlayed, CardCancelled, CardUsed,
    CardsRefreshed, CardTaken, ItemGained, CityMarked, Peeked, HandLocked, Chose, Passed,
    ArtifactsDrawn, AspiredChosen, AspiredDiscarded, ObstacleRevealed, ArtifactFound,
    ArtifactNotFound, ExpeditionRolled,
)
