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
# # THE BOOK game: learn it
#
# Two armies start face down on a field of hexagons, so nobody knows where anything is. On your turn you flip
# a piece, move one of yours, or eat one of the other side's. What you eat goes into your grave, and each piece
# there is worth star points. Every piece also has a power of its own, and some hide a trap.
#
# You learn it in 10 short lessons. On the board below you make every move yourself: read the step, make the
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
learn("book")

# %% [markdown]
# ## Lesson 1: the field and the first move
#
# How the pieces are laid out, who plays first, and why every game opens with a flip.

# %% tags=["nbval-check-output"]
steps("book", 1)

# %% [markdown]
# ## Lesson 2: flip, travel and eat
#
# The three things you do on a turn. Which piece may eat which is set by a chart: you practise reading it.

# %% tags=["nbval-check-output"]
steps("book", 2)

# %% [markdown]
# ## Lesson 3: the King
#
# The King moves Mountains, is safe on its Throne, and can give itself up to bring a piece back from a grave.

# %% tags=["nbval-check-output"]
steps("book", 3)

# %% [markdown]
# ## Lesson 4: the Prophet and the Priest
#
# The Prophet looks at hidden pieces, the Priest eats the enemies around it. A power can cost them their life.

# %% tags=["nbval-check-output"]
steps("book", 4)

# %% [markdown]
# ## Lesson 5: the Horse
#
# The Horse gallops around a corner, and one of your pieces can ride it.

# %% tags=["nbval-check-output"]
steps("book", 5)

# %% [markdown]
# ## Lesson 6: the Guard and the Avenger
#
# Two pieces that punish whoever eats them. Learn their traps before you fall into one.

# %% tags=["nbval-check-output"]
steps("book", 6)

# %% [markdown]
# ## Lesson 7: the Man and the Mob
#
# Two Men together make a Mob, and a Mob can give itself up to send any piece into your grave.

# %% tags=["nbval-check-output"]
steps("book", 7)

# %% [markdown]
# ## Lesson 8: the Fisher
#
# The Fisher eats by jumping over one piece onto another, a bit like in draughts.

# %% tags=["nbval-check-output"]
steps("book", 8)

# %% [markdown]
# ## Lesson 9: landmarks
#
# The Ark and the Altars are hexes that change what happens to a piece standing on them.

# %% tags=["nbval-check-output"]
steps("book", 9)

# %% [markdown]
# ## Lesson 10: the end and the count
#
# When the last hidden piece is turned up, the game is over: count the star points in each grave.

# %% tags=["nbval-check-output"]
steps("book", 10)

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
# step_picture("book", 5, 1)   # lesson 5, step 1: before and after
# ```
#
# The lesson plan is in `docs/teachers/book.md`; the places where the rulebook can be read two ways are in
# `docs/book-readings.md`.
