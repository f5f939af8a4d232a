"""Synthesize Hexfold's sound effects into sounds/ (16-bit mono 22050 Hz WAV).

Usage, from the repository root:

    python -m tools.make_sounds [--out DIR]

Only the standard library: tones are sums of decaying sines, clatter and
scratches are filtered noise from a private ``random.Random`` seeded per
sound. Every sound is normalised below full scale (no clipping) and faded in
and out over a few milliseconds (no clicks). The output is deterministic:
running the script twice gives byte-identical files (tests/tools checks).
"""

from __future__ import annotations

import argparse
import logging
import math
import random
import struct
import wave
import zlib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RATE = 22050
PEAK = 0.8  # loudest sample, as a fraction of full scale

log = logging.getLogger("make_sounds")

Samples = list[float]


def silence(seconds: float) -> Samples:
    """A buffer of zeros."""
    return [0.0] * int(seconds * RATE)


def mix_in(dst: Samples, src: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``src`` into ``dst`` starting at ``at`` seconds (cut at the end)."""
    start = int(at * RATE)
    for k, v in enumerate(src[: max(0, len(dst) - start)]):
        dst[start + k] += v * gain


def lowpass(x: Samples, cutoff: float) -> Samples:
    """One-pole low-pass filter."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Samples, cutoff: float) -> Samples:
    """One-pole high-pass filter (the input minus its low-pass)."""
    return [v - lo for v, lo in zip(x, lowpass(x, cutoff), strict=True)]


def noise(rng: random.Random, seconds: float) -> Samples:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def decay(x: Samples, tau: float, attack: float = 0.002) -> Samples:
    """Shape with a short linear attack and an exponential decay (tau seconds)."""
    out = []
    for k, v in enumerate(x):
        t = k / RATE
        out.append(v * min(1.0, t / attack) * math.exp(-t / tau))
    return out


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    tau: float,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
) -> Samples:
    """A decaying tone; ``freq`` may be a function of time for glides.

    ``partials`` are (frequency ratio, amplitude) pairs, for bells and wood.
    """
    out, phase = [], 0.0
    for k in range(int(seconds * RATE)):
        t = k / RATE
        f = freq(t) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(phase * r) for r, a in partials))
    return decay(out, tau)


def click(rng: random.Random, bright: float, body: float, tau: float) -> Samples:
    """A hard little knock: a noise transient over a short resonant ping."""
    burst = decay(highpass(noise(rng, tau * 5), bright), tau * 0.35, attack=0.0005)
    ping = tone(body, tau * 5, tau, ((1.0, 0.6), (2.76, 0.25)))
    return [a + b for a, b in zip(burst, ping, strict=True)]


def finish(
    x: Samples, level: float = 1.0, fade_in: float = 0.003, fade_out: float = 0.02
) -> Samples:
    """Remove DC, fade both ends and normalise the peak to ``level * PEAK``."""
    mean = sum(x) / len(x)
    x = [v - mean for v in x]
    n_in, n_out = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for k in range(min(n_in, len(x))):
        x[k] *= k / n_in
    for k in range(min(n_out, len(x))):
        x[-1 - k] *= k / n_out
    peak = max(abs(v) for v in x) or 1.0
    return [v * level * PEAK / peak for v in x]


# ------------------------------------------------------------------ sounds


def dice_roll(rng: random.Random) -> Samples:
    """Dice clattering in a tray: a flurry of knocks that thins out."""
    out = silence(0.95)
    t = 0.0
    while t < 0.8:
        energy = 1.0 - t / 0.9
        hit = click(
            rng, rng.uniform(1800, 3200), rng.uniform(1400, 2600), rng.uniform(0.006, 0.014)
        )
        mix_in(out, hit, t, gain=energy * rng.uniform(0.5, 1.0))
        t += rng.uniform(0.02, 0.05) + t * 0.12
    return lowpass(out, 7000)


def die_land(rng: random.Random) -> Samples:
    """One die settling: a knock with a soft thump under it."""
    out = silence(0.25)
    mix_in(out, click(rng, 2200, 1900, 0.012), 0.0)
    mix_in(out, tone(180, 0.2, 0.04), 0.0, gain=0.5)
    mix_in(out, click(rng, 2600, 2300, 0.006), 0.07, gain=0.25)
    return out


