"""The player's side of Loop's table: choosing dice, ops, hexes, holds; the buttons.

A mixin of ``LoopScene``: it reads the scene's view, legal actions, tray and
tower, keeps the choice in progress (selected dice, sum or difference, holds,
the ways-to-place pop-up, a dangerous click waiting for confirmation), lights
what the choice allows and lays out the buttons and the guidance for the
decision owed. Clicks become actions in ``clicks``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.loop.rules import actions as A
from game.games.loop.rules.logic import placement_value
from game.games.loop.screen.board import placed_label
from game.games.loop.screen.panel import Button
from game.games.loop.screen.words import dice_count, hex_name, plural
from game.ui.dice_tray import DieMark
from game.ui.theme import mix
from game.ui.widgets import text

if TYPE_CHECKING:
    from game.games.loop.screen.board import Tower
    from game.ui.dice_tray import DiceTray
    from game.ui.palette import Palette
    from game.ui.table import TableContext

OPS = ("sum", "diff")


class Controls:
    """Choice state, legal options, buttons and clicks (mixed into ``LoopScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    tray: DiceTray
    tower: Tower | None
    mouse: tuple[int, int]
    palette: Palette
    tray_rect: pygame.Rect
    controls_rect: pygame.Rect
    sheet_rect: pygame.Rect

    def reset_choices(self) -> None:
        """Forget the choice in progress (a new view, undo, right click)."""
        self.selected: list[int] = []
        self.op = ""
        self.holds: set[int] = set()
        self.popup: list[tuple[pygame.Rect, A.Place]] = []
        self.armed: Action | None = None
        self.hint: tuple[Action, str] | None = None

    # What the rules allow now.

    def places(self) -> list[A.Place]:
        return [a for a in self.legal if isinstance(a, A.Place)]

    def cross_options(self) -> set[Hex]:
        return {a.hex for a in self.legal if isinstance(a, A.CrossOff)}

    def bridge_options(self) -> list[tuple[Hex, str]]:
        return [(a.hex, a.direction) for a in self.legal if isinstance(a, A.FillBridge)]

    def holdable(self) -> set[int]:
        return {i for a in self.legal if isinstance(a, A.Hold) for i in a.dice}

    def max_hold(self) -> int:
        return max((len(a.dice) for a in self.legal if isinstance(a, A.Hold)), default=0)

    def hovered_die(self) -> int | None:
        return self.tray.die_at(self.mouse) if self.tray_rect.collidepoint(self.mouse) else None

    def active_dice(self) -> tuple[int, ...]:
        """The selection, or the hovered free die when nothing is selected."""
        if self.selected:
            return tuple(sorted(self.selected))
        if self.view.get("phase") != "placement":
            return ()
        i = self.hovered_die()
        return (i,) if i is not None and not self.view["dice"][i]["used"] else ()

    def ops_offered(self) -> list[str]:
        """Sum and/or difference of the two selected dice, where some hex takes it."""
        sel = tuple(sorted(self.selected))
        return [op for op in OPS if len(sel) == 2
                and any(a.dice == sel and a.op == op for a in self.places())]

    def choices(self, op: str | None = None) -> list[A.Place]:
        """Legal placements of the active dice (two dice: with ``op``, default the chosen)."""
        dice = self.active_dice()
        if not dice:
            return []
        if len(dice) == 1:
            return [a for a in self.places() if a.dice == dice]
        want = op or self.op
        return [a for a in self.places() if a.dice == dice and a.op == want]

    def place_for(self, h: Hex) -> A.Place | None:
        """The placement a click on ``h`` makes with the active dice, if legal."""
        for op in (self.op, *OPS) if len(self.active_dice()) == 2 else (None,):
            for a in self.choices(op):
                if a.hex == h:
                    return a
        return None

    def lit_key(self) -> tuple[Any, ...]:
        return (self.view.get("phase"), self.active_dice(), self.op)

    def lit_hexes(self) -> tuple[set[Hex], str]:
        """Hexes to light and their tone: good, faint (where dice could go) or bad."""
        phase = self.view.get("phase")
        if self.ctx.read_only or not self.legal:
            return set(), "good"
        if phase == "cross_off":
            return self.cross_options(), "bad"
        if phase != "placement":
            return set(), "good"
        if self.active_dice():
            return {a.hex for a in self.choices()}, "good"
        return {a.hex for a in self.places()}, "faint"

    def stub_at(self, pos: tuple[int, int]) -> tuple[Hex, str] | None:
        """The bridge path stub under a point."""
        if self.tower is None:
            return None
        for h, d in self.bridge_options():
            if math.dist(self.tower.path_mid(h, d), pos) <= 14:
                return h, d
        return None

    def hovered_stub(self) -> tuple[Hex, str] | None:
        return self.stub_at(self.mouse) if self.view.get("phase") == "bridge" else None

    def dice_marks(self) -> list[DieMark]:
        """How each die shows in the tray for the decision owed."""
        v = self.view
        if not v or len(v["dice"]) != len(self.tray.values):
            return self.tray.marks
        marks = []
        for d in v["dice"]:
            i = d["index"]
            if v["stage"] == "tracker":
                marks.append(DieMark.USED)  # last turn's dice, waiting for the roll
            elif v["phase"] == "hold" and not self.ctx.read_only:
                marks.append(DieMark.DISABLED if i not in self.holdable()
                             else DieMark.SELECTED if i in self.holds else DieMark.NONE)
            elif d["used"]:
                marks.append(DieMark.USED)
            elif i in self.selected:
                marks.append(DieMark.SELECTED)
            else:
                marks.append(DieMark.NONE)
        return marks

    # Buttons.

    def buttons(self) -> list[Button]:
        """The control buttons for the decision owed (none when read-only)."""
        if self.ctx.read_only or not self.legal:
            return []
        area = self.controls_rect
        row1 = pygame.Rect(area.x + 10, area.y + 34, area.width - 20, 46)
        row2 = pygame.Rect(area.x + 10, area.bottom - 56, area.width - 20, 48)
        phase = self.view["phase"]
        out = []
        if phase == "placement":
            offered = self.ops_offered()
            values = [self.view["dice"][i]["value"] for i in self.selected]
            half = (row1.width - 8) // 2
            for k, op in enumerate(offered):
                rect = pygame.Rect(row1.x + k * (half + 8), row1.y, half, row1.height)
                if len(offered) == 1:
                    rect.width = row1.width
                label = placed_label(tuple(values), op, placement_value(tuple(values), op))
                out.append(Button(op, rect, label, "on" if op == self.op else "normal",
                                  tooltip=f"Place the {'sum' if op == 'sum' else 'difference'}"
                                  f" of the two dice ({label})"))
            unused = sum(1 for d in self.view["dice"] if not d["used"])
            if self.armed == A.EndPlacement():
                out.append(Button("end", row2, "Click again: end and lose", "danger",
                                  tooltip="A 3 is showing and none is placed"))
            else:
                cost = "" if self.view["portal_this_turn"] or not unused else \
                    f" (cross {unused})"
                out.append(Button("end", row2, "End placement" + cost, tooltip=(
                    "Stop placing this turn. Each unplaced die crosses off one hex."
                    if cost else "Stop placing this turn.")))
        elif phase == "hold":
            n = len(self.holds)
            out.append(Button("hold", row2, "Roll next turn", "primary",
                              tooltip="Hold nothing: roll every die" if not n else
                              f"Keep {dice_count(n)} with "
                              f"{'its value' if n == 1 else 'their values'}, roll the rest"))
        elif phase == "grow":
            offered, pool = self.view["grow_to"], self.view["pool"]
            half = (row2.width - 8) // 2
            out.append(Button("grow", pygame.Rect(row2.x, row2.y, half, row2.height),
                              f"Grow to {offered} dice", "primary",
                              tooltip=f"Roll {offered} dice from next turn on. More dice reach "
                              "further; each one left unplaced costs a hex."))
            out.append(Button("keep", pygame.Rect(row2.right - half, row2.y, half, row2.height),
                              f"Keep {dice_count(pool)}",
                              tooltip=f"Stay at {dice_count(pool)}. You may grow at the end of "
                              "a later turn that ends this deep."))
        return out

    def instruction(self) -> str:
        """The one-line instruction over the buttons."""
        phase = self.view.get("phase")
        if self.ctx.read_only:
            return "Replay"
        if not self.legal:
            return "Game over" if phase == "over" else ""
        if phase == "placement":
            if len(self.selected) == 2:
                return "Sum or difference? Then a lit hex" if self.ops_offered() else \
                    "These two dice fit no hex"
            if self.selected:
                return "Click a lit hex (or a second die)"
            return "Click a die, then a lit hex"
        if phase == "hold":
            return f"Hold {len(self.holds)} of max {self.max_hold()}: click placed dice"
        if phase == "cross_off":
            return "Click a red hex to cross it out"
        if phase == "grow":
            return "Grow your pool, or keep it?"
        return "Click a dashed path to ink a bridge"

    def draw_controls(self, surface: pygame.Surface) -> None:
        p = self.palette
        area = self.controls_rect
        pygame.draw.rect(surface, (*mix(p.panel, (0, 0, 0), 0.1), 255), area, border_radius=12)
        pygame.draw.rect(surface, p.panel_edge, area, width=1, border_radius=12)
        words = text(self.instruction(), "body", p.text, bold=True)
        surface.blit(words, (area.x + 12, area.y + 8))
        for b in self.buttons():
            b.draw(surface, p, b.enabled and b.rect.collidepoint(self.mouse))

    def guidance(self) -> list[tuple[str, str]]:
        """Info-box lines while the player decides."""
        v = self.view
        phase = v["phase"]
        assert self.tower is not None
        h = self.tower.hex_at(self.mouse)
        if phase == "placement":
            action = self.place_for(h) if h is not None else None
            if action is not None:
                values = tuple(v["dice"][i]["value"] for i in action.dice)
                label = placed_label(values, action.op, placement_value(values, action.op))
                return [(f"Click to place {label} on {hex_name(self.tower.cells[h]['symbol'])}",
                         "accent"), ("Paths below fill by the Roll Map the first time a hex "
                                     "is occupied.", "dim")]
            unused = sum(1 for d in v["dice"] if not d["used"])
            lines = [("+ \u2212 = compare with the hex you came from. A 3 crosses its hex "
                      "out and ends placement.", "dim")]
            if unused and not v["portal_this_turn"] and v["placements"]:
                lines.insert(0, (f"{dice_count(unused)} unplaced: ending now crosses off "
                                 f"{plural(unused, 'hex')}.", "text"))
            return lines
        if phase == "cross_off":
            return [("Any hex but a portal may go. Crossing the top hex loses; "
                     "cutting off a portal you still need loses.", "dim")]
        if phase == "hold":
            return [("Held dice keep their values next turn; the others are rolled. "
                     "Only dice placed this turn may be held.", "dim")]
        if phase == "grow":
            return [(f"Your deepest hex this turn is in the {v['grow_to']}-dice band: grow "
                     f"to {v['grow_to']} dice for good, or keep your pool.", "text"),
                    ("More dice reach further; each die left unplaced costs a hex.", "dim")]
        return [("A bridge inks one more downward path of a hex you have occupied.", "dim")]
