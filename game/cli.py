"""Command-line entry: the windowed app, or one of the headless modes.

Headless modes (each prints JSON on stdout; errors are one line on stderr and
exit status 1):

    main.py --headless --game loop --seats bot --seed 7 [--option level=2] [--save FILE]
    main.py --headless --host --game G --seats lan,bot [--port P] [--password PW]
            [--autosave FILE]
    main.py --replay FILE
    main.py --position FILE --list
    main.py --position FILE --apply ACTION_JSON [--seat N] [--out FILE]
    main.py --new-position --game loop [--seed N] [--option k=v] [--out FILE]
    main.py --bench [--game loop]
    main.py --bench-only lan [--game the_now]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from game.core.errors import HexfoldError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hexfold", description="Hexfold: five hex-board games on one table."
    )
    modes = parser.add_argument_group("headless modes")
    modes.add_argument("--headless", action="store_true", help="play a whole game with bots")
    modes.add_argument("--host", action="store_true", help="with --headless: host a LAN table")
    modes.add_argument("--replay", metavar="FILE", help="re-play a save, checking every hash")
    modes.add_argument("--position", metavar="FILE", help="a position file to --list or --apply")
    modes.add_argument("--new-position", action="store_true", help="write a game's start position")
    modes.add_argument("--bench", action="store_true", help="measure speed and memory")
    modes.add_argument(
        "--bench-only", choices=["lan"], metavar="PART",
        help="measure one part of --bench: 'lan' (a long game over loopback with six "
             "clients, per multi-player title or --game; the lan.<game>.* keys)",
    )
    modes.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--game", default=None, help="game id, e.g. loop")
    parser.add_argument("--seats", default=None, help="e.g. bot or op=bot,bot,bot")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default 1)")
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option"
    )
    parser.add_argument("--save", metavar="FILE", help="write the played game to FILE")
    lan = parser.add_argument_group("LAN host (--headless --host)")
    lan.add_argument("--port", type=int, default=47810, help="TCP port (0: any free port)")
    lan.add_argument("--password", default=None, help="players must give it to join")
    lan.add_argument("--autosave", metavar="FILE", help="save after every action; resume from it")
    lan.add_argument(
        "--announce", metavar="ADDRESS", default=None,
        help="UDP broadcast address for the Join list (default: the LAN broadcast)",
    )
    parser.add_argument("--list", action="store_true", help="list legal actions of --position")
    parser.add_argument("--apply", metavar="ACTION_JSON", help="apply an action to --position")
    parser.add_argument("--seat", type=int, default=None, help="seat for --apply")
    parser.add_argument("--out", metavar="FILE", help="where --apply/--new-position write")
    window = parser.add_argument_group("window")
    window.add_argument("--fullscreen", action="store_true", default=None)
    window.add_argument("--size", metavar="WxH", help="window size, e.g. 1600x900")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.headless and args.host:
            summary = host_table(args)
            return _emit(summary) or (1 if summary["problems"] else 0)
        if args.headless:
            return _emit(headless_game(args))
        if args.replay:
            return _emit(replay_summary(Path(args.replay)))
        if args.new_position:
            return _emit(new_position(args))
        if args.position:
            return _emit(position_command(args))
        if args.bench_only == "lan":
            from game.net import bench as lan_bench

            return _emit({"lan": lan_bench.lan([args.game] if args.game else None)})
        if args.bench:
            from game import bench

            return _emit(bench.run(args.game))
        return launch_window(args)
    except HexfoldError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 1
    except BrokenPipeError:  # e.g. piped into `head`: the reader is gone, not an error
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        return 0


def _emit(payload: Any) -> int:
    if isinstance(payload, list):
        for item in payload:
            sys.stdout.write(json.dumps(item) + "\n")
    else:
        sys.stdout.write(json.dumps(payload) + "\n")
    return 0


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``["level=2"]`` → ``{"level": "2"}``; a pair without ``=`` is an error."""
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise HexfoldError(f"option {pair!r} must be written NAME=VALUE")
        options[name.strip()] = value.strip()
    return options


