"""Paradox Island's worlds for the core search (``game.core.search``): OP's hard bot
(a captive's worlds: ``captive_worlds``; ``hard_bot`` plays both).

OP sees the whole island, every piece and every announcement (its notebook
holds each one whole), so OP's world is its view written back as a position;
what it cannot see is drawn or read back:

- the power tokens' stack: those not drawn, kept or set aside, shuffled (OP
  draws from it blind); the dice to come: a fresh RNG state;
- each captive's notebook: OP's entries as that captive heard them (secret
  fields blanked, private ones only for their confidant: ``Told.for_seat``),
  so the captives' bots in the rollouts reason from what they heard;
- what the view leaves out and the announcements tell: revivals (``revived``),
  the mission marks (``mission_marked``: a label told once names its space;
  of two oracles or three knots the first not yet marked), and this OP turn's
  bookkeeping (the pusher's open half, the captives the Wave hit, the Bush's
  and Rock's trail), replayed from the announcements since the token was kept.

Options are not in the view: worlds play without a round limit.

The search, the core's paired mode with ``paired.OP_PLAN`` (the normal bot's
choice and its runners-up, each played out with the rest of OP's turn in the
same world and judged by the wounds, perishes and threat it leaves), plays OP's
own turns (``phase`` play, nothing pending); questions asked of OP (a token to
keep, an anomaly's choice) are answered by the normal bot. A captive's own
turns are searched over its own worlds, islands drawn to fit all it heard
(``captive_worlds``); in OP's worlds the captives play as normal, on the
notebooks read back from OP's.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import DIRECTIONS, Hex
from game.core.rng import GameRng
from game.core.search import Search
from game.core.state import GameState
from game.core.values import Action
from game.games.paradox_island.bots import captive_worlds
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.op_model import space_of
from game.games.paradox_island.bots.paired import OP_PLAN
from game.games.paradox_island.bots.standing import mark_key
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import power_tokens
from game.games.paradox_island.rules.island import (
    HEX_INDEX,
    Island,
    Placement,
    direction_index,
    far_end,
)
from game.games.paradox_island.rules.state import ParadoxIslandState

PIECES = ("bush", "rock")


def sample_world(view: dict[str, Any], rng: GameRng) -> GameState:
    """OP's position as its view shows it, the token stack and dice drawn with ``rng``."""
    if view["role"] != "op":
        raise ValueError("worlds are drawn for OP's view only")
    notebook = view["notebook"]
    island = Island.from_placements(tuple(Placement(p[0], Hex.from_json(p[1]), p[2])
                                          for p in view["placements"]))
    seats = len(view["captives"]) + 1
    stack = [t for t in sorted(power_tokens())
             if t not in view["drawn"] and t != view["token"] and t not in view["gone"]]
    rng.shuffle(stack)
    pending = None if view["pending"] is None else {"seat": 0, **view["pending"]}
    data = {
        "seats": seats,
        "options": {"island": "random", "round_limit": "none"},
        "phase": view["phase"],
        "placements": [list(p) for p in view["placements"]],
        "anomalies": {str(row["space"]): row["label"].partition(":")[2]
                      for row in view["island"] if row["kind"] == "anomaly"},
        "stack": stack,
        "drawn": list(view["drawn"]),
        "token": view["token"],
        "wave": view["wave"],
        "wave_lake": view["wave_lake"],
        "rock": space_of(view["rock"]),
        "bush": space_of(view["bush"]),
        "captives": [_board(view, board, island) for board in view["captives"]],
        "turn": _turn(view, island),
        "round": view["round"],
        "perishes": view["perishes"],
        "target": view["target"],
        "pending": pending,
        "tasks": [],
        "gone": list(view["gone"]),
        "revive_queue": [[b["seat"], n] for b in view["captives"]
                         for n, p in enumerate(b["pieces"]) if p["perished"]],
        "queue": [],
        "notebooks": [list(notebook), *_heard(notebook, seats)],
        "result": view["result"],
        "rng": rng.next_u64(),
    }
    return ParadoxIslandState.from_json(data)


class _Heard:
    """The captives' notebooks of the OP notebook last read. Entries never change
    once written, so a longer notebook with the same entries is read on, not again.
    The reading is kept as one tuple, replaced whole, so bots on several threads
    never see half of one."""

    def __init__(self) -> None:
        self.last: tuple[list[dict[str, Any]], list[list[dict[str, Any]]]] = ([], [])

    def books_of(self, notebook: list[dict[str, Any]], seats: int) -> list[list[dict[str, Any]]]:
        read, books = self.last
        done = len(read)
        if len(books) != seats - 1 or done > len(notebook) or \
                (done and notebook[done - 1] is not read[-1]):
            books, done = [[] for _ in range(seats - 1)], 0
        books = [list(book) for book in books]
        for entry in notebook[done:]:
            event = E.EVENTS.decode(entry)
            for seat in range(1, seats):
                shown = event.for_seat(seat)  # type: ignore[attr-defined]
                if shown is not None:
                    books[seat - 1].append(shown.to_json())
        self.last = (list(notebook), books)
        return [list(book) for book in books]


_HEARD = _Heard()


def _heard(notebook: list[dict[str, Any]], seats: int) -> list[list[dict[str, Any]]]:
    return _HEARD.books_of(notebook, seats)


