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
# # Play Genesis (herds) against the computer
#
# You play the reptiles; the computer plays the other species. On your turn the dice are shown above
# the board and the empty squares you may use are lit. Click a lit square, then a terrain: the
# terrains the dice allow (**With the dice**), or any terrain as the single tile of the one-tile
# turn (**Or one tile instead**, which ends your turn). You may also pick the terrain first and then
# click squares. A click the rules forbid changes nothing, and the board says which rule forbids it.
#
# **Undo** and **Redo** take tiles back and forth; the slider shows any earlier position, and playing
# from there starts a new future. **Show scoring** shows how the board would score if the game
# ended now: each area's herds and what they take.
#
# New to the game? Read `walkthrough.ipynb` first.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.herds import board
from genesis_nb.charts import live_scores

genesis_nb.setup()

# %% [markdown]
# Change the names, the number of players (2 to 4), the bots (`"random"` or `"greedy"`), the seed or
# the readings (`options={"end": "finish_turn"}`, see the walkthrough), then run the cell again.

# %%
game_board = board(players=["You", "Ada", "Bram", "Cleo"], bots={1: "greedy", 2: "greedy", 3: "random"},
                   seed=2026)
game_board

# %% [markdown]
# The score each player would have if the game ended now, turn by turn, and the tiles each still
# holds, updated live as the game goes on:

# %%
live_scores(game_board)

# %% [markdown]
# The game is an ordinary Python object too: print its position, read its story, or save it.

# %% tags=["nbval-check-output"]
game = game_board.game
print(game.notation())
print("\n".join(game.narration()[-3:]))
