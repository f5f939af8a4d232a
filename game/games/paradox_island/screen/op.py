"""OP's screen: the whole island with every piece, and the captives' boards beside it.

A mixin of ``ParadoxIslandScene``. The island (sea, tiles, symbols, knot
arrows) is one surface cached until a tile is laid; the lit targets are a
second cached surface per choice; only the pieces, the hovered target and
the banner are drawn each frame. A piece whose place changed glides there
(``GLIDE_SECONDS``), so OP can follow what the bots and captives did.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import Hex
from game.games.paradox_island.rules.island import (
    DIRECTION_NAMES,
    OCEAN_NAMES,
    placed_cells,
    tile_specs,
)
from game.games.paradox_island.screen.art import (
    SEAT_COLOURS,
    IslandFrame,
    captive_token,
    island_layer,
    piece_image,
)
from game.games.paradox_island.screen.panels import compact_board, op_status
from game.games.paradox_island.screen.words import space_words
from game.ui.tween import Tween
from game.ui.widgets import panel

GLIDE_SECONDS = 0.45
Spot = tuple[float, float]


class OpScreen:
    """OP's island, pieces and side column (mixed into the scene)."""

    view: dict[str, Any]
    legal: list[Any]
    palette: Any
    ctx: Any
    mouse: tuple[int, int]
    on_felt: Any
    op_choice: tuple[Any, ...]
    of_kind: Any
    _chooser: Any
    buttons: Any
    lit_key: Any
    lit_over: Any
    draw_hover: Any

    def op_layout(self, br: pygame.Rect) -> None:
        self.op_frame = IslandFrame(pygame.Rect(br.x, br.y, 600, 590), 33)
        self.status_rect = pygame.Rect(br.x, br.y + 598, 600, 66)
        self.side_rect = pygame.Rect(br.x + 612, br.y, 268, 672)
        self.glides: dict[str, tuple[Spot, Spot, Tween]] = {}
        self.spots: dict[str, Spot] = {}
        self.sprites: dict[str, pygame.Surface] = {}

    # Animation.

    def op_controls_rect(self, br: pygame.Rect) -> pygame.Rect:
        """OP's controls: in the side column, under the prompt and the captives' boards."""
        boards = 0
        for board in self.view.get("captives", []):
            pieces = sum(1 for piece in board["pieces"] if piece["name"])
            boards += 28 + 18 * pieces + (28 if board["character"] else 0) + 4
        top = br.y + max(120, 76 + boards)
        return pygame.Rect(br.x + 618, top, 254, br.bottom - 6 - top)

    def glide_pieces(self) -> None:
        """A piece whose place changed glides from where it is drawn now."""
        spots = self.piece_spots()
        for key, spot in spots.items():
            old = self.spots.get(key)
            if old is not None and old != spot:
                now = self.drawn_at(key, old)
                self.glides[key] = (now, spot, Tween(0.0, 1.0, GLIDE_SECONDS))
        self.spots = spots
        self.sprites = {key: self._piece_sprite(key) for key in spots}

    def drawn_at(self, key: str, rest: Spot) -> Spot:
        glide = self.glides.get(key)
        if glide is None:
            return rest
        (ax, ay), (bx, by), t = glide
        return ax + (bx - ax) * t.value, ay + (by - ay) * t.value

    def piece_spots(self) -> dict[str, Spot]:
        """Where each piece rests: OP's pieces high on their space, captives low, side by side."""
        v, f = self.view, self.op_frame
        spots: dict[str, Spot] = {}
        if v.get("wave") is not None:
            lake = v.get("wave_lake")
            spots["wave"] = f.center(Hex(*lake)) if isinstance(lake, list) else \
                f.part_center(v["wave"])
        for name, side in (("rock", -1), ("bush", 1)):
            if v.get(name):
                x, y = f.center(Hex(*v[name]))
                spots[name] = (x + side * f.size * 0.4, y - f.size * 0.3)
        crowd: dict[Hex, list[str]] = {}
        for pos in v.get("positions", []):
            if pos["hex"] is not None:
                crowd.setdefault(Hex(*pos["hex"]), []).append(f"c{pos['seat']}:{pos['piece']}")
        for h, keys in crowd.items():
            x, y = f.center(h)
            for n, key in enumerate(keys):
                spread = (n - (len(keys) - 1) / 2) * f.size * 0.62
                spots[key] = (x + spread, y + f.size * 0.36)
        return spots

    def why_not_there(self, h: Hex | None, part: int | None) -> str:
        """Why a click on this space or ocean part does nothing now."""
        where = f"the {OCEAN_NAMES[part]} ocean" if part is not None else "that space"
        phase = self.view.get("phase")
        kinds = {a.kind for a in self.legal}
        if "place_wave" in kinds:
            return f"The Wave starts in an ocean part, not on {where} (p. 5)."
        if "place_rock" in kinds:
            return "The Rock starts on an anomaly space, lit in green (p. 5)."
        if "place_bush" in kinds:
            return "The Bush starts on a fruit space, lit in green (p. 5)."
        if "lay_tile" in kinds:
            return "Pick a tile on the right; the ghost shows where it goes (p. 4)."
        if self.op_choice:
            return "Now pick a direction on the compass, or a lit space."
        if phase == "play" and ("piece_move" in kinds or "push" in kinds):
            return f"Nothing to do on {where}: click a lit piece, or a piece button (p. 15)."
        return f"Nothing to do on {where} now: see the prompt on the right."

    def op_piece_rows(self) -> list[list[tuple[Any, ...]]]:
        """OP's choices of piece to move or captive to push (then the compass)."""
        row: list[tuple[Any, ...]] = []
        starts: dict[str, Hex] = {}
        for a in self.of_kind("piece_move"):
            starts.setdefault(a.piece, a.start)
        for piece, start in starts.items():
            choice = ("piece", piece, start)
            on = self.op_choice[:2] == choice[:2]
            row.append((f"move:{piece}", f"Move {piece.capitalize()}", self._chooser(
                self.op_choice if on else choice), "on" if on else "normal",
                "Then a direction on the compass"))
        for a in self.of_kind("push"):
            choice = ("push", a.by, a.seat, a.piece)
            name = f"push:{a.by}:{a.seat}:{a.piece}"
            if any(b[0] == name for b in row):
                continue
            row.append((name, f"{a.by.capitalize()} pushes {self.narrator.piece(a.seat, a.piece)}",
                        self._chooser(choice), "on" if self.op_choice == choice else "normal",
                        "Then a direction on the compass"))
        return [row[i:i + 2] for i in range(0, len(row), 2)]

    def draw_way(self, surface: pygame.Surface) -> None:
        """Under a hovered compass direction, an arrow from the chosen piece that way."""
        b = next((b for b in self.buttons() if b.name.startswith("dir:") and b.enabled
                  and b.rect.collidepoint(self.mouse)), None)
        if b is None:
            return
        if self.op_choice[0] == "piece":
            origin: Hex | None = self.op_choice[2]
        else:  # a push: from the captive pushed
            _, _, seat, piece = self.op_choice
            origin = next((Hex(*p["hex"]) for p in self.view.get("positions", [])
                           if p["seat"] == seat and p["piece"] == piece and p["hex"]), None)
        if origin is None:
            return
        f = self.op_frame
        ax, ay = f.center(origin)
        bx, by = f.center(origin.neighbor(DIRECTION_NAMES.index(b.name[4:])))
        dx, dy = (bx - ax) / f.size, (by - ay) / f.size  # unit-ish: neighbours are ~1.7 apart
        tip = (ax + dx * f.size * 1.3, ay + dy * f.size * 1.3)
        base = (ax + dx * f.size * 0.75, ay + dy * f.size * 0.75)
        side = (-dy * f.size * 0.3, dx * f.size * 0.3)
        pygame.draw.line(surface, self.palette.accent, (ax, ay), base, 7)
        pygame.draw.polygon(surface, self.palette.accent, [
            tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])])

    # Drawing.

    def draw_op(self, surface: pygame.Surface) -> None:
        p, f, v = self.palette, self.op_frame, self.view
        # The side (the prompt and the boards) first: a stale prompt would mislead most.
        column = self.layer("column", p, self._column)
        if column is not None:
            surface.blit(column, self.side_rect)
        side = self.layer("side", (p, self.board_key), self._side)
        if side is not None:
            surface.blit(side, self.side_rect)
        shape = (p, len(v.get("placements", [])))
        island = self.layer("island", shape, self._op_island)
        lit = self.layer("lit island", (shape, self.lit_key()), lambda: self.lit_over(island))
        if lit is not None:
            surface.blit(lit, f.rect)
        self.draw_hover(surface)
        for key, spot in self.spots.items():
            x, y = self.drawn_at(key, spot)
            image = self.sprites[key]
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        status = self.layer("status", (p, self.board_key), self._status)
        if status is not None:
            surface.blit(status, self.status_rect.inflate(24, 24))

    def _op_island(self) -> pygame.Surface:
        v = self.view
        spaces = {Hex(*row["hex"]): row["label"] for row in v.get("island", [])}
        arrows = {Hex(*row["hex"]): row["arrows"] for row in v.get("island", [])
                  if row.get("arrows")}
        tiles: dict[Hex, str] = {}
        for tile, anchor, turn in v.get("placements", []):
            spec = tile_specs()[tile]
            for h, info in zip(placed_cells(spec, Hex(*anchor), turn), spec.spaces, strict=True):
                tiles[h] = tile
                spaces.setdefault(h, info.label)  # while building: what the laid tiles show
        return self.on_felt(island_layer(self.op_frame, spaces, tiles, (50, 40, 30),
                                         arrows=arrows), self.op_frame.rect)

    def _piece_sprite(self, key: str) -> pygame.Surface:
        size = round(self.op_frame.size * 0.95)
        if not key.startswith("c"):
            return piece_image(key, size if key != "wave" else size + 10)
        seat, piece = (int(x) for x in key[1:].split(":"))
        name = self.narrator.piece(seat, piece)
        board = next(b for b in self.view["captives"] if b["seat"] == seat)
        lying = board["pieces"][piece]["lying"]
        return captive_token(name[:2], SEAT_COLOURS[(seat - 1) % 4], size + 2, lying)

    def _status(self) -> pygame.Surface:
        rect = self.status_rect
        layer = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
        op_status(layer, pygame.Rect(12, 12, rect.width, rect.height), self.view, self.palette)
        return self.on_felt(layer, rect.inflate(24, 24))

    def _column(self) -> pygame.Surface:
        """The side column's panel on the felt (static)."""
        r = self.side_rect
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        panel(layer, pygame.Rect(4, 2, r.width - 8, r.height - 6), self.palette)
        return self.on_felt(layer, r)

    def _side(self) -> pygame.Surface:
        """The prompt, then each captive's board in short (only as tall as they are)."""
        r = self.side_rect
        layer = pygame.Surface((r.width, self.controls_rect.y - r.y), pygame.SRCALPHA)
        y = self.draw_prompt(layer, pygame.Rect(10, 4, r.width - 20, 60)) + 4
        turn = self.view.get("turn")
        for board in self.view["captives"]:
            y = compact_board(layer, pygame.Rect(6, y, r.width - 12, 90), board, self.palette,
                              board["seat"] == turn) + 4
        return layer

    def op_tooltip(self, h: Hex | None) -> str | None:
        if h is None:
            return None
        row = next((r for r in self.view.get("island", []) if Hex(*r["hex"]) == h), None)
        if row is None:
            return None
        words = space_words(row["label"])
        if row.get("arrows"):
            words += ": joins " + ", ".join(f"{a}-{b}" for a, b in row["arrows"])
        here = [self.narrator.piece(p["seat"], p["piece"]) for p in self.view.get("positions", [])
                if p["hex"] is not None and Hex(*p["hex"]) == h]
        here += [n.capitalize() for n in ("rock", "bush") if self.view.get(n)
                 and Hex(*self.view[n]) == h]
        return words + (f" \u2014 {', '.join(here)} here" if here else "")
