"""A card that has just acted on the viewer, held over the map until they have read it.

An Obstacle turned up by the viewer's Expedition and a Random Adventure drawn for
the viewer resolve at once in the rules; without this the player saw their Health
drop with the card's text never on screen. The card stays large over the map (over
the dice too) with "Go on" under it; nothing else on the board takes a click until
then, and the table waits (``busy``) as it waits for the dice.

The viewer's own Expedition roll is held the same way: a bot's roll lingers on the dice
panel, but the viewer's own went straight on to the Obstacle's check (which takes the
panel) or to the next player, the roll only in the log.

A card another player plays on the viewer (a Bad Luck card aimed at them, one that
changes their check) is shown too, once it has acted: the rules open a window after
the card is played and apply it when the window closes, so the card waits here
(``pending``) until the events that close it, and is then shown with who played it and
what it did (the lines of those events), over the check it may start.

A question before an action that is hard to take back (travelling into The Unknown
at any Level: ``asks.unknown_warning``) is asked here too, with "Confirm" and
"Cancel"; Confirm hands the action back (``answer``) to be sent.

A card another player plays that is not aimed at the viewer (a Plan such as The Rival
Dossier, a Bad Luck card on a third player) is shown the same way once it has acted,
for ``NOTICE_SECONDS`` with no click, as another's check lingers (``notices``).

The viewer's own cards are noticed the same way once they act (the sixth mouse playtest
saw a card's effects on the board with the card nowhere on show), and so are the Unknown
cards faced (the viewer's own with "Go on", like an Obstacle) and each Level gained, with
its choices and cards (``notices``). Several notices that come in one step are shown one
after the other, the first for ``NOTICE_SECONDS``, each later one for ``NEXT_SECONDS``,
each titled with its place in the row ("1 of 2"), so an exchange of two cards is read
whole in a few seconds.

Only open events start it (an Obstacle turned face up, a card revealed to all, an
Expedition roll, a card played), so the pause depends on what everyone sees, never on
a hand.
"""

from __future__ import annotations

import pygame

from game.core.values import Action, Event
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.screen.card_reader import Shown, draw_card
from game.games.apocalypse.screen.controls import Button
from game.games.apocalypse.screen.notices import LevelNotes, faced
from game.games.apocalypse.screen.words import card_name
from game.ui.palette import Palette
from game.ui.widgets import fit_lines, panel, text

CARD_W = 220
NOTICE_SECONDS = 4.0  # another's card, not on the viewer: on show this long (as their check)
NEXT_SECONDS = 2.5  # each later notice of the same step (an exchange of cards)
ROLL_TITLE = "Your Expedition roll"  # an item with dice, not a card
NOT_PLAYABLE = "not playable here"  # a Random Adventure's discard when it does not apply
NOT_HERE = "Does not apply here: draw again"  # playtest 7: such cards came with no word
WIDE = 600  # the panel's width when what a card did is written beside it


def roll_words(e: C.ExpeditionRolled) -> str:
    """An Expedition roll's sum as the dice panel writes it, with its verdict."""
    found = "the Artifact is here!" if e.success else "not found here (10 needed)"
    return (f"{sum(e.dice)} + {e.research} Research + {e.field} (Field)"
            + (f" {e.bonus:+d} from cards" if e.bonus else "") + f" = {e.total}: {found}")


def acting_on(events: list[Event], seat: int) -> list[tuple[str, str, str]]:
    """(title, card, words) for each open card in ``events`` that acts on ``seat`` and for
    ``seat``'s own Expedition roll (no card: its dice and sum in ``words``); a Random
    Adventure that does not apply to the place says so (another is drawn)."""
    out = []
    for e in events:
        if isinstance(e, C.ExpeditionRolled) and e.seat == seat:
            dice = "  ".join(str(v) for v in e.dice)
            out.append((ROLL_TITLE, "", f"{dice}\n{roll_words(e)}"))
        elif isinstance(e, C.ObstacleRevealed) and e.seat == seat and e.card:
            out.append(("Your Obstacle", e.card, ""))
        elif (isinstance(e, C.CardRevealed) and e.seat == seat and e.card
              and e.why == "Random Adventure"):
            out.append(("A Random Adventure for you", e.card,
                        NOT_HERE if any(isinstance(x, C.CardDiscarded) and x.card == e.card
                                        and x.why == NOT_PLAYABLE for x in events) else ""))
    return out


