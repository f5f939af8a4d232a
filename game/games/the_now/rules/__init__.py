"""The Now's rules: content (``catalog``, ``field``), the position (``table``),
actions and events, the turn, realization, views and positions. Core only."""
