"""Paradox Island's prompts and hints: what the viewer should do now, in the board's words.

``prompt_words`` is the banner over the controls. A question that follows a
move says what actually happened, read from the latest announcements in the
viewer's notebook: "Achilles fell into the ocean: come ashore across the
island (Leave the ocean), or swim back to the starting fruit?" -- never a
question about a lake right after the ocean. ``action_sentence`` says an
action as a hint: "Use grapes: Phil moves E safely", never an action kind,
a coordinate or a crate number.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.catalog import characters, extra_boxes
from game.games.paradox_island.rules.island import OCEAN_NAMES
from game.games.paradox_island.screen.words import (
    BONUS_DONE,
    HOW,
    SPACE_DOES,
    Narrator,
    bonus_option_words,
    character_name,
    label_words,
    sentence,
    tile_words,
    token_name,
)
from game.ui.words import count

PENDING_PROMPTS = {
    "oracle": "The oracle answers: toggle the directions you ask about, then Ask.",
    "rest": "At a camp: share out the points you regain.",
    "palm": "Draw the new fruit into a palm-tree box.",
    "keep_token": "Keep one of the two power tokens.",
    "op_activate": "Does the space the captive was moved to activate?",
    "op_piece_activate": "Does your piece's space activate?",
    "anomaly_action": "The anomaly gives your piece an action.",
    "anomaly_dest": "Pick where the anomaly sends the captive.",
    "anomaly_sea": "Both ways out of the anomaly lead into the ocean: pick the ocean part.",
    "lake_exit": "Pick where the piece leaves the lake.",
    "portal_exit": "Pick the portal the piece comes out of.",
    "blight": "Pick the fruit the captive crosses out.",
    "seaweed": "Pick the fruit the captive loses.",
}
PHASE_HINTS = {
    "build": "Lay the island: pick a tile, turn it, lay it.",
    "place_wave": "Place the Wave on a lit ocean part.",
    "place_rock": "Place the Rock on a lit anomaly.",
    "place_bush": "Place the Bush on a lit fruit.",
    "characters": "Choose your character (hover a name to read the board).",
    "start_fruits": "Choose your starting fruit.",
    "play": "Your turn: pick a direction on the compass, or restore.",
    "op_play": "Your turn: click a lit piece, then a direction.",
}
#: The two answers of a yes-or-no question, by the question (pending kind).
ANSWERS = {
    "phil_exit": ("Come ashore across", "Swim back"),
    "activate": ("Activate", "Leave it"),
    "op_activate": ("It works", "It sleeps"),
    "op_piece_activate": ("It works", "It sleeps"),
}


def possessive(name: str) -> str:
    """ "Phil's", "Achilles'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def last_heard(view: dict[str, Any], kinds: tuple[str, ...]) -> dict[str, Any] | None:
    """The latest announcement of one of ``kinds`` in the viewer's notebook."""
    for entry in reversed(view.get("notebook") or []):
        if entry.get("kind") in kinds:
            return entry
    return None


def _question(view: dict[str, Any], pending: dict[str, Any], narrator: Narrator) -> str:
    """A question that follows a move, worded after what the log just said."""
    kind, seat = pending["kind"], view.get("seat", 0)
    who = narrator.piece(seat, pending.get("piece", 0))
    if kind == "phil_exit":
        return f"{who} is in the ocean: come ashore across the island, or swim back?"
    if kind == "activate":
        arrived = last_heard(view, ("arrived",))
        where = label_words(arrived["label"]) if arrived else "this space"
        declared = last_heard(view, ("move_declared",))
        how = arrived["how"] if arrived else ""
        safe_move = bool(declared and declared["safe"] and arrived and how == ""
                         and declared["piece"] == arrived["piece"])
        if how == "bonus":
            return f"{who} landed safely on {where}: activate it?"
        if how == "push":  # after "The Rock pushes Phil SE": say how he got there
            return f"{who} was pushed onto {where}: activate it?"
        if how in HOW:
            return f"{who} came to {where} {HOW[how]}: activate it?"
        if safe_move:
            return f"{who} moved safely onto {where}: activate it?"
        if arrived and arrived["label"].startswith("lake"):
            return f"{who} is on {where}: activate it? (Phil may leave lakes alone.)"
        return f"{who} is on {where}: activate it?"
    piece = pending.get("piece")
    if isinstance(piece, str) and piece:  # OP's own piece: the Bush, the Rock, the Wave
        the = f"the {piece.capitalize()}"
        if kind == "return_piece":
            return f"Put {the} back on the island: click a lit space."
        if kind == "op_teleport":
            return f"Pick the space {the} goes to: click a lit space."
        if kind == "free_step":
            return f"{sentence(the)} may take a free step: pick a direction, or Pass."
    if kind == "revive":
        return f"{who} perished: choose the camp to come back at."
    if kind == "bonus":
        return "A bonus may be used now: click its lit row on your board, or Pass."
    return PENDING_PROMPTS.get(kind, "Answer the question below.")


