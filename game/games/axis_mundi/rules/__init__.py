"""Rules: state, actions, events, views and content loading (core only, no pygame)."""
