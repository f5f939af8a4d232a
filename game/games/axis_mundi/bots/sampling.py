"""Axis Mundi's worlds drawn from one seat's view: ``sample_world(view, rng)``.

It writes a whole position from the view and loads it; what the seat may not
know is drawn with ``rng``:

- the cards it has not seen (the two decks' copies less its hand, its face-down
  cards, every activated slot and the crates) are shuffled: each deck takes its
  own kind up to its count, the rest deal the other hands (by their sizes) and
  the discard pile (by its size);
- the treasures it does not hold are shuffled onto the face-down board tokens
  and into the other seats' treasure counts;
- an invisible character stands on a free hex within three of its token, its
  hit points drawn from the upper half of its mat (wounds none).

What the view does not show and no draw can settle is set the plain way and
is the worlds' known imprecision: the seat that began the game (0), the owners
of time bombs and infection tokens (the nearest seat able to place them is not
told: the bomb's place's own seat, the Malignant), the Malignant's area
bookkeeping (empty) and the turn's flags the view leaves out (read back from
where the seat stands when its turn is fresh).

The hard bot searches such worlds (``worlds.py``); the normal bot reads one to
see where a melee attack would push a foe (``pushes.py``).
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.rng import GameRng
from game.core.state import GameState
from game.games.axis_mundi.rules.board import level_of, load_board, ring_hexes, rotated
from game.games.axis_mundi.rules.catalog import TREASURES, deck_list
from game.games.axis_mundi.rules.mats import PlayerMat, TurnState
from game.games.axis_mundi.rules.state import AxisMundiState

#: How far an invisible character may have gone from its token, in hexes.
HIDING = 3


def sample_world(view: dict[str, Any], rng: GameRng) -> GameState:
    """A whole table consistent with ``view``, the hidden parts drawn with ``rng``."""
    me = view["seat"]
    n = view["player_count"]
    board = view["board"]
    you = view["you"] or {"hand": [], "treasures": [], "face_down": [], "decision": None,
                          "fetching": []}
    hands, discard, decks = _cards(view, you, rng)
    treasures, others_treasures = _treasures(view, you, rng)
    mats = []
    for p in view["players"]:
        seat = p["seat"]
        pos, hp, wounds = p["pos"], p["hp"], p["wounds"]
        if pos is None:
            pos = _hiding_place(view, p, rng).to_json()
            hp, wounds = p["max_hp"] - rng.below(max(1, p["max_hp"] // 2)), 0
        mat = PlayerMat(
            character=p["character"], form=p["form"], hp=hp, max_hp=p["max_hp"],
            pos=Hex.from_json(pos), wounds=wounds, energy=list(p["energy"]),
            hand=list(you["hand"]) if seat == me else hands[seat],
            slots=list(p["slots"]),
            treasures=list(you["treasures"]) if seat == me else others_treasures[seat],
            mischief=p["mischief"], scrounge=p["scrounge"], immobilized=p["immobilized"],
            invisible=p["invisible"],
            token=Hex.from_json(p["token"]) if p["token"] else None,
            face_down=list(you["face_down"]) if seat == me else [],
            god_mode=p["god_mode"], on_axis=p["on_axis_mundi"], dead_count=p["deaths"],
        )
        mats.append(mat.to_json())
    decision = you["decision"]
    pending = []
    if decision is not None:
        owed = {k: v for k, v in decision.items() if k not in ("attacker", "damage")}
        if "attacker" in decision:  # the rest of a melee attack is not shown: the plain one
            attacker = view["players"][decision["attacker"]]["pos"] or [0, 0]
            owed["attack"] = {"attacker": decision["attacker"], "damage": decision["damage"],
                              "wounds": 0, "from": attacker, "costly": False}
        pending.append({"seat": me, **owed})
    data = {
        "options": {"setup": board["setup"], "characters": "recommended",
                    "round_limit": "none" if view["round_limit"] is None else "capped"},
        "board": _board(view),
        "rng": rng.next_u64(),
        "mats": mats,
        "decks": decks,
        "discard": discard,
        "crates": [None if c is None else list(c) for c in view["crates"]],
        "turns": list(board["turns"]),
        "round": view["round"],
        "start": view["start"],
        "current": view["current"],
        "phase": view["phase"],
        "turn": _turn(view, you).to_json(),
        "pending": pending,
        "treasures": treasures,
        "harvested": list(board["harvested"]),
        "infection": [[*h, _malignant(view)] for h in board["infected"]],
        "bombs": [[i, i % n] for i, place in enumerate(board["places"]) if place["time_bomb"]],
        "destroyed": [i for i, place in enumerate(board["places"]) if place["destroyed"]],
        "holder": view["axis_mundi"]["holder"],
        "winner": None,
        "end_reason": "",
        "in_aoe": [], "aoe_own": [], "aoe_due": [], "aoe_taken": [],
        "turn_over": False,
    }
    return AxisMundiState.from_json(data)


def _cards(
    view: dict[str, Any], you: dict[str, Any], rng: GameRng
) -> tuple[dict[int, list[str]], list[str], dict[str, list[str]]]:
    """Other hands, the discard pile and the decks, drawn from the cards not seen."""
    n = view["player_count"]
    seen = set(you["hand"]) | set(you["face_down"])
    for p in view["players"]:
        seen.update(p["slots"])
    for crate in view["crates"]:
        seen.update(crate or [])
    decks: dict[str, list[str]] = {}
    left: dict[str, list[str]] = {}
    for deck in ("one_time", "permanent"):
        unseen = [c for c in deck_list(deck, n) if c not in seen]
        rng.shuffle(unseen)
        size = min(view["decks"][deck], len(unseen))
        decks[deck], left[deck] = unseen[:size], unseen[size:]
    # Played one-time cards are what mostly fills the discard pile.
    discard = left["one_time"][: view["discard"]]
    discard += left["permanent"][: view["discard"] - len(discard)]
    rest = [c for c in left["one_time"] + left["permanent"] if c not in discard]
    rng.shuffle(rest)
    hands: dict[int, list[str]] = {}
    for p in view["players"]:
        if p["seat"] != view["seat"]:
            hands[p["seat"]], rest = rest[: p["hand_size"]], rest[p["hand_size"]:]
    return hands, discard, decks


def _treasures(
    view: dict[str, Any], you: dict[str, Any], rng: GameRng
) -> tuple[list[list[Any]], dict[int, list[str]]]:
    """The face-down board tokens and the other seats' treasures, drawn from the rest."""
    unseen = [t for t in sorted(TREASURES) if t not in you["treasures"]]
    rng.shuffle(unseen)
    board = [[*h, unseen.pop()] for h in view["board"]["treasures"] if unseen]
    others: dict[int, list[str]] = {}
    for p in view["players"]:
        if p["seat"] != view["seat"]:
            count = min(p["treasures"], len(unseen))
            others[p["seat"]] = [unseen.pop() for _ in range(count)]
    return board, others


