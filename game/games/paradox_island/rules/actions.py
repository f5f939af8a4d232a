"""Paradox Island's actions: every choice a seat can make.

Seat 0 is the Omnipotence Paradox (OP); seats 1.. are captives. Captives
speak in directions (E, NE, NW, W, SW, SE), fruits and piece numbers only:
they never name a space of the map. OP names spaces by ``Hex`` and ocean
parts by number 0..5 (NE, N, NW, SW, S, SE).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.core.values import Action, Codec

# Setup.


@dataclass(frozen=True)
class LayTile(Action):
    """OP, build mode: lay ``tile`` with its first cell on ``anchor``, turned ``turn`` x 60°."""

    kind = "lay_tile"
    tile: str
    anchor: Hex
    turn: int


@dataclass(frozen=True)
class PlaceWave(Action):
    """OP, setup: the Wave goes on an ocean part."""

    kind = "place_wave"
    part: int


@dataclass(frozen=True)
class PlaceRock(Action):
    """OP, setup: the Rock goes on an anomaly space."""

    kind = "place_rock"
    space: Hex


@dataclass(frozen=True)
class PlaceBush(Action):
    """OP, setup: the Bush goes on a fruit space (the fruit is announced)."""

    kind = "place_bush"
    space: Hex


@dataclass(frozen=True)
class ChooseCharacter(Action):
    kind = "choose_character"
    character: str


@dataclass(frozen=True)
class ChooseStartFruit(Action):
    kind = "choose_start_fruit"
    fruit: str


# A captive's turn.


@dataclass(frozen=True)
class Move(Action):
    """Move ``piece`` toward ``direction``; ``over`` jumps (1 space, Schrodie 2), ``safe``
    lets the captive decide on activation. Each costs 1 energy (Schrodie jumps free)."""

    kind = "move"
    piece: int
    direction: str
    over: bool
    safe: bool


@dataclass(frozen=True)
class Restore(Action):
    """Spend an action to restore up to 2 energy."""

    kind = "restore"
    piece: int


@dataclass(frozen=True)
class UseBonus(Action):
    """Cross out ``fruit`` to use its bonus for ``piece``; ``option`` is the bonus's
    own choice (a direction, a piece, "3:E:safe" ...), "" when it needs none."""

    kind = "use_bonus"
    fruit: str
    piece: int
    option: str


@dataclass(frozen=True)
class UseExtra(Action):
    """Theseus: cross out the circled additional bonus in ``box``."""

    kind = "use_extra"
    box: int
    piece: int


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end_turn"


# Answers owed while a move or effect resolves.


@dataclass(frozen=True)
class Activate(Action):
    """Activate the space just reached (a captive after a safe move; OP where the
    rules leave it to OP)."""

    kind = "activate"
    yes: bool


@dataclass(frozen=True)
class AskOracle(Action):
    kind = "ask_oracle"
    directions: tuple[str, ...]


@dataclass(frozen=True)
class Rest(Action):
    """At a camp: regain ``health`` and ``energy`` (2 in all, 1 under Drought)."""

    kind = "rest"
    health: int
    energy: int


@dataclass(frozen=True)
class Revive(Action):
    kind = "revive"
    camp: str


@dataclass(frozen=True)
class DrawPalm(Action):
    """Hempel: draw a newly obtained fruit into the palm-tree ``box``."""

    kind = "draw_palm"
    box: int


@dataclass(frozen=True)
class Pass(Action):
    """Decline what is offered (a bonus, an optional step)."""

    kind = "pass"


@dataclass(frozen=True)
class PickSpace(Action):
    """OP picks a space: a lake exit, an anomaly's destination, a returning piece's spot."""

    kind = "pick_space"
    space: Hex


@dataclass(frozen=True)
class PickPart(Action):
    """OP picks an ocean part (the Wave's return; a lake exit into the sea)."""

    kind = "pick_part"
    part: int


@dataclass(frozen=True)
class PickFruit(Action):
    """OP picks the fruit a captive crosses out."""

    kind = "pick_fruit"
    fruit: str


# OP's turn.


@dataclass(frozen=True)
class KeepToken(Action):
    kind = "keep_token"
    token: str


@dataclass(frozen=True)
class WaveMove(Action):
    """Move the Wave to another ocean part (``lake`` is a lake space under Flood)."""

    kind = "wave_move"
    part: int
    lake: Hex | None


@dataclass(frozen=True)
class WaveAttack(Action):
    kind = "wave_attack"
    seat: int
    piece: int


@dataclass(frozen=True)
class PieceMove(Action):
    """Move the Bush or the Rock one space ``direction`` from ``start`` (its space, or
    any space of the lake it is in)."""

    kind = "piece_move"
    piece: str
    start: Hex
    direction: str


@dataclass(frozen=True)
class Push(Action):
    """The Rock (the Bush under Lithophytes) pushes a captive piece ``direction``."""

    kind = "push"
    by: str
    seat: int
    piece: int
    direction: str


@dataclass(frozen=True)
class EndOpTurn(Action):
    kind = "end_op_turn"


ACTIONS = Codec([
    LayTile, PlaceWave, PlaceRock, PlaceBush, ChooseCharacter, ChooseStartFruit, Move,
    Restore, UseBonus, UseExtra, EndTurn, Activate, AskOracle, Rest, Revive, DrawPalm, Pass,
    PickSpace, PickPart, PickFruit, KeepToken, WaveMove, WaveAttack, PieceMove, Push, EndOpTurn,
])
