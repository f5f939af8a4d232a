"""What happened at the table of The Now (setup, rounds, phases, realizations, the
end), and ``EVENTS``, every event the game sends.

Players are named by colour (``player="orange"``). Every event counts as
revealing for undo unless marked ``reveals = False`` (a seat's own moves,
impacts, purchases: no chance, no secret). Nodes are node numbers;
``to_text`` says them in words ("the 3rd node of ring 2"). A turn's events are
in ``turn_events``; those only some seats may see in full in ``hidden``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.values import Event
from game.games.the_now.rules.field import FIELD, ordinal
from game.games.the_now.rules.hidden import SECRET_EVENTS, NowEvent
from game.games.the_now.rules.turn_events import (
    Annihilated,
    ArtifactCast,
    ArtifactDischarged,
    ArtifactUsed,
    Attacked,
    BetsOpened,
    ExchangeAnswered,
    Extracted,
    Impacted,
    ItemBought,
    LinkAmplified,
    LogisticLinked,
    Moved,
    NeedlePlaced,
    Organized,
    StorageEmptied,
    Tension,
)
from game.games.the_now.rules.words import card_name, signed, who


@dataclass(frozen=True)
class SetUp(NowEvent):
    """Colours dealt by seat, the neutral token flipped, the first player chosen."""

    kind = "set_up"
    colours: tuple[str, ...]
    neutral: str
    first: str

    def to_text(self) -> str:
        return (f"colours {', '.join(who(c) for c in self.colours)}; the neutral token shows "
                f"{'check' if self.neutral == 'yes' else 'cross'}; {who(self.first)} starts")


@dataclass(frozen=True)
class DeckSearched(NowEvent):
    """3 players: the deck gone through openly for a card that only gives ``player`` points."""

    kind = "deck_searched"
    player: str
    card: str
    gave: str
    passed: int

    def to_text(self) -> str:
        return (f"{who(self.player)} turns over {self.passed + 1} cards and takes "
                f"{card_name(self.card)} in place of {card_name(self.gave)}")


@dataclass(frozen=True)
class RoundBegan(NowEvent):
    kind = "round_began"
    round: int
    phase: int
    first: str
    order: tuple[str, ...]

    def to_text(self) -> str:
        return (f"round {self.round} (phase {self.phase}) begins: "
                f"{', '.join(who(c) for c in self.order)}")


@dataclass(frozen=True)
class RoundsIdle(NowEvent):
    """Rounds ``round`` to ``last`` of ``phase`` begin with nobody able to play (every
    sphere stopped): one event for the run, not one a round."""

    kind = "rounds_idle"
    round: int
    last: int
    phase: int

    def to_text(self) -> str:
        rounds = (f"round {self.round}" if self.last == self.round
                  else f"rounds {self.round} to {self.last}")
        return f"{rounds} (phase {self.phase}): nobody can play"


@dataclass(frozen=True)
class TurnBegan(NowEvent):
    kind = "turn_began"
    player: str

    def to_text(self) -> str:
        return f"{who(self.player)}'s turn"


@dataclass(frozen=True)
class TurnEnded(NowEvent):
    kind = "turn_ended"
    player: str

    def to_text(self) -> str:
        return f"{who(self.player)} ends the turn"


@dataclass(frozen=True)
class PlayerOut(NowEvent):
    """The sphere stopped: no energy left, out of play (the player may still win)."""

    kind = "player_out"
    player: str

    def to_text(self) -> str:
        return f"{who(self.player)}'s sphere stops: out of energy"


@dataclass(frozen=True)
class PointsChanged(NowEvent):
    kind = "points_changed"
    player: str
    change: int
    points: int
    why: str

    def to_text(self) -> str:
        verb = "gains" if self.change > 0 else "loses"
        amount = abs(self.change)
        return (f"{who(self.player)} {verb} {amount} point{'s' if amount != 1 else ''} "
                f"({self.why}): {self.points}")


@dataclass(frozen=True)
class DeckShuffled(NowEvent):
    kind = "deck_shuffled"
    deck: str
    cards: int

    def to_text(self) -> str:
        return f"the {self.deck} deck is shuffled: {self.cards} cards"


@dataclass(frozen=True)
class PhaseEnded(NowEvent):
    """The Now leaves phase ``phase``: its ring is realized next; ``points`` by seat."""

    kind = "phase_ended"
    phase: int
    points: tuple[int, ...]

    def to_text(self) -> str:
        return f"phase {self.phase} ends: ring {self.phase} is realized"


@dataclass(frozen=True)
class Realized(NowEvent):
    """A node with an event realized. ``occurred`` is "yes" or "no"; ``links`` lists
    each deciding link as ``"<node>:<cause|hindrance>:<signed strength>"``;
    ``organizer`` is the colour whose token breaks a tie, "" for the Origin (the neutral
    token: it has no organizer)."""

    kind = "realized"
    node: int
    occurred: str
    links: tuple[str, ...] = ()
    impact: int = 0
    total: int = 0
    by_token: bool = False
    organizer: str = ""

    def to_text(self) -> str:
        verdict = "occurs" if self.occurred == "yes" else "does not occur"
        token = f"{who(self.organizer)}'s token" if self.organizer else "the neutral token"
        tie = f", a tie decided by {token}" if self.by_token else ""
        return (f"the event at {FIELD.name(self.node)} {verdict} (links "
                f"{signed(self.total - self.impact)}, impacts {signed(self.impact)}{tie})")


@dataclass(frozen=True)
class RealizedEmpty(NowEvent):
    """Nodes ``first`` to ``last`` (numbers in realization order, one ring) realized one
    after another with no event on them: one event for the run, not one a node."""

    kind = "realized_empty"
    first: int
    last: int

    @property
    def nodes(self) -> range:
        return range(self.first, self.last + 1)

    def to_text(self) -> str:
        if self.last == self.first:
            return f"{FIELD.name(self.first)} is realized empty"
        return (f"the {ordinal(FIELD.place[self.first])} to {ordinal(FIELD.place[self.last])} "
                f"nodes of ring {FIELD.radius[self.first]} are realized empty")


@dataclass(frozen=True)
class GameEnded(NowEvent):
    kind = "game_ended"
    winners: tuple[str, ...]
    reason: str

    def to_text(self) -> str:
        verb = "wins" if len(self.winners) == 1 else "win"
        return (f"the game ends: {' and '.join(who(w) for w in self.winners)} {verb} "
                f"({self.reason})")


EVENTS: tuple[type[Event], ...] = (
    *SECRET_EVENTS,
    SetUp, DeckSearched, RoundBegan, RoundsIdle, TurnBegan, TurnEnded,
    Moved, Extracted, Impacted, Organized, LogisticLinked, ItemBought, Attacked,
    PlayerOut, PointsChanged, ArtifactCast, ArtifactDischarged, ArtifactUsed, LinkAmplified,
    NeedlePlaced, Tension, Annihilated, StorageEmptied, BetsOpened,
    ExchangeAnswered, DeckShuffled, PhaseEnded, Realized, RealizedEmpty, GameEnded,
)
