"""The player's side of the Axis Mundi table: every legal action reachable with the mouse.

A mixin of ``AxisMundiScene``. Each legal action is reached one way:

- **a hex** (moves, runs, climbs, descents, attacks, the familiar, a pull,
  the gate, the far cave mouth, a levitation): a left click on a lit hex
  plays its plain move (or its only action); a click on a hex with several
  ways (a run instead of a move, an attack with cards) opens a chooser, and
  a right click always does;
- **a card in hand** (play, activate, discard, a shield, give, a Harvester):
  click the card, then one of its buttons;
- **cards chosen together** (a redraw, the Angel's slots): click cards to
  pick them, then the button that matches;
- **anything else**: a labelled button (ending the turn, drawing, harvest,
  crates, treasures...), paged when the list is long.

Buttons are named ``act:<index in legal>``; tests use ``button_rect``,
``hex_center`` and ``card_rect`` to click.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.screen.words import Words, card_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import text

if TYPE_CHECKING:
    from game.ui.table import TableContext

#: Kinds a left click on their hex plays at once, even if the hex has other ways.
PLAIN = frozenset({"move", "climb", "descend", "enter_axis_mundi"})
#: Kinds chosen by picking several cards.
PICKED = frozenset({"redraw", "choose_slots"})
ROW, STEP = 28, 32


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
        words = text(self.label, 14, ink, bold=self.style == "primary")
        if words.get_width() > self.rect.width - 10:
            words = text(self.label, 12, ink)
        surface.blit(words, words.get_rect(center=self.rect.center))


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
    controls_rect: pygame.Rect

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
        """The action a left click on ``h`` plays at once, or None (a chooser opens)."""
        options = self.targets().get(h, [])
        if len(options) == 1:
            return options[0]
        plain = [i for i in options if self.legal[i].kind in PLAIN]
        return plain[0] if len(plain) == 1 else None

    def card_actions(self, card: str) -> list[int]:
        return [i for i, a in enumerate(self.legal) if hand_card(a) == card]

    def picking(self) -> bool:
        return any(a.kind in PICKED for a in self.legal)

    def click_hex(self, h: Hex, chooser: bool) -> bool:
        """A click on hex ``h``; True if it did something."""
        if h not in self.targets():
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
        if self.ctx.read_only or not self.legal:
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
        for i in entries:
            a = self.legal[i]
            style = "primary" if a.kind == "end_turn" else "normal"
            rows.append((f"act:{i}", self.words.action(a), self._player(a), style))
        if self.chooser is not None or self.card:
            rows.append(("back", "Back", self._back, "normal"))
        room = max(3, r.height // STEP)
        if len(rows) > room:
            per = room - 1
            pages = (len(rows) + per - 1) // per
            self.page %= pages
            rows = [*rows[self.page * per:(self.page + 1) * per],
                    ("page:next", f"More… ({self.page + 1}/{pages})", self._next_page, "normal")]
        return [Button(name, pygame.Rect(r.x, r.y + STEP * n, r.width, ROW), label, cmd, style)
                for n, (name, label, cmd, style) in enumerate(rows)]

    def _player(self, action: Action) -> Callable[[], None]:
        return lambda: self.play(action)

    def _back(self) -> None:
        self.chooser, self.card, self.page = None, "", 0

    def _next_page(self) -> None:
        self.page += 1
