"""The pieces of the dice-poker panel, drawn: the ability cards, the empty tray before
the roll, the Rerolls row, the ladder of hands with the verdict, the verdict's banner.

``dice_poker.DicePoker`` decides what the panel shows and answers clicks; these only
draw what they are given.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.poker import HANDS, category, outcome, target
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.words import (
    CODES,
    HAND_NAMES,
    RESULT_TITLES,
    ability_name,
    card_name,
    hand_title,
)
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text

RESULT_COLOURS = {"fail": "bad", "success": "good", "great": "accent"}


def modifier_words(check: dict[str, Any]) -> str:
    """The cards that changed a check: "Muddled Thoughts: Ability -2"."""
    return ", ".join(f"{card_name(m['card']) or 'a card'}: {m['what'].title()} {m['n']:+d}"
                     for m in check.get("mods", []))


def _signed(n: int) -> str:
    return f"+ {n}" if n >= 0 else f"\u2212 {-n}"


def sum_words(check: dict[str, Any], what: str, short: bool = False) -> str:
    """What a check's Difficulty or Rerolls are made of, from the view's parts:
    "4 (F) + Field 1 \u2212 Third Eye Amulet 1 = 4" ("4 + 1 \u2212 1 = 4" short);
    "" when the view has no parts (an older host) or nothing but the printed value."""
    parts = (check.get("parts") or {}).get(what) or []
    if len(parts) < 2:
        return ""
    words = []
    for number, (where, n) in enumerate(parts):
        if where == "printed":
            code = CODES.get(target(n)) if what == "difficulty" else None
            name = ability_name(check["chosen"]) if what == "rerolls" else ""
            if code:
                words.append(str(n) if short else f"{n} ({code})")
                continue
        elif where == "ability":  # what choosing an ability changes (``option_sum``)
            name = f"cards for {ability_name(check['chosen'])}"
        else:
            name = "Field" if where == "field" else card_name(where)
        amount = str(n) if number == 0 else _signed(n)
        words.append(amount if short or not name else f"{name} {amount}" if number == 0
                     else f"{amount[:1]} {name} {amount[2:]}")
    return " ".join(words) + f" = {check[what]}"


def option_sum(check: dict[str, Any], ability: str, difficulty: int) -> str:
    """What the Difficulty would be made of with ``ability``, before it is chosen (the
    sixth playtest saw the sum only after): the check's parts so far, and what choosing
    it changes, "4 (F) + Field 1 + cards for Mystic 1 = 6"; "" if it is only the printed value."""
    parts = list((check.get("parts") or {}).get("difficulty") or [])
    if not parts:
        return ""
    change = difficulty - sum(n for _, n in parts)
    if change:
        parts.append(["ability", change])
    return sum_words({**check, "chosen": ability, "difficulty": difficulty,
                      "parts": {"difficulty": parts}}, "difficulty")


def code_words(difficulty: int) -> str:
    """What the letters after the hand a Difficulty asks for mean, where they show: "(F) on
    a card means Full House (Difficulty 4)"; "" for a hand the cards write as a number."""
    need = target(difficulty)
    code = CODES.get(need)
    if code is None:
        return ""
    return f"({code}) on a card means {HAND_NAMES[HANDS[need]]} (Difficulty {need})"


def codes_legend() -> str:
    """Every letter the cards write a Difficulty with, and its hand.

    >>> codes_legend()
    '3K Three of a Kind, F Full House, 4K Four of a Kind, 5K Five of a Kind'
    """
    return ", ".join(f"{code} {HAND_NAMES[HANDS[k]]}" for k, code in sorted(CODES.items()))


