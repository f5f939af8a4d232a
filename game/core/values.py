"""Actions and events: small frozen values with a JSON form and a text form.

A game declares each action or event as a frozen dataclass with a ``kind``
class attribute and typed fields. Field types may be ``int``, ``str``,
``bool``, ``float``, ``Hex``, ``tuple[T, ...]``, fixed tuples, and ``T | None``
of those. ``Codec`` decodes JSON back to the right class and checks every
field, so a malformed message is refused with a clear ``MalformedValue``; a
field with a default may be left out of the JSON.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Hold(Action):
...     kind = "hold"
...     dice: tuple[int, ...]
>>> Hold((1, 6)).to_json()
{'kind': 'hold', 'dice': [1, 6]}
>>> Hold((1, 6)).to_text()
'hold dice=1,6'
>>> Codec([Hold]).decode({"kind": "hold", "dice": [2]})
Hold(dice=(2,))
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable
from typing import Any, ClassVar, TypeVar

from game.core.errors import MalformedValue
from game.core.hexgrid import Hex

#: The seat number of an onlooker who owns no seat.
SPECTATOR = -1

V = TypeVar("V", bound="Value")


class Value:
    """Base of actions and events (subclasses are frozen dataclasses)."""

    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            out[f.name] = _encode(getattr(self, f.name))
        return out

    def to_text(self) -> str:
        """One readable line: the kind, then ``field=value`` pairs."""
        parts = [self.kind]
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            parts.append(f"{f.name}={_text(getattr(self, f.name))}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.to_text()


class Action(Value):
    """Something a seat chooses to do."""


class Event(Value):
    """Something that happened, shown to the seats allowed to see it.

    ``reveals``: the event may show a seat something it did not know (chance, a
    card, where a hidden piece is); undo never crosses one. Every event reveals
    unless its class says ``reveals = False``, which a game writes only where the
    event, and whether it happens at all, follows from what the seat that acted
    knew (a move it chose, a turn ending): a mark forgotten costs an undo, never
    a secret.
    """

    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        """What ``seat`` may see of this event: itself, a redacted copy, or None.

        Public by default; games override for private events.
        """
        return self

    def aimed_at(self) -> int | None:
        """The seat another seat made this event act on (a card played on a player), or
        None: a recap of what happened since that seat's turn offers such a move even
        alone (``game.ui.recap``)."""
        return None


def _encode(value: Any) -> Any:
    if isinstance(value, Hex):
        return value.to_json()
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def _text(value: Any) -> str:
    if isinstance(value, Hex):
        return f"({value})"
    if isinstance(value, tuple):
        return ",".join(_text(v) for v in value)
    if value is None:
        return "-"
    return str(value)


class Codec:
    """Decodes the JSON form of a game's actions or events back to values."""

    def __init__(self, classes: Iterable[type[Value]]) -> None:
        self.classes: dict[str, type[Value]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self.classes:
                raise ValueError(f"{cls.__name__} needs a unique kind, has {cls.kind!r}")
            self.classes[cls.kind] = cls
        self._hints = {k: typing.get_type_hints(c) for k, c in self.classes.items()}

    def decode(self, data: object) -> Value:
        if not isinstance(data, dict):
            raise MalformedValue(f"expected a JSON object, got {type(data).__name__}")
        kind = data.get("kind")
        cls = self.classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            known = ", ".join(sorted(self.classes))
            raise MalformedValue(f"unknown kind {kind!r}; expected one of: {known}")
        hints = self._hints[cls.kind]
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]
        names = [f.name for f in fields]
        optional = {
            f.name for f in fields
            if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        }
        extra = set(data) - set(names) - {"kind"}
        if extra:
            raise MalformedValue(f"{kind}: unexpected field(s) {', '.join(sorted(extra))}")
        kwargs = {}
        for name in names:
            if name not in data:
                if name in optional:
                    continue  # the dataclass default applies
                raise MalformedValue(f"{kind}: missing field {name!r}")
            try:
                kwargs[name] = _decode(hints[name], data[name])
            except (TypeError, ValueError) as exc:
                raise MalformedValue(f"{kind}: field {name!r}: {exc}") from None
        return cls(**kwargs)


def _decode(tp: Any, value: Any) -> Any:
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        options = typing.get_args(tp)
        if value is None and type(None) in options:
            return None
        for option in options:
            if option is type(None):
                continue
            try:
                return _decode(option, value)
            except (TypeError, ValueError):
                continue
        raise ValueError(f"{value!r} fits none of {tp}")
    if origin is tuple:
        args = typing.get_args(tp)
        if not isinstance(value, list):
            raise ValueError(f"expected a list, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise ValueError(f"expected {len(args)} items, got {len(value)}")
        return tuple(_decode(a, v) for a, v in zip(args, value, strict=True))
    if tp is Hex:
        return Hex.from_json(value)
    if tp is bool:
        if not isinstance(value, bool):
            raise ValueError(f"expected true or false, got {value!r}")
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"expected an integer, got {value!r}")
        return value
    if tp is float:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise ValueError(f"expected a number, got {value!r}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise ValueError(f"expected a string, got {value!r}")
        return value
    raise TypeError(f"unsupported field type {tp}")
