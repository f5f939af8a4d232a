"""Axis Mundi's actions: what a seat may choose, in the book's words.

Hexes are world positions (where a hex is now, after the turns). Cards are
card copies (``"salve#2"``); treasures are treasure ids. Decisions owed
outside one's own actions (discarding to the hand limit, a shield against a
melee attack, ...) are actions too; the view's ``you.decision`` says which.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.core.values import Action

# Setting up (Building Your Starting Hand; Pre-game Crate Action).


@dataclass(frozen=True)
class DrawStartingHand(Action):
    """Draw 5 cards: ``one_time`` of them from the 1-Time deck, the rest Permanent."""

    kind = "draw_starting_hand"
    one_time: int


@dataclass(frozen=True)
class Redraw(Action):
    """Discard ``cards`` and draw as many again (``one_time`` from the 1-Time deck)."""

    kind = "redraw"
    cards: tuple[str, ...]
    one_time: int


@dataclass(frozen=True)
class Pass(Action):
    """Decline an optional step (the pre-game crate card, a shield, ...)."""

    kind = "pass"


# The Action Phase.


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end_turn"


@dataclass(frozen=True)
class TakeFromCrate(Action):
    """Take a card from the crate of the warehouse you stand on."""

    kind = "take_from_crate"
    card: str


@dataclass(frozen=True)
class SendFamiliar(Action):
    """Send the familiar to ``target`` to ``fetch`` treasure, ``pin`` a foe or ``harvest``."""

    kind = "send_familiar"
    target: Hex
    purpose: str


@dataclass(frozen=True)
class PickUpTreasure(Action):
    kind = "pick_up_treasure"


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a 1-Time card; the other fields carry the card's choices.

    ``target``: a hex (Godspeed, Seek and Destroy, Desperate Measures).
    ``option``: Options ("move"/"heal"), Godspeed ("fetch"/"pin"), So, S.
    (a character), The Archer's Tales (a deck). ``cards``: cards named by
    the card (Salve's partner, Last Resort's and Hurry's discards, a crate or
    discard card to take). ``one_time``: how many draws come from the 1-Time
    deck. ``double``: the Double Double copy played with it, or "".
    """

    kind = "play_card"
    card: str
    target: Hex | None = None
    option: str = ""
    cards: tuple[str, ...] = ()
    one_time: int = 0
    double: str = ""


@dataclass(frozen=True)
class DrawCard(Action):
    kind = "draw_card"
    deck: str


@dataclass(frozen=True)
class DrawFive(Action):
    """Three actions: draw 5 cards, ``one_time`` of them from the 1-Time deck."""

    kind = "draw_five"
    one_time: int


@dataclass(frozen=True)
class PowerHeal(Action):
    kind = "power_heal"


@dataclass(frozen=True)
class Harvest(Action):
    """Harvest your hex; ``choice`` ("one_time"/"permanent"/"heal") if you may choose."""

    kind = "harvest"
    choice: str = ""
    card: str = ""  # a Harvester card played with it


@dataclass(frozen=True)
class Activate(Action):
    """Put a Permanent card from hand into a slot, swapping out ``replace`` if given."""

    kind = "activate"
    card: str
    replace: str = ""


@dataclass(frozen=True)
class PlaceTimeBomb(Action):
    kind = "place_time_bomb"


@dataclass(frozen=True)
class DisarmTimeBomb(Action):
    kind = "disarm_time_bomb"


@dataclass(frozen=True)
class UseTreasure(Action):
    """Use a held treasure (grenade and time bomb have their own actions)."""

    kind = "use_treasure"
    treasure: str
    one_time: int = 0


@dataclass(frozen=True)
class Scrounge(Action):
    """The Scrounger: spend 3 scrounge tokens to take a card from the discard pile."""

    kind = "scrounge"
    card: str


@dataclass(frozen=True)
class Demand(Action):
    """The Savant, once a game: a foe must hand over a card of their choice."""

    kind = "demand"
    seat: int


@dataclass(frozen=True)
class Pull(Action):
    """The Mischievous, once a turn: pull a foe on your level to ``to`` beside you."""

    kind = "pull"
    seat: int
    to: Hex


@dataclass(frozen=True)
class Shove(Action):
    """The upgraded Mischievous: 2 mischief tokens move the Angel/Demon to ``to``."""

    kind = "shove"
    to: Hex


# Attack Actions.


@dataclass(frozen=True)
class Melee(Action):
    """Melee attack the hex ``target``; ``cards``: Perfect Counter / Desperate Measures."""

    kind = "melee"
    target: Hex
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Shoot(Action):
    kind = "shoot"
    target: Hex


@dataclass(frozen=True)
class ThrowGrenade(Action):
    kind = "throw_grenade"
    target: Hex


@dataclass(frozen=True)
class DemonicMelee(Action):
    kind = "demonic_melee"
    target: Hex


@dataclass(frozen=True)
class DemonicBlast(Action):
    """The Demon's area attack on every foe within 3 hexes."""

    kind = "demonic_blast"


# Move Actions.


@dataclass(frozen=True)
class Move(Action):
    kind = "move"
    to: Hex