def place(rng: random.Random) -> Samples:
    """A soft wooden tap."""
    out = silence(0.2)
    mix_in(out, tone(520, 0.2, 0.035, ((1.0, 1.0), (2.3, 0.35), (4.1, 0.1))), 0.0)
    mix_in(out, decay(lowpass(noise(rng, 0.03), 3000), 0.004), 0.0, gain=0.4)
    return out


def _scratch(rng: random.Random, seconds: float, strokes: int, bright: float) -> Samples:
    """Graphite on paper: high noise swelling with each stroke."""
    grain = highpass(lowpass(noise(rng, seconds), bright * 2.2), bright)
    out = []
    for k, v in enumerate(grain):
        t = k / len(grain)
        swell = math.sin(math.pi * t) * (0.55 + 0.45 * abs(math.sin(math.pi * strokes * t)))
        out.append(v * swell * (0.8 + 0.2 * rng.random()))
    return out


def pen(rng: random.Random) -> Samples:
    """A pencil line inked along a path."""
    return _scratch(rng, 0.45, 2, 2500)


def cross(rng: random.Random) -> Samples:
    """Two hard pen strokes: a hex crossed out."""
    out = silence(0.42)
    mix_in(out, _scratch(rng, 0.16, 1, 1800), 0.0)
    mix_in(out, _scratch(rng, 0.18, 1, 1500), 0.2, gain=1.1)
    mix_in(out, click(rng, 2500, 900, 0.008), 0.0, gain=0.3)
    mix_in(out, click(rng, 2500, 800, 0.008), 0.2, gain=0.35)
    return out


def portal(rng: random.Random) -> Samples:
    """A shimmering tone that rises and opens up."""
    seconds = 1.0
    out = silence(seconds)
    for k, ratio in enumerate((1.0, 1.5, 2.0, 3.0)):
        detune = 1 + rng.uniform(-0.004, 0.004)

        def glide(t: float, ratio: float = ratio, detune: float = detune) -> float:
            return (
                (260 + 520 * (t / seconds) ** 1.5) * ratio * detune * (1 + 0.01 * math.sin(t * 40))
            )

        layer = tone(glide, seconds, 10.0)
        mix_in(out, layer, 0.0, gain=0.5 / (k + 1))
    for k in range(len(out)):
        t = k / RATE
        out[k] *= math.sin(math.pi * min(1.0, t / seconds)) ** 0.7 * (
            0.75 + 0.25 * math.sin(t * 55)
        )
    return out


def bridge(rng: random.Random) -> Samples:
    """Two wooden knocks and a rising fifth: a path laid across."""
    del rng
    out = silence(0.55)
    wood = ((1.0, 1.0), (2.0, 0.3), (3.9, 0.1))
    mix_in(out, tone(392, 0.3, 0.08, wood), 0.0)
    mix_in(out, tone(587, 0.4, 0.12, wood), 0.14)
    return out


def _bell(freq: float, seconds: float, tau: float) -> Samples:
    return tone(freq, seconds, tau, ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18), (5.4, 0.06)))


def win(rng: random.Random) -> Samples:
    """A short bright arpeggio: C E G C."""
    del rng
    out = silence(1.2)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        mix_in(out, _bell(f, 1.2 - k * 0.11, 0.35 + 0.1 * k), k * 0.11, gain=0.8)
    return out


def lose(rng: random.Random) -> Samples:
    """Three low notes falling away."""
    del rng
    out = silence(1.2)
    soft = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
    for k, f in enumerate((196.0, 164.81, 130.81)):
        mix_in(out, tone(f, 0.8, 0.25 + 0.1 * k, soft), k * 0.2)
    return lowpass(out, 2500)


def ui_click(rng: random.Random) -> Samples:
    """A light UI tick."""
    out = silence(0.06)
    mix_in(out, click(rng, 3000, 2400, 0.004), 0.0)
    return out


def error(rng: random.Random) -> Samples:
    """A soft low buzz, twice."""
    del rng
    out = silence(0.32)
    for at in (0.0, 0.16):
        buzz = [math.tanh(2.5 * v) for v in tone(150, 0.13, 0.5, ((1.0, 1.0), (3.0, 0.3)))]
        mix_in(out, [v * math.sin(math.pi * k / len(buzz)) for k, v in enumerate(buzz)], at)
    return lowpass(out, 1800)


def announce(rng: random.Random) -> Samples:
    """A gentle two-note chime."""
    del rng
    out = silence(1.25)
    mix_in(out, _bell(1318.5, 1.25, 0.45), 0.0, gain=0.7)
    mix_in(out, _bell(987.77, 1.0, 0.5), 0.22, gain=0.8)
    return lowpass(out, 6000)


