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
# # Genesis (Peter Hansson): leer het spel
#
# Je bent een engel, en God maakt de wereld in zeven dagen. Je verzamelt blokjes essentie (chaos, materie en
# leven) en betaalt ermee om het werk van een dag te doen; dat levert punten op. Een gevallen engel speelt mee
# volgens vaste regels: eindigt hij met de meeste punten, dan verliest iedereen.
#
# Je leert het in 8 korte lessen. Op het bord hieronder doe je elke zet zelf: lees de stap, doe de zet en druk
# op **Volgende**. **Tip** helpt je, **Terug** gaat naar de vorige stap. Onder het bord staat elke les ook op
# papier: elke stap met een plaatje van voor en na de zet.
#
# *(Geen bord te zien? Kies Run > Run All Cells in het menu.)*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.lessons.notebook import learn
from genesis_nb.walkthrough import steps

genesis_nb.setup()

# %%
learn("angels", lang="nl")

# %% [markdown]
# ## Les 1: het bord en je eerste blokje
#
# Elke engel begint in de leegte, vóór dag I, en neemt één blokje voor de eerste ronde.

# %% tags=["nbval-check-output"]
steps("angels", 1, lang="nl")

# %% [markdown]
# ## Les 2: je eerste ronde
#
# In de eerste ronde beweegt nog niemand: je neemt de blokjes die je veld je geeft.

# %% tags=["nbval-check-output"]
steps("angels", 2, lang="nl")

# %% [markdown]
# ## Les 3: een beurt, essentie nemen of bewegen
#
# In elke beurt doe je één ding: blokjes nemen van je veld, of je engel naar een andere dag zetten.

# %% tags=["nbval-check-output"]
steps("angels", 3, lang="nl")

# %% [markdown]
# ## Les 4: van plaats wisselen
#
# De velden van een dag zijn niet allemaal gelijk. Met blokjes kun je naar een beter veld op je dag wisselen.

# %% tags=["nbval-check-output"]
steps("angels", 4, lang="nl")

# %% [markdown]
# ## Les 5: het werk van de dag en de betaling
#
# Op de dag waar je staat, kun je het werk betalen en er je schijfje op leggen.

# %% tags=["nbval-check-output"]
steps("angels", 5, lang="nl")

# %% [markdown]
# ## Les 6: de gevallen engel
#
# De gevallen engel kiest niets zelf: hij volgt elke ronde zijn eigen regels. Kijk waar hij heen gaat en wat
# hij doet.

# %% tags=["nbval-check-output"]
steps("angels", 6, lang="nl")

# %% [markdown]
# ## Les 7: God en de zeven dagen
#
# God schuift dag na dag op. De engel die het meest links staat begint elke ronde, en op dag VII rust iedereen.

# %% tags=["nbval-check-output"]
steps("angels", 7, lang="nl")

# %% [markdown]
# ## Les 8: het einde en de telling
#
# Na de laatste ronde worden de punten opgeteld. Versla de gevallen engel, anders wint niemand.

# %% tags=["nbval-check-output"]
steps("angels", 8, lang="nl")

# %% [markdown]
# ## En nu?
#
# Je kent de regels: speel een heel spel tegen de computer in `play.ipynb`. Hoe de computerspelers het doen
# over veel spellen, zie je in `explore.ipynb`. Deze uitleg bestaat ook in het Engels: `walkthrough.ipynb`.
#
# *Voor de leraar:* elke stap is groot te tonen aan de klas met
#
# ```python
# from genesis_nb.walkthrough import step_picture
# step_picture("angels", 5, 1, lang="nl")   # les 5, stap 1: voor en na
# ```
#
# Het lesplan staat in `docs/teachers/angels.md`.