def _board(view: dict[str, Any], board: dict[str, Any], island: Island) -> dict[str, Any]:
    """A captive's board: its public board, where OP sees its pieces, and the revivals
    and mission marks its announcements tell."""
    seat = board["seat"]
    at = {p["piece"]: space_of(p["hex"]) for p in view["positions"] if p["seat"] == seat}
    revivals: dict[int, int] = {}
    marks: list[str] = []
    arrived: dict[str, Any] = {}
    for entry in view["notebook"]:
        if entry.get("seat") != seat:
            continue
        if entry["kind"] == "arrived":
            arrived = entry
        elif entry["kind"] == "revived":
            revivals[entry["piece"]] = revivals.get(entry["piece"], 0) + 1
        elif entry["kind"] == "mission_marked":
            marks.append(mark_key(entry["label"], arrived, marks, island))
    pieces = []
    for n, piece in enumerate(board["pieces"]):
        plain = {k: v for k, v in piece.items() if k != "perished"}
        pieces.append({**plain, "at": at.get(n), "revivals": revivals.get(n, 0)})
    return {
        "character": board["character"], "fruits": dict(board["fruits"]),
        "palms": list(board["palms"]), "palm_used": list(board["palm_used"]),
        "extras": list(board["extras"]), "marks": marks,
        "visited_fruits": list(board["visited_fruits"]),
        "second_wind": list(board["second_wind"]), "pieces": pieces,
    }


def _turn(view: dict[str, Any], island: Island) -> dict[str, Any]:
    """The turn's bookkeeping. A captive's turn: its pieces' actions left. OP's turn:
    replayed from the announcements since the power token was kept."""
    seat = view["turn"]
    if seat is None:
        return {}
    if seat != 0:
        return {"seat": seat, "over": False, "actions": list(view["actions_left"] or []),
                "started": []}
    notebook = view["notebook"]
    kept = max((i for i, e in enumerate(notebook) if e["kind"] == "token_kept"), default=-1)
    if kept < 0 or view["actions_left"] is None:
        return {"seat": 0, "over": False}
    pusher = "bush" if view["token"] == "lithophytes" else "rock"

    def key(space: int) -> int:
        lake = island.lake_of[space]
        return 100 + lake if lake >= 0 else space

    trail: dict[str, list[int]] = {}
    for piece in PIECES:
        start = _start_of_turn(notebook[kept + 1:], piece, view[piece])
        if start is not None:
            trail[piece] = [key(start)]
    left = 4 if view["token"] == "tremor" else 3
    held: dict[str, Any] | None = None
    hit: list[list[int]] = []
    for entry in notebook[kept + 1:]:
        kind = entry["kind"]
        if kind == "op_moved" and entry["how"] in ("move", "crossing"):  # crossing: Seaweed
            piece, half = entry["piece"], "move"
            if entry["space"] is not None and piece in trail:
                trail[piece].append(key(HEX_INDEX[Hex.from_json(entry["space"])]))
        elif kind == "op_moved" and entry["how"] in ("portal", "knot"):  # no action of its own
            if entry["space"] is not None and entry["piece"] in trail:
                trail[entry["piece"]].append(key(HEX_INDEX[Hex.from_json(entry["space"])]))
            continue
        elif kind == "pushed":
            piece, half = entry["by"], "push"
        elif kind == "wave_moved" or (kind == "attacked" and entry["by"] == "wave"):
            piece, half = "wave", ""
            if kind == "attacked":
                hit.append([entry["seat"], entry["piece"]])
        else:
            continue
        if held and held["piece"] == piece and half and not held[half]:
            held[half] = True
        else:
            left -= 1
            held = ({"piece": piece, "move": half == "move", "push": half == "push"}
                    if piece == pusher and half else None)
    return {"seat": 0, "over": False, "op_actions": view["actions_left"], "open": held,
            "wave_hit": hit, "trail": trail}


def _start_of_turn(entries: list[dict[str, Any]], piece: str,
                   now: list[int] | None) -> int | None:
    """Where ``piece`` stood when the token was kept: where its first step this turn
    set out from (one step back from where it landed; for a Seaweed crossing, the far
    end of the line it crossed), or where it stands now."""
    for entry in entries:
        if entry["kind"] == "op_moved" and entry["piece"] == piece \
                and entry["how"] in ("move", "crossing"):
            if entry["space"] is None:
                break
            d = direction_index(entry["direction"])
            if entry["how"] == "crossing":
                return far_end(HEX_INDEX[Hex.from_json(entry["space"])], d)
            back = Hex.from_json(entry["space"]) - DIRECTIONS[d]
            if back in HEX_INDEX:
                return HEX_INDEX[back]
            break
    return space_of(now)


_SEARCH = Search(sample_world, normal_bot, paired=OP_PLAN)


def hard_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Every seat searches its own turns: OP over OP's worlds, a captive over the
    worlds its belief allows (``captive_worlds``); questions asked of a seat and
    the setup are answered as ``normal``."""
    if view["phase"] != "play" or view["pending"] is not None:
        return normal_bot(view, legal, rng)
    if view["role"] == "op":
        return _SEARCH.bot(view, legal, rng)
    if view["role"] == "captive" and view["turn"] == view["seat"]:
        return captive_worlds.look(view, legal, rng)
    return normal_bot(view, legal, rng)
