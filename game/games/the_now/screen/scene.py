"""The Now's table: the time map, the Now track, the tablets, the hand and the controls.

Layout inside ``ctx.board_rect`` (880x672): on the left the Now track
(``track``) over the field, drawn as a time map (``field``, with event cards
as ``tiles``); on the right every player's tablet and the viewer's hand
(``tablets``), and the controls: what clicks do (``controls``), the turn's
buttons with their costs (``turn_panel``) and the panels of decisions
(``decisions``). While a ring is realized (``realizing``) the controls show
the sum of each event's links and impacts, node by node (``sums``), and the
field lights the links being counted. ``layers`` draws it all from two
cached surfaces; ``words`` and ``tips`` say it in players' words.

**Hover** a node, a card, an item, an artifact, a tablet or a round of the
track for its tooltip; a node's tooltip ends with what a click there would
do and cost. A click the rules refuse says why.

Tests use ``node_center``, ``card_rect``, ``spot_rect``, ``button_rect`` and
``settle`` (canvas coordinates).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.the_now.rules import actions as A
from game.games.the_now.rules import events as E
from game.games.the_now.rules.views import points_history
from game.games.the_now.screen.buttons import GAP, Button, Rows
from game.games.the_now.screen.decisions import Decisions
from game.games.the_now.screen.field import FieldPainter, pawn_places
from game.games.the_now.screen.geometry import FieldGeometry, Point
from game.games.the_now.screen.layers import Layers
from game.games.the_now.screen.preview import PREVIEW_TIP, note_at
from game.games.the_now.screen.realizing import Realization, display_field, display_players
from game.games.the_now.screen.tablets import (
    ROW_H,
    hand_spots,
    tablet_spots,
)
from game.games.the_now.screen.tips import (
    artifact_tip,
    card_tip,
    item_tip,
    node_tip,
    tablet_tip,
    track_tip,
)
from game.games.the_now.screen.track import TrackLayout
from game.games.the_now.screen.turn_panel import TurnPanel
from game.games.the_now.screen.words import describe, label, me
from game.ui.game_scene import SIDE_RECT
from game.ui.table import GameScene, TableContext
from game.ui.tween import Tween

SOUNDS = {E.Attacked: "attack", E.PlayerOut: "lose", E.TurnBegan: "turn",
          E.BetsOpened: "announce", E.ArtifactCast: "portal", E.PhaseEnded: "announce",
          E.Organized: "place", E.Annihilated: "attack"}
FIELD_SIZE = 38
GLIDE_SECONDS = 0.3


class TheNowScene(Decisions, TurnPanel, Layers, GameScene):
    """Draws The Now for ``ctx.seat`` and turns clicks into actions."""

    needs_curtain = True

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.palette = ctx.palette
        self.left = pygame.Rect(br.x, br.y, 540, br.height)
        self.track = TrackLayout(pygame.Rect(br.x, br.y, 540, 58), 20)
        self.geom = FieldGeometry(pygame.Rect(br.x, br.y + 64, 540, br.height - 64), FIELD_SIZE)
        self.painter = FieldPainter(self.geom, self.palette)
        side = br.x + 548
        self.side = pygame.Rect(side, br.y, br.right - side, br.height)
        self.tablets_rect = pygame.Rect(side, br.y, self.side.width, 3 * ROW_H)
        self.hand_rect = pygame.Rect(side, 0, self.side.width, 98)
        self.controls_rect = pygame.Rect(side, 0, self.side.width, 0)
        self._layout_side(3)
        self.mouse: tuple[int, int] = (-1, -1)
        self.version = 0
        self.forget_layers()
        self._buttons: tuple[Any, list[Button]] | None = None
        self.playback: Realization | None = None
        self.glides: dict[str, tuple[Point, Point, Tween]] = {}
        self._moved: set[str] = set()
        self._before_places: dict[str, Point] = {}
        self.hint_node = -1
        self.reset_choices()

    def _layout_side(self, players: int) -> None:
        top = self.side.y
        self.tablets_rect.height = players * ROW_H
        self.hand_rect.y = top + players * ROW_H + 2
        self.controls_rect.y = self.hand_rect.bottom + 10
        self.controls_rect.height = self.side.bottom - self.controls_rect.y

    # The table's calls.

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        super().show(view, legal)
        self.version += 1
        self._buttons = None
        self._layout_side(view.get("player_count", 3))
        self.keep_choices()
        places = pawn_places(self.geom, view.get("players", []))
        for colour in self._moved:
            if colour in self._before_places and colour in places:
                self.glides[colour] = (self._before_places[colour], places[colour],
                                       Tween(0.0, 1.0, GLIDE_SECONDS))
        self._moved = set()

    def on_events(self, events: list[Event]) -> None:
        if not self.view:
            return
        if any(isinstance(e, E.Realized | E.RealizedEmpty) for e in events):
            if self.playback is not None:
                self.settle()
            self.playback = Realization(self.view, events)
            self._before_places = pawn_places(self.geom, display_players(self.playback))
        else:
            moved = {e.player for e in events if isinstance(e, E.Moved)}
            if moved and self.playback is None:
                self._before_places = pawn_places(self.geom, self.view["players"])
                self._moved = moved
        sounds = [SOUNDS[type(e)] for e in events if type(e) in SOUNDS
                  and not (isinstance(e, E.TurnBegan) and e.player != self._my_colour())]
        for name in dict.fromkeys(sounds):
            self.ctx.sound.play(name)

    def _my_colour(self) -> str:
        player = me(self.view)
        return "" if player is None else player["colour"]

    def busy(self) -> bool:
        return self.playback is not None or bool(self.glides)

    def update(self, dt: float) -> None:
        if self.ctx.palette is not self.palette:
            self.palette = self.ctx.palette
            self.painter = FieldPainter(self.geom, self.palette)
            self.forget_layers()
        if self.playback is not None:
            verdict = self.playback.update(dt)
            if verdict:
                self.ctx.sound.play("now_occurs" if verdict == "yes" else "now_fails")
            if self.playback.done:
                self._end_playback()
        for colour, (_, _, tween) in list(self.glides.items()):
            tween.update(dt)
            if tween.done:
                del self.glides[colour]

    def _end_playback(self) -> None:
        self.playback = None
        self._buttons = None
        places = pawn_places(self.geom, self.view.get("players", []))
        for colour, start in self._before_places.items():
            if colour in places and places[colour] != start:
                self.glides[colour] = (start, places[colour], Tween(0.0, 1.0, GLIDE_SECONDS))

    def settle(self) -> None:
        """Finish every animation now."""
        if self.playback is not None:
            self.playback.skip()
            self._end_playback()
        self.glides = {}

    def describe(self, event: Event) -> str:
        return describe(event)

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.ctx.toast(f"Hint: {label(action, self.view)}{f' — {reason}' if reason else ''}")
        if isinstance(action, A.Organize):
            self.card, self.artifact, self.mode = action.card, "", ""
            self.rotation, self.token, self.arcs = action.rotation, action.token, \
                (action.yes, action.no)
        self.hint_node = next((getattr(action, name) for name in ("to", "target")
                               if isinstance(getattr(action, name, None), int)), -1)
        self._buttons = None

    def toast_anchor(self) -> pygame.Rect:
        """Toasts go over the top of the log, under the status line: the board's top holds
        the Now track and the tablets (your name and energy), which a toast must not hide."""
        return pygame.Rect(SIDE_RECT.x + 8, SIDE_RECT.y + 100, SIDE_RECT.width - 16, 0)

    def summary_lines(self, outcome: Outcome) -> list[str]:
        lines = []
        for p in self.view.get("players", []):  # the seats are named by their colours
            history = ", ".join(map(str, points_history(self.view, p["seat"])[1:4]))
            lines.append(f"{p['name']} ({p['faction']}): {p['points']} points"
                         + (f"; after phases 1-3: {history}" if history else ""))
        return lines

    # What is drawn now.

    def shown_view(self) -> dict[str, Any]:
        """The view as drawn: during a realization, nodes and pawns as they were."""
        if self.playback is None or not self.playback.before:
            return self.view
        before = self.playback.before
        return {**self.view, "field": display_field(before["field"], self.view["field"],
                                                    self.playback),
                "players": display_players(self.playback)}

    def buttons_key(self) -> tuple[Any, ...]:
        """Changes whenever the controls must be laid out again."""
        return (self.version, self.card, self.rotation, self.token, self.arcs, self.artifact,
                self.mode, self.needle_target, self.hole_amount, self.page, self.focus,
                self.give, self.take, self.kept, tuple(self.bet), self.playback is None,
                self.confirm)

    def buttons(self) -> list[Button]:
        key = self.buttons_key()
        if self._buttons is None or self._buttons[0] != key:
            self._buttons = (key, self._layout_buttons())
        return self._buttons[1]

    def _layout_buttons(self) -> list[Button]:
        if not self.view or self.playback is not None:
            return []
        rows = Rows()
        if self.ctx.read_only:  # a replay: nothing looks clickable
            self.waiting_rows(rows)
        elif self.confirm is not None:
            self.confirm_rows(rows)
        elif not self.decision_rows(rows):
            if not self.legal or not self.my_turn():
                self.waiting_rows(rows)
            elif self.card:
                self.plan_rows(rows)
            elif self.artifact:
                self.artifact_rows(rows)
            elif self.mode:
                self.mode_rows(rows)
            else:
                self.turn_rows(rows)
        out, pages = rows.layout(self.controls_rect.inflate(-16, -14), self.page,
                                 self._next_page)
        yes = next((b for b in out if b.name == "confirm:yes"), None)
        if yes is not None and yes.rect.inflate(0, 2 * GAP).collidepoint(self.mouse):
            rows = Rows()  # the question's "yes" would lie under the click that asked
            self.confirm_rows(rows, away=yes.rect.height * 2)
            out, pages = rows.layout(self.controls_rect.inflate(-16, -14), 0, self._next_page)
        return out

    def _next_page(self) -> None:
        self.page += 1

    # Input.

    def _spot_at(self, pos: tuple[int, int]) -> Any:
        for spot, rect in hand_spots(self.hand_rect, self.view.get("you")):
            if rect.collidepoint(pos):
                return spot
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL and self.card and self.geom.rect.collidepoint(
                self.mouse):
            self.turn_card(1 if event.y < 0 else -1)
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.view:
            return False
        self.mouse = event.pos
        self.hint_node = -1
        if self.playback is not None:
            if self.controls_rect.collidepoint(event.pos):
                self.settle()
            else:
                self.playback.hurry()
            return True
        for b in self.buttons():
            if b.rect.collidepoint(event.pos) and b.command is not None:
                b.command()
                return True
        return self._click_places(event.pos)

    def _click_places(self, pos: tuple[int, int]) -> bool:
        spot = self._spot_at(pos)
        if spot is not None:
            decision = ((self.view.get("you") or {}).get("decision") or {}).get("kind")
            if spot[0] == "card" and decision == "replace":
                self.give = "" if self.give == spot[1] else spot[1]
            elif spot[0] == "card":
                self.click_card(spot[1])
            else:
                self.click_artifact(spot[1])
            return True
        for spot, rect in tablet_spots(self.tablets_rect, self.view):
            if rect.collidepoint(pos) and spot[0] == "item":
                self.click_item(spot[1], spot[2])
                return True
        if self.geom.rect.collidepoint(pos):
            node = self.geom.node_at(pos, self.view["field"]["v616"]["open"])
            if node is not None:
                self.click_node(node)
                return True
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        view = self.shown_view()
        if not view.get("field"):
            return None
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                if b.style == "card":
                    return card_tip(view["cards"][b.label])
                if b.style == "preview":
                    note = note_at(b.rect, self.planned_notes(), pos)
                    return note.tip if note else PREVIEW_TIP
                return b.tip or None
        spot = self._spot_at(pos)
        if spot is not None:
            if spot[0] == "card":
                return card_tip(view["cards"][spot[1]])
            return artifact_tip(spot[1], None)
        for spot, rect in tablet_spots(self.tablets_rect, view):
            if rect.collidepoint(pos):
                player = view["players"][spot[1]]
                if spot[0] == "item":
                    return item_tip(spot[2], player["items"].get(spot[2], 0))
                if spot[0] == "cast":
                    return artifact_tip(spot[2], player["cast"][spot[2]])
                return tablet_tip(player, points_history(view, spot[1]))
        round_ = self.track.round_at(pos)
        if round_ is not None:
            return track_tip(view, round_)
        if self.geom.rect.collidepoint(pos):
            node = self.geom.node_at(pos, view["field"]["v616"]["open"])
            if node is not None:
                return node_tip(view, node, self._click_words(node))
        return None

    def _click_words(self, node: int) -> list[str]:
        if self.playback is not None:
            return []
        action = self.targets().get(node)
        if action is None:
            return []
        if isinstance(action, (A.LayLink, A.Reinforce)):
            return ["Click: lay or reinforce the Logistic link toward it"]
        if isinstance(action, A.Needle):
            return ["Click: link your node to it with the Lachesis Needle (1 pair)"]
        return [f"Click: {label(action, self.view)}"]

    # Test and tool helpers (canvas coordinates).

    def node_center(self, node: int) -> tuple[int, int]:
        x, y = self.geom.centre(node)
        return round(x), round(y)

    def card_rect(self, card: str) -> pygame.Rect:
        return next(r for s, r in hand_spots(self.hand_rect, self.view.get("you"))
                    if s[1] == card)

    def spot_rect(self, spot: tuple[Any, ...]) -> pygame.Rect | None:
        for found, rect in tablet_spots(self.tablets_rect, self.view):
            if found == spot:
                return rect
        return None

    def button_rect(self, name: str) -> pygame.Rect | None:
        b = next((b for b in self.buttons() if b.name == name), None)
        return None if b is None else b.rect
