"""Hovers on The Apocalypse's table: what a hover says.

A mixin of ``ApocalypseScene`` (through ``clicks.Clicks``). Hovers give the full text of
everything, and what a click would do and cost: a button's tip stands beside it, off the
others and the controls' heading; a die's tip names who turned it, with which card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen import areas
from game.games.apocalypse.screen.asks import check_here
from game.games.apocalypse.screen.labels import label
from game.games.apocalypse.screen.poker_parts import code_words, codes_legend, sum_words
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
    from game.games.apocalypse.screen.controls import Button
    from game.games.apocalypse.screen.dice_poker import DicePoker
    from game.games.apocalypse.screen.map_sheet import MapGeometry
    from game.games.apocalypse.screen.on_show import CardOnShow
    from game.games.apocalypse.screen.world_map import MapPainter

#: The ladder of hands beside the dice, and the letters after some of them (the sixth
#: playtest: "Full House (F)" was not explained).
LADDER_TIP = ("The hands, strongest on top; the dice's hand is framed. \"target\": the "
              "least hand for a Simple Success; \"great\": for a Great Success. The letters "
              f"are how the cards write a Difficulty: {codes_legend()}.")


class Hovers:
    """Tooltips (mixed into the scene)."""

    view: dict[str, Any]
    legal: list[Action]
    poker: DicePoker
    on_show: CardOnShow
    painter: MapPainter
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
                said = (check_here(self.view, card)[1], self._click_words(A.PlayCard(card)))
                return card_tip(card, ". ".join(w for w in said if w))
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
            sums += [code] if (code := code_words(check["difficulty"])) else []
            tip = "\n".join(sums)
            if check.get("card"):
                tip = card_tip(check["card"]) + (f"\n\n{tip}" if tip else "")
            return tip or None
        if check and self.poker.ladder_rect.collidepoint(pos):
            return LADDER_TIP
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
