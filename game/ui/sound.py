"""Sound effects by name: ``sounds/<name>.wav`` if present, silence otherwise.

Audio is optional: with no audio device (``SDL_AUDIODRIVER=dummy`` or a
machine without sound) or a missing file, ``play`` quietly does nothing.

>>> Sound(volume=0.0).play("no-such-sound")
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "sounds"


class Sound:
    """Plays named effects at the player's volume."""

    def __init__(self, volume: float = 0.7, folder: Path = SOUNDS_DIR) -> None:
        self.volume = volume
        self.folder = folder
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._ready: bool | None = None

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: str) -> None:
        """Play ``sounds/<name>.wav`` once; silently nothing if it cannot."""
        if self.volume <= 0.0 or not self._mixer_ready():
            return
        effect = self._load(name)
        if effect is not None:
            effect.set_volume(self.volume)
            effect.play()

    def _mixer_ready(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._ready = True
            except pygame.error as exc:
                log.info("no audio (%s); sounds are off", exc)
                self._ready = False
        return self._ready

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = self.folder / f"{name}.wav"
            effect = None
            if path.is_file():
                try:
                    effect = pygame.mixer.Sound(str(path))
                except pygame.error as exc:
                    log.warning("cannot load sound %s: %s", path, exc)
            self._cache[name] = effect
        return self._cache[name]
