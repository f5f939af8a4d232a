"""Set up a virtual environment from requirements.txt, then play, test or soak.

Usage (from the repository root, with any Python 3.11):

    python3 tools/dev.py play [main.py arguments...]
    python3 tools/dev.py test [pytest arguments...]
    python3 tools/dev.py soak [--games N] [--game G] [--jobs J]

``test`` runs ruff, then pytest on every core (pytest-xdist; ``-n 0`` runs in
one process). On Linux it first installs the virtual X server (Xvfb) where it is
missing and the system lets it (root or password-free sudo with apt-get): the
real-window tests and ``--bench`` use it, and skip with a note without it.
``soak`` plays N seeded bot games per title (default 10,000) with
every check the tests make and prints one JSON line per title (tools/soak.py).
The environment lives in ``.venv``; it is (re)installed only when
requirements.txt changes, so later runs start at once.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements.txt"
STAMP = VENV / "requirements.sha256"
#: pytest on every core (pytest-xdist). With worksteal an idle worker takes the back half
#: of a busy one's queue; tests/conftest.py puts the long tests first, so the run ends
#: on short ones. Later arguments win: ``-n 0`` runs in one process.
PARALLEL = ["-n", "auto", "--dist", "worksteal"]


def venv_python() -> Path:
    """The interpreter inside the project's virtual environment."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_environment() -> Path:
    """Create or refresh .venv so it matches requirements.txt; return its python."""
    digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    python = venv_python()
    if python.exists() and STAMP.exists() and STAMP.read_text().strip() == digest:
        return python
    if not python.exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "install", "-r", str(REQUIREMENTS)], check=True)
    STAMP.write_text(digest + "\n")
    return python


def ensure_xvfb() -> None:
    """Install Xvfb with apt-get where it is missing and the system allows; else a note."""
    if not sys.platform.startswith("linux") or shutil.which("Xvfb"):
        return
    apt = shutil.which("apt-get")
    if apt and os.geteuid() == 0:
        prefix: list[str] = []
    elif apt and shutil.which("sudo") and subprocess.call(
            ["sudo", "-n", "true"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
        prefix = ["sudo", "-n"]
    else:
        sys.stderr.write("note: no Xvfb and no way to install it here: real-window tests skip\n")
        return
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = [*prefix, apt, "install", "-y", "-q", "--no-install-recommends", "xvfb"]
    if subprocess.call(install, env=env, **quiet) != 0:
        subprocess.call([*prefix, apt, "update", "-q"], env=env, **quiet)
        if subprocess.call(install, env=env, **quiet) != 0:
            sys.stderr.write("note: installing Xvfb failed: real-window tests skip\n")


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "soak"}:
        sys.stderr.write(__doc__ or "")
        return 2
    python = str(ensure_environment())
    command, rest = argv[0], argv[1:]
    if command == "play":
        return subprocess.call([python, str(ROOT / "main.py"), *rest], cwd=ROOT)
    if command == "soak":
        return subprocess.call([python, "-m", "tools.soak", *rest], cwd=ROOT)
    ensure_xvfb()
    lint = subprocess.call([python, "-m", "ruff", "check", "."], cwd=ROOT)
    if lint != 0:
        return lint
    return subprocess.call([python, "-m", "pytest", *PARALLEL, *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
