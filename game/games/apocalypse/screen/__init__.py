"""The Apocalypse's screen: not written yet.

Everything a screen needs is in the rules' views and events: the world map
(``rules.world.PLACES``: every place's hex, kind and number), every player's
table, the Catastrophe, the reaction window being asked, and each ability check
die by die (``check`` in the view; ``DiceRolled``, ``DieRerolled``, ``DieTurned``
and ``CheckResolved`` events). Card texts are in ``rules.catalog.CARDS``.
"""
