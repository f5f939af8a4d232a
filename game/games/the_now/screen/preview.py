"""The card being laid, large beside the field, with its links in words.

While a card is planned the controls show its tile turned as it would lie,
big enough to read each link's bar and arrow, and beside it one line a link:
cause or hindrance, forward or backward, and the node it faces. The mouse on
a link (its bar on the big tile, or its line) gives how it will count, as the
book counts links: at a realization a link to a realized event gives its
strength (+2 by default) when that event's outcome matches the link's colour
(a cause that occurred, a hindrance that did not) and takes it otherwise; at
a junction marked on both sides the mark of the event realized first (the
earlier node) decides; a link facing an empty node, or beyond the field,
counts for nothing.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

import pygame

from game.games.the_now.rules.field import FIELD
from game.games.the_now.rules.views import is_realized
from game.games.the_now.screen.look import blit_centred, link_colour
from game.games.the_now.screen.tiles import face_edges
from game.games.the_now.screen.words import capital, place
from game.ui.palette import Palette
from game.ui.widgets import text, wrap

TILE = 50  # the big tile's radius
NOTE_SIZE, NOTE_STEP = 12, 14
TEXT_X = 2 * TILE + 14  # where the lines start, right of the tile
DEFAULT_STRENGTH = 2
PREVIEW_TIP = ("The card as it would lie here (Turn left/right to turn it). A forward link "
               "(arrow out) faces a later node, a backward one (arrow in) an earlier node. "
               "Point at a link for how it will count.")


class LinkNote(NamedTuple):
    direction: int
    kind: str  # cause | hindrance
    way: str  # forward | backward
    toward: int  # the node it faces (-1 beyond the field)
    words: str  # its line
    tip: str  # how it will count


def _counts(kind: str, whose: str, strength: int) -> str:
    good, bad = ("occurred", "did not") if kind == "cause" else ("did not occur", "did")
    return f"+{strength} if {whose} {good}, \u2212{strength} if it {bad}"


def link_notes(view: dict[str, Any], pos: int, face: dict[str, Any],
               rotation: int) -> list[LinkNote]:
    """The planned card's links on node ``pos``, turned ``rotation``: words and how each
    will count."""
    field = view["field"]
    out = []
    for direction, edge in enumerate(face_edges(face, rotation)):
        if edge is None:
            continue
        kind, way = edge
        other = FIELD.neighbours[pos][direction]
        where = place(other) if other >= 0 else "beyond the field"
        words = f"{capital(kind)} {way} to {where}"
        out.append(LinkNote(direction, kind, way, other, words,
                            _link_tip(field, pos, direction, kind, way, other, words)))
    return out


def _link_tip(field: dict[str, Any], pos: int, direction: int, kind: str, way: str,
              other: int, words: str) -> str:
    head = f"{words}: "
    if other < 0:
        return head + "no node lies there, so it never counts."
    event = field["nodes"][other]["event"]
    if event is None:
        if is_realized(field, other):
            return head + "that node was realized empty, so it never counts."
        return head + ("empty now: it counts only if an event is organized there "
                       "before it is realized.")
    name = f"'{event['name']}'"
    if (other > pos) != (way == "forward"):
        return head + f"a {way} link must face {'a later' if way == 'forward' else 'an earlier'}" \
            " node: turn the card."
    if other > pos:  # a later node: this event is realized first and its mark decides
        return head + (f"when {name} there is realized, this link gives it "
                       f"{_counts(kind, 'this event', DEFAULT_STRENGTH)}.")
    mark = event["edges"][(direction + 3) % 6]
    if mark is not None:
        return head + (f"{name} there has its own {mark['type']} at this junction, and "
                       "the earlier event's mark decides: that one counts instead.")
    return head + (f"when this event is realized, this link gives it "
                   f"{_counts(kind, name, DEFAULT_STRENGTH)}.")


def preview_height(notes: list[LinkNote], width: int) -> int:
    lines = sum(len(wrap(n.words, width - TEXT_X - 12, NOTE_SIZE)) for n in notes)
    return max(2 * TILE - 4, NOTE_STEP * max(lines, 1) + 6)


def draw_preview(surface: pygame.Surface, rect: pygame.Rect, tile: pygame.Surface,
                 notes: list[LinkNote], p: Palette) -> None:
    """The big tile at the left of ``rect``, a line a link at its right."""
    blit_centred(surface, tile, tile_centre(rect))
    y = rect.y + 2
    if not notes:
        surface.blit(text("No links: nothing counts for or against it.", NOTE_SIZE,
                          p.text_dim), (rect.x + TEXT_X, y))
    for note in notes:
        pygame.draw.rect(surface, link_colour(p, note.kind), (rect.x + TEXT_X, y + 4, 8, 8),
                         border_radius=2)
        for line in wrap(note.words, rect.width - TEXT_X - 12, NOTE_SIZE):
            surface.blit(text(line, NOTE_SIZE, p.text), (rect.x + TEXT_X + 12, y))
            y += NOTE_STEP


def tile_centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.x + TILE + 2, rect.y + rect.height // 2


def note_at(rect: pygame.Rect, notes: list[LinkNote], pos: tuple[int, int]) -> LinkNote | None:
    """The link under the mouse: its bar on the big tile, or its line."""
    cx, cy = tile_centre(rect)
    dx, dy = pos[0] - cx, pos[1] - cy
    if TILE * 0.45 < math.hypot(dx, dy) < TILE * 1.05:
        angle = math.degrees(math.atan2(dy, dx))
        direction = round((30 - angle) / 60) % 6  # the edge whose middle is nearest
        return next((n for n in notes if n.direction == direction), None)
    y = rect.y + 2
    for note in notes:
        lines = len(wrap(note.words, rect.width - TEXT_X - 12, NOTE_SIZE))
        if rect.x + TEXT_X <= pos[0] <= rect.right and y <= pos[1] < y + NOTE_STEP * lines:
            return note
        y += NOTE_STEP * lines
    return None
