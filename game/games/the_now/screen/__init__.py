"""The Now's screen (not yet built): it will draw ``view(seat)`` and send actions.

Everything it needs is in the view (see ``rules.views``): the field node by
node with each placed event's turned edges, arcs, impacts and the links that
decide it, the Now track and its periods, every tablet, the seat's hands and
its pending decision; card faces come from ``rules.catalog``.
"""
