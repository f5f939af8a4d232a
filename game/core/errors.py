"""The errors the rules core raises, split by cause (all are ``ValueError``).

- ``IllegalAction``: a well-formed action that the rules forbid now.
- ``MalformedValue``: a message that is not an action or event at all.
- ``CorruptSave``: a save or position file that cannot be read.
- ``ReplayMismatch``: a replay whose state hash differs at some step.
- ``ContentError``: a content file under ``levels/`` that fails validation.
"""

from __future__ import annotations


class HexfoldError(ValueError):
    """Base of every error the core raises on bad input."""


class IllegalAction(HexfoldError):
    """The rules forbid this action now; ``rule`` names the rule broken."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class MalformedValue(HexfoldError):
    """A message that does not decode to an action or event."""


class CorruptSave(HexfoldError):
    """A save or position file that cannot be loaded; names the file and problem."""


class ReplayMismatch(HexfoldError):
    """A replay reached a different state hash than the save recorded."""

    def __init__(self, step: int, expected: str, actual: str) -> None:
        super().__init__(
            f"replay diverges at step {step}: saved hash {expected[:12]}, got {actual[:12]}"
        )
        self.step = step


class ContentError(HexfoldError):
    """A content file is invalid; the message names the file and the field."""

    def __init__(self, file: str, field: str, problem: str) -> None:
        super().__init__(f"{file}: {field}: {problem}")
        self.file = file
        self.field = field
