"""Bots: easy, normal and hard players that see only a seat's view."""
