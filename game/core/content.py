"""Content files under ``levels/``: finding them and loading them into their schema.

A game declares the shape of each content file as ``Schema`` structs (see
``game.core.schema``) next to the rules code that loads it, and loads the file
with ``load_content(file, schema)``. Every problem is a ``ContentError`` naming
the file and the field, e.g.
``levels/axis_mundi/cards.json: cards[3].copies: expected int, got str``.

Checks of one struct's own fields go in its ``__post_init__`` (raise
``Invalid(field, problem)``); checks across records or files (ids, census,
cross-references) stay in the loader and raise
``ContentError(file, "cards[3].id", problem)`` themselves; ``by_id`` is the
common one.

For example, a deck of cards::

    class Card(Schema):
        id: str
        copies: Positive
        deck: Literal["one_time", "permanent"]

    class CardsFile(Schema):
        cards: list[Card]

    CARDS = by_id(FILE, "cards", load_content(FILE, CardsFile).cards)

(``levels/axis_mundi/cards.json`` and ``game/games/axis_mundi/rules/catalog.py``
are this, in full.)
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, TypeVar

from game.core.errors import ContentError
from game.core.schema import NotJson, Schema, SchemaError, convert, loads

ROOT = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))

#: A hex in a content file is written ``[q, r]``.
HexPair = tuple[int, int]

S = TypeVar("S", bound=Schema)


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


R = TypeVar("R", bound=_HasId)


def resource_path(relative: str) -> Path:
    """A bundled file by its repository-relative path (works when frozen too)."""
    return ROOT / relative


def load_content(relative: str, schema: type[S]) -> S:
    """Read a JSON content file into ``schema``; a ``ContentError`` names file and field."""
    path = resource_path(relative)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ContentError(relative, "(file)", f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ContentError(relative, "(file)", "not UTF-8 text") from None
    try:
        data = loads(text)
    except NotJson as exc:
        raise ContentError(relative, "(file)", f"not valid JSON: {exc}") from None
    try:
        return convert(data, schema)
    except SchemaError as exc:
        raise ContentError(relative, exc.field or "(top)", exc.problem) from None


def by_id(file: str, field: str, records: Sequence[R]) -> dict[str, R]:
    """Records by their ``id``, in file order; an id listed twice names its place."""
    out: dict[str, R] = {}
    for i, record in enumerate(records):
        if record.id in out:
            raise ContentError(file, f"{field}[{i}].id", f"{record.id!r} is listed twice")
        out[record.id] = record
    return out
