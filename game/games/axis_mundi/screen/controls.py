"""The player's side of the Axis Mundi table: every legal action reachable with the mouse.

A mixin of ``AxisMundiScene``. Each legal action is reached one way:

- **a hex** (moves, runs, climbs, descents, attacks, the familiar, a pull,
  the gate, the far cave mouth, a levitation): hovering a lit hex says what
  a click does and costs (``costs``); a left click plays the hex's only
  action; a hex with several (a move or a run, the familiar or an attack)
  asks which, each with its cost, and a right click always asks;
- **a card in hand** (play, activate, discard, a shield, give, a Harvester):
  click the card, then one of its buttons;
- **cards chosen together** (a redraw, the Angel's slots): click cards to
  pick them, then the button that matches;
- **anything else**: a labelled button (ending the turn, drawing, harvest,
  crates, treasures...), paged when the list is long.

A click that does nothing now says why (``refusals``), as the table refuses
an illegal action. Buttons are named ``act:<index in legal>``; tests use
``button_rect``, ``hex_center`` and ``card_rect`` to click.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import card_type
from game.games.axis_mundi.screen.costs import Costs
from game.games.axis_mundi.screen.refusals import why_not_card, why_not_hex
from game.games.axis_mundi.screen.words import Words, card_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text, wrap

if TYPE_CHECKING:
    from game.ui.table import TableContext

#: Kinds chosen by picking several cards.
PICKED = frozenset({"redraw", "choose_slots"})
ROW, STEP = 28, 32  # a one-line button's height, and the step to the next
TALL = 42  # a button whose label takes two lines
LABEL = 13  # the label's type size (12 if it runs long)


@dataclass
class Button:
    """A drawn button: ``name`` is what tests and clicks use."""

    name: str
    rect: pygame.Rect
    label: str
    command: Callable[[], Any] | None = None
    style: str = "normal"  # normal | primary | header

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        if self.style == "header":
            surface.blit(text(self.label, 14, p.text_dim), (self.rect.x + 2, self.rect.y + 6))
            return
        fill, ink = mix(p.panel, p.panel_edge, 0.35), p.text
        if self.style == "primary":
            fill, ink = p.accent, p.panel
        if self.command is None:
            fill, ink = mix(p.panel, p.background, 0.5), p.text_dim
        elif hover:
            fill = mix(fill, p.text, 0.18)
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, p.accent if hover and self.command else p.panel_edge,
                         self.rect, 1, border_radius=6)
        size, lines = label_lines(self.label, self.rect.width - 12)
        images = [text(line, size, ink, bold=self.style == "primary") for line in lines]
        y = self.rect.centery - sum(i.get_height() for i in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += image.get_height()


def label_lines(label: str, width: int) -> tuple[int, list[str]]:
    """A button label's type size and lines: one line if it fits, else two (smaller)."""
    for size, most in ((LABEL, 1), (LABEL - 1, 1), (LABEL - 1, 2), (LABEL - 2, 2)):
        lines = wrap(label, width, size)
        if len(lines) <= most and all(text(line, size).get_width() <= width for line in lines):
            return size, lines
    return LABEL - 2, fit_lines(label, width, LABEL - 2, 2)


def hand_card(a: Action) -> str:
    """The hand card an action is reached through ("" if none)."""
    match a:
        case A.PlayCard(card=c) | A.Activate(card=c) | A.Discard(card=c) | A.GiveCard(card=c):
            return c
        case A.Shield(cards=cards) if cards:
            return cards[0]
        case A.Evade(card=c) | A.Harvest(card=c):
            return c
    return ""


