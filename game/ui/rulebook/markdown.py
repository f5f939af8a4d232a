"""A rulebook's markdown read into blocks (pure: no pygame).

Headings (``#``), paragraphs, bullets (``-``/``*``) and numbered items, tables
(``| a | b |`` rows, the ``|---|`` rule under the header row) and pictures the
game draws (``![caption](picture:name)``, or ``picture:name@WxH`` for a box other
than the default). Pictures on consecutive lines form one row. Inline markup
(``**``, backticks, ``*``) is shown plain.
"""

from __future__ import annotations

import re
from typing import Any

#: (kind, content). Words: h1, h2, h3, p, li (a bullet), sub (an indented bullet under
#: an item), ol (a numbered item, its number kept: "2. words"). A table: its rows, the
#: header first, each a tuple of cells. Pictures: a tuple of ``Picture``.
Block = tuple[str, Any]
#: (name the game knows it by, caption, box (width, height) it must fit).
Picture = tuple[str, str, tuple[int, int]]

DEFAULT_BOX = (120, 120)
_INLINE = re.compile(r"\*\*|__|`|(?<!\w)\*(?!\s)|(?<!\s)\*(?!\w)")
_PICTURE = re.compile(r"!\[([^\]]*)\]\(picture:([\w-]+)(?:@(\d+)x(\d+))?\)\s*")
_RULE_ROW = re.compile(r"\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?")


def plain(words: str) -> str:
    """``words`` without inline markup."""
    return _INLINE.sub("", words)


def pictures_in(line: str) -> tuple[Picture, ...] | None:
    """The pictures a line holds, if it holds nothing else.

    >>> pictures_in("![The top hex](picture:start_hex) ![A die](picture:die@60x60)")
    (('start_hex', 'The top hex', (120, 120)), ('die', 'A die', (60, 60)))
    """
    found = list(_PICTURE.finditer(line))
    if not found or _PICTURE.sub("", line).strip():
        return None
    return tuple((m.group(2), plain(m.group(1)),
                  (int(m.group(3)), int(m.group(4))) if m.group(3) else DEFAULT_BOX)
                 for m in found)


def _cells(line: str) -> tuple[str, ...]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    return tuple(plain(cell.strip()) for cell in re.split(r"(?<!\\)\|", inner))


def parse_markdown(source: str) -> list[Block]:
    """Blocks of a rulebook's markdown.

    >>> parse_markdown("# Title\\n\\nSome *words*\\nmore.\\n- one")
    [('h1', 'Title'), ('p', 'Some words more.'), ('li', 'one')]
    >>> parse_markdown("| a | b |\\n|---|---|\\n| 1 | 2 |")
    [('table', (('a', 'b'), ('1', '2')))]
    """
    blocks: list[Block] = []
    paragraph: list[str] = []
    rows: list[tuple[str, ...]] = []
    previous_was_picture = False

    def flush() -> None:
        if paragraph:
            blocks.append(("p", " ".join(paragraph)))
            paragraph.clear()
        if rows:
            width = max(len(r) for r in rows)
            blocks.append(("table", tuple(r + ("",) * (width - len(r)) for r in rows)))
            rows.clear()

    for raw in source.splitlines():
        stripped = raw.strip()
        if stripped.startswith("|"):
            if paragraph:
                flush()
            if not _RULE_ROW.fullmatch(stripped):
                rows.append(_cells(stripped))
            continue
        if rows:
            flush()
        pictures = pictures_in(stripped)
        if pictures is not None:
            flush()
            if blocks and blocks[-1][0] == "pictures" and previous_was_picture:
                blocks[-1] = ("pictures", blocks[-1][1] + pictures)
            else:
                blocks.append(("pictures", pictures))
            previous_was_picture = True
            continue
        previous_was_picture = False
        line = plain(stripped)
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        item = re.match(r"[-*+]\s+(.*)", line)
        numbered = re.match(r"(\d+)[.)]\s+(.*)", line)
        if not line:
            flush()
        elif heading:
            flush()
            blocks.append((f"h{min(3, len(heading.group(1)))}", heading.group(2)))
        elif item:
            flush()
            nested = raw.startswith(("  ", "\t")) and bool(blocks) and blocks[-1][0] in (
                "li", "ol", "sub")
            blocks.append(("sub" if nested else "li", item.group(1)))
        elif numbered:
            flush()
            blocks.append(("ol", f"{numbered.group(1)}. {numbered.group(2)}"))
        elif (blocks and blocks[-1][0] in ("li", "ol", "sub") and raw.startswith((" ", "\t"))
              and not paragraph):
            blocks[-1] = (blocks[-1][0], f"{blocks[-1][1]} {line}")
        else:
            paragraph.append(line)
    flush()
    return blocks


def picture_names(blocks: list[Block]) -> list[str]:
    """Every picture name the blocks ask for, in order."""
    return [name for kind, content in blocks if kind == "pictures" for name, _, _ in content]
