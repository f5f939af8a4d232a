"""Who sits in each seat, and the loop that lets bots play their seats.

A seat list is written ``bot,bot:hard,human`` and may name a role before a
seat, as in ``op=bot,bot,bot`` (roles are checked against the game's own).

>>> parse_seats("op=bot,human")
[SeatSpec(kind='bot', level='normal', role='op'), SeatSpec(kind='human', level='normal', role='')]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import HexfoldError
from game.core.match import Match
from game.core.registry import GameInfo
from game.core.rng import GameRng

SEAT_KINDS = ("human", "bot", "lan")
BOT_LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatSpec:
    """One seat: a human here, a bot of some level, or a LAN player."""

    kind: str
    level: str = "normal"
    role: str = ""

    def label(self) -> str:
        return self.kind if self.kind != "bot" else f"bot:{self.level}"


def parse_seats(text: str) -> list[SeatSpec]:
    """Parse ``[role=]kind[:level],...``; a bad entry raises ``HexfoldError``."""
    seats = []
    for entry in (part.strip() for part in text.split(",")):
        role, _, rest = entry.rpartition("=")
        kind, _, level = rest.partition(":")
        if kind not in SEAT_KINDS:
            raise HexfoldError(f"seat {entry!r}: kind must be one of {', '.join(SEAT_KINDS)}")
        level = level or "normal"
        if level not in BOT_LEVELS:
            raise HexfoldError(f"seat {entry!r}: level must be one of {', '.join(BOT_LEVELS)}")
        seats.append(SeatSpec(kind, level, role))
    return seats


def check_seats(info: GameInfo, seats: list[SeatSpec]) -> None:
    """Raise ``HexfoldError`` unless the seat count and named roles fit the game."""
    if len(seats) not in info.seat_counts:
        counts = " or ".join(str(n) for n in info.seat_counts)
        raise HexfoldError(f"{info.id} takes {counts} seats, not {len(seats)}")
    roles = info.seat_roles(len(seats))
    for number, seat in enumerate(seats):
        if seat.role and seat.role != roles[number]:
            raise HexfoldError(
                f"seat {number + 1} of {info.id} is {roles[number]!r}, not {seat.role!r}"
            )


def bot_rng(seed: int, seat: int) -> GameRng:
    """The private RNG of the bot in ``seat`` (never the state's own)."""
    return GameRng(seed * 1_000_003 + 7919 * (seat + 1))


def play_bots(match: Match, seats: list[SeatSpec], max_steps: int = 100_000) -> None:
    """Let every bot seat act until the game ends or a human/LAN seat owes a move."""
    rngs = {n: bot_rng(match.seed, n) for n, s in enumerate(seats) if s.kind == "bot"}
    for _ in range(max_steps):
        if match.state.is_over():
            return
        movers = [n for n in match.state.to_move() if n in rngs]
        if not movers:
            return
        seat = movers[0]
        bot = match.info.bot(seats[seat].level)
        action = bot(match.state.view(seat), match.state.legal_actions(seat), rngs[seat])
        match.play(seat, action)
    raise HexfoldError(f"{match.info.id}: no end after {max_steps} steps")
