"""Screen: the one place this game meets pygame; it renders views and sends actions."""
