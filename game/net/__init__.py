"""LAN play: an authoritative host, clients, discovery and a headless host.

Layers, each using only the ones before it and ``game.core``:

- ``protocol``: newline-delimited JSON messages, size limits, schemas, rate limit;
- ``delta``: patches from one JSON picture to the next (what an update carries);
- ``names``: players' names, cleaned and never passing for a bot;
- ``autosave``: the step log and checkpoints of a table's match;
- ``pictures``: what each recipient has been sent, and its sync and updates;
- ``table``: seats, tokens and the one true match, with no I/O;
- ``host_connection``: what the host keeps per client, sending to it, the hello check;
- ``host_guard``: connection and onlooker caps, timeouts, password lockouts;
- ``host_door``: the listening socket, letting newcomers in at a steady pace;
- ``host_saving``: the host's autosave and seat file, and telling players it fails;
- ``host_seating``: handshakes and seats (claimed, rejoined, freed, covered by bots);
- ``host``: the asyncio server around a table;
- ``client``: the asyncio ``Client`` and the thread-safe ``ClientConnection``;
- ``host_thread``: ``HostThread``, the host on a loop thread of its own, for the app;
- ``discovery``: UDP broadcast announcements of open tables;
- ``headless``: a table without a window (``main.py --headless --host``);
- ``bench``: update latency and size over loopback, over a long game and under a flood.

Nothing here imports pygame.
"""
