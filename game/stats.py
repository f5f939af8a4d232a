"""Summaries of timing samples, shared by the benchmarks (``game/bench.py`` and
``game/net/bench.py``): the nearest-rank percentile and p50/p95 in milliseconds.
"""

from __future__ import annotations

import math


def percentile(samples: list[float], fraction: float) -> float:
    """The ``fraction`` percentile (nearest rank) of ``samples``; 0 if empty."""
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def p50_p95_ms(samples: list[float]) -> dict[str, float]:
    """The median and 95th percentile of ``samples`` (seconds), in milliseconds."""
    return {
        "p50_ms": round(percentile(samples, 0.50) * 1000, 3),
        "p95_ms": round(percentile(samples, 0.95) * 1000, 3),
    }
