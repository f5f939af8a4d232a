"""The controls: what the viewer is asked now, and one button per answer.

Every legal action gets a button in players' words with its cost or gain as
the tooltip (``labels.label``), paged with "More…" when the list is long.
Places are chosen on the map instead when there are many (travel, the
starting City); the heading says so. The dice-poker decisions of an ability
check are answered at the centre of the table (``dice_poker``), so the
controls then only point there.

A ``Button`` is named for tests: ``act:<index in legal>`` for an action,
``page:next`` for the next page, ``auto:pass`` for the seat's auto-pass switch.

The way on keeps one place, the bottom, and its label always says what it
does now: "Nothing to play — continue" in a reaction window where the seat
holds nothing playable, "Play nothing — continue" where it could play, the
step's own words ("Research: gain 1 Equipment", "End the turn") in a menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.values import Action
from game.games.apocalypse.bots.reactions import reaction
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.vocabulary import PERSONALITY_PAIRS
from game.games.apocalypse.rules.words import words_of
from game.games.apocalypse.screen.asks import (
    PLACES_LISTED_MOST,
    before_reward,
    check_here,
    heading,
    reward_pass_words,
)
from game.games.apocalypse.screen.labels import label
from game.games.apocalypse.screen.words import (
    card_name,
    card_tip,
    personality_tip,
)
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, text

ROW, GAP, LABEL = 28, 5, 13
HEADING, NOTE = 15, 12
PLACE_ACTIONS = (A.Travel, A.StartAt, A.PickCity)
PINNED = (A.Pass, A.Proceed, A.EndStep)
CHECK_KINDS = ("ability", "reroll", "turn_die")
CHECK_HOOKS = ("check_before_roll", "check_after_rerolls")
NOTHING = "Nothing to play — continue"
AUTO_WORDS = {True: "Auto-pass when I hold nothing: on",
              False: "Auto-pass when I hold nothing: off"}
AUTO_TIP = ("On: in a moment to react where nothing in your hand could be played, the table "
            "passes for you after the same short pause every time; a window where you could "
            "play still stops for you. Only this screen knows: the others see the same pass.")


PASSING = "Auto-pass passes for you in a moment."


def passed_for_you(view: dict[str, Any], legal: list[Action], auto: bool | None) -> bool:
    """Will the screen pass this window for the viewer (their auto-pass is on and passing
    is their one answer)? Then no way-on button is drawn: the sixth playtest saw "Nothing
    to play — continue" still there after "Passed for you" (the next window's, the same
    words at the same spot)."""
    return bool(auto) and legal == [A.Pass()] and reaction(view, legal) is not None


def pass_words(legal: list[Action]) -> tuple[str, str]:
    """The way on out of a reaction window, in words that say what it does."""
    if legal == [A.Pass()]:
        return NOTHING, "Nothing you hold answers this moment: the game goes on"
    return "Play nothing — continue", "Keep your cards: the game goes on"


@dataclass
class Button:
    name: str
    rect: pygame.Rect
    label: str
    action: Action | None = None
    tip: str = ""
    style: str = "normal"  # normal | primary | quiet | chosen (a picked toggle)
    toggle: str = ""  # a toggle's value: picked or unpicked, no action until confirmed

    def draw(self, surface: pygame.Surface, p: Palette, hover: bool) -> None:
        fill, ink = mix(p.panel, p.panel_edge, 0.4), p.text
        if self.style == "primary":
            fill, ink = p.accent, p.panel
        elif self.style == "quiet":
            fill = mix(p.panel, p.panel_edge, 0.15)
        elif self.style == "chosen":
            fill, ink = mix(p.accent, p.panel, 0.45), p.text
        if hover:
            fill = mix(fill, p.text, 0.16)
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, p.accent if hover else p.panel_edge, self.rect, 1,
                         border_radius=6)
        size = LABEL
        while size > 11 and text(self.label, size, ink).get_width() > self.rect.width - 12:
            size -= 1
        line = fit_lines(self.label, self.rect.width - 12, size, 1)[0]
        words = text(line, size, ink, bold=self.style == "primary")
        surface.blit(words, words.get_rect(center=self.rect.center))


def is_check_decision(decision: dict[str, Any] | None) -> bool:
    if not decision:
        return False
    return decision["kind"] in CHECK_KINDS or (
        decision["kind"] == "window" and decision.get("hook") in CHECK_HOOKS)


def pick_rows(view: dict[str, Any], decision: dict[str, Any], picked: list[str]
              ) -> tuple[list[list[tuple[str, str, str]]], Action | None, str] | None:
    """Choices made by picking several things, then one confirm: (rows of toggles as (value,
    words, tip), the action the picks make or None, the confirm's words); None if the
    decision is not one of them."""
    kind = decision["kind"]
    if kind == "personalities":
        rows = [[(t, words_of(t), personality_tip(t)) for t in pair]
                for pair in PERSONALITY_PAIRS]
        ordered = sorted(picked, key=lambda t: next(k for k, pair in
                                                    enumerate(PERSONALITY_PAIRS) if t in pair))
        action = A.ChoosePersonalities(*ordered) if len(ordered) == 2 else None
        words = (f"Be {words_of(ordered[0])} and {words_of(ordered[1])}" if action
                 else "Pick two Personalities")
        return rows, action, words
    if kind == "reduce" and decision.get("discard"):
        hand = sorted((view.get("you") or {}).get("hand", {}).get(decision["discard"], []))
        rows = [[(c, card_name(c), card_tip(c))] for c in hand]
        chosen = tuple(c for c in hand if c in picked)
        n = len(chosen)
        return rows, A.DiscardCards(chosen), (f"Discard {n} card{'s' if n != 1 else ''}: "
                                              f"lose {n} less Health")
    return None


def _pick_layout(rect: pygame.Rect, top: int, legal: list[Action], picked: list[str],
                 made: tuple[list[list[tuple[str, str, str]]], Action | None, str]
                 ) -> list[Button]:
    """The toggles, then the confirm (an action the rules judge when clicked)."""
    rows, action, words = made
    buttons, y = [], top
    for row in rows:
        w = (rect.width - GAP * (len(row) - 1)) // len(row)
        for k, (value, text_, tip) in enumerate(row):
            box = pygame.Rect(rect.x + k * (w + GAP), y, w, ROW)
            style = "chosen" if value in picked else "normal"
            buttons.append(Button(f"pick:{value}", box, text_, None, tip, style, value))
        y += ROW + GAP
    name = f"act:{legal.index(action)}" if action in legal else "pick:confirm"
    box = pygame.Rect(rect.x, y + 6, rect.width, ROW)
    buttons.append(Button(name, box, words, action, "", "primary" if action else "quiet"))
    return buttons


def auto_button(rect: pygame.Rect, y: int, auto: bool) -> Button:
    return Button("auto:pass", pygame.Rect(rect.x, y, rect.width, ROW - 4), AUTO_WORDS[auto],
                  None, AUTO_TIP, "chosen" if auto else "quiet")


def _label(action: Action, view: dict[str, Any]) -> tuple[str, str]:
    """A button's words and tip; playing an Adventure card says the Difficulty it will
    have here when the place adds to it ("Play Field Camp: Difficulty 7 here")."""
    words, tip = label(action, view)
    if isinstance(action, A.PlayCard):
        total, sum_ = check_here(view, action.card)
        if total:
            return f"{words}: Difficulty {total} here", f"{sum_}. {tip}"
    return words, tip


def layout(rect: pygame.Rect, view: dict[str, Any], legal: list[Action], page: int,
           picked: list[str] | None = None, auto: bool | None = None
           ) -> tuple[list[Button], tuple[str, str], int]:
    """The buttons of page ``page`` inside ``rect``, the heading and the page count;
    ``auto`` (the seat's auto-pass switch, None: not offered) lies above the way on."""
    decision = (view.get("you") or {}).get("decision")
    words = heading(view, decision, legal)
    made = pick_rows(view, decision, picked or []) if decision and legal else None
    if made is not None:
        top = rect.y + _text_height(words, rect.width)
        buttons = _pick_layout(rect, top, legal, picked or [], made)
        others = [(k, a) for k, a in enumerate(legal) if isinstance(a, A.UseCard)]
        y = buttons[-1].rect.bottom + GAP
        for k, a in others:
            label_, tip = _label(a, view)
            buttons.append(Button(f"act:{k}", pygame.Rect(rect.x, y, rect.width, ROW), label_,
                                  a, tip))
            y += ROW + GAP
        return buttons, words, 1
    if is_check_decision(decision):
        check = view.get("check") or {}
        mine = check.get("seat") == view.get("seat")
        title = "Your ability check" if mine else words[0]
        cards = [(k, a) for k, a in enumerate(legal) if isinstance(a, A.PlayCard | A.UseCard)]
        note = ("The dice are at the centre of the table; cards you may play now are here."
                if cards else "Answer at the centre of the table, by the dice.")
        words = (title, note)
        y = rect.y + _text_height(words, rect.width)
        buttons = []
        for k, action in cards[:4]:
            label_, tip = _label(action, view)
            buttons.append(Button(f"act:{k}", pygame.Rect(rect.x, y, rect.width, ROW), label_,
                                  action, tip))
            y += ROW + GAP
        if auto is not None and decision and decision["kind"] == "window":
            buttons.append(auto_button(rect, rect.bottom - ROW + 4, auto))
        return buttons, words, 1
    shown: list[tuple[int, Action]] = list(enumerate(legal))
    places = [(k, a) for k, a in shown if isinstance(a, PLACE_ACTIONS)]
    if len(places) > PLACES_LISTED_MOST:  # the map is the list
        me = view["players"][view["seat"]]
        shown = [(k, a) for k, a in shown if not isinstance(a, PLACE_ACTIONS)
                 or (isinstance(a, A.Travel) and a.to == me["place"])]
    # The way on (pass, go on, end the turn) keeps one place, at the bottom: a player
    # passing window after window finds it without looking.
    pinned = [(k, a) for k, a in shown if isinstance(a, PINNED)]
    shown = [(k, a) for k, a in shown if not isinstance(a, PINNED)]
    bottom = rect.bottom - (ROW + GAP) * len(pinned)
    if passed_for_you(view, legal, auto):  # its place stays empty: the switch does not move
        pinned, words = [], (words[0], f"{words[1]} {PASSING}".strip())
    if auto is not None and decision and decision["kind"] == "window":
        bottom -= ROW + GAP
        shown_auto: Button | None = auto_button(rect, bottom + GAP, auto)
    else:
        shown_auto = None
    top = rect.y + _text_height(words, rect.width)
    room = max(ROW, bottom - top)
    per_page = max(1, (room + GAP) // (ROW + GAP))
    half = (rect.width - GAP) // 2
    cols = 2 if len(shown) > per_page and all(
        text(_label(a, view)[0], LABEL).get_width() <= half - 12 for _, a in shown) else 1
    per_page *= cols  # short answers (a deck's name) side by side: no paging for them
    pages = 1
    if len(shown) > per_page:
        per_page = max(1, per_page - cols)
        pages = -(-len(shown) // per_page)
    page %= pages
    buttons = []
    width = half if cols == 2 else rect.width
    for n, (k, action) in enumerate(shown[page * per_page:(page + 1) * per_page]):
        words_, tip = _label(action, view)
        box = pygame.Rect(rect.x + (n % cols) * (half + GAP), top + (n // cols) * (ROW + GAP),
                          width, ROW)
        buttons.append(Button(f"act:{k}", box, words_, action, tip))
    if pages > 1:
        buttons.append(Button("page:next", pygame.Rect(rect.x, bottom - ROW - GAP, rect.width,
                                                       ROW),
                              f"More… (page {page + 1} of {pages})", None, "", "quiet"))
    y = bottom + GAP
    if shown_auto is not None:
        buttons.append(shown_auto)
        y += ROW + GAP
    for k, action in pinned:
        words_, tip = pass_words(legal) if isinstance(action, A.Pass) else _label(action, view)
        if isinstance(action, A.Pass) and before_reward(view, decision):
            words_, tip = reward_pass_words(view, legal)
        buttons.append(Button(f"act:{k}", pygame.Rect(rect.x, y, rect.width, ROW), words_,
                              action, tip, "primary"))
        y += ROW + GAP
    return buttons, words, pages


def _text_height(words: tuple[str, str], width: int) -> int:
    title, note = words
    h = 20 * len(fit_lines(title, width, HEADING, 3, bold=True)) if title else 0
    if note:
        h += 15 * len(fit_lines(note, width, NOTE, 3)) + 2
    return h + 8


def draw_stakes(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any],
                words: tuple[str, str], buttons: list[Button], p: Palette) -> None:
    """During a check, the card that asks for it, in full: what failure and success bring
    (under the heading and any buttons)."""
    check = view.get("check")
    if not check or not check.get("card"):
        return
    y = max([rect.y + _text_height(words, rect.width),
             *(b.rect.bottom for b in buttons if b.name != "auto:pass")]) + 6
    bottom = min([rect.bottom, *(b.rect.y - 4 for b in buttons if b.name == "auto:pass")])
    surface.blit(text(card_name(check["card"]), NOTE + 1, p.accent, bold=True), (rect.x, y))
    y += 19
    stakes = card_tip(check["card"]).split(". ", 1)[-1]
    mods = [f"{card_name(m['card']) or 'A card'}: {m['what'].title()} {m['n']:+d}"
            for m in check.get("mods", [])]
    if mods:
        stakes += " Changed by " + ", ".join(mods) + "."
    for line in fit_lines(stakes, rect.width, NOTE, max(1, (bottom - y) // 15)):
        surface.blit(text(line, NOTE, p.text), (rect.x, y))
        y += 15


def draw_heading(surface: pygame.Surface, rect: pygame.Rect, words: tuple[str, str],
                 p: Palette) -> None:
    title, note = words
    y = rect.y
    for line in fit_lines(title, rect.width, HEADING, 3, bold=True) if title else []:
        surface.blit(text(line, HEADING, p.text, bold=True), (rect.x, y))
        y += 20
    for line in fit_lines(note, rect.width, NOTE, 3) if note else []:
        surface.blit(text(line, NOTE, p.text_dim), (rect.x, y + 2))
        y += 15
