"""Paradox Island in words: log lines for announcements, labels for buttons.

``Narrator.describe`` turns an (already redacted) event into the line a
player reads in the log and the notebook: "Phil reached fruit:orange" reads
"Phil reached an orange". ``label_words`` names what OP announces.

>>> label_words("fruit:orange"), label_words("portal:2"), label_words("")
('an orange', 'portal 2', 'somewhere')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core.values import Action, Event
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import (
    anomaly_catalog,
    characters,
    extra_boxes,
    power_catalog,
    power_tokens,
)
from game.games.paradox_island.rules.island import OCEAN_NAMES, tile_specs
from game.ui.widgets import wrap

ARTICLE = {"orange": "an orange", "apple": "an apple", "grapes": "grapes",
           "cherries": "cherries"}
#: How a piece came to a space, where the log says so.
HOW = {"ocean_return": "back from the ocean at the starting fruit",
       "opposite": "ashore across the island", "knot": "along the knot's arrow",
       "portal": "through the portal", "push": "pushed", "anomaly": "sent by the anomaly",
       "ivy": "through the anomaly", "bonus": "by a bonus", "sprint": "running"}
#: What activating a space does, by its kind (the rulebook's table, in short).
SPACE_DOES = {"fruit": "circles that fruit: its bonus is ready to use",
              "camp": "rests: 2 health, 2 energy, or 1 of each",
              "oracle": "asks the oracle: OP names the spaces next to you in up to two "
                        "directions",
              "mirage": "loses 1 health", "knot": "slides along its hidden arrow",
              "portal": "goes through to the other portal of the pair",
              "anomaly": "wakes the anomaly: its token strikes",
              "lake": "lies down in it: the next move may leave from any of its spaces, "
                      "OP's choice"}
#: Why points, fruits or actions changed.
WHY = {"bonus": "bonus", "wave": "the Wave", "camp": "resting at camp", "riptide": "Riptide",
       "anomaly": "the anomaly", "extra": "extra bonus", "restore": "restore",
       "mirage": "a mirage", "fruit space": "found on its space", "visited again":
       "visited again", "seaweed": "Seaweed", "bush": "the Bush", "rock": "the Rock",
       "spent": "spent on the move"}
FRUIT_CHANGES = {"gained": "circles", "lost": "crosses out", "restored": "circles again"}
#: What a bonus without a choice did, for the log.
BONUS_DONE = {"anomaly_boost": "+1 health and +1 energy", "meet_boost": "+2 points",
              "catnap": "+1 health", "rally": "one more action",
              "six_around": "OP names the six spaces around",
              "circle_extra": "an extra bonus circled", "ocean_back": "ashore where it fell in",
              "no_activation": "the space stays asleep"}
#: Each board's printed ability, by character (the rules data holds only its effects).
ABILITIES = {
    "phil": "Leave the ocean: moving into the ocean, you may come ashore unsafely on the "
            "opposite space of the island. You may leave lakes unactivated.",
    "achilles": "Second wind: scaring an OP piece off the first time gains 2 actions, not 1.",
    "granddead": "What is dead...: 6 points used as both health and energy; each revival "
                 "gives 1 less (4 at least).",
    "hempel": "Fruits are colorful: draw each new fruit into a palm-tree box; visiting it "
              "again after it was crossed out replenishes it.",
    "theseus": "Figure yourself out: meeting another piece circles your leftmost additional "
                "bonus; cross a circled one out to use it on your turn.",
    "schrodie": "A cat's grace: move to an adjacent space or 2 spaces over (the jump is free "
                "unless safe).",
}
MISSION_TITLES = {
    "phil": "So many questions", "achilles": "Run, Achilles, run",
    "granddead": "I came before you", "hempel": "Crows are black",
    "theseus": "Collect yourself", "schrodie": "Dead or alive?",
}
def sentence(words: str) -> str:
    """``words`` with a capital first letter, the rest kept ("The L-shaped lake")."""
    return words[:1].upper() + words[1:]


def pieces_words(pieces: tuple[str, ...] | list[str]) -> str:
    """Pieces met, as said aloud: OP's pieces by name ("the Rock"), captives as they are."""
    return ", ".join(f"the {p.capitalize()}" if p in ("wave", "rock", "bush") else p
                     for p in pieces)