def _board(view: dict[str, Any]) -> dict[str, Any]:
    """The board's data: by name when designed, else hex by hex from the view's rings."""
    board = view["board"]
    data: dict[str, Any] = {"players": view["player_count"], "setup": board["setup"]}
    if board["setup"] != "random":
        return data
    base = load_board(view["player_count"])
    terrain = dict(base.terrain)
    for radius, letters in enumerate(board["rings"]):
        for home, letter in zip(ring_hexes(radius), letters, strict=True):
            if radius and base.terrain.get(home) != "warehouse":
                terrain[home] = board["letters"][letter]
    top, turns = board["top_level"], board["turns"]

    def home(world: list[int]) -> list[int]:
        h = Hex(*world)
        return rotated(h, -turns[level_of(top, h)]).to_json()

    data["terrain"] = [[h.q, h.r, t] for h, t in sorted(terrain.items())]
    data["caves"] = [[home(a), home(b)] for a, b in board["caves"]]
    data["treasure_spots"] = list(board["treasures"])
    return data


def _turn(view: dict[str, Any], you: dict[str, Any]) -> TurnState:
    """This turn's bookkeeping: the view's counters, the rest read from the board."""
    shown = view["turn"]
    turn = TurnState(identity=shown["identity"], fresh=shown["fresh"],
                     crate_takes=shown["crate_takes"])
    for key in ("actions", "extra_moves", "extra_attacks", "free_melee", "descents",
                "free_activation", "tumble", "free_harvest"):
        if shown.get(key) is not None:
            setattr(turn, key, shown[key])
    if view["current"] != view["seat"]:
        return turn
    mine = view["players"][view["seat"]]
    terrain = _terrain_at(view, Hex(*mine["pos"])) if mine["pos"] else ""
    turn.began_on_power = turn.fresh and terrain == "power"
    turn.began_sheltered = terrain == "sheltered"
    turn.must_leave_axis = mine["on_axis_mundi"]
    turn.fetching = list(you["fetching"])
    turn.fetched_from = [list(mine["pos"] or [0, 0]) for _ in turn.fetching]
    return turn


def _terrain_at(view: dict[str, Any], world: Hex) -> str:
    board = view["board"]
    top, turns = board["top_level"], board["turns"]
    if world == ORIGIN:
        return "axis_mundi"
    home = rotated(world, -turns[level_of(top, world)])
    radius = home.length()
    if radius >= len(board["rings"]):
        return "pier"
    letter = board["rings"][radius][ring_hexes(radius).index(home)]
    return board["letters"][letter]


def _hiding_place(view: dict[str, Any], player: dict[str, Any], rng: GameRng) -> Hex:
    """A free, enterable hex within ``HIDING`` of an invisible character's token."""
    token = Hex(*player["token"]) if player["token"] else Hex(*player["pier"])
    taken = {Hex(*p["pos"]) for p in view["players"] if p["pos"] is not None}
    spots = [h for h in _near(token, HIDING) if h not in taken and _terrain_at(view, h)
             not in ("inaccessible", "axis_mundi", "")]
    return rng.choice(spots) if spots else token


def _near(centre: Hex, radius: int) -> list[Hex]:
    out = [centre]
    for r in range(1, radius + 1):
        out += centre.ring(r)
    return out


def _malignant(view: dict[str, Any]) -> int:
    """The seat that places infection tokens (the Malignant's), else seat 0."""
    for p in view["players"]:
        if p["character"] == "malignant":
            return int(p["seat"])
    return 0
