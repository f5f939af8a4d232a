"""Events that only some seats see in full, redacted for the others in ``for_seat``:
cards drawn and kept, an artifact drawn, the setup replacement, a secret Tangle
bet, an exchange offer with artifacts passed hand to hand. ``HIDDEN`` stands
for a number the seat may not see, "" or "?" for a card.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields, replace
from typing import Any

from game.core.values import Event
from game.games.the_now.rules.words import artifact_name, card_name, who

HIDDEN = -1


class NowEvent(Event):
    """Base of The Now's events: revealing for undo unless a class says otherwise.

    The JSON form leaves out the fields at their defaults (the codec fills them back
    in), so a ring's realization stays short on the LAN.
    """

    reveals = True

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        for f in fields(self):  # type: ignore[arg-type]
            if f.default is not MISSING and getattr(self, f.name) == f.default:
                del out[f.name]
        return out


class Private(NowEvent):
    """Seen in full by ``seat`` (and ``partner`` if any); ``redacted()`` for others."""

    seat: int

    def for_seat(self, seat: int) -> Event | None:
        if seat == self.seat or seat == getattr(self, "partner", None):
            return self
        return self.redacted()

    def redacted(self) -> Event:
        raise NotImplementedError


@dataclass(frozen=True)
class ReplacementOffered(Private):
    kind = "replacement_offered"
    seat: int
    player: str
    cards: tuple[str, ...]

    def redacted(self) -> Event:
        return replace(self, cards=("",) * len(self.cards))

    def to_text(self) -> str:
        return f"{who(self.player)} looks at {len(self.cards)} cards from the deck"


@dataclass(frozen=True)
class CardReplaced(Private):
    """``gave`` left the hand (a starting card leaves the game) and ``took`` came in;
    both "" if the hand was kept; "?" where hidden."""

    kind = "card_replaced"
    seat: int
    player: str
    gave: str
    took: str

    def redacted(self) -> Event:
        return replace(self, gave="?" if self.gave else "", took="?" if self.took else "")

    def to_text(self) -> str:
        if not self.took:
            return f"{who(self.player)} keeps the starting hand"
        return f"{who(self.player)} replaces {card_name(self.gave)} with {card_name(self.took)}"


@dataclass(frozen=True)
class ArtifactDrawn(Private):
    kind = "artifact_drawn"
    seat: int
    player: str
    artifact: str

    def redacted(self) -> Event:
        return replace(self, artifact="")

    def to_text(self) -> str:
        return f"{who(self.player)} draws {artifact_name(self.artifact)}"


@dataclass(frozen=True)
class BetPlaced(Private):
    """A secret Tangle bet: the others see only that ``player`` is ready."""

    kind = "bet_placed"
    seat: int
    player: str
    yes_tokens: int
    no_tokens: int
    yes_impact: int
    no_impact: int

    def redacted(self) -> Event:
        return replace(self, yes_tokens=HIDDEN, no_tokens=HIDDEN, yes_impact=HIDDEN,
                       no_impact=HIDDEN)

    def to_text(self) -> str:
        if self.yes_tokens == HIDDEN:
            return f"{who(self.player)} has placed a secret bet"
        return (f"{who(self.player)} bets {self.yes_tokens} on check, {self.no_tokens} on "
                f"cross, impacts {self.yes_impact} for and {self.no_impact} against")


@dataclass(frozen=True)
class ExchangeOffered(Private):
    """``give``/``take`` list artifacts: a table artifact by copy, one from a hand as
    ``hand:<copy or kind>`` (others see ``hand``)."""

    kind = "exchange_offered"
    seat: int
    partner: int
    player: str
    to: str
    give_energy: int
    take_energy: int
    give: tuple[str, ...]
    take: tuple[str, ...]

    def redacted(self) -> Event:
        def hide(items: tuple[str, ...]) -> tuple[str, ...]:
            return tuple("hand" if i.startswith("hand:") else i for i in items)
        return replace(self, give=hide(self.give), take=hide(self.take))

    def to_text(self) -> str:
        def things(energy: int, items: tuple[str, ...]) -> str:
            named = [f"{energy} energy"] if energy else []
            named += ["an artifact from hand" if i == "hand" else artifact_name(i) for i in items]
            return ", ".join(named) or "nothing"
        return (f"{who(self.player)} offers {who(self.to)} {things(self.give_energy, self.give)}"
                f" for {things(self.take_energy, self.take)}")


@dataclass(frozen=True)
class CardsDrawn(Private):
    """Event cards drawn to keep one of (others see how many)."""

    kind = "cards_drawn"
    seat: int
    player: str
    cards: tuple[str, ...]

    def redacted(self) -> Event:
        return replace(self, cards=("",) * len(self.cards))

    def to_text(self) -> str:
        return f"{who(self.player)} draws {len(self.cards)} event cards to keep one"


@dataclass(frozen=True)
class CardKept(Private):
    kind = "card_kept"
    seat: int
    player: str
    card: str
    discarded: int

    def redacted(self) -> Event:
        return replace(self, card="")

    def to_text(self) -> str:
        return f"{who(self.player)} keeps {card_name(self.card)}, discards {self.discarded}"


SECRET_EVENTS: tuple[type[Event], ...] = (
    ReplacementOffered, CardReplaced, ArtifactDrawn, BetPlaced, ExchangeOffered, CardsDrawn,
    CardKept,
)
