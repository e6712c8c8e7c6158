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
# # Genesis (Peter Hansson): leer het door te spelen
#
# Je bent een engel die helpt bij de zeven dagen van de schepping. Je verzamelt blokjes essentie en betaalt
# ermee het werk van elke dag, terwijl een duistere engel je dwarszit.
#
# Elke stap toont het bord, een of twee zinnen en een zet voor jou. Doe die zet op het bord: de les gaat pas
# verder als je hem gedaan hebt. Een klik die de regels niet toestaan, wordt in woorden uitgelegd; **Tip**
# helpt, **Terug** gaat naar de vorige stap.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.lessons.notebook import learn, on_paper

genesis_nb.setup()

# %%
learn("angels", lang="nl")

# %% [markdown]
# ## De lessen op papier
#
# Elke stap nog eens, met het bord voor en na de zet. Dit deel blijft in het opgeslagen notebook staan,
# zodat een leraar het op een beamer kan laten zien.

# %% tags=["nbval-check-output"]
on_paper("angels", 0, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 1, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 2, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 3, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 4, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 5, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 6, lang="nl")

# %% tags=["nbval-check-output"]
on_paper("angels", 7, lang="nl")
