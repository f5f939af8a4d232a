"""The player's side of the Axis Mundi table: every legal action reachable with the mouse.

A mixin of ``AxisMundiScene``. Each legal action is reached one way:

- **a hex** (moves, runs, climbs, descents, attacks, the familiar, a pull,
  the gate, the far cave mouth, a levitation): hovering a lit hex says what
  a click does and costs (``costs``); a left click plays the hex's only
  action; a hex with several (a move or a run, the familiar or an attack)
  asks which, each with its cost, and a right click always asks;
- **a card in hand** (play, activate, discard, a shield, give, a Harvester):
  click the card, then one of its buttons (the Crates card first asks which
  crate, then which of its cards);
- **cards chosen together** (a redraw, the Angel's slots): click cards to
  pick them, then the button that matches;
- **anything else**: a labelled button (drawing, harvest, crates,
  treasures...), paged when the list is long; a draw of several cards (Draw 5,
  the Draw Three treasure) is one button that opens a button per split of the
  decks the rules allow, with a note on any split they leave out.

Every button of the turn shows its price after its label ("Take Alpinist · 1
action") and its tooltip says what it does (``costs.Prices``). End turn keeps
the panel's bottom row on every page and in every sub-list; Back and More… end
every page of a long list. A click that does nothing now says why
(``refusals``), as the table refuses an illegal action. Buttons are named
``act:<index in legal>`` (``group:draw_five``, ``crate:<whose>``, ``back``,
``page:next``); tests use ``button_rect``, ``hex_center`` and ``card_rect``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.catalog import card_type
from game.games.axis_mundi.screen.buttons import ROW, STEP, Button, pages, row_height
from game.games.axis_mundi.screen.costs import Prices
from game.games.axis_mundi.screen.reach import PICKED, group_of, hand_card
from game.games.axis_mundi.screen.refusals import (
    treasure_uses,
    why_not_card,
    why_not_hex,
    why_not_treasure,
)
from game.games.axis_mundi.screen.words import Words, card_name, plural, treasure_name

if TYPE_CHECKING:
    from game.ui.table import TableContext

#: A row of the panel: (name, label, command or None, style, tooltip).
Row = tuple[str, str, "Callable[[], Any] | None", str, str]


class Controls:
    """Choices in progress, hex targets and buttons (mixed into ``AxisMundiScene``)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    words: Words
    costs: Prices
    controls_rect: pygame.Rect

    def _prompt(self) -> str: ...

    def reset_choices(self) -> None:
        """Forget the choice in progress (a new view)."""
        self.card = ""
        self.chooser: Hex | None = None
        self.picked: list[str] = []
        self.crate = ""  # the crate the Crates card takes from, once chosen
        self.page = 0
        self.group = ""
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

    def click_treasure(self, treasure: str) -> bool:
        """A click on a held treasure: it is used by a button or a lit hex, so say which (or
        why it cannot be used now)."""
        if self.ctx.read_only:
            return False
        message, rule = why_not_treasure(self.words, self.legal, treasure, self._prompt())
        if treasure_uses(self.legal, treasure):
            self.ctx.toast(message)
        else:
            self.refuse((message, rule))
        return True

    def picking(self) -> bool:
        return any(a.kind in PICKED for a in self.legal)

    def click_hex(self, h: Hex, chooser: bool) -> bool:
        """A click on hex ``h``; True if it did something (else it says why not)."""
        if h not in self.targets():
            if not self.ctx.read_only:
                self.refuse(why_not_hex(self.words, self.legal, h, self._prompt(),
                                        bool(self.targets())))
            return False
        first = None if chooser else self.primary_at(h)
        if first is not None:
            self.play(self.legal[first])
        else:
            self.chooser, self.card, self.group = h, "", ""
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
            self.chooser, self.group, self.crate = None, "", ""
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

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in self.buttons() if b.rect.collidepoint(pos)), None)

    def click_buttons(self, pos: tuple[int, int]) -> bool:
        b = self.button_at(pos)
        if b is None or b.style == "header":
            return False
        if b.command is not None:
            b.command()
            self.changed()
        return True

    def _rows(self) -> list[Row]:
        """The panel's rows now (End turn apart: ``_layout`` keeps it always in sight)."""
        seat, here = self.view.get("seat", -1), self.my_pos()
        rows: list[Row] = []
        if self.chooser is not None:
            rows.append(("heading", f"At {self.words.where(self.chooser)}:", None, "header", ""))
            for i in self.targets().get(self.chooser, []):
                a = self.legal[i]
                label = self.costs.of(a, here, seat) if here is not None else \
                    self.costs.button(a, seat)
                rows.append(self._row(i, label))
        elif self.card:
            rows += self._card_rows()
        elif self.group:
            rows += self._group_rows(self.group)
        elif self.picking():
            wanted = sorted(self.picked)
            names = ", ".join(card_name(c) for c in self.picked)
            rows.append(("heading", f"Picked: {names or 'none'} (click cards)", None,
                         "header", ""))
            rows += [self._row(i) for i, a in enumerate(self.legal)
                     if a.kind in PICKED and sorted(a.cards) == wanted]
            rows += [self._row(i) for i, a in enumerate(self.legal)
                     if a.kind not in PICKED and not hand_card(a) and a.kind != "end_turn"]
        else:
            opened: set[str] = set()
            for i, a in enumerate(self.legal):
                if hand_card(a) or a.kind == "end_turn" or not (
                        self.target_of(a) is None
                        or a.kind in ("through_cave", "enter_axis_mundi")):
                    continue
                group = group_of(a)
                if not group:
                    rows.append(self._row(i))
                elif group not in opened:
                    opened.add(group)
                    rows.append(self._group_button(group, a))
        if self.chooser is not None or self.card or self.group:
            rows.append(("back", "Back", self._back, "normal", ""))
        return rows

    def _card_rows(self) -> list[Row]:
        """The open card's buttons; the Crates card first asks which crate (a button per
        crate, its cards in the tooltip), then which of its cards (copies alike: one)."""
        actions = self.card_actions(self.card)
        crates = list(dict.fromkeys(self.costs.crate_of(self.legal[i]) for i in actions))
        if len(crates) > 1 and "" not in crates and not self.crate:
            rows: list[Row] = [("heading", f"{card_name(self.card)}: from which crate?", None,
                                "header", "")]
            for crate in crates:
                held = list(dict.fromkeys(card_name(self.legal[i].cards[0]) for i in actions
                                          if self.costs.crate_of(self.legal[i]) == crate))
                rows.append((f"crate:{crate}", f"{crate} crate: {plural(len(held), 'card')}",
                             self._crate_opener(crate), "normal",
                             f"{crate} crate holds {', '.join(held)}. Click to choose one."))
            return rows
        crate = self.crate or (crates[0] if len(crates) == 1 else "")
        heading = f"{card_name(self.card)}: from {crate} crate" if crate else \
            f"{card_name(self.card)}:"
        rows = [("heading", heading, None, "header", "")]
        alike: set[str] = set()  # two copies of a card in one crate: one choice
        for i in actions:
            if self.crate and self.costs.crate_of(self.legal[i]) != self.crate:
                continue
            row = self._row(i)
            if row[1] not in alike:
                alike.add(row[1])
                rows.append(row)
        return rows

    def _crate_opener(self, crate: str) -> Callable[[], None]:
        def open_crate() -> None:
            self.crate, self.page = crate, 0
        return open_crate

    def _row(self, i: int, label: str = "") -> Row:
        a, seat, here = self.legal[i], self.view.get("seat", -1), self.my_pos()
        if not label and a.kind in ("through_cave", "enter_axis_mundi") and here is not None:
            label = self.costs.of(a, here, seat)  # a move: its wounds too
        return (f"act:{i}", label or self.costs.button(a, seat), self._player(a),
                "primary" if a.kind == "end_turn" else "normal", self.costs.explain(a, seat))

    def _group_button(self, group: str, a: Action) -> Row:
        seat = self.view.get("seat", -1)
        price = self.costs.price(a, seat)
        what = "Draw 5 cards" if group == "draw_five" else f"Use {treasure_name('draw_three')}"
        return (f"group:{group}", f"{what}… · {price}", lambda: self._open(group), "normal",
                f"{what}: {price}. Then choose how many come from the 1-Time deck and how "
                "many from the Permanent deck.")

    def _group_rows(self, group: str) -> list[Row]:
        """A draw of several cards: one button for each split of the decks the rules offer,
        and which they do not offer, and why."""
        members = [i for i, a in enumerate(self.legal) if group_of(a) == group]
        count = 5 if group == "draw_five" else 3
        what = "Draw 5 cards" if group == "draw_five" else treasure_name("draw_three")
        rows: list[Row] = [("heading", f"{what}: how many from the 1-Time deck?", None,
                            "header", "")]
        rows += [self._row(i) for i in members]
        offered = {getattr(self.legal[i], "one_time", 0) for i in members}
        low = [k for k in range(count + 1) if k not in offered and k < min(offered, default=0)]
        high = [k for k in range(count + 1) if k not in offered and k > max(offered, default=0)]
        for missing, deck in ((low, "Permanent"), (high, "1-Time")):
            if missing:
                ks = " or ".join(str(k) for k in missing)
                rows.append(("note", f"Not {ks} 1-Time: too few {deck} cards are left, "
                             "discards counted.", None, "header", ""))
        return rows

    def _layout(self) -> list[Button]:
        rows = self._rows()
        end = [self._row(i) for i, a in enumerate(self.legal) if a.kind == "end_turn"]
        r = self.controls_rect
        room = r.height - (STEP if end else 0)  # End turn keeps the bottom row
        heights = [row_height(row[1], r.width - 12) for row in rows]
        split = pages(heights, room)
        if len(split) > 1:  # Back (if any) then More… close every page
            back = [row for row in rows if row[0] == "back"]
            rows = [row for row in rows if row[0] != "back"]
            heights = [row_height(row[1], r.width - 12) for row in rows]
            split = pages(heights, room - STEP * (1 + len(back)))
            self.page %= len(split)
            shown = split[self.page]
            rows = [*(rows[k] for k in shown), *back,
                    ("page:next", f"More… (page {self.page + 1} of {len(split)})",
                     self._next_page, "normal", "Show the next page of choices")]
            heights = [heights[k] for k in shown] + [ROW] * (1 + len(back))
        out, y = [], r.y
        for (name, label, cmd, style, tip), height in zip(rows, heights, strict=True):
            out.append(Button(name, pygame.Rect(r.x, y, r.width, height), label, cmd, style,
                              tip))
            y += height + STEP - ROW
        for name, label, cmd, style, tip in end:
            out.append(Button(name, pygame.Rect(r.x, r.bottom - ROW, r.width, ROW), label,
                              cmd, style, tip))
        return out

    def _player(self, action: Action) -> Callable[[], None]:
        return lambda: self.play(action)

    def _open(self, group: str) -> None:
        self.group, self.card, self.chooser, self.page = group, "", None, 0

    def _back(self) -> None:
        if self.crate:  # from a crate's cards back to the crates
            self.crate, self.page = "", 0
            return
        self.chooser, self.card, self.group, self.page = None, "", "", 0

    def _next_page(self) -> None:
        self.page += 1
