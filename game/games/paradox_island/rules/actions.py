"""Paradox Island's actions: every choice a seat can make.

Seat 0 is the Omnipotence Paradox (OP); seats 1.. are captives. Captives
speak in directions (E, NE, NW, W, SW, SE), fruits and piece numbers only:
they never name a space of the map. OP names spaces by ``Hex`` and ocean
parts by number 0..5 (NE, N, NW, SW, S, SE). ``to_text`` says an action in
words without coordinates or ids ("move E safely", "use the grapes bonus (E)");
the screens name pieces and spaces as the board shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.core.values import Action, Codec
from game.games.paradox_island.rules.island import OCEAN_NAMES, tile_specs


def ocean(part: int) -> str:
    return OCEAN_NAMES[part] if 0 <= part < len(OCEAN_NAMES) else "chosen"


def second(piece: int) -> str:
    """The two-player game's second piece, named as such (the first goes unsaid)."""
    return " (second piece)" if piece else ""

# Setup.


@dataclass(frozen=True)
class LayTile(Action):
    """OP, build mode: lay ``tile`` with its first cell on ``anchor``, turned ``turn`` x 60°."""

    kind = "lay_tile"
    tile: str
    anchor: Hex
    turn: int

    def to_text(self) -> str:
        spec = tile_specs().get(self.tile)
        if spec is not None and spec.lake:
            return f"lay the {spec.lake} lake tile"
        return f"lay the {self.tile.replace('-', ' ')} tile"


@dataclass(frozen=True)
class PlaceWave(Action):
    """OP, setup: the Wave goes on an ocean part."""

    kind = "place_wave"
    part: int

    def to_text(self) -> str:
        return f"place the Wave in the {ocean(self.part)} ocean"


@dataclass(frozen=True)
class PlaceRock(Action):
    """OP, setup: the Rock goes on an anomaly space."""

    kind = "place_rock"
    space: Hex

    def to_text(self) -> str:
        return "place the Rock on an anomaly"


@dataclass(frozen=True)
class PlaceBush(Action):
    """OP, setup: the Bush goes on a fruit space (the fruit is announced)."""

    kind = "place_bush"
    space: Hex

    def to_text(self) -> str:
        return "place the Bush on a fruit"


@dataclass(frozen=True)
class ChooseCharacter(Action):
    kind = "choose_character"
    character: str

    def to_text(self) -> str:
        return f"play {self.character.capitalize()}"


@dataclass(frozen=True)
class ChooseStartFruit(Action):
    kind = "choose_start_fruit"
    fruit: str

    def to_text(self) -> str:
        return f"start on the {self.fruit}"


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

    def to_text(self) -> str:
        how = (" one space over" if self.over else "") + (" safely" if self.safe else "")
        return f"move {self.direction}{how}{second(self.piece)}"


@dataclass(frozen=True)
class Restore(Action):
    """Spend an action to restore up to 2 energy."""

    kind = "restore"
    piece: int

    def to_text(self) -> str:
        return f"restore energy{second(self.piece)}"


@dataclass(frozen=True)
class UseBonus(Action):
    """Cross out ``fruit`` to use its bonus for ``piece``; ``option`` is the bonus's
    own choice (a direction, a piece, "3:E:safe" ...), "" when it needs none."""

    kind = "use_bonus"
    fruit: str
    piece: int
    option: str

    def to_text(self) -> str:
        choice = f" ({self.option.replace(':', ' ')})" if self.option else ""
        return f"use the {self.fruit} bonus{choice}{second(self.piece)}"


@dataclass(frozen=True)
class UseExtra(Action):
    """Theseus: cross out the circled additional bonus in ``box``."""

    kind = "use_extra"
    box: int
    piece: int

    def to_text(self) -> str:
        return f"use extra bonus {self.box + 1}{second(self.piece)}"


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end_turn"

    def to_text(self) -> str:
        return "end the turn"


# Answers owed while a move or effect resolves.


@dataclass(frozen=True)
class Activate(Action):
    """Activate the space just reached (a captive after a safe move; OP where the
    rules leave it to OP)."""

    kind = "activate"
    yes: bool

    def to_text(self) -> str:
        return "activate the space" if self.yes else "leave the space alone"


