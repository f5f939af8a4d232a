"""What happened in The Apocalypse, and who may see it.

Every event counts as revealing for undo (``reveals``) unless it is marked
otherwise. Private events redact themselves in ``for_seat``: a card drawn
into a hand or a collection, or laid out to choose from, is seen by its
drawer only (the others see the deck it came from); a deck's top card that
was peeked at is seen by the peeker; a pass in a reaction window is seen by
the passer alone, so no one learns who was quick to let it go.

Dice are public: a check's five dice, every reroll (die and new value) and
its result, the Expedition roll and every other roll carry their values, so
a screen can show them roll by roll.

>>> Travelled(0, "oslo", "london").to_text()
'Player 1 travels from Oslo to London'
>>> CardDrawn(1, "good_luck", "first_aid#1", "hand").for_seat(0).card
''
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from game.core.values import Event
from game.games.apocalypse.rules.words import WORDS


class Happened(Event):
    """An event with a line in players' words; revealing unless marked otherwise."""

    line: ClassVar[str] = ""
    reveals = True

    def to_text(self) -> str:
        values: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]
        return WORDS.format(self.line, **values)


# Setting up and the turn.


@dataclass(frozen=True)
class StartingPlayer(Happened):
    kind = "starting_player"
    line = "{seat:seat} is the Starting Player"
    seat: int


@dataclass(frozen=True)
class CharacterChosen(Happened):
    kind = "character_chosen"
    line = "{seat:seat} plays {character:card}"
    seat: int
    character: str


@dataclass(frozen=True)
class PersonalitiesChosen(Happened):
    kind = "personalities_chosen"
    line = "{seat:seat} is {first:words} and {second:words}"
    seat: int
    first: str
    second: str


@dataclass(frozen=True)
class RoundBegan(Happened):
    kind = "round_began"
    line = "Turn {round} begins; {start:seat} is the Starting Player"
    round: int
    start: int
    token_active: bool
    reveals = False


@dataclass(frozen=True)
class StepBegan(Happened):
    kind = "step_began"
    line = "{seat:seat}: {step:words} step"
    step: str
    seat: int
    reveals = False


@dataclass(frozen=True)
class Travelled(Happened):
    kind = "travelled"
    line = "{seat:seat} travels from {frm:place} to {to:place}"
    seat: int
    frm: str
    to: str
    reveals = False


@dataclass(frozen=True)
class CatastropheMoved(Happened):
    kind = "catastrophe_moved"
    line = "the Catastrophe strikes {to:place}"
    to: str
    frm: str
    how: str


@dataclass(frozen=True)
class CityClosed(Happened):
    kind = "city_closed"
    line = "no one may enter {city:place} until the end of turn {until}"
    city: str
    until: int


@dataclass(frozen=True)
class MustTravel(Happened):
    kind = "must_travel"
    line = "{seat:seat} must travel to {place:place} next"
    seat: int
    place: str


@dataclass(frozen=True)
class VisitedPlaced(Happened):
    kind = "visited_placed"
    line = "{seat:seat} places a Visited token in {place:place}"
    seat: int
    place: str
    frm: str  # "supply" or the place it was taken from
    reveals = False


@dataclass(frozen=True)
class VisitedRemoved(Happened):
    kind = "visited_removed"
    line = "{seat:seat}'s Visited token in {place:place} is removed"
    seat: int
    place: str


# Tokens, health, abilities.


@dataclass(frozen=True)
class TokensChanged(Happened):
    kind = "tokens_changed"
    line = "{seat:seat}: {change:+d} {what:words} (now {total})"
    seat: int
    what: str
    change: int
    total: int


@dataclass(frozen=True)
class HealthChanged(Happened):
    kind = "health_changed"
    line = "{seat:seat}: {change:+d} Health (now {health})"
    seat: int
    change: int
    health: int
    prevented: int = 0


@dataclass(frozen=True)
class AbilityChanged(Happened):
    kind = "ability_changed"
    line = "{seat:seat}: {change:+d} {ability:ability} (now {value})"
    seat: int
    ability: str
    change: int
    value: int


@dataclass(frozen=True)
class MaxHealthChanged(Happened):
    kind = "max_health_changed"
    line = "{seat:seat}: maximum Health {change:+d}"
    seat: int
    change: int