def played_on(events: list[Event], seat: int, pending: dict[str, int]
              ) -> list[tuple[str, str, str]]:
    """(title, card, what it did) for each card of ``pending`` (card -> who played it on
    ``seat``) that these events resolve: from the first event that is not a pass up to
    the card's discard (or its own check); the card leaves ``pending``. Cards played on
    ``seat`` by others in these events join ``pending``."""
    out = []
    start = 0
    for n, e in enumerate(events):
        if isinstance(e, C.Passed) and start == n:
            start = n + 1
        ends = isinstance(e, C.CardDiscarded | C.CardCancelled | E.CheckStarted) \
            and e.card in pending
        if ends:
            did = [x.to_text() for x in events[start:n + (isinstance(e, E.CheckStarted))]
                   if not isinstance(x, C.Passed)]
            if isinstance(e, C.CardCancelled):
                did.append(e.to_text())
            who = pending.pop(e.card)
            out.append((f"Player {who + 1} played this card on you", e.card,
                        "\n".join(did) or "It did nothing more to you"))
            start = n + 1
        if isinstance(e, C.CardPlayed) and e.aimed_at() == seat and e.seat != seat:
            pending[e.card] = e.seat
            start = n + 1
    return out


def played_by_others(events: list[Event], seat: int,
                     pending: dict[str, tuple[int, int, list[str]]]
                     ) -> list[tuple[str, str, str]]:
    """(title, card, what it did) for each card another player played, not on ``seat``
    (a Plan such as The Rival Dossier, a Bad Luck card on a third player), and each card
    ``seat`` played, once these events resolve it (up to its discard), Adventure cards too
    (playtest 7: Lucky Find and the viewer's own Ambush were only in the log).
    ``pending``: card -> (who played it, on whom, the log's lines since), kept between
    calls (a card acts once its window has closed, often in a later step)."""
    out = []
    for e in events:
        ends = isinstance(e, C.CardDiscarded | C.CardCancelled) and e.card in pending
        if not isinstance(e, C.Passed):  # a card's own discard ends its lines, unsaid
            for card, (_, _, lines) in pending.items():
                if not (ends and card == e.card and isinstance(e, C.CardDiscarded)):
                    lines.append(e.to_text())
        if isinstance(e, C.CardPlayed) and (e.seat == seat or e.aimed_at() != seat):
            pending[e.card] = (e.seat, e.target, [])
        elif ends:
            who, on, did = pending.pop(e.card)
            aimed = f" on Player {on + 1}" if on != who else ""
            by = "You" if who == seat else f"Player {who + 1}"
            out.append((f"{by} played this card{aimed}", e.card,
                        "\n".join(did) or "Nothing more came of it"))
    return out