@dataclass(frozen=True)
class Run(Action):
    kind = "run"
    via: Hex
    to: Hex


@dataclass(frozen=True)
class Climb(Action):
    """Move to a neighbouring hex one level up."""

    kind = "climb"
    to: Hex


@dataclass(frozen=True)
class Descend(Action):
    """Move to a neighbouring hex one level down."""

    kind = "descend"
    to: Hex


@dataclass(frozen=True)
class ThroughCave(Action):
    kind = "through_cave"


@dataclass(frozen=True)
class EnterAxisMundi(Action):
    kind = "enter_axis_mundi"


# Decisions owed (hand limit, reactions, follow-ups of a card).


@dataclass(frozen=True)
class Discard(Action):
    kind = "discard"
    card: str


@dataclass(frozen=True)
class Shield(Action):
    """Against a melee attack: play shield cards (and a Double Double), or none."""

    kind = "shield"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Evade(Action):
    """Against a familiar pinning you: play Elusive."""

    kind = "evade"
    card: str


@dataclass(frozen=True)
class GiveCard(Action):
    kind = "give_card"
    card: str


@dataclass(frozen=True)
class KeepCard(Action):
    kind = "keep_card"
    card: str


@dataclass(frozen=True)
class Arrange(Action):
    """Peek-A-Boo: put the peeked pairs back, each swapped or not."""

    kind = "arrange"
    swap_one_time: bool
    swap_permanent: bool


@dataclass(frozen=True)
class ChooseSlots(Action):
    """Fill the slots of a new mat with these Permanent cards."""

    kind = "choose_slots"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Unslot(Action):
    """The Savant downgrading: the slotted card that goes back to the hand."""

    kind = "unslot"
    card: str


@dataclass(frozen=True)
class FeedFamiliar(Action):
    """The upgraded Beastmaster: put a gained energy token on familiar ``section`` (0-2)."""

    kind = "feed_familiar"
    section: int


@dataclass(frozen=True)
class DealCard(Action):
    """Mobilizing Forces: give ``card`` to the player the decision names."""

    kind = "deal_card"
    card: str


@dataclass(frozen=True)
class Levitate(Action):
    """The Mischievous as the volcano turns: hover back onto ``to`` (None: ride along)."""

    kind = "levitate"
    to: Hex | None


ACTIONS: tuple[type[Action], ...] = (
    DrawStartingHand, Redraw, Pass, EndTurn, TakeFromCrate, SendFamiliar, PickUpTreasure,
    PlayCard, DrawCard, DrawFive, PowerHeal, Harvest, Activate, PlaceTimeBomb,
    DisarmTimeBomb, UseTreasure, Scrounge, Demand, Pull, Shove, Melee, Shoot, ThrowGrenade,
    DemonicMelee, DemonicBlast, Move, Run, Climb, Descend, ThroughCave, EnterAxisMundi,
    Discard, Shield, Evade, GiveCard, KeepCard, Arrange, ChooseSlots, Levitate, Unslot,
    FeedFamiliar, DealCard,
)

#: The rule each action kind falls under, for ``IllegalAction`` messages.
RULES: dict[str, str] = {
    "draw_starting_hand": "Building Your Starting Hand",
    "redraw": "Building Your Starting Hand",
    "pass": "Turn Summary",
    "end_turn": "Action Phase",
    "take_from_crate": "Take a Card from a Warehouse Crate",
    "send_familiar": "Send Familiar",
    "pick_up_treasure": "Pick Up a Treasure",
    "play_card": "Play a Card from your Hand / 1-Time Power Cards",
    "draw_card": "Draw a Card",
    "draw_five": "Draw 5 Cards",
    "power_heal": "Power Hex Heal",
    "harvest": "Harvest",
    "activate": "Activate or Swap a Permanent Power",
    "place_time_bomb": "Place Timebomb",
    "disarm_time_bomb": "Disarm Timebomb",
    "use_treasure": "Treasure",
    "scrounge": "S. The Scrounger",
    "demand": "S. The Savant",
    "pull": "S. The Mischievous",
    "shove": "Upgraded Mischievous Power",
    "melee": "Melee Attack",
    "shoot": "Shoot an Arrow",
    "throw_grenade": "Throw a Grenade",
    "demonic_melee": "Demonic Melee Attack",
    "demonic_blast": "Demonic Area of Effect Attack",
    "move": "Move",
    "run": "Run",
    "climb": "Move to an adjacent Hex 1 Level above",
    "descend": "Move to an adjacent Hex 1 Level below",
    "through_cave": "Move Through a Cave",
    "enter_axis_mundi": "Move into the Axis Mundi Hex",
    "discard": "Hand Limit",
    "shield": "Shield from Melee Attack",
    "evade": "Avoid Immobilization",
    "give_card": "S. The Savant",
    "keep_card": "1-Time Power Cards",
    "arrange": "Sneak Peak of Decks",
    "choose_slots": "If you have entered Heaven / Hell",
    "levitate": "S. The Mischievous",
    "unslot": "S. The Savant (To Downgrade)",
    "feed_familiar": "Upgraded Beastmaster Power",
    "deal_card": "Everyone Gets a Card: Mobilizing Forces",
}
