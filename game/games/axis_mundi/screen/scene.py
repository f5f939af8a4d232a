"""The Axis Mundi table: the volcano of turning rings, the mats, the hand and the controls.

Layout inside ``ctx.board_rect`` (880x672): the volcano on the left with
the viewer's hand (and the prompt) below it; on the right the players' mats,
the controls and the dice tray.

**The volcano** (``art``): the sea ring, piers and water are one cached
background; every level's ring is its own cached surface with a dark cliff
and drop shadow below it, lifted and lighter the higher it stands, with gaps
between rings; the crater with the Axis Mundi in the middle. Characters,
treasure, harvested markers, infection and time bombs are drawn on top where
they are now.

**The rotation.** A ``Rotated`` event starts ``Turning``: Level 1 and above
turn 60° counter-clockwise (eased, 0.9 s), then Level 2 and above, and so on.
Each turning ring's face and cliff are rotated from their originals with
``pygame.transform.rotate`` each frame; every token riding a ring moves along
its arc (from a snapshot of where things were when the round ended). While it
turns ``busy()`` is True, so bots wait; afterwards everything is drawn from
the view again, where the rules put it.

**Hover** a hex for its terrain and what reaching it costs (actions and
wounds) when a legal move goes there; a card for its text; a mat for the
character's powers. Controls: see ``controls``.

Tests use ``hex_center``, ``card_rect``, ``button_rect``, ``token_positions``
and ``settle`` (canvas coordinates).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.hexgrid import ORIGIN, POINTY, Hex, Layout
from game.core.state import Outcome
from game.core.values import Action, Event
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.board import level_of, ring_hexes, rotated
from game.games.axis_mundi.rules.catalog import CHARACTERS, MATS, TREASURES
from game.games.axis_mundi.screen.art import (
    SEAT_COLOURS,
    RingArt,
    Volcano,
    blit_ring,
    ring_art,
    sea_layer,
)
from game.games.axis_mundi.screen.controls import Controls
from game.games.axis_mundi.screen.panels import draw_hand, draw_mats, hand_layout, mat_rects
from game.games.axis_mundi.screen.words import (
    Words,
    card_name,
    card_text,
    terrain_at,
    treasure_name,
)
from game.ui.dice_tray import DiceTray
from game.ui.table import GameScene, TableContext
from game.ui.theme import mix
from game.ui.tween import Tween, ease_in_out
from game.ui.widgets import text

STEP_SECONDS = 0.9
PAUSE_SECONDS = 0.12
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
}


@dataclass
class Turning:
    """The round-end rotation in progress: ``step`` k turns Level k and above."""

    start: list[int]  # each level's turn count when the round ended
    top: int
    riders: dict[str, list[tuple[Any, Hex]]]  # what rides the rings, by home hex
    step: int = 1
    tween: Tween = field(default_factory=lambda: Tween(0.0, 1.0, STEP_SECONDS, ease_in_out))
    rest: float = 0.0

    def degrees(self, level: int) -> float:
        """How far Level ``level`` has turned, counter-clockwise, from its home."""
        if level <= 0 or level > self.top:
            return 0.0
        done = min(level, self.step - 1)
        moving = self.tween.value if level >= self.step else 0.0
        return 60.0 * (self.start[level] + done + moving)

    def update(self, dt: float) -> bool:
        """Advance; True when a new step starts."""
        if self.rest > 0:
            self.rest -= dt
            return False
        self.tween.update(dt)
        if self.tween.done and self.step <= self.top:
            self.step += 1
            self.rest = PAUSE_SECONDS
            if self.step <= self.top:
                self.tween = Tween(0.0, 1.0, STEP_SECONDS, ease_in_out)
                return True
        return False

    @property
    def done(self) -> bool:
        return self.step > self.top and self.rest <= 0


class AxisMundiScene(Controls, GameScene):
    """Draws the volcano and the players for ``ctx.seat`` and turns clicks into actions."""

    needs_curtain = True

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        br = ctx.board_rect
        self.palette = ctx.palette
        self.words = Words(ctx.seat_names)
        self.volcano_rect = pygame.Rect(br.x, br.y, 570, 538)
        self.hand_rect = pygame.Rect(br.x + 6, br.y + 544, 560, 126)
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
        self.reset_choices()

    # The table's calls.

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        super().show(view, legal)
        self.words.view = view
        mats = mat_rects(self.mats_rect, view["player_count"])
        top = mats[-1].bottom + 10
        self.controls_rect = pygame.Rect(self.mats_rect.x, top, self.mats_rect.width,
                                         self.tray_rect.y - 8 - top)
        self.reset_choices()
        self._build_art()

    def on_events(self, events: list[Event]) -> None:
        sounds: list[str] = []
        rolls = [e.value for e in events if isinstance(e, E.DieRolled)]
        if rolls:
            self.tray.roll(rolls[-6:], seed=len(self.view.get("discard", [])) + sum(rolls))
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
        return self.words.event(event)

    def show_hint(self, action: Action, reason: str = "") -> None:
        self.ctx.toast(f"Hint: {self.words.action(action)}{f' — {reason}' if reason else ''}")
        target = self.target_of(action)
        if target is not None:
            self.hover_hex = target

    def summary_lines(self, outcome: Outcome) -> list[str]:
        lines = [f"Rounds played: {self.view.get('round', 0)}"]
        for p in self.view.get("players", []):
            lines.append(f"{self.words.who(p['seat'])}: {p['hp']}/{p['max_hp']} HP, "
                         f"died {p['deaths']} times")
        return lines

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

    # Art.

    def _build_art(self) -> None:
        board = self.view.get("board")
        if not board:
            return
        colours = [p["colour"] for p in self.view["players"]]
        key = (board["setup"], tuple(board["rings"]), self.view["player_count"],
               tuple(colours), tuple(p["destroyed"] for p in board["places"]))
        if key == self._art_key:
            return
        self._art_key = key
        top = board["top_level"]
        sea = len(board["rings"]) - 1
        if self.volcano is None or self.volcano.top != top or self.volcano.sea != sea:
            self.volcano = Volcano(self.volcano_rect, top, sea)
        v = self.volcano
        self.rings = {radius: ring_art(v, radius, board["rings"][radius], board["letters"])
                      for radius in range(sea)}
        self.sea = sea_layer(v, self.volcano_rect.size, self.volcano_rect.topleft,
                             board["rings"][sea], board["letters"], board["places"],
                             [Hex.from_json(h) for h in board["power_hexes"]], colours,
                             self.ctx.font(round(v.size * 0.7), True))
        self._rest = self._below = None

    def _layer(self, turns: list[float], below: int) -> pygame.Surface:
        """The sea and the rings of Levels 1 to ``below - 1`` turned ``turns`` (degrees)."""
        v = self.volcano
        assert v is not None and self.sea is not None
        layer = self.sea.copy()
        origin = self.volcano_rect.topleft
        for level in range(1, below):
            art = self.rings[v.top + 1 - level]
            turned = turns[level] / 60
            face = art.at_rest(round(turned)) if turned.is_integer() else art.turning(
                turns[level])
            blit_ring(layer, v, level, art, face, turns[level], origin)
        if below > v.top:
            self._crater(layer, origin)
        return layer

    def _crater(self, surface: pygame.Surface, origin: tuple[int, int]) -> None:
        """The Axis Mundi hex, sunk in the top ring (it never turns)."""
        v = self.volcano
        assert v is not None
        face = self.rings[0].face
        cx, cy = v.ring_centre(v.top - 1)
        surface.blit(face, (round(cx - origin[0] - face.get_width() / 2),
                            round(cy - origin[1] - face.get_height() / 2)))

    def _rest_surface(self) -> pygame.Surface:
        """The whole volcano at rest, composed once per turn count."""
        v = self.volcano
        assert v is not None
        turns = self.view["board"]["turns"]
        key = (self._art_key, tuple(turns))
        if self._rest is None or self._rest[0] != key:
            self._rest = (key, self._layer([60.0 * t for t in turns], v.top + 1))
        return self._rest[1]

    def _draw_turning(self, surface: pygame.Surface, turning: Turning) -> None:
        """The levels at rest from a layer cached per step; the turning cone on top."""
        v = self.volcano
        assert v is not None
        step = min(turning.step, v.top)
        key = (self._art_key, tuple(turning.start), step)
        if self._below is None or self._below[0] != key:
            self._below = (key, self._layer([turning.degrees(k) for k in range(v.top + 1)],
                                            step))
        surface.blit(self._below[1], self.volcano_rect.topleft)
        for level in range(step, v.top + 1):
            art = self.rings[v.top + 1 - level]
            degrees = turning.degrees(level)
            blit_ring(surface, v, level, art, art.turning(degrees), degrees)
        self._crater(surface, (0, 0))

    # What rides the rings.

    def _riders(self) -> dict[str, list[tuple[Any, Hex]]]:
        """Things on the board by home hex (characters by seat), from the current view."""
        board = self.view["board"]
        turns, top = board["turns"], board["top_level"]

        def home(world: Hex) -> Hex:
            return rotated(world, -turns[level_of(top, world)]) if world.length() < len(
                board["rings"]) else world

        out: dict[str, list[tuple[Any, Hex]]] = {"characters": [], "tokens": []}
        for p in self.view["players"]:
            if p["pos"] is not None:
                out["characters"].append((p["seat"], home(Hex.from_json(p["pos"]))))
            if p["token"] is not None:
                out["tokens"].append((p["seat"], home(Hex.from_json(p["token"]))))
        for kind in ("treasures", "harvested", "infected"):
            out[kind] = [(kind, Hex.from_json(h)) for h in board[kind]]
        return out

    def _start_turning(self) -> None:
        if self.turning is not None:
            self.settle()
        board = self.view["board"]
        self.turning = Turning(list(board["turns"]), board["top_level"], self._riders())
        self.chooser, self.card = None, ""
        self.changed()

    def _place(self, home: Hex) -> tuple[float, float]:
        """Where a thing at home hex ``home`` is drawn now (turning or at rest)."""
        v = self.volcano
        assert v is not None
        level = v.level(home)
        if home.length() > v.sea or level == 0 or home == ORIGIN:
            return v.pixel(home)
        if self.turning is not None:
            return v.turned(home, self.turning.degrees(level))
        return v.pixel(rotated(home, self.view["board"]["turns"][level]))

    def _characters(self) -> list[tuple[int, tuple[float, float]]]:
        if self.turning is not None:
            return [(seat, self._place(h)) for seat, h in self.turning.riders["characters"]]
        assert self.volcano is not None
        return [(p["seat"], self.volcano.pixel(Hex.from_json(p["pos"])))
                for p in self.view.get("players", []) if p["pos"] is not None]

    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        if not self.view.get("board") or self.volcano is None:
            return
        p = self.palette
        if self.turning is not None:
            self._draw_turning(surface, self.turning)
        else:
            surface.blit(self._rest_surface(), self.volcano_rect.topleft)
        self._draw_beam(surface)
        self._draw_marks(surface)
        if self.turning is None:
            self._draw_targets(surface)
        self._draw_tokens(surface)
        pygame.draw.rect(surface, mix(p.panel, p.background, 0.3), self.hand_rect.inflate(8, 4),
                         border_radius=8)
        hover_card = self._card_at(self.mouse) or ""
        draw_hand(surface, self.hand_rect, self.view, self.card, self.picked, hover_card, p,
                  self._prompt())
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
                extra += f", {turn['extra_moves']} free moves"
            if turn["extra_attacks"]:
                extra += f", {turn['extra_attacks']} extra attacks"
            return f"Round {self.view['round']} · your turn: {turn['actions']} actions left{extra}"
        return f"Round {self.view['round']} of {self.view['round_limit']} · " \
               f"{self.words.who(self.view['current'])} is playing"

    def _draw_beam(self, surface: pygame.Surface) -> None:
        v = self.volcano
        assert v is not None
        x, y = v.pixel(ORIGIN)
        glow = _glow(round(v.size * 1.6))
        surface.blit(glow, (round(x - glow.get_width() / 2), round(y - glow.get_height() / 2)),
                     special_flags=pygame.BLEND_RGB_ADD)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Treasure, harvested markers, infection, time bombs, destroyed warehouses, crates."""
        v = self.volcano
        assert v is not None
        s = v.size
        riders = self.turning.riders if self.turning is not None else self._riders()
        for _, h in riders["harvested"]:
            x, y = self._place(h)
            pygame.draw.line(surface, (230, 200, 120), (x - s * 0.3, y + s * 0.3),
                             (x + s * 0.3, y - s * 0.3), 3)
        for _, h in riders["infected"]:
            x, y = self._place(h)
            pygame.draw.circle(surface, (120, 200, 60), (x - s * 0.35, y - s * 0.35), s * 0.2)
            pygame.draw.circle(surface, (40, 80, 20), (x - s * 0.35, y - s * 0.35), s * 0.2, 2)
        for _, h in riders["treasures"]:
            x, y = self._place(h)
            box = pygame.Rect(0, 0, round(s * 0.62), round(s * 0.46))
            box.center = (round(x + s * 0.3), round(y + s * 0.3))
            pygame.draw.rect(surface, (200, 150, 40), box, border_radius=3)
            pygame.draw.rect(surface, (90, 60, 10), box, 2, border_radius=3)
            pygame.draw.line(surface, (90, 60, 10), box.midleft, box.midright, 2)
        board = self.view["board"]
        crates = self.view.get("crates", [])
        for i, place in enumerate(board["places"]):
            x, y = v.pixel(Hex.from_json(place["warehouse"]))
            if place["destroyed"]:
                pygame.draw.line(surface, (30, 20, 20), (x - s * 0.5, y - s * 0.5),
                                 (x + s * 0.5, y + s * 0.5), 4)
            if place["time_bomb"]:
                pygame.draw.circle(surface, (20, 20, 20), (x + s * 0.4, y - s * 0.4), s * 0.28)
                pygame.draw.circle(surface, (255, 90, 40), (x + s * 0.52, y - s * 0.62), 3)
            crate = crates[i] if i < len(crates) else None
            if crate:
                words = text(str(len(crate)), 11, (40, 30, 20), bold=True)
                tag = pygame.Rect(0, 0, 14, 14)
                tag.center = (round(x - s * 0.45), round(y - s * 0.45))
                pygame.draw.rect(surface, (226, 196, 140), tag, border_radius=3)
                surface.blit(words, words.get_rect(center=tag.center))

    def _draw_targets(self, surface: pygame.Surface) -> None:
        v = self.volcano
        assert v is not None
        lit = _target_sprite(round(v.size), self.palette.good)
        for h in self.targets():
            x, y = v.pixel(h)
            surface.blit(lit, (round(x - lit.get_width() / 2), round(y - lit.get_height() / 2)))
        if self.hover_hex is not None:
            ring = _target_sprite(round(v.size), self.palette.accent)
            x, y = v.pixel(self.hover_hex)
            surface.blit(ring, (round(x - ring.get_width() / 2), round(y - ring.get_height() / 2)))
        if self.chooser is not None:
            x, y = v.pixel(self.chooser)
            pygame.draw.circle(surface, self.palette.accent, (x, y), v.size * 0.95, 3)

    def _draw_tokens(self, surface: pygame.Surface) -> None:
        v = self.volcano
        assert v is not None
        players = self.view["players"]
        riders = self.turning.riders["tokens"] if self.turning is not None else self._riders()[
            "tokens"]
        for seat, h in riders:
            x, y = self._place(h)
            colour = SEAT_COLOURS.get(players[seat]["colour"], (200, 200, 200))
            pygame.draw.circle(surface, colour, (x, y), v.size * 0.45, 2)
            surface.blit(text("?", 14, colour, bold=True), (x - 4, y - 10))
        for seat, (x, y) in self._characters():
            player = players[seat]
            sprite = _character(round(v.size), player["colour"], player["character"],
                                player["form"], seat == self.view.get("current"))
            surface.blit(sprite, (round(x - sprite.get_width() / 2),
                                  round(y - sprite.get_height() / 2)))

    # Input.

    def _card_at(self, pos: tuple[int, int]) -> str | None:
        you = self.view.get("you")
        if not you:
            return None
        cards, _ = hand_layout(self.hand_rect, you["hand"], you["treasures"])
        for card, rect in reversed(cards):
            if rect.collidepoint(pos):
                return card
        return None

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
        h = self._hex_at(event.pos)
        if h is not None:
            return self.click_hex(h, chooser=event.button == 3)
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
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
            if rect.collidepoint(pos):
                c = CHARACTERS[player["character"]]
                if player["form"] in ("angel", "demon"):
                    return f"{MATS[player['form']].name}: {MATS[player['form']].text}"
                return f"{c.name}: {c.upgraded if player['form'] == 'upgraded' else c.text}"
        h = self._hex_at(pos)
        return None if h is None or self.turning is not None else self._hex_words(h)

    def _hex_words(self, h: Hex) -> str:
        view = self.view
        board = view["board"]
        level = level_of(board["top_level"], h) if h.length() < len(board["rings"]) else 0
        lines = [f"{'Sea Level' if level == 0 else f'Level {level}'}: "
                 f"{self.words.where(h).split(' on ')[0]}"]
        for p in view["players"]:
            if p["pos"] is not None and Hex.from_json(p["pos"]) == h:
                lines.append(f"{self.words.who(p['seat'])} stands here")
        home = rotated(h, -board["turns"][level]) if 0 < h.length() < len(board["rings"]) else h
        if home.to_json() in board["treasures"]:
            lines.append("a treasure lies here")
        if home.to_json() in board["harvested"]:
            lines.append("harvested")
        if home.to_json() in board["infected"]:
            lines.append("infected (1 hit point to enter)")
        for number, x in enumerate(board["power_hexes"], start=1):
            if Hex.from_json(x) == h:
                lines.append(f"power hex {number}: heals half your lost hit points")
        for i, place in enumerate(board["places"]):
            if Hex.from_json(place["warehouse"]) == h:
                crate = (view.get("crates") or [None] * (i + 1))[i]
                names = ", ".join(card_name(c) for c in crate or [])
                lines.append(f"{self.words.who(i)}'s warehouse; crate: {names or 'empty'}")
            if Hex.from_json(place["pier"]) == h:
                lines.append(f"{self.words.who(i)}'s pier")
        seat = view.get("seat", -1)
        here = self.my_pos()
        for i in self.targets().get(h, []):
            if here is not None and seat >= 0:
                lines.append(self.words.cost(self.legal[i], here, seat))
        if terrain_at(view, h) == "" and len(lines) == 1:
            return ""
        return "; ".join(lines)


