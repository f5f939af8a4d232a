"""The player's clicks on Loop's table turned into actions (a mixin of ``LoopScene``).

A left click goes, in order, to the ways-to-place pop-up if open, a control
button, a die in the tray (select it, or toggle a hold), a bridge's path stub,
or a hex (cross it off, place the selected dice, or open the pop-up of every
way to place there); a right click forgets the choice in progress. Clicks
that would lose the game at once (crossing off the top hex, ending placement
with a 3 unplaced) wait for a second click. A placement or cross-off the rules
refuse is still submitted, so their reason shows as a toast.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import DIRECTIONS
from game.games.loop.rules.logic import placement_value
from game.games.loop.screen.board import placed_label
from game.games.loop.screen.controls import OPS, Controls
from game.games.loop.screen.words import hex_name


class Clicks(Controls):
    """Mouse input on the sheet, the tray and the buttons (mixed into ``LoopScene``)."""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if self.ctx.read_only or not self.legal or event.type != pygame.MOUSEBUTTONUP:
            return False
        self.mouse = event.pos
        if event.button == 3:
            self.reset_choices()
            return True
        return event.button == 1 and self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> bool:
        """One left click on the board; True if it meant something here."""
        if self.popup:
            for rect, action in self.popup:
                if rect.collidepoint(pos):
                    self.popup = []
                    self.submit(action)
                    return True
            self.popup = []
            return True
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                if b.enabled:
                    self.press(b.name)
                return True
        if self.tray_rect.collidepoint(pos):
            i = self.tray.die_at(pos)
            if i is not None:
                self.click_die(i)
            return True
        stub = self.stub_at(pos) if self.view["phase"] == "bridge" else None
        if stub is not None:
            self.submit(A.FillBridge(*stub))
            return True
        h = self.tower.hex_at(pos) if self.tower else None
        if h is None:
            return False
        self.click_hex(h)
        return True

    def submit(self, action: Action) -> bool:
        self.hint = None
        return self.ctx.submit(action)

    def click_die(self, i: int) -> None:
        phase = self.view["phase"]
        self.hint = None
        if phase == "hold":
            if i not in self.holdable():
                self.ctx.toast("Only dice placed this turn can be held.")
            elif i in self.holds:
                self.holds.discard(i)
            elif len(self.holds) >= self.max_hold():
                self.ctx.toast(f"Hold at most {self.max_hold()} dice (# Max Hold).")
            else:
                self.holds.add(i)
            self.ctx.sound.play("click")
            return
        if phase != "placement":
            self.ctx.toast("First " + self.instruction().lower() + ".")
            return
        if self.view["dice"][i]["used"]:
            self.ctx.toast("That die is already placed this turn.")
            return
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected = [*self.selected, i][-2:]
        offered = self.ops_offered()
        self.op = offered[0] if offered else ""
        self.armed = None
        self.ctx.sound.play("click")

    def click_hex(self, h: Hex) -> None:
        phase = self.view["phase"]
        if phase == "cross_off":
            if h == Hex(*self.view["start"]) and h in self.cross_options() \
                    and self.armed != A.CrossOff(h):
                self.armed = A.CrossOff(h)
                self.ctx.toast("Crossing off the top hex loses. Click it again to confirm.")
                return
            self.submit(A.CrossOff(h))
            return
        if phase != "placement":
            self.ctx.toast("First " + self.instruction().lower() + ".")
            return
        if self.selected:
            sel = tuple(sorted(self.selected))
            action = self.place_for(h)
            op = "single" if len(sel) == 1 else (self.op or "sum")
            self.submit(action or A.Place(sel, op, h))  # an illegal one: the rules say why
            return
        self.open_popup(h)

    def open_popup(self, h: Hex) -> None:
        """With no dice selected: offer every distinct way to place on ``h``."""
        assert self.tower is not None
        seen: dict[str, A.Place] = {}
        for a in self.places():
            if a.hex == h:
                values = tuple(self.view["dice"][i]["value"] for i in a.dice)
                seen.setdefault(placed_label(values, a.op, placement_value(values, a.op)), a)
        if not seen:
            self.ctx.toast(self.why_not(h))
            self.ctx.sound.play("error")
            return
        x, y = self.tower.center(h)
        rows = list(seen.values())[:8]
        top = min(y - 10, self.sheet_rect.bottom - 10 - 30 * len(rows))
        left = x + self.tower.size if x + self.tower.size + 130 < self.sheet_rect.right \
            else x - self.tower.size - 110
        self.popup = [(pygame.Rect(round(left), round(top + 30 * k), 110, 28), a)
                      for k, a in enumerate(rows)]

    def why_not(self, h: Hex) -> str:
        """Why no die can go on ``h`` now."""
        assert self.tower is not None
        cell = self.tower.cells[h]
        if cell["crossed"]:
            return "That hex is crossed out."
        if not self.view["placements"]:
            return "Every turn starts on the top hex."
        last = Hex(*self.view["last"]["hex"])
        below = {last + d for d in _steps(self.tower.cells[last])}
        if h not in below:
            return "Not reachable: go down a filled path from the hex you are on."
        return (f"None of your free dice make a value {hex_name(cell['symbol'])} takes "
                f"after {self.view['last']['value']}.")

    def press(self, name: str) -> None:
        self.hint = None
        if name in OPS:
            self.op = name
            self.ctx.sound.play("click")
        elif name == "end":
            if self.view["must_place_three"] and self.armed != A.EndPlacement():
                self.armed = A.EndPlacement()
                self.ctx.toast("A 3 is showing and none is placed: ending now loses.")
                return
            self.submit(A.EndPlacement())
        elif name == "hold":
            self.submit(A.Hold(tuple(sorted(self.holds))))
        elif name in ("grow", "keep"):
            self.submit(A.GrowPool(name == "grow"))


def _steps(cell: dict[str, Any]) -> list[Hex]:
    return [DIRECTIONS[d] for d, st in cell["paths"].items() if st == "filled"]
