"""LAN play: an authoritative host, clients, discovery and a headless host.

Layers, each using only the ones before it and ``game.core``:

- ``protocol``: newline-delimited JSON messages, size limits, schemas, rate limit;
- ``table``: seats, tokens and the one true match, with no I/O;
- ``host_connection``: what the host keeps per client, sending to it, the hello check;
- ``host``: the asyncio server around a table;
- ``client``: the asyncio ``Client`` and the thread-safe ``ClientConnection``;
- ``host_thread``: ``HostThread``, the host on a loop thread of its own, for the app;
- ``discovery``: UDP broadcast announcements of open tables;
- ``headless``: a table without a window (``main.py --headless --host``);
- ``bench``: update latency over loopback.

Nothing here imports pygame.
"""
