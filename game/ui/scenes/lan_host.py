"""Host a LAN table: a game, who sits where, options, password, port, broadcast address.

``LanHostSetup`` is the local seat setup (``SeatSetup``) with one more seat
kind, "LAN player", and a panel of table settings. "Open table" starts a
``HostThread``, connects a loopback link for every "Human here" seat (with
the seat token from ``local_token``, as the network core intends; a host
with no such seat watches through an onlooker link), starts announcing the
table by UDP broadcast, and opens the lobby. The host autosaves after every
action to ``saves/lan_host.json`` (tokens in ``lan_host.seats.json``); the Join
screen offers "Resume hosted table" while that game is unfinished, and a new
hosted table moves such an unfinished save aside under a dated name rather than
overwrite it.
"""

from __future__ import annotations

import contextlib
import logging
import random
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.registry import GameInfo
from game.core.seats import SeatSpec
from game.net.autosave import load_autosave, steps_path
from game.net.client import ClientConnection, LoopThread
from game.net.discovery import Announcer, announcement
from game.net.host_thread import HostThread
from game.net.names import clean_name
from game.net.table import Table, sidecar_path
from game.ui.lan_link import Link
from game.ui.lan_session import LanConfig, LanSession
from game.ui.scenes.choose import ChooseGame
from game.ui.scenes.lan_lobby import LanLobby
from game.ui.scenes.seats import HUMAN, SeatSetup, bot_label
from game.ui.settings import hosted_port, lan_host_autosave, remember_hosted
from game.ui.widgets import find_buttons, panel, text

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

LAN = "LAN player"


class ChooseLanGame(ChooseGame):
    """The game cards, limited to games for more than one player."""

    def __init__(self, app: App, config: LanConfig) -> None:
        super().__init__(app, "play")
        self.config = config
        self.games = [g for g in self.games if max(g.seat_counts) > 1]

    def pick(self, info: GameInfo) -> None:
        self.app.push(LanHostSetup(self.app, info, self.config))


class Announcing:
    """Announces a table on the LAN from a loop thread of its own."""

    def __init__(self, describe: Callable[[], dict[str, Any]], address: str, port: int) -> None:
        self._runner = LoopThread("hexfold-announce")
        self.announcer = Announcer(describe, address, port)
        self._runner.call(self._start())

    async def _start(self) -> None:
        self.announcer.start()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._runner.call(self.announcer.stop(), 5.0)
        self._runner.stop()


def open_table(table: Table, name: str, password: str | None, config: LanConfig,
               autosave: Path | None = None) -> LanSession:
    """Serve ``table``, seat this machine's humans through loopback links, announce it.

    With ``autosave`` the host saves the match (and, beside it, the seat tokens) after
    every action, so ``resume_table`` can bring the table back after a crash.
    """
    host = HostThread(table, password, autosave, address=config.bind, port=config.port)
    local = "127.0.0.1" if config.bind in ("", "0.0.0.0") else config.bind
    links: list[Link] = []
    stoppers: list[Callable[[], None]] = []
    try:
        humans = [s.number for s in table.seats if s.kind == "human"]
        for seat in humans:
            label = name if seat == humans[0] else f"{name} · seat {seat + 1}"
            connection = ClientConnection(local, host.port, label[:32], password,
                                          token=host.local_token(seat))
            links.append(Link(connection))
            connection.connect()
            connection.ready(True)
        if not humans:
            links.append(Link(ClientConnection(local, host.port, name, password)))
            links[0].connection.connect()
        title = f"{name}'s table"
        announcing = Announcing(lambda: announcement(host.lobby(), title, host.port),
                                config.broadcast, config.discovery_port)
        stoppers = [announcing.close, host.close]
    except BaseException:
        for link in links:
            link.close()
        host.close()
        raise
    for link in links:
        link.info = table.info
    if autosave is not None:
        remember_hosted(host.port)
    return LanSession(table.info, links, local, host.port, host=host, stoppers=stoppers,
                      password=password is not None, broadcast=config.broadcast)


def resumable() -> bool:
    """True when the app's last hosted table left an autosave of a game still going."""
    path = lan_host_autosave()
    if not (path.exists() and sidecar_path(path).exists()):
        return False
    try:
        return not load_autosave(path).match.state.is_over()
    except (OSError, HexfoldError):
        return False


def keep_unfinished() -> Path | None:
    """Before a new hosted game takes the autosave's place, move an unfinished one (and
    its step log and seat file) aside under a dated name; returns where it went."""
    path = lan_host_autosave()
    if not resumable():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}-{stamp}{path.suffix}")
    for old, new in ((steps_path(path), steps_path(kept)), (sidecar_path(path),
                                                            sidecar_path(kept)), (path, kept)):
        if old.exists():
            old.replace(new)
    log.info("the unfinished hosted game is kept as %s", kept.name)
    return kept