def hand_dice(dice: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """The dice that make up the hand five dice show (the pair, both pairs, the three or
    four or five alike; all five in a Full House or a Straight; none for Nothing).

    >>> hand_dice([6, 1, 4, 2, 6]), hand_dice([3, 5, 3, 5, 1]), hand_dice([2, 2, 5, 5, 2])
    ((0, 4), (0, 1, 2, 3), (0, 1, 2, 3, 4))
    """
    if len(dice) != 5:
        return ()
    hand = category(dice)
    if hand in (4, 5):  # Full House, Straight
        return tuple(range(5))
    counts = Counter(dice)
    most = max(counts.values())
    if hand in (1, 2):  # the pair, the two pairs
        return tuple(k for k, v in enumerate(dice) if counts[v] == 2)
    if hand:  # three, four or five of a kind
        return tuple(k for k, v in enumerate(dice) if counts[v] == most)
    return ()


def great_possible(difficulty: int, required: str, ability: str) -> bool:
    """Can a check with ``ability`` end in a Great Success? Asked of the rules with the
    best hand there is (Five of a Kind): none when the target is Four of a Kind or more."""
    return outcome(HANDS.index("five_of_a_kind"), difficulty, required, ability) == "great"


def need_words(difficulty: int) -> str:
    """The hand a Difficulty asks for, saying when it is capped: "Difficulty 9: still Five
    of a Kind (5K)" (the book: above 7 the hand stays Five of a Kind)."""
    need = hand_title(HANDS[target(difficulty)])
    return f"Difficulty {difficulty}: still {need}" if difficulty > 7 \
        else f"Difficulty {difficulty}: {need}"


def tile_tip(ability: str, option: dict[str, Any], required: str,
             check: dict[str, Any] | None = None) -> str:
    """What choosing ``ability`` for the check means, in a player's words: its Rerolls,
    the hand for a Simple Success and the Difficulty's sum with it (from ``check``), and
    whether (and with what) a Great Success can come."""
    difficulty = option.get("difficulty", 0)
    need = target(difficulty)
    simple = hand_title(HANDS[need])
    capped = " (the hand never goes above Five of a Kind)" if difficulty > 7 else ""
    lines = [f"{ability_name(ability)}: {option.get('rerolls', 0)} Rerolls (its value).",
             f"{need_words(difficulty)}{capped}: that hand or better is a Simple Success."]
    made = option_sum(check, ability, difficulty) if check else ""
    if made:
        lines.append(f"Difficulty with {ability_name(ability)}: {made}.")
    if code_words(difficulty):
        lines.append(code_words(difficulty) + ".")
    if ability != required:
        lines.append(f"Simple at most: only {ability_name(required)}, the ability this check "
                     "asks for, can bring a Great Success, however good the hand.")
    elif need + 2 < len(HANDS):
        lines.append(f"Great possible: {ability_name(required)} is the ability this check "
                     f"asks for, so {hand_title(HANDS[need + 2])} or better (two hands "
                     "above) is a Great Success.")
    else:
        lines.append("Simple at most: a Great Success needs a hand two above "
                     f"{simple}, and there is none.")
    return "\n".join(lines)


def draw_abilities(surface: pygame.Surface, view: dict[str, Any], buttons: list[Button],
                   mouse: tuple[int, int], p: Palette) -> None:
    """The three abilities as cards: Rerolls, the hand needed, Great Success or not."""
    check = view["check"]
    options = ((view.get("you") or {}).get("decision") or {}).get("options", {})
    for b in buttons:
        ability = b.action.ability if isinstance(b.action, A.ChooseAbility) else ""
        hover = b.rect.collidepoint(mouse)
        fill = mix(p.panel, p.accent, 0.25 if hover else 0.1)
        pygame.draw.rect(surface, fill, b.rect, border_radius=10)
        edge = p.accent if hover else p.panel_edge
        pygame.draw.rect(surface, edge, b.rect, 2, border_radius=10)
        opt = options.get(ability, {})
        cx = b.rect.centerx
        name = text(b.label, 15, p.text, bold=True)
        surface.blit(name, name.get_rect(midtop=(cx, b.rect.y + 8)))
        value = text(str(opt.get("rerolls", 0)), 34, p.accent, bold=True)
        surface.blit(value, value.get_rect(midtop=(cx, b.rect.y + 28)))
        small = text("Rerolls", 12, p.text_dim)
        surface.blit(small, small.get_rect(midtop=(cx, b.rect.y + 70)))
        difficulty = opt.get("difficulty", 0)
        need = need_words(difficulty) if difficulty > 7 \
            else f"needs {hand_title(HANDS[target(difficulty)])}"
        for k, line in enumerate(fit_lines(need, b.rect.width - 10, 12, 2)):
            img = text(line, 12, p.text)
            surface.blit(img, img.get_rect(midtop=(cx, b.rect.y + 88 + 14 * k)))
        great = great_possible(opt.get("difficulty", 0), check["required"], ability)
        tag = "Great possible" if great else "Simple at most"
        img = text(tag, 12, p.good if great else p.text_dim, bold=great)
        surface.blit(img, img.get_rect(midbottom=(cx, b.rect.bottom - 6)))


def draw_waiting(surface: pygame.Surface, box: pygame.Rect, check: dict[str, Any], asked: bool,
                 p: Palette) -> None:
    """The empty tray before the roll, saying what the check waits for."""
    pygame.draw.rect(surface, mix(p.panel, p.background, 0.5), box, border_radius=10)
    if not check["chosen"]:
        words = "Choosing the ability…"
    elif asked:
        words = "Play a card that changes the check now, or go on"
    else:
        words = "Cards may change the check before the roll…"
    img = text(words, 14, p.text_dim)
    surface.blit(img, img.get_rect(center=box.center))


def draw_rerolls(surface: pygame.Surface, tray: pygame.Rect, check: dict[str, Any], hint: str,
                 p: Palette) -> None:
    """Under the tray: the Rerolls left as dots, and what a click on a die does."""
    left, total = check["rerolls_left"], check["rerolls"]
    x, y = tray.x + 4, tray.bottom + 4
    label_ = text(f"Rerolls {left} of {total}", 12, p.text_dim, bold=True)
    surface.blit(label_, (x, y))
    x += label_.get_width() + 8
    shown = min(total, 12)
    for k in range(shown):
        colour = p.accent if k < left else mix(p.panel, p.text_dim, 0.3)
        pygame.draw.circle(surface, colour, (x + 6 + k * 13, y + 8), 5)
    if hint:
        words = text(hint, 12, p.text)
        surface.blit(words, (tray.right - words.get_width() - 4, y))


def draw_ladder(surface: pygame.Surface, box: pygame.Rect, check: dict[str, Any], p: Palette
                ) -> tuple[str, tuple[int, int, int]] | None:
    """The eight hands, strongest on top: failure, success and great success bands, and
    the verdict under them; returns the final verdict's words and colour (None while the
    check goes on)."""
    need = target(check["difficulty"])
    great_ok = check["chosen"] in ("", check["required"])
    dice = check["dice"]
    hand = category(dice) if len(dice) == 5 else -1
    row = (box.height - 8) // 8
    for k in range(7, -1, -1):
        y = box.y + (7 - k) * row
        cell = pygame.Rect(box.x, y, box.width, row - 2)
        if k >= need + 2 and great_ok:
            fill = mix(p.panel, p.accent, 0.30)
        elif k >= need:
            fill = mix(p.panel, p.good, 0.25)
        else:
            fill = mix(p.panel, p.bad, 0.12)
        pygame.draw.rect(surface, fill, cell, border_radius=4)
        if k == hand:
            pygame.draw.rect(surface, p.text, cell, 2, border_radius=4)
        ink = p.text if k >= need else p.text_dim
        name = text(hand_title(HANDS[k]), 12, ink, bold=k == hand)
        surface.blit(name, (cell.x + 6, cell.y + 2))
        tag = "target" if k == need else ("great" if k == need + 2 and great_ok else "")
        if tag:
            img = text(tag, 11, p.text, bold=True)
            surface.blit(img, (cell.right - img.get_width() - 6, cell.y + 3))
    verdict_y = box.bottom + 4
    if check.get("result"):
        verdict = check["result"]
        prefix = ""
    elif hand >= 0:
        verdict = outcome(hand, check["difficulty"], check["required"], check["chosen"])
        prefix = "Now: "
    else:
        return None
    colour = getattr(p, RESULT_COLOURS[verdict])
    img = text(prefix + RESULT_TITLES[verdict], 17 if prefix else 20, colour, bold=True)
    surface.blit(img, (box.x + 2, verdict_y))
    mods = modifier_words(check)
    if mods and text(mods, 11).get_width() <= box.width:  # else only beside, in full
        surface.blit(text(mods, 11, p.text_dim), (box.x + 2, verdict_y + 24))
    return None if prefix else (RESULT_TITLES[verdict], colour)


BANNER_SIZE = 24  # the verdict's words on its banner


def banner(surface: pygame.Surface, strip: pygame.Rect, words: str,
           colour: tuple[int, int, int], p: Palette) -> None:
    """The verdict once the check is over, across all of ``strip`` (the panel's title
    lines, above the felt: across the felt it hid the dice, the sixth playtest)."""
    image = text(words + "!", BANNER_SIZE, colour, bold=True)
    pygame.draw.rect(surface, mix(p.panel, colour, 0.12), strip, border_radius=10)
    pygame.draw.rect(surface, colour, strip, 2, border_radius=10)
    surface.blit(image, image.get_rect(center=strip.center))