def prompt_words(view: dict[str, Any], legal: list[Action], narrator: Narrator) -> str:
    """What the viewer should do now, or whom the table waits for."""
    pending = view.get("pending") or {}
    if view.get("result"):
        return "The game is over."
    if pending and legal:
        return _question(view, pending, narrator)
    if legal:
        phase = "op_play" if view["phase"] == "play" and view.get("role") == "op" \
            else view["phase"]
        words = PHASE_HINTS.get(phase, "Your turn.")
        if phase == "build":
            words += f" Tiles left: {17 - len(view.get('placements', []))}."
        seat = view.get("seat", 0)
        if phase == "start_fruits":
            words = f"Choose {possessive(narrator.piece(seat, _choosing(view)))} starting fruit."
        left = view.get("actions_left")
        if view["phase"] == "play" and isinstance(left, list):
            acting = sorted({a.piece for a in legal if isinstance(a, A.Move | A.Restore)})
            if len(left) > 1 and len(acting) == 1:
                only = acting[0]
                words = f"Your turn: only {narrator.piece(seat, only)} may act now " \
                        f"({count(left[only], 'action')} left): pick a direction, or restore."
            else:
                shown = " · ".join(f"{narrator.piece(seat, n)} {a}" for n, a in
                                   enumerate(left)) if len(left) > 1 else str(left[0])
                words += f" Actions: {shown}."
        elif view["phase"] == "play" and left is not None:
            words += f" Actions left: {left}."
        return words
    turn = view.get("turn")
    if view["phase"] == "play" and turn is not None:
        return "OP is playing…" if turn == 0 else f"{narrator.piece(turn, 0)} is playing…"
    return "Waiting for the others…"


def activate_tip(yes: bool, view: dict[str, Any], narrator: Narrator) -> str:
    """What "Activate" or "Leave it" does with the space a piece is on, more than its label:
    "Activate the L-shaped lake: Phil lies down in it ..."."""
    pending = view.get("pending") or {}
    yes_words, no_words = ANSWERS.get(pending.get("kind", ""), ("Activate", "Leave it"))
    if pending.get("kind") != "activate":
        return yes_words if yes else no_words
    who = narrator.piece(view.get("seat", 0), pending.get("piece", 0))
    arrived = last_heard(view, ("arrived",))
    label = arrived["label"] if arrived else ""
    where = label_words(label) if label else "this space"
    does = SPACE_DOES.get(label.partition(":")[0])
    if yes:
        return f"Activate {where}: {who} {does}." if does else f"Activate {where}."
    return f"Leave {where} as it is: nothing happens and {who} stays there."


def _choosing(view: dict[str, Any]) -> int:
    """The piece whose starting fruit the viewer chooses now (the first without one)."""
    board = next((b for b in view.get("captives", []) if b["seat"] == view.get("seat")), None)
    pieces = board["pieces"] if board else []
    return next((n for n, p in enumerate(pieces) if not p["start"]), 0)


def _space(view: dict[str, Any], space: Hex) -> str:
    """A space as OP's island shows it ("the sinkhole anomaly"), for OP's hints."""
    for row in view.get("island", []):
        if tuple(row["hex"]) == (space.q, space.r):
            return label_words(row.get("label") or row.get("kind", ""))
    return "a space"


