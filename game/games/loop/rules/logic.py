"""Small pure rules of Loop shared by the state and the bots.

>>> placement_value((5, 1), "diff")
4
>>> symbol_allows("+", 5, 4), symbol_allows("=", 3, 4)
(True, False)
"""

from __future__ import annotations

OPS: tuple[str, ...] = ("single", "sum", "diff")


def placement_value(values: tuple[int, ...], op: str) -> int:
    """The value of one die (``single``) or of two dice (``sum`` or ``diff``)."""
    if op == "single":
        return values[0]
    if op == "sum":
        return values[0] + values[1]
    return abs(values[0] - values[1])


def symbol_allows(symbol: str, value: int, last_value: int | None) -> bool:
    """Placement Rules: +, -, = compare with the hex moved from; a portal needs a 3."""
    if symbol == "portal":
        return value == 3
    if last_value is None:
        return True
    if symbol == "+":
        return value > last_value
    if symbol == "-":
        return value < last_value
    if symbol == "=":
        return value == last_value
    return True


def combos(free: list[int]) -> list[tuple[tuple[int, ...], str]]:
    """Every (dice indices, op) choice from the unplaced dice, in a fixed order."""
    out: list[tuple[tuple[int, ...], str]] = [((i,), "single") for i in free]
    for a, i in enumerate(free):
        for j in free[a + 1:]:
            out.append(((i, j), "sum"))
            out.append(((i, j), "diff"))
    return out
