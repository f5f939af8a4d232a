"""The Axis Mundi table: the volcano of turning rings, the mats, the hand and the controls.

Layout inside ``ctx.board_rect`` (880x672): the volcano on the left with
the viewer's hand (and the prompt) below it; on the right the players' mats,
the controls and the dice tray.

The volcano and its rotation are drawn by ``volcano`` (a ``Rotated`` event
starts ``Turning``; while it turns ``busy()`` is True, so bots wait), what
stands on it by ``pieces``, the mats and the hand by ``panels``.

**Hover** a lit hex and the line above the hand says at once what a click
does and costs (``costs``: actions, energy, wounds, hit points); its tooltip
adds the terrain. Lit hexes are coloured by what they offer (a move, the
familiar, an attack), a badge tells a price above 1 action ("3" on a climb)
or that the click asks which of several ways. Hover a card for its text, a
mat for the character's powers. Controls: see ``controls``.

Tests use ``hex_center``, ``card_rect``, ``button_rect``, ``token_positions``
and ``settle`` (canvas coordinates).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexgrid import ORIGIN, Hex
from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.board import ring_hexes
from game.games.axis_mundi.rules.catalog import TREASURES
from game.games.axis_mundi.screen.art import RingArt, Volcano
from game.games.axis_mundi.screen.controls import Controls
from game.games.axis_mundi.screen.costs import Prices
from game.games.axis_mundi.screen.mat_counts import count_words, counts_row
from game.games.axis_mundi.screen.panels import (
    LIFT,
    draw_hand,
    draw_mats,
    hand_layout,
    mat_rects,
)
from game.games.axis_mundi.screen.pieces import draw_beam, draw_marks, draw_targets, draw_tokens
from game.games.axis_mundi.screen.refusals import not_now
from game.games.axis_mundi.screen.tips import hex_tip, mat_tip
from game.games.axis_mundi.screen.volcano import Turning, VolcanoView
from game.games.axis_mundi.screen.words import (
    Words,
    card_text,
    plural,
    treasure_name,
)
from game.ui.dice_tray import DiceTray
from game.ui.game_scene import SIDE_RECT
from game.ui.table import GameScene, TableContext
from game.ui.theme import mix
from game.ui.widgets import text

SOUNDS = {E.HitPoints: "attack", E.Died: "lose", E.Transformed: "portal",
          E.Announced: "announce", E.TimeBomb: "announce", E.TreasureTaken: "announce",
          E.CardDrawn: "click"}
PROMPTS = {
    "starting_hand": "Build your starting hand: how many 1-Time cards?",
    "redraw": "Redraw: click cards to swap them, or keep this hand",
    "pre_crate": "Take a card from your warehouse crate, or pass",
    "discard": "Hand limit: click a card to discard",
    "shield": "You are attacked! Shield yourself?",
    "evade": "A familiar comes for you: evade with Elusive?",
    "give": "The Savant demands a card: click one to give",
    "keep": "Choose a card to keep",
    "pick": "Choose a card to take",
    "arrange": "Peek-A-Boo: put the cards back",
    "slots": "Click the Permanent cards for your new mat's slots",
    "levitate": "The volcano turns: levitate or ride along?",
    "wander": "Walk along your level, or stay",
    "unslot": "Downgrading: choose the slotted card that goes back to your hand",
    "energy": "Choose the familiar that gets the energy token",
    "deal": "Mobilizing Forces: choose the card for the next player",
}


class AxisMundiScene(VolcanoView, Controls, GameScene):
    """Draws the volcano and the players for ``ctx.seat`` and turns clicks into actions."""

    needs_curtain = True

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.palette = ctx.palette
        self.words = Words(ctx.seat_names)
        self.costs = Prices(self.words)
        self.volcano_rect = pygame.Rect(br.x, br.y, 570, 532)
        self.hand_rect = pygame.Rect(br.x + 6, br.y + 538, 560, 132)
        side = br.x + 584
        self.mats_rect = pygame.Rect(side, br.y, br.right - side, 312)
        self.tray_rect = pygame.Rect(side, br.bottom - 86, br.right - side, 86)
        self.controls_rect = pygame.Rect(side, br.y + 320, br.right - side, 258)
        self.tray = DiceTray(self.tray_rect, ctx.palette)
        self.volcano: Volcano | None = None
        self.rings: dict[int, RingArt] = {}
        self.sea: pygame.Surface | None = None
        self._art_key: tuple[Any, ...] = ()
        self._rest: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._below: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.turning: Turning | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_hex: Hex | None = None
        self._lit_cache: tuple[dict[Hex, list[int]], dict[Hex, tuple[str, str]]] | None = None
        self._says: tuple[Hex, dict[Hex, list[int]], str] | None = None
        self._batch: list[Event] = []
        self.reset_choices()

    # The table's calls.

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        if self.turning is not None and view.get("board", {}).get("turns") == self.turning.start:
            self.settle()  # the turn that ended the round was taken back (Undo)
        super().show(view, legal)
        self.words.view = view
        mats = mat_rects(self.mats_rect, view["player_count"])
        top = mats[-1].bottom + 10
        self.controls_rect = pygame.Rect(self.mats_rect.x, top, self.mats_rect.width,
                                         self.tray_rect.y - 8 - top)
        self.reset_choices()
        self._build_art()

    def on_events(self, events: list[Event]) -> None:
        self._batch = events  # the log's lines read them next (a harvest roll's yield)
        sounds: list[str] = []
        rolls = [e.value for e in events if isinstance(e, E.DieRolled)]
        if rolls:
            self.tray.roll(rolls[-6:], seed=int(self.view.get("discard", 0)) + sum(rolls))
            sounds.append("dice_roll")
        for e in events:
            if isinstance(e, E.Rotated) and self.view:
                self._start_turning()
                sounds.append("bridge")
            elif isinstance(e, E.TurnBegan) and e.seat == self.view.get("seat"):
                sounds.append("turn")
            elif isinstance(e, E.Won):
                sounds.append("win" if e.seat == self.view.get("seat") else "lose")
            elif type(e) in SOUNDS and not (isinstance(e, E.HitPoints) and e.change > 0):
                sounds.append(SOUNDS[type(e)])
        for name in dict.fromkeys(sounds):
            self.ctx.sound.play(name)

    def busy(self) -> bool:
        return self.turning is not None

    def update(self, dt: float) -> None:
        if self.ctx.palette is not self.palette:
            self.palette = self.ctx.palette
            self.tray.set_palette(self.palette)
        self.tray.update(dt)
        if self.tray.pop_impacts():
            self.ctx.sound.play("die_land")
        if self.turning is not None:
            if self.turning.update(dt):
                self.ctx.sound.play("bridge")
            if self.turning.done:
                self.turning = None

    def describe(self, event: Event) -> str:
        return self.words.event(event, self._batch)

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.ctx.toast(f"Hint: {self.words.action(action)}{f' — {reason}' if reason else ''}")
        target = self.target_of(action)
        if target is not None:
            self.hover_hex = target

    def toast_anchor(self) -> pygame.Rect:
        """Toasts go over the top of the log, under the status line, as The Now's do: the
        board holds the volcano (whose sea is too narrow above it for two lines), the mats,
        the hand and the buttons, which a toast must not hide."""
        return pygame.Rect(SIDE_RECT.x + 8, SIDE_RECT.y + 100, SIDE_RECT.width - 16, 0)

    def summary_lines(self, outcome: Outcome) -> list[str]:
        lines = [f"Rounds played: {self.view.get('round', 0)}"]
        for p in self.view.get("players", []):
            died = f"died {plural(p['deaths'], 'time')}" if p["deaths"] else "never died"
            lines.append(f"{self.words.who(p['seat'])}: {p['hp']}/{p['max_hp']} HP, {died}")
        return lines

    def _start_turning(self) -> None:
        if self.turning is not None:
            self.settle()
        board = self.view["board"]
        self.turning = Turning(list(board["turns"]), board["top_level"], self._riders())
        self.chooser, self.card = None, ""
        self.changed()

    # Test and tool helpers (canvas coordinates).

    def hex_center(self, h: Hex) -> tuple[int, int]:
        """Where world hex ``h`` is drawn at rest."""
        assert self.volcano is not None
        x, y = self.volcano.pixel(h)
        return round(x), round(y)

    def card_rect(self, card: str) -> pygame.Rect:
        you = self.view.get("you") or {"hand": [], "treasures": []}
        cards, _ = hand_layout(self.hand_rect, you["hand"], you["treasures"])
        return next(r for c, r in cards if c == card)

    def button_rect(self, name: str) -> pygame.Rect | None:
        b = self.button_named(name)
        return None if b is None else b.rect

    def settle(self) -> None:
        """Finish every animation now."""
        self.turning = None
        self.tray.settle_now()

    def token_positions(self) -> dict[int, tuple[int, int]]:
        """Where each visible character's token is drawn now (rounded pixels)."""
        out = {}
        for seat, (x, y) in self._characters():
            out[seat] = (round(x), round(y))
        return out

    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view.get("board") or self.volcano is None:
            return
        p = self.palette
        if self.turning is not None:
            self._draw_turning(surface, self.turning)
        else:
            surface.blit(self._rest_surface(), self.volcano_rect.topleft)
        v = self.volcano
        riders = self.turning.riders if self.turning is not None else self._riders()
        draw_beam(surface, v)
        draw_marks(surface, v, self.view, riders, self._place)
        if self.turning is None:
            draw_targets(surface, v, self._lit(), self.hover_hex, self.chooser, p)
        draw_tokens(surface, v, self.view, riders["tokens"], self._place, self._characters())
        pygame.draw.rect(surface, mix(p.panel, p.background, 0.3), self.hand_rect.inflate(8, 4),
                         border_radius=8)
        hover_card = self._card_at(self.mouse) or ""
        says = ""
        if self.hover_hex is not None and self.turning is None:
            if self._says is None or self._says[:2] != (self.hover_hex, self.targets()):
                self._says = (self.hover_hex, self.targets(), self.click_says(self.hover_hex))
            says = self._says[2]
        draw_hand(surface, self.hand_rect, self.view, self.card, self.picked, hover_card, p,
                  says or self._prompt(), bool(says))
        draw_mats(surface, self.mats_rect, self.view, self.words, p)
        for b in self.buttons() if self.turning is None else []:
            b.draw(surface, p, b.rect.collidepoint(self.mouse))
        if self.turning is not None:
            words = text(f"The volcano turns: Level {min(self.turning.step, self.turning.top)}"
                         " and above", 16, p.accent, bold=True)
            surface.blit(words, (self.controls_rect.x, self.controls_rect.y + 6))
        self.tray.draw(surface)

    def _prompt(self) -> str:
        you = self.view.get("you") or {}
        decision = you.get("decision")
        if decision:
            return PROMPTS.get(decision["kind"], decision["kind"].replace("_", " "))
        if self.legal:
            turn = self.view["turn"]
            extra = ""
            if turn["extra_moves"]:
                extra += f", {plural(turn['extra_moves'], 'free move')}"
            if turn["extra_attacks"]:
                extra += f", {plural(turn['extra_attacks'], 'extra attack')}"
            me = self.view["players"][self.view["seat"]]
            pinned = " · pinned: no moves this turn" if me["immobilized"] else ""
            return f"Round {self.view['round']} · your turn: " \
                   f"{plural(turn['actions'], 'action')} left{extra}{pinned}"
        limit = self.view["round_limit"]
        return f"Round {self.view['round']}{f' of {limit}' if limit else ''} · " \
               f"{self.words.who(self.view['current'])} is playing"

    def _lit(self) -> dict[Hex, tuple[str, str]]:
        """Each lit hex's look: what it offers ("move", "familiar", "attack", "mixed") and
        its badge ("3" for a 3-action climb, "?" where the click asks which)."""
        if self._lit_cache is not None and self._lit_cache[0] is self.targets():
            return self._lit_cache[1]
        seat = self.view.get("seat", -1)
        out = {}
        for h, options in self.targets().items():
            kinds = {_offer(self.legal[i].kind) for i in options}
            spent = {self.costs.actions_spent(self.legal[i], seat) for i in options}
            badge = "?" if len(options) > 1 else (str(spent.pop()) if spent - {0, 1} else "")
            out[h] = (kinds.pop() if len(kinds) == 1 else "mixed", badge)
        self._lit_cache = (self.targets(), out)
        return out

    # Input.

    def _card_at(self, pos: tuple[int, int]) -> str | None:
        you = self.view.get("you")
        if not you:
            return None
        cards, _ = hand_layout(self.hand_rect, you["hand"], you["treasures"])
        raised = [(c, r.move(0, -LIFT)) for c, r in cards if c == self.card]
        for card, rect in [*raised, *reversed(cards)]:
            if rect.collidepoint(pos):
                return card
        return None

    def treasure_rect(self, treasure: str) -> pygame.Rect:
        you = self.view.get("you") or {"hand": [], "treasures": []}
        _, chips = hand_layout(self.hand_rect, you["hand"], you["treasures"])
        return next(r for t, r in chips if t == treasure)

    def _treasure_at(self, pos: tuple[int, int]) -> str | None:
        you = self.view.get("you") or {}
        _, chips = hand_layout(self.hand_rect, you.get("hand", []), you.get("treasures", []))
        return next((t for t, r in chips if r.collidepoint(pos)), None)

    def _hex_at(self, pos: tuple[int, int]) -> Hex | None:
        v = self.volcano
        if v is None or not self.volcano_rect.collidepoint(pos):
            return None
        return v.hex_at(pos, self._all_hexes())

    def _all_hexes(self) -> list[Hex]:
        board = self.view["board"]
        hexes = [ORIGIN] + [h for r in range(1, len(board["rings"])) for h in ring_hexes(r)]
        return hexes + [Hex.from_json(p["pier"]) for p in board["places"]]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_hex = self._hex_at(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        self.mouse = event.pos
        if self.turning is not None or not self.view.get("board"):
            return False
        if event.button == 1 and self.click_buttons(event.pos):
            return True
        card = self._card_at(event.pos)
        if card is not None and event.button == 1:
            return self.click_card(card)
        treasure = self._treasure_at(event.pos)
        if treasure is not None and event.button == 1:
            return self.click_treasure(treasure)
        players = self.view.get("players", [])
        for player, rect in zip(players, mat_rects(self.mats_rect, len(players)), strict=False):
            if rect.collidepoint(event.pos):
                self.ctx.toast(f"{self.words.who(player['seat'])}'s mat shows what the "
                               "character holds; it is not a control (hover it to read it).")
                return True
        h = self._hex_at(event.pos)
        if h is not None:
            return self.click_hex(h, chooser=event.button == 3)
        if self.volcano_rect.collidepoint(event.pos) and not self.ctx.read_only:
            self.refuse(not_now(self.words, self.legal, self._prompt())
                        or ("That is the open sea, off the island: nobody goes there.", "Move"))
            return True
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        button = self.button_at(pos) if self.turning is None else None
        if button is not None:
            return button.tip or None
        card = self._card_at(pos)
        if card is not None:
            return card_text(card)
        you = self.view.get("you") or {}
        _, chips = hand_layout(self.hand_rect, you.get("hand", []), you.get("treasures", []))
        for treasure, rect in chips:
            if rect.collidepoint(pos):
                return f"{treasure_name(treasure)}: {TREASURES[treasure].text}"
        for player, rect in zip(self.view.get("players", []),
                                mat_rects(self.mats_rect, len(self.view.get("players", []))),
                                strict=False):
            if counts_row(rect).collidepoint(pos):
                return f"{self.words.who(player['seat'])} holds: " \
                       f"{', '.join(count_words(player))}."
            if rect.collidepoint(pos):
                return mat_tip(player)
        h = self._hex_at(pos)
        return None if h is None or self.turning is not None else \
            hex_tip(self.words, h, self.offers(h))


def _offer(kind: str) -> str:
    """The look of a lit hex by what its action does."""
    if kind == "send_familiar":
        return "familiar"
    if kind in ("melee", "shoot", "throw_grenade", "demonic_melee"):
        return "attack"
    return "move"
