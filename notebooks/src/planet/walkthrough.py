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
# # Genesis, the planet: learn the game
#
# You and your friends are gods who build one planet together: you win or lose as a team. Each pawn you place
# has a need on its hidden side. You see the needs of your own pawns but may never tell them, so you help each
# other by where you play.
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
learn("planet")

# %% [markdown]
# ## Lesson 1: your first turn
#
# Another player chooses the continent where your pawn goes, and you choose its space.

# %% tags=["nbval-check-output"]
steps("planet", 1)

# %% [markdown]
# ## Lesson 2: what your pawns need
#
# Water, minerals, plants and animals each want something different from their neighbours.

# %% tags=["nbval-check-output"]
steps("planet", 2)

# %% [markdown]
# ## Lesson 3: a bacterium and an oxygen
#
# Some pawns do something when they come: a bacterium passes pawns around, an oxygen can turn one over.

# %% tags=["nbval-check-output"]
steps("planet", 3)

# %% [markdown]
# ## Lesson 4: exchange and look-move
#
# Two ways to repair the planet: swap two pawns, or look at a hidden need and then move the pawn.

# %% tags=["nbval-check-output"]
steps("planet", 4)

# %% [markdown]
# ## Lesson 5: the move bacterium
#
# This bacterium makes you move a pawn that is already on the planet.

# %% tags=["nbval-check-output"]
steps("planet", 5)

# %% [markdown]
# ## Lesson 6: the end and the count
#
# When the last pawn is placed, every need is checked and the planet is scored once, for the whole team.

# %% tags=["nbval-check-output"]
steps("planet", 6)

# %% [markdown]
# ## Lesson 7: a harder game
#
# Once you know the game, you can make it harder for your team.

# %% tags=["nbval-check-output"]
steps("planet", 7)

# %% [markdown]
# ## What next
#
# You know the rules: play a whole game with the computer in `play.ipynb`. To see how the computer players
# do over many games, open `explore.ipynb`.
#
# *For the teacher:* any step can be shown large, for the class, with
#
# ```python
# from genesis_nb.walkthrough import step_picture
# step_picture("planet", 2, 1)   # lesson 2, step 1: before and after
# ```
#
# The lesson plan is in `docs/teachers/planet.md`.
