"""Content files under ``levels/``: finding them and checking them at load.

Every problem names the file and the field, e.g.
``levels/loop/level1.json: hexes[4].symbol: 'x' is not one of: +, -, =``.

>>> node = Node({"rows": 3}, "demo.json")
>>> node.int("rows", minimum=1)
3
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.core.errors import ContentError

ROOT = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))


def resource_path(relative: str) -> Path:
    """A bundled file by its repository-relative path (works when frozen too)."""
    return ROOT / relative


def load_content(relative: str) -> Node:
    """Read a JSON content file and wrap it for checked access."""
    path = resource_path(relative)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ContentError(relative, "(file)", f"cannot read: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise ContentError(
            relative, "(file)", f"not valid JSON: line {exc.lineno}: {exc.msg}"
        ) from None
    return Node(data, relative)


class Node:
    """A piece of a content file, remembering where it came from."""

    def __init__(self, data: Any, file: str, where: str = "") -> None:
        self.data = data
        self.file = file
        self.where = where

    def fail(self, problem: str, field: str | None = None) -> ContentError:
        return ContentError(self.file, self._path(field) or "(top)", problem)

    def _path(self, field: str | int | None) -> str:
        if field is None:
            return self.where
        if isinstance(field, int):
            return f"{self.where}[{field}]"
        return f"{self.where}.{field}" if self.where else field

    def _get(self, field: str) -> Any:
        if not isinstance(self.data, dict):
            raise self.fail("must be a JSON object")
        if field not in self.data:
            raise self.fail("is missing", field)
        return self.data[field]

    def has(self, field: str) -> bool:
        return isinstance(self.data, dict) and field in self.data

    def child(self, field: str) -> Node:
        return Node(self._get(field), self.file, self._path(field))

    def items(self, field: str) -> Iterator[Node]:
        """The elements of a list field, each as a Node."""
        value = self._get(field)
        if not isinstance(value, list):
            raise self.fail("must be a list", field)
        base = self._path(field)
        for i, item in enumerate(value):
            yield Node(item, self.file, f"{base}[{i}]")

    def int(self, field: str, minimum: int | None = None, maximum: int | None = None) -> int:
        value = self._get(field)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"must be an integer, not {value!r}", field)
        if minimum is not None and value < minimum:
            raise self.fail(f"must be at least {minimum}, not {value}", field)
        if maximum is not None and value > maximum:
            raise self.fail(f"must be at most {maximum}, not {value}", field)
        return value

    def str(self, field: str, choices: tuple[str, ...] | None = None) -> str:
        value = self._get(field)
        if not isinstance(value, str):
            raise self.fail(f"must be a string, not {value!r}", field)
        if choices is not None and value not in choices:
            raise self.fail(f"{value!r} is not one of: {', '.join(choices)}", field)
        return value

    def int_list(self, field: str, minimum: int | None = None) -> list[int]:
        value = self._get(field)
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise self.fail("must be a list of integers", field)
        if minimum is not None and any(v < minimum for v in value):
            raise self.fail(f"values must be at least {minimum}", field)
        return value

    def str_list(self, field: str, choices: tuple[str, ...] | None = None) -> list[str]:
        value = self._get(field)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail("must be a list of strings", field)
        if choices is not None:
            for v in value:
                if v not in choices:
                    raise self.fail(f"{v!r} is not one of: {', '.join(choices)}", field)
        return value