def _ocean(part: int) -> str:
    return f"the {OCEAN_NAMES[part]} ocean" if 0 <= part < len(OCEAN_NAMES) else "the ocean"


def action_sentence(action: Action, view: dict[str, Any], narrator: Narrator) -> str:
    """An action as a hint says it: "Use grapes: Phil moves E safely"."""
    a: Any = action
    seat = view.get("seat", 0)
    pending = (view.get("pending") or {}).get("kind", "")

    def who(piece: int) -> str:
        return narrator.piece(seat, piece)

    match action:
        case A.Move():
            over = " one space over" if a.over else ""
            return f"{who(a.piece)} moves {a.direction}{over}{' safely' if a.safe else ''}"
        case A.Restore():
            return f"{who(a.piece)} restores (one action)"
        case A.UseBonus():
            board = next((b for b in view.get("captives", []) if b["seat"] == seat), None)
            bonus = _bonus_of(board, a.fruit)
            how = bonus_option_words(bonus, a.option, narrator).split(": ")[0] \
                if a.option else BONUS_DONE.get(bonus, "its bonus")
            return f"Use {a.fruit} for {who(a.piece)}: {how[:1].lower()}{how[1:]}"
        case A.UseExtra():
            kinds = extra_boxes()
            kind = kinds[a.box] if 0 <= a.box < len(kinds) else "bonus"
            return f"Use an extra bonus (+1 {kind}) for {who(a.piece)}"
        case A.EndTurn() | A.EndOpTurn():
            return "End the turn"
        case A.Activate():
            yes, no = ANSWERS.get(pending, ("Activate", "Leave it"))
            return yes if a.yes else no
        case A.AskOracle():
            return "Ask the oracle about " + (" and ".join(a.directions) or "nothing")
        case A.Rest():
            return f"Rest: +{a.health} health, +{a.energy} energy"
        case A.Revive():
            return f"Come back at camp {a.camp}"
        case A.DrawPalm():
            return f"Draw it into palm box {a.box + 1}"
        case A.Pass():
            return "Pass"
        case A.ChooseCharacter():
            return f"Play {character_name(a.character)}"
        case A.ChooseStartFruit():
            return f"Start on {label_words('fruit:' + a.fruit)}"
        case A.KeepToken():
            return f"Keep {token_name(a.token)}"
        case A.PlaceWave():
            return f"Place the Wave in {_ocean(a.part)}"
        case A.PlaceRock() | A.PlaceBush():
            piece = "Rock" if isinstance(action, A.PlaceRock) else "Bush"
            return f"Place the {piece} on {_space(view, a.space)}"
        case A.PickSpace():
            return f"Pick {_space(view, a.space)}"
        case A.PickPart():
            return f"Pick {_ocean(a.part)}"
        case A.PickFruit():
            return f"Cross out the {a.fruit}"
        case A.WaveMove():
            return f"Move the Wave to {_space(view, a.lake) if a.lake else _ocean(a.part)}"
        case A.WaveAttack():
            return f"The Wave attacks {narrator.piece(a.seat, a.piece)}"
        case A.PieceMove():
            return f"Move the {a.piece.capitalize()} {a.direction}"
        case A.Push():
            return f"The {a.by.capitalize()} pushes {narrator.piece(a.seat, a.piece)} " \
                   f"{a.direction}"
        case A.LayTile():
            return sentence(f"lay {tile_words(a.tile)}")
    return "Do this"


def _bonus_of(board: dict[str, Any] | None, fruit: str) -> str:
    """The bonus ``fruit`` feeds on ``board`` (Hempel: through the palm box it is in)."""
    info = characters().get((board or {}).get("character") or "")
    if info is None or board is None:
        return ""
    palms = board.get("palms") or []
    box = palms.index(fruit) if fruit in palms else -1
    for bonus in info.bonuses:
        if fruit in bonus.fruits:
            return bonus.id
        if bonus.boxes:
            if 0 <= box < bonus.boxes:
                return bonus.id
            box -= bonus.boxes
    return ""
