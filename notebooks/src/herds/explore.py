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
# # Exploring Genesis (herds): does the first player have an edge?
#
# In many turn-based games the player who starts has an advantage. Does the first player of this tile
# game win more than a fair share? Does it depend on the number of players, or on how well everyone
# plays? And what do the rulebook's open passages (the kit's *readings*, each with an option for the
# other reading) change?
#
# The answers come from thousands of games between computer players (*bots*), played beforehand and
# saved as small tables in `notebooks/data/`. Every number has a **95% interval**: the range that the
# true value (over endlessly many games of the same kind) very likely lies in. Two intervals that
# overlap do not show which value is larger.
#
# The bots: **random** lays any legal tile; **greedy** lays the tile that would score most if the game
# ended now; **mcts** (Monte Carlo tree search) looks further: it tries greedy's six favourite tiles over
# many sampled dice rolls and keeps the best.

# %% tags=["nbval-ignore-output", "remove-output"]

import pandas as pd
from bokeh.io import show

from genesis_nb.charts import tournament_chart
from genesis_nb.explore import tournament
from genesis_nb.explore import notebook as nb
from genesis_nb.explore.questions import first_player_table
from genesis_nb.explore.text import interval

nb.setup()
DATA = nb.DATA  # notebooks/data/, beside this notebook's folder


# %% [markdown]
# ## Where the numbers come from
#
# `scripts/explore_runs.py` played the tournaments and wrote the tables (`genesis_nb.explore.questions`
# computes them; every game's seeds come from one master seed, so a rerun gives the same files):
#
# ```bash
# python scripts/explore_runs.py --only herds          # about 5 minutes on 2 cores
# ```
#
# What each question cost, as recorded in `notebooks/data/explore_runs.json`:

# %% tags=["nbval-check-output"]
print(nb.runs_summary("herds", DATA))

# %% [markdown]
# ## 1. The first player's edge
#
# For each player count, every seat is played by the same bot (all random, 2,000 games per count; all
# greedy, 120 games per count), so the only difference between seats is the place in the turn order.
# `position` 1 is the player who starts, 2 the next, and so on. `rate` is the share of games that place
# won (a shared win counts as a share), `fair` what it would win with no edge, and `edge` the ratio of
# the two (1.10 means 10% more wins than a fair share).

# %% tags=["nbval-check-output"]
first = pd.read_csv(DATA / "herds_first_player.csv")
first.assign(
    win_rate=[interval(r.rate, r.lower, r.upper) for r in first.itertuples()],
    edge_95=[interval(r.edge, r.edge_lower, r.edge_upper, lambda v: f"{v:.2f}") for r in first.itertuples()],
)[["players", "bots", "position", "games", "win_rate", "fair", "edge_95"]]

# %%
show(nb.first_player_chart(first))

# %% [markdown]
# **What it says.** With random players the edge is small, and it only shows at four players: the
# first place wins 27.1% of the games (interval 25.2% to 29.1%) where a fair share is 25%, and the
# fourth place 22.3% (20.6% to 24.2%). Wins fall off along the turn order. At two and three players
# every interval contains the fair share: no edge that 2,000 games can see (at two players the starting
# player wins 51.2%, interval 49.0% to 53.4%).
#
# **What it does not say.** With greedy players, 120 games per count give intervals about 17 points
# wide: they all contain the fair share, and they would also contain an edge as big as random play's.
# The question stays open for good players: to see an edge of 2 points at four players takes about
# 2,000 games per count, which greedy bots play in some ten minutes on two idle cores
# (`--scale 17` below, or the tournament in "Run it bigger").
#
# The same question for any set of rows, in pandas: `first_player_table(df)` takes the rows of one or
# more tournaments (here, the small live tournament further down).

# %% [markdown]
# ## 2. How do the bots compare?
#
# Greedy against random at two players, 400 games with the seats swapped every game:

# %% tags=["nbval-check-output"]
pd.read_csv(DATA / "herds_bot_win_rates.csv")

# %% tags=["nbval-check-output"]
pd.read_csv(DATA / "herds_ratings.csv")

# %% [markdown]
# Greedy won all 400 games: random never beat it, so no finite rating fits (the ±581 comes only from
# the half virtual win each way that the rating adds, `prior=0.5`) and the interval is open (`inf`).
# Read the `score` column. Ratings tell bots apart when each sometimes beats the other: MCTS against
# greedy, for example (`python benchmarks/mcts_bench.py` plays that match).

