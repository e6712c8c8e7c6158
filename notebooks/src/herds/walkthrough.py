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
# # Genesis (Reiner Knizia): learn the game
#
# The world starts empty and you lead one species: reptiles, dinosaurs, mammals or man. Each tile you lay
# shows your species on a piece of land: forest, savannah, mountain or wetland. When the board is almost full,
# the biggest groups of each species score, and the most points win.
#
# You learn it in 7 short lessons. On the board below you make every move yourself: read the step, make the
# move, then press **Next**. **Hint** helps, **Back** returns to the step before. Under the board, each lesson
# is on paper too: every step with its picture before and after the move.
#
# *(No board? Choose Run > Run All Cells in the menu.)*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.lessons.notebook import learn
from genesis_nb.walkthrough import steps

genesis_nb.setup()

# %%
learn("herds")

# %% [markdown]
# ## Lesson 1: your first turn
#
# A turn starts with the two dice. You lay one tile for each die, in the land it shows, on empty squares.

# %% tags=["nbval-check-output"]
steps("herds", 1)

# %% [markdown]
# ## Lesson 2: wild faces and the one-tile turn
#
# A wild face lets you choose the land. Or you leave the dice alone and lay one tile of any land you like.

# %% tags=["nbval-check-output"]
steps("herds", 2)

# %% [markdown]
# ## Lesson 3: two players, and running out of a land
#
# With two players a part of the board stays empty. Once a land is used up, its die lets you lay another.

# %% tags=["nbval-check-output"]
steps("herds", 3)

# %% [markdown]
# ## Lesson 4: areas and herds
#
# Tiles of one land that touch make an area, whoever laid them. Your own tiles that touch inside it are a herd.

# %% tags=["nbval-check-output"]
steps("herds", 4)

# %% [markdown]
# ## Lesson 5: scoring
#
# In every area of 3 tiles or more, the biggest herd wins 4 points and the next one 2. You replay the
# rulebook's own example.

# %% tags=["nbval-check-output"]
steps("herds", 5)

# %% [markdown]
# ## Lesson 6: when the largest areas tie
#
# The largest area on the board scores three times its points, the largest of each other land twice. A tie
# changes that.

# %% tags=["nbval-check-output"]
steps("herds", 6)

# %% [markdown]
# ## Lesson 7: the end and the winner
#
# The game stops the moment no three empty squares touch. Then everything is counted.

# %% tags=["nbval-check-output"]
steps("herds", 7)

# %% [markdown]
# ## What next
#
# You know the rules: play a whole game against the computer in `play.ipynb`. To see how the computer players
# do over many games, open `explore.ipynb`.
#
# *For the teacher:* any step can be shown large, for the class, with
#
# ```python
# from genesis_nb.walkthrough import step_picture
# step_picture("herds", 5, 2)   # lesson 5, step 2: before and after
# ```
#
# The lesson plan is in `docs/teachers/herds.md`.