def anomaly_text(token: str) -> str:
    """What an anomaly token does, as printed (empty for an unnamed anomaly)."""
    printed = anomaly_catalog().get(token)
    return printed.text if printed else ""


def space_words(label: str) -> str:
    """A space for a tooltip: its name, and an anomaly's effect."""
    kind, _, name = label.partition(":")
    effect = anomaly_text(name) if kind == "anomaly" and name else ""
    return sentence(label_words(label)) + (f": {effect}" if effect else "")


@lru_cache(maxsize=1024)
def wrapped(words: str, width: int, size: str | int = "body",
            bold: bool = False) -> tuple[str, ...]:
    """``wrap`` remembered: the boards and logs wrap the same texts again and again."""
    return tuple(wrap(words, width, size, bold))


def label_words(label: str) -> str:
    """What OP said about a space, in plain words."""
    if not label:
        return "somewhere"
    kind, _, name = label.partition(":")
    if kind == "fruit":
        return ARTICLE.get(name, f"a {name}")
    if kind == "lake":
        return f"the {name} lake" if name else "a lake"
    if kind == "mirage":
        return f"the {name} mirage" if name else "a mirage"
    if kind in ("camp", "portal"):
        return f"{kind} {name}" if name else f"a {kind}"
    if kind == "anomaly":
        return f"the {name} anomaly" if name else "an anomaly"
    if kind == "scare":  # a mission mark: Granddead scared an OP piece off
        return f"scaring the {name.capitalize()} off"
    return {"knot": "an Escher knot", "oracle": "an oracle", "ocean": "the ocean",
            "corner": "a corner into the ocean"}.get(kind, label)


def tile_words(tile: str) -> str:
    """A tile as it looks: "the L-shaped lake tile", "the tile with an orange and portal 1"."""
    spec = tile_specs().get(tile)
    if spec is None:
        return "a tile"
    if spec.lake:
        return f"the {spec.lake} lake tile"
    return "the tile with " + " and ".join(
        label_words("anomaly" if s.kind == "anomaly" else s.label) for s in spec.spaces)


def character_name(cid: str) -> str:
    info = characters().get(cid)
    return info.name if info else cid.capitalize()


def token_name(tid: str) -> str:
    return power_tokens().get(tid, tid.capitalize()) if tid else "a token"