def headless_game(args: argparse.Namespace) -> dict[str, Any]:
    """Play a whole game with bots in every seat; return the summary line."""
    from game.core.match import Match
    from game.core.registry import get_game
    from game.core.seats import check_seats, parse_seats, play_bots

    if not args.game:
        raise HexfoldError("--headless needs --game")
    info = get_game(args.game)
    seats = parse_seats(args.seats or ",".join(["bot"] * info.seat_counts[0]))
    check_seats(info, seats)
    if any(s.kind != "bot" for s in seats):
        raise HexfoldError("--headless plays bots only: every seat must be 'bot'")
    seed = 1 if args.seed is None else args.seed
    match = Match.create(args.game, parse_options(args.option), seed, [s.label() for s in seats])
    info.check_seats(match.options, len(seats))
    play_bots(match, seats)
    if args.save:
        match.save(Path(args.save))
    outcome = match.state.outcome()
    return {
        "game": info.id,
        "seed": seed,
        "options": match.options,
        "seats": match.seats,
        "outcome": outcome.to_json() if outcome else None,
        "turns": match.state.turns(),
        "steps": len(match.steps),
        "hash": match.state.state_hash(),
    }


def host_table(args: argparse.Namespace) -> dict[str, Any]:
    """Host a LAN table without a window until its game ends (see game/net/headless.py)."""
    from game.net.headless import host_headless

    if not args.game or not args.seats:
        raise HexfoldError("--headless --host needs --game and --seats (e.g. lan,lan,bot)")
    return host_headless(
        args.game,
        args.seats,
        1 if args.seed is None else args.seed,
        parse_options(args.option),
        args.port,
        args.password,
        Path(args.autosave) if args.autosave else None,
        **({"announce_to": args.announce} if args.announce else {}),
    )


def replay_summary(path: Path) -> dict[str, Any]:
    """Load a save, re-playing it and checking every hash."""
    from game.core.match import Match

    match = Match.load(path)
    outcome = match.state.outcome()
    return {
        "game": match.info.id,
        "seed": match.seed,
        "options": match.options,
        "steps": len(match.steps),
        "verified": True,
        "outcome": outcome.to_json() if outcome else None,
        "turns": match.state.turns(),
        "hash": match.state.state_hash(),
    }


def new_position(args: argparse.Namespace) -> dict[str, Any]:
    from game.core.match import Match, position_to_json, write_json_atomic
    from game.core.registry import get_game

    if not args.game:
        raise HexfoldError("--new-position needs --game")
    info = get_game(args.game)
    seed = 1 if args.seed is None else args.seed
    seats = ["human"] * info.seat_counts[0]
    match = Match.create(args.game, parse_options(args.option), seed, seats)
    data = position_to_json(match.state)
    if args.out:
        write_json_atomic(Path(args.out), data)
        return {"written": args.out, "to_move": match.state.to_move()}
    return data


def position_command(args: argparse.Namespace) -> Any:
    """List legal actions of a position, or apply one and write the result."""
    from game.core.match import position_from_json, position_to_json, read_json, write_json_atomic

    state = position_from_json(read_json(Path(args.position)), args.position)
    if args.list or not args.apply:
        return [
            {"seat": seat, "action": action.to_json(), "text": action.to_text()}
            for seat in state.to_move()
            for action in state.legal_actions(seat)
        ]
    try:
        raw = json.loads(args.apply)
    except json.JSONDecodeError as exc:
        raise HexfoldError(f"--apply: not valid JSON ({exc.msg})") from None
    action = state.action_codec.decode(raw)
    movers = state.to_move()
    seat = args.seat if args.seat is not None else (movers[0] if movers else 0)
    events = state.apply(seat, action)
    result = {
        "seat": seat,
        "action": action.to_text(),
        "events": [e.to_text() for e in events],
        "to_move": state.to_move(),
    }
    if args.out:
        write_json_atomic(Path(args.out), position_to_json(state))
        result["written"] = args.out
    else:
        result["position"] = position_to_json(state)
    return result


def launch_window(args: argparse.Namespace) -> int:
    """Start the windowed app (imports pygame only now)."""
    from game.ui.app import launch

    size = None
    if args.size:
        width, sep, height = args.size.lower().partition("x")
        if not sep or not width.isdigit() or not height.isdigit():
            raise HexfoldError(f"--size {args.size!r} must be WIDTHxHEIGHT, e.g. 1600x900")
        size = (int(width), int(height))
    return launch(fullscreen=args.fullscreen, size=size, startup_probe=args.startup_probe)
