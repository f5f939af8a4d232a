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
ladder and stays a moment after the check ends. Other rolls (the
Expedition roll, a City drawn by two dice) tumble in the same tray.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.values import Action, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.poker import HANDS, category, outcome, target
from game.games.apocalypse.rules.vocabulary import ABILITIES
from game.games.apocalypse.rules.world import WESTERN_BY_NUMBER
from game.games.apocalypse.screen.controls import Button, pass_words
from game.games.apocalypse.screen.poker_tray import PokerTray
from game.games.apocalypse.screen.words import (
    RESULT_TITLES,
    ability_name,
    card_name,
    hand_title,
    label,
    place_name,
    seat_label,
)
from game.ui.dice_tray import DieMark
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, panel, text

RESULT_SECONDS = 1.8
ROLL_SECONDS = 1.2
RESULT_COLOURS = {"fail": "bad", "success": "good", "great": "accent"}


def modifier_words(check: dict[str, Any]) -> str:
    """The cards that changed a check: "Muddled Thoughts: Ability -2"."""
    return ", ".join(f"{card_name(m['card']) or 'a card'}: {m['what'].title()} {m['n']:+d}"
                     for m in check.get("mods", []))


def _total_words(purpose: str, dice: tuple[int, ...]) -> str:
    total = sum(dice)
    if len(dice) == 2 and purpose in ("the Catastrophe", "a random Western City"):
        return f"Total {total}: {place_name(WESTERN_BY_NUMBER[total])}"
    return f"Total {total}"


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
        self.roll_words = ""  # a roll outside a check, while it lingers
        self.roll_total = ""  # what that roll's total means
        self.shown: list[int] = []
        self.throws = 0

    def set_palette(self, palette: Palette) -> None:
        self.palette = palette
        self.tray.set_palette(palette)

    # Events and time.

    def on_events(self, events: list[Event], view: dict[str, Any]) -> None:
        """Start throws for new events (``view`` is the one from before them)."""
        for e in events:
            if isinstance(e, E.CheckStarted):
                self.finished, self.roll_words, self.linger = None, "", 0.0
            elif isinstance(e, E.DiceRolled) and e.purpose == "ability check":
                self._throw(list(e.dice), None)
            elif isinstance(e, E.DiceRolled):
                self.finished = None
                who = seat_label(view, e.seat)
                self.roll_words = (f"{who}: Expedition roll" if e.purpose == "expedition"
                                   else f"{who} rolls for {e.purpose}" if e.seat >= 0
                                   else f"The dice are rolled for {e.purpose}")  # nobody's
                self.roll_total = _total_words(e.purpose, e.dice)
                self._throw(list(e.dice), None)
                self.linger = ROLL_SECONDS
            elif isinstance(e, C.ExpeditionRolled):
                found = "the Artifact is here!" if e.success else "not found here"
                self.roll_total = (f"{sum(e.dice)} + {e.research} Research + {e.field} (Field)"
                                   + (f" {e.bonus:+d}" if e.bonus else "")
                                   + f" = {e.total}: {found}")
                self.linger = ROLL_SECONDS * 1.5
            elif isinstance(e, (E.DieRerolled, E.DieTurned)):
                held = [k != e.die for k in range(len(e.dice))]
                self._throw(list(e.dice), held if isinstance(e, E.DieRerolled) else None)
            elif isinstance(e, E.CheckResolved):
                # The rules forget a check once its step is over: keep its picture from
                # the view before, with the final dice and the verdict.
                before = view.get("check") or {}
                self.finished = {**before, "seat": e.seat, "dice": list(e.dice),
                                 "hand": e.hand, "result": e.result} if before else None
                self.linger = RESULT_SECONDS if before else 0.0
                self.roll_words = ""
                if len(e.dice) == 5 and all(1 <= v <= 6 for v in e.dice):
                    self.tray.set_values(list(e.dice), seed=len(self.shown))  # the hand, laid out
                    self.shown = list(e.dice)

    def after_show(self, view: dict[str, Any]) -> None:
        """The view after the events: show dice a loaded game left on the table."""
        self.sync(view.get("check"))

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
        if not self.tray.is_rolling and self.linger > 0:
            self.linger = max(0.0, self.linger - dt)
            if self.linger == 0:
                self.finished, self.roll_words = None, ""

    def busy(self) -> bool:
        return self.tray.is_rolling or self.linger > 0

    def hurry(self) -> None:
        self.tray.settle_now()
        self.linger = min(self.linger, 0.01)

    def visible(self, view: dict[str, Any]) -> bool:
        return bool(view.get("check")) or self.finished is not None or bool(self.roll_words)

    # What the panel offers.

    def check_of(self, view: dict[str, Any]) -> dict[str, Any] | None:
        return view.get("check") or self.finished

    def buttons(self, view: dict[str, Any], legal: list[Action]) -> list[Button]:
        """Ability cards before the roll, then the window's cards, the roll, Accept."""
        decision = (view.get("you") or {}).get("decision") or {}
        check = view.get("check")
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
                opt = options.get(ability, {})
                tip = (f"{opt.get('rerolls', 0)} Rerolls; Difficulty {opt.get('difficulty', 0)}"
                       f" needs {hand_title(HANDS[target(opt.get('difficulty', 0))])}")
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
                    words, tip = "Take the result", "Nothing more to play: see how it ends"
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
        surface.blit(text(self._subtitle(check), 12, p.text_dim), (r.x + 16, r.y + 33))
        buttons = self.buttons(view, legal)
        choosing = bool(buttons) and buttons[0].style == "ability"
        if choosing:
            self._draw_abilities(surface, view, buttons, mouse)
        elif not check["dice"]:
            self._draw_waiting(surface, check, bool(buttons))
        else:
            self._mark_dice(legal, mouse)
            self.tray.draw(surface)
            hint = ""
            if any(isinstance(a, A.Reroll) for a in legal):
                hint = "click a die to reroll it"
            elif any(isinstance(a, A.TurnDie) for a in legal):
                n = ((view.get("you") or {}).get("decision") or {}).get("n", 1)
                hint = f"click a die to turn it {n:+d}"
            self._draw_rerolls(surface, check, hint)
        self._draw_ladder(surface, check)
        for b in buttons:
            if b.style != "ability":
                b.draw(surface, p, b.rect.collidepoint(mouse))

    def _subtitle(self, check: dict[str, Any]) -> str:
        need = hand_title(check["target"])
        if not check["chosen"]:
            return (f"Difficulty {check['difficulty']}: {need} or better. "
                    "Choose the ability to use: its value is your Rerolls.")
        words = (f"Using {ability_name(check['chosen'])}: {check['rerolls']} Rerolls. "
                 f"Difficulty {check['difficulty']}: {need} or better")
        if check["chosen"] != check["required"]:
            words += " (Simple Success at most)"
        return words

    def _draw_abilities(self, surface: pygame.Surface, view: dict[str, Any],
                        buttons: list[Button], mouse: tuple[int, int]) -> None:
        p = self.palette
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
            need = hand_title(HANDS[target(opt.get("difficulty", 0))])
            for k, line in enumerate(fit_lines(f"needs {need}", b.rect.width - 10, 12, 2)):
                img = text(line, 12, p.text)
                surface.blit(img, img.get_rect(midtop=(cx, b.rect.y + 88 + 14 * k)))
            great = ability == check["required"]
            tag = "Great possible" if great else "Simple at most"
            img = text(tag, 12, p.good if great else p.text_dim, bold=great)
            surface.blit(img, img.get_rect(midbottom=(cx, b.rect.bottom - 6)))

    def _draw_waiting(self, surface: pygame.Surface, check: dict[str, Any], asked: bool) -> None:
        p = self.palette
        box = self.tray_rect
        pygame.draw.rect(surface, mix(p.panel, p.background, 0.5), box, border_radius=10)
        if not check["chosen"]:
            words = "Choosing the ability…"
        elif asked:
            words = "Play a card that changes the check now, or go on"
        else:
            words = "Cards may change the check before the roll…"
        img = text(words, 14, p.text_dim)
        surface.blit(img, img.get_rect(center=box.center))

    def _mark_dice(self, legal: list[Action], mouse: tuple[int, int]) -> None:
        if self.tray.is_rolling or len(self.tray.values) != 5:
            return
        marks = [DieMark.NONE] * 5
        if any(isinstance(a, A.Reroll | A.TurnDie) for a in legal):
            die = self.tray.die_at(mouse) if self.tray_rect.collidepoint(mouse) else None
            if die is not None:
                marks[die] = DieMark.SELECTED
        self.tray.set_marks(marks)

    def _draw_rerolls(self, surface: pygame.Surface, check: dict[str, Any], hint: str) -> None:
        p = self.palette
        left, total = check["rerolls_left"], check["rerolls"]
        x, y = self.tray_rect.x + 4, self.tray_rect.bottom + 4
        label_ = text(f"Rerolls {left} of {total}", 12, p.text_dim, bold=True)
        surface.blit(label_, (x, y))
        x += label_.get_width() + 8
        shown = min(total, 12)
        for k in range(shown):
            colour = p.accent if k < left else mix(p.panel, p.text_dim, 0.3)
            pygame.draw.circle(surface, colour, (x + 6 + k * 13, y + 8), 5)
        if hint:
            words = text(hint, 12, p.text)
            surface.blit(words, (self.tray_rect.right - words.get_width() - 4, y))

    def _draw_ladder(self, surface: pygame.Surface, check: dict[str, Any]) -> None:
        """The eight hands, strongest on top: failure, success and great success bands."""
        p = self.palette
        box = self.ladder_rect
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
            return
        colour = getattr(p, RESULT_COLOURS[verdict])
        img = text(prefix + RESULT_TITLES[verdict], 17 if prefix else 20, colour, bold=True)
        surface.blit(img, (box.x + 2, verdict_y))
        mods = modifier_words(check)
        if mods and text(mods, 11).get_width() <= box.width:  # else only beside, in full
            surface.blit(text(mods, 11, p.text_dim), (box.x + 2, verdict_y + 24))
        if not prefix and not self.tray.is_rolling:
            self._banner(surface, RESULT_TITLES[verdict], colour)

    def _banner(self, surface: pygame.Surface, words: str, colour: tuple[int, int, int]) -> None:
        """The verdict across the tray once the check is over."""
        image = text(words + "!", 30, colour, bold=True)
        plate = pygame.Rect(0, 0, image.get_width() + 40, image.get_height() + 16)
        plate.center = self.tray.held_rect.center  # the kept dice are all back on the felt
        back = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*self.palette.panel, 230), back.get_rect(), border_radius=10)
        pygame.draw.rect(back, (*colour, 255), back.get_rect(), 2, border_radius=10)
        surface.blit(back, plate)
        surface.blit(image, image.get_rect(center=plate.center))
