"""One seat's player mat and this turn's bookkeeping, with their JSON forms.

``PlayerMat`` is everything on (or beside) a player's mat: character and
form, hit points, wounds, energy sections, hand, activated slots, treasures,
tokens, and the character miniature's world hex. ``TurnState`` is what the
seat whose turn it is has spent and gained this turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.core.errors import CorruptSave
from game.core.hexgrid import Hex


@dataclass
class PlayerMat:
    character: str
    form: str  # "character", "upgraded", "angel" or "demon"
    hp: int
    max_hp: int
    pos: Hex
    wounds: int = 0
    energy: list[int] = field(default_factory=lambda: [3])
    hand: list[str] = field(default_factory=list)
    slots: list[str] = field(default_factory=list)
    treasures: list[str] = field(default_factory=list)
    mischief: int = 0
    scrounge: int = 0
    immobilized: bool = False
    invisible: bool = False
    token: Hex | None = None  # where the invisibility token lies
    face_down: list[str] = field(default_factory=list)  # cards played while invisible
    god_mode: bool = False
    demanded: bool = False  # the Savant's once-a-game demand is spent
    on_axis: bool = False  # the Angel/Demon has not yet left the Axis Mundi hex
    dead_count: int = 0

    @property
    def heavenly(self) -> bool:
        """True for the Angel or the Demon."""
        return self.form in ("angel", "demon")

    def to_json(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in _MAT_FIELDS}
        for name in ("energy", "hand", "slots", "treasures", "face_down"):
            data[name] = list(data[name])
        data["pos"] = self.pos.to_json()
        data["token"] = self.token.to_json() if self.token else None
        return data

    @classmethod
    def from_json(cls, data: Any, where: str) -> PlayerMat:
        if not isinstance(data, dict):
            raise CorruptSave(f"field {where!r} must be a JSON object")
        names = {f.name for f in fields(cls)}
        missing = names - set(data)
        if missing:
            raise CorruptSave(f"field '{where}.{sorted(missing)[0]}' is missing")
        try:
            kwargs = {n: data[n] for n in names}
            kwargs["pos"] = Hex.from_json(data["pos"])
            kwargs["token"] = Hex.from_json(data["token"]) if data["token"] else None
            for name in ("energy", "hand", "slots", "treasures", "face_down"):
                if not isinstance(data[name], list):
                    raise ValueError(f"{name} must be a list")
                kwargs[name] = list(data[name])
            for name in ("hp", "max_hp", "wounds", "mischief", "scrounge", "dead_count"):
                if not isinstance(data[name], int):
                    raise ValueError(f"{name} must be an integer")
        except ValueError as exc:
            raise CorruptSave(f"field {where!r}: {exc}") from None
        return cls(**kwargs)


@dataclass
class TurnState:
    """What the seat on turn has left and has used this turn."""

    actions: int = 3
    extra_moves: int = 0
    extra_attacks: int = 0
    free_melee: int = 0  # the upgraded Scrounger's melee that costs nothing
    fresh: bool = True  # no action taken yet (Power Hex Heal, So, S., Rock-Climber)
    began_on_power: bool = False
    began_sheltered: bool = False
    left_shelter: bool = False
    power_healed: bool = False
    crate_takes: int = 0  # crate cards taken this turn
    descents: int = 0
    free_activation: bool = False  # the Savant's free activate-or-swap
    tumble: bool = False  # The Phrygian Tumble: card plays cost no action
    pulled: bool = False
    free_harvest: bool = False  # the upgraded Cultivator's action-free harvest is spent
    identity: str = ""  # So, S., who are you, then?: borrowed character
    fetching: list[str] = field(default_factory=list)  # treasure the familiar brings at end
    fetched_from: list[list[int]] = field(default_factory=list)  # where each lay ([q, r])
    scrounged: bool = False  # a Scrounge with the Scrounger's borrowed powers is spent
    must_leave_axis: bool = False
    alpinist_move: bool = False  # Alpinist's extra move was given this turn
    cornered_move: bool = False  # Cornered Animal's extra move was given this turn

    def to_json(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in _TURN_FIELDS}
        data["fetching"] = list(self.fetching)
        data["fetched_from"] = [list(h) for h in self.fetched_from]
        return data

    @classmethod
    def from_json(cls, data: Any) -> TurnState:
        if not isinstance(data, dict):
            raise CorruptSave("field 'turn' must be a JSON object")
        names = {f.name for f in fields(cls)}
        missing = names - set(data)
        if missing:
            raise CorruptSave(f"field 'turn.{sorted(missing)[0]}' is missing")
        out = cls(**{n: data[n] for n in names})
        out.fetching = list(out.fetching)
        out.fetched_from = [list(h) for h in out.fetched_from]
        return out


_MAT_FIELDS = tuple(f.name for f in fields(PlayerMat))
_TURN_FIELDS = tuple(f.name for f in fields(TurnState))
