# ---
# jupyter:
#   jupytext:
#     cell_metadata_filter: tags,-all
#     notebook_metadata_filter: kernelspec,jupytext,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Play Genesis (angels) against the computer
#
# You play the first seat; the computer plays the others. Click what is lit on the board: a square
# of your own day to gather there (switching places first if it is not your square), a day to move
# there, your day's work track to do its work, or **Pass**. If a click is against the rules, the board
# says which rule and nothing changes. **Undo** and **Redo** take moves back and forth; the slider
# shows any earlier position, and playing from there starts a new future.
#
# New to the game? Read `walkthrough.ipynb` first.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.angels import board
from genesis_nb.charts import live_scores

genesis_nb.setup()

# %% [markdown]
# Change the names, the number of players (2 to 6), the bots (`"random"` or `"greedy"`), the
# language (`lang="nl"` for Dutch) or the seed, then run the cell again.

# %%
game_board = board(players=["You", "Ada", "Bram", "Cleo"], bots={1: "greedy", 2: "greedy", 3: "random"},
                   lang="en", seed=2026)
game_board

# %% [markdown]
# The scores so far (day-work points, plus resting points if the game ended now) and the cubes each
# angel holds, updated live as the game goes on:

# %%
live_scores(game_board)

# %% [markdown]
# The game is an ordinary Python object too: save it, load it, or read its history.

# %%
game = game_board.game
print(game.notation())
print("\n".join(game.narration()[-5:]))
