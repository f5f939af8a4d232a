"""A captive's screen: the notebook page on the left, the board and controls on the right.

A mixin of ``ParadoxIslandScene``. The notebook is a paper page: the island
drawn in pencil, which the captive fills in by picking a symbol from the
pencil case under the map and clicking spaces (the hovered space shows the
symbol in grey first; OP's own mark, the starting fruit, is inked and
ringed). Beside the pencil case are the notes area and the log of every
announcement heard (scroll it with the wheel), the clues told to this captive
pinned at its top (``learned``); "Tiles" lays the tile
reference card over the map. Only the view is read: the page never shows a
space the captive was not told about.

Surfaces are cached by what they show -- the page with its marks by the
palette and the marks, the board by the board, the log line by line -- and
are opaque where they can be, so a frame is a handful of cheap blits.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core.hexgrid import Hex
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import anomaly_tokens
from game.games.paradox_island.rules.island import FRUITS, LAKE_SHAPES, SPACES
from game.games.paradox_island.screen.art import IslandFrame, island_layer, piece_image
from game.games.paradox_island.screen.icons import INK, symbol
from game.games.paradox_island.screen.learned import learned_facts
from game.games.paradox_island.screen.notebook import (
    Notebook,
    fingerprint,
    load_notebook,
    save_notebooks,
)
from game.games.paradox_island.screen.panels import (
    captive_board,
    compact_board,
    faint,
    tile_card,
)
from game.games.paradox_island.screen.words import space_words, wrapped
from game.ui.theme import gui_theme, hex_colour, mix
from game.ui.widgets import CanvasUIManager, panel, text

#: The pencil case: every symbol OP may announce, then the captive's own marks.
NOTE_MARKS: tuple[str, ...] = (
    *(f"fruit:{f}" for f in FRUITS), "camp:A", "camp:B", "oracle",
    "mirage:snakes", "mirage:zombies", "mirage:UFOs", "knot", "portal:1", "portal:2", "portal:3",
    *(f"lake:{s}" for s in LAKE_SHAPES), "anomaly", *(f"anomaly:{a}" for a in anomaly_tokens()),
    "?", "x", "you",
)
OP_PIECES = ("wave", "rock", "bush")
PER_ROW = 12
PITCH = 40  # a pencil cell's step: twelve of them and the margins fit the case
LINE = 15  # the heard log's line height
PINNED = 4  # lines of the "Heard" box kept for what the captive learned


class CaptiveScreen:
    """The notebook, the board and the captive's clicks (mixed into the scene)."""

    view: dict[str, Any]
    legal: list[Any]
    ctx: Any
    palette: Any
    mouse: tuple[int, int]
    on_felt: Any
    bonus_tooltip: Any

    def book_layout(self, br: pygame.Rect) -> None:
        """Where the notebook's parts sit inside the board rect (880x672)."""
        self.page_rect = pygame.Rect(br.x, br.y, 508, 672)
        self.book_frame = IslandFrame(pygame.Rect(br.x + 14, br.y + 22, 488, 400), 26)
        self.palette_rect = pygame.Rect(br.x + 8, br.y + 428, 492, 96)
        self.notes_rect = pygame.Rect(br.x + 8, br.y + 532, 242, 134)
        self.heard_rect = pygame.Rect(br.x + 258, br.y + 532, 242, 134)
        self.board_rect = pygame.Rect(br.x + 520, br.y, 360, 352)
        self.books: dict[int, Notebook] = {}
        self.entries: dict[int, list[dict[str, Any]]] = {}
        self.heard_lines: dict[int, list[str]] = {}
        self.heard_count: dict[int, int] = {}
        self.pen = NOTE_MARKS[0]
        self.card_open = False
        self.heard_scroll = 0
        self.pinned_height = 0  # the learned facts pinned at the top of the heard box
        self.ui: CanvasUIManager | None = None
        self.notes_box: pygame_gui.elements.UITextEntryBox | None = None

    def book(self) -> Notebook | None:
        """The viewing captive's notebook."""
        return self.books.get(self.view.get("seat", -1))

    # Notebook and notes.

    def open_notebook(self, before: Any) -> None:
        seat = self.view["seat"]
        self.entries[seat] = self.view.get("notebook", [])
        book = self.books.get(seat)
        # A saved notebook is found by the game's first announcements: look it up once
        # they are known, and only while this page is still blank.
        if book is None or (not book.key and not book.marks and not book.text
                            and fingerprint(self.entries[seat])):
            book = load_notebook(seat, self.entries[seat])
            self.books[seat] = book
        if self.ui is None or before != seat:
            self.heard_lines.pop(seat, None)
            self.heard_count.pop(seat, None)
            self._build_notes_box(book)

    def _build_notes_box(self, book: Notebook) -> None:
        theme = gui_theme(self.palette)
        paper = self.palette.paper
        on_paper = {"colours": {
            "dark_bg": hex_colour(paper), "normal_text": hex_colour(INK),
            "selected_text": hex_colour(INK), "text_cursor": hex_colour(INK),
            "normal_border": hex_colour(mix(paper, INK, 0.3))}}
        # The box reads its colours as a text box first, then as an entry box.
        theme["text_box"] = theme["text_entry_box"] = on_paper
        self.ui = CanvasUIManager((1280, 720), theme, lambda: self.mouse)
        inner = self.notes_rect.inflate(-8, -28).move(0, 10)
        self.notes_box = pygame_gui.elements.UITextEntryBox(inner, book.text, self.ui)

    def save_notes(self) -> None:
        if not self.ctx.read_only:
            save_notebooks(self.books, self.entries)

    def sync_notes(self, dt: float) -> None:
        """Let the notes box run and keep its text in the notebook."""
        if self.ui is None:
            return
        self.ui.update(dt)
        book = self.book()
        if book is not None and self.notes_box is not None \
                and self.notes_box.get_text() != book.text:
            book.text = self.notes_box.get_text()
            self.save_notes()

    def mark_rects(self) -> dict[str, pygame.Rect]:
        r = self.palette_rect
        rects = {}
        for k, label in enumerate((*NOTE_MARKS, "erase", "card")):
            rects[label] = pygame.Rect(r.x + 4 + (k % PER_ROW) * PITCH,
                                       r.y + 4 + (k // PER_ROW) * 30, PITCH - 2, 28)
        # The reference card's cell takes the room left at the row's end ("Tiles" fits).
        rects["card"].width = r.right - 4 - rects["card"].x
        return rects

    # Clicks.

    def click_notebook(self, pos: tuple[int, int]) -> bool:
        for label, rect in self.mark_rects().items():
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
        self.save_notes()
        return True

    def scroll_heard(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.heard_rect.collidepoint(self.mouse):
            self.heard_scroll = max(0, self.heard_scroll + event.y)
            return True
        return False

    # Drawing.

    def draw_captive(self, surface: pygame.Surface) -> None:
        p, v = self.palette, self.view
        book = self.book()
        ink = tuple(str(m) for m in v.get("marks", []))
        page = self.layer("page", (p, ink, tuple(sorted(book.marks.items())) if book else ()),
                          self._marked_page)
        if page is not None:
            surface.blit(page, self.page_rect)
        self.draw_lit(surface)
        if self.role == "captive" and not self.card_open:
            self._draw_pen_hover(surface)
        if self.card_open:
            card = self.layer("card", p, lambda: tile_card(self.book_frame.rect, p))
            if card is not None:
                surface.blit(card, self.book_frame.rect)
        boards = self.layer("board", self.board_key, self._board_layer)
        if boards is not None:
            surface.blit(boards, self.board_rect)
        if self.role != "captive":
            return
        palette = self.layer("pencils", (p, self.pen, self.card_open), self._pencils)
        if palette is not None:
            surface.blit(palette, self.palette_rect)
        if self.ui is not None:
            self.ui.draw_ui(surface)
        heard = self.layer("heard", (p, len(v.get("notebook", [])), self.heard_scroll),
                           self._heard)
        if heard is not None:
            surface.blit(heard, self.heard_rect.inflate(-4, -22).move(0, 9))

    def _marked_page(self) -> pygame.Surface:
        """The page with the captive's pencilled symbols and OP's inked marks (opaque)."""
        page = self.layer("blank", (self.palette, self.role), self._page)
        assert page is not None
        page = page.copy()
        f = self.book_frame
        page.blit(self._marks_layer(), (f.rect.x - self.page_rect.x, f.rect.y - self.page_rect.y))
        return page

    def _page(self) -> pygame.Surface:
        """The paper page with its ruling and the island in pencil (static, opaque)."""
        r = self.page_rect
        page = pygame.Surface(r.size).convert()
        paper = self.palette.paper
        page.fill(paper)
        pygame.draw.rect(page, mix(paper, INK, 0.35), page.get_rect(), 1)
        rule = mix(paper, (120, 160, 210), 0.35)
        for y in range(40, r.height - 8, 22):
            pygame.draw.line(page, rule, (10, y), (r.width - 10, y))
        pygame.draw.line(page, mix(paper, (210, 80, 80), 0.5), (34, 6), (34, r.height - 6))
        island = island_layer(self.book_frame, {h: "" for h in SPACES}, {}, (90, 80, 60), True)
        page.blit(island, (self.book_frame.rect.x - r.x, self.book_frame.rect.y - r.y))
        if self.role != "captive":  # a spectator's page: the ocean's names and nothing more
            return page
        page.blit(text("My map of the island", "small", INK, bold=True), (44, 4))
        hint = text("pick a pencil below, click spaces", 13, mix(paper, INK, 0.6))
        page.blit(hint, hint.get_rect(topright=(r.width - 12, 6)))
        for rect, title in ((self.notes_rect, "Notes"), (self.heard_rect, "Heard")):
            box = rect.move(-r.x, -r.y)
            pygame.draw.rect(page, paper, box)
            pygame.draw.rect(page, mix(paper, INK, 0.25), box, 1, border_radius=6)
            page.blit(text(title, "small", INK, bold=True), (box.x + 6, box.y + 2))
        return page

    def _marks_layer(self) -> pygame.Surface:
        """The captive's pencilled symbols and OP's inked mark, over the page."""
        f = self.book_frame
        layer = pygame.Surface(f.rect.size, pygame.SRCALPHA)
        ox, oy = f.rect.topleft
        size = round(f.size * 1.2)
        book = self.book()
        for h, label in (book.marks.items() if book else ()):
            x, y = f.center(h)
            icon = symbol(label, size)
            layer.blit(icon, icon.get_rect(center=(round(x - ox), round(y - oy))))
        for mark in self.view.get("marks", []):
            what = mark["what"]
            if mark.get("hex"):
                spots = [f.center(Hex(*mark["hex"]))]
            elif mark.get("lake_spaces"):  # the Wave, spotted in a lake: the whole lake
                spots = [f.center(Hex(*h)) for h in mark["lake_spaces"]]
            elif mark.get("part", -1) >= 0:  # the Wave, spotted in an ocean part
                spots = [f.part_center(mark["part"])]
            else:  # spotted off the island: nothing to draw
                continue
            for x, y in spots:
                centre = (round(x - ox), round(y - oy))
                icon = piece_image(what, size) if what in OP_PIECES else symbol(what, size)
                layer.blit(icon, icon.get_rect(center=centre))
                pygame.draw.circle(layer, (30, 40, 90), centre, size // 2 + 4, 2)
                if what in OP_PIECES:  # a spotted OP piece: where it was when OP marked it
                    words = text("seen", 12, (30, 40, 90), bold=True)
                    layer.blit(words,
                               words.get_rect(midtop=(centre[0], centre[1] + size // 2 + 4)))
        return layer

    def _draw_pen_hover(self, surface: pygame.Surface) -> None:
        """Under the mouse, the space outlined and the pencil's symbol in grey."""
        f = self.book_frame
        h = f.space_at(self.mouse)
        if h is None or h in self.map_targets():
            return
        pygame.draw.polygon(surface, INK, f.layout.corners(h, 0.92), 2)
        if self.pen != "erase":
            ghost = faint(self.pen, round(f.size * 1.2))
            x, y = f.center(h)
            surface.blit(ghost, ghost.get_rect(center=(round(x), round(y))))

    def _pencils(self) -> pygame.Surface:
        """The pencil case: one cell per symbol, the chosen one lit."""
        p, r = self.palette, self.palette_rect
        layer = pygame.Surface(r.size).convert()
        layer.fill(p.paper)
        pygame.draw.rect(layer, mix(p.paper, INK, 0.08), layer.get_rect(), border_radius=8)
        for label, rect in self.mark_rects().items():
            box = rect.move(-r.x, -r.y)
            chosen = label == self.pen or (label == "card" and self.card_open)
            pygame.draw.rect(layer, mix(p.paper, p.accent, 0.6) if chosen else p.paper, box,
                             border_radius=6)
            pygame.draw.rect(layer, INK if chosen else mix(p.paper, INK, 0.25), box,
                             2 if chosen else 1, border_radius=6)
            if label in ("card", "erase"):
                words = text("Tiles" if label == "card" else "rub", 13, INK, bold=True)
                layer.blit(words, words.get_rect(center=box.center))
            else:
                icon = symbol(label, 24)
                layer.blit(icon, icon.get_rect(center=box.center))
        return layer

    def _board_layer(self) -> pygame.Surface:
        layer = pygame.Surface(self.board_rect.size, pygame.SRCALPHA)
        panel(layer, pygame.Rect(4, 2, layer.get_width() - 8, layer.get_height() - 6),
              self.palette)
        mine = self.my_board()
        local = self.board_rect.move(-self.board_rect.x, -self.board_rect.y)
        if mine is not None:
            usable = frozenset(a.fruit for a in self.of_kind("use_bonus"))
            captive_board(layer, local, mine, self.palette, usable)
        else:  # a spectator: every captive's board in short
            y, turn = 12, self.view.get("turn")
            for board in self.view.get("captives", []):
                y = compact_board(layer, pygame.Rect(12, y, local.width - 24, 90), board,
                                  self.palette, board["seat"] == turn) + 6
        return self.on_felt(layer, self.board_rect)

    def _heard(self) -> pygame.Surface:
        """The log of announcements heard, newest at the bottom (lines wrapped once)."""
        seat = self.view.get("seat", -1)
        entries = self.view.get("notebook", [])
        if len(entries) < self.heard_count.get(seat, 0):  # an undo took some back
            self.heard_lines.pop(seat, None)
            self.heard_count.pop(seat, None)
        lines = self.heard_lines.setdefault(seat, [])
        for entry in entries[self.heard_count.get(seat, 0):]:
            if entry["kind"] != "turn_ended":
                lines += wrapped(self.narrator.describe(E.EVENTS.decode(entry)),
                              self.heard_rect.width - 16, 13)
        self.heard_count[seat] = len(entries)
        r = self.heard_rect.inflate(-4, -22)
        layer = pygame.Surface(r.size).convert()
        layer.fill(self.palette.paper)
        top = self._pinned_facts(layer, learned_facts(entries, seat, self.narrator))
        room = (r.height - top) // LINE
        self.heard_scroll = min(self.heard_scroll, max(0, len(lines) - room))
        end = len(lines) - self.heard_scroll
        shown = lines[max(0, end - room):end]
        for k, line in enumerate(shown):
            colour = INK if k == len(shown) - 1 and not self.heard_scroll else \
                mix(self.palette.paper, INK, 0.7)
            layer.blit(text(line, 13, colour), (6, top + k * LINE))
        if self.heard_scroll:
            more = text(f"{self.heard_scroll} newer below", 12, INK, bold=True)
            layer.blit(more, more.get_rect(bottomright=(r.width - 4, r.height)))
        return layer

    def _pinned_facts(self, layer: pygame.Surface, facts: list[str]) -> int:
        """The newest clues told to this captive, pinned over the log where the next turns
        cannot scroll them away; returns where the log starts below them."""
        self.pinned_height = 0
        chosen: list[str] = []
        for fact in reversed(facts):  # the newest facts, whole, in at most PINNED lines
            fact_lines = list(wrapped(fact, self.heard_rect.width - 20, 13, bold=True))
            if len(chosen) + len(fact_lines) > PINNED:
                chosen = chosen or fact_lines[:PINNED]  # a long scan: its start (and tooltip)
                break
            chosen = fact_lines + chosen
        if not chosen:
            return 0
        box = pygame.Rect(0, 0, layer.get_width(), len(chosen) * LINE + 6)
        pygame.draw.rect(layer, mix(self.palette.paper, self.palette.accent, 0.25), box,
                         border_radius=4)
        for k, line in enumerate(chosen):
            layer.blit(text(line, 13, INK, bold=True), (6, 3 + k * LINE))
        self.pinned_height = box.height + 2
        return self.pinned_height

    def book_tooltip(self, pos: tuple[int, int]) -> str | None:
        if self.board_rect.collidepoint(pos):
            return self.bonus_tooltip(pos)
        pinned = self.heard_rect.inflate(-4, -22).move(0, 9)
        pinned.height = self.pinned_height
        if pinned.collidepoint(pos):
            facts = learned_facts(self.view.get("notebook", []), self.view.get("seat", -1),
                                  self.narrator)
            return "What I learned (told to me alone): " + "; ".join(facts[-8:])
        for label, rect in self.mark_rects().items():
            if rect.collidepoint(pos):
                if label == "card":
                    return "The tile reference card: all 17 tiles"
                if label == "erase":
                    return "Rubber: click a space to rub out your mark"
                return f"Pencil: {space_words(label) if label != 'you' else 'where I think I am'}"
        h = self.book_frame.space_at(pos)
        book = self.book()
        if h is not None and book and h in book.marks:
            return f"Your note: {space_words(book.marks[h])}"
        return None