class Controls:
    """Choices in progress, hex targets and buttons (mixed into ``AxisMundiScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    words: Words
    costs: Costs
    controls_rect: pygame.Rect

    def _prompt(self) -> str: ...

    def reset_choices(self) -> None:
        """Forget the choice in progress (a new view)."""
        self.card = ""
        self.chooser: Hex | None = None
        self.picked: list[str] = []
        self.page = 0
        self._buttons: list[Button] | None = None
        self._targets: dict[Hex, list[int]] | None = None

    def changed(self) -> None:
        self._buttons = None

    def play(self, action: Action) -> None:
        if self.ctx.submit(action):
            self.ctx.sound.play("click")

    # What the rules allow now.

    def my_pos(self) -> Hex | None:
        seat = self.view.get("seat", -1)
        players = self.view.get("players", [])
        if 0 <= seat < len(players) and players[seat]["pos"] is not None:
            return Hex.from_json(players[seat]["pos"])
        return None

    def target_of(self, a: Action) -> Hex | None:
        """The hex a click reaches ``a`` by, if any."""
        match a:
            case A.Move(to=to) | A.Run(to=to) | A.Climb(to=to) | A.Descend(to=to) \
                    | A.Pull(to=to) | A.Shove(to=to):
                return to
            case A.Melee(target=t) | A.Shoot(target=t) | A.ThrowGrenade(target=t) \
                    | A.DemonicMelee(target=t) | A.SendFamiliar(target=t):
                return t
            case A.Levitate(to=to):
                return to
            case A.EnterAxisMundi():
                return ORIGIN
            case A.ThroughCave():
                here = self.my_pos()
                return None if here is None else Hex(-here.q, -here.r)
        return None

    def targets(self) -> dict[Hex, list[int]]:
        """Lit hexes and the indices of the legal actions each one reaches."""
        if self._targets is None:
            self._targets = {}
            if not self.ctx.read_only:
                for i, a in enumerate(self.legal):
                    h = self.target_of(a)
                    if h is not None and not hand_card(a):
                        self._targets.setdefault(h, []).append(i)
        return self._targets

    def primary_at(self, h: Hex) -> int | None:
        """The action a left click on ``h`` plays at once, or None (the click asks which)."""
        options = self.targets().get(h, [])
        return options[0] if len(options) == 1 else None

    def offers(self, h: Hex) -> list[str]:
        """What each action a click on ``h`` reaches does and costs ("Climb: 3 actions...")."""
        here, seat = self.my_pos(), self.view.get("seat", -1)
        if here is None or seat < 0:
            return []
        return [self.costs.of(self.legal[i], here, seat) for i in self.targets().get(h, [])]

    def click_says(self, h: Hex) -> str:
        """One line for the hovered lit hex: what a click does now, or that it asks."""
        offers = self.offers(h)
        if len(offers) == 1:
            return f"Click: {offers[0]}"
        if offers:
            seat = self.view["seat"]
            verbs = [self.costs.verb(self.legal[i], seat) for i in self.targets()[h]]
            return f"Click to choose one of {len(offers)} ways: " + " or ".join(
                dict.fromkeys(verbs)) + " (costs in the tooltip)"
        return ""

    def refuse(self, refusal: tuple[str, str]) -> None:
        """Say why a click did nothing, as the table refuses an illegal action."""
        message, rule = refusal
        self.ctx.toast(f"{message} ({rule})", bad=True)
        self.ctx.sound.play("error")

    def card_actions(self, card: str) -> list[int]:
        """The legal actions of a hand card; the rules offer one copy of a kind (copies
        are alike), so a second copy's click means that kind's actions."""
        exact = [i for i, a in enumerate(self.legal) if hand_card(a) == card]
        if exact:
            return exact
        kind = card_type(card)
        return [i for i, a in enumerate(self.legal)
                if (held := hand_card(a)) and card_type(held) == kind]

    def picking(self) -> bool:
        return any(a.kind in PICKED for a in self.legal)

    def click_hex(self, h: Hex, chooser: bool) -> bool:
        """A click on hex ``h``; True if it did something (else it says why not)."""
        if h not in self.targets():
            if not self.ctx.read_only:
                self.refuse(why_not_hex(self.words, self.legal, h, self._prompt()))
            return False
        first = None if chooser else self.primary_at(h)
        if first is not None:
            self.play(self.legal[first])
        else:
            self.chooser, self.card = h, ""
            self.page = 0
            self.changed()
        return True

    def click_card(self, card: str) -> bool:
        """A click on a hand card: pick it (redraw, slots) or open its actions."""
        if self.ctx.read_only:
            return False
        if not self.legal or not (self.picking() or self.card_actions(card)):
            self.refuse(why_not_card(self.words, self.legal, card, self._prompt()))
            return False
        if self.picking():
            if card in self.picked:
                self.picked.remove(card)
            else:
                self.picked.append(card)
        else:
            self.card = "" if self.card == card else card
            self.chooser = None
        self.page = 0
        self.changed()
        return True

    # Buttons.

    def buttons(self) -> list[Button]:
        if self.ctx.read_only or not self.legal:
            return []
        if self._buttons is None:
            self._buttons = self._layout()
        return self._buttons

    def button_named(self, name: str) -> Button | None:
        return next((b for b in self.buttons() if b.name == name), None)

    def click_buttons(self, pos: tuple[int, int]) -> bool:
        for b in self.buttons():
            if b.rect.collidepoint(pos) and b.style != "header":
                if b.command is not None:
                    b.command()
                    self.changed()
                return True
        return False

    def _entries(self) -> tuple[str, list[int]]:
        """The heading and the actions the buttons offer now."""
        if self.chooser is not None:
            return (f"At {self.words.where(self.chooser)}:",
                    self.targets().get(self.chooser, []))
        if self.card:
            return f"{card_name(self.card)}:", self.card_actions(self.card)
        if self.picking():
            wanted = sorted(self.picked)
            found = [i for i, a in enumerate(self.legal) if a.kind in PICKED
                     and sorted(a.cards) == wanted]
            rest = [i for i, a in enumerate(self.legal) if a.kind not in PICKED
                    and not hand_card(a)]
            names = ", ".join(card_name(c) for c in self.picked)
            return f"Picked: {names or 'none'} (click cards)", found + rest
        out = [i for i, a in enumerate(self.legal)
               if not hand_card(a) and (self.target_of(a) is None
                                        or a.kind in ("through_cave", "enter_axis_mundi"))]
        out.sort(key=lambda i: self.legal[i].kind == "end_turn")
        return "", out

    def _layout(self) -> list[Button]:
        heading, entries = self._entries()
        r = self.controls_rect
        rows: list[tuple[str, str, Callable[[], Any] | None, str]] = []
        if heading:
            rows.append(("heading", heading, None, "header"))
        here, seat = self.my_pos(), self.view.get("seat", -1)
        for i in entries:
            a = self.legal[i]
            style = "primary" if a.kind == "end_turn" else "normal"
            label = self.costs.of(a, here, seat) if self.chooser is not None and \
                here is not None else self.words.action(a)
            rows.append((f"act:{i}", label, self._player(a), style))
        if self.chooser is not None or self.card:
            rows.append(("back", "Back", self._back, "normal"))
        heights = [ROW if len(label_lines(row[1], r.width - 12)[1]) == 1 else TALL
                   for row in rows]
        pages = _pages(heights, r.height)
        if len(pages) > 1:
            self.page %= len(pages)
            pages = _pages(heights, r.height - STEP)
            self.page %= len(pages)
            shown = [rows[k] for k in pages[self.page]]
            rows = [*shown, ("page:next", f"More… ({self.page + 1}/{len(pages)})",
                             self._next_page, "normal")]
            heights = [heights[k] for k in pages[self.page]] + [ROW]
        out, y = [], r.y
        for (name, label, cmd, style), height in zip(rows, heights, strict=True):
            out.append(Button(name, pygame.Rect(r.x, y, r.width, height), label, cmd, style))
            y += height + STEP - ROW
        return out

    def _player(self, action: Action) -> Callable[[], None]:
        return lambda: self.play(action)

    def _back(self) -> None:
        self.chooser, self.card, self.page = None, "", 0

    def _next_page(self) -> None:
        self.page += 1


def _pages(heights: list[int], room: int) -> list[list[int]]:
    """Rows (by index) split into pages that fit ``room`` pixels of height."""
    pages: list[list[int]] = [[]]
    used = 0
    for k, height in enumerate(heights):
        if pages[-1] and used + height > room:
            pages.append([])
            used = 0
        pages[-1].append(k)
        used += height + STEP - ROW
    return pages
