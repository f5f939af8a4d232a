"""The Apocalypse's screen: it draws ``view(seat)`` and sends the seat's legal actions.

``scene.ApocalypseScene`` lays out the step track, the world map with its
pawns and the Catastrophe, every player's play area and the viewer's hand,
the controls, and the dice poker of ability checks at the centre of the table.
"""
