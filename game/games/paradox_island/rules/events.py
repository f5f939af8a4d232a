"""Paradox Island's events: everything OP announces, and what only OP sees.

Every event is a ``Told`` (``told``: secret fields, confidants). This module
holds the announcements of the setup and of OP's turn, and gathers them with
those of a captive's turn (``turn_events``) into ``EVENTS``; the rules and the
screen use every event as ``events.<Name>``.

Labels name what OP says about a space: ``fruit:orange``, ``camp:A``,
``oracle``, ``mirage:snakes``, ``knot``, ``portal:2``, ``anomaly:wound``,
``lake:triangular``, ``ocean``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.core.values import Codec, Event
from game.games.paradox_island.rules.told import OP_SEAT, Told
from game.games.paradox_island.rules.turn_events import (
    ActionGained,
    Activation,
    AnomalyWorks,
    Arrived,
    Attacked,
    BonusUsed,
    ExtraChanged,
    FruitChanged,
    InOcean,
    Met,
    MissionMarked,
    MoveDeclared,
    OnSide,
    OracleAnswer,
    PalmDrawn,
    Perished,
    PieceSpotted,
    PointsChanged,
    Revived,
    ScaredOff,
    SpacesNamed,
    TurnStarted,
)

# Setup.


@dataclass(frozen=True)
class TileLaid(Told):
    kind = "tile_laid"
    reveals = False  # OP lays the tile it chose
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
    reveals = False  # OP's own placement
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
    """A captive takes a board; ``pieces`` names its pieces (two-player game: the board's
    and the second, drawn at random, p. 19)."""

    kind = "character_chosen"
    seat: int
    character: str
    pieces: tuple[str, ...] = ()


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


# OP.


@dataclass(frozen=True)
class TokensDrawn(Told):
    kind = "tokens_drawn"
    tokens: tuple[str, ...]
    secret = ("tokens",)


@dataclass(frozen=True)
class TokenKept(Told):
    kind = "token_kept"
    reveals = False  # OP's own choice of the two it drew
    token: str


@dataclass(frozen=True)
class WaveMoved(Told):
    kind = "wave_moved"
    reveals = False  # only OP moves the Wave, in its own steps
    part: int
    lake: str
    secret = ("part", "lake")


@dataclass(frozen=True)
class OpMoved(Told):
    """The Bush or Rock moved: direction, landing space and the pieces there, aloud."""

    kind = "op_moved"
    reveals = False  # only OP's steps move the Bush and the Rock
    piece: str
    direction: str
    label: str
    how: str
    pieces: tuple[str, ...]
    space: Hex | None
    secret = ("space",)


@dataclass(frozen=True)
class Pushed(Told):
    kind = "pushed"
    reveals = False  # only OP's steps push
    by: str
    seat: int
    piece: int
    direction: str


@dataclass(frozen=True)
class OpActivation(Told):
    kind = "op_activation"
    reveals = False  # OP's own answer
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
    reveals = False  # OP's own answer
    piece: str
    space: Hex | None
    part: int
    secret = ("space", "part")


@dataclass(frozen=True)
class TurnEnded(Told):
    kind = "turn_ended"
    reveals = False  # the turn order is fixed
    seat: int


@dataclass(frozen=True)
class GameWon(Told):
    kind = "game_won"
    reveals = False  # follows from the marks and perishes told
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
