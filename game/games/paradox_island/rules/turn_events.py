"""What OP announces in a captive's turn: the move declared, where a piece
arrives and what it meets, attacks, actions gained, activations, fruit,
points, the oracle, anomalies, perishing and revival, missions and bonuses.

Each is a ``Told`` (see ``told``); ``events`` gathers them into the codec.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.games.paradox_island.rules.told import Told


@dataclass(frozen=True)
class TurnStarted(Told):
    kind = "turn_started"
    reveals = False  # the turn order is fixed
    seat: int
    round: int


@dataclass(frozen=True)
class MoveDeclared(Told):
    """``length`` is how far the move goes: 1 adjacent, 2 one space over, 3 two over."""

    kind = "move_declared"
    reveals = False  # the captive's own words
    seat: int
    piece: int
    direction: str
    length: int
    safe: bool


@dataclass(frozen=True)
class Arrived(Told):
    """OP names the space a captive piece reached and how; ``direction`` only where
    the rules say it is named (a push, the gust anomaly)."""

    kind = "arrived"
    seat: int
    piece: int
    label: str
    how: str
    direction: str
    space: Hex | None
    secret = ("space",)


@dataclass(frozen=True)
class InOcean(Told):
    kind = "in_ocean"
    seat: int
    piece: int
    wave: bool
    part: int
    secret = ("part",)


@dataclass(frozen=True)
class Met(Told):
    """An encounter: the pieces found on the space a piece reached."""

    kind = "met"
    seat: int
    piece: int
    pieces: tuple[str, ...]


@dataclass(frozen=True)
class Attacked(Told):
    kind = "attacked"
    seat: int
    piece: int
    by: str
    health: int
    energy: int


@dataclass(frozen=True)
class ScaredOff(Told):
    kind = "scared_off"
    seat: int
    piece: int
    op_piece: str


@dataclass(frozen=True)
class ActionGained(Told):
    kind = "action_gained"
    reveals = False  # a scare-off just told, or the captive's own bonus
    seat: int
    piece: int
    actions: int
    why: str


@dataclass(frozen=True)
class Activation(Told):
    kind = "activation"
    reveals = False  # the space was named on arrival; the choice is the chooser's own
    seat: int
    piece: int
    label: str
    active: bool


@dataclass(frozen=True)
class FruitChanged(Told):
    """A fruit circled (``gained``), crossed out (``lost``) or restored."""

    kind = "fruit_changed"
    reveals = False  # a fruit space just named, a bonus chosen, or OP's pick in OP's step
    seat: int
    fruit: str
    change: str
    why: str


@dataclass(frozen=True)
class PalmDrawn(Told):
    kind = "palm_drawn"
    reveals = False  # Hempel's own choice
    seat: int
    fruit: str
    box: int


@dataclass(frozen=True)
class PointsChanged(Told):
    """Health or energy gained (positive) or lost (negative), and why."""

    kind = "points_changed"
    reveals = False  # the cause is the seat's own choice or told just before
    seat: int
    piece: int
    health: int
    energy: int
    why: str


@dataclass(frozen=True)
class OracleAnswer(Told):
    kind = "oracle_answer"
    seat: int
    piece: int
    direction: str
    label: str


@dataclass(frozen=True)
class OnSide(Told):
    """A captive piece laid on its side in a lake."""

    kind = "on_side"
    reveals = False  # a lake just named and activated
    seat: int
    piece: int
    label: str


@dataclass(frozen=True)
class AnomalyWorks(Told):
    kind = "anomaly_works"
    reveals = False  # the token was named with the space
    seat: int
    piece: int
    token: str


@dataclass(frozen=True)
class Perished(Told):
    kind = "perished"
    reveals = False  # follows from the points just lost
    seat: int
    piece: int
    perishes: int


@dataclass(frozen=True)
class Revived(Told):
    kind = "revived"
    seat: int
    piece: int
    camp: str
    pieces: tuple[str, ...]


@dataclass(frozen=True)
class MissionMarked(Told):
    kind = "mission_marked"
    reveals = False  # follows from the arrival, ocean or scare-off just told
    seat: int
    label: str
    done: int


@dataclass(frozen=True)
class BonusUsed(Told):
    kind = "bonus_used"
    reveals = False  # the captive's own choice
    seat: int
    piece: int
    fruit: str
    bonus: str
    option: str


@dataclass(frozen=True)
class SpacesNamed(Told):
    """Spaces OP names for a bonus: ``labels`` in the order the bonus gives them."""

    kind = "spaces_named"
    seat: int
    bonus: str
    direction: str
    labels: tuple[str, ...]


@dataclass(frozen=True)
class PieceSpotted(Told):
    """Granddead's bonus: OP marks an OP piece on his map, for him alone: on its space,
    on its ocean part (``part``), or on every space of the lake it stands in
    (``lake_spaces``)."""

    kind = "piece_spotted"
    seat: int
    op_piece: str
    label: str
    space: Hex | None
    part: int
    lake_spaces: tuple[Hex, ...] = ()
    secret = ("label", "space", "part", "lake_spaces")

    def confidant(self) -> int | None:
        return self.seat


@dataclass(frozen=True)
class ExtraChanged(Told):
    """Theseus' additional bonus in ``box`` circled or used."""

    kind = "extra_changed"
    reveals = False  # an encounter just told, or Theseus' own choice
    seat: int
    box: int
    bonus: str
    change: str
