"""The Paradox Island table: OP's island, or a captive's board and notebook.

What the screen shows depends on the role of ``ctx.seat`` in the view:

- **OP** sees the whole island (``view["island"]``): 37 spaces grouped by
  their tiles' outlines, each with its symbol, the six ocean parts, the Wave,
  Rock and Bush, every captive piece, the kept and drawn power tokens, the
  perish counter and each captive's board. Pieces glide when they move.
- **A captive** sees their board (character, mission, health and energy,
  fruits with their bonuses) and their notebook: an empty island they fill in
  by picking a symbol and clicking spaces (OP's mark of the starting fruit
  shows in ink), a notes area, and the log of everything they heard. A tile
  reference card opens over the map. Announcements flash as a banner.
- **A spectator** sees the captives' boards and what was said aloud.

Controls come from the legal actions (``scene_controls``). Layout inside
``ctx.board_rect`` (880x672): the map on the left; boards and controls in a
column on the right; OP's status strip or the captive's palette, notes and
heard log below the map.

Tests drive it with ``hex_center``, ``part_center``, ``button_rect``,
``fruit_rect`` and ``mark_rect`` (canvas coordinates).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core.hexgrid import Hex
from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.paradox_island import events as E
from game.games.paradox_island.island import SPACES, placed_cells, tile_specs
from game.games.paradox_island.scene_art import (
    NOTE_MARKS,
    SEAT_COLOURS,
    IslandFrame,
    captive_token,
    island_layer,
    piece_image,
    symbol,
)
from game.games.paradox_island.scene_controls import Controls
from game.games.paradox_island.scene_notebook import Notebook, load_notebook, save_notebooks
from game.games.paradox_island.scene_panels import (
    captive_board,
    fruit_rects,
    heard_log,
    op_status,
    tile_card,
)
from game.games.paradox_island.scene_words import (
    PENDING_PROMPTS,
    PHASE_HINTS,
    Narrator,
    label_words,
)
from game.ui.table import GameScene, TableContext
from game.ui.theme import gui_theme, mix
from game.ui.tween import Tween
from game.ui.widgets import CanvasUIManager, panel, text, wrap

GLIDE_SECONDS = 0.35
SOUNDS = {E.Attacked: "attack", E.ScaredOff: "portal", E.Perished: "lose", E.Arrived: "announce",
          E.OracleAnswer: "announce", E.SpacesNamed: "announce", E.InOcean: "announce",
          E.TurnStarted: "turn"}


class ParadoxIslandScene(Controls, GameScene):
    """Draws Paradox Island for OP or a captive and turns clicks into actions."""

    needs_curtain = True

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.palette = ctx.palette
        self.narrator = Narrator()
        self.mouse: tuple[int, int] = (-1, -1)
        self.version = 0
        self.books: dict[int, Notebook] = {}
        self.entries: dict[int, list[dict[str, Any]]] = {}
        self.pen = NOTE_MARKS[0]
        self.card_open = False
        self.heard_scroll = 0
        self.banner: tuple[str, Tween] | None = None
        self.glides: dict[str, tuple[tuple[float, float], tuple[float, float], Tween]] = {}
        self.spots: dict[str, tuple[float, float]] = {}
        self._layers: dict[str, tuple[Any, pygame.Surface | None]] = {}
        self.ui: CanvasUIManager | None = None
        self.notes_box: pygame_gui.elements.UITextEntryBox | None = None
        self.op_frame = IslandFrame(pygame.Rect(br.x, br.y, 600, 590), 33)
        self.book_frame = IslandFrame(pygame.Rect(br.x, br.y, 440, 392), 22)
        self.palette_rect = pygame.Rect(br.x, br.y + 396, 440, 70)
        self.notes_rect = pygame.Rect(br.x, br.y + 478, 214, 194)
        self.heard_rect = pygame.Rect(br.x + 224, br.y + 478, 216, 194)
        self.reset_choices()
        self.controls_rect = pygame.Rect(br.x + 462, br.y + 352, 410, 314)

    # The table's calls.

    @property
    def role(self) -> str:
        return self.view.get("role", "spectator")

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        before = self.view.get("seat")
        super().show(view, legal)
        self.narrator.view = view
        self.version += 1
        self.reset_choices()
        br = self.ctx.board_rect
        if self.role == "op":
            self.controls_rect = pygame.Rect(br.x + 616, br.y + 300, 264, 372)
            self._glide_pieces()
        else:
            self.controls_rect = pygame.Rect(br.x + 462, br.y + 352, 418, 320)
        if self.role == "captive":
            self._open_notebook(before)

    def on_events(self, events: list[Event]) -> None:
        sounds = []
        for e in events:
            sound = SOUNDS.get(type(e))
            if sound:
                sounds.append(sound)
            if isinstance(e, E.GameWon):
                sounds.append("win" if self.view.get("seat") in e.seats else "lose")
            if getattr(e, "reveals", False) or isinstance(e, E.Attacked | E.Perished):
                self.banner = (self.narrator.describe(e), Tween(1.0, 0.0, 2.4))
        for name in dict.fromkeys(sounds):
            self.ctx.sound.play(name)

    def busy(self) -> bool:
        return bool(self.glides)

    def update(self, dt: float) -> None:
        if self.ctx.palette is not self.palette:
            self.palette = self.ctx.palette
            self._layers.clear()
            self.ui = None
        for key, (_, _, tween) in list(self.glides.items()):
            tween.update(dt)
            if tween.done:
                del self.glides[key]
        if self.banner:
            self.banner[1].update(dt)
            if self.banner[1].done:
                self.banner = None
        if self.ui is not None and self.role == "captive":
            self.ui.update(dt)
            book = self.books.get(self.view["seat"])
            if book is not None and self.notes_box is not None \
                    and self.notes_box.get_text() != book.text:
                book.text = self.notes_box.get_text()
                self._save_notes()

    def describe(self, event: Event) -> str:
        return self.narrator.describe(event)

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.ctx.toast(f"Hint: {action.to_text()}{f' — {reason}' if reason else ''}")

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
        return fruit_rects(self._board_rect())[fruit]

    def mark_rect(self, label: str) -> pygame.Rect:
        return self._mark_rects()[label]

    def settle(self) -> None:
        """Finish every animation now."""
        self.glides.clear()
        self.banner = None

    def book(self) -> Notebook | None:
        """The viewing captive's notebook."""
        return self.books.get(self.view.get("seat", -1))

    # Input.

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.ui is not None and self.role == "captive" and self.ui.process_events(event):
            return True
        if event.type == pygame.MOUSEWHEEL and self.heard_rect.collidepoint(self.mouse) \
                and self.role == "captive":
            self.heard_scroll = max(0, self.heard_scroll + event.y)
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        pos = event.pos
        if self.click_buttons(pos):
            return True
        if self.role == "captive" and self._click_notebook(pos):
            return True
        if self.role == "captive" and self._click_fruit(pos):
            return True
        return self._click_map(pos)

    def _click_map(self, pos: tuple[int, int]) -> bool:
        if self.ctx.read_only or not self.legal:
            return False
        targets = self.map_targets()
        frame = self.frame()
        part = frame.part_at(pos)
        h = frame.space_at(pos)
        command = targets.get(h) if h is not None else targets.get(part) if part is not None \
            else None
        if command is None:
            return False
        command()
        self.changed()
        return True

    def _click_fruit(self, pos: tuple[int, int]) -> bool:
        for fruit, rect in fruit_rects(self._board_rect()).items():
            if rect.collidepoint(pos):
                options = self.bonus_options(fruit)
                if len(options) == 1 and not options[0].option:
                    self.play(options[0])
                elif options:
                    self.bonus_fruit = "" if self.bonus_fruit == fruit else fruit
                    self.changed()
                else:
                    self.ctx.toast(f"No {fruit} bonus can be used now.")
                return True
        return False

    def _click_notebook(self, pos: tuple[int, int]) -> bool:
        for label, rect in self._mark_rects().items():
            if rect.collidepoint(pos):
                if label == "card":
                    self.card_open = not self.card_open
                else:
                    self.pen = label
                return True
        book = self.book()
        h = self.book_frame.space_at(pos)
        if book is None or h is None or self.card_open or h in self.map_targets():
            return False
        book.mark(h, self.pen)
        self.ctx.sound.play("pen" if h in book.marks else "click")
        self._save_notes()
        return True

    # Notebook.

    def _open_notebook(self, before: Any) -> None:
        seat = self.view["seat"]
        self.entries[seat] = self.view.get("notebook", [])
        book = self.books.get(seat)
        if book is None or (not book.key and not book.marks and not book.text):
            book = load_notebook(seat, self.entries[seat])
            self.books[seat] = book
        if self.ui is None or before != seat:
            self._build_notes_box(book)

    def _build_notes_box(self, book: Notebook) -> None:
        self.ui = CanvasUIManager((1280, 720), gui_theme(self.palette), lambda: self.mouse)
        inner = self.notes_rect.inflate(-12, -36).move(0, 12)
        self.notes_box = pygame_gui.elements.UITextEntryBox(inner, book.text, self.ui)

    def _save_notes(self) -> None:
        if not self.ctx.read_only:
            save_notebooks(self.books, self.entries)

    def _mark_rects(self) -> dict[str, pygame.Rect]:
        r = self.palette_rect
        rects = {}
        for k, label in enumerate((*NOTE_MARKS, "erase")):
            rects[label] = pygame.Rect(r.x + 6 + (k % 12) * 34, r.y + 2 + (k // 12) * 34, 32, 32)
        rects["card"] = pygame.Rect(r.right - 66, r.y + 36, 64, 32)
        return rects

    # Animation.

    def _glide_pieces(self) -> None:
        """OP's screen: a piece whose place changed glides from its old place."""
        spots = self._piece_spots()
        for key, spot in spots.items():
            old = self.spots.get(key)
            if old is not None and old != spot:
                now = self._drawn_at(key, old)
                self.glides[key] = (now, spot, Tween(0.0, 1.0, GLIDE_SECONDS))
        self.spots = spots

    def _drawn_at(self, key: str, rest: tuple[float, float]) -> tuple[float, float]:
        glide = self.glides.get(key)
        if glide is None:
            return rest
        (ax, ay), (bx, by), t = glide
        return ax + (bx - ax) * t.value, ay + (by - ay) * t.value

    def _piece_spots(self) -> dict[str, tuple[float, float]]:
        v, f = self.view, self.op_frame
        spots: dict[str, tuple[float, float]] = {}
        if v.get("wave") is not None:
            lake = v.get("wave_lake")
            spots["wave"] = f.center(Hex(*lake)) if isinstance(lake, list) else \
                f.part_center(v["wave"])
        for name in ("rock", "bush"):
            if v.get(name):
                x, y = f.center(Hex(*v[name]))
                spots[name] = (x + (f.size * 0.42 if name == "rock" else -f.size * 0.42), y - 8)
        for n, pos in enumerate(v.get("positions", [])):
            if pos["hex"] is not None:
                x, y = f.center(Hex(*pos["hex"]))
                spots[f"c{pos['seat']}:{pos['piece']}"] = (x - 10 + 20 * (n % 2), y + 10)
        return spots

    # Drawing.

    def _layer(self, name: str, key: Any, build: Any) -> pygame.Surface | None:
        cached = self._layers.get(name)
        if cached is None or cached[0] != key:
            cached = (key, build())
            self._layers[name] = cached
        return cached[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view:
            return
        if self.role == "op":
            self._draw_op(surface)
        else:
            self._draw_captive(surface)
        self._draw_controls(surface)
        self._draw_banner(surface)

    def _draw_op(self, surface: pygame.Surface) -> None:
        p, f, v = self.palette, self.op_frame, self.view
        island = self._layer("island", (p, len(v.get("placements", []))), self._op_island)
        if island is not None:
            surface.blit(island, f.rect)
        lit = self._layer("lit", (self.version, self.op_choice, self.tile, self.tile_turn),
                          self._lit_layer)
        if lit is not None:
            surface.blit(lit, f.rect)
        for key, spot in self.spots.items():
            x, y = self._drawn_at(key, spot)
            image = self._piece_sprite(key)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        op_status(surface, pygame.Rect(f.rect.x, f.rect.bottom + 8, 600, 66), v, p)
        side = pygame.Rect(self.ctx.board_rect.x + 612, self.ctx.board_rect.y, 268, 672)
        boards = self._layer("boards", (p, self.version), lambda: self._boards(side.size))
        if boards is not None:
            surface.blit(boards, side)

    def _op_island(self) -> pygame.Surface:
        v = self.view
        spaces = {Hex(*row["hex"]): row["label"] for row in v.get("island", [])}
        tiles: dict[Hex, str] = {}
        for tile, anchor, turn in v.get("placements", []):
            spec = tile_specs()[tile]
            for h, info in zip(placed_cells(spec, Hex(*anchor), turn), spec.spaces, strict=True):
                tiles[h] = tile
                spaces.setdefault(h, info.label)  # while building: what the laid tiles show
        return island_layer(self.op_frame, spaces, tiles, (50, 40, 30))

    def _lit_layer(self) -> pygame.Surface | None:
        targets = self.map_targets()
        f = self.frame()
        ghost = self.tile_ghost() if self.of_kind("lay_tile") else []
        if not targets and not ghost and not self.op_choice:
            return None
        layer = pygame.Surface(f.rect.size, pygame.SRCALPHA)
        ox, oy = f.rect.topleft
        good = self.palette.good
        for target in targets:
            if isinstance(target, Hex):
                points = [(x - ox, y - oy) for x, y in f.layout.corners(target, 0.86)]
                pygame.draw.polygon(layer, (*good, 70), points)
                pygame.draw.lines(layer, good, True, points, 3)
            else:
                points = [(x - ox, y - oy) for x, y in f.parts[target]]
                pygame.draw.polygon(layer, (*good, 90), points)
                pygame.draw.lines(layer, good, True, points, 3)
        for h in ghost:
            points = [(x - ox, y - oy) for x, y in f.layout.corners(h, 0.95)]
            pygame.draw.polygon(layer, (*self.palette.accent, 120), points)
            pygame.draw.lines(layer, self.palette.accent, True, points, 3)
        if self.op_choice and self.op_choice[0] == "piece":
            points = [(x - ox, y - oy) for x, y in f.layout.corners(self.op_choice[2], 0.9)]
            pygame.draw.lines(layer, self.palette.accent, True, points, 4)
        return layer

    def _piece_sprite(self, key: str) -> pygame.Surface:
        size = round(self.op_frame.size * 0.95)
        if not key.startswith("c"):
            return piece_image(key, size if key != "wave" else size + 8)
        seat, piece = (int(x) for x in key[1:].split(":"))
        name = self.narrator.piece(seat, piece)
        board = next(b for b in self.view["captives"] if b["seat"] == seat)
        lying = board["pieces"][piece]["lying"]
        return captive_token(name[:2], SEAT_COLOURS[(seat - 1) % 4], size - 4, lying)

    def _boards(self, size: tuple[int, int]) -> pygame.Surface:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        p = self.palette
        panel(layer, pygame.Rect(12, 12, size[0] - 24, size[1] - 24), p)
        y = 4
        for board in self.view["captives"]:
            y = captive_board(layer, pygame.Rect(0, y, size[0], 100), board, p, False) + 6
        self._prompt(layer, pygame.Rect(8, max(y, 230), size[0] - 16, 60))
        return layer

    def _prompt(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        v, p = self.view, self.palette
        pending = (v.get("pending") or {}).get("kind")
        if v.get("result"):
            words = "The game is over."
        elif pending:
            words = PENDING_PROMPTS.get(pending, pending.replace("_", " "))
        elif self.legal:
            words = PHASE_HINTS.get(v["phase"], "Your turn.")
            left = v.get("actions_left")
            if left is not None and v["phase"] == "play":
                shown = " and ".join(map(str, left)) if isinstance(left, list) else left
                words += f" Actions left: {shown}."
        else:
            words = "Waiting for the others…"
        y = rect.y
        for line in wrap(words, rect.width - 8, "small", bold=True):
            layer.blit(text(line, "small", p.accent, bold=True), (rect.x + 4, y))
            y += 18

    def _board_rect(self) -> pygame.Rect:
        br = self.ctx.board_rect
        return pygame.Rect(br.x + 452, br.y, 428, 290)

    def _draw_captive(self, surface: pygame.Surface) -> None:
        p, v = self.palette, self.view
        book = self.book()
        ink = tuple(str(m) for m in v.get("marks", []))
        marks_key = (p, ink, tuple(sorted(book.marks.items())) if book else ())
        page = self._layer("page", marks_key, self._notebook_page)
        if page is not None:
            surface.blit(page, self.book_frame.rect)
        lit = self._layer("lit", (self.version,), self._lit_layer)
        if lit is not None:
            surface.blit(lit, self.book_frame.rect)
        if self.card_open:
            card = self._layer("card", p, lambda: tile_card(self.book_frame.rect, p))
            if card is not None:
                surface.blit(card, self.book_frame.rect)
        board_area = self._board_rect()
        side = pygame.Rect(board_area.x, board_area.y, 428, 672)
        boards = self._layer("boards", (p, self.version), lambda: self._own_board(side.size))
        if boards is not None:
            surface.blit(boards, side)
        if self.role != "captive":
            return
        self._draw_palette(surface)
        panel(surface, self.notes_rect, p)
        surface.blit(text("Notes", "small", p.accent, bold=True),
                     (self.notes_rect.x + 8, self.notes_rect.y + 4))
        if self.ui is not None:
            self.ui.draw_ui(surface)
        panel(surface, self.heard_rect, p)
        lines = self._layer("heard", (p, len(v.get("notebook", [])), self.heard_scroll),
                            self._heard)
        if lines is not None:
            surface.blit(lines, self.heard_rect)

    def _heard(self) -> pygame.Surface:
        entries = self.view.get("notebook", [])[-60 - self.heard_scroll:]  # what fits, and more
        words = [self.narrator.describe(E.EVENTS.decode(e)) for e in entries
                 if e["kind"] not in ("turn_ended",)]
        return heard_log(words, self.heard_rect, self.palette, self.heard_scroll)

    def _notebook_page(self) -> pygame.Surface:
        book = self.book()
        marks = {Hex(*m["hex"]): m["what"] for m in self.view.get("marks", [])
                 if m.get("hex") and m["what"].startswith("fruit:")}
        layer = island_layer(self.book_frame, {h: "" for h in SPACES}, {}, (90, 80, 60), False)
        ox, oy = self.book_frame.rect.topleft
        size = round(self.book_frame.size * 1.2)
        for h, label in (book.marks.items() if book else ()):
            x, y = self.book_frame.center(h)
            icon = symbol(label, size)
            layer.blit(icon, icon.get_rect(center=(round(x - ox), round(y - oy))))
        for h, label in marks.items():  # OP's ink: the starting fruit, ringed
            x, y = self.book_frame.center(h)
            icon = symbol(label, size)
            layer.blit(icon, icon.get_rect(center=(round(x - ox), round(y - oy))))
            pygame.draw.circle(layer, (30, 40, 90), (round(x - ox), round(y - oy)), size // 2 + 3,
                               2)
        words = text("Your map", "small", (230, 236, 246), bold=True)
        layer.blit(words, (8, 6))
        return layer

    def _own_board(self, size: tuple[int, int]) -> pygame.Surface:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        p = self.palette
        panel(layer, pygame.Rect(12, 12, size[0] - 24, size[1] - 24), p)
        mine = self.my_board()
        y = 6
        boards = [mine] if mine else self.view.get("captives", [])
        for board in boards:
            y = captive_board(layer, pygame.Rect(0, y, size[0], 280), board, p, bool(mine)) + 4
        others = [b for b in self.view.get("captives", []) if mine and b is not mine]
        line = f"Round {self.view['round']} · perished {self.view['perishes']}/" \
               f"{self.view['target']}" + "".join(
                   f" · {self.narrator.piece(b['seat'], 0)} {b['mission']['done']}/"
                   f"{b['mission']['count']}" for b in others if b["mission"])
        layer.blit(text(line, "small", p.text), (10, 300))
        self._prompt(layer, pygame.Rect(6, 322, size[0] - 12, 40))
        return layer

    def _draw_palette(self, surface: pygame.Surface) -> None:
        p = self.palette
        panel(surface, self.palette_rect, p)
        for label, rect in self._mark_rects().items():
            chosen = label == self.pen or (label == "card" and self.card_open)
            pygame.draw.rect(surface, mix(p.panel, p.accent, 0.5) if chosen else
                             mix(p.panel, (255, 255, 255), 0.1), rect, border_radius=6)
            if label == "card":
                words = text("Tiles", "small", p.text, bold=True)
                surface.blit(words, words.get_rect(center=rect.center))
            elif label == "erase":
                words = text("rub", "small", p.text)
                surface.blit(words, words.get_rect(center=rect.center))
            else:
                icon = symbol(label, 26)
                surface.blit(icon, icon.get_rect(center=rect.center))

    def _draw_controls(self, surface: pygame.Surface) -> None:
        p = self.palette
        for b in self.buttons():
            b.draw(surface, p, b.rect.collidepoint(self.mouse))
        if self.of_kind("move") and not (self.view.get("pending") or {}):
            cost = self.move_cost()
            words = f"Move: 1 action + {cost} energy" if cost else "Move: 1 action, no energy"
            x, y = self.compass_center()
            surface.blit(text(words, "small", p.accent, bold=True), (x + 92, y - 8))
        if self.bonus_fruit:
            words = f"{self.bonus_fruit.capitalize()} bonus: pick how to use it"
            surface.blit(text(words, "small", p.accent), (self.controls_rect.x,
                                                            self.controls_rect.y - 20))

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.banner:
            return
        words, life = self.banner
        image = text(words, "body", self.palette.text, bold=True)
        f = self.frame()
        box = image.get_rect(midbottom=(f.rect.centerx, f.rect.bottom - 8)).inflate(24, 12)
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (*mix(self.palette.panel, (0, 0, 0), 0.2), 230),
                         plate.get_rect(), border_radius=10)
        plate.blit(image, (12, 6))
        plate.set_alpha(round(255 * min(1.0, life.value * 3)))
        surface.blit(plate, box)

    # Tooltips.

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                return b.tooltip or None
        if self.role == "captive":
            for label, rect in self._mark_rects().items():
                if rect.collidepoint(pos):
                    return "Tile reference card" if label == "card" else \
                        f"Pencil: {label_words(label) if ':' in label else label}"
        h = self.frame().space_at(pos)
        if h is None:
            return None
        if self.role == "op":
            row = next((r for r in self.view.get("island", []) if Hex(*r["hex"]) == h), None)
            return None if row is None else label_words(row["label"]).capitalize()
        book = self.book()
        if book and h in book.marks:
            return f"Your note: {label_words(book.marks[h])}"
        return None
