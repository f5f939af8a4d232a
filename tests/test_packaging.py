"""build.spec builds a one-folder executable that plays a whole game by itself."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_frozen_binary_plays_a_headless_bot_game(tmp_path):
    build = subprocess.run(
        [
            sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm",
            "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "work"),
        ],
        capture_output=True, text=True, cwd=ROOT, timeout=900,
        # PyInstaller's cache too: parallel or concurrent builds never share a folder.
        env={**os.environ, "PYINSTALLER_CONFIG_DIR": str(tmp_path / "cache")},
    )
    assert build.returncode == 0, build.stderr[-3000:]
    name = "hexfold.exe" if os.name == "nt" else "hexfold"
    binary = tmp_path / "dist" / "hexfold" / name
    assert binary.exists()
    internal = tmp_path / "dist" / "hexfold" / "_internal"
    for folder in ("levels/loop", "sprites", "sounds", "docs/rules"):
        assert any((internal / folder).iterdir()), f"{folder} is missing from the bundle"

    save = tmp_path / "game.json"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    played = subprocess.run(
        [str(binary), "--headless", "--game", "loop", "--seats", "bot", "--seed", "7",
         "--save", str(save)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300,
    )
    assert played.returncode == 0, played.stderr
    summary = json.loads(played.stdout)
    assert summary["game"] == "loop" and summary["outcome"] is not None

    replayed = subprocess.run(
        [str(binary), "--replay", str(save)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300,
    )
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["hash"] == summary["hash"]
