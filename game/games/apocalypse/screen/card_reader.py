"""The cards a decision is about, shown large over the map while it is asked.

When a player must decide about cards (the Unknown collection to face, cards
to keep, a deck's top card after a peek, a Luck card played on them, the
card that offers a choice such as Bandits, the cards a window lets them play,
cards to discard), each lies over the map as a card: its deck's colour and
name, its kind and traits, its whole text wrapped (smaller type only where a
long text needs it), its XP, and under it what a click on it does. Nothing
needs a hover to be read. "See the map" folds the cards away for this
decision; the tab left on the map brings them back.

``reader_cards`` decides which cards (pure: view and legal actions);
``CardReader`` lays them out, draws them and finds the card under the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, card_id
from game.games.apocalypse.rules.words import words_of
from game.games.apocalypse.screen.look import DECK_COLOURS
from game.games.apocalypse.screen.words import DECK_TITLES, place_name
from game.ui.palette import Palette
from game.ui.theme import mix
from game.ui.widgets import fit_lines, panel, text, wrap

HEADER = 30
MOST = 10  # cards shown at once (a longer list: the rest on the buttons beside)
WINDOW_CARD = {"bad_luck_played": "Played on you", "good_luck_played": "Just played"}


@dataclass(frozen=True)
class Shown:
    """One card on show: the card ("" for a face-down one), the click's action, its words."""

    card: str
    action: Action | None
    caption: str


CAPTIONS = {A.PlayCard: "Play it", A.UseCard: "Use it", A.Keep: "Keep it",
            A.Discard: "Discard it", A.Face: "Face it"}


def _acting(legal: list[Action]) -> list[Shown]:
    """The cards the legal actions name, each with its action."""
    out = []
    for action in legal:
        if isinstance(action, A.PlayCard | A.UseCard | A.Keep | A.Discard | A.Face):
            words = CAPTIONS[type(action)] if action.card else "Face the top"
            out.append(Shown(action.card, action, words))
    return out


def reader_cards(view: dict[str, Any], legal: list[Action]) -> tuple[str, list[Shown]]:
    """(a title, the cards) the decision asks about; no cards when the map is needed."""
    decision = (view.get("you") or {}).get("decision") or {}
    kind = decision.get("kind", "")
    if not legal or view.get("check"):
        return "", []
    if kind == "menu" and decision.get("step") == "unknown":
        return "Your collection: the paths you know", _acting(legal)
    if kind == "adventure":  # Adventure cards, and others this step lets you play or use
        shown = _acting(legal)
        if all(c.card in CHARACTERS for c in shown):  # only your character's ability:
            return "", []  # its button is in the controls, and the map stays in sight
        only = all(card_id(c.card) in CARDS and CARDS[card_id(c.card)].hook == "adventure"
                   for c in shown)
        return ("Adventures you may play" if only else "Cards you may play or use now"), shown
    if kind in ("keep", "hand_limit", "discard", "lose_item"):
        titles = {"keep": "Read them before you keep", "lose_item": "Your Rare Items"}
        return titles.get(kind, "Which card goes?"), _acting(legal)
    if kind in ("peek_answer", "keep_or_alt") and decision.get("card"):
        deck = DECK_TITLES.get(decision.get("deck", ""), "")
        caption = "The deck's top card" if kind == "peek_answer" else "Yours to keep"
        title = f"You look at the top of the {deck} deck" if kind == "peek_answer" \
            else "The card"
        return title, [Shown(decision["card"], None, caption)]
    if kind == "choose":
        asking = [c for c in [*(view.get("table") or [])[-1:], view.get("adventure") or ""]
                  if c and card_id(c) in CARDS]
        return "The card asks you to choose", [Shown(c, None, "Choose at the right")
                                               for c in dict.fromkeys(asking)]
    if kind == "window":
        played = decision.get("card", "")
        shown = [Shown(played, None, WINDOW_CARD.get(decision.get("hook", ""), "Just played"))
                 ] if played and card_id(played) in CARDS else []
        shown += _acting(legal)
        single = shown[0].caption if shown and not shown[0].action else "The card"
        return ("What you may answer" if len(shown) > 1 else single), shown
    return "", []


