"""Paradox Island's events: everything OP announces, and what only OP sees.

The book has OP speak aloud, so most announcements reach every seat. Fields
listed in a class's ``secret`` are OP's alone: a captive (or a spectator)
gets a copy with them blanked. A few events are told to one captive in
private (``confidant``): the mark of a starting fruit, a spotted OP piece.
Labels name what OP says about a space: ``fruit:orange``, ``camp:A``,
``oracle``, ``mirage:snakes``, ``knot``, ``portal:2``, ``anomaly:wound``,
``lake:triangular``, ``ocean``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.hexgrid import Hex
from game.core.values import Codec, Event

OP_SEAT = 0


def _blank(value: Any) -> Any:
    if isinstance(value, Hex) or value is None:
        return None
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -1
    if isinstance(value, str):
        return ""
    return ()


class Told(Event):
    """An announcement; ``secret`` fields reach OP (and the ``confidant``) only."""

    secret: ClassVar[tuple[str, ...]] = ()

    def confidant(self) -> int | None:
        return None

    def for_seat(self, seat: int) -> Event | None:
        if seat == OP_SEAT or seat == self.confidant() or not self.secret:
            return self
        return dataclasses.replace(self, **{f: _blank(getattr(self, f)) for f in self.secret})


# Setup.


@dataclass(frozen=True)
class TileLaid(Told):
    kind = "tile_laid"
    tile: str
    anchor: Hex | None
    turn: int
    secret = ("tile", "anchor", "turn")


@dataclass(frozen=True)
class IslandReady(Told):
    """The island is laid and 5 anomaly tokens are on it (which ones: OP only)."""

    kind = "island_ready"
    anomalies: tuple[str, ...]
    secret = ("anomalies",)


@dataclass(frozen=True)
class OpPiecePlaced(Told):
    """An OP piece set up or returned; only the Bush's setup fruit is said aloud."""

    kind = "op_piece_placed"
    piece: str
    label: str
    space: Hex | None
    part: int
    secret = ("space", "part")

    def for_seat(self, seat: int) -> Event | None:
        shown = super().for_seat(seat)
        if seat != OP_SEAT and isinstance(shown, OpPiecePlaced) and self.piece != "bush":
            return dataclasses.replace(shown, label="")
        return shown


@dataclass(frozen=True)
class CharacterChosen(Told):
    kind = "character_chosen"
    seat: int
    character: str


@dataclass(frozen=True)
class StartFruitChosen(Told):
    """A captive's starting fruit; OP marks its space on that captive's map only."""

    kind = "start_fruit_chosen"
    seat: int
    piece: int
    fruit: str
    space: Hex | None
    secret = ("space",)

    def confidant(self) -> int | None:
        return self.seat


# Turns.


@dataclass(frozen=True)
class TurnStarted(Told):
    kind = "turn_started"
    seat: int
    round: int


@dataclass(frozen=True)
class MoveDeclared(Told):
    """``length`` is how far the move goes: 1 adjacent, 2 one space over, 3 two over."""

    kind = "move_declared"
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
    reveals = True


@dataclass(frozen=True)
class InOcean(Told):
    kind = "in_ocean"
    seat: int
    piece: int
    wave: bool
    part: int
    secret = ("part",)
    reveals = True


@dataclass(frozen=True)
class Met(Told):
    """An encounter: the pieces found on the space a piece reached."""

    kind = "met"
    seat: int
    piece: int
    pieces: tuple[str, ...]
    reveals = True


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
    seat: int
    piece: int
    actions: int
    why: str


@dataclass(frozen=True)
class Activation(Told):
    kind = "activation"
    seat: int
    piece: int
    label: str
    active: bool


@dataclass(frozen=True)
class FruitChanged(Told):
    """A fruit circled (``gained``), crossed out (``lost``) or restored."""

    kind = "fruit_changed"
    seat: int
    fruit: str
    change: str
    why: str


