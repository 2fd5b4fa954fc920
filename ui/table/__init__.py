"""The game-table kit every board is made of: pictograms, player rows, the table
layout for phones and tablets, pieces that move, the "since your turn" recap, hints,
"How to play", and the player's table settings. Boards feed it core's view."""
