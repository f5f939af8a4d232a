"""The game registry: each game package registers one ``GameInfo``.

Nothing dispatches on a game's name; screens, the CLI and the network look
games up here. The scene is named by a dotted path so that this module (and
so the rules core) never imports pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import HexfoldError
from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import Action

#: A bot: given a seat's view, its legal actions and the bot's own RNG,
#: choose one of the legal actions. It never sees the true state.
Bot = Callable[[dict[str, Any], list[Action], GameRng], Action]

#: A hint: like a bot, but it also says why, in a line a player understands.
Hint = Callable[[dict[str, Any], list[Action], GameRng], tuple[Action, str]]
#: A game's own names for its seats: (seat count, options, the state once there is one)
#: -> one name a seat, or None where the role names serve (``GameInfo.seat_names``).
SeatNames = Callable[[int, Mapping[str, Any], GameState | None], tuple[str, ...] | None]
#: A game's reaction windows (moments where others may answer a card or a roll): given
#: a seat's view and its legal actions, the action that lets the moment go by (a pass)
#: and whether the window is in that seat's own turn; None where the seat's decision is
#: no reaction window (``GameInfo.reaction``).
Reaction = Callable[[dict[str, Any], list[Action]], tuple[Action, bool] | None]

#: Game packages that register themselves on import.
INSTALLED_GAMES: tuple[str, ...] = ("loop", "paradox_island", "axis_mundi", "the_now", "apocalypse")


@dataclass(frozen=True)
class OptionSpec:
    """One game option: its name, default and allowed values."""

    name: str
    default: int | str
    choices: tuple[int | str, ...]
    help: str = ""
    labels: tuple[str, ...] = ()  # what a menu shows for each choice, if not str(choice)
    # The default at a table where no person sits (bots only, headless runs), when it
    # differs: a round limit no book has, kept as a safety stop for bot-only games.
    unattended: int | str | None = None
    # Choices offered only with some seat counts: choice -> those counts (The Apocalypse's
    # four Unknown cards are a two-player rule); a table of another size refuses it.
    seat_counts: Mapping[int | str, tuple[int, ...]] = field(default_factory=dict)

    def default_for(self, people: bool) -> int | str:
        """The default at a table with a person at it (``people``), or without one."""
        return self.default if people or self.unattended is None else self.unattended

    def label_of(self, choice: int | str) -> str:
        """The menu text of ``choice``."""
        index = self.choices.index(choice)
        return self.labels[index] if self.labels else str(choice)

    def parse(self, text: str | int) -> int | str:
        """Turn CLI or saved text into a valid value, or raise naming the choices."""
        for choice in self.choices:
            if str(choice) == str(text):
                return choice
        allowed = ", ".join(str(c) for c in self.choices)
        raise HexfoldError(f"option {self.name}={text!r} is not one of: {allowed}")


@dataclass(frozen=True)
class GameInfo:
    """What the table needs to know about a game."""

    id: str
    title: str
    state_class: type[GameState]
    seat_counts: tuple[int, ...]
    seat_roles: Callable[[int], tuple[str, ...]]
    bots: Mapping[str, Bot]
    options: tuple[OptionSpec, ...] = ()
    scene: str = ""  # "module:Class" of the game's pygame scene; "" while headless only
    rules_doc: str = ""  # path of the in-app rules text, under docs/
    # "module:function" drawing the rulebook's pictures by name: f(name, (width, height),
    # palette) -> a pygame surface within that box, KeyError for a name it does not know.
    # Named by a dotted path (like ``scene``) so the registry never imports pygame.
    rule_pictures: str = ""
    summary: str = ""
    hint: Hint | None = None  # the table's Hint button; without one it asks the normal bot
    # The seat a lone player takes by default; the others default to bots. Paradox
    # Island's solo game is a captive against the computer OP, so its solo seat is 1.
    solo_seat: int = 0
    # How a role is written on screen where capitalising its id is wrong ("op" -> "OP").
    role_titles: Mapping[str, str] = field(default_factory=dict)
    # The seats' names where the game names them itself (The Now by colour); without it,
    # or where it answers None, the seats are named by role ("OP", "Captive 1", "Player 2").
    seat_names: SeatNames | None = None
    # What the game calls one round of play on its board ("turn" in The Apocalypse and
    # Loop): the Load list writes "turn 7" where the table says "Turn 7".
    round_word: str = "round"
    # The game's reaction windows, where it has them (The Apocalypse): the local table
    # passes them for a person who chose so during others' turns, and a pass in one does
    # not end the person's recap of what happened since their last turn.
    reaction: Reaction | None = None

    def resolve_options(
        self, given: Mapping[str, str | int], people: bool = True
    ) -> dict[str, int | str]:
        """Defaults (for a table with a person at it, or with bots only when ``people`` is
        false) overlaid with ``given``; unknown names or values raise ``HexfoldError``."""
        specs = {o.name: o for o in self.options}
        unknown = set(given) - set(specs)
        if unknown:
            names = ", ".join(sorted(specs)) or "none"
            raise HexfoldError(
                f"{self.id} has no option {', '.join(sorted(unknown))} (options: {names})"
            )
        resolved: dict[str, int | str] = {o.name: o.default_for(people) for o in self.options}
        for name, text in given.items():
            resolved[name] = specs[name].parse(text)
        return resolved

    def check_seats(self, options: Mapping[str, int | str], seats: int) -> None:
        """Refuse, naming the option, a choice that is not for a table of ``seats``."""
        for o in self.options:
            allowed = o.seat_counts.get(options.get(o.name, o.default), ())
            if allowed and seats not in allowed:
                counts = " or ".join(str(n) for n in allowed)
                raise HexfoldError(
                    f"{o.help.split(' (')[0]}: {o.label_of(options[o.name])} is for {counts} "
                    f"players, and {seats} are playing; choose {o.label_of(o.default)}")

    def bot(self, level: str = "normal") -> Bot:
        if level not in self.bots:
            raise HexfoldError(
                f"{self.id} has no {level!r} bot (levels: {', '.join(self.bots)})"
            )
        return self.bots[level]

    def load_scene(self) -> type:
        module, _, name = self.scene.partition(":")
        return getattr(importlib.import_module(module), name)


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    if info.id in _GAMES and _GAMES[info.id] is not info:
        raise ValueError(f"game {info.id!r} is registered twice")
    _GAMES[info.id] = info
    return info


def _load_installed() -> None:
    for name in INSTALLED_GAMES:
        importlib.import_module(f"game.games.{name}")


def get_game(game_id: str) -> GameInfo:
    """The registered game, or a ``HexfoldError`` listing the known ones."""
    _load_installed()
    if game_id not in _GAMES:
        raise HexfoldError(f"unknown game {game_id!r} (games: {', '.join(sorted(_GAMES))})")
    return _GAMES[game_id]


def all_games() -> list[GameInfo]:
    _load_installed()
    return [_GAMES[name] for name in INSTALLED_GAMES if name in _GAMES]