class CardOnShow:
    """The cards waiting to be read, one at a time, for one seat."""

    def __init__(self, room: pygame.Rect) -> None:
        self.room = pygame.Rect(room)
        self.seat = -1
        self.queue: list[tuple[str, str, str]] = []
        self.pending: dict[str, int] = {}  # cards played on the viewer, not yet acted
        self.question: tuple[str, str, Action] | None = None  # asked before the action
        # Cards others played, not on the viewer: each shown NOTICE_SECONDS, no click.
        self.notices: list[tuple[str, str, str]] = []
        self.later: list[tuple[str, str, str]] = []  # played during a check: shown after it
        self.notice_left = 0.0
        self.others: dict[str, tuple[int, int, list[str]]] = {}  # others', not yet acted
        self.levels = LevelNotes()  # Levels being gained, told once their choices are made
        self.rows: dict[int, tuple[str, float]] = {}  # id of a notice -> "1 of 2", its time
        self.answer: Action | None = None  # the action confirmed, to send
        self._fit(300)

    def _fit(self, width: int) -> None:
        """The panel's boxes for a panel ``width`` wide (the card at its left)."""
        box = pygame.Rect(0, 0, width, self.room.height - 16)
        box.center = self.room.center
        self.rect = box
        self.card_box = pygame.Rect(box.x + 12, box.y + 34, 276, box.height - 82)
        self.go_on = Button("show:go_on", pygame.Rect(box.centerx - 70, box.bottom - 40, 140, 32),
                            "Go on", style="primary", tip="You have read it: play goes on")
        self.confirm = Button("show:confirm", pygame.Rect(box.centerx + 8, box.bottom - 40, 140,
                              32), "Confirm", style="primary", tip="Do it")
        self.cancel = Button("show:cancel", pygame.Rect(box.centerx - 148, box.bottom - 40, 140,
                             32), "Cancel", tip="Do not do it: choose again")

    def _refit(self) -> None:
        first = self.queue[0] if self.queue else self.notices[0] if self.notices else None
        wide = self.question is not None or (first is not None and bool(first[2])
                                             and first[0] != ROLL_TITLE)
        self._fit(WIDE if wide else 300)

    def ask(self, seat: int, question: str, words: str, action: Action) -> None:
        """Ask ``question`` before ``action`` (sent only on Confirm)."""
        if seat != self.seat:
            self.queue, self.pending, self.seat = [], {}, seat
        self.question = (question, words, action)
        self._refit()

    def add(self, events: list[Event], seat: int, notices: bool = True) -> None:
        """Cards acting on ``seat`` to read; with ``notices``, others' cards to glance at
        (while a check is on show its panel lists the cards that changed it; they are
        shown once it is over: playtest 7 saw Lucky Charm only in the log)."""
        if seat != self.seat:
            self.queue, self.pending, self.notices, self.others = [], {}, [], {}
            self.seat, self.levels, self.later = seat, LevelNotes(), []
        own_faced, others_faced = faced(events, seat)
        own_level, others_level = self.levels.add(events, seat)
        self.queue += played_on(events, seat, self.pending) + acting_on(events, seat) \
            + own_faced + own_level
        seen = played_by_others(events, seat, self.others) + others_faced + others_level
        if not notices:  # a check's panel is on show: its cards come once it is over
            self.later, seen = self.later + seen, []
        else:
            seen, self.later = self.later + seen, []
        if seen:
            for n, item in enumerate(seen):
                row = f"{n + 1} of {len(seen)}" if len(seen) > 1 else ""
                self.rows[id(item)] = (row, NOTICE_SECONDS if n == 0 else NEXT_SECONDS)
            self.notice_left = self.notice_left or self.rows[id(seen[0])][1]
            self.notices += seen
        self._refit()

    def head(self) -> tuple[str, str, str] | None:
        """The item drawn now (a card to read before a notice), None if none."""
        return self.queue[0] if self.queue else self.notices[0] if self.notices else None

    def holds(self, item: tuple[str, str, str]) -> bool:
        """Is ``item`` waiting behind another (not yet on show)?"""
        return item is not self.head() and any(x is item for x in self.queue + self.notices)

    def forget(self) -> None:
        """Everything on show goes (an Undo took its step back)."""
        self.queue, self.notices, self.question, self.notice_left = [], [], None, 0.0
        self.rows, self.later = {}, []
        self._refit()

    def noticing(self) -> bool:
        """Another's card is on show for a moment (the table waits, as for their check)."""
        return bool(self.notices) and not self.queue and self.question is None

    def update(self, dt: float) -> None:
        if self.noticing():
            self.notice_left = max(0.0, self.notice_left - dt)
            if self.notice_left == 0:
                self.hurry()

    def hurry(self) -> None:
        """The notice on show goes (a click on it, or its time is up)."""
        if self.notices:
            self.rows.pop(id(self.notices.pop(0)), None)
            self.notice_left = self._seconds(self.notices[0]) if self.notices else 0.0
            self._refit()

    def _seconds(self, item: tuple[str, str, str]) -> float:
        return self.rows.get(id(item), ("", NOTICE_SECONDS))[1]

    def waiting(self, seat: int) -> bool:
        return (bool(self.queue) or self.question is not None) and seat == self.seat

    def tip_at(self, pos: tuple[int, int]) -> str | None:
        """The tip of the button under ``pos`` (nothing else: the panel says it all; a
        notice has no button)."""
        if not self.queue and self.question is None:
            return None
        shown = (self.cancel, self.confirm) if self.question is not None else (self.go_on,)
        return next((b.tip for b in shown if b.rect.collidepoint(pos)), None)

    def card(self) -> str:
        return self.queue[0][1] if self.queue else ""

    def click(self, pos: tuple[int, int]) -> str:
        """A click while a card waits: "" when it was read (Go on), else a hint. A question
        goes on Confirm (its action waits in ``answer``) or Cancel."""
        if self.question is not None:
            if self.confirm.rect.collidepoint(pos) or self.cancel.rect.collidepoint(pos):
                if self.confirm.rect.collidepoint(pos):
                    self.answer = self.question[2]
                self.question = None
                self._refit()
                return ""
            return "Confirm or Cancel first"
        if self.go_on.rect.collidepoint(pos):
            self.queue.pop(0)
            self._refit()
            return ""
        what = card_name(self.card()) if self.card() else "your roll"
        return f"Read {what}, then click Go on"

    def let_go_for(self, pos: tuple[int, int], acts: bool) -> bool:
        """A click beside the panel on a control that ``acts``, with one card left to read
        and no question: the card is taken as read and the click goes on to the control."""
        if self.question is not None or len(self.queue) != 1 or not acts \
                or self.rect.collidepoint(pos):
            return False
        self.queue.pop(0)
        self._refit()
        return True

    def draw(self, surface: pygame.Surface, p: Palette, mouse: tuple[int, int]) -> None:
        if self.question is not None:
            self._draw_question(surface, p, mouse)
            return
        notice = not self.queue
        item = self.notices[0] if notice else self.queue[0]
        title, card, words = item
        panel(surface, self.rect, p, alpha=250)
        surface.blit(text(title, 15, p.text, bold=True), (self.rect.x + 14, self.rect.y + 8))
        row = self.rows.get(id(item), ("", 0.0))[0] if notice else ""
        if row:
            image = text(row, 13, p.text_dim)
            surface.blit(image, image.get_rect(topright=(self.rect.right - 14, self.rect.y + 10)))
        if not card and title != ROLL_TITLE:
            self._draw_lines(surface, p, words)
        elif card:
            draw_card(surface, self.card_box, Shown(card, None, ""), p)
            x, y = self.card_box.right + 14, self.card_box.y
            width = self.rect.right - 14 - x
            for k, said in enumerate(words.split("\n") if words else []):
                for line in fit_lines(said, width, 14, 3, bold=k == 0):
                    surface.blit(text(line, 14, p.text, bold=k == 0), (x, y))
                    y += 19
                y += 6
        else:
            dice, total = words.split("\n")
            box = self.card_box
            surface.blit(text(dice, 40, p.text, bold=True),
                         text(dice, 40, bold=True).get_rect(midtop=(box.centerx, box.y + 10)))
            for k, line in enumerate(fit_lines(total, box.width, 17, 4, bold=True)):
                image = text(line, 17, p.accent, bold=True)
                surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 74 + 24 * k)))
        if notice:  # no click needed: a bar shows the time left
            bar = pygame.Rect(self.go_on.rect.x, self.go_on.rect.centery - 2,
                              round(self.go_on.rect.width * self.notice_left
                                    / self._seconds(item)), 4)
            pygame.draw.rect(surface, p.accent, bar, border_radius=2)
            return
        self.go_on.draw(surface, p, self.go_on.rect.collidepoint(mouse))

    def _draw_lines(self, surface: pygame.Surface, p: Palette, words: str) -> None:
        """What happened, no card (a Level gained): one line a thing."""
        x, y = self.rect.x + 18, self.rect.y + 42
        for said in words.split("\n"):
            for line in fit_lines(said, self.rect.width - 36, 15, 2):
                surface.blit(text(line, 15, p.text), (x, y))
                y += 23

    def _draw_question(self, surface: pygame.Surface, p: Palette, mouse: tuple[int, int]
                       ) -> None:
        question, words, _ = self.question or ("", "", None)
        panel(surface, self.rect, p, alpha=250)
        surface.blit(text(question, 20, p.text, bold=True), (self.rect.x + 18, self.rect.y + 14))
        y = self.rect.y + 52
        for line in fit_lines(words, self.rect.width - 36, 15, 8):
            surface.blit(text(line, 15, p.text), (self.rect.x + 18, y))
            y += 21
        for b in (self.cancel, self.confirm):
            b.draw(surface, p, b.rect.collidepoint(mouse))
