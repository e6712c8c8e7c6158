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
# # genesis_nb: four games called Genesis
#
# Four different board games share the name *Genesis*. For each of them this kit has:
#
# - a **rules model** that knows every rule and says, in a sentence, why a move is not allowed;
# - an **interactive board** you play by clicking: what you may do now is lit;
# - **lessons** that teach the game by doing: every rule is a move you make on the board, judged by
#   the rules, and a *walkthrough* notebook shows the same lessons on paper, each step with its pictures;
# - **charts** of the scores, and tools to let the computer play thousands of games.
#
# The games (this table is made from the kit's list of games, so a new game appears here by itself):

# %% tags=["nbval-check-output"]
from IPython.display import display
from genesis_nb.registry import GamesTable

display(GamesTable())

# %% [markdown]
# **New here?** Open the **angels walkthrough**: its lessons teach a whole game in about fifteen minutes,
# one move of yours a step. The *play* notebooks let you play against the computer.
#
# **In class**
#
# - *Rooms*: every student plays from their own screen and sees only their own seat; you make the rooms
#   and watch them live: [rooms.ipynb](rooms.ipynb).
# - *Student mode*: `voila notebooks/angels/play.ipynb` (from the repository) shows a notebook's board
#   and text without any code.
# - *Projector mode*: every board takes `scale=1.5` (for example `board(game, scale=1.5)`): all its
#   words one and a half times as large.
# - *Teacher notes* (lesson plans, a one-page rule summary, a glossary): `docs/teachers/`.
# - The lessons can keep every try of a student (`learn("herds", student="Sam")`); the student saves
#   that record to a file and hands it in (`docs/lessons.md`, *The record of a student*); nothing is sent
#   anywhere.
#
# **Exploring strategy**: `docs/exploring.md` explains tournaments between computer players on one
# core, on all cores or on a Dask cluster, and each game's *explore* notebook shows what they found.
#
# The cell below checks that the kit is installed and loads the charting library for use offline.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb

genesis_nb.setup()

# %% tags=["nbval-check-output"]
for name, info in genesis_nb.games().items():
    print(
        f"{name}: {len(info.catalogue)} rules in its catalogue, {len(info.catalogue.readings())} of them "
        f"readings of passages the rulebook leaves open"
    )
