"""The Paradox Island table: OP's island, or a captive's board and notebook.

What the screen shows depends on the role of ``ctx.seat`` in the view:

- **OP** (``op``) sees the whole island (``view["island"]``): 37 spaces
  grouped by their tiles' outlines, each with its symbol, the knots' arrows,
  the six ocean parts, the Wave, Rock and Bush, every captive piece, the kept
  and drawn power tokens, the perish counter and each captive's board in
  short. Pieces glide when they move. In build mode the tile being laid
  shows as a ghost with its symbols.
- **A captive** (``book``) sees their board (character, mission,
  ability, health and energy, the fruit bonuses) and their notebook: an
  empty island they fill in by picking a symbol and clicking spaces (OP's
  mark of the starting fruit shows in ink), a notes area, and the log of
  everything they heard. A tile reference card opens over the map.
- **A spectator** sees the first captive's board and what was said aloud.

Announcements flash as a banner and sound; attacks, scares and perishes have
their own sounds. Controls come from the legal actions (``controls``):
a lit target grows brighter under the mouse, and a click on anything the
rules do not allow now says why. Layout inside ``ctx.board_rect`` (880x672).

Tests drive it with ``hex_center``, ``part_center``, ``button_rect``,
``fruit_rect`` and ``mark_rect`` (canvas coordinates).
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core.hexgrid import Hex
from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.screen.art import IslandFrame
from game.games.paradox_island.screen.book import CaptiveScreen
from game.games.paradox_island.screen.buttons import draw_controls
from game.games.paradox_island.screen.controls import Controls
from game.games.paradox_island.screen.icons import symbol
from game.games.paradox_island.screen.op import OpScreen
from game.games.paradox_island.screen.panels import bonus_rects
from game.games.paradox_island.screen.prompts import action_sentence, prompt_words
from game.games.paradox_island.screen.words import Narrator, wrapped
from game.ui.table import GameScene, TableContext
from game.ui.theme import felt, mix
from game.ui.tween import Tween
from game.ui.widgets import text

SOUNDS = {E.Attacked: "attack", E.ScaredOff: "scare", E.Perished: "lose",
          E.Arrived: "announce", E.OracleAnswer: "announce", E.SpacesNamed: "announce",
          E.InOcean: "announce", E.PieceSpotted: "announce", E.TurnStarted: "turn",
          E.Pushed: "attack", E.MissionMarked: "pen"}
#: Announcements shown in a banner across the table: what OP said about the island
#: or its pieces (the rest only goes into the log).
BANNERS = (E.Arrived, E.InOcean, E.Met, E.OracleAnswer, E.SpacesNamed, E.PieceSpotted,
           E.TokensDrawn, E.OpMoved, E.Attacked, E.Perished, E.ScaredOff)
BANNER_SECONDS = 2.4
CANVAS = (1280, 720)  # the app's logical canvas, where the felt lies
REBUILD_BUDGET = 0.001  # seconds a frame may spend redrawing cached layers


class ParadoxIslandScene(Controls, OpScreen, CaptiveScreen, GameScene):
    """Draws Paradox Island for OP or a captive and turns clicks into actions."""

    needs_curtain = True

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.palette = ctx.palette
        self.narrator = Narrator(ctx.seat_names)
        self.mouse: tuple[int, int] = (-1, -1)
        self.board_key: Any = None
        self.version = 0  # one per view shown
        self.banner: tuple[str, Tween] | None = None
        self._layers: dict[str, tuple[Any, pygame.Surface | None]] = {}
        self._rebuilt = 0.0  # seconds spent rebuilding layers this frame
        self._stale = False  # a layer showed an old picture in the last frame
        self.op_layout(br)
        self.book_layout(br)
        self.reset_choices()
        self.controls_rect = pygame.Rect(br.x + 526, br.y + 418, 348, 250)

    # The table's calls.

    @property
    def role(self) -> str:
        return self.view.get("role", "spectator")

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        before = self.view.get("seat")
        if before is not None and before != view.get("seat"):
            # Hot seat: the next player gets fresh pictures, nothing kept from the last one's.
            self._layers.clear()
            self.glides.clear()
            self.spots, self.sprites, self.banner = {}, {}, None
        super().show(view, legal)
        # A view that arrives after this frame's update (a bot moved: that frame is
        # long already) redraws the cached layers from the next frame on.
        self._rebuilt = REBUILD_BUDGET
        self.narrator.view = view
        self.reset_choices(keep_piece=before == view.get("seat"))
        br = self.ctx.board_rect
        self.version += 1
        # What the cached panels show: rebuilt only when one of these changes (a
        # captive's screen shows only its own board).
        boards = view.get("captives") if self.role != "captive" else self.my_board()
        self.board_key = repr((boards, view.get("round"), view.get("perishes"),
                               view.get("token"), view.get("drawn"), view.get("turn"),
                               view.get("gone"),
                               prompt_words(view, legal, self.narrator),
                               sorted({a.fruit for a in legal if a.kind == "use_bonus"})))
        if self.role == "op":
            self.controls_rect = self.op_controls_rect(br)
            self.glide_pieces()
        else:
            self.controls_rect = pygame.Rect(br.x + 526, br.y + 418, 348, 250)
        if self.role == "captive":
            self.open_notebook(before)

    def on_events(self, events: list[Event]) -> None:
        sounds = []
        for e in events:
            sound = SOUNDS.get(type(e))
            if sound:
                sounds.append(sound)
            if isinstance(e, E.GameWon):
                sounds.append("win" if self.view.get("seat") in e.seats else "lose")
            if isinstance(e, BANNERS):
                self.banner = (self.narrator.describe(e), Tween(1.0, 0.0, BANNER_SECONDS))
        for name in dict.fromkeys(sounds):
            self.ctx.sound.play(name)

    def busy(self) -> bool:
        return bool(self.glides) or self._stale

    def update(self, dt: float) -> None:
        self._rebuilt = 0.0
        if self.ctx.palette is not self.palette:
            self.palette = self.ctx.palette
            self._layers.clear()
            self.ui = None
            if self.role == "captive":
                self.open_notebook(None)
        for key, (_, _, tween) in list(self.glides.items()):
            tween.update(dt)
            if tween.done:
                del self.glides[key]
        if self.banner:
            self.banner[1].update(dt)
            if self.banner[1].done:
                self.banner = None
        if self.role == "captive":
            self.sync_notes(dt)

    def describe(self, event: Event) -> str:
        return self.narrator.describe(event)

    def show_hint(self, action: Action, reason: str = "") -> None:
        words = action_sentence(action, self.view, self.narrator)
        self.ctx.toast(f"Hint: {words}{f' — {reason}' if reason else ''}")

    def toast_anchor(self) -> pygame.Rect:
        """Toasts and banners: over the island's top (OP), over the notebook's title and
        northern ocean (a captive); never over the spaces, pencils or instruction."""
        area, down = (self.op_frame.rect, 12) if self.role == "op" else (self.page_rect, 2)
        return pygame.Rect(area.x, area.y + down, area.width, 0)

    def summary_lines(self, outcome: Outcome) -> list[str]:
        lines = [f"Rounds played: {self.view.get('round', 0)}",
                 f"Perishes: {self.view.get('perishes', 0)} of {self.view.get('target', 0)}"]
        for board in self.view.get("captives", []):
            m = board["mission"]
            if m:
                lines.append(f"{self.narrator.piece(board['seat'], 0)}: mission "
                             f"{m['done']}/{m['count']}")
        return lines

    # Test and tool helpers (canvas coordinates).

    def frame(self) -> IslandFrame:
        return self.op_frame if self.role == "op" else self.book_frame

    def hex_center(self, h: Hex) -> tuple[int, int]:
        x, y = self.frame().center(h)
        return round(x), round(y)

    def part_center(self, k: int) -> tuple[int, int]:
        return self.frame().part_center(k)

    def button_rect(self, name: str) -> pygame.Rect | None:
        b = self.button_named(name)
        return None if b is None else b.rect

    def fruit_rect(self, fruit: str) -> pygame.Rect:
        board = self.my_board()
        assert board is not None, "only a captive's own board has bonus fruits"
        return bonus_rects(self.board_rect, board)[fruit]

    def mark_rect(self, label: str) -> pygame.Rect:
        return self.mark_rects()[label]

    def settle(self) -> None:
        """Finish every animation now."""
        self.glides.clear()
        self.banner = None

    # Input.

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        captive = self.role == "captive"
        if captive and self.ui is not None and self.ui.process_events(event):
            return True
        if captive and self.scroll_heard(event):
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        pos = event.pos
        if self.click_buttons(pos):
            return True
        if captive and (self.click_notebook(pos) or self.click_fruit(pos)):
            return True
        return self._click_map(pos)

    def _click_map(self, pos: tuple[int, int]) -> bool:
        frame = self.frame()
        part = frame.part_at(pos)
        h = frame.space_at(pos)
        if h is None and part is None:
            return False
        targets = self.map_targets()
        command = targets.get(h) if h is not None else targets.get(part)
        if command is None:
            if self.legal and not self.ctx.read_only and self.role == "op":
                self.ctx.toast(self.why_not_there(h, part), bad=True)
                self.ctx.sound.play("error")
            return self.role == "op"
        command()
        self.changed()
        return True

    # Drawing.

    def layer(self, name: str, key: Any, build: Any) -> pygame.Surface | None:
        """A cached surface, rebuilt by ``build`` only when ``key`` changes.

        Stale layers are rebuilt while this frame has spent less than
        ``REBUILD_BUDGET`` seconds on them; the rest show their last picture a
        frame longer, so a new view never costs one long frame.
        """
        cached = self._layers.get(name)
        if cached is None or (cached[0] != key and self._rebuilt < REBUILD_BUDGET):
            start = time.perf_counter()
            cached = (key, build())
            self._layers[name] = cached
            self._rebuilt += time.perf_counter() - start
        elif cached[0] != key:
            self._stale = True  # busy() until it is redrawn: bots and the end screen wait
        return cached[1]

    def on_felt(self, layer: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
        """``layer`` laid over the table's felt where it is drawn: one opaque blit a frame."""
        backdrop = felt(self.palette, CANVAS).subsurface(rect).copy()
        backdrop.blit(layer, (0, 0))
        return backdrop

    def draw(self, surface: pygame.Surface) -> None:
        self._stale = False
        if not self.view:
            return
        if self.role == "op":
            self.draw_op(surface)
        else:  # the prompt first: of all the layers, a stale one would mislead most
            prompt = self.layer("prompt", (self.palette, self.board_key), self._prompt_layer)
            self.draw_captive(surface)
            if prompt is not None:
                surface.blit(prompt, (self.board_rect.x, self.board_rect.bottom + 2))
        draw_controls(self, surface)
        self._draw_banner(surface)

    def _prompt_layer(self) -> pygame.Surface:
        layer = pygame.Surface((self.board_rect.width, 54), pygame.SRCALPHA)
        self.draw_prompt(layer, pygame.Rect(4, 0, self.board_rect.width - 8, 54))
        return layer

    def draw_prompt(self, layer: pygame.Surface, rect: pygame.Rect) -> int:
        """Whose turn it is and what to do, as a banner; returns its bottom."""
        p = self.palette
        mine = bool(self.legal) and not self.view.get("result")
        lines = wrapped(prompt_words(self.view, self.legal, self.narrator), rect.width - 20,
                     "small", bold=True)[:2]
        box = pygame.Rect(rect.x, rect.y + 2, rect.width, 14 + 19 * len(lines))
        pygame.draw.rect(layer, p.accent if mine else mix(p.panel, p.background, 0.5), box,
                         border_radius=8)
        for k, line in enumerate(lines):
            layer.blit(text(line, "small", p.panel if mine else p.text_dim, bold=True),
                       (box.x + 10, box.y + 7 + 19 * k))
        return box.bottom

    def lit_key(self) -> tuple[Any, ...]:
        """What the lit targets depend on: the view and the choice in progress."""
        return self.version, self.op_choice, self.tile, self.tile_turn

    def draw_lit(self, surface: pygame.Surface) -> None:
        """The legal targets lit (cached per choice), the hovered one brighter."""
        lit = self.layer("lit", self.lit_key(), self._lit_layer)
        if lit is not None:
            surface.blit(lit, self.frame().rect)
        self.draw_hover(surface)

    def lit_over(self, base: pygame.Surface | None) -> pygame.Surface | None:
        """``base`` (an opaque map) with the lit targets on it: one opaque blit a frame."""
        lit = self._lit_layer()
        if base is None or lit is None:
            return base
        merged = base.copy()
        merged.blit(lit, (0, 0))
        return merged

    def draw_hover(self, surface: pygame.Surface) -> None:
        """The hovered target outlined, and OP's piece's way under a hovered direction."""
        f = self.frame()
        targets = self.map_targets()
        h = f.space_at(self.mouse)
        part = f.part_at(self.mouse) if h is None else None
        if h in targets:
            pygame.draw.polygon(surface, mix(self.palette.good, (255, 255, 255), 0.5),
                                f.layout.corners(h, 0.9), 4)
        elif part in targets:
            pygame.draw.polygon(surface, mix(self.palette.good, (255, 255, 255), 0.5),
                                f.parts[part], 4)
        if self.op_choice and self.role == "op":
            self.draw_way(surface)

    def _lit_layer(self) -> pygame.Surface | None:
        targets = self.map_targets()
        f = self.frame()
        ghost = self.tile_ghost() if self.of_kind("lay_tile") else []
        if not targets and not ghost and not self.op_choice:
            return None
        layer = pygame.Surface(f.rect.size, pygame.SRCALPHA)
        ox, oy = f.rect.topleft
        good, accent = self.palette.good, self.palette.accent
        for target in targets:
            corners = f.layout.corners(target, 0.86) if isinstance(target, Hex) \
                else f.parts[target]
            points = [(x - ox, y - oy) for x, y in corners]
            pygame.draw.polygon(layer, (*good, 70 if isinstance(target, Hex) else 90), points)
            pygame.draw.lines(layer, good, True, points, 3)
        for h, label in ghost:
            points = [(x - ox, y - oy) for x, y in f.layout.corners(h, 0.96)]
            pygame.draw.polygon(layer, (*mix(accent, (255, 255, 255), 0.5), 220), points)
            pygame.draw.lines(layer, accent, True, points, 4)
            icon = symbol(label, round(f.size * 1.1))
            x, y = f.center(h)
            layer.blit(icon, icon.get_rect(center=(round(x - ox), round(y - oy))))
        if self.op_choice and self.op_choice[0] == "piece":
            points = [(x - ox, y - oy) for x, y in f.layout.corners(self.op_choice[2], 0.9)]
            pygame.draw.lines(layer, accent, True, points, 5)
        return layer

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.banner:
            return
        words, life = self.banner
        plate = self.layer("banner", (self.palette, words), lambda: self._banner_plate(words))
        assert plate is not None
        anchor = self.toast_anchor()  # over the page's title and the northern ocean
        plate.set_alpha(round(255 * min(1.0, life.value * 3)))
        surface.blit(plate, plate.get_rect(midtop=(anchor.centerx, anchor.y)))

    def _banner_plate(self, words: str) -> pygame.Surface:
        """The announcement on a plate, wrapped to the map's width."""
        lines = [text(line, "body", self.palette.text, bold=True)
                 for line in wrapped(words, self.frame().rect.width - 48, "body", bold=True)]
        height = sum(image.get_height() for image in lines)
        plate = pygame.Surface((max(image.get_width() for image in lines) + 24, height + 12),
                               pygame.SRCALPHA)
        pygame.draw.rect(plate, (*mix(self.palette.panel, (0, 0, 0), 0.2), 230),
                         plate.get_rect(), border_radius=10)
        y = 6
        for image in lines:
            plate.blit(image, image.get_rect(midtop=(plate.get_width() // 2, y)))
            y += image.get_height()
        return plate

    # Tooltips.

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                return b.tooltip or None
        if self.role == "op":
            return self.op_tooltip(self.frame().space_at(pos))
        return self.book_tooltip(pos)
