"""The Now's bots: they read a seat's view and the legal actions, never the state."""
