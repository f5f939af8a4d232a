"""The Apocalypse's table: the step track, the world map, the play areas, the controls.

Layout inside ``ctx.board_rect`` (880x672): the step track across the top
(``track``), the world map under it (``world_map``), then the play areas of
every player with the viewer's hand below them (``areas``) and, on the
right, the controls (``controls``). During an ability check the dice-poker
panel (``dice_poker``) lies over the centre of the map.

Everything but the dice and what follows the mouse is drawn into one cached
layer, rebuilt only when the view, the controls' page or the palette
changes; at rest nothing moves and the shell lets the app sleep.

**Clicks**: a lit place on the map travels there (or starts, or picks that
City); a card in hand is played (or discarded, or gets a Skill token, as the
decision asks); a card on your table is used; a die is rerolled; buttons
answer everything else. A click the rules refuse says why (the rules'
words); a click when it is someone else's moment says whose it is.
**Hover** anything for its full text and, where a click would act, what it
does and costs.

Tests use ``place_centre``, ``hand_rect``, ``chip_rect``, ``button_rect`` and
``die_centre`` (canvas coordinates) and ``settle``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.vocabulary import PERSONALITY_PAIRS
from game.games.apocalypse.screen import areas, controls
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.dice_poker import DicePoker
from game.games.apocalypse.screen.track import cells, draw_track, track_tip
from game.games.apocalypse.screen.words import (
    RESULT_TITLES,
    card_name,
    card_tip,
    hand_title,
    label,
    place_name,
    place_tip,
    seat_label,
)
from game.games.apocalypse.screen.world_map import PLAN_GOLD, MapGeometry, MapPainter, plan_visits
from game.ui.table import GameScene, TableContext
from game.ui.theme import felt
from game.ui.tween import Tween
from game.ui.widgets import panel

CANVAS = (1280, 720)
SOUNDS = {E.Died: "lose", E.LevelGained: "announce", E.CatastropheMoved: "scare",
          C.ArtifactFound: "portal", E.GameEnded: "win", E.UnknownFaced: "portal"}
HAND_H = 104
GLIDE_SECONDS = 0.35


class ApocalypseScene(GameScene):
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

    # The table's calls.

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        old = ((self.view.get("you") or {}).get("decision"), self.view.get("seat"))
        super().show(view, legal)
        if old != ((view.get("you") or {}).get("decision"), view.get("seat")):
            self.page = 0
            self.picked = []
        self.version += 1
        self.poker.after_show(view)

    def on_events(self, events: list[Event]) -> None:
        self.poker.on_events(events, self.view)
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
        return self.poker.busy() or bool(self.glides)

    def settle(self) -> None:
        """Finish every animation now."""
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
        for seat, (_, tween) in list(self.glides.items()):
            tween.update(dt)
            if tween.done:
                del self.glides[seat]
        if self.poker.tray.pop_impacts():
            self.ctx.sound.play("die_land")

    def describe(self, event: Event) -> str:
        if isinstance(event, E.CheckResolved):
            dice = " ".join(str(v) for v in event.dice)
            return (f"Player {event.seat + 1}'s check: {dice}, {hand_title(event.hand)} "
                    f"against {hand_title(event.target)}: {RESULT_TITLES[event.result]}")
        return event.to_text()

    def show_hint(self, action: Action, reason: str = "") -> None:
        words, _ = label(action, self.view) if self.view else (action.to_text(), "")
        self.ctx.toast(f"Hint: {words}{f' — {reason}' if reason else ''}")

    def summary_lines(self, outcome: Outcome) -> list[str]:
        lines = []
        for q in self.view.get("players", []):
            found = len(q["artifacts"])
            lines.append(f"{seat_label(self.view, q['seat'])}: Level {q['level']}, "
                         f"{found} Artifact{'s' if found != 1 else ''}, "
                         f"{q['collection']} Unknown cards in the collection")
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
        key = (self.version, self.page, tuple(self.picked))
        if self._buttons is None or self._buttons[0] != key:
            buttons, words, pages = controls.layout(self.controls_rect, self.view, self.legal,
                                                    self.page, self.picked)
            self._buttons = (key, buttons, words)
        return self._buttons[1]

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

    def _draw_plan_hover(self, surface: pygame.Surface) -> None:
        """While the mouse is on a Plan in hand, the places it asks for are ringed."""
        if self.poker.visible(self.view):
            return
        for (_, card, deck), rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if deck == "plan" and rect.collidepoint(self.mouse):
                for place in plan_visits(card):
                    x, y = self.geom.centre(place)
                    pygame.draw.circle(surface, PLAN_GOLD, (x, y), round(self.geom.radius * 1.6), 2)

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

    # Input.

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.view:
            return False
        self.mouse = pos = event.pos
        poker_up = self.poker.visible(self.view)
        if poker_up and self.poker.rect.collidepoint(pos) and self.poker.busy():
            self.poker.hurry()
            return True
        for b in self.all_buttons():
            if b.rect.collidepoint(pos):
                if b.name == "page:next":
                    self.page += 1
                    self.version += 1
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
        return self._click_table(pos)

    def _click_table(self, pos: tuple[int, int]) -> bool:
        decision = self.decision() or {}
        kind = decision.get("kind", "")
        for (_, card, deck), rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if rect.collidepoint(pos):
                if kind == "reduce" and deck == decision.get("discard") and self.legal:
                    self._toggle(card)
                else:
                    self._play(self._hand_action(card, deck, kind))
                return True
        for spot, rect, _, _ in areas.area_spots(self.areas_rect(), self.view):
            if rect.collidepoint(pos) and spot[0] in ("card", "learning", "character"):
                seat = spot[2] if spot[0] != "character" else spot[1]
                thing = spot[1] if spot[0] != "character" else spot[2]
                if seat != self.view.get("seat"):
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

    def _play(self, action: Action) -> None:
        """Send ``action``; if it is not this seat's moment, say whose it is."""
        seat = self.view.get("seat", -1)
        if seat < 0 or self.ctx.read_only:
            return
        waiting = self.view.get("waiting_for", [])
        if seat not in waiting or not self.legal:
            if self.view.get("phase") == "over":
                self.ctx.toast("The game is over")
            elif waiting:
                self.ctx.toast(f"Not now: it is {seat_label(self.view, waiting[0])}'s moment")
            return
        self.ctx.submit(action)

    # Tooltips.

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.view.get("players"):
            return None
        for b in self.all_buttons():
            if b.rect.collidepoint(pos):
                return b.tip or None
        poker_up = self.poker.visible(self.view)
        if poker_up and self.poker.rect.collidepoint(pos):
            return self._poker_tip(pos)
        for (_, card, _), rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if rect.collidepoint(pos):
                return card_tip(card, self._click_words(A.PlayCard(card)))
        for spot, rect, _, _ in areas.area_spots(self.areas_rect(), self.view):
            if rect.collidepoint(pos):
                return self._spot_tip(spot)
        for step, rect in cells(self.track_rect):
            if rect.collidepoint(pos):
                return track_tip(self.view, step)
        place = self.geom.place_at(pos)
        if place is not None and not poker_up:
            action = self.targets().get(place)
            click = f"Click: {_lower_first(label(action, self.view)[0])}" if action else ""
            plans = self.plan_places().get(place)
            if plans:
                click = f"Your Plans ask for a visit here: {', '.join(plans)}. {click}".strip()
            return place_tip(self.view, place, click)
        return None

    def _poker_tip(self, pos: tuple[int, int]) -> str | None:
        check = self.poker.check_of(self.view)
        if check and pos[1] < self.poker.tray_rect.y and check.get("card"):
            return card_tip(check["card"])
        if not check or not self.poker.tray_rect.collidepoint(pos) or not check["dice"]:
            return None
        die = self.poker.tray.die_at(pos)
        if die is None:
            return None
        value = check["dice"][die] if die < len(check["dice"]) else 0
        if any(isinstance(a, A.Reroll) for a in self.legal):
            return (f"This die shows {value}. Click to reroll it (1 of your "
                    f"{check['rerolls_left']} Rerolls left)")
        turn = next((a for a in self.legal if isinstance(a, A.TurnDie) and a.die == die), None)
        if turn is not None:
            n = (self.decision() or {}).get("n", 1)
            return f"This die shows {value}. Click to turn it to {value + n}"
        return f"This die shows {value}"

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

    # Drawing.

    def _base_layer(self) -> pygame.Surface:
        """The felt, the static map and the controls' panel: drawn once per palette."""
        key = self.palette.name
        if self._base is None or self._base[0] != key:
            br = self.ctx.board_rect
            base = felt(self.palette, CANVAS).subsurface(br).copy()
            off = (-br.x, -br.y)
            base.blit(self.painter.static(), self.map_rect.move(off))
            panel(base, self.controls_panel.move(off), self.palette, alpha=235, radius=12)
            if pygame.display.get_surface() is not None:
                base = base.convert()
            self._base = (key, base)
            self._canvas = base.copy()  # the layer is redrawn into this one surface
            self._marks = MapPainter(self.geom, self.palette)
            self._marks.geom = _Shifted(self.geom, off)
        return self._base[1]

    def _board_layer(self) -> pygame.Surface:
        key = (self.version, self.page, self.palette.name, tuple(self.picked))
        if self._layer is None or self._layer[0] != key:
            br = self.ctx.board_rect
            base = self._base_layer()
            layer = self._canvas
            layer.blit(base, (0, 0))
            off = (-br.x, -br.y)
            view, p = self.view, self.palette
            draw_track(layer, self.track_rect.move(off), view, p)
            self._marks.draw_marks(layer, view, set(self.targets()), self.plan_places())
            areas.draw_areas(layer, self.areas_rect().move(off), view, p)
            areas.draw_area_chips(layer, self.areas_rect().move(off), view, p)
            playable = {a.card for a in self.legal if isinstance(a, A.PlayCard | A.Discard)}
            playable |= {a.skill for a in self.legal if isinstance(a, A.PlaceSkillToken)}
            areas.draw_hand(layer, self.hand_box.move(off), view.get("you"), p, playable,
                            set(self.picked))
            buttons = self.buttons()
            assert self._buttons is not None
            controls.draw_heading(layer, self.controls_rect.move(off), self._buttons[2], p)
            if view.get("check") and (not buttons or controls.is_check_decision(
                    self.decision())):
                moved = [Button(b.name, b.rect.move(off), b.label) for b in buttons]
                controls.draw_stakes(layer, self.controls_rect.move(off), view,
                                     self._buttons[2], moved, p)
            for b in buttons:
                Button(b.name, b.rect.move(off), b.label, b.action, b.tip, b.style,
                       b.toggle).draw(layer, p, False)
            self._layer = (key, layer)
        return self._layer[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view.get("players"):
            return
        surface.blit(self._board_layer(), self.ctx.board_rect.topleft)
        p = self.palette
        spots = self.painter.pawn_spots(self.view)
        for seat, (start, tween) in self.glides.items():
            if seat in spots:
                end = spots[seat]
                spots[seat] = (start[0] + (end[0] - start[0]) * tween.value,
                               start[1] + (end[1] - start[1]) * tween.value)
        self.painter.draw_pawns(surface, spots, self.view.get("active", -1))
        self._draw_plan_hover(surface)
        poker_up = self.poker.visible(self.view)
        if poker_up:
            self.poker.draw(surface, self.view, self.legal, self.mouse)
        for b in self.buttons():
            if b.rect.collidepoint(self.mouse):
                b.draw(surface, p, True)
        place = None if poker_up else self.geom.place_at(self.mouse)
        if place is not None:
            x, y = self.geom.centre(place)
            lit = place in self.targets()
            pygame.draw.circle(surface, p.good if lit else p.text, (x, y),
                               round(self.geom.radius * 1.35), 3 if lit else 1)
        for _, rect in areas.hand_spots(self.hand_box, self.view.get("you")):
            if rect.collidepoint(self.mouse):
                pygame.draw.rect(surface, p.accent, rect.inflate(2, 2), 1, border_radius=4)

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


def _lower_first(words: str) -> str:
    return words[:1].lower() + words[1:]


class _Shifted(MapGeometry):
    """The map's geometry moved by ``off`` (for drawing into the board's layer)."""

    def __init__(self, geom: MapGeometry, off: tuple[int, int]) -> None:
        self.rect = geom.rect.move(off)
        self.layout = geom.layout
        self.size, self.radius = geom.size, geom.radius
        self.centres = {k: (x + off[0], y + off[1]) for k, (x, y) in geom.centres.items()}

