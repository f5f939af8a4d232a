"""What a game's scene is given and keeps: the interface every game plugs into.

The local table (``game.ui.table.TableScene``), the LAN table
(``game.ui.remote_table.RemoteTable``) and the replay each build a
``TableContext`` and hand it to the game's ``GameScene``; nothing here knows
which of them is running. ``seat_names`` and ``outcome_text`` are the words
all of them show for seats and for the end of a game.

Writing a game's scene (``GameInfo.scene = "game.games.loop.screen.scene:LoopScene"``)::

    class LoopScene(GameScene):
        needs_curtain = False            # True if two local humans must not see each other

        def __init__(self, ctx: TableContext) -> None:
            super().__init__(ctx)        # ctx.board_rect is where you draw

        def show(self, view, legal):     # a fresh view for ctx.seat, and its legal actions
            super().show(view, legal)    # (legal is [] for spectators and in replays)

        def on_events(self, events):     # new events as ctx.seat may see them: animate
            ...

        def handle(self, event) -> bool: # canvas-coordinate pygame events on the board
            ...  self.ctx.submit(action) # True if played; illegal → toast, nothing changes

        def update(self, dt): ...        # advance animations by the injected dt
        def draw(self, surface): ...     # draw into ctx.board_rect; change nothing
        def busy(self) -> bool: ...      # True while animating: bots and the end screen wait
        def waits_on_viewer(self): ...   # busy holding something for the viewer to read
        def movers(self): ...            # who the board shows deciding (default: None)
        def moment(self): ...            # the moment shown; its toasts go with it (None)
        def tooltip_at(self, pos): ...   # tooltip text for a board position, or None
        def describe(self, event): ...   # one log line for an event (default: to_text())
        def show_hint(self, action, reason): ...  # highlight a hint (default: a toast)
        def hint_rect(self, action): ...  # the control the table rings for a hint, or None
        def summary_lines(self, outcome) -> list[str]: ...  # extra lines for the end screen
        def toast_anchor(self) -> pygame.Rect: ...  # where toasts go (default: the board's top)

The scene never sees the true state: only ``view(seat)`` and the legal
actions, and events already redacted by ``Event.for_seat``. ``ctx.seat`` is
the seat it draws for (``SPECTATOR`` when every seat is a bot; it changes
between local humans in hot-seat, after the curtain). In a replay
``ctx.read_only`` is True and ``submit`` refuses everything.

The context also gives ``palette``, ``font(size, bold)``, ``sound.play(name)``,
``seat_names``, ``request_hint()``, ``undo()``, ``can_undo()`` and
``toast(message)``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pygame

from game.core.match import Match
from game.core.registry import GameInfo
from game.core.state import GameState, Outcome
from game.core.values import Action, Event
from game.ui.fonts import font
from game.ui.palette import Palette
from game.ui.sound import Sound

BOARD_RECT = pygame.Rect(24, 24, 880, 672)
SIDE_RECT = pygame.Rect(928, 24, 328, 672)


@dataclass
class TableContext:
    """What a game scene may use: look, sound, its seat, and the table's verbs."""

    palette: Palette
    sound: Sound
    board_rect: pygame.Rect
    seat: int
    seat_names: list[str]
    submit: Callable[[Action], bool]
    request_hint: Callable[[], None]
    undo: Callable[[], bool]
    can_undo: Callable[[], bool]
    toast: Callable[[str], None]
    read_only: bool = False
    font: Callable[..., pygame.font.Font] = field(default=font)


class GameScene:
    """Base of every game's scene: stores the view; override what you draw."""

    needs_curtain: ClassVar[bool] = False

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.view: dict[str, Any] = {}
        self.legal: list[Action] = []

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        self.view, self.legal = view, legal

    def on_events(self, events: list[Event]) -> None:
        """New events as ``ctx.seat`` may see them (start animations here)."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance animations."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board into ``ctx.board_rect``."""

    def busy(self) -> bool:
        return False

    def waits_on_viewer(self) -> bool:
        """While ``busy``: is the board holding something the viewer must read and let go
        (their own verdict, a card on show)? The status line then says it is their move."""
        return False

    def movers(self) -> list[int] | None:
        """The seats the board now shows deciding, when it may show an older moment than
        the match's (a step waiting for its card to be read); the status line then names
        them, as the board's own panel does. None: the match's movers, the status waiting
        while the board is busy."""
        return None

    def moment(self) -> Hashable:
        """The moment the board shows, for its toasts: a toast said in one moment goes
        when the game says another has come (a notice of a window passed must not stay
        up while the next window offers a card). None: toasts go only with time."""
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return None

    def describe(self, event: Event) -> str:
        return event.to_text()

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.ctx.toast(f"Hint: {reason or action.to_text()}")

    def hint_rect(self, action: Action) -> pygame.Rect | None:
        """The on-screen control that makes ``action`` (canvas coordinates), which the
        table rings for a moment when a hint names it; None: no such control shows."""
        return None

    def summary_lines(self, outcome: Outcome) -> list[str]:
        return []

    def toast_anchor(self) -> pygame.Rect:
        """Where the table stacks its toasts (hints, refusals): centred at the top of this
        rect and wrapped to its width. By default the top of the board; a game whose board
        has no spare room there names another place."""
        return pygame.Rect(BOARD_RECT.x, BOARD_RECT.y + 12, BOARD_RECT.width, 0)


def seat_names(match: Match) -> list[str]:
    """Readable seat names: the game's own (``GameInfo.seat_names``: The Now's colours),
    else its role names, numbered where several seats share one ("OP", "Captive 1",
    "Captive 2"), else "Player n"."""
    return seat_titles(match.info, len(match.seats), match.options, match.state)


def seat_titles(info: GameInfo, count: int, options: Mapping[str, Any] | None = None,
                state: GameState | None = None) -> list[str]:
    """The seat names of a table of ``info`` with ``count`` seats (see ``seat_names``);
    the seats form shows them before there is a match (with the default options)."""
    if info.seat_names is not None:
        named = info.seat_names(count, info.resolve_options({}) if options is None
                                else options, state)
        if named is not None:
            return list(named)
    roles = info.seat_roles(count)
    names = []
    for number in range(count):
        role = roles[number] if number < len(roles) else ""
        title = info.role_titles.get(role, role.capitalize())
        if not role:
            names.append(f"Player {number + 1}")
        elif roles.count(role) > 1:
            names.append(f"{title} {roles[:number + 1].count(role)}")
        else:
            names.append(title)
    return names


def outcome_text(outcome: Outcome, names: list[str]) -> str:
    """"First wins: took the last stone", or "You lose: ..." when playing alone."""
    if len(names) == 1:
        return f"{'You win' if outcome.winners else 'You lose'}: {outcome.reason}"
    if not outcome.winners:
        return f"No winner: {outcome.reason}"
    who = " and ".join(names[w] for w in outcome.winners)
    one = len(outcome.winners) == 1 and " and " not in who  # "Granddead and Theseus" win
    verb = "wins" if one else "win"
    return f"{who} {verb}: {outcome.reason}"
