"""The look of the app, built from ``game.ui.palette`` at start-up.

- ``gui_theme(palette)`` is the pygame_gui theme as a dict (no theme file on
  disk: it is generated from the palette, so both palettes stay in step).
- ``felt(palette, size)`` is the table's background: a soft felt with a
  subtle vignette, rendered once per palette and size and cached.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pygame

from game.ui.palette import RGB, Palette

#: Height of one choice in an open drop-down list.
LIST_ITEM_HEIGHT = 26


def hex_colour(rgb: RGB, alpha: int | None = None) -> str:
    """``#rrggbb`` (or ``#rrggbbaa``) for pygame_gui."""
    text = "#{:02x}{:02x}{:02x}".format(*rgb)
    return text if alpha is None else f"{text}{alpha:02x}"


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def gui_theme(p: Palette) -> dict[str, Any]:
    """The pygame_gui theme for palette ``p``."""
    button_bg = mix(p.panel, p.panel_edge, 0.35)
    colours = {
        "normal_bg": hex_colour(button_bg),
        "hovered_bg": hex_colour(mix(button_bg, p.accent, 0.25)),
        "disabled_bg": hex_colour(mix(p.panel, p.background, 0.5)),
        "selected_bg": hex_colour(mix(button_bg, p.accent, 0.4)),
        "active_bg": hex_colour(mix(button_bg, p.accent, 0.55)),
        "dark_bg": hex_colour(mix(p.panel, (0, 0, 0), 0.2)),
        "normal_text": hex_colour(p.text),
        "hovered_text": hex_colour(p.text),
        "selected_text": hex_colour(p.text),
        "active_text": hex_colour(p.text),
        "disabled_text": hex_colour(p.text_dim),
        "normal_border": hex_colour(p.panel_edge),
        "hovered_border": hex_colour(p.accent),
        "selected_border": hex_colour(p.accent),
        "active_border": hex_colour(p.accent),
        "disabled_border": hex_colour(mix(p.panel_edge, p.panel, 0.5)),
        "filled_bar": hex_colour(p.accent),
        "unfilled_bar": hex_colour(mix(p.panel, p.panel_edge, 0.5)),
        "text_cursor": hex_colour(p.accent),
        "link_text": hex_colour(p.accent),
        "link_hover": hex_colour(mix(p.accent, p.text, 0.4)),
        "link_selected": hex_colour(p.accent),
        "normal_text_shadow": "#00000060",
    }
    rounded = {
        "shape": "rounded_rectangle",
        "shape_corner_radius": "8",
        "border_width": "1",
        "shadow_width": "2",
        "text_horiz_alignment_padding": "12",
    }
    body = {"name": "noto_sans", "size": "17", "bold": "0"}
    return {
        "defaults": {"colours": colours, "font": body},
        "button": {"misc": rounded, "font": body},
        "#primary": {
            "colours": {
                "normal_bg": hex_colour(p.accent),
                "hovered_bg": hex_colour(mix(p.accent, p.text, 0.3)),
                "active_bg": hex_colour(mix(p.accent, (0, 0, 0), 0.15)),
                "normal_text": hex_colour(p.panel),
                "hovered_text": hex_colour(p.panel),
                "active_text": hex_colour(p.panel),
                "normal_border": hex_colour(mix(p.accent, p.text, 0.3)),
            },
            "font": {"name": "noto_sans", "size": "19", "bold": "1"},
        },
        "#menu": {"font": {"name": "noto_sans", "size": "20", "bold": "0"}},
        # Option rows tall enough for descenders ("easy", "gp"): 20 px clipped them.
        "drop_down_menu": {"misc": {**rounded, "expand_direction": "down",
                                    "list_item_height": str(LIST_ITEM_HEIGHT)}},
        "drop_down_menu.#selected_option": {"misc": rounded},
        "drop_down_menu.#drop_down_options_list": {
            "misc": {"list_item_height": str(LIST_ITEM_HEIGHT)}},
        "label": {
            "colours": {"normal_text": hex_colour(p.text), "dark_bg": "#00000000"},
            "misc": {"text_horiz_alignment": "left"},
        },
        # Label sizes (class ids) and tones (object ids): ``Scene.label(size=, tone=)``.
        "@small": {"font": {"name": "noto_sans", "size": "14", "bold": "0"}},
        "@bold": {"font": {"name": "noto_sans", "size": "17", "bold": "1"}},
        "@heading": {"font": {"name": "noto_sans", "size": "24", "bold": "1"}},
        "#dim": {"colours": {"normal_text": hex_colour(p.text_dim)}},
        "#bad": {"colours": {"normal_text": hex_colour(p.bad)}},
        "#accent": {"colours": {"normal_text": hex_colour(p.accent)}},
        "check_box": {"misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4"}},
        "horizontal_slider": {"misc": {**rounded, "shape_corner_radius": "6"}},
        "text_entry_line": {"misc": {**rounded, "shape_corner_radius": "6"}},
        "tool_tip": {
            "colours": {"dark_bg": hex_colour(mix(p.panel, (0, 0, 0), 0.3))},
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6"},
        },
    }


@cache
def felt(p: Palette, size: tuple[int, int]) -> pygame.Surface:
    """The background: felt-like mottling, fine grain and a soft vignette."""
    w, h = size
    rng = random.Random(7)  # the same felt on every run
    # Mottling: a tiny random surface smoothscaled up gives soft blotches.
    small = pygame.Surface((40, 23))
    for y in range(23):
        for x in range(40):
            small.set_at((x, y), mix(p.background, (255, 255, 255), rng.uniform(0.0, 0.04)))
    surface = pygame.transform.smoothscale(small, size)
    # Grain: a small noise tile added everywhere.
    grain = pygame.Surface((128, 128))
    for y in range(128):
        for x in range(128):
            v = rng.randrange(0, 7)
            grain.set_at((x, y), (v, v, v))
    for y in range(0, h, 128):
        for x in range(0, w, 128):
            surface.blit(grain, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    # Vignette: a radial falloff computed on a coarse grid, then smoothed.
    coarse = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16.0, (y - 8.5) / 9.0
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            shade = 255 - int(110 * d * d)
            coarse.set_at((x, y), (shade, shade, shade))
    surface.blit(pygame.transform.smoothscale(coarse, size), (0, 0),
                 special_flags=pygame.BLEND_RGB_MULT)
    return surface.convert() if pygame.display.get_surface() else surface
