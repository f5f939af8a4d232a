"""The tooltips of the volcano's hexes and of the players' mats, from the view.

A hex tells its level and terrain, who stands there, what lies on it (treasure,
harvested, infection, a power hex, a warehouse with its crate, a pier) and, when
lit, what a click does and costs. A mat tells the powers of its form, then what it
holds.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules.board import level_of, rotated
from game.games.axis_mundi.rules.catalog import CHARACTERS, MATS
from game.games.axis_mundi.rules.seat_names import character_name
from game.games.axis_mundi.screen.mat_counts import count_words
from game.games.axis_mundi.screen.pieces import token_mark
from game.games.axis_mundi.screen.words import (
    Words,
    card_name,
    level_name,
    plural,
    sentences,
    terrain_at,
)


def mat_tip(player: dict[str, Any]) -> str:
    """A mat's tooltip: the powers of its form, then what the mat holds."""
    c = CHARACTERS[player["character"]]
    if player["form"] in ("angel", "demon"):
        lines = [f"{MATS[player['form']].name}: {MATS[player['form']].text}"]
    else:
        name = character_name(player["character"])
        lines = [f"{name}: {c.upgraded if player['form'] == 'upgraded' else c.text}"]
    lines.append(f"the token on the volcano reads \"{token_mark(player['character'])}\"")
    lines.append(", ".join(count_words(player)))
    if player["slots"]:
        lines.append(f"Active: {', '.join(card_name(k) for k in player['slots'])}")
    if player["wounds"]:
        lines.append(f"{plural(player['wounds'], 'wound')} (every 4th costs a hit point)")
    lines.append(f"energy {' + '.join(str(e) for e in player['energy'])}")
    return sentences(lines)


def _crater(view: dict[str, Any]) -> str:
    """The centre hex: in the crater, inside the top level's rim; once the Angel or Demon
    leaves it, accessible terrain "one Level lower than the highest Level" (the book)."""
    top = view["board"]["top_level"]
    if terrain_at(view, ORIGIN) == "axis_mundi":
        return f"The Axis Mundi, in the crater inside the {level_name(top)} rim: entered " \
               "from a hex of that rim beside it"
    return f"Accessible terrain in the crater, one level below the {level_name(top)} rim " \
           f"({level_name(top - 1)})"


def hex_tip(words: Words, h: Hex, offers: list[str]) -> str:
    """A hex's tooltip ("" for open sea): ``offers`` are what a click does and costs."""
    view = words.view
    board = view["board"]
    level = level_of(board["top_level"], h) if h.length() < len(board["rings"]) else 0
    lines = [_crater(view) if h == ORIGIN else
             f"{level_name(level)}: {words.where(h).split(' on ')[0]}"]
    for p in view["players"]:
        if p["pos"] is not None and Hex.from_json(p["pos"]) == h:
            lines.append(f"{words.who(p['seat'])} stands here")
    home = rotated(h, -board["turns"][level]) if 0 < h.length() < len(board["rings"]) else h
    if home.to_json() in board["treasures"]:
        lines.append("a treasure lies here")
    if home.to_json() in board["harvested"]:
        lines.append("harvested")
    if home.to_json() in board["infected"]:
        lines.append("infected (1 hit point to enter)")
    for number, x in enumerate(board["power_hexes"], start=1):
        if Hex.from_json(x) == h:
            lines.append(f"power hex {number}: heals half your lost hit points")
    for i, place in enumerate(board["places"]):
        if Hex.from_json(place["warehouse"]) == h:
            crate = (view.get("crates") or [None] * (i + 1))[i]
            names = " · ".join(card_name(c) for c in crate or [])
            lines.append(f"{words.who(i)}'s warehouse; crate: {names or 'empty'}")
        if Hex.from_json(place["pier"]) == h:
            lines.append(f"{words.who(i)}'s pier")
    if len(offers) > 1:
        lines = [f"Click to choose: {' / '.join(offers)}", *lines]
    elif offers:
        lines = [f"Click: {offers[0]}", *lines]
    if terrain_at(view, h) == "" and len(lines) == 1:
        return ""
    return sentences(lines)
