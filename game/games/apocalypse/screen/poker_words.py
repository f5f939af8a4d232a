"""The dice-poker panel's words: a check's numbers under its title, what a roll's total
means, what "Take the result" passes up, and what a finished check gave its player.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.poker import HANDS
from game.games.apocalypse.rules.world import WESTERN_BY_NUMBER
from game.games.apocalypse.screen.poker_parts import need_words, sum_words
from game.games.apocalypse.screen.words import ability_name, card_name, hand_title, place_name
from game.ui.widgets import fit_lines, text, wrap

GAVE_SIZE = 12  # the "Then: ..." lines under the dice


def total_words(purpose: str, dice: tuple[int, ...]) -> str:
    total = sum(dice)
    if len(dice) == 2 and purpose in ("the Catastrophe", "a random Western City"):
        return f"Total {total}: {place_name(WESTERN_BY_NUMBER[total])}"
    return f"Total {total}"


def result_tip(legal: list[Action]) -> str:
    """What "Take the result" says: the cards it passes up, if any are offered beside."""
    cards = [card_name(a.card) for a in legal if isinstance(a, A.PlayCard | A.UseCard)]
    if not cards:
        return "Nothing more to play: see how it ends"
    offered = " or ".join(dict.fromkeys(cards))
    return f"Keep these dice and see how it ends, without {offered} (offered beside)"


def final_picture(before: dict[str, Any], events: list[Event], resolved: E.CheckResolved
                  ) -> dict[str, Any] | None:
    """A finished check's picture: the rules forget a check once its step is over, so it
    is the view's from before its last events, with what those events changed read from
    them, so that the tray says what the log says (the sixth playtest: a bot's check was
    logged against one hand while the tray showed another). The ability chosen and its
    Rerolls, the dice and the verdict, and the target hand it was judged against: if a
    card changed the Difficulty in those events, the Difficulty shown is that hand's and
    its sum, which no longer adds up, is left out."""
    if not before:
        return None
    out = {**before, "seat": resolved.seat, "dice": list(resolved.dice),
           "hand": resolved.hand, "result": resolved.result}
    parts = dict(before.get("parts") or {})
    for e in events:
        if isinstance(e, E.AbilityChosen) and e.seat == resolved.seat:
            out.update(chosen=e.ability, rerolls=e.rerolls)
            parts.pop("rerolls", None)
    if resolved.target != before.get("target"):
        out.update(target=resolved.target, difficulty=HANDS.index(resolved.target))
        parts.pop("difficulty", None)
    out["parts"] = parts
    return out


def gave_words(events: list[Event], seat: int) -> list[str]:
    """What the events after a check gave (or cost) the player who made it, one line each."""
    lines = []
    for e in events:
        if isinstance(e, E.CheckStarted | E.DiceRolled):
            break  # the next check or roll: no longer this one's
        if getattr(e, "seat", None) == seat:
            lines.append(e.to_text())
    return lines


def gave_lines(gave: list[str], width: int, most: int = 2) -> list[str]:
    """"Then: ..." in at most ``most`` lines of ``width`` pixels, of whole events: those
    that do not fit are counted ("and 1 more in the log"), never cut mid-word."""
    for n in range(len(gave), 0, -1):
        more = len(gave) - n
        words = "Then: " + "; ".join(gave[:n]) + (f"; and {more} more in the log" if more else "")
        lines = wrap(words, width, GAVE_SIZE)
        if len(lines) <= most:
            return lines
    return fit_lines(f"Then: {gave[0]}" if gave else "", width, GAVE_SIZE, most)  # too long


def subtitle(check: dict[str, Any], width: int, started: int | None = None) -> str:
    """The check's numbers, with what they are made of when that fits ``width``
    (the header's tooltip always gives the whole sums). A Difficulty shown without its sum
    says what it was when the check began (``started``), if cards changed it since: the
    log's line of the check's start names that one (the sixth playtest: a bot's check
    logged at 4 showed 6 on the tray, with nothing to say why)."""
    need = hand_title(check["target"])
    began = f" ({started} when the check began: cards changed it)" \
        if started is not None and started != check["difficulty"] else ""
    if not check["chosen"]:
        return (f"{need_words(check['difficulty'])}{began} or better. Choose an ability: "
                "its value is your Rerolls (hover it for more)")
    most = " (Simple Success at most)" if check["chosen"] != check["required"] else ""
    plain = (f"Using {ability_name(check['chosen'])}: {check['rerolls']} Rerolls. "
             f"{need_words(check['difficulty'])}{began} or better{most}")
    for short in (False, True):
        rerolls = sum_words(check, "rerolls", short) or str(check["rerolls"])
        level = sum_words(check, "difficulty", short) or str(check["difficulty"])
        if rerolls == str(check["rerolls"]) and level == str(check["difficulty"]):
            return plain
        still = "still " if check["difficulty"] > 7 else ""
        summed = "" if level != str(check["difficulty"]) else began
        words = (f"Using {ability_name(check['chosen'])}: Rerolls {rerolls}. "
                 f"Difficulty {level}{summed}: {still}{need}{most}")
        if text(words, 12).get_width() <= width:
            return words
    return plain