@dataclass(frozen=True)
class AskOracle(Action):
    kind = "ask_oracle"
    directions: tuple[str, ...]

    def to_text(self) -> str:
        return "ask the oracle about " + (" and ".join(self.directions) or "nothing")


@dataclass(frozen=True)
class Rest(Action):
    """At a camp: regain ``health`` and ``energy`` (2 in all, 1 under Drought)."""

    kind = "rest"
    health: int
    energy: int

    def to_text(self) -> str:
        return f"rest: +{self.health} health, +{self.energy} energy"


@dataclass(frozen=True)
class Revive(Action):
    kind = "revive"
    camp: str

    def to_text(self) -> str:
        return f"come back at camp {self.camp}"


@dataclass(frozen=True)
class DrawPalm(Action):
    """Hempel: draw a newly obtained fruit into the palm-tree ``box``."""

    kind = "draw_palm"
    box: int

    def to_text(self) -> str:
        return f"draw the fruit into palm box {self.box + 1}"


@dataclass(frozen=True)
class Pass(Action):
    """Decline what is offered (a bonus, an optional step)."""

    kind = "pass"

    def to_text(self) -> str:
        return "pass"


@dataclass(frozen=True)
class PickSpace(Action):
    """OP picks a space: a lake exit, an anomaly's destination, a returning piece's spot."""

    kind = "pick_space"
    space: Hex

    def to_text(self) -> str:
        return "pick a space"


@dataclass(frozen=True)
class PickPart(Action):
    """OP picks an ocean part (the Wave's return; a lake exit into the sea)."""

    kind = "pick_part"
    part: int

    def to_text(self) -> str:
        return f"pick the {ocean(self.part)} ocean"


@dataclass(frozen=True)
class PickFruit(Action):
    """OP picks the fruit a captive crosses out."""

    kind = "pick_fruit"
    fruit: str

    def to_text(self) -> str:
        return f"cross out the {self.fruit}"


# OP's turn.


@dataclass(frozen=True)
class KeepToken(Action):
    kind = "keep_token"
    token: str

    def to_text(self) -> str:
        return f"keep the {self.token} token"


@dataclass(frozen=True)
class WaveMove(Action):
    """Move the Wave to another ocean part (``lake`` is a lake space under Flood)."""

    kind = "wave_move"
    part: int
    lake: Hex | None

    def to_text(self) -> str:
        return "move the Wave into a lake" if self.lake is not None \
            else f"move the Wave to the {ocean(self.part)} ocean"


@dataclass(frozen=True)
class WaveAttack(Action):
    kind = "wave_attack"
    seat: int
    piece: int

    def to_text(self) -> str:
        return f"the Wave attacks captive {self.seat}{second(self.piece)}"


@dataclass(frozen=True)
class PieceMove(Action):
    """Move the Bush or the Rock one space ``direction`` from ``start`` (its space, or
    any space of the lake it is in)."""

    kind = "piece_move"
    piece: str
    start: Hex
    direction: str

    def to_text(self) -> str:
        return f"move the {self.piece.capitalize()} {self.direction}"


@dataclass(frozen=True)
class Push(Action):
    """The Rock (the Bush under Lithophytes) pushes a captive piece ``direction``."""

    kind = "push"
    by: str
    seat: int
    piece: int
    direction: str

    def to_text(self) -> str:
        return f"the {self.by.capitalize()} pushes captive {self.seat}{second(self.piece)} " \
               f"{self.direction}"


@dataclass(frozen=True)
class EndOpTurn(Action):
    kind = "end_op_turn"

    def to_text(self) -> str:
        return "end OP's turn"


ACTIONS = Codec([
    LayTile, PlaceWave, PlaceRock, PlaceBush, ChooseCharacter, ChooseStartFruit, Move,
    Restore, UseBonus, UseExtra, EndTurn, Activate, AskOracle, Rest, Revive, DrawPalm, Pass,
    PickSpace, PickPart, PickFruit, KeepToken, WaveMove, WaveAttack, PieceMove, Push, EndOpTurn,
])