# %% [markdown]
# ## 3. What does each reading of the rules change?
#
# Four passages of the rulebook can be read two ways. For each other value of an option, the same 1,000
# four-player games of random bots were played again with only that option changed (the same dice and
# the same bot seeds: a *paired* comparison). Per reading: the change in the winner's score, the change
# in how often the starting player wins, and the share of games whose outcome (winners or ranks) changed.

# %% tags=["nbval-check-output"]
nb.readings_table("herds", data=DATA)  # every metric: winning score, starting seat wins, outcome changed

# %%
show(
    nb.readings_chart(
        "herds",
        "winning score",
        "points",
        "Each reading against the default: the winner's score (paired 95% intervals)",
        DATA,
    )
)

# %% [markdown]
# **What it says.** Every reading moves the winning score, and none of the intervals contains 0, thanks
# to the paired design: `tied_largest='no_double'` (a shared largest size cancels every bonus) costs the
# winner about 2 points, `others_double` about 1.3, `rounding='divide_first'` about 0.9; the two that
# add something to a turn or split ties per player add 0.1 to 0.3. The readings decide who wins in
# 5% (`end='finish_turn'`) to 48% (`tied_herds='per_player'`) of the games.
#
# **What it does not say.** No reading changes the starting player's chances by as much as the
# intervals can see (all contain 0, and reach at most 2 points either way). And these are random players: a reading
# about ties matters more to players who aim for ties.
#
# What each option means, in the catalogue's words:

# %% tags=["nbval-check-output"]
print(nb.reading_meanings("herds"))

# %% [markdown]
# ## Try it: a small tournament here
#
# The tables above came from the same function as this cell: six three-player games of random bots, on
# one core (`executor="serial"`), seeded so that they are the same games every time. Each row is one
# seat of one game; `starts` marks the seat that decided first.

# %% tags=["nbval-check-output"]
df = tournament("herds", ["random", "random", "random"], games=6, seed=1, executor="serial", progress=False)
df[["game", "seat", "bot", "starts", "score", "rank", "win_share", "plies"]].head(6)

# %% tags=["nbval-check-output"]
first_player_table(df.assign(bots="all random"))[["players", "position", "games", "wins", "rate", "lower", "upper"]]

# %%
show(tournament_chart(df))

# %% [markdown]
# Six games leave each place's interval almost as wide as the chart: the tables above needed thousands.
#
# ## Try it: one MCTS decision, explained
#
# A bot can say why it chooses what it chooses (`genesis_nb.bots.explain`, called here by
# `nb.explained_decision`). Here MCTS makes the fifth decision of a two-player game (greedy made the first
# four): its best three actions, each with its mean result over the simulations that tried it (`value`, 1
# = a sure win) and how many did (`visits`).

# %% tags=["nbval-check-output"]
decision = nb.explained_decision("herds", players=2, seed=5, actions=4)
decision

# %%
decision.position.picture()

# %% [markdown]
# ## Run it bigger
#
# Everything above runs on a laptop; the same code runs on all its cores or on a cluster
# (`docs/exploring.md` in the repository tells how, with a Dask cluster step by step). The first
# player's edge among greedy players, 2,000 games per count:
#
# ```python
# from genesis_nb.explore.questions import first_player_advantage
# table = first_player_advantage("herds", bots=["greedy"], games=2000)             # all cores
# from distributed import Client, LocalCluster
# client = Client(LocalCluster(n_workers=4, threads_per_worker=1))                 # a Dask cluster
# table = first_player_advantage("herds", bots=["greedy", "mcts"], games=2000, executor=client)
# ```
#
# From a shell: `python scripts/explore_runs.py --only herds --scale 10` (ten times the games, ten times
# the time), or with `--scheduler tcp://host:8786` on a cluster; `--bots herds=random,greedy,mcts`
# brings MCTS into every table.
#
# ## Inside the ecosystem
#
# The game is also an OpenSpiel game (`genesis_nb.ecosystem.openspiel`, with the `openspiel` extra) and a
# PettingZoo environment (`genesis_nb.ecosystem.pettingzoo`, with the `rl` extra). The dice are chance
# nodes in OpenSpiel: the state says whose turn it is, or that chance rolls next.

# %%
print(nb.ecosystem_demo("herds", players=2))
