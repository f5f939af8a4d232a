"""The rules viewer's page: markdown read into blocks, pictures asked of the game, and
the blocks laid out once into placed pieces that the viewer scrolls over."""
