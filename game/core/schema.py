"""Typed JSON schemas: declare a shape as structs, check data against it.

A schema is a ``Schema`` subclass: a frozen msgspec struct that refuses unknown
fields. Types carry the shape, the ranges and the choices
(``Annotated[int, Meta(ge=1)]``, ``Literal["a", "b"]``, ``tuple[int, int]``);
a check of one struct's own fields goes in its ``__post_init__`` and raises
``Invalid(field, problem)``. ``convert`` checks plain JSON data against a
schema and raises ``SchemaError`` naming the field path and the problem in
words; ``loads`` parses JSON text, refusing what ``json`` lets through:
duplicate keys, NaN and Infinity.

Content files (``game.core.content``) and the LAN wire messages
(``game.net.protocol``) are both checked this way.

>>> class Card(Schema):
...     id: str
...     cost: Natural
>>> convert(loads('[{"id": "a", "cost": 2}]'), list[Card])
[Card(id='a', cost=2)]
>>> convert(loads('[{"id": "a", "cost": "2"}]'), list[Card])
Traceback (most recent call last):
...
game.core.schema.SchemaError: [0].cost: expected int, got str
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, TypeVar

import msgspec
import msgspec.inspect as mi
from msgspec import Meta

__all__ = [
    "Invalid", "Meta", "Natural", "NotJson", "Positive", "Schema", "SchemaError", "convert",
    "loads",
]

T = TypeVar("T")

#: Whole numbers from 0, and from 1.
Natural = Annotated[int, Meta(ge=0)]
Positive = Annotated[int, Meta(ge=1)]


class Schema(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Base of a declared JSON shape: typed, immutable, unknown fields refused.

    Fields with a default come after those without (or pass ``kw_only=True``).
    """


class SchemaError(ValueError):
    """Data that does not fit its schema: ``field`` is the path (``cards[3].cost``)."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field or '(top)'}: {problem}")
        self.field = field
        self.problem = problem


class Invalid(ValueError):
    """Raised by a schema's ``__post_init__``: which of its fields, and what is wrong."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


class NotJson(ValueError):
    """Text that is not strict JSON (the message says where or what)."""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) < len(pairs):
        keys = [key for key, _ in pairs]
        twice = next(key for i, key in enumerate(keys) if key in keys[:i])
        raise NotJson(f"the key {twice[:40]!r} appears twice in one object")
    return out


def _constant(name: str) -> None:
    raise NotJson(f"{name} is not JSON")


def loads(text: str) -> Any:
    """Parse strict JSON: duplicate keys, NaN and Infinity are refused (``NotJson``)."""
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise NotJson(f"line {exc.lineno}: {exc.msg}") from None
    except RecursionError:
        raise NotJson("nested too deeply") from None


def convert(data: Any, schema: type[T]) -> T:
    """``data`` (parsed JSON) as ``schema``; ``SchemaError`` names the field that fails."""
    try:
        return msgspec.convert(data, schema)
    except msgspec.ValidationError as exc:
        raise _explain(exc, data, schema) from None


_AT = re.compile(r"(?P<problem>.*?)(?: - at `\$(?P<path>[^`]*)`)?", re.S)
_SEGMENT = re.compile(r"\.[^.\[]+|\[(?:\d+|\.\.\.)\]")
_MISSING = re.compile(r"Object missing required field `(?P<name>.+)`")
_UNKNOWN = re.compile(r"Object contains unknown field `(?P<name>.+)`")
_ENUM = re.compile(r"Invalid enum value (?P<value>.+)")


def _explain(exc: msgspec.ValidationError, data: Any, schema: type) -> SchemaError:
    """Turn msgspec's error into a field path and a problem in words."""
    found = _AT.fullmatch(str(exc))
    assert found is not None  # the pattern matches any text
    path = _SEGMENT.findall(found["path"] or "")
    problem = found["problem"]
    if isinstance(exc.__cause__, Invalid):
        return SchemaError(_join([*path, f".{exc.__cause__.field}"]), exc.__cause__.problem)
    if missing := _MISSING.fullmatch(problem):
        return SchemaError(_join([*path, f".{missing['name']}"]), "is missing")
    if unknown := _UNKNOWN.fullmatch(problem):
        known = _type_at(schema, path)
        names = [f.encode_name for f in known.fields] if isinstance(known, mi.StructType) else []
        return SchemaError(_join([*path, f".{unknown['name']}"]),
                           f"is not a known field; expected one of: {', '.join(names)}")
    value = _value_at(data, path)
    if enum := _ENUM.fullmatch(problem):
        choices = _type_at(schema, path)
        shown = repr(value) if value is not _NOTHING else enum["value"]
        if isinstance(choices, mi.LiteralType):
            return SchemaError(_join(path), f"{shown} is not one of: "
                               + ", ".join(repr(c) for c in choices.values))
        return SchemaError(_join(path), f"{shown} is not allowed")
    words = problem.replace("`", "")
    words = words[:1].lower() + words[1:]
    if words.startswith("expected") and ", got" not in words and _is_scalar(value):
        words += f", got {_short(value)}"
    return SchemaError(_join(path), words)


def _join(path: list[str]) -> str:
    """``[".cards", "[3]", ".cost"]`` -> ``cards[3].cost``."""
    return "".join(path).removeprefix(".")


def _index(segment: str) -> int | None:
    """The list index of a ``[3]`` segment (None for a field or ``[...]``)."""
    inner = segment[1:-1]
    return int(inner) if segment.startswith("[") and inner.isdigit() else None


_NOTHING = object()


def _value_at(data: Any, path: list[str]) -> Any:
    for segment in path:
        index = _index(segment)
        if isinstance(data, dict) and segment.startswith(".") and segment[1:] in data:
            data = data[segment[1:]]
        elif isinstance(data, list) and index is not None and index < len(data):
            data = data[index]
        else:
            return _NOTHING
    return data


def _is_scalar(value: Any) -> bool:
    return value is not _NOTHING and (value is None or isinstance(value, bool | int | float | str))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _unwrap(info: mi.Type) -> mi.Type:
    while True:
        if isinstance(info, mi.Metadata):
            info = info.type
        elif isinstance(info, mi.UnionType):
            rest = [t for t in info.types if not isinstance(t, mi.NoneType)]
            if len(rest) != 1:
                return info
            info = rest[0]
        else:
            return info


def _type_at(schema: type, path: list[str]) -> mi.Type | None:
    """The declared type at a field path (None where the path cannot be followed)."""
    info: mi.Type | None = _unwrap(mi.type_info(schema))
    for segment in path:
        index = _index(segment)
        if isinstance(info, mi.StructType):
            info = next((f.type for f in info.fields if f".{f.encode_name}" == segment), None)
        elif isinstance(info, mi.ListType | mi.VarTupleType | mi.SetType | mi.FrozenSetType):
            info = info.item_type
        elif isinstance(info, mi.TupleType) and index is not None:
            info = info.item_types[index] if index < len(info.item_types) else None
        elif isinstance(info, mi.DictType):
            info = info.value_type
        else:
            return None
        if info is None:
            return None
        info = _unwrap(info)
    return info
