"""Whether anything on screen moved this frame, so the app knows when it may sleep.

Moving things the shell provides say so themselves: a ``Tween`` that advanced,
the dice tray while a throw plays back. Anything else that animates by time
calls ``stir()`` from its ``update`` (a game scene may also answer
``busy()``; the table asks it). The app reads and clears the flag once a
frame with ``moved()``.

>>> moved()
False
>>> stir(); moved(), moved()
(True, False)
"""

from __future__ import annotations

_stirred = False


def stir() -> None:
    """Something moved this frame: draw another."""
    global _stirred
    _stirred = True


def moved() -> bool:
    """True if anything stirred since the last call (and forget it)."""
    global _stirred
    was, _stirred = _stirred, False
    return was
