"""The app's screens: menu, game choice, seats, pause, settings, rules, end, curtain, replay."""
