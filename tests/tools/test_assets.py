"""The committed sprites and sounds are exactly what the generators produce."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]

SYMBOLS = ["plus", "minus", "equals", "blast", "blast_2", "bridge", "portal", "start", "infinity"]
SOUNDS = [
    "dice_roll", "die_land", "place", "pen", "cross", "portal", "bridge",
    "win", "lose", "click", "error", "announce", "attack", "turn", "scare",
    "now_occurs", "now_fails",
]  # fmt: skip


def _files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def _generate(module: str, out: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", module, "--out", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
    )


@pytest.mark.parametrize(
    ("module", "folder"), [("tools.make_sprites", "sprites"), ("tools.make_sounds", "sounds")]
)
def test_regeneration_is_byte_identical(module: str, folder: str, tmp_path: Path) -> None:
    _generate(module, tmp_path)
    fresh, committed = _files(tmp_path), _files(ROOT / folder)
    assert sorted(fresh) == sorted(committed)
    for name, data in fresh.items():
        assert data == committed[name], f"{folder}/{name} differs from its generator's output"


def test_sprites_are_complete_and_small() -> None:
    sprites = ROOT / "sprites"
    names = {p.relative_to(sprites).as_posix() for p in sprites.rglob("*.png")}
    for sym in [*SYMBOLS, "cross"]:
        assert f"symbols/{sym}.png" in names
    for palette in ("standard", "colourblind"):
        for v in range(1, 7):
            assert f"{palette}/die_{v}.png" in names
        assert {f"{palette}/hex.png", f"{palette}/hex_gray.png"} <= names
    assert {"icon.png", "logo.png"} <= names
    assert sum(p.stat().st_size for p in sprites.rglob("*.png")) < 300_000


def test_symbols_are_shapes_on_transparency() -> None:
    """White shapes (tinted at load) that differ from one another in outline."""
    masks = {}
    for sym in [*SYMBOLS, "cross"]:
        surf = pygame.image.load(ROOT / "sprites" / "symbols" / f"{sym}.png")
        assert surf.get_at((0, 0)).a == 0
        mask = pygame.mask.from_surface(surf, 128)
        assert mask.count() > 200
        masks[sym] = mask
    for a, ma in masks.items():
        for b, mb in masks.items():
            if a < b:
                differ = ma.count() + mb.count() - 2 * ma.overlap_area(mb, (0, 0))
                assert differ > 150, f"{a} and {b} look alike"


@pytest.mark.parametrize("name", SOUNDS)
def test_sounds_are_small_clean_wavs(name: str) -> None:
    path = ROOT / "sounds" / f"{name}.wav"
    assert path.stat().st_size < 60_000
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        n = w.getnframes()
        samples = struct.unpack(f"<{n}h", w.readframes(n))
    peak = max(abs(s) for s in samples)
    assert 3000 < peak < 32000  # audible, never clipped
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # faded: no clicks
    assert abs(samples[1]) < 2000


def test_sounds_total_is_small() -> None:
    assert sum(p.stat().st_size for p in (ROOT / "sounds").glob("*.wav")) < 600_000
