"""A captive's move controls: the piece that acts, the one-over and safe toggles.

A mixin of ``ParadoxIslandScene``'s controls. In the two-player game the
piece selector shows both pieces; the one the player picked stays picked
from one view to the next, and a piece that may not act now is dimmed and
says why (p. 19: all actions of one piece, then all of the other's). The
toggles name their energy cost; a direction the rules refuse says why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.screen.words import Narrator

Row = list[tuple[Any, ...]]


class MoveControls:
    """The piece selector, the move toggles and why a move is refused."""

    view: dict[str, Any]
    legal: list[Action]
    narrator: Narrator
    piece: int
    over: bool
    safe: bool
    my_board: Callable[[], dict[str, Any] | None]
    moves: Callable[[], list[A.Move]]
    _toast: Callable[[str], Callable[[], None]]

    def move_cost(self) -> int:
        """Energy a move costs with the toggles as they are (Schrodie jumps free)."""
        return int(self.safe) + int(self.over and not self._jumps_free())

    def _jumps_free(self) -> bool:
        board = self.my_board()
        return bool(board and board["character"] == "schrodie")

    def spare_energy(self) -> int:
        """Energy the chosen piece may spend (Granddead's last point is health only)."""
        board = self.my_board()
        if board is None or self.piece >= len(board["pieces"]):
            return 0
        piece = board["pieces"][self.piece]
        return max(0, piece["health"] - 1) if board["character"] == "granddead" \
            else piece["energy"]

    def _explain_move(self, d: str) -> Callable[[], None]:
        """Why a move this way is not offered: energy, actions, or the other piece's turn."""
        def explain() -> None:
            cost, spare = self.move_cost(), self.spare_energy()
            left = self.view.get("actions_left")
            mine = left[self.piece] if isinstance(left, list) and self.piece < len(left) else 1
            if mine <= 0:
                words = "No actions left for this piece: end the turn (p. 9)."
            elif cost > spare:
                words = f"Moving {d} like this costs {cost} energy; you can spend {spare} (p. 9)."
            elif not self.moves():
                words = "Finish the other piece's actions first (p. 19)."
            else:
                words = f"You cannot move {d} now (p. 9)."
            self._toast(words)()
        return explain

    def acting_pieces(self) -> list[int]:
        """The pieces that may act now (move or restore)."""
        return sorted({a.piece for a in self.legal if isinstance(a, A.Move | A.Restore)})

    def _piece_row(self) -> Row:
        """The two-player game's piece selector: each piece, dimmed (and saying why) when it
        may not act now (p. 19: all actions of one piece, then all of the other's)."""
        board = self.my_board()
        if board is None or len(board["pieces"]) < 2:
            return []
        acting, seat = self.acting_pieces(), self.view["seat"]
        left = self.view.get("actions_left")
        row: Row = []
        for n, piece in enumerate(board["pieces"]):
            name = self.narrator.piece(seat, n)
            other = self.narrator.piece(seat, 1 - n)
            if n in acting:
                tip = f"{name} acts: all of one piece's actions, then all of the other's " \
                      "(p. 19)"
                row.append((f"piece:{n}", name, self._set_piece(n),
                            "on" if n == self.piece else "normal", tip))
                continue
            if piece["perished"]:
                why = f"{name} has perished and waits to come back at a camp (p. 18)."
            elif isinstance(left, list) and n < len(left) and left[n] <= 0:
                why = f"{name} has no actions left this turn: play {other} or end the turn."
            else:
                why = f"{name} cannot act again this turn: {other} has taken over (p. 19)."
            row.append((f"piece:{n}", f"{name}: done", None, "normal", why, None,
                        self._toast(why)))
        return row

    def _move_rows(self) -> list[Row]:
        rows: list[Row] = []
        pieces = self._piece_row()
        if pieces:
            rows.append(pieces)
        can_over = any(a.over for a in self.moves())
        can_safe = any(a.safe for a in self.moves())
        free = self._jumps_free()
        over = "Two over: free" if free else "One over: +1 energy"
        short = self._toast(f"That costs 1 energy more; you can spend {self.spare_energy()} "
                            "(p. 9).")
        rows.append([
            ("over", over, self._flip("over") if can_over else None,
             "on" if self.over else "normal",
             "Jump two spaces over (no energy)" if free else "Jump one space over (1 energy)",
             None, short),
            ("safe", "Safe: +1 energy", self._flip("safe") if can_safe else None,
             "on" if self.safe else "normal",
             "Move safely: you decide on activation; OP pieces are scared off (1 energy)",
             None, short),
        ])
        return rows

    def _set_piece(self, n: int) -> Callable[[], None]:
        def choose() -> None:
            self.piece = n
            self.over = self.safe = False
        return choose

    def _flip(self, name: str) -> Callable[[], None]:
        def flip() -> None:
            setattr(self, name, not getattr(self, name))
        return flip