def attack(rng: random.Random) -> Samples:
    """A whoosh ending in a hit."""
    seconds = 0.5
    air = noise(rng, seconds)
    whoosh, y = [], 0.0
    for k, v in enumerate(air):
        t = k / len(air)
        a = 1 - math.exp(-2 * math.pi * (400 + 3000 * t) / RATE)
        y += a * (v - y)
        whoosh.append(y * math.sin(math.pi * min(1.0, t / 0.7)) ** 2)
    out = [v * 0.8 for v in whoosh]
    mix_in(out, tone(110, 0.2, 0.05, ((1.0, 1.0), (1.5, 0.4))), 0.32)
    mix_in(out, click(rng, 1500, 700, 0.015), 0.32, gain=0.9)
    return out


def turn(rng: random.Random) -> Samples:
    """A page turning: a swelling, sweeping rustle."""
    seconds = 0.4
    grain = highpass(noise(rng, seconds), 900)
    out, y = [], 0.0
    for k, v in enumerate(grain):
        t = k / len(grain)
        a = 1 - math.exp(-2 * math.pi * (1500 + 3500 * t) / RATE)
        y += a * (v - y)
        out.append(y * math.sin(math.pi * t) ** 1.5 * (0.7 + 0.3 * math.sin(t * 60)))
    return out


def scare(rng: random.Random) -> Samples:
    """Paradox Island's scare-off: a startled upward slide, then quick fleeing steps."""
    seconds = 0.26
    n = int(RATE * seconds)
    out, phase = silence(0.55), 0.0
    for k in range(n):
        t = k / n
        phase += 2 * math.pi * (420 + 900 * t * t) / RATE
        out[k] = (math.sin(phase) + 0.3 * math.sin(2 * phase)) * math.sin(math.pi * t) * 0.5
    for j in range(4):  # the piece runs off
        mix_in(out, click(rng, 2200 - 250 * j, 500, 0.012), 0.28 + 0.06 * j, gain=0.7 - 0.12 * j)
    return lowpass(out, 5000)


def now_occurs(rng: random.Random) -> Samples:
    """The Now: an event comes true, a clear chime rising a fourth."""
    del rng
    out = silence(0.7)
    mix_in(out, _bell(783.99, 0.7, 0.22), 0.0, gain=0.7)
    mix_in(out, _bell(1046.5, 0.58, 0.28), 0.09, gain=0.8)
    return lowpass(out, 6000)


def now_fails(rng: random.Random) -> Samples:
    """The Now: an event does not happen, a muted knock under a falling low note."""
    out = silence(0.6)
    mix_in(out, click(rng, 900, 300, 0.02), 0.0, gain=0.6)
    soft = ((1.0, 1.0), (2.0, 0.2))
    mix_in(out, tone(lambda t: 330.0 - 90.0 * min(t, 0.3) / 0.3, 0.55, 0.2, soft), 0.02)
    return lowpass(out, 2200)


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "dice_roll": dice_roll,
    "die_land": die_land,
    "place": place,
    "pen": pen,
    "cross": cross,
    "portal": portal,
    "bridge": bridge,
    "win": win,
    "lose": lose,
    "click": ui_click,
    "error": error,
    "announce": announce,
    "attack": attack,
    "turn": turn,
    "scare": scare,
    "now_occurs": now_occurs,
    "now_fails": now_fails,
}


# Sustained sounds sit lower than the transients so they feel equally loud.
LEVELS = {"error": 0.45, "pen": 0.6, "turn": 0.6, "click": 0.7, "lose": 0.8, "portal": 0.8}


def write_wav(path: Path, samples: Samples) -> None:
    """Write 16-bit mono PCM at RATE."""
    frames = struct.pack(f"<{len(samples)}h", *(round(v * 32767) for v in samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def build(out: Path) -> list[Path]:
    """Write every sound under ``out``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        # Seeded by name, so adding a sound never changes the others.
        rng = random.Random(zlib.crc32(name.encode()))
        write_wav(path, finish(make(rng), LEVELS.get(name, 1.0)))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    """Command line: regenerate sounds (into sounds/ unless --out)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "sounds")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    files = build(args.out)
    total = sum(f.stat().st_size for f in files)
    log.info("wrote %d sounds, %d bytes, to %s", len(files), total, args.out.name)


if __name__ == "__main__":
    main()
