"""Players' names: cleaned for display, and never passing for one of the host's bots.

A bot seat shows as "bot (normal)" in the lobby and the summary; a person who
names themselves so would pass for one, so such names are refused.
"""

from __future__ import annotations

import unicodedata

from game.core.errors import HexfoldError
from game.core.seats import BOT_LEVELS


class NameRefused(HexfoldError):
    """A name a person may not use; the host refuses it with the code ``name``."""

    code = "name"


def clean_name(text: str, fallback: str) -> str:
    """A display name without control characters, at most 32 characters."""
    kept = "".join(c for c in text if unicodedata.category(c)[0] != "C").strip()
    return kept[:32] or fallback


#: Letters that look like those of "bot" and the bot levels: the digit 0, Cyrillic and
#: Greek letters drawn like Latin ones, barred o, Latin tone six.
_LOOKALIKE = str.maketrans({
    "0": "o", "\u043e": "o", "\u03bf": "o", "\u03c3": "o", "\u04e9": "o",
    "\u0442": "t", "\u03c4": "t",
    "\u044c": "b", "\u0432": "b", "\u03b2": "b", "\u0185": "b",
    "\u0430": "a", "\u03b1": "a", "\u0435": "e", "\u03b5": "e", "\u0455": "s",
    "\u0443": "y", "\u0440": "p", "\u03c1": "p", "\u0441": "c", "\u04bb": "h",
    "\u0501": "d", "\u03c5": "u", "\u043f": "n", "\u03b7": "n",
})


def passes_for_bot(name: str) -> bool:
    """True for a name that reads as one of the host's bots ("bot", "Bot (normal)", "B0T 2").

    The letters and digits are compared, case, accents and look-alike letters aside.

    >>> [passes_for_bot(n) for n in ("bot (normal)", "B\u041eT:hard", "Bot", "Botond", "Abbot")]
    [True, True, True, False, False]
    """
    text = unicodedata.normalize("NFKD", name).casefold().translate(_LOOKALIKE)
    letters = "".join(c for c in text if c.isalnum() and not unicodedata.combining(c))
    if not letters.startswith("bot"):
        return False
    rest = letters[3:]
    return not rest or rest.isdigit() or rest.startswith((*BOT_LEVELS, "computer", "cpu"))


def check_name(name: str) -> str:
    """``name`` if a person may use it; ``NameRefused`` if it would pass for a bot."""
    if passes_for_bot(clean_name(name, "")):
        raise NameRefused(f"{clean_name(name, '')[:32]!r} would read as one of the host's "
                         "bots: choose another name")
    return name