_SPRITES: dict[tuple[Any, ...], pygame.Surface] = {}


def _target_sprite(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    key = ("target", size, colour)
    if key not in _SPRITES:
        side = size * 2 + 6
        sprite = pygame.Surface((side, side), pygame.SRCALPHA)
        layout = Layout(POINTY, (size, size), (side / 2, side / 2))
        points = layout.corners(ORIGIN, 0.86)
        pygame.draw.polygon(sprite, (*colour, 60), points)
        pygame.draw.polygon(sprite, (*colour, 230), points, 3)
        _SPRITES[key] = sprite
    return _SPRITES[key]


def _glow(radius: int) -> pygame.Surface:
    key = ("glow", radius)
    if key not in _SPRITES:
        side = radius * 2
        glow = pygame.Surface((side, side))
        for k in range(radius, 0, -2):
            t = 1 - k / radius
            pygame.draw.circle(glow, (round(70 * t), round(60 * t), round(24 * t)),
                               (radius, radius), k)
        _SPRITES[key] = glow
    return _SPRITES[key]


def _character(size: int, colour: str, character: str, form: str, current: bool) -> \
        pygame.Surface:
    """A character's miniature seen from above: a coloured base, its initial, its form."""
    key = ("character", size, colour, character, form, current)
    if key not in _SPRITES:
        rgb = SEAT_COLOURS.get(colour, (200, 200, 200))
        side = size * 2
        sprite = pygame.Surface((side, side), pygame.SRCALPHA)
        c = side // 2
        r = round(size * 0.62)
        pygame.draw.circle(sprite, (0, 0, 0, 110), (c + 2, c + 4), r)
        if form in ("angel", "demon"):
            halo = (255, 240, 170) if form == "angel" else (170, 20, 20)
            pygame.draw.circle(sprite, halo, (c, c), r + 5)
        pygame.draw.circle(sprite, mix(rgb, (0, 0, 0), 0.45), (c, c), r)
        pygame.draw.circle(sprite, rgb, (c, c), r - 3)
        if form == "upgraded":
            pygame.draw.circle(sprite, (255, 230, 120), (c, c), r - 3, 2)
        if current:
            pygame.draw.circle(sprite, (255, 255, 255), (c, c), r + 1, 2)
        name = CHARACTERS[character].name.removeprefix("S. The ")
        letter = text(name[:1], max(12, round(size * 0.72)), (20, 18, 24), bold=True)
        sprite.blit(letter, letter.get_rect(center=(c, c)))
        _SPRITES[key] = sprite
    return _SPRITES[key]

