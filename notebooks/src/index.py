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
# A Jupyter kit for teaching and exploring board games. Four different games share the name
# *Genesis*; for each, the kit has a rules model that enforces every rule and explains every
# refusal, an interactive board you play by clicking, notebooks that teach each phase with the
# rulebook's own examples, and charts of scoring.
#
# | game | what it is | notebooks |
# |---|---|---|
# | **angels** | Peter Hansson's *Genesis* (Gigantoskop, 2010): angels gather essence and do the work of the seven days while a dark angel interferes; 2 to 6 players | [walkthrough](angels/walkthrough.ipynb) · [in Dutch](angels/walkthrough_nl.ipynb) · [play](angels/play.ipynb) · [explore](angels/explore.ipynb) |
# | **herds** | Reiner Knizia's *Genesis* (2006): tile laying, herds in terrain areas; 2 to 4 players | [walkthrough](herds/walkthrough.ipynb) · [play](herds/play.ipynb) |
# | **planet** | a cooperative *Genesis*: deities place element pawns with hidden needs on continents, as one team; 2 to 4 players | [walkthrough](planet/walkthrough.ipynb) · [play](planet/play.ipynb) (hot seat) |
# | **book** | *THE BOOK game* by Howie Ju: hidden pieces on a hex field | in preparation |
#
# New here? Open the **angels walkthrough**: it teaches the whole game in about fifteen minutes.
#
# The cell below checks that the kit is installed and loads the charting library for use offline.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
genesis_nb.setup()

# %% tags=["nbval-check-output"]
from genesis_nb.angels import CATALOGUE
print(f"genesis_nb {genesis_nb.__version__}: angels has {len(CATALOGUE)} rules in its catalogue, "
      f"{len(CATALOGUE.readings())} of them readings of ambiguous passages.")
