"""Forms that fit: sections of rows (a label and a control) laid out inside a rect.

A form is a few ``Section``s, each a heading and ``Row``s; a row is a label
and a control (a drop-down with its choices, or a text entry), with an
optional line of help under the control. ``layout(ui, sections, rect)``
measures every text with the fonts the widgets will use and places:

- the sections side by side in columns when they fit, else one under another;
- in each column the label beside its control when every row fits that way,
  else above it;
- every control of a column as wide as the longest choice in it, so no choice is
  cut;
- rows closer together when a column runs long.

If even that does not fit, ``FormTooTall`` says by how much: a test walks
every registered game and seat count, so a new game's form is checked the day
it registers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IGUIFontInterface

from game.core.errors import HexfoldError

ROW = 36  # a control's height
LABEL_ABOVE = 24  # a label's height when it sits above its control
HELP_LINE = 20
PAD = 28  # inside the rect, left and right
TOP = 64  # from the rect's top to the first heading's rows (the heading sits above)
BOTTOM = 48  # kept free at the bottom (the form's error line)
COLUMN_GAP = 32
DROP_DOWN_EXTRA = 56  # a drop-down's arrow, borders and padding around its text
ENTRY_WIDTH = 220
MIN_CONTROL = 150
LABEL_GAP = 14


class FormTooTall(HexfoldError):
    """The form's rows do not fit its rect (a layout bug, caught by the tests)."""


@dataclass(frozen=True)
class Row:
    """A label and its control: a drop-down of ``choices``, or a text entry if none."""

    key: str
    label: str
    choices: tuple[str, ...] = ()
    help: str = ""
    room: str = ""  # the widest label the row may show: its column keeps room for it


@dataclass(frozen=True)
class Section:
    heading: str
    rows: tuple[Row, ...]


@dataclass
class Placed:
    """Where a row's pieces go (canvas rects)."""

    row: Row
    label: pygame.Rect
    control: pygame.Rect
    help: list[tuple[pygame.Rect, str]] = field(default_factory=list)


@dataclass
class Layout:
    headings: list[tuple[pygame.Rect, str]]
    rows: list[Placed]
    bottom: int  # below the lowest row: the form's rect may end at ``bottom + BOTTOM``


def gui_font(ui: pygame_gui.UIManager, size: int = 17, bold: bool = False) -> IGUIFontInterface:
    """The font pygame_gui draws a widget's text with (our theme's Noto Sans)."""
    return ui.get_theme().get_font_dictionary().find_font(size, "noto_sans", bold=bold)


def _wrap(font: IGUIFontInterface, words: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in words.split():
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and font.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def layout(ui: pygame_gui.UIManager, sections: list[Section], rect: pygame.Rect) -> Layout:
    """Place ``sections`` inside ``rect`` (see the module's notes)."""
    body, small = gui_font(ui), gui_font(ui, 14)
    label_width = {r.key: max(body.size(r.label)[0], body.size(r.room)[0] if r.room else 0) + 4
                   for s in sections for r in s.rows}
    control_width = {
        r.key: max(MIN_CONTROL, max(body.size(c)[0] for c in r.choices) + DROP_DOWN_EXTRA)
        if r.choices else ENTRY_WIDTH for s in sections for r in s.rows}
    inner = rect.width - 2 * PAD
    columns = 2 if len(sections) == 2 else 1
    width = (inner - COLUMN_GAP * (columns - 1)) // columns
    if any(control_width[r.key] > width for s in sections for r in s.rows) and columns > 1:
        columns, width = 1, inner
    placed: list[Placed] = []
    headings: list[tuple[pygame.Rect, str]] = []
    available = rect.height - TOP - BOTTOM
    groups = [[s] for s in sections] if columns > 1 else [sections]
    for number, group in enumerate(groups):
        x = rect.x + PAD + number * (width + COLUMN_GAP)
        placed_here, headings_here = _column(group, x, rect.y + TOP, width, available,
                                             label_width, control_width, small)
        placed += placed_here
        headings += headings_here
    bottom = max((max([p.control.bottom, *(r.bottom for r, _ in p.help)]) for p in placed),
                 default=rect.y + TOP)
    return Layout(headings, placed, bottom)


def _column(sections: list[Section], x: int, top: int, width: int, available: int,
            label_width: dict[str, int], control_width: dict[str, int],
            small: IGUIFontInterface) -> tuple[list[Placed], list[tuple[pygame.Rect, str]]]:
    rows = [r for s in sections for r in s.rows]
    beside = max(label_width[r.key] for r in rows) + LABEL_GAP
    control = max(control_width[r.key] for r in rows)
    side_by_side = beside + control <= width
    help_width = width - beside if side_by_side else width
    helps = {r.key: _wrap(small, r.help, help_width) if r.help else [] for r in rows}
    heights = {r.key: (ROW if side_by_side else LABEL_ABOVE + ROW) + HELP_LINE * len(helps[r.key])
               for r in rows}
    heading_height = 44  # a later section's heading, in the same column
    needed = sum(heights.values()) + heading_height * (len(sections) - 1)
    gap = 10
    while gap > 2 and needed + gap * len(rows) > available:
        gap -= 1
    if needed + gap * len(rows) > available:
        raise FormTooTall(f"the form needs {needed + gap * len(rows)} px in a column, "
                          f"it has {available}")
    placed: list[Placed] = []
    headings: list[tuple[pygame.Rect, str]] = []
    y = top
    for number, section in enumerate(sections):
        if number:
            headings.append((pygame.Rect(x, y + 4, width, 34), section.heading))
            y += heading_height
        else:
            headings.append((pygame.Rect(x, y - 46, width, 34), section.heading))
        for row in section.rows:
            if side_by_side:
                label = pygame.Rect(x, y, beside - LABEL_GAP, ROW)
                box = pygame.Rect(x + beside, y, control, ROW)
            else:
                label = pygame.Rect(x, y, width, LABEL_ABOVE)
                box = pygame.Rect(x, y + LABEL_ABOVE, control, ROW)
            help_rects = [(pygame.Rect(box.x, box.bottom + HELP_LINE * n, help_width,
                                       HELP_LINE), line) for n, line in enumerate(helps[row.key])]
            placed.append(Placed(row, label, box, help_rects))
            y += heights[row.key] + gap
    return placed, headings