def card_parts(card: str) -> tuple[str, str, str, str]:
    """(name, kind and traits, the whole text, the foot: XP, learning cost, places)."""
    if not card:
        return ("The deck's top", "Unknown", "A path you do not know yet: draw it and face "
                "whatever it is.", "")
    cid = card_id(card)
    if cid in CHARACTERS:
        ch = CHARACTERS[cid]
        a = ch.abilities
        return (ch.name, ch.title, ch.text, f"Action Hero {a['action']} · Scholar "
                f"{a['scholar']} · Mystic {a['mystic']}")
    c = CARDS[cid]
    kind = DECK_TITLES.get(c.deck, words_of(c.deck))
    if c.traits:
        kind += " · " + ", ".join(words_of(t) for t in c.traits)
    foot = []
    if c.visit and not c.text.startswith("Visit"):
        foot.append("Visit " + ", ".join(
            f"a Field of {place_name(v[6:])}" if v.startswith("field:") else place_name(v)
            for v in c.visit))
    if c.cost:
        foot.append(f"learned with {c.cost} Skill tokens")
    if c.xp:
        foot.append(f"{c.xp} XP")
    return c.name, kind, c.text, " · ".join(foot)


def _deck_of(card: str) -> str:
    if not card:
        return "unknown"
    cid = card_id(card)
    return "character" if cid in CHARACTERS else CARDS[cid].deck


