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
# # THE BOOK game: learn it by playing
#
# Two armies lie face down on a field of hexagons. You flip pieces, move them and eat the other side's, and
# every piece eaten counts as star points in your grave.
#
# Each step shows the board, one or two sentences, and a move for you to make. Make it on the board: the
# lesson only goes on when you have done it. A click the rules do not allow is explained in words; **Hint**
# helps, **Back** goes to the step before.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.lessons.notebook import learn, on_paper

genesis_nb.setup()

# %%
learn("book")

# %% [markdown]
# ## The lessons on paper
#
# Every step again, with the board before and after the move. This part stays in the saved notebook, so a
# teacher can show it on a projector, and it can be read on GitHub.

# %% tags=["nbval-check-output"]
on_paper("book", 0)

# %% tags=["nbval-check-output"]
on_paper("book", 1)

# %% tags=["nbval-check-output"]
on_paper("book", 2)

# %% tags=["nbval-check-output"]
on_paper("book", 3)

# %% tags=["nbval-check-output"]
on_paper("book", 4)

# %% tags=["nbval-check-output"]
on_paper("book", 5)

# %% tags=["nbval-check-output"]
on_paper("book", 6)

# %% tags=["nbval-check-output"]
on_paper("book", 7)

# %% tags=["nbval-check-output"]
on_paper("book", 8)

# %% tags=["nbval-check-output"]
on_paper("book", 9)
