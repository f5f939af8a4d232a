"""Events of a player's turn: moves, extraction, impacts, organizing, items,
attacks, artifacts, exchanges, the Hole's tension. Players are named by colour;
``to_text`` says nodes in words. Plain moves, impacts and purchases bring out no
chance and no secret, so they are not revealing for undo.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.the_now.rules.catalog import ITEMS
from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.hidden import NowEvent
from game.games.the_now.rules.words import artifact_name, card_name, signed, who


@dataclass(frozen=True)
class Moved(NowEvent):
    """``how``: step, jump (Collapse Generator), wormhole, or surf (at a realization)."""

    kind = "moved"
    player: str
    frm: int
    to: int
    how: str
    cost: int
    reveals = False

    def to_text(self) -> str:
        verb = {"step": "moves", "jump": "jumps with the Collapse Generator",
                "wormhole": "goes through the wormhole", "surf": "surfs"}[self.how]
        return f"{who(self.player)} {verb} from {FIELD.name(self.frm)} to {FIELD.name(self.to)}"


@dataclass(frozen=True)
class Extracted(NowEvent):
    kind = "extracted"
    player: str
    node: int
    amount: int
    collector: int  # the part the Collector Module gave
    reveals = False

    def to_text(self) -> str:
        extra = f" ({self.collector} by the Collector Module)" if self.collector else ""
        return f"{who(self.player)} extracts {self.amount} energy at {FIELD.name(self.node)}{extra}"


@dataclass(frozen=True)
class Impacted(NowEvent):
    """``amount`` for (+) or against (-) the event at ``node``; ``by``: weak, strong,
    stabilizer, delayed (a delayed impact met its event) or bet (a Tangle bet);
    ``waiting``: laid as a delayed impact on a node with no event yet."""

    kind = "impacted"
    player: str
    node: int
    amount: int
    by: str
    waiting: bool = False
    reveals = False

    def to_text(self) -> str:
        side = "for" if self.amount > 0 else "against"
        what = "a delayed impact" if self.waiting else f"a {self.by} impact"
        return (f"{who(self.player)}: {what} of {abs(self.amount)} {side} the event at "
                f"{FIELD.name(self.node)}")


@dataclass(frozen=True)
class Organized(NowEvent):
    """An event laid: card, turn, arcs, the tie token's side, its edges by direction
    (``"cause/forward"``, "" where there is no link)."""

    kind = "organized"
    player: str
    node: int
    card: str
    rotation: int
    token: str
    yes: str
    no: str
    edges: tuple[str, ...]

    def to_text(self) -> str:
        return (f"{who(self.player)} organizes {card_name(self.card)} at {FIELD.name(self.node)}"
                f" (check: {who(self.yes)}, cross: {who(self.no)}; a tie goes to the "
                f"{'check' if self.token == 'yes' else 'cross'})")


@dataclass(frozen=True)
class LogisticLinked(NowEvent):
    kind = "logistic_linked"
    player: str
    node: int
    toward: int
    link: str
    strength: int
    reveals = False

    def to_text(self) -> str:
        return (f"{who(self.player)} lays a {self.link} link of strength {self.strength} "
                f"toward {FIELD.name(self.toward) if self.toward >= 0 else 'beyond the field'}")


@dataclass(frozen=True)
class ItemBought(NowEvent):
    kind = "item_bought"
    player: str
    item: str
    level: int
    price: int
    reveals = False

    def to_text(self) -> str:
        how = "buys" if self.level == 1 else f"upgrades to level {self.level}"
        return f"{who(self.player)} {how} the {ITEMS[self.item].name} for {self.price}"


@dataclass(frozen=True)
class Attacked(NowEvent):
    kind = "attacked"
    player: str
    target: str
    damage: int
    expense: int
    reveals = False

    def to_text(self) -> str:
        return f"{who(self.player)} shoots {who(self.target)}, who loses {self.damage} energy"


@dataclass(frozen=True)
class ArtifactCast(NowEvent):
    kind = "artifact_cast"
    player: str
    artifact: str
    node: int = -1  # where a Tangle of Fates was laid

    def to_text(self) -> str:
        where = f" at {FIELD.name(self.node)}" if self.node >= 0 else ""
        return f"{who(self.player)} casts {artifact_name(self.artifact)}{where}"


@dataclass(frozen=True)
class ArtifactDischarged(NowEvent):
    kind = "artifact_discharged"
    player: str
    artifact: str
    energy: int

    def to_text(self) -> str:
        return (f"{who(self.player)} discharges {artifact_name(self.artifact)} for "
                f"{self.energy} energy")


@dataclass(frozen=True)
class ArtifactUsed(NowEvent):
    """A plain line for the log: what an artifact or an item did."""

    kind = "artifact_used"
    player: str
    artifact: str
    what: str
    reveals = False

    def to_text(self) -> str:
        return f"{who(self.player)}: {self.what}"


@dataclass(frozen=True)
class LinkAmplified(NowEvent):
    kind = "link_amplified"
    player: str
    frm: int
    to: int
    needle: bool
    strength: int
    reveals = False

    def to_text(self) -> str:
        return (f"{who(self.player)} amplifies the link between {FIELD.name(self.frm)} and "
                f"{FIELD.name(self.to)} to {self.strength}")


@dataclass(frozen=True)
class NeedlePlaced(NowEvent):
    kind = "needle_placed"
    player: str
    source: int
    target: int
    link: str
    reveals = False

    def to_text(self) -> str:
        return (f"{who(self.player)} links {FIELD.name(self.source)} to "
                f"{FIELD.name(self.target)} by a {self.link} (Lachesis Needle)")


@dataclass(frozen=True)
class Tension(NowEvent):
    """The Hole in the Box's tension after its owner's turn (``rise`` this turn)."""

    kind = "tension"
    player: str
    anticharge: int
    tension: int
    rise: int

    def to_text(self) -> str:
        return (f"{who(self.player)}'s Hole in the Box: anti-charge {self.anticharge}, "
                f"tension {self.tension} ({signed(self.rise)})")


@dataclass(frozen=True)
class Annihilated(NowEvent):
    """The Hole's field took ``lost`` energy from ``player`` (its owner first)."""

    kind = "annihilated"
    owner: str
    player: str
    lost: int
    anticharge: int

    def to_text(self) -> str:
        return (f"{who(self.owner)}'s Hole in the Box annihilates: {who(self.player)} loses "
                f"{self.lost} energy ({self.anticharge} anti-charge left)")


@dataclass(frozen=True)
class StorageEmptied(NowEvent):
    kind = "storage_emptied"
    player: str
    energy: int
    reveals = False

    def to_text(self) -> str:
        return f"{who(self.player)} takes {self.energy} energy out of the Kinetic Storage"


@dataclass(frozen=True)
class BetsOpened(NowEvent):
    """The bets on the Tangle at ``node``: per player [colour, check tokens, cross tokens,
    impact for, impact against]."""

    kind = "bets_opened"
    node: int
    bets: tuple[tuple[str, int, int, int, int], ...]

    def to_text(self) -> str:
        shown = "; ".join(f"{who(c)} {y} check {n} cross" for c, y, n, _, _ in self.bets)
        return f"the bets on the Tangle at {FIELD.name(self.node)} open: {shown}"


@dataclass(frozen=True)
class ExchangeAnswered(NowEvent):
    kind = "exchange_answered"
    player: str
    offerer: str
    accepted: bool

    def to_text(self) -> str:
        return f"{who(self.player)} {'accepts' if self.accepted else 'refuses'} the exchange"
