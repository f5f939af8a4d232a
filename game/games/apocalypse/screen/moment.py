"""What the board says the moment is, whatever the match has reached since.

A mixin of ``ApocalypseScene``, before ``Clicks``. The board may draw an older moment
than the match's: a step's view waits for its card (``pacing``). So:

- a click while a view waits lets the notice on show go, and does nothing else (the
  board drawn is not yet the one to click on);
- the status line names whom the board shows deciding (``movers``), as the centre
  panel does (the sixth mouse playtest saw the two contradict three times);
- when the viewer must read a card or their check's result and has nothing else to
  decide, the panel says so ("Your move: read the card"), as the status line does;
- a card the viewer was about to play (the pointer on it) that another's card made
  unplayable is said to be so; of a card they were not trying, nothing (playtest 7);
- a click on a place that chooses nothing says why, in the players' words: during a
  check, in a step of the viewer's turn other than Travel, or (in any other decision)
  what the panel's heading asks instead; the playtest's click on the map said nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen.notices import notice_seat
from game.games.apocalypse.screen.words import card_name, quiet_map_words

MAP_DECISIONS = ("start_place", "pick_city")  # decisions a click on the map answers

if TYPE_CHECKING:
    from game.core.values import Action
    from game.games.apocalypse.rules import card_events as C
    from game.games.apocalypse.screen.controls import Button
    from game.games.apocalypse.screen.dice_poker import DicePoker
    from game.games.apocalypse.screen.map_sheet import MapGeometry
    from game.games.apocalypse.screen.on_show import CardOnShow
    from game.games.apocalypse.screen.pacing import HeldViews
    from game.ui.game_scene import TableContext


class Moment:
    """The moment the board shows: its clicks, its movers, what the viewer must read."""

    ctx: TableContext
    view: dict[str, Any]
    legal: list[Action]
    geom: MapGeometry
    poker: DicePoker
    on_show: CardOnShow
    held: HeldViews
    mouse: tuple[int, int]
    played_first: C.CardPlayed | None

    if TYPE_CHECKING:  # provided by the scene
        def decision(self) -> dict[str, Any] | None: ...
        def all_buttons(self) -> list[Button]: ...
        def targets(self) -> dict[str, Action]: ...
        def reading(self, pos: tuple[int, int]) -> bool: ...
        def waits_on_viewer(self) -> bool: ...
        def heading(self) -> str: ...
        def hand_rect(self, card: str) -> pygame.Rect: ...
        def auto_passes(self) -> bool: ...

    def handle(self, event: pygame.event.Event) -> bool:
        """While a step's view waits for its card (``pacing``), the board is not yet the
        one to click on: a click lets the notice on show go, and does nothing else."""
        if self.held.waiting and event.type == pygame.MOUSEBUTTONDOWN \
                and not self.on_show.waiting(self.view.get("seat", -1)):
            self.on_show.hurry()
            return True
        quiet = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and self._quiet_map(event.pos)
        if quiet:  # the playtest's click on the map said nothing: say why
            self.ctx.toast(quiet)
            return True
        return super().handle(event)  # type: ignore[misc]

    def _quiet_map(self, pos: tuple[int, int]) -> str:
        """Why a click on a place would choose nothing ("" if it chooses, or another thing
        answers it): a check on show, or a step of the viewer's turn but Travel."""
        place, seat = self.geom.place_at(pos), self.view.get("seat", -1)
        if place is None or self.ctx.read_only or self.on_show.waiting(seat) \
                or (self.on_show.noticing() and self.on_show.rect.collidepoint(pos)) \
                or self.reading(pos) or any(b.rect.collidepoint(pos) for b in self.all_buttons()):
            return ""
        decision = self.decision() or {}
        if self.poker.visible(self.view):
            over = self.poker.rect.collidepoint(pos) or self.poker.ladder_rect.collidepoint(pos)
            return "" if over else quiet_map_words(self.view, place, True)
        kind = decision.get("kind")
        if not self.legal or place in self.targets() or kind in MAP_DECISIONS \
                or (kind == "menu" and decision.get("step") == "travel"):
            return ""
        return quiet_map_words(self.view, place, False, self.heading())

    def _yours_to_read(self) -> str:
        """What the viewer must let go before play goes on, when they have nothing else to
        decide ("card", "check" or ""): the panel says so, as the status line ("Your
        move") does, never that another player is thinking."""
        if self.legal or not self.waits_on_viewer():
            return ""
        return "card" if self.on_show.waiting(self.view.get("seat", -1)) else "check"

    def movers(self) -> list[int] | None:
        """Who the board shows deciding (the view drawn, which may wait for its card).
        While another player's card or Level is on show, that player (playtest 7: "Player
        3 is thinking" over "Player 2 reaches Level 2"). Not the viewer while the screen
        is about to pass for them (playtest 7: "Your move" over "Auto-pass passes for
        you"): the others of the window, or the player whose step it is."""
        if not self.view.get("players"):
            return None
        about = notice_seat(self.on_show.notices[0][0]) if self.on_show.noticing() else None
        if about is not None:  # another's card or Level on show: the status names them
            return [about]
        waiting, seat = list(self.view.get("waiting_for", [])), self.view.get("seat", -1)
        if seat in waiting and self.auto_passes():
            active = self.view.get("active", -1)
            others = [s for s in waiting if s != seat] or ([active] if active >= 0 else [])
            return others or waiting
        return waiting

    def _reaching(self) -> set[str]:
        """The cards the viewer's pointer is on, to play: a Play button or the card in
        hand (what they were about to try)."""
        cards = {a.card for a in self.legal if isinstance(a, A.PlayCard)}
        on = {b.action.card for b in self.all_buttons() if isinstance(b.action, A.PlayCard)
              and b.rect.collidepoint(self.mouse)}
        hand = (self.view.get("you") or {}).get("hand", {})
        on |= {c for c in cards if any(c in held for held in hand.values())
               and self.hand_rect(c).collidepoint(self.mouse)}
        return on & cards

    def _say_why_gone(self, reaching: set[str]) -> None:
        """A card the viewer was about to play (``reaching``) and can no longer play,
        because another player played a card first: say so (the card played is public;
        the reason is the rule that one Bad Luck card a step goes on the active player).
        Of a card they were not trying, nothing (playtest 7: it read as a refusal)."""
        first, self.played_first = self.played_first, None
        gone = reaching - {a.card for a in self.legal if isinstance(a, A.PlayCard)}
        if first is None or not gone or self.ctx.read_only:
            return
        on = first.aimed_at()
        why = f" on Player {on + 1} first (one Bad Luck card a step)" if on is not None \
            else " first"
        self.ctx.toast(f"Player {first.seat + 1} played {card_name(first.card)}{why}: "
                       f"{' and '.join(card_name(c) for c in sorted(gone))} not playable now")
