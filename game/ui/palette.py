"""The table's colours: one standard palette and one colour-blind-safe one.

Every screen and every sprite generator takes colours from here, so the whole
table stays consistent. The colour-blind-safe palette follows Okabe-Ito hues;
screens pair colour with shape (symbols, outlines) so nothing relies on hue.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """Named colours of the table, by role rather than by hue."""

    name: str
    background: RGB  # the felt behind everything
    panel: RGB  # side panels and dialogs
    panel_edge: RGB
    text: RGB
    text_dim: RGB
    accent: RGB  # buttons, highlights of the current choice
    good: RGB  # legal targets, wins
    bad: RGB  # illegal, decoherence, losses
    warn: RGB  # penalties pending
    paper: RGB  # the printed board sheet
    ink: RGB  # pen strokes on the sheet: paths, crosses
    hex_fill: RGB
    hex_edge: RGB
    hex_gray: RGB  # Loop's gray bottom row
    portal: RGB
    die_face: RGB
    die_pip: RGB
    die_held: RGB
    bands: tuple[RGB, ...]  # dice-pool bands (4, 5, 6, 7, 8 dice) and similar scales


STANDARD = Palette(
    name="standard",
    background=(28, 46, 52),
    panel=(38, 42, 54),
    panel_edge=(86, 94, 118),
    text=(238, 234, 222),
    text_dim=(160, 158, 150),
    accent=(240, 176, 64),
    good=(92, 196, 120),
    bad=(222, 84, 76),
    warn=(236, 150, 60),
    paper=(244, 238, 222),
    ink=(34, 52, 96),
    hex_fill=(252, 249, 240),
    hex_edge=(70, 76, 92),
    hex_gray=(186, 186, 190),
    portal=(128, 92, 214),
    die_face=(250, 248, 242),
    die_pip=(30, 30, 36),
    die_held=(240, 176, 64),
    bands=((120, 170, 220), (96, 186, 140), (230, 196, 80), (232, 128, 72), (196, 72, 96)),
)

COLOURBLIND = Palette(
    name="colourblind",
    background=(30, 40, 56),
    panel=(40, 44, 58),
    panel_edge=(96, 104, 128),
    text=(240, 240, 240),
    text_dim=(170, 170, 170),
    accent=(230, 159, 0),  # orange
    good=(0, 158, 115),  # bluish green
    bad=(213, 94, 0),  # vermillion
    warn=(240, 228, 66),  # yellow
    paper=(245, 242, 232),
    ink=(0, 60, 120),
    hex_fill=(252, 252, 248),
    hex_edge=(60, 60, 72),
    hex_gray=(180, 180, 184),
    portal=(204, 121, 167),  # reddish purple
    die_face=(250, 250, 250),
    die_pip=(20, 20, 20),
    die_held=(230, 159, 0),
    bands=((86, 180, 233), (0, 158, 115), (240, 228, 66), (230, 159, 0), (213, 94, 0)),
)

PALETTES: dict[str, Palette] = {p.name: p for p in (STANDARD, COLOURBLIND)}
