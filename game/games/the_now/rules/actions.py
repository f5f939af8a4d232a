"""The Now's actions: what a seat may choose, in the book's words.

Nodes are node numbers (``field.FIELD.name`` says them: "the 3rd node of
ring 2"); players are named by colour; event cards by card id, artifacts by
card copy (``"lachesis_needle#1"``). Directions 0-5 are the six edges of a
node as the field is drawn with flat-top hexes (the pointer straight up):
lower right, upper right, top, upper left, lower left, bottom. Decisions owed
outside one's turn (keep a drawn card, surf, bet, answer an exchange) are
actions too; the view's ``you.decision`` says which is owed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.values import Action
from game.games.the_now.rules.catalog import ITEMS
from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.words import artifact_name, card_name, who

EDGES = ("lower-right", "upper-right", "top", "upper-left", "lower-left", "bottom")


def _side(side: str) -> str:
    return "the check" if side == "yes" else "the cross"


# Setup (Replacing the cards).


@dataclass(frozen=True)
class Replace(Action):
    """Swap ``give`` from the hand for ``take`` of the three drawn; both "" keeps the hand."""

    kind = "replace"
    give: str = ""
    take: str = ""

    def to_text(self) -> str:
        if not self.take:
            return "keep the starting hand"
        return f"replace {card_name(self.give)} with {card_name(self.take)}"


# A turn.


@dataclass(frozen=True)
class Move(Action):
    """Step to a neighbouring unrealized node, or through a wormhole (1 energy)."""

    kind = "move"
    to: int

    def to_text(self) -> str:
        return f"move to {FIELD.name(self.to)}"


@dataclass(frozen=True)
class Jump(Action):
    """Use the Collapse Generator: a charge and 1 energy to any unrealized node or V616 Mon."""

    kind = "jump"
    to: int

    def to_text(self) -> str:
        return f"jump with the Collapse Generator to {FIELD.name(self.to)}"


@dataclass(frozen=True)
class Extract(Action):
    kind = "extract"
    collector: bool = False

    def to_text(self) -> str:
        return "extract energy" + (" with the Collector Module" if self.collector else "")


@dataclass(frozen=True)
class Impact(Action):
    """A weak (1) or strong (2) impact ``for`` or ``against`` the event here."""

    kind = "impact"
    side: str
    strong: bool = False

    def to_text(self) -> str:
        return f"{'strong' if self.strong else 'weak'} impact {self.side} the event here"


@dataclass(frozen=True)
class Organize(Action):
    """Lay ``card`` here turned ``rotation`` sixths, the tie token on ``token`` ("yes"
    check, "no" cross); ``yes``/``no`` are the colours put on flexible arcs."""

    kind = "organize"
    card: str
    rotation: int
    token: str
    yes: str = ""
    no: str = ""

    def to_text(self) -> str:
        arcs = ""
        if self.yes or self.no:
            arcs = f", check {who(self.yes)}, cross {who(self.no)}"
        turned = f" turned {self.rotation}" if self.rotation else ""
        return (f"organize {card_name(self.card)} here{turned}, the tie token on "
                f"{_side(self.token)}{arcs}")


@dataclass(frozen=True)
class LayLink(Action):
    """Logistic event: a link of strength 2 on the edge in ``direction``."""

    kind = "lay_link"
    direction: int
    link: str

    def to_text(self) -> str:
        return f"lay a {self.link} link on the {EDGES[self.direction]} edge"


@dataclass(frozen=True)
class Reinforce(Action):
    """Logistic event: one more strength on the link in ``direction``."""

    kind = "reinforce"
    direction: int

    def to_text(self) -> str:
        return f"reinforce the link on the {EDGES[self.direction]} edge"


@dataclass(frozen=True)
class FinishLinks(Action):
    kind = "finish_links"

    def to_text(self) -> str:
        return "finish laying the Logistic event's links"


@dataclass(frozen=True)
class Buy(Action):
    """Buy an item, or upgrade it to its next level."""

    kind = "buy"
    item: str

    def to_text(self) -> str:
        return f"buy or upgrade the {ITEMS[self.item].name}"


@dataclass(frozen=True)
class Attack(Action):
    kind = "attack"
    player: str

    def to_text(self) -> str:
        return f"shoot {who(self.player)} with the Energy Gun"


@dataclass(frozen=True)
class EmptyStorage(Action):
    kind = "empty_storage"

    def to_text(self) -> str:
        return "take the energy out of the Kinetic Storage (and discard it)"


@dataclass(frozen=True)
class Amplify(Action):
    """Link Amplifier: +1 on the link between here and ``to`` (``needle``: a Needle's link)."""

    kind = "amplify"
    to: int
    needle: bool = False

    def to_text(self) -> str:
        what = "the Needle's link" if self.needle else "the link"
        return f"amplify {what} between here and {FIELD.name(self.to)}"


# Artifacts.


@dataclass(frozen=True)
class Cast(Action):
    """Cast an artifact from hand; a Tangle of Fates is laid here, its tie token on ``token``."""

    kind = "cast"
    artifact: str
    token: str = ""

    def to_text(self) -> str:
        tie = f", the tie token on {_side(self.token)}" if self.token else ""
        return f"cast {artifact_name(self.artifact)}{tie}"


@dataclass(frozen=True)
class Discharge(Action):
    kind = "discharge"
    artifact: str

    def to_text(self) -> str:
        return f"discharge {artifact_name(self.artifact)} for its energy"


@dataclass(frozen=True)
class Borrow(Action):
    """Hole in the Box: take energy, the same anti-charge goes on the artifact."""

    kind = "borrow"
    amount: int

    def to_text(self) -> str:
        return f"take {self.amount} energy from the Hole in the Box"


@dataclass(frozen=True)
class Repay(Action):
    kind = "repay"
    amount: int

    def to_text(self) -> str:
        return f"pay back {self.amount} energy into the Hole in the Box"


@dataclass(frozen=True)
class Needle(Action):
    """Lachesis Needle: link here (the source) to a later ``target`` by a ``link``."""

    kind = "needle"
    target: int
    link: str

    def to_text(self) -> str:
        return f"link here to {FIELD.name(self.target)} by a {self.link} (Lachesis Needle)"


@dataclass(frozen=True)
class Stabilize(Action):
    """Symmetrical Stabilizer: 3 impact ``for``/``against`` here and on the symmetric nodes."""

    kind = "stabilize"
    side: str

    def to_text(self) -> str:
        return f"Symmetrical Stabilizer: impact 3 {self.side} here and on the symmetric nodes"


# Exchange (drafted by the seat on turn, answered by the partner).


@dataclass(frozen=True)
class OfferExchange(Action):
    kind = "offer_exchange"
    player: str

    def to_text(self) -> str:
        return f"propose an exchange to {who(self.player)}"


@dataclass(frozen=True)
class ChangeOffer(Action):
    """Change the energy given (``what`` "give") or asked for ("take") by ``amount``."""

    kind = "change_offer"
    what: str
    amount: int

    def to_text(self) -> str:
        verb = "give" if self.what == "give" else "ask for"
        more = "more" if self.amount > 0 else "less"
        return f"{verb} {abs(self.amount)} energy {more}"


@dataclass(frozen=True)
class OfferArtifact(Action):
    """Add or take back an artifact: your own to give, or one asked of the partner
    (a table artifact by copy, one from their hand as ``hand:<kind>``)."""

    kind = "offer_artifact"
    side: str
    artifact: str

    def to_text(self) -> str:
        where = " from their hand" if self.artifact.startswith("hand:") else ""
        verb = "give" if self.side == "give" else "ask for"
        return f"{verb} {artifact_name(self.artifact)}{where} (or take it back from the offer)"


@dataclass(frozen=True)
class SendOffer(Action):
    kind = "send_offer"

    def to_text(self) -> str:
        return "send the exchange offer"


@dataclass(frozen=True)
class CancelOffer(Action):
    kind = "cancel_offer"

    def to_text(self) -> str:
        return "drop the exchange offer"


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end_turn"

    def to_text(self) -> str:
        return "end the turn"


# Decisions.


@dataclass(frozen=True)
class Keep(Action):
    """Keep one of the drawn event cards; the others are discarded face down."""

    kind = "keep"
    card: str

    def to_text(self) -> str:
        return f"keep {card_name(self.card)}"


@dataclass(frozen=True)
class Surf(Action):
    """Leave a node being realized for a neighbouring unrealized node."""

    kind = "surf"
    to: int

    def to_text(self) -> str:
        return f"surf to {FIELD.name(self.to)}"


@dataclass(frozen=True)
class Bet(Action):
    """A Tangle bet: ``yes_tokens`` of your tokens on the check, the rest on the cross,
    with impacts attached for and against (each 1 energy now and 7 when bets open)."""

    kind = "bet"
    yes_tokens: int
    yes_impact: int = 0
    no_impact: int = 0

    def to_text(self) -> str:
        attached = ""
        if self.yes_impact or self.no_impact:
            attached = f", impacts {self.yes_impact} for and {self.no_impact} against"
        return f"bet {self.yes_tokens} token(s) on the check{attached}"


@dataclass(frozen=True)
class Answer(Action):
    kind = "answer"
    accept: bool

    def to_text(self) -> str:
        return "accept the exchange" if self.accept else "refuse the exchange"


@dataclass(frozen=True)
class Annihilate(Action):
    """The Hole's owner orders players at the same distance: ``player`` suffers next."""

    kind = "annihilate"
    player: str

    def to_text(self) -> str:
        return f"the field reaches {who(self.player)} next"


ACTIONS: tuple[type[Action], ...] = (
    Replace, Move, Jump, Extract, Impact, Organize, LayLink, Reinforce, FinishLinks, Buy,
    Attack, EmptyStorage, Amplify, Cast, Discharge, Borrow, Repay, Needle, Stabilize,
    OfferExchange, ChangeOffer, OfferArtifact, SendOffer, CancelOffer, EndTurn, Keep, Surf,
    Bet, Answer, Annihilate,
)

#: The book's section each action falls under, for ``IllegalAction``.
RULES: dict[str, str] = {
    "replace": "Replacing the cards", "move": "Movement", "jump": "Collapse Generator",
    "extract": "Energy extraction", "impact": "Impact on the event",
    "organize": "Events organization", "lay_link": "Flexible events: Logistic",
    "reinforce": "Flexible events: Logistic", "finish_links": "Flexible events: Logistic",
    "buy": "Item purchase", "attack": "Attack", "empty_storage": "Kinetic Storage",
    "amplify": "Link Amplifier", "cast": "Artifacts", "discharge": "Artifact Discharge",
    "borrow": "Hole in the Box", "repay": "Hole in the Box", "needle": "Lachesis Needle",
    "stabilize": "Symmetrical Stabilizer", "offer_exchange": "Exchange",
    "change_offer": "Exchange", "offer_artifact": "Exchange", "send_offer": "Exchange",
    "cancel_offer": "Exchange", "end_turn": "A player's turn",
    "keep": "Getting of event cards", "surf": "Horizontal Surfing", "bet": "Tangle of Fates",
    "answer": "Exchange", "annihilate": "Hole in the Box",
}
