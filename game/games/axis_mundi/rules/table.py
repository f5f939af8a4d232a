"""The table: everything in an Axis Mundi position, and the questions asked of it.

Characters stand on world hexes (where a hex is now). Things lying on the
volcano - treasure, harvested markers, infection tokens - are kept by home
hex, so they turn with their ring for free. The rules modules (movement,
combat, cardplay, flow) change a ``Table``; ``rules.AxisMundiState`` wraps it
in the core contract.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.rng import GameRng
from game.core.values import Event
from game.games.axis_mundi.rules.board import Board
from game.games.axis_mundi.rules.catalog import CARDS, MATS, card_type
from game.games.axis_mundi.rules.events import CardDrawn, DieRolled
from game.games.axis_mundi.rules.mats import PlayerMat, TurnState

#: Designer's choice, not the book's: the game ends without a winner after this many
#: rounds (by players) at a table of bots only, or where the players chose a limit.
ROUND_LIMITS = {3: 40, 6: 60}


class Table:
    """The whole position. Mechanics append their events to ``self.log``."""

    def __init__(self, board: Board, rng: GameRng, mats: list[PlayerMat],
                 fall: Callable[[Table, int], None]) -> None:
        self.board = board
        #: What dying does first, before the fall down the volcano (``heaven.fall``,
        #: handed in by whoever builds the table: the gate's rules sit above harm's).
        self.fall = fall
        self.rng = rng
        self.mats = mats
        self.n = len(mats)
        self.decks: dict[str, list[str]] = {"one_time": [], "permanent": []}  # top = last
        self.discard: list[str] = []
        self.crates: list[list[str] | None] = [[] for _ in range(self.n)]
        self.turns: list[int] = [0] * (board.top_level + 1)
        self.round = 1
        self.start = 0
        self.current = 0
        self.phase = "setup"  # "setup", "play" or "over"
        self.turn = TurnState()
        self.pending: list[dict[str, Any]] = []
        self.treasures: dict[Hex, str] = {}  # by home hex
        self.harvested: set[Hex] = set()  # by home hex
        self.infection: dict[Hex, int] = {}  # by home hex: the seat that placed it
        self.bombs: dict[int, int] = {}  # place -> seat that placed it
        self.destroyed: set[int] = set()  # places whose warehouse blew up
        self.holder: int | None = None  # the Angel/Demon, once the gate is taken
        self.winner: int | None = None
        self.end_reason = ""
        self.in_aoe: set[tuple[int, int]] = set()  # (Malignant, seat) inside its area now
        self.aoe_own: set[tuple[int, int]] = set()  # ... came inside by its own move (Ex. 2)
        self.aoe_due: set[tuple[int, int]] = set()  # ... wounded again at a turn's start
        self.aoe_taken: dict[int, int] = {}  # AoE wounds taken this turn, by seat
        self.turn_over = False
        self.round_limit: int | None = ROUND_LIMITS[self.n]  # None: played to a win
        self.log: list[Event] = []

    # Hexes.

    def level(self, h: Hex) -> int:
        return self.board.level_of(h)

    def home(self, world: Hex) -> Hex:
        return self.board.home(world, self.turns)

    def world(self, home: Hex) -> Hex:
        return self.board.world(home, self.turns)

    def terrain(self, world: Hex) -> str:
        """The terrain at a world hex now ("" off the board)."""
        if world == ORIGIN:
            return "axis_mundi" if self.holder is None else "accessible"
        home = self.home(world)
        kind = self.board.terrain.get(home, "")
        if kind == "warehouse" and self.place_at(world) in self.destroyed:
            return "accessible"
        return kind

    def where(self, world: Hex) -> tuple[str, int]:
        """(terrain, level) of a world hex now, for an event to carry."""
        return self.terrain(world), self.level(world)

    def place_at(self, world: Hex) -> int:
        """The place (seat harbour) whose warehouse is this hex, or -1."""
        for i, place in enumerate(self.board.places):
            if place.warehouse == world:
                return i
        return -1

    def occupant(self, world: Hex, *, seen_by: int | None = None) -> int | None:
        """The visible character on a hex (an invisible one only for itself)."""
        for seat, mat in enumerate(self.mats):
            if mat.pos == world and (not mat.invisible or seat == seen_by):
                return seat
        return None

    def is_free(self, world: Hex, seat: int) -> bool:
        """Can ``seat`` be put on ``world``: on the board, enterable, no visible character?"""
        kind = self.terrain(world)
        if kind in ("", "inaccessible", "axis_mundi"):
            return False
        other = self.occupant(world, seen_by=seat)
        return other is None or other == seat

    def sheltered(self, seat: int) -> bool:
        return self.terrain(self.mats[seat].pos) == "sheltered"

    # Seats.

    def character(self, seat: int) -> str:
        """Whose powers ``seat`` uses now (So, S. lends another's for a turn)."""
        if seat == self.current and self.turn.identity:
            return self.turn.identity
        return self.mats[seat].character

    def is_(self, seat: int, character: str) -> bool:
        """True if ``seat`` has ``character``'s powers (never as Angel or Demon)."""
        return not self.mats[seat].heavenly and self.character(seat) == character

    def upgraded(self, seat: int) -> bool:
        return self.mats[seat].form == "upgraded"

    def active(self, seat: int, card_id: str) -> bool:
        """Is a Permanent power of this id in one of the seat's slots?"""
        return any(card_type(c) == card_id for c in self.mats[seat].slots)

    def hand_limit(self, seat: int) -> int:
        if self.is_(seat, "savant"):
            return 7 if self.upgraded(seat) else 6
        return 5

    def own_hand_limit(self, seat: int) -> int:
        """The hand limit of the seat's own mat (borrowed powers end with the turn)."""
        mat = self.mats[seat]
        if mat.character == "savant" and not mat.heavenly:
            return 7 if self.upgraded(seat) else 6
        return 5

    def slot_count(self, seat: int) -> int:
        mat = self.mats[seat]
        if mat.form == "angel":
            return MATS["angel"].slots[self.n]
        if self.is_(seat, "savant") and self.upgraded(seat):
            return 2
        return 1

    def heavenly(self) -> int | None:
        """The seat of the Angel or Demon, if one is in play."""
        for seat, mat in enumerate(self.mats):
            if mat.heavenly:
                return seat
        return None

    def protected(self, seat: int, *, area: bool = False) -> bool:
        """Can't lose hit points or take wounds from this harm now?

        God-Mode and the Axis Mundi hex stop everything; sheltered terrain
        stops all but area-of-effect harm (Sheltered Terrain Hex).
        """
        mat = self.mats[seat]
        if mat.god_mode or mat.on_axis:
            return True
        return not area and self.sheltered(seat)

    def cornered(self, seat: int) -> bool:
        return self.active(seat, "cornered_animal") and self.mats[seat].hp <= 3

    def energy_ready(self, seat: int, need: int = 3) -> int:
        """Index of an energy section holding ``need`` tokens, or -1."""
        mat = self.mats[seat]
        if self.is_(seat, "beastmaster") and self.upgraded(seat):
            need = 2
        for i, tokens in enumerate(mat.energy):
            if tokens >= need:
                return i
        return -1

    def pier(self, seat: int) -> Hex:
        return self.board.places[seat].pier

    # Chance and cards.

    def roll(self, seat: int, purpose: str) -> int:
        """A die for ``seat``; for an invisible character only it sees the roll."""
        value = self.rng.d6()
        self.log.append(DieRolled(seat, purpose, value, self.mats[seat].invisible))
        return value

    def deck_size(self, deck: str) -> int:
        return len(self.decks[deck]) + sum(
            1 for c in self.discard if CARDS[card_type(c)].deck == deck
        )

    def draw(self, seat: int, deck: str) -> str | None:
        """Draw the top card of a deck into ``seat``'s hand (Replenishing Decks)."""
        card = self.take_top(deck)
        if card is None:
            return None
        self.mats[seat].hand.append(card)
        self.log.append(CardDrawn(seat, deck, card))
        return card

    def take_top(self, deck: str) -> str | None:
        """The top card of a deck. An exhausted deck rebuilds both (Replenishing Decks:
        "sort the discarded Cards into separate 1-Time and Permanent Power decks, and
        then shuffle them"): each deck is its cards left with its kind of discards."""
        if not self.decks[deck]:
            if not any(CARDS[card_type(c)].deck == deck for c in self.discard):
                return None
            for kind in ("one_time", "permanent"):
                pile = self.decks[kind] + [c for c in self.discard
                                           if CARDS[card_type(c)].deck == kind]
                self.rng.shuffle(pile)
                self.decks[kind] = pile
            self.discard = []
        return self.decks[deck].pop()

    def draw_split(self, seat: int, count: int, one_time: int) -> None:
        for i in range(count):
            self.draw(seat, "one_time" if i < one_time else "permanent")

    def check_hand(self, seat: int, limit: int | None = None) -> None:
        """Owe a discard if the hand is over the limit (Hand Limit)."""
        cap = self.hand_limit(seat) if limit is None else limit
        if len(self.mats[seat].hand) > cap and not any(
            p["kind"] == "discard" and p["seat"] == seat for p in self.pending
        ):
            self.push({"seat": seat, "kind": "discard", "limit": cap})

    def push(self, *decisions: dict[str, Any]) -> None:
        """Owe decisions before anything else goes on (first pushed, first asked)."""
        self.pending[0:0] = list(decisions)

    def all_cards(self) -> list[str]:
        """Every card copy wherever it is (decks, hands, crates, slots, discard, decisions)."""
        cards = list(self.decks["one_time"]) + list(self.decks["permanent"]) + list(self.discard)
        for mat in self.mats:
            cards += mat.hand + mat.slots + mat.face_down
        for crate in self.crates:
            cards += crate or []
        for decision in self.pending:
            for key in ("cards", "one_time", "permanent"):
                cards += decision.get(key, [])
        return cards
