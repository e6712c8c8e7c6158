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
# # Genesis (Reiner Knizia): learn it by playing
#
# You lead a species of animals. Each turn you lay tiles of your species on the board, and each tile is also
# a piece of land. At the end, the biggest herds in each land win points.
#
# Each step shows the board, one or two sentences, and a move for you to make. Make it on the board: the
# lesson only goes on when you have done it. A click the rules do not allow is explained in words; **Hint**
# helps, **Back** goes to the step before.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.lessons.notebook import learn, on_paper

genesis_nb.setup()

# %%
learn("herds")

# %% [markdown]
# ## The lessons on paper
#
# Every step again, with the board before and after the move. This part stays in the saved notebook, so a
# teacher can show it on a projector, and it can be read on GitHub.

# %% tags=["nbval-check-output"]
on_paper("herds", 0)

# %% tags=["nbval-check-output"]
on_paper("herds", 1)

# %% tags=["nbval-check-output"]
on_paper("herds", 2)

# %% tags=["nbval-check-output"]
on_paper("herds", 3)

# %% tags=["nbval-check-output"]
on_paper("herds", 4)

# %% tags=["nbval-check-output"]
on_paper("herds", 5)

# %% tags=["nbval-check-output"]
on_paper("herds", 6)
