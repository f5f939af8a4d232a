"""What a mat holds, counted: cards in hand, treasures, active cards, tokens, deaths.

A roomy mat (three to five players) says it in words ("4 cards · 1 treasure");
a six-player mat has no room for words, so each count is a small picture and
its number (a card, a gold diamond, a blue card, a triangle for mischief tokens,
a square for scrounge tokens, a red cross for deaths), told apart by shape as
well as colour; the mat's tooltip says every count in words (``count_words``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.axis_mundi.screen.words import plural
from game.ui.palette import Palette
from game.ui.widgets import text

GOLD, BLUE, CARD, RED = (236, 196, 80), (150, 184, 230), (236, 222, 190), (220, 90, 80)
ORANGE, GREY = (236, 150, 70), (190, 190, 190)


def count_words(player: dict[str, Any]) -> list[str]:
    """Every count of a mat, in words (the tooltip's, and a roomy mat's line)."""
    words = [plural(player["hand_size"], "card") + " in hand",
             plural(player["treasures"], "treasure")]
    for flag, word in (("immobilized", "pinned"), ("invisible", "invisible"),
                       ("god_mode", "God-Mode")):
        if player[flag]:
            words.append(word)
    if player["mischief"]:
        words.append(plural(player["mischief"], "mischief token"))
    if player["scrounge"]:
        words.append(plural(player["scrounge"], "scrounge token"))
    if player["deaths"]:
        words.append(f"died {plural(player['deaths'], 'time')}")
    if player["slots"]:
        words.append(plural(len(player["slots"]), "active card"))
    return words


def _icon(surface: pygame.Surface, kind: str, x: int, y: int) -> None:
    """A 9-pixel picture of a count, its top left at (x, y)."""
    if kind in ("cards", "active"):
        rect = pygame.Rect(x + 1, y, 7, 10)
        pygame.draw.rect(surface, CARD if kind == "cards" else BLUE, rect, border_radius=1)
        pygame.draw.rect(surface, (60, 60, 60), rect, 1, border_radius=1)
    elif kind == "treasures":
        pygame.draw.polygon(surface, GOLD, [(x + 4, y), (x + 9, y + 5), (x + 4, y + 10),
                                            (x - 1, y + 5)])
    elif kind == "mischief":
        pygame.draw.polygon(surface, ORANGE, [(x + 4, y), (x + 9, y + 10), (x - 1, y + 10)])
    elif kind == "scrounge":
        pygame.draw.rect(surface, GOLD, (x, y + 1, 9, 9))
    elif kind == "deaths":
        pygame.draw.line(surface, RED, (x, y + 1), (x + 8, y + 9), 3)
        pygame.draw.line(surface, RED, (x + 8, y + 1), (x, y + 9), 3)


def _counted(player: dict[str, Any]) -> list[tuple[str, int]]:
    counts = [("cards", player["hand_size"]), ("treasures", player["treasures"]),
              ("active", len(player["slots"])), ("mischief", player["mischief"]),
              ("scrounge", player["scrounge"]), ("deaths", player["deaths"])]
    return [(kind, n) for kind, n in counts if n or kind == "cards"]


def draw_counts(surface: pygame.Surface, player: dict[str, Any], x: int, y: int, size: int,
                p: Palette) -> int:
    """A six-player mat's counts as pictures and numbers from (x, y); returns the right
    end (the flags, "pinned", follow in words)."""
    for kind, n in _counted(player):
        _icon(surface, kind, x, y + 3)
        number = text(str(n), size, p.text_dim)
        surface.blit(number, (x + 11, y))
        x += 11 + number.get_width() + 7
    flags = [w for f, w in (("immobilized", "pinned"), ("invisible", "invisible"),
                            ("god_mode", "God-Mode")) if player[f]]
    if flags:
        words = text(" ".join(flags), size, p.text_dim)
        surface.blit(words, (x, y))
        x += words.get_width()
    return x


def counts_row(mat: pygame.Rect) -> pygame.Rect:
    """Where a mat's counts are drawn (after its energy), for their own tooltip."""
    top = mat.y + (32 if mat.height < 58 else 41)
    return pygame.Rect(mat.x + 90, top, mat.width - 90, 16)