@dataclass(frozen=True)
class LevelGained(Happened):
    kind = "level_gained"
    line = "{seat:seat} reaches level {level}"
    seat: int
    level: int


@dataclass(frozen=True)
class PersonalityChanged(Happened):
    kind = "personality_changed"
    line = "{seat:seat} becomes {new:words} instead of {old:words}"
    seat: int
    old: str
    new: str


@dataclass(frozen=True)
class Died(Happened):
    kind = "died"
    line = "{seat:seat} dies (back in turn {back})"
    seat: int
    back: int


@dataclass(frozen=True)
class SkillTokenPlaced(Happened):
    kind = "skill_token_placed"
    line = "{seat:seat} studies {skill:card} ({tokens} of {cost})"
    seat: int
    skill: str
    tokens: int
    cost: int


@dataclass(frozen=True)
class SkillLearned(Happened):
    kind = "skill_learned"
    line = "{seat:seat} learns {skill:card}"
    seat: int
    skill: str


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


# Dice and ability checks.


@dataclass(frozen=True)
class DiceRolled(Happened):
    kind = "dice_rolled"
    line = "{seat:seat} rolls {dice:dice} ({purpose:words})"
    seat: int
    purpose: str
    dice: tuple[int, ...]


@dataclass(frozen=True)
class CheckStarted(Happened):
    kind = "check_started"
    line = "{seat:seat} faces a {required:ability} check, Difficulty {difficulty}"
    seat: int
    required: str
    difficulty: int
    card: str
    source: str


@dataclass(frozen=True)
class AbilityChosen(Happened):
    kind = "ability_chosen"
    line = "{seat:seat} uses {ability:ability}: {rerolls} Rerolls"
    seat: int
    ability: str
    rerolls: int


@dataclass(frozen=True)
class CheckModified(Happened):
    kind = "check_modified"
    line = "{card:card}: {what:words} {n:+d}"
    seat: int
    what: str
    n: int
    card: str


@dataclass(frozen=True)
class DieRerolled(Happened):
    kind = "die_rerolled"
    line = "{seat:seat} rerolls a die: {dice:dice} ({left} Rerolls left)"
    seat: int
    die: int
    value: int
    dice: tuple[int, ...]
    left: int


@dataclass(frozen=True)
class DieTurned(Happened):
    kind = "die_turned"
    line = "a die is turned: {dice:dice}"
    seat: int
    die: int
    value: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class CheckResolved(Happened):
    kind = "check_resolved"
    line = "{seat:seat}'s check: {dice:dice}, {hand:words} against {target:words}: {result:words}"
    seat: int
    dice: tuple[int, ...]
    hand: str
    target: str
    result: str


# The Unknown and the end.


@dataclass(frozen=True)
class UnknownFaced(Happened):
    kind = "unknown_faced"
    line = "{seat:seat} faces {card:card} ({count} this visit)"
    seat: int
    card: str
    from_collection: bool
    count: int


@dataclass(frozen=True)
class VisitEnded(Happened):
    kind = "visit_ended"
    line = "{seat:seat}'s visit to The Unknown is over"
    seat: int


@dataclass(frozen=True)
class GameEnded(Happened):
    kind = "game_ended"
    line = "the game ends: {reason}"
    winner: int
    reason: str


EVENTS: tuple[type[Event], ...] = (
    StartingPlayer, CharacterChosen, PersonalitiesChosen, RoundBegan, StepBegan, Travelled,
    CatastropheMoved, CityClosed, MustTravel, VisitedPlaced, VisitedRemoved, TokensChanged,
    HealthChanged, AbilityChanged, MaxHealthChanged, LevelGained, PersonalityChanged, Died,
    SkillTokenPlaced, SkillLearned, CardDrawn, CardRevealed, CardDiscarded, CardKept,
    CardPlayed, CardCancelled, CardUsed, CardsRefreshed, CardTaken, ItemGained, CityMarked,
    Peeked, HandLocked, Chose, Passed, ArtifactsDrawn, AspiredChosen, AspiredDiscarded,
    ObstacleRevealed, ArtifactFound, ArtifactNotFound, ExpeditionRolled, DiceRolled,
    CheckStarted, AbilityChosen, CheckModified, DieRerolled, DieTurned, CheckResolved,
    UnknownFaced, VisitEnded, GameEnded,
)
