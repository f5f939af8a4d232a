"""The Apocalypse's table: the step track, the world map, the play areas, the controls.

Layout inside ``ctx.board_rect`` (880x672): the step track (``track``), the world map
(``world_map``), the play areas with the viewer's hand (``areas``) and, on the right,
the controls (``controls``). Over the map: the dice poker of a check (``dice_poker``),
the cards a decision is about (``card_reader``), a card that just acted on the viewer
(``on_show``, until read).

A seat may let this screen pass for it (``auto_pass``, on until the player turns it
off; the choice is kept in the app's settings): in a reaction window where its only
answer is Pass, or after the rerolls of its own check when no card it may play can
better the result (``dice_poker.result_settled``: a Great Success), the screen sends
that same Pass after the same fixed pause (``AUTO_PASS_SECONDS``) whatever the hand
holds; a window where a card could answer waits for the player, and the hot-seat
curtain still comes.

What the table shows is drawn by ``drawing`` (one cached layer, rebuilt only when the
view, the controls' page or picks, or the palette change; at rest nothing moves and
the shell lets the app sleep). Clicks and hovers are in ``clicks``; every word a
player reads, ``words``.

Tests use ``place_centre``, ``hand_rect``, ``chip_rect``, ``button_rect``,
``die_centre`` (canvas coordinates) and ``settle``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.apocalypse.bots.reactions import reaction
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.screen import areas, controls
from game.games.apocalypse.screen.card_reader import CardReader
from game.games.apocalypse.screen.clicks import Clicks
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.dice_poker import DicePoker, result_settled
from game.games.apocalypse.screen.drawing import Drawing
from game.games.apocalypse.screen.labels import hint_reason, label
from game.games.apocalypse.screen.map_sheet import MapGeometry
from game.games.apocalypse.screen.moment import Moment
from game.games.apocalypse.screen.notices import feedback, level_up
from game.games.apocalypse.screen.on_show import CardOnShow
from game.games.apocalypse.screen.pacing import HeldViews
from game.games.apocalypse.screen.words import card_name, log_line, seat_label
from game.games.apocalypse.screen.world_map import MapPainter, plan_visits
from game.ui.game_scene import SIDE_RECT
from game.ui.settings import load_settings, save_settings
from game.ui.table import GameScene, TableContext
from game.ui.tween import Tween
from game.ui.words import count

SOUNDS = {E.Died: "lose", E.LevelGained: "announce", E.CatastropheMoved: "scare",
          C.ArtifactFound: "portal", E.GameEnded: "win", E.UnknownFaced: "portal"}
HAND_H = 104
GLIDE_SECONDS = 0.35
WAITS_FOR_CARD = ("raise_ability", "personality")  # a Level's choices: after the card
CARD_FIRST = ("Read the card first", "Click Go on under the card over the map.")
YOURS_TO_READ = {"card": ("Your move: read the card", "Click Go on under the card over the "
                          "map; then play goes on."),
                 "check": ("Your move: read your result", "Click Continue under your check; "
                           "then play goes on.")}
AUTO_PASS_SECONDS = 0.8  # the same pause before every auto-pass, whatever the hand holds


class ApocalypseScene(Moment, Clicks, Drawing, GameScene):
    """Draws The Apocalypse for ``ctx.seat`` and turns clicks into actions."""

    needs_curtain = True

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.palette = ctx.palette
        self.track_rect = pygame.Rect(br.x, br.y, br.width, 26)
        self.map_rect = pygame.Rect(br.x, br.y + 30, br.width, 276)
        low = self.map_rect.bottom + 8
        self.areas_full = pygame.Rect(br.x, low, 556, br.bottom - low)
        self.hand_box = pygame.Rect(br.x, br.bottom - HAND_H, 556, HAND_H)
        self.controls_panel = pygame.Rect(br.x + 568, low, br.right - br.x - 568, br.bottom - low)
        self.controls_rect = self.controls_panel.inflate(-20, -18)
        self.geom = MapGeometry(self.map_rect)
        self.painter = MapPainter(self.geom, self.palette)
        poker = pygame.Rect(0, 0, 640, 272)
        poker.center = self.map_rect.center
        self.poker = DicePoker(poker, self.palette)
        tall = pygame.Rect(br.x, self.map_rect.y, self.areas_full.width,
                           self.hand_box.y - 6 - self.map_rect.y)
        self.reader = CardReader(self.map_rect, tall)
        self.reader.tab = self.painter.open_box(self.reader.tab.size)  # off the places
        self.on_show = CardOnShow(self.map_rect)  # a card that acted on the viewer, to read
        self.held = HeldViews()  # views that wait for their card to be on show (``pacing``)
        self.mouse: tuple[int, int] = (-1, -1)
        self.page = 0
        self.picked: list[str] = []  # toggles picked before a confirm (Personalities, discards)
        self.version = 0
        self._layer: tuple[Any, pygame.Surface] | None = None
        self._base: tuple[Any, pygame.Surface] | None = None
        self._canvas = pygame.Surface(self.ctx.board_rect.size)
        self._marks = MapPainter(self.geom, self.palette)
        self._buttons: tuple[Any, list[Button], tuple[str, str]] | None = None
        self.glides: dict[int, tuple[tuple[float, float], Tween]] = {}  # pawns on the move
        # Seats at this screen that let it pass for them: as the player last chose (settings).
        self.auto_pass = set(range(len(ctx.seat_names))) if load_settings().auto_pass else set()
        self.auto_wait = 0.0  # seconds until this screen passes for the viewer
        self.sent: Action | None = None  # the viewer's action, until its events come back
        self.said = ""  # what the viewer's action did, said once its moment is on show
        self.played_first: C.CardPlayed | None = None  # another's card among the last events
        self.moments = 0  # the moments shown: (decision, legal) changes; toasts go with them
        self._moment_seen: tuple[Any, list[Action]] | None = None
        self.clock, self.appeared, self.pressed = 0.0, {}, None  # see Clicks.watch_buttons

    # The table's calls.

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        """Draw ``view`` now, or once the card its step put on show is on show; a view
        with no events before it (an Undo) takes away what was on show."""
        refresh = not self.held.fresh
        if self.held.take(view, legal):
            return
        if refresh:
            self.on_show.forget()
        self._show_now(view, legal)

    def _show_now(self, view: dict[str, Any], legal: list[Action]) -> None:
        old = ((self.view.get("you") or {}).get("decision"), self.view.get("seat"))
        reaching = self._reaching() if self.view else set()
        super().show(view, legal)
        if old != ((view.get("you") or {}).get("decision"), view.get("seat")):
            self.page = 0
            self.picked = []
        self.version += 1
        if self._moment_seen != ((view.get("you") or {}).get("decision"), legal):
            self._moment_seen = ((view.get("you") or {}).get("decision"), legal)
            self.moments += 1
        self._say_why_gone(reaching if old[1] == view.get("seat") else set())
        if self.said:  # told in the moment it brought, it stays until the next one
            self.ctx.toast(self.said)
            self.said = ""
        if self.on_show.later and not view.get("check") and not self.ctx.read_only:
            self.on_show.add([], view.get("seat", -1))  # the cards of the check just over
        self.poker.after_show(view)
        self.reader.show(view, legal)
        self.auto_wait = AUTO_PASS_SECONDS if self.auto_passes() else 0.0

    def auto_passes(self) -> bool:
        """Does this screen pass for the viewer now? Only in a reaction window where the
        seat's one legal answer is to pass, and only if the seat asked for it; never the
        "Roll the dice" of the viewer's own check (``reaction``)."""
        return (self.view.get("seat") in self.auto_pass
                and (self.legal == [A.Pass()] or result_settled(self.view, self.legal))
                and reaction(self.view, self.legal) is not None)

    def switch_auto_pass(self) -> None:
        seat = self.view.get("seat", -1)
        self.auto_pass ^= {seat}
        self.version += 1
        on = seat in self.auto_pass
        save_settings(replace(load_settings(), auto_pass=on))
        self.ctx.toast("Auto-pass on: when nothing in your hand can answer, the table passes "
                       "for you" if on else "Auto-pass off: every moment to react waits for you")
        self.auto_wait = AUTO_PASS_SECONDS if self.auto_passes() else 0.0

    def on_events(self, events: list[Event]) -> None:
        acted = self.sent is not None  # the viewer's own action: it reads a held verdict
        before = self.on_show.queue + self.on_show.notices
        if not self.ctx.read_only:
            self.on_show.add(events, self.view.get("seat", -1), not self.view.get("check"))
        self.held.after_events(self.on_show, before)
        if self.sent is not None:
            said = feedback(self.sent, events, self.view.get("seat", -1))
            if said and len(self.on_show.queue) + len(self.on_show.notices) == len(before):
                self.said = said  # else the card on show says it
            self.sent = None
        seat = self.view.get("seat", -1)
        for e in events:  # a Level is told the moment it comes (playtest 7), not only after
            if isinstance(e, E.LevelGained) and e.seat == seat and not self.ctx.read_only:
                self.said = "; ".join(w for w in (self.said, level_up(e.level)) if w)
        else:
            self.played_first = self.played_first or next(
                (e for e in events if isinstance(e, C.CardPlayed)
                 and e.seat != self.view.get("seat")), None)
        self.poker.on_events(events, self.view, not self.ctx.read_only, acted)
        before = self.painter.pawn_spots(self.view)
        for e in events:
            if isinstance(e, E.Travelled) and e.seat in before:
                self.glides[e.seat] = (before[e.seat], Tween(0.0, 1.0, GLIDE_SECONDS))
        rolled = any(isinstance(e, E.DiceRolled | E.DieRerolled) for e in events)
        sounds = (["dice_roll"] if rolled else []) + [SOUNDS[type(e)] for e in events
                                                        if type(e) in SOUNDS]
        for name in dict.fromkeys(sounds):
            self.ctx.sound.play(name)

    def busy(self) -> bool:
        return (self.poker.busy() or bool(self.glides) or self.auto_wait > 0
                or bool(self.held.waiting) or self.on_show.waiting(self.view.get("seat", -1))
                or self.on_show.noticing())

    def waits_on_viewer(self) -> bool:
        """The viewer's own verdict held on the dice, or a card on show for them."""
        seat = self.view.get("seat", -1)
        held = self.poker.held and not self.poker.to_act and not self.poker.tray.is_rolling
        return not self.ctx.read_only and (held or self.on_show.waiting(seat))

    def settle(self) -> None:
        """Finish every animation now and take every card on show as read (tests, tools)."""
        self.on_show.queue, self.on_show.notices = [], []
        for view, legal in self.held.release():
            self._show_now(view, legal)
        self.version += 1  # the controls a card on show held back come
        self.poker.hurry()
        self.poker.update(1.0)
        self.glides = {}

    def update(self, dt: float) -> None:
        if self.ctx.palette is not self.palette:
            self.palette = self.ctx.palette
            self.painter = MapPainter(self.geom, self.palette)
            self.poker.set_palette(self.palette)
            self._layer = self._base = None
        self.poker.update(dt)
        self.on_show.update(dt)
        for view, legal in self.held.ready(self.on_show):
            self._show_now(view, legal)
        self.watch_buttons(dt)
        if self.auto_wait > 0 and not self.poker.busy():
            self.auto_wait = max(0.0, self.auto_wait - dt)
            if self.auto_wait == 0 and self.auto_passes() and not self.ctx.read_only:
                words = "Passed for you: no card to play" if self.legal == [A.Pass()] \
                    else "Passed for you: no card you hold can better this result"
                self.auto_pressed(A.Pass())
                moment = self.moments
                if self.ctx.submit(A.Pass()) and (self.moments == moment or not self.legal
                                                  or self.auto_passes()):
                    self.ctx.toast(words)  # in the moment after it, unless that asks anew
        for seat, (_, tween) in list(self.glides.items()):
            tween.update(dt)
            if tween.done:
                del self.glides[seat]
        if self.poker.tray.pop_impacts():
            self.ctx.sound.play("die_land")

    def moment(self) -> int:
        """The moment the board shows: a new one each time what the viewer decides (or
        that they decide nothing) changes; a toast said in one goes when it is over."""
        return self.moments

    def describe(self, event: Event) -> str:
        """The log's line for ``event``; hovering a card it names shows the card."""
        return log_line(event)

    def show_hint(self, action: Action, reason: str = "") -> None:
        words, _ = label(action, self.view) if self.view else (action.to_text(), "")
        reason = reason or (hint_reason(action, self.view) if self.view else "")
        self.ctx.toast(f"Hint: {words}{f' — {reason}' if reason else ''}")

    def hint_rect(self, action: Action) -> pygame.Rect | None:
        """What a click makes ``action`` with: its button, its place on the map or its card."""
        button = next((b for b in self.all_buttons() if b.action == action), None)
        if button is not None:
            return button.rect
        place = next((p for p, a in self.targets().items() if a == action), None)
        if place is not None:
            return pygame.Rect(0, 0, 26, 26).move(self.place_centre(place)).move(-13, -13)
        card, hand = getattr(action, "card", None), (self.view.get("you") or {}).get("hand", {})
        return self.hand_rect(card) if any(card in cards for cards in hand.values()) else None

    def toast_anchor(self) -> pygame.Rect:
        """Toasts go over the oldest lines of the log, under the status lines: the board's
        top holds the step bar and the northern cities, and the dice-check panel (its
        header and hand ladder) covers the map's middle, which a toast must not hide."""
        return pygame.Rect(SIDE_RECT.x + 8, SIDE_RECT.y + 100, SIDE_RECT.width - 16, 0)

    def summary_lines(self, outcome: Outcome) -> list[str]:
        lines = []
        for q in self.view.get("players", []):
            found = len(q["artifacts"])
            lines.append(f"{seat_label(self.view, q['seat'])}: Level {q['level']}, "
                         f"{count(found, 'Artifact')}, "
                         f"{count(q['collection'], 'Unknown card')} in the collection")
        return lines

    # Layout helpers.

    def me(self) -> dict[str, Any] | None:
        seat = self.view.get("seat", -1)
        players = self.view.get("players", [])
        return players[seat] if 0 <= seat < len(players) else None

    def decision(self) -> dict[str, Any] | None:
        return (self.view.get("you") or {}).get("decision")

    def areas_rect(self) -> pygame.Rect:
        if self.view.get("you"):
            return pygame.Rect(self.areas_full.x, self.areas_full.y, self.areas_full.width,
                               self.hand_box.y - 6 - self.areas_full.y)
        return self.areas_full

    def buttons(self) -> list[Button]:
        card_first = self.card_first()
        reading = self._yours_to_read()
        key = (self.version, self.page, tuple(self.picked), card_first, reading)
        if self._buttons is None or self._buttons[0] != key:
            seat = self.view.get("seat", -1)
            auto = seat in self.auto_pass if self.legal else None
            buttons, words, pages = controls.layout(self.controls_rect, self.view, self.legal,
                                                    self.page, self.picked, auto)
            if card_first:
                buttons, words = [], CARD_FIRST
            elif reading:
                words = YOURS_TO_READ[reading]
            self._buttons = (key, buttons, words)
        return self._buttons[1]

    def heading(self) -> str:
        """The controls panel's heading: what the viewer is to do now."""
        self.buttons()
        assert self._buttons is not None
        return self._buttons[2][0]

    def card_first(self) -> bool:
        """A card on show for the viewer comes before the choices of a Level it gave
        (playtest 5: The Informant and "You gain a Level" came at the same moment)."""
        decision = self.decision() or {}
        return decision.get("kind") in WAITS_FOR_CARD \
            and self.on_show.waiting(self.view.get("seat", -1))

    def all_buttons(self) -> list[Button]:
        extra = self.poker.buttons(self.view, self.legal) if self.poker.visible(self.view) else []
        return extra + self.buttons()

    def plan_places(self) -> dict[str, list[str]]:
        """Places the Plans in the viewer's hand ask to visit: place -> the Plans' names."""
        out: dict[str, list[str]] = {}
        for card in (self.view.get("you") or {}).get("hand", {}).get("plan", []):
            for place in plan_visits(card):
                out.setdefault(place, []).append(card_name(card))
        return out

    def reading(self, pos: tuple[int, int]) -> bool:
        """Is ``pos`` on the cards shown over the map?"""
        return (self.reader.open(self.view) and not self.poker.visible(self.view)
                and self.reader.rect.collidepoint(pos))

    def targets(self) -> dict[str, Action]:
        """Places a click on the map would choose now."""
        out: dict[str, Action] = {}
        for action in self.legal:
            if isinstance(action, A.Travel):
                out[action.to] = action
            elif isinstance(action, A.StartAt):
                out[action.place] = action
            elif isinstance(action, A.PickCity):
                out[action.city] = action
        return out

    # Test and tool helpers (canvas coordinates).

    def place_centre(self, place: str) -> tuple[int, int]:
        return self.geom.centre(place)

    def hand_rect(self, card: str) -> pygame.Rect:
        return next(r for (_, c, _), r in areas.hand_spots(self.hand_box, self.view.get("you"))
                    if c == card)

    def chip_rect(self, spot: tuple[Any, ...]) -> pygame.Rect | None:
        return next((r for s, r, _, _ in areas.area_spots(self.areas_rect(), self.view)
                     if s == spot), None)

    def button_rect(self, name: str) -> pygame.Rect | None:
        b = next((b for b in self.all_buttons() if b.name == name), None)
        return None if b is None else b.rect

    def die_centre(self, die: int) -> tuple[int, int]:
        return self.poker.die_centre(die)

    def reader_box(self, card: str) -> pygame.Rect | None:
        """A card shown large over the map (None if it is not)."""
        return self.reader.box_of(card) if self.reader.open(self.view) else None
