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
# # Genesis (Peter Hansson): learn the game
#
# You are an angel, and God makes the world in seven days. You gather cubes of essence (chaos, matter and
# life) and pay them to do a day's work, which earns points. A dark angel plays along by fixed rules: if it
# ends with the most points, every player loses.
#
# You learn it in 8 short lessons. On the board below you make every move yourself: read the step, make the
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
learn("angels")

# %% [markdown]
# ## Lesson 1: the board and your first cube
#
# Every angel starts in the void, before day I, and takes one cube before the first round.

# %% tags=["nbval-check-output"]
steps("angels", 1)

# %% [markdown]
# ## Lesson 2: your first round
#
# In the first round nobody moves yet: you gather the cubes your square offers.

# %% tags=["nbval-check-output"]
steps("angels", 2)

# %% [markdown]
# ## Lesson 3: a turn, gather or move
#
# On each turn you do one thing: take cubes from your square, or move your angel to another day.

# %% tags=["nbval-check-output"]
steps("angels", 3)

# %% [markdown]
# ## Lesson 4: switching places
#
# The squares of a day are not all the same. You can pay cubes to take a better square on your day.

# %% tags=["nbval-check-output"]
steps("angels", 4)

# %% [markdown]
# ## Lesson 5: a day's work and its payment
#
# On the day you stand on, you can pay for its work and lay your marker there.

# %% tags=["nbval-check-output"]
steps("angels", 5)

# %% [markdown]
# ## Lesson 6: the dark angel
#
# The dark angel has no choices: it follows its own rules every round. See where it goes and what it does.

# %% tags=["nbval-check-output"]
steps("angels", 6)

# %% [markdown]
# ## Lesson 7: God and the seven days
#
# God moves on day by day. The angel furthest left starts each round, and on day VII everybody rests.

# %% tags=["nbval-check-output"]
steps("angels", 7)

# %% [markdown]
# ## Lesson 8: the end and the count
#
# After the last round the points are added up. Beat the dark angel, or nobody wins.

# %% tags=["nbval-check-output"]
steps("angels", 8)

# %% [markdown]
# ## What next
#
# You know the rules: play a whole game against the computer in `play.ipynb`. To see how the computer players
# do over many games, open `explore.ipynb`. This walkthrough is also in Dutch: `walkthrough_nl.ipynb`.
#
# *For the teacher:* any step can be shown large, for the class, with
#
# ```python
# from genesis_nb.walkthrough import step_picture
# step_picture("angels", 5, 1)   # lesson 5, step 1: before and after
# ```
#
# The lesson plan is in `docs/teachers/angels.md`.