def _grid(n: int, room: pygame.Rect) -> list[pygame.Rect]:
    """Card boxes for ``n`` cards inside ``room``: one row up to five, else two."""
    if n == 0:
        return []
    rows = 1 if n <= 5 else 2
    cols = -(-n // rows)
    gap = 8
    w = min(200, (room.width - gap * (cols - 1)) // cols)
    h = (room.height - gap * (rows - 1)) // rows
    left = room.x + (room.width - (cols * w + gap * (cols - 1))) // 2
    return [pygame.Rect(left + (k % cols) * (w + gap), room.y + (k // cols) * (h + gap), w, h)
            for k in range(n)]


def body_size(words: str, width: int, height: int) -> tuple[int, list[str]]:
    """The largest type (13 down to 10) at which ``words`` fits the box; its lines."""
    for size in (13, 12, 11, 10):
        lines = wrap(words, width, size)
        if len(lines) * (size + 3) <= height:
            return size, lines
    return 10, fit_lines(words, width, 10, max(1, height // 13))


def draw_card(surface: pygame.Surface, box: pygame.Rect, shown: Shown, p: Palette,
              hover: bool = False) -> list[str]:
    """One card, large; returns the words that had to be cut (none, we hope)."""
    name, kind, body, foot = card_parts(shown.card)
    colour = DECK_COLOURS.get(_deck_of(shown.card), (90, 90, 100))
    pygame.draw.rect(surface, mix(p.panel, colour, 0.16), box, border_radius=8)
    width = box.width - 12
    size = 14
    while size > 11 and text(name, size, bold=True).get_width() > width:
        size -= 1
    names = fit_lines(name, width, size, 2, bold=True)
    band = pygame.Rect(box.x, box.y, box.width, 6 + (size + 4) * len(names))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=8, border_top_right_radius=8)
    cut: list[str] = [name] if names[-1].endswith("…") else []
    y = box.y + 3
    for line in names:
        surface.blit(text(line, size, (250, 250, 250), bold=True), (box.x + 6, y))
        y += size + 4
    y = band.bottom + 2
    for line in fit_lines(kind, width, 11, 2):
        surface.blit(text(line, 11, mix(p.text_dim, colour, 0.3)), (box.x + 6, y))
        y += 14
    top = y + 4
    caption_h = 22 if shown.caption else 0
    foot_lines = fit_lines(foot, box.width - 12, 11, 2) if foot else []
    room = box.bottom - top - caption_h - 14 * len(foot_lines) - 6
    size, lines = body_size(body, width, room)
    if len(lines) * (size + 3) > room or (lines and lines[-1].endswith("…")):
        cut.append(body)
    y = top
    for line in lines:
        surface.blit(text(line, size, p.text), (box.x + 6, y))
        y += size + 3
    y = box.bottom - caption_h - 14 * len(foot_lines) - 4
    for line in foot_lines:
        surface.blit(text(line, 11, p.accent), (box.x + 6, y))
        y += 14
    if shown.caption:
        strip = pygame.Rect(box.x + 4, box.bottom - caption_h - 2, box.width - 8, caption_h - 2)
        fill = p.accent if shown.action is not None else mix(p.panel, p.panel_edge, 0.3)
        ink = p.panel if shown.action is not None else p.text_dim
        if hover and shown.action is not None:
            fill = mix(fill, p.text, 0.2)
        pygame.draw.rect(surface, fill, strip, border_radius=5)
        words = fit_lines(shown.caption, strip.width - 8, 11, 1,
                          bold=shown.action is not None)[0]
        img = text(words, 11, ink, bold=shown.action is not None)
        surface.blit(img, img.get_rect(center=strip.center))
    edge = p.accent if hover and shown.action is not None else mix(colour, p.text, 0.3)
    pygame.draw.rect(surface, edge, box, 2, border_radius=8)
    return cut


class CardReader:
    """The cards of the decision, over the map; folded away on request."""

    def __init__(self, wide: pygame.Rect, tall: pygame.Rect) -> None:
        self.wide, self.tall = pygame.Rect(wide), pygame.Rect(tall)  # up to five cards; more
        self.rect = self.wide
        self.folded_for: Any = None  # the decision the player folded the cards away for
        self.title = ""
        self.cards: list[Shown] = []
        self.boxes: list[pygame.Rect] = []
        self.toggle = pygame.Rect(0, 0, 0, 0)
        self.tab = pygame.Rect(self.wide.right - 150, self.wide.y + 4, 140, 22)

    def show(self, view: dict[str, Any], legal: list[Action]) -> None:
        self.title, cards = reader_cards(view, legal)
        self.cards = cards[:MOST]
        self.rect = self.wide if len(self.cards) <= 5 else self.tall
        self.toggle = pygame.Rect(self.rect.right - 128, self.rect.y + 5, 118, 22)
        room = pygame.Rect(self.rect.x + 10, self.rect.y + HEADER + 2, self.rect.width - 20,
                           self.rect.height - HEADER - 10)
        self.boxes = _grid(len(self.cards), room)

    def key(self, view: dict[str, Any]) -> Any:
        decision = (view.get("you") or {}).get("decision")
        return (view.get("seat"), repr(decision), len(self.cards))

    def has_cards(self) -> bool:
        return bool(self.cards)

    def open(self, view: dict[str, Any]) -> bool:
        return bool(self.cards) and self.folded_for != self.key(view)

    def fold(self, view: dict[str, Any], folded: bool) -> None:
        self.folded_for = self.key(view) if folded else None

    def card_at(self, pos: tuple[int, int]) -> Shown | None:
        return next((s for s, b in zip(self.cards, self.boxes, strict=True)
                     if b.collidepoint(pos)), None)

    def box_of(self, card: str) -> pygame.Rect | None:
        return next((b for s, b in zip(self.cards, self.boxes, strict=True) if s.card == card),
                    None)

    def draw(self, surface: pygame.Surface, p: Palette, mouse: tuple[int, int]) -> list[str]:
        """The panel and its cards; returns any words that had to be cut."""
        panel(surface, self.rect, p, alpha=248)
        surface.blit(text(self.title, 15, p.text, bold=True), (self.rect.x + 14, self.rect.y + 7))
        hover = self.toggle.collidepoint(mouse)
        pygame.draw.rect(surface, mix(p.panel, p.panel_edge, 0.6 if hover else 0.35),
                         self.toggle, border_radius=5)
        img = text("See the map", 12, p.text)
        surface.blit(img, img.get_rect(center=self.toggle.center))
        cut = []
        for shown, box in zip(self.cards, self.boxes, strict=True):
            cut += draw_card(surface, box, shown, p, box.collidepoint(mouse))
        return cut

    def draw_tab(self, surface: pygame.Surface, p: Palette, mouse: tuple[int, int]) -> None:
        """The folded cards' tab on the map."""
        fill = mix(p.accent, p.text, 0.2) if self.tab.collidepoint(mouse) else p.accent
        pygame.draw.rect(surface, fill, self.tab, border_radius=5)
        n = len(self.cards)
        img = text(f"Show the card{'s' if n != 1 else ''} ({n})", 12, p.panel, bold=True)
        surface.blit(img, img.get_rect(center=self.tab.center))