@dataclass(frozen=True)
class PalmDrawn(Told):
    kind = "palm_drawn"
    seat: int
    fruit: str
    box: int


@dataclass(frozen=True)
class PointsChanged(Told):
    """Health or energy gained (positive) or lost (negative), and why."""

    kind = "points_changed"
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
    reveals = True


@dataclass(frozen=True)
class OnSide(Told):
    """A captive piece laid on its side in a lake."""

    kind = "on_side"
    seat: int
    piece: int
    label: str


@dataclass(frozen=True)
class AnomalyWorks(Told):
    kind = "anomaly_works"
    seat: int
    piece: int
    token: str


@dataclass(frozen=True)
class Perished(Told):
    kind = "perished"
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
    seat: int
    label: str
    done: int


@dataclass(frozen=True)
class BonusUsed(Told):
    kind = "bonus_used"
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
    reveals = True


@dataclass(frozen=True)
class PieceSpotted(Told):
    """Granddead's bonus: OP marks an OP piece on his map, for him alone."""

    kind = "piece_spotted"
    seat: int
    op_piece: str
    label: str
    space: Hex | None
    part: int
    secret = ("label", "space", "part")

    def confidant(self) -> int | None:
        return self.seat
    reveals = True


@dataclass(frozen=True)
class ExtraChanged(Told):
    """Theseus' additional bonus in ``box`` circled or used."""

    kind = "extra_changed"
    seat: int
    box: int
    bonus: str
    change: str


# OP.


@dataclass(frozen=True)
class TokensDrawn(Told):
    kind = "tokens_drawn"
    tokens: tuple[str, ...]
    secret = ("tokens",)
    reveals = True


@dataclass(frozen=True)
class TokenKept(Told):
    kind = "token_kept"
    token: str


@dataclass(frozen=True)
class WaveMoved(Told):
    kind = "wave_moved"
    part: int
    lake: str
    secret = ("part", "lake")


@dataclass(frozen=True)
class OpMoved(Told):
    """The Bush or Rock moved: direction, landing space and the pieces there, aloud."""

    kind = "op_moved"
    piece: str
    direction: str
    label: str
    how: str
    pieces: tuple[str, ...]
    space: Hex | None
    secret = ("space",)
    reveals = True


@dataclass(frozen=True)
class Pushed(Told):
    kind = "pushed"
    by: str
    seat: int
    piece: int
    direction: str


@dataclass(frozen=True)
class OpActivation(Told):
    kind = "op_activation"
    piece: str
    label: str
    active: bool


@dataclass(frozen=True)
class OpPieceGone(Told):
    """An OP piece left the map (scared off or in the ocean) until the turn ends."""

    kind = "op_piece_gone"
    piece: str
    why: str


@dataclass(frozen=True)
class OpPieceBack(Told):
    """OP puts a piece back on the map, in secret."""

    kind = "op_piece_back"
    piece: str
    space: Hex | None
    part: int
    secret = ("space", "part")


@dataclass(frozen=True)
class TurnEnded(Told):
    kind = "turn_ended"
    seat: int


@dataclass(frozen=True)
class GameWon(Told):
    kind = "game_won"
    seats: tuple[int, ...]
    reason: str


EVENTS = Codec([
    TileLaid, IslandReady, OpPiecePlaced, CharacterChosen, StartFruitChosen, TurnStarted,
    MoveDeclared, Arrived, InOcean, Met, Attacked, ScaredOff, ActionGained, Activation,
    FruitChanged, PalmDrawn, PointsChanged, OracleAnswer, OnSide, AnomalyWorks, Perished,
    Revived, MissionMarked, BonusUsed, SpacesNamed, PieceSpotted, ExtraChanged, TokensDrawn,
    TokenKept, WaveMoved, OpMoved, Pushed, OpActivation, OpPieceGone, OpPieceBack, TurnEnded,
    GameWon,
])
