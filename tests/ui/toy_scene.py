"""A tiny game scene for the toy game, so the generic table can be tested.

Registers ``toy-table``: the core's toy game (tests/core/toy.py) with this
scene, a rules text and the hidden die that calls for a hot-seat curtain.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame

from game.core.registry import register
from game.core.state import Outcome
from game.core.values import Action, Event
from game.ui.table import GameScene, TableContext
from game.ui.widgets import text
from tests.core.toy import TOY

RULES = Path(__file__).with_name("toy_rules.md")


class ToyScene(GameScene):
    """Draws the pile as stones and one button per legal action."""

    needs_curtain = True  # each seat's die is secret

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.buttons: list[tuple[pygame.Rect, Action]] = []
        self.flash = 0.0
        self.seen: list[Event] = []

    def show(self, view: dict, legal: list[Action]) -> None:
        super().show(view, legal)
        area = self.ctx.board_rect
        self.buttons = [(pygame.Rect(area.x + 60 + 180 * i, area.bottom - 120, 160, 56), action)
                        for i, action in enumerate(legal)]

    def on_events(self, events: list[Event]) -> None:
        self.seen.extend(events)
        self.flash = 0.3

    def busy(self) -> bool:
        return self.flash > 0

    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in self.buttons:
                if rect.collidepoint(event.pos):
                    self.ctx.submit(action)
                    return True
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for rect, action in self.buttons:
            if rect.collidepoint(pos):
                return f"Play {action.to_text()}"
        return None

    def hint_rect(self, action: Action) -> pygame.Rect | None:
        return next((rect for rect, shown in self.buttons if shown == action), None)

    def draw(self, surface: pygame.Surface) -> None:
        p, area = self.ctx.palette, self.ctx.board_rect
        pile = self.view.get("pile", 0)
        for i in range(pile):
            centre = (area.x + 120 + 80 * i, area.y + 220)
            pygame.draw.circle(surface, p.paper, centre, 30)
            pygame.draw.circle(surface, p.hex_edge, centre, 30, 2)
        secret = self.view.get("secret")
        surface.blit(text(f"Stones left: {pile}   Your die: {secret or '-'}", "heading",
                          p.text), (area.x + 60, area.y + 60))
        for rect, action in self.buttons:
            pygame.draw.rect(surface, p.accent, rect, border_radius=10)
            surface.blit(text(action.to_text(), "body", p.panel, bold=True),
                         (rect.x + 16, rect.y + 16))

    def summary_lines(self, outcome: Outcome) -> list[str]:
        return [f"{len(self.seen)} events seen by this seat"]


TOY_TABLE = register(dataclasses.replace(
    TOY, id="toy-table", title="Toy Table", scene=f"{__name__}:ToyScene",
    rules_doc=str(RULES), summary="Take one or two stones; whoever takes the last one wins. "
    "A secret die you may peek at, to test the hot-seat curtain."))
