"""What a seat may choose in The Apocalypse, in the book's words.

Cards are card copies (``"first_aid#2"``), places are place ids
(``"cairo_3"``). The view's ``you.decision`` says which decision a seat owes;
``legal.legal_actions`` lists the actions that answer it.

>>> Travel("cairo_3").to_text()
'travel to Cairo +3'
>>> Reroll(0).to_text()
'reroll die 1'
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from game.core.values import Action
from game.games.apocalypse.rules.vocabulary import DECKS
from game.games.apocalypse.rules.words import WORDS, words_of


class Move(Action):
    """An action with a one-line text in players' words (``line``)."""

    line: ClassVar[str] = ""

    def to_text(self) -> str:
        values: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]
        return WORDS.format(self.line, **values)


# Setting up.


@dataclass(frozen=True)
class ChooseCharacter(Move):
    kind = "choose_character"
    line = "play {character:card}"
    character: str


@dataclass(frozen=True)
class ChoosePersonalities(Move):
    kind = "choose_personalities"
    line = "be {first:words} and {second:words}"
    first: str
    second: str


@dataclass(frozen=True)
class StartAt(Move):
    kind = "start_at"
    line = "start in {place:place}"
    place: str


# The turn's steps.


@dataclass(frozen=True)
class Travel(Move):
    """Travel to a place (to where you are: stay)."""

    kind = "travel"
    line = "travel to {to:place}"
    to: str


@dataclass(frozen=True)
class Face(Move):
    """Face an Unknown card from your collection, or ("") the top of the Unknown deck."""

    kind = "face"
    line = "face {card:card}"
    card: str

    def to_text(self) -> str:
        return "face the top card of the Unknown deck" if not self.card else super().to_text()


@dataclass(frozen=True)
class Proceed(Move):
    """Go on with the step (nothing more to play now)."""

    kind = "proceed"
    line = "go on"


@dataclass(frozen=True)
class FreeTime(Move):
    """Free Time in a City: "skill" (a Skill token) or "reward" (the City's reward)."""

    kind = "free_time"
    line = "spend Free Time on {choice}"
    choice: str

    def to_text(self) -> str:
        return ("study: gain a Skill token" if self.choice == "skill"
                else "take the City's Free Time reward")


@dataclass(frozen=True)
class Expedition(Move):
    kind = "expedition"
    line = "make an Expedition roll"
    roll: bool

    def to_text(self) -> str:
        return self.line + " (1 Equipment)" if self.roll else "make no Expedition roll"


@dataclass(frozen=True)
class PlaceVisited(Move):
    """Place a Visited token here, from the supply ("supply") or moved from a place."""

    kind = "place_visited"
    line = "place a Visited token, taken from {source:place}"
    source: str

    def to_text(self) -> str:
        if self.source == "supply":
            return "place a Visited token from your supply"
        return super().to_text()


@dataclass(frozen=True)
class EndStep(Move):
    kind = "end_step"
    line = "end the step"


# Cards.


@dataclass(frozen=True)
class PlayCard(Move):
    kind = "play_card"
    line = "play {card:card}"
    card: str


@dataclass(frozen=True)
class UseCard(Move):
    """Use a card on the table (or a character's ability, named by the character)."""

    kind = "use_card"
    line = "use {card:card}"
    card: str


@dataclass(frozen=True)
class Pass(Move):
    """Let the game go on without reacting."""

    kind = "pass"
    line = "pass"


@dataclass(frozen=True)
class Keep(Move):
    """Keep this one of the cards drawn to choose from."""

    kind = "keep"
    line = "keep {card:card}"
    card: str


@dataclass(frozen=True)
class Discard(Move):
    kind = "discard"
    line = "discard {card:card}"
    card: str


@dataclass(frozen=True)
class DiscardCards(Move):
    """Discard these cards from your hand to lose less Health."""

    kind = "discard_cards"
    line = "discard {cards:cards}"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Pay(Move):
    """Discard this many tokens to lose as much less Health."""

    kind = "pay"
    line = "discard {n} tokens"
    n: int


@dataclass(frozen=True)
class Choose(Move):
    """One of a card's options, by its label (or a deck, for Sam the Seer's look)."""

    kind = "choose"
    line = "{option}"
    option: str

    def to_text(self) -> str:
        if self.option in DECKS:  # the deck as the board names it, never its id
            return f"look at the top card of the {words_of(self.option)} deck"
        return super().to_text()


@dataclass(frozen=True)
class PickCity(Move):
    kind = "pick_city"
    line = "choose {city:place}"
    city: str


@dataclass(frozen=True)
class PeekAnswer(Move):
    """After looking at a deck's top card: discard it, or put it back."""

    kind = "peek_answer"
    line = "put it back"
    discard: bool

    def to_text(self) -> str:
        return "discard it" if self.discard else self.line


@dataclass(frozen=True)
class SwapAspired(Move):
    kind = "swap_aspired"
    line = "discard 2 Research for clues about another Artifact"


@dataclass(frozen=True)
class RevealObstacle(Move):
    kind = "reveal_obstacle"
    line = "turn the Obstacle face up"


@dataclass(frozen=True)
class PlaceSkillToken(Move):
    kind = "place_skill_token"
    line = "put a Skill token on {skill:card}"
    skill: str


@dataclass(frozen=True)
class DropSkillTokens(Move):
    kind = "drop_skill_tokens"
    line = "discard the remaining Skill tokens"


# Ability checks.


@dataclass(frozen=True)
class ChooseAbility(Move):
    kind = "choose_ability"
    line = "use {ability:ability}"
    ability: str


@dataclass(frozen=True)
class Reroll(Move):
    kind = "reroll"
    line = "reroll a die"
    die: int

    def to_text(self) -> str:
        return f"reroll die {self.die + 1}"


@dataclass(frozen=True)
class StopRolling(Move):
    kind = "stop_rolling"
    line = "accept the dice"


@dataclass(frozen=True)
class TurnDie(Move):
    kind = "turn_die"
    line = "turn a die"
    die: int

    def to_text(self) -> str:
        return f"turn die {self.die + 1}"


# Leveling and death.


@dataclass(frozen=True)
class RaiseAbility(Move):
    kind = "raise_ability"
    line = "raise {ability:ability} by 1"
    ability: str


@dataclass(frozen=True)
class LowerAbility(Move):
    kind = "lower_ability"
    line = "lower {ability:ability} by 1"
    ability: str


@dataclass(frozen=True)
class ChangePersonality(Move):
    """Swap ``old`` for ``new`` ("" and "": keep both)."""

    kind = "change_personality"
    line = "become {new:words} instead of {old:words}"
    old: str
    new: str

    def to_text(self) -> str:
        return "keep your Personalities" if not self.old else super().to_text()


ACTIONS: tuple[type[Action], ...] = (
    ChooseCharacter, ChoosePersonalities, StartAt, Travel, Face, Proceed, FreeTime, Expedition,
    PlaceVisited, EndStep, PlayCard, UseCard, Pass, Keep, Discard, DiscardCards, Pay, Choose,
    PickCity, PeekAnswer, SwapAspired, RevealObstacle, PlaceSkillToken, DropSkillTokens,
    ChooseAbility, Reroll, StopRolling, TurnDie, RaiseAbility, LowerAbility, ChangePersonality,
)