class Narrator:
    """Log lines for events, with the pieces named from the latest view."""

    def __init__(self, names: list[str] | None = None) -> None:
        self.view: dict[str, Any] = {}
        self.names = names if names is not None else []  # the table's seat names

    def piece(self, seat: int, piece: int) -> str:
        for board in self.view.get("captives", []):
            if board["seat"] == seat and 0 <= piece < len(board["pieces"]):
                name = board["pieces"][piece]["name"]
                if name:
                    return character_name(name)
        if 0 <= seat < len(self.names):  # not in this view: as the table names the seat
            return self.names[seat]
        return f"Captive {seat}"

    def seat_name(self, seat: int) -> str:
        """A seat as the table knows it: OP, or the captive's character."""
        return "OP" if seat == 0 else self.piece(seat, 0)

    def describe(self, event: Event) -> str:
        """One line for the log; unknown events fall back to their text form."""
        e: Any = event
        who = self.piece(e.seat, e.piece) if hasattr(e, "piece") and hasattr(e, "seat") \
            and isinstance(e.piece, int) else ""
        match event:
            case E.TileLaid():
                return f"OP laid {tile_words(e.tile) if e.tile else 'a tile'}."
            case E.IslandReady():
                return "The island is ready; five anomaly tokens lie on it."
            case E.OpPiecePlaced():
                where = f" on {label_words(e.label)}" if e.label else ""
                if isinstance(e.part, int) and 0 <= e.part < len(OCEAN_NAMES):
                    where = f" in the {OCEAN_NAMES[e.part]} ocean"
                return f"OP set the {e.piece.capitalize()}{where}."
            case E.CharacterChosen():
                second = f" (pieces: {' and '.join(character_name(p) for p in e.pieces)})" \
                    if len(e.pieces) > 1 else ""
                return f"Captive {e.seat} is {character_name(e.character)}{second}."
            case E.StartFruitChosen():
                return f"{who} starts on {label_words('fruit:' + e.fruit)}."
            case E.TurnStarted():
                return f"Round {e.round}: {self.seat_name(e.seat)} plays."
            case E.MoveDeclared():
                over = {2: " one space over", 3: " two spaces over"}.get(e.length, "")
                return f"{who} moves {e.direction}{over}{' safely' if e.safe else ''}."
            case E.Arrived():
                how = f" ({HOW[e.how]})" if e.how in HOW else ""
                way = f" going {e.direction}" if e.direction else ""
                return f"{who} reached {label_words(e.label)}{way}{how}."
            case E.InOcean():
                return f"{who} fell into the ocean{' — the Wave is there!' if e.wave else '.'}"
            case E.Met():
                return f"{who} met {pieces_words(e.pieces)}."
            case E.Attacked():
                return f"The {e.by.capitalize()} attacked {who}."
            case E.ScaredOff():
                return f"{who} scared the {e.op_piece.capitalize()} off!"
            case E.ActionGained():
                why = WHY.get(e.why, e.why)
                for op_piece in ("bush", "rock", "wave"):  # "scared the bush off"
                    why = why.replace(f"the {op_piece}", f"the {op_piece.capitalize()}")
                return f"{who} gains {e.actions} action{'s' if e.actions != 1 else ''} ({why})."
            case E.Activation():
                return f"{sentence(label_words(e.label))} {'works' if e.active else 'sleeps'}."
            case E.FruitChanged():
                change = FRUIT_CHANGES.get(e.change, e.change)
                return f"{self.piece(e.seat, 0)} {change} the {e.fruit} " \
                       f"({WHY.get(e.why, e.why)})."
            case E.PalmDrawn():
                return f"{self.piece(e.seat, 0)} draws {e.fruit} into palm box {e.box + 1}."
            case E.ExtraChanged():
                change = {"circled": "circles", "used": "uses"}.get(e.change, e.change)
                return f"{self.piece(e.seat, 0)} {change} the extra +1 {e.bonus}."
            case E.PointsChanged():
                parts = [f"{v:+d} {n}" for v, n in ((e.health, "health"), (e.energy, "energy"))
                         if v]
                why = WHY.get(e.why, e.why)
                return f"{who}: {', '.join(parts)} ({why})." if parts else \
                    f"{who} is already full: nothing to restore ({why})."
            case E.OracleAnswer():
                return f"Oracle: {e.direction} of {who} lies {label_words(e.label)}."
            case E.OnSide():
                return f"{who} lies on their side in {label_words(e.label)}."
            case E.AnomalyWorks():
                return f"{sentence(label_words('anomaly:' + e.token))} works on {who}."
            case E.Perished():
                return f"{who} perished ({e.perishes} so far)."
            case E.Revived():
                return f"{who} revives at camp {e.camp}."
            case E.MissionMarked():
                return f"{self.piece(e.seat, 0)} marks {label_words(e.label)} for the mission " \
                       f"({e.done})."
            case E.BonusUsed():
                how = bonus_option_words(e.bonus, e.option, self).split(": ")[0] \
                    if e.option else BONUS_DONE.get(e.bonus, "its bonus")  # no price here
                return f"{who} uses the {e.fruit}: {how[:1].lower()}{how[1:]}."
            case E.SpacesNamed():
                return f"OP names: {', '.join(label_words(x) for x in e.labels)}."
            case E.PieceSpotted():
                return f"OP marks the {e.op_piece.capitalize()} on {label_words(e.label)}."
            case E.TokensDrawn():
                drawn = " and ".join(token_name(t) for t in e.tokens) if e.tokens else "two tokens"
                return f"OP draws {drawn}."
            case E.TokenKept():
                return f"OP keeps {token_name(e.token)}."
            case E.WaveMoved():
                where = f" to {OCEAN_NAMES[e.part]}" if e.part >= 0 else ""
                return f"The Wave moves{where}{f' into {e.lake}' if e.lake else ''}."
            case E.OpMoved():
                met = f", meeting {pieces_words(e.pieces)}" if e.pieces else ""
                if e.how == "crossing":  # Seaweed: into the ocean, ashore on the far side
                    return f"The {e.piece.capitalize()} moves {e.direction} into the ocean " \
                           f"and comes ashore across the island on " \
                           f"{label_words(e.label)}{met}."
                way = f" {e.direction}" if e.direction else \
                    {"portal": " through the portal", "knot": " along the knot's arrow",
                     "ivy": " through the anomaly"}.get(e.how, "")
                return f"The {e.piece.capitalize()} moves{way} to {label_words(e.label)}{met}."
            case E.Pushed():
                return f"The {e.by.capitalize()} pushes {who} {e.direction}."
            case E.OpActivation():
                return f"{sentence(label_words(e.label))} under the {e.piece.capitalize()} " \
                       f"{'works' if e.active else 'sleeps'}."
            case E.OpPieceGone():
                return f"The {e.piece.capitalize()} leaves the island ({e.why})."
            case E.OpPieceBack():
                return f"OP puts the {e.piece.capitalize()} back."
            case E.TurnEnded():
                return f"{self.seat_name(e.seat)} ends the turn."
            case E.GameWon():
                return f"Game over: {e.reason}."
        return event.to_text()