def resume_table(name: str, config: LanConfig) -> LanSession:
    """Host the autosaved table again on its old port; its players rejoin with their tokens."""
    table = Table.resume(lan_host_autosave())
    port = hosted_port() or config.port
    return open_table(table, name, None, replace(config, port=port), lan_host_autosave())


class LanHostSetup(SeatSetup):
    """Seats (LAN player, bot or human here), options and the table's network settings."""

    def __init__(self, app: App, info: GameInfo, config: LanConfig) -> None:
        super().__init__(app, info)
        self.config = config
        self.rect = pygame.Rect(48, 130, 700, 490)
        self.side = pygame.Rect(780, 130, 452, 340)
        # The host sits in the solo seat; seats before it (Paradox Island's OP) are
        # the computer's, the rest wait for players on the LAN.
        self.kinds = {n: HUMAN if n == info.solo_seat else
                      bot_label("normal") if n < info.solo_seat else LAN
                      for n in range(max(info.seat_counts))}
        self.fields = {"name": app.settings.player_name or "Host", "password": "",
                       "port": str(config.port), "broadcast": config.broadcast}

    def seat_choices(self) -> list[str]:
        return [LAN, *super().seat_choices()]

    def heading(self) -> str:
        return f"Host {self.info.title} on the LAN"

    def build_ui(self) -> None:
        super().build_ui()
        x, y = self.side.x + 24, self.side.y + 64
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        rows = [("name", "Your name"), ("password", "Password (optional)"),
                ("port", "Port"), ("broadcast", "Broadcast address")]
        for key, words in rows:
            self.label((x, y, 170, 40), words)
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x + 176, y, 228, 40), self.ui, initial_text=self.fields[key])
            entry.length_limit = 32 if key == "name" else 64
            self.entries[key] = entry
            y += 52
        self.entries["port"].set_allowed_characters("numbers")
        self.entries["password"].set_text_hidden(True)
        self.rect.height = self.side.height = max(self.rect.height, 340)
        bottom = self.rect.bottom + 24
        cx = self.app.canvas_size[0] // 2
        for button, left in ((find_buttons(self.ui, "Back")[0], cx - 210),
                             (find_buttons(self.ui, "Start")[0], cx + 10)):
            button.set_relative_position((left, bottom))
        find_buttons(self.ui, "Start")[0].set_text("Open table")

    def _remember(self) -> None:
        super()._remember()
        for key, entry in getattr(self, "entries", {}).items():
            self.fields[key] = entry.get_text()

    def seat_specs(self) -> list[SeatSpec]:
        self._remember()
        roles = self.info.seat_roles(self.count)
        specs = []
        for seat in range(self.count):
            choice, role = self.kinds[seat], roles[seat] if seat < len(roles) else ""
            if choice == HUMAN:
                specs.append(SeatSpec("human", role=role))
            elif choice == LAN:
                specs.append(SeatSpec("lan", role=role))
            else:
                specs.append(SeatSpec("bot", choice.rsplit(" ", 1)[-1], role))
        return specs

    def _fail(self, words: str) -> None:
        self.error = words
        self.app.sound.play("error")

    def start(self) -> None:
        """Open the table and go to its lobby (or say what is wrong)."""
        specs = self.seat_specs()
        if not any(s.kind == "lan" for s in specs):
            self._fail("Make at least one seat a LAN player (or play locally from Play).")
            return
        port_text = self.fields["port"].strip()
        if not port_text.isdigit() or int(port_text) > 65535:
            self._fail("The port is a number from 0 to 65535 (0: any free port).")
            return
        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text else random.randrange(1, 2**31)
        try:
            options = self.info.resolve_options(self.chosen_options())
            Match(self.info, options, seed, [s.label() for s in specs])  # refuses bad combos
            table = Table(self.info, options, specs, seed)
        except HexfoldError as exc:
            self._fail(str(exc)[:1].upper() + str(exc)[1:])
            return
        name = clean_name(self.fields["name"], "Host")
        config = replace(self.config, port=int(port_text),
                         broadcast=self.fields["broadcast"].strip() or self.config.broadcast)
        try:
            keep_unfinished()
            session = open_table(table, name, self.fields["password"] or None, config,
                                 lan_host_autosave())
        except (OSError, HexfoldError) as exc:
            reason = getattr(exc, "strerror", None) or exc
            self._fail(f"Cannot open a table on port {config.port}: {reason}")
            return
        if name != self.app.settings.player_name:
            self.app.apply_settings(replace(self.app.settings, player_name=name))
        self.app.home()
        self.app.push(LanLobby(self.app, session))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.app.palette
        panel(surface, self.side, p)
        surface.blit(text("Table", "heading", p.text, bold=True),
                     (self.side.x + 24, self.side.y + 20))
        hint = "Players on your network see the table in their Join list."
        surface.blit(text(hint, "small", p.text_dim), (self.side.x + 24, self.side.bottom - 44))
