"""Player settings remembered between runs, and the folders the app writes to.

Settings live as JSON in ``platformdirs.user_config_dir("hexfold")``; the
environment variable ``HEXFOLD_CONFIG_DIR`` overrides that folder (tests point
it at a temporary directory). Saves go to a ``saves`` folder inside it.

A missing file gives the defaults; a corrupt one gives the defaults and a
logged warning, never a crash.

>>> Settings().window_size
(1280, 720)
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.core.match import write_json_atomic

log = logging.getLogger(__name__)

#: Window sizes offered in the settings screen (the canvas is always 1280x720).
WINDOW_PRESETS: tuple[tuple[int, int], ...] = (
    (1024, 576),
    (1280, 720),
    (1600, 900),
    (1920, 1080),
)


def window_sizes_offered(current: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes the settings screen offers: the presets that fit a display
    (``pygame.display.get_desktop_sizes``), plus ``current`` if it is set. A headless
    run (no real display) keeps them all."""
    import pygame  # the settings file itself is read before any display opens

    sizes = list(WINDOW_PRESETS)
    if pygame.display.get_init() and pygame.display.get_driver() not in ("dummy", "offscreen"):
        desktops = pygame.display.get_desktop_sizes()
        sizes = [size for size in sizes
                 if any(size[0] <= w and size[1] <= h for w, h in desktops)] or sizes[:1]
    if current not in sizes:
        sizes.append(current)
    return sizes


@dataclass(frozen=True)
class Settings:
    """What a player can change in the settings screen."""

    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    volume: float = 0.7  # 0..1
    colourblind: bool = False
    player_name: str = ""  # the name LAN tables show for this player
    auto_pass: bool = True  # let a table pass for you where nothing you hold can answer

    @property
    def palette_name(self) -> str:
        return "colourblind" if self.colourblind else "standard"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON; unknown keys are ignored, bad values raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        known = {f.name for f in fields(cls)}
        settings = cls()
        values: dict[str, Any] = {}
        for name, value in data.items():
            if name not in known:
                continue
            values[name] = value
        if "window_size" in values:
            size = values["window_size"]
            if not (isinstance(size, list) and len(size) == 2
                    and all(isinstance(v, int) and 320 <= v <= 8192 for v in size)):
                raise ValueError(f"window_size must be [width, height], got {size!r}")
            values["window_size"] = (size[0], size[1])
        for flag in ("fullscreen", "colourblind", "auto_pass"):
            if flag in values and not isinstance(values[flag], bool):
                raise ValueError(f"{flag} must be true or false, got {values[flag]!r}")
        name = values.get("player_name", "")
        if not isinstance(name, str) or len(name) > 32:
            raise ValueError(f"player_name must be text of at most 32 characters, got {name!r}")
        if "volume" in values:
            volume = values["volume"]
            if not isinstance(volume, int | float) or isinstance(volume, bool):
                raise ValueError(f"volume must be a number, got {volume!r}")
            values["volume"] = min(1.0, max(0.0, float(volume)))
        return replace(settings, **values)


def config_dir() -> Path:
    """The folder for settings and saves (``HEXFOLD_CONFIG_DIR`` overrides it)."""
    override = os.environ.get("HEXFOLD_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs  # only needed on a real desktop run

    return Path(platformdirs.user_config_dir("hexfold"))


def saves_dir() -> Path:
    """Where saves and the autosave are written."""
    return config_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults (with a warning if the file is corrupt)."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("cannot read settings %s (%s); using defaults", path, exc)
        return Settings()
    try:
        return Settings.from_json(json.loads(text))
    except ValueError as exc:  # JSONDecodeError is a ValueError
        log.warning("settings file %s is corrupt (%s); using defaults", path, exc)
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; a failure is logged, never raised."""
    path = path or settings_path()
    try:
        write_json_atomic(path, settings.to_json())
    except OSError as exc:
        log.warning("cannot save settings to %s: %s", path, exc)


# LAN memory: the seat tokens of tables joined, and the port of the table hosted.


def lan_host_autosave() -> Path:
    """Where the app's LAN host autosaves (its seat tokens go to a ``.seats.json`` beside it)."""
    return saves_dir() / "lan_host.json"


def lan_memory_path() -> Path:
    return config_dir() / "lan.json"


def _lan_memory() -> dict[str, Any]:
    try:
        data = json.loads(lan_memory_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"seats": {}, "hosted": {}}
    if not isinstance(data, dict):
        return {"seats": {}, "hosted": {}}
    seats, hosted = data.get("seats"), data.get("hosted")
    return {"seats": seats if isinstance(seats, dict) else {},
            "hosted": hosted if isinstance(hosted, dict) else {}}


def _write_lan_memory(data: dict[str, Any]) -> None:
    try:
        write_json_atomic(lan_memory_path(), data)
    except OSError as exc:
        log.warning("cannot save the LAN memory: %s", exc)


def remember_seat(address: str, port: int, game: str, token: str) -> None:
    """Keep a joined seat's token, so a restarted app rejoins that seat."""
    data = _lan_memory()
    data["seats"][f"{address}:{port}"] = {"game": game, "token": token}
    _write_lan_memory(data)


def remembered_seat(address: str, port: int) -> tuple[str, str] | None:
    """The (game, token) last seated at ``address:port``, if any."""
    entry = _lan_memory()["seats"].get(f"{address}:{port}")
    if isinstance(entry, dict) and isinstance(entry.get("token"), str):
        return str(entry.get("game", "")), entry["token"]
    return None


def forget_seat(address: str, port: int) -> None:
    data = _lan_memory()
    if data["seats"].pop(f"{address}:{port}", None) is not None:
        _write_lan_memory(data)


def remember_hosted(port: int) -> None:
    """The port of the table this app hosts (a resumed table listens there again)."""
    data = _lan_memory()
    data["hosted"] = {"port": port}
    _write_lan_memory(data)


def hosted_port() -> int | None:
    port = _lan_memory()["hosted"].get("port")
    return port if isinstance(port, int) and 0 < port < 65536 else None


# The new-game form's last choices, per game: seats, bot levels and options.


def new_game_memory_path() -> Path:
    return config_dir() / "new_game.json"


def remembered_choices(game_id: str) -> dict[str, Any]:
    """What the new-game form of ``game_id`` was last started with ({} if nothing, or if
    the file cannot be read: the form then shows its defaults)."""
    try:
        data = json.loads(new_game_memory_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    entry = data.get(game_id) if isinstance(data, dict) else None
    return entry if isinstance(entry, dict) else {}


def remember_choices(game_id: str, choices: dict[str, Any]) -> None:
    """Keep the choices a game of ``game_id`` was started with; a failure is logged."""
    try:
        data = json.loads(new_game_memory_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    data = data if isinstance(data, dict) else {}
    data[game_id] = choices
    try:
        write_json_atomic(new_game_memory_path(), data)
    except OSError as exc:
        log.warning("cannot keep the new game's choices: %s", exc)