def bonus_option_words(bonus: str, option: str, narrator: Narrator) -> str:
    """A bonus option as a button label, with its energy cost where it has one."""
    parts = option.split(":")

    def who(ref: str) -> str:
        if "." not in ref:
            return f"the {ref.capitalize()}"
        seat, piece = ref.split(".")
        return narrator.piece(int(seat), int(piece))

    if bonus == "sprint" and len(parts) == 3:
        safe = parts[2] == "safe"
        return f"Run {parts[0]} {parts[1]}{' safely' if safe else ''}: {1 + safe} energy"
    if bonus == "free_leap" and len(parts) == 2:
        return f"Leap {parts[0]}{' safely' if parts[1] == 'safe' else ''}: free"
    if bonus == "refresh":
        return "+1 health" if option == "health" else "+2 energy"
    if bonus == "peek" and len(parts) == 2:
        return f"Peek {parts[1]} of {who(parts[0])}"
    if bonus == "ocean_to_captive":
        return f"Ashore at {who(option)}"
    words = {"immunity": "Safe from the {}", "spot_piece": "Spot the {}", "line_scan": "Scan {}",
             "fruit_return": "To the {}", "replenish": "Restore the {}"}.get(bonus)
    if words and option:
        return words.format(option.capitalize() if bonus in ("immunity", "spot_piece")
                            else option)
    return option.replace(":", " ") or "Use it"


def action_words(action: Action, narrator: Narrator) -> str:
    """A short button label for an action the controls have no special place for."""
    a: Any = action
    match action:
        case A.Pass():
            return "Pass"
        case A.WaveAttack():
            return f"Wave attacks {narrator.piece(a.seat, a.piece)}"
        case A.Revive():
            return f"Camp {a.camp}"
        case A.Rest():
            return f"+{a.health} health +{a.energy} energy"
        case A.DrawPalm():
            return f"Palm box {a.box + 1}"
        case A.PickFruit():
            return a.fruit.capitalize()
        case A.UseExtra():
            kinds = extra_boxes()
            kind = kinds[a.box] if 0 <= a.box < len(kinds) else "bonus"
            return f"Extra +1 {kind}: {narrator.piece(narrator.view.get('seat', 0), a.piece)}"
        case A.UseBonus():
            return f"Use the {a.fruit}"
        case A.KeepToken():
            return token_name(a.token)
    return sentence(action.kind.replace("_", " "))


def character_tip(cid: str) -> str:
    """A character board in one tooltip: points, mission and bonuses."""
    info = characters()[cid]
    bonuses = "; ".join(f"{'+'.join(b.fruits) or 'palm'}: {b.text.rstrip('.')}"
                        for b in info.bonuses)
    return f"{info.name} ({info.health} health, {info.energy} energy). Mission: " \
           f"{info.mission_text} Bonuses: {bonuses}."


def token_tip(tid: str) -> str:
    """A power token's name and what it does."""
    printed = power_catalog().get(tid)
    return f"{printed.name}: {printed.text}" if printed else tid
