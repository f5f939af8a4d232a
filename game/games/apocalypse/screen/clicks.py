"""Clicks and hovers on The Apocalypse's table: what a click does, what a hover says.

A mixin of ``ApocalypseScene``. A click on a button answers the decision; on a die
it rerolls (or turns) it; on a card in hand it plays, discards, gets a Skill token
or is picked, as the decision asks; on a card on your table it is used; on a place
it travels there (or starts, or picks that City). A click the rules refuse says
why in the rules' words; a click in someone else's moment says whose it is.
Hovers give the full text of everything, and what a click would do and cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.vocabulary import PERSONALITY_PAIRS
from game.games.apocalypse.screen import areas
from game.games.apocalypse.screen.asks import unknown_warning
from game.games.apocalypse.screen.labels import label, not_now
from game.games.apocalypse.screen.poker_parts import sum_words
from game.games.apocalypse.screen.track import cells, track_tip
from game.games.apocalypse.screen.words import (
    card_name,
    card_tip,
    location_tip,
    place_name,
    place_tip,
    seat_label,
)
from game.ui.widgets import Tip

if TYPE_CHECKING:
    from game.games.apocalypse.screen.card_reader import CardReader
    from game.games.apocalypse.screen.controls import Button
    from game.games.apocalypse.screen.dice_poker import DicePoker
    from game.games.apocalypse.screen.map_sheet import MapGeometry
    from game.games.apocalypse.screen.on_show import CardOnShow
    from game.ui.game_scene import TableContext

SETTLE_SECONDS = 0.5  # a button whose words changed under the last click waits this long


class Clicks:
    """Input and tooltips (mixed into the scene)."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    mouse: tuple[int, int]
    page: int
    version: int
    picked: list[str]
    sent: Action | None
    poker: DicePoker
    reader: CardReader
    on_show: CardOnShow
    clock: float  # seconds since the table opened
    appeared: dict[tuple[str, tuple[int, int, int, int]], float]  # a button's words at a spot
    pressed: tuple[pygame.Rect, str, str] | None  # the last press: spot, words, decision
    geom: MapGeometry
    hand_box: pygame.Rect
    track_rect: pygame.Rect
    controls_panel: pygame.Rect
    controls_rect: pygame.Rect
    hushed: str | None = None  # a place whose click was refused: no tip till the mouse leaves

    if TYPE_CHECKING:  # provided by the scene
        def decision(self) -> dict[str, Any] | None: ...
        def areas_rect(self) -> pygame.Rect: ...
        def all_buttons(self) -> list[Button]: ...
        def buttons(self) -> list[Button]: ...
        def targets(self) -> dict[str, Action]: ...
        def plan_places(self) -> dict[str, list[str]]: ...
        def reading(self, pos: tuple[int, int]) -> bool: ...
        def switch_auto_pass(self) -> None: ...

    # Input.

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.hushed and self.geom.place_at(event.pos) != self.hushed:
                self.hushed = None
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.view:
            return False
        self.mouse = pos = event.pos
        acts = any(b.rect.collidepoint(pos) and b.action in self.legal
                   for b in self.all_buttons())  # a click on it lets a last card go, and acts
        if self.on_show.waiting(self.view.get("seat", -1)) \
                and not self.on_show.let_go_for(pos, acts):
            hint = self.on_show.click(pos)
            self.version += 1  # a card read: the controls it held back come
            if hint:
                self.ctx.toast(hint)
            confirmed, self.on_show.answer = self.on_show.answer, None
            if confirmed is not None:
                self._play(confirmed, asked=True)
            return True
        if self.on_show.noticing() and self.on_show.rect.collidepoint(pos):
            self.on_show.hurry()  # another's card glanced at: a click lets it go
            return True
        poker_up = self.poker.visible(self.view)
        if poker_up and self.poker.rect.collidepoint(pos) and (self.poker.busy()
                                                               or self.poker.held):
            self.poker.hurry(pos)
            return True
        for b in self.all_buttons():
            if b.rect.collidepoint(pos):
                if self._too_soon(b):
                    self.ctx.toast(f"The choice has just changed to \"{b.label}\": look, "
                                   "then click")
                    return True
                self.pressed = (pygame.Rect(b.rect), b.label, self._moment())
                if b.name == "page:next":
                    self.page += 1
                    self.version += 1
                elif b.name == "auto:pass":
                    self.switch_auto_pass()
                elif b.toggle:
                    self._toggle(b.toggle)
                elif b.action is not None:
                    self._play(b.action)
                return True
        if poker_up and self.poker.rect.collidepoint(pos):
            action = self.poker.die_action(pos, self.legal) if self.view.get("check") else None
            if action is not None:
                self._play(action)
            return True
        if not poker_up and self._click_reader(pos):
            return True
        return self._click_table(pos)

    def watch_buttons(self, dt: float) -> None:
        """Note when each button (its words at its spot) first appeared."""
        self.clock += dt
        seen = {(b.label, tuple(b.rect)) for b in self.all_buttons()}
        self.appeared = {k: self.appeared.get(k, self.clock) for k in seen}

    def auto_pressed(self, action: Action) -> None:
        """The screen pressed the button of ``action`` for the player (auto-pass)."""
        b = next((b for b in self.all_buttons() if b.action == action), None)
        if b is not None:
            self.pressed = (pygame.Rect(b.rect), b.label, self._moment())

    def _moment(self) -> str:
        return f"{self.view.get('seat')}:{self.decision()!r}"

    def _too_soon(self, b: Button) -> bool:
        """Is ``b`` new words of a new decision under the last press, shown for less than
        ``SETTLE_SECONDS``? (The screen moved on under the cursor: the click was meant for
        what was there.) Picks and pages within one decision are not slowed."""
        last = self.pressed
        if (last is None or last[1] == b.label or last[2] == self._moment()
                or not last[0].colliderect(b.rect)):
            return False
        return self.clock - self.appeared.get((b.label, tuple(b.rect)), self.clock) \
            < SETTLE_SECONDS

    def _click_reader(self, pos: tuple[int, int]) -> bool:
        """A click on the cards over the map (or their tab): the card's action, or fold."""
        reader = self.reader
        if not reader.has_cards():
            return False
        if not reader.open(self.view):
            if reader.tab.collidepoint(pos):
                reader.fold(self.view, False)
                return True
            return False
        if not reader.rect.collidepoint(pos):
            return False
        if reader.toggle.collidepoint(pos):
            reader.fold(self.view, True)
            return True
        shown = reader.card_at(pos)
        if shown is not None and shown.action is not None:
            self._play(shown.action)
        elif shown is not None:
            self.ctx.toast(f"{shown.caption}: answer with the buttons at the right")
        return True

    def _click_table(self, pos: tuple[int, int]) -> bool:
        decision = self.decision() or {}
        kind = decision.get("kind", "")
        for (_, card, deck), rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if rect.collidepoint(pos):
                action = self._hand_action(card, deck, kind)
                if kind == "reduce" and deck == decision.get("discard") and self.legal:
                    self._toggle(card)
                elif self.legal and action not in self.legal and not_now(card, self.view):
                    self.ctx.toast(not_now(card, self.view))
                else:
                    self._play(action)
                return True
        for spot, rect, _, _ in areas.area_spots(self.areas_rect(), self.view):
            if rect.collidepoint(pos) and spot[0] in ("card", "learning", "character"):
                seat = spot[2] if spot[0] != "character" else spot[1]
                thing = spot[1] if spot[0] != "character" else spot[2]
                if seat != self.view.get("seat"):
                    self.ctx.toast(f"{seat_label(self.view, seat)}'s card: only they may use "
                                   "it (hover to read it)")
                    return True
                if spot[0] == "learning":
                    self._play(A.PlaceSkillToken(thing))
                elif kind == "lose_item":
                    self._play(A.Discard(thing))
                else:
                    self._play(A.UseCard(thing))
                return True
        place = self.geom.place_at(pos)
        if place is not None and not self.poker.visible(self.view):
            action = self.targets().get(place)
            if action is None and self.legal:
                action = self._place_action(place, kind)
            if action is not None or not self.legal:
                self._play(action or A.Travel(place))
            if action not in self.legal:  # refused: its message stays uncovered (playtest 5)
                self.hushed = place
            return True
        return False

    def _toggle(self, value: str) -> None:
        """Pick or unpick. Personalities are token sides: picking one side turns its token
        over (the other side goes), and two tokens at most (the older gives way)."""
        if value in self.picked:
            self.picked.remove(value)
        else:
            if (self.decision() or {}).get("kind") == "personalities":
                pair = next(p for p in PERSONALITY_PAIRS if value in p)
                self.picked = [t for t in self.picked if t not in pair][-1:]
            self.picked.append(value)
        self.version += 1

    def _hand_action(self, card: str, deck: str, kind: str) -> Action:
        if kind in ("hand_limit", "discard"):
            return A.Discard(card)
        if kind == "skill_token" and deck == "skill":
            return A.PlaceSkillToken(card)
        return A.PlayCard(card)

    def _place_action(self, place: str, kind: str) -> Action | None:
        if kind == "start_place":
            return A.StartAt(place)
        if kind == "pick_city":
            return A.PickCity(place)
        if kind == "menu" and (self.decision() or {}).get("step") == "travel":
            return A.Travel(place)
        self.ctx.toast(place_tip(self.view, place).split(". ")[0] + ": nothing to choose on "
                       "the map now")
        return None

    def _play(self, action: Action, asked: bool = False) -> None:
        """Send ``action``; if it is not this seat's moment, say whose it is; travelling
        into The Unknown at a low Level asks first (``asked``: it was confirmed)."""
        seat = self.view.get("seat", -1)
        if seat < 0 or self.ctx.read_only:
            return
        warning = None if asked or action not in self.legal else unknown_warning(self.view,
                                                                                 action)
        if warning is not None:
            self.on_show.ask(seat, *warning, action)
            return
        waiting = self.view.get("waiting_for", [])
        if seat not in waiting or not self.legal:
            if self.view.get("phase") == "over":
                self.ctx.toast("The game is over")
            elif waiting:
                self.ctx.toast(f"Not now: it is {seat_label(self.view, waiting[0])}'s moment")
            return
        self.sent = action
        if not self.ctx.submit(action):
            self.sent = None

    # Tooltips.

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.view.get("players"):
            return None
        if self.on_show.waiting(self.view.get("seat", -1)) or (
                self.on_show.noticing() and self.on_show.rect.collidepoint(pos)):
            return self.on_show.tip_at(pos)  # nothing under the card or question shows
        for b in self.all_buttons():
            if b.rect.collidepoint(pos):  # the tip beside its button, off the others
                others = [o.rect for o in self.all_buttons() if o is not b]
                return Tip.about(b.tip, b.rect, [*others, *self._headings()]) if b.tip else None
        poker_up = self.poker.visible(self.view)
        if poker_up and self.poker.rect.collidepoint(pos):
            return self._poker_tip(pos)
        if self.reading(pos):
            return None  # the card's own footer says what a click does: no tip over its text
        for (_, card, _), rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if rect.collidepoint(pos):
                return card_tip(card, self._click_words(A.PlayCard(card)))
        for spot, rect, _, _ in areas.area_spots(self.areas_rect(), self.view):
            if rect.collidepoint(pos):
                return self._spot_tip(spot)
        for step, rect in cells(self.track_rect):
            if rect.collidepoint(pos):
                return track_tip(self.view, step)
        marker = None if poker_up else self.painter.marker_at(self.view, pos)
        if marker is not None:
            return location_tip(self.view, *marker)
        place = self.geom.place_at(pos)
        if place is not None and not poker_up and place != self.hushed:
            action = self.targets().get(place)
            click = f"Click: {_lower_first(label(action, self.view)[0])}" if action else ""
            plans = self.plan_places().get(place)
            if plans:
                click = f"Your Plans ask for a visit here: {', '.join(plans)}. {click}".strip()
            return place_tip(self.view, place, click)
        return None

    def _poker_tip(self, pos: tuple[int, int]) -> str | None:
        check = self.poker.check_of(self.view)
        if check and pos[1] < self.poker.tray_rect.y:
            sums = [f"{what.title()}: {words}" for what in ("rerolls", "difficulty")
                    if (words := sum_words(check, what))]
            tip = "\n".join(sums)
            if check.get("card"):
                tip = card_tip(check["card"]) + (f"\n\n{tip}" if tip else "")
            return tip or None
        if not check or not self.poker.tray_rect.collidepoint(pos) or not check["dice"]:
            return None
        die = self.poker.tray.die_at(pos)
        if die is None:
            return None
        value = check["dice"][die] if die < len(check["dice"]) else 0
        # Beside the whole panel: over it the tip hid the check's title, the dice or the
        # hand on the ladder (playtest 5); under it, the play areas and the controls.
        others = [self.hand_box, self.areas_rect(), self.controls_panel, self.track_rect,
                  *(b.rect for b in self.all_buttons())]
        return Tip.about(self._die_words(check, die, value), self.poker.rect, others)

    def _headings(self) -> list[pygame.Rect]:
        """The headings a button's tip must leave readable: the controls' title and note
        (above the first control; playtest 5: Study's tip covered it) and, while a check
        is on show, its title line."""
        out = []
        low = [b.rect.top for b in self.buttons() if self.controls_panel.contains(b.rect)]
        if low:  # the words' own width: a tip beside the controls may reach the panel's rim
            top, words = self.controls_panel.top, self.controls_rect
            out.append(pygame.Rect(words.x, top, words.width, min(low) - 2 - top))
        if self.poker.visible(self.view):
            r = self.poker.rect
            out.append(pygame.Rect(r.x, r.y, r.width, self.poker.tray_rect.top - r.y))
        return out

    def _die_words(self, check: dict[str, Any], die: int, value: int) -> str:
        """A die's tooltip (drawn off the tray: playtest 5 saw it over the next die), and
        who turned it with which card (playtest 5: a roll changed by another's card)."""
        words = f"This die shows {value}"
        turned = self.poker.changed.get(die)
        if turned is not None:
            who = "You" if turned.seat == self.view.get("seat") \
                else seat_label(self.view, turned.seat)
            card = f" with {card_name(turned.card)}" if turned.card else ""
            words += f". {who} turned it from {turned.was} to {turned.now}{card}"
        if any(isinstance(a, A.Reroll) for a in self.legal):
            return (f"{words}. Click to reroll it (1 of your "
                    f"{check['rerolls_left']} Rerolls left)")
        turn = next((a for a in self.legal if isinstance(a, A.TurnDie) and a.die == die), None)
        if turn is not None:
            n = (self.decision() or {}).get("n", 1)
            return f"{words}. Click to turn it to {value + n}"
        return words

    def _spot_tip(self, spot: tuple[Any, ...]) -> str:
        kind = spot[0]
        if kind == "character":
            return card_tip(spot[2]) if spot[2] else seat_label(self.view, spot[1])
        if kind in ("card", "faced"):
            mine = spot[2] == self.view.get("seat")
            click = self._click_words(A.UseCard(spot[1])) if mine and kind == "card" else ""
            marked = self.view["players"][spot[2]].get("marks", {}).get(spot[1])
            if marked:
                click = f"It marks {place_name(marked)}. {click}".strip()
            return card_tip(spot[1], click)
        if kind == "learning":
            return card_tip(spot[1], "Being learned: its text does not work yet")
        if kind == "aspired":
            q = self.view["players"][spot[1]]
            marker = (q.get("aspired") or {}).get("marker", "")
            return card_tip(spot[2], f"Aspired Artifact. {areas.marker_words(marker)}")
        if kind == "obstacle":
            return card_tip(spot[2]) if spot[2] else (
                "The Obstacle, face down: turned up in the City of the Location, or when the "
                "Expedition roll succeeds")
        return areas.spot_tip(self.view, spot)

    def _click_words(self, action: Action) -> str:
        if action in self.legal:
            return f"Click: {_lower_first(label(action, self.view)[0])}"
        return ""


def _lower_first(words: str) -> str:
    return words[:1].lower() + words[1:]
