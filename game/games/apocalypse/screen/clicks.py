"""Clicks on The Apocalypse's table: what a click does (hovers: ``hovers``).

A mixin of ``ApocalypseScene``. A click on a button answers the decision; on a die
it rerolls (or turns) it; on a card in hand it plays, discards, gets a Skill token
or is picked, as the decision asks; on a card on your table it is used; on a place
it travels there (or starts, or picks that City). A click the rules refuse says
why in the rules' words; a click in someone else's moment says whose it is. A button
that has just come under the cursor takes no click for a moment; what gives something up
for good asks first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.vocabulary import PERSONALITY_PAIRS
from game.games.apocalypse.screen import areas
from game.games.apocalypse.screen.asks import confirm_first
from game.games.apocalypse.screen.hovers import Hovers
from game.games.apocalypse.screen.labels import not_now
from game.games.apocalypse.screen.words import place_tip, seat_label
from game.ui import motion

if TYPE_CHECKING:
    from game.games.apocalypse.screen.card_reader import CardReader
    from game.ui.game_scene import TableContext

#: A button that has just appeared or moved (its words at its spot) takes no click for this
#: long, of the app's own clock (the sixth mouse playtest: the choices of a Level opened
#: where the list had been, and "New clues" slid under the cursor; the next click took them).
SETTLE_SECONDS = 0.35


class Clicks(Hovers):
    """Input (mixed into the scene), with its tooltips."""

    ctx: TableContext  # the rest of what it reads: ``Hovers``
    mouse: tuple[int, int]
    page: int
    version: int
    picked: list[str]
    sent: Action | None
    reader: CardReader
    clock: float  # seconds since the table opened
    appeared: dict[tuple[str, tuple[int, int, int, int]], float]  # a button's words at a spot
    pressed: tuple[pygame.Rect, str] | None  # the last press (or auto-pass): spot, words

    if TYPE_CHECKING:  # provided by the scene
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
            go_on = self.poker.go_on  # the verdict's Continue, once the dice are at rest
            if not self.poker.tray.is_rolling and go_on.rect.collidepoint(pos) \
                    and (go_on.label, tuple(go_on.rect)) in self.appeared \
                    and self._too_soon(go_on.label, go_on.rect):
                self.ctx.toast(self._too_soon_words(go_on.label, go_on.rect))
                return True
            self.poker.hurry(pos)
            if self._others_dice(pos):
                self.ctx.toast(self._others_dice(pos))
            return True
        for b in self.all_buttons():
            if b.rect.collidepoint(pos):
                if self._too_soon(b.label, b.rect):
                    self.ctx.toast(self._too_soon_words(b.label, b.rect))
                    return True
                self.pressed = (pygame.Rect(b.rect), b.label)
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
            if action is not None and action not in self.legal and self._others_dice(pos):
                self.ctx.toast(self._others_dice(pos))
            elif action is not None:
                self._play(action)
            return True
        if not poker_up and self._click_reader(pos):
            return True
        return self._click_table(pos)

    def _others_dice(self, pos: tuple[int, int]) -> str:
        """Why a click on a die of another's check does nothing (the seventh playtest: a
        click on the dice of a bot's check said nothing); "" off the dice, or for one's own."""
        check = self.poker.check_of(self.view)
        if not check or not self.poker.tray_rect.collidepoint(pos) \
                or self.poker.tray.die_at(pos) is None or check["seat"] == self.view.get("seat"):
            return ""
        return f"{seat_label(self.view, check['seat'])}'s check: only they reroll its dice"

    def watch_buttons(self, dt: float) -> None:
        """Note when each button (its words at its spot) first appeared, and each card a
        click acts on over the map."""
        self.clock += dt
        seen = {(words, tuple(rect)) for words, rect in self._clickables()}
        self.appeared = {k: self.appeared.get(k, self.clock) for k in seen}
        if any(self.clock - t < SETTLE_SECONDS for t in self.appeared.values()):
            # Frames until every button has settled: an app at rest stops its clock, and
            # the seventh playtest's "Study", on show for seconds, was refused when the
            # pointer came and clicked at once (the clock had not run since it came).
            motion.stir()

    def _clickables(self) -> list[tuple[str, pygame.Rect]]:
        """What a click acts on that a change can bring under the cursor, as (words, spot):
        the buttons, the cards over the map while they are open (after New clues, the
        Artifacts to keep come where its question was) and the cards in hand (one played,
        the next slides into its place); none hidden under a card on show."""
        out = [(b.label, b.rect) for b in self.all_buttons()]
        out += [(f"hand: {card}", rect) for (_, card, _), rect
                in areas.hand_spots(self.hand_box, self.view.get("you"))]
        reader = self.reader
        if reader.open(self.view) and not self.poker.visible(self.view):
            out += [(f"{shown.caption}: {shown.card}", box) for shown, box
                    in zip(reader.cards, reader.boxes, strict=True) if shown.action is not None]
        on_show = self.on_show
        if on_show.waiting(self.view.get("seat", -1)) or on_show.noticing():
            # What a card on show hides comes when it goes (the seventh playtest: "Roll the
            # dice" lay under "Go on", and a quick second click rolled).
            out = [(words, rect) for words, rect in out if not on_show.rect.colliderect(rect)]
        return out

    def auto_pressed(self, action: Action) -> None:
        """The screen pressed the button of ``action`` for the player (auto-pass)."""
        b = next((b for b in self.all_buttons() if b.action == action), None)
        if b is not None:
            self.pressed = (pygame.Rect(b.rect), b.label)

    def _too_soon(self, words: str, spot: pygame.Rect) -> bool:
        """Has this button or card (its ``words`` at its ``spot``) been on show for less
        than ``SETTLE_SECONDS``? Then it has just come or moved under the cursor: the click
        was meant for what was there. Whatever the last press was and whatever the
        decision (the sixth playtest's "New clues" slid up within one step's menu); a
        toggle picked keeps its words and spot, so picking is not slowed."""
        return self.clock - self.appeared.get((words, tuple(spot)), self.clock) \
            < SETTLE_SECONDS

    def _too_soon_words(self, words: str, spot: pygame.Rect) -> str:
        """Why a click did nothing: the choice changed under the last press, or it has
        just come."""
        last = self.pressed
        if last is not None and last[0].colliderect(spot) and last[1] != words:
            return f"The choice has just changed to \"{words}\": look, then click"
        return f"\"{words}\" has just come up: look, then click"

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
        if shown is not None and shown.action is not None and self._too_soon(
                f"{shown.caption}: {shown.card}", reader.boxes[reader.cards.index(shown)]):
            self.ctx.toast("The cards over the map have just come: look, then click")
        elif shown is not None and shown.action is not None:
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
                if self.legal and self._too_soon(f"hand: {card}", rect):
                    self.ctx.toast("Your hand has just changed: look, then click")
                elif kind == "reduce" and deck == decision.get("discard") and self.legal:
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
        """Send ``action``; if it is not this seat's moment, say whose it is; what gives
        something up for good asks first (``confirm_first``; ``asked``: it was confirmed)."""
        seat = self.view.get("seat", -1)
        if seat < 0 or self.ctx.read_only:
            return
        warning = None if asked or action not in self.legal else confirm_first(self.view,
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
