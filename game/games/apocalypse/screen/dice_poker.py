"""The ability check as dice poker, at the centre of the table.

While a check runs (``view["check"]``) a panel lies over the map: the
check's title (whose, which ability it requires, which card asks), the
pymunk dice tray (``game.ui.dice_tray``) and, beside it, the ladder of the
eight hands with the target the Difficulty sets, where a Great Success
starts, and the hand the dice show now. Before the roll the three abilities
lie there as cards, each with its Rerolls and target; click one. Cards that
change the check are offered before the roll, the roll is a button; then
click a die to reroll it (one Reroll each) and "Accept" when satisfied.
The verdict (Failure, Simple Success, Great Success) reads live under the
ladder. When the check ends its verdict lies across the dice a moment, then the
dice of the hand show; the verdict (under the ladder), the hand and what the check
gave stay on the tray: the viewer's own until they click "Continue" or take their next
action (the table waits for it, as it waits for a card on show), another
player's for ``OTHERS_SECONDS``, long enough to read. Other rolls (the
Expedition roll, a City drawn by two dice) tumble in the same tray.

This module keeps what the panel shows and what its clicks do; the pieces
are drawn by ``poker_parts``, their words made by ``poker_words`` and the dice
thrown in ``poker_tray``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.values import Action, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.poker import category, outcome
from game.games.apocalypse.rules.vocabulary import ABILITIES
from game.games.apocalypse.screen.controls import Button, pass_words
from game.games.apocalypse.screen.labels import label
from game.games.apocalypse.screen.poker_parts import (
    banner,
    draw_abilities,
    draw_ladder,
    draw_rerolls,
    draw_waiting,
    hand_dice,
    tile_tip,
)
from game.games.apocalypse.screen.poker_tray import PokerTray
from game.games.apocalypse.screen.poker_words import (
    final_picture,
    gave_lines,
    gave_words,
    result_tip,
    subtitle,
    total_words,
)
from game.games.apocalypse.screen.words import (
    ability_name,
    card_name,
    die_turns,
    hand_title,
    seat_label,
)
from game.ui import motion
from game.ui.dice_tray import DieMark
from game.ui.palette import Palette
from game.ui.widgets import fit_lines, panel, text

OTHERS_SECONDS = 4.0  # another player's verdict stays this long once the dice rest
BANNER_SECONDS = 1.5  # the verdict's banner lies on the felt this long, then the hand
ROLL_SECONDS = 1.2


@dataclass(frozen=True)
class Turned:
    """A die a card turned: who turned it, with which card, from which face to which."""

    seat: int
    card: str
    was: int
    now: int


def result_settled(view: dict[str, Any], legal: list[Action]) -> bool:
    """After the rerolls of the viewer's own check, can no card offered make the result
    better? (A Great Success, or no die a card may turn makes it better: playtest 5 held
    Gaining the Edge after a Great Success and had to click "Take the result".) Cards
    that do anything but turn a die are never judged: they are asked about."""
    check = view.get("check") or {}
    decision = (view.get("you") or {}).get("decision") or {}
    if decision.get("hook") != "check_after_rerolls" or check.get("seat") != view.get("seat") \
            or len(check.get("dice", ())) != 5:
        return False
    cards = [a.card for a in legal if isinstance(a, A.PlayCard | A.UseCard)]
    if len(cards) + 1 != len(legal) or A.Pass() not in legal:
        return False
    rank = ("fail", "success", "great")

    def result(dice: list[int]) -> int:
        return rank.index(outcome(category(dice), check["difficulty"], check["required"],
                                  check["chosen"]))

    now, dice = result(check["dice"]), check["dice"]
    for card in cards:
        turns = die_turns(card)
        if not turns:
            return False
        for n in turns:
            for k, v in enumerate(dice):
                if 1 <= v + n <= 6 and result([*dice[:k], v + n, *dice[k + 1:]]) > now:
                    return False
    return True


class DicePoker:
    """The centre panel: shows the check or roll, and turns clicks into actions."""

    def __init__(self, rect: pygame.Rect, palette: Palette) -> None:
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.tray_rect = pygame.Rect(r.x + 14, r.y + 54, 392, 160)
        self.ladder_rect = pygame.Rect(r.x + 420, r.y + 54, r.right - 14 - (r.x + 420), 168)
        self.row_rect = pygame.Rect(r.x + 14, r.bottom - 38, 392, 30)
        self.tray = PokerTray(self.tray_rect, palette, die_size=34)
        self.palette = palette
        self.linger = 0.0  # seconds the finished check or roll stays on show (the bots wait)
        self.finished: dict[str, Any] | None = None  # the last check, while it lingers
        self.started: int | None = None  # its Difficulty when it began (the log's line)
        self.held = False  # the finished check is the viewer's own: on show until read
        self.banner_age = 0.0  # seconds the finished check's banner has shown (dice at rest)
        self.gave: list[str] = []  # what the finished check gave its player, in the log's words
        self.to_act = False  # the viewer has a decision (their next action reads the verdict)
        self.go_on = Button("poker:continue", pygame.Rect(self.row_rect.right - 130,
                            self.row_rect.y, 130, self.row_rect.height), "Continue", None,
                            "You have read the result: play goes on", "primary")
        self.roll_words = ""  # a roll outside a check, while it lingers
        self.roll_total = ""  # what that roll's total means
        self.shown: list[int] = []
        self.throws = 0
        self.cards_of: dict[int, str] = {}  # seat -> the last card it played or used
        self.changed: dict[int, Turned] = {}  # die -> who turned it, with what, from what

    def set_palette(self, palette: Palette) -> None:
        self.palette = palette
        self.tray.set_palette(palette)

    # Events and time.

    def on_events(self, events: list[Event], view: dict[str, Any], hold: bool = True,
                  acted: bool = False) -> None:
        """Start throws for new events (``view`` is the one from before them). ``acted``:
        they answer the viewer's own action (which reads a verdict held for them);
        ``hold``: the viewer's own verdict waits for them (not on a read-only screen)."""
        if acted:
            self.release()
        for n, e in enumerate(events):
            if isinstance(e, E.CheckStarted):
                self.finished, self.roll_words, self.linger = None, "", 0.0
                self.started = e.difficulty
                self.held = False
                self.cards_of, self.changed = {}, {}
            elif isinstance(e, C.CardPlayed | C.CardUsed):
                self.cards_of[e.seat] = e.card
            elif isinstance(e, E.DiceRolled) and e.purpose == "ability check":
                self.changed = {}
                self._throw(list(e.dice), None)
            elif isinstance(e, E.DiceRolled):
                self.finished = None
                who = seat_label(view, e.seat)
                self.roll_words = (f"{who}: Expedition roll" if e.purpose == "expedition"
                                   else f"{who} rolls for {e.purpose}" if e.seat >= 0
                                   else f"The dice are rolled for {e.purpose}")  # nobody's
                self.roll_total = total_words(e.purpose, e.dice)
                self._throw(list(e.dice), None)
                self.linger = ROLL_SECONDS
            elif isinstance(e, C.ExpeditionRolled):
                found = "the Artifact is here!" if e.success else "not found here"
                self.roll_total = (f"{sum(e.dice)} + {e.research} Research + {e.field} (Field)"
                                   + (f" {e.bonus:+d}" if e.bonus else "")
                                   + f" = {e.total}: {found}")
                self.linger = ROLL_SECONDS * 1.5
            elif isinstance(e, E.DieRerolled):
                self.changed.pop(e.die, None)
                self._throw(list(e.dice), [k != e.die for k in range(len(e.dice))])
            elif isinstance(e, E.DieTurned) and all(1 <= v <= 6 for v in e.dice):
                was = self.shown[e.die] if e.die < len(self.shown) else e.value
                self.changed[e.die] = Turned(e.seat, self.cards_of.get(e.seat, ""), was,
                                             e.value)
                mine = e.seat == view.get("seat")  # another's card: ringed until the end
                self.tray.turn(list(e.dice), e.die,  # the same die, another face
                               "turned" if mine else f"by Player {e.seat + 1}", not mine)
                self.shown = list(e.dice)
            elif isinstance(e, E.CheckResolved):
                before = view.get("check") or {}  # the rules forget it: the view before
                self.finished = final_picture(before, events[:n], e)
                self.held = bool(before) and hold and e.seat == view.get("seat", -1) >= 0
                self.linger = OTHERS_SECONDS if before and not self.held else 0.0
                self.gave = gave_words(events[n + 1:], e.seat)
                self.banner_age = 0.0
                self.roll_words = ""
                if len(e.dice) == 5 and all(1 <= v <= 6 for v in e.dice) \
                        and list(e.dice) != self.shown:  # dice the tray never showed
                    self.tray.set_values(list(e.dice), seed=len(self.shown))
                    self.shown = list(e.dice)

    def after_show(self, view: dict[str, Any]) -> None:
        """The view after the events: show dice a loaded game left on the table."""
        self.to_act = bool((view.get("you") or {}).get("decision"))
        self.sync(view.get("check"))

    def release(self) -> None:
        """The viewer has read their verdict: it goes."""
        if self.held:
            self.held, self.finished, self.gave = False, None, []

    def _throw(self, dice: list[int], held: list[bool] | None) -> None:
        if not all(1 <= v <= 6 for v in dice) or not dice:
            return
        self.throws += 1  # each throw its own path, even when the values repeat
        seed = sum(v * 7 ** k for k, v in enumerate(dice)) * 31 + self.throws
        self.tray.roll(dice, held, seed=seed)
        self.shown = list(dice)

    def sync(self, check: dict[str, Any] | None) -> None:
        """Show the view's dice at rest if the tray does not show them (a loaded game)."""
        if check and check["dice"] and check["dice"] != self.shown and not self.tray.is_rolling:
            self.tray.set_values(check["dice"])
            self.shown = list(check["dice"])

    def update(self, dt: float) -> None:
        self.tray.update(dt)
        if self.finished is not None and not self.tray.is_rolling \
                and self.banner_age < BANNER_SECONDS:
            self.banner_age += dt
            motion.stir()  # the banner goes by itself: frames until then
        if not self.tray.is_rolling and self.linger > 0:
            self.linger = max(0.0, self.linger - dt)
            if self.linger == 0:
                self.finished, self.roll_words = None, ""

    def busy(self) -> bool:
        """Dice rolling, a verdict lingering, or the viewer's own verdict waiting to be
        read (when the viewer has a decision, they read it by taking their action)."""
        return self.tray.is_rolling or self.linger > 0 or (self.held and not self.to_act)

    def hurry(self, pos: tuple[int, int] | None = None) -> None:
        """Settle the dice and end a lingering verdict; a held one goes on "Continue" (a
        click at ``pos``) or at once when no click is given (tests, tools)."""
        rolling = self.tray.is_rolling
        self.tray.settle_now()
        self.linger = min(self.linger, 0.01)
        if pos is None or (not rolling and self.go_on.rect.collidepoint(pos)):
            self.release()

    def visible(self, view: dict[str, Any]) -> bool:
        return bool(view.get("check")) or self.finished is not None or bool(self.roll_words)

    # What the panel offers.

    def check_of(self, view: dict[str, Any]) -> dict[str, Any] | None:
        return view.get("check") or self.finished

    def buttons(self, view: dict[str, Any], legal: list[Action]) -> list[Button]:
        """Ability cards before the roll, then the window's cards, the roll, Accept."""
        decision = (view.get("you") or {}).get("decision") or {}
        check = view.get("check")
        if self.held and not check and not self.tray.is_rolling:
            return [self.go_on]
        if not check or not legal:
            return []
        out: list[Button] = []
        if decision.get("kind") == "ability":
            options = decision.get("options", {})
            w = (self.tray_rect.width - 16) // 3
            for n, ability in enumerate(ABILITIES):
                action = A.ChooseAbility(ability)
                if action not in legal:
                    continue
                box = pygame.Rect(self.tray_rect.x + n * (w + 8), self.tray_rect.y + 6, w,
                                  self.tray_rect.height - 12)
                tip = tile_tip(ability, options.get(ability, {}), check["required"], check)
                out.append(Button(f"act:{legal.index(action)}", box, ability_name(ability),
                                  action, tip, "ability"))
            return out
        # Only the way on lies here: cards to play are listed beside, in the controls.
        row: list[tuple[int, Action]] = [(k, a) for k, a in enumerate(legal)
                                         if isinstance(a, A.Pass | A.StopRolling)]
        if not row:
            return out
        mine = check["seat"] == view.get("seat")
        n = len(row)
        w = (self.row_rect.width - 6 * (n - 1)) // n
        for i, (k, action) in enumerate(row):
            words, tip = label(action, view)
            style = "normal"
            if isinstance(action, A.Pass):
                style = "primary"
                words, tip = pass_words(legal)
                hook = decision.get("hook")
                if mine and hook == "check_before_roll":
                    words, tip = "Roll the dice", "Roll five dice with these modifiers"
                elif mine and hook == "check_after_rerolls":
                    words, tip = "Take the result", result_tip(legal)
            if isinstance(action, A.StopRolling):
                hand = check["hand"]
                words = f"Accept: {hand_title(hand)}" if hand else words
                style = "primary"
            box = pygame.Rect(self.row_rect.x + i * (w + 6), self.row_rect.y, w,
                              self.row_rect.height)
            out.append(Button(f"act:{k}", box, words, action, tip, style))
        return out

    def die_action(self, pos: tuple[int, int], legal: list[Action]) -> Action | None:
        """The reroll (or turn) a click on a die asks for."""
        if not self.tray_rect.collidepoint(pos):
            return None
        die = self.tray.die_at(pos)
        if die is None:
            return None
        for action in legal:
            if isinstance(action, A.Reroll | A.TurnDie) and action.die == die:
                return action
        return A.Reroll(die)

    def die_centre(self, die: int) -> tuple[int, int]:
        x, y, _, _ = self.tray.poses()[die]
        return round(x), round(y)

    # Drawing.

    def draw(self, surface: pygame.Surface, view: dict[str, Any], legal: list[Action],
             mouse: tuple[int, int]) -> None:
        p = self.palette
        panel(surface, self.rect, p, alpha=245)
        check = self.check_of(view)
        r = self.rect
        if check is None:
            surface.blit(text(self.roll_words, 16, p.text, bold=True), (r.x + 16, r.y + 12))
            self.tray.counting = ()  # a roll outside a check makes no hand
            self.tray.draw(surface)
            if not self.tray.is_rolling and self.shown:
                lines = fit_lines(self.roll_total, self.ladder_rect.width, 18, 5, bold=True)
                for k, line in enumerate(lines):
                    words = text(line, 18, p.accent, bold=True)
                    surface.blit(words, (self.ladder_rect.x, self.ladder_rect.y + 30 + 24 * k))
            return
        who = seat_label(view, check["seat"])
        title = f"{who}: {ability_name(check['required'])} check"
        if check.get("card"):
            title += f" — {card_name(check['card'])}"
        size = 16
        while size > 12 and text(title, size, bold=True).get_width() > r.width - 32:
            size -= 1
        line = fit_lines(title, r.width - 32, size, 1, bold=True)[0]
        surface.blit(text(line, size, p.text, bold=True), (r.x + 16, r.y + 10))
        surface.blit(text(subtitle(check, r.width - 32, self.started), 12, p.text_dim),
                     (r.x + 16, r.y + 33))
        buttons = self.buttons(view, legal)
        choosing = bool(buttons) and buttons[0].style == "ability"
        if choosing:
            draw_abilities(surface, view, buttons, mouse, p)
        elif not check["dice"]:
            draw_waiting(surface, self.tray_rect, check, bool(buttons), p)
        else:
            self._mark_dice(legal, mouse)
            self.tray.counting = hand_dice(self.tray.values)
            self.tray.draw(surface)
            hint = ""
            if any(isinstance(a, A.Reroll) for a in legal):
                hint = "click a die to reroll it"
            elif any(isinstance(a, A.TurnDie) for a in legal):
                n = ((view.get("you") or {}).get("decision") or {}).get("n", 1)
                hint = f"click a die to turn it {n:+d}"
            draw_rerolls(surface, self.tray_rect, check, hint, p)
        verdict = draw_ladder(surface, self.ladder_rect, check, p)
        if verdict is not None and not self.tray.is_rolling \
                and self.banner_age < BANNER_SECONDS:  # then the dice of the hand show
            banner(surface, pygame.Rect(r.x + 8, r.y + 4, r.width - 16,
                                        self.tray_rect.y - r.y - 8), *verdict, p)
        for b in buttons:
            if b.style != "ability":
                b.draw(surface, p, b.rect.collidepoint(mouse))
        if self.finished is not None and self.gave and not self.tray.is_rolling:
            room = self.row_rect.width - (self.go_on.rect.width + 8 if self.held else 0)
            for k, line in enumerate(gave_lines(self.gave, room)):
                surface.blit(text(line, 12, p.text), (self.row_rect.x, self.row_rect.y + 14 * k))

    def _mark_dice(self, legal: list[Action], mouse: tuple[int, int]) -> None:
        if self.tray.is_rolling or len(self.tray.values) != 5:
            return
        marks = [DieMark.NONE] * 5
        if any(isinstance(a, A.Reroll | A.TurnDie) for a in legal):
            die = self.tray.die_at(mouse) if self.tray_rect.collidepoint(mouse) else None
            if die is not None:
                marks[die] = DieMark.SELECTED
        self.tray.set_marks(marks)
