"""What a seat reads about an Unknown card faced and a Level gained, from the events it sees.

The sixth mouse playtest met The Last Lighthouse while a Level was being gained and saw
it only in a cut-off toast, and a Level went by with no word but the log's. Here, pure
functions over the open events:

- ``faced``: each Unknown card faced, with what it did (up to the next card faced);
  the viewer's own is read like an Obstacle (with "Go on"), another's is a notice.
- ``LevelNotes``: a Level gained from ``LevelGained`` to the 5 XP it costs (the
  ability raised, the Good and Bad Luck cards drawn, the Personality kept or flipped),
  over the several steps its choices take; then one notice says it all.
- ``feedback``: the toast that says what the viewer's own click did, when nothing on
  show says it.

An item is ``(title, card, words)`` as ``on_show`` shows it: "" for no card, the lines
of what happened in ``words``, one a line.
"""

from __future__ import annotations

from game.core.values import Action, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.words import words_of
from game.games.apocalypse.screen.words import DECK_TITLES, ability_name, card_name, log_line

Item = tuple[str, str, str]
XP_PER_LEVEL = 5  # the XP a Level costs (``rules.tokens``): its TokensChanged ends it
LEVEL_KINDS = (E.AbilityChanged, C.CardDrawn, E.PersonalityChanged, E.MaxHealthChanged,
               E.HealthChanged)


def feedback(action: Action, events: list[Event], viewer: int) -> str:
    """What the viewer's own click did, for a toast ("": nothing to say): a card played in
    a window changes nothing on the board until the window closes, this says it was
    taken."""
    if isinstance(action, A.Pass | A.Proceed | A.Travel | A.Reroll | A.StopRolling |
                  A.ChooseAbility | A.TurnDie | A.EndStep):
        return ""  # seen at once on the board or the dice
    return "; ".join([log_line(e) for e in events if getattr(e, "seat", None) == viewer][:3])


def level_up(level: int) -> str:
    """The toast at the moment the viewer reaches a Level (its choices follow)."""
    return f"Level up! You reach Level {level} ({XP_PER_LEVEL} XP spent): make its choices"


def who(seat: int, viewer: int) -> str:
    return "You" if seat == viewer else f"Player {seat + 1}"


def notice_seat(title: str) -> int | None:
    """The seat a notice's title (``who``'s words) is about; None for the viewer's own."""
    words = title.split(" ")
    return int(words[1]) - 1 if words[0] == "Player" and words[1].isdigit() else None


def faced(events: list[Event], viewer: int) -> tuple[list[Item], list[Item]]:
    """(the viewer's own, others') Unknown cards faced in ``events``, each with the lines
    of what followed it up to the next card faced, a Level gained or the visit's end."""
    own: list[Item] = []
    others: list[Item] = []
    current: tuple[E.UnknownFaced, list[str]] | None = None

    def close() -> None:
        if current is None:
            return
        e, lines = current
        title = f"{who(e.seat, viewer)} {'face' if e.seat == viewer else 'faces'} this " \
            f"Unknown card (card {e.count} of the visit)"
        (own if e.seat == viewer else others).append(
            (title, e.card, "\n".join(lines) or "Nothing more came of it"))

    for e in events:
        if isinstance(e, E.UnknownFaced):
            close()
            current = (e, [])
        elif current is not None:
            if isinstance(e, E.LevelGained | E.VisitEnded | E.GameEnded):
                close()
                current = None
            elif not isinstance(e, C.Passed | C.CardDiscarded):
                current[1].append(log_line(e))
    close()
    return own, others


def level_words(e: Event) -> str:
    """One line of a Level gained, led by what it is (the board's words)."""
    if isinstance(e, E.AbilityChanged):
        return f"Ability raised: {ability_name(e.ability)} {e.change:+d} (now {e.value})"
    if isinstance(e, C.CardDrawn):
        deck = DECK_TITLES.get(e.deck, e.deck)
        return f"{deck} card drawn: {card_name(e.card) if e.card else 'face down to you'}"
    if isinstance(e, E.PersonalityChanged):
        return f"Personality flipped: {words_of(e.new)} instead of {words_of(e.old)}"
    return log_line(e)


class LevelNotes:
    """Levels being gained, seat -> (the Level, the lines so far), between calls."""

    def __init__(self) -> None:
        self.open: dict[int, tuple[int, list[str], list[Event]]] = {}

    def add(self, events: list[Event], viewer: int) -> tuple[list[Item], list[Item]]:
        """(the viewer's, others') Levels whose gain ends in ``events``."""
        own: list[Item] = []
        others: list[Item] = []
        for e in events:
            if isinstance(e, E.LevelGained):
                self.open[e.seat] = (e.level, [], [])
            elif isinstance(e, E.TokensChanged) and e.seat in self.open and e.what == "xp" \
                    and e.change == -XP_PER_LEVEL:
                level, lines, seen = self.open.pop(e.seat)
                if not any(isinstance(x, E.PersonalityChanged) for x in seen):
                    lines.append("Personalities: as they were")
                lines.append(f"The Level's cost: {e.change} XP (now {e.total})")
                title = f"{who(e.seat, viewer)} {'reach' if e.seat == viewer else 'reaches'}" \
                    f" Level {level}"
                (own if e.seat == viewer else others).append((title, "", "\n".join(lines)))
            elif isinstance(e, LEVEL_KINDS) and getattr(e, "seat", None) in self.open:
                self.open[e.seat][1].append(level_words(e))
                self.open[e.seat][2].append(e)
        return own, others
