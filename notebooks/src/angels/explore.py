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
# # Exploring Genesis (angels): how strong is the dark angel?
#
# The dark angel is not a player: it moves by fixed rules, and if it ends with the most points, every
# player loses. So the first question about this game is how often that happens, and whether it depends
# on the number of players or on how well the players play. The second is what the rulebook's open
# passages do: the kit plays each of them one way (a *reading*) and offers the other way as an option.
#
# The answers here come from tens of thousands of games between computer players (*bots*), played
# beforehand and saved as small tables in `notebooks/data/`. Every number comes with a **95%
# interval**: the range that the true value (over endlessly many games of the same kind) very likely
# lies in. When two intervals overlap, the games played do not show which value is larger.
#
# The bots: **random** picks any legal action; **greedy** looks one move ahead and takes the action
# worth most by a simple scoring; **mcts** (Monte Carlo tree search) tries the four actions greedy likes
# best on sampled futures played out by greedy players, and keeps the one that did best.

# %% tags=["nbval-ignore-output", "remove-output"]

import pandas as pd
from bokeh.io import show

from genesis_nb.charts import interval_chart, tournament_chart
from genesis_nb.explore import game_table, mean_interval, tournament, win_rates
from genesis_nb.explore import notebook as nb
from genesis_nb.angels.questions import dark_angel_table
from genesis_nb.explore.text import interval, pct
from genesis_nb.explore.text import points as signed

nb.setup()
DATA = nb.DATA  # notebooks/data/, beside this notebook's folder


def points(v):
    return signed(v, 1)  # one decimal: the angels tables count whole points


# %% [markdown]
# ## Where the numbers come from
#
# `scripts/explore_runs.py` played the tournaments and wrote the tables (`genesis_nb.explore.questions`
# computes them; every game's seeds come from one master seed, so a rerun gives the same files):
#
# ```bash
# python scripts/explore_runs.py --only angels          # about 4 minutes on 2 cores
# ```
#
# Two more tables, one strong bot among three random ones at four players, came from the command-line
# runner (each writes one row per game and seat, the tidy format of `genesis_nb.explore.tournament`):
#
# ```bash
# python -m genesis_nb.explore angels greedy random random random --games 100 --seed 2024 \
#     --out notebooks/data/angels_4p_greedy.csv.gz       # a few seconds
# python -m genesis_nb.explore angels mcts random random random --games 100 --seed 2024 \
#     --out notebooks/data/angels_4p_mcts.csv.gz         # about 5 minutes on 2 cores
# ```
#
# What each question cost, as recorded in `notebooks/data/explore_runs.json`:

# %% tags=["nbval-check-output"]
print(nb.runs_summary("angels", DATA))

# %% [markdown]
# ## 1. How often does the dark angel take the game?
#
# For each player count from 2 to 6, three kinds of table: every seat random, every seat greedy, and
# one greedy angel among random ones (the seats rotate, so each bot sits in each seat equally often).
# The share of games the dark angel won, with its Wilson interval:

# %% tags=["nbval-check-output"]
dark = pd.read_csv(DATA / "angels_dark_angel.csv")
dark.assign(wins=[interval(r.rate, r.lower, r.upper) for r in dark.itertuples()]).pivot(
    index="bots", columns="players", values="wins"
)

# %%
fig = interval_chart(
    dark,
    x="players",
    y="rate",
    group="bots",
    x_label="players",
    y_label="games the dark angel wins",
    title="How often the dark angel takes the game (95% intervals)",
)
show(fig)

# %% [markdown]
# **What it says.** Against random play the dark angel wins practically every game, at every player
# count (in 1,000 games per count it lost one game in total). Against greedy play it never won: 0 of
# about 200 games per count, so its true rate is at most about 2% (the interval's upper end). The
# interesting case is the mixed table: one greedy angel among random ones stops the dark angel in about
# four games out of five, and it takes 19% to 23% of the games.
#
# **What it does not say.** The mixed rows' intervals (about 15% to 29%) all overlap: these 200 games
# per count do not show whether the number of players matters. To tell 19% from 23% apart you would
# need some 2,000 games per count (the interval's width shrinks with the square root of the games).
#
# How much does the winner win by? The dark angel's score minus the best angel's, in points (normal
# intervals of the mean):

# %% tags=["nbval-check-output"]
dark.assign(margin=[interval(r.margin, r.margin_lower, r.margin_upper, points) for r in dark.itertuples()]).pivot(
    index="bots", columns="players", values="margin"
)

# %%
fig = interval_chart(
    dark,
    x="players",
    y="margin",
    lower="margin_lower",
    upper="margin_upper",
    group="bots",
    reference=0,
    x_label="players",
    y_label="dark angel's points minus the best angel's",
    title="By how much the dark angel leads (above 0) or trails (below 0)",
)
show(fig)

# %% [markdown]
# Against random play the dark angel ends about 22 to 24 points ahead; greedy angels leave it about 18
# to 21 points behind. With one greedy angel the best angel leads by about 6 points on average, yet the
# dark angel still wins one game in five: the margin varies a lot from game to game.
#
# ### A stronger angel: MCTS instead of greedy
#
# Does a better player stop the dark angel more often? The two extra tables play the same 100 deals
# (the same master seed, so game *i* has the same set-up and the same seeds for the random bots) with
# one strong angel among three random ones: greedy in one table, MCTS in the other.

# %% tags=["nbval-check-output"]
strong = pd.concat(
    [
        pd.read_csv(DATA / "angels_4p_greedy.csv.gz").assign(bots="one greedy, others random"),
        pd.read_csv(DATA / "angels_4p_mcts.csv.gz").assign(bots="one mcts, others random"),
    ],
    ignore_index=True,
)
strong_dark = dark_angel_table(strong)
strong_dark.assign(
    wins=[interval(r.rate, r.lower, r.upper) for r in strong_dark.itertuples()],
    margin=[interval(r.margin, r.margin_lower, r.margin_upper, points) for r in strong_dark.itertuples()],
)[["bots", "games", "dark_wins", "wins", "margin"]]

# %% [markdown]
# Because both tables play the same deals, the difference can be measured game by game (a *paired*
# comparison, much more precise than comparing two separate intervals): in how many more games does the
# dark angel win when the strong angel is MCTS rather than greedy, and how do the strong angels
# themselves do?

# %% tags=["nbval-check-output"]
per_game = game_table(strong, carry=["bots"]).pivot(index="game", columns="bots", values="nobody_won").astype(float)
diff, lo, hi = mean_interval(per_game["one mcts, others random"] - per_game["one greedy, others random"])
print(
    f"dark angel wins, MCTS table minus greedy table: {interval(diff, lo, hi)} of the games "
    f"({len(per_game)} paired deals)"
)
mine = win_rates(strong[strong["bot"] != "random"], by="bot")
for r in mine.itertuples():
    print(f"the {r.bot} angel wins {interval(r.rate, r.lower, r.upper)} of its games (fair share {pct(r.fair)})")

# %% [markdown]
# Read the interval of the difference before the two rates: if it contains 0, these 100 deals do not
# show that MCTS stops the dark angel more often than greedy does. The strong angel's own win rate, far
# above a fair share of a four-player game, shows how far ahead of random play both bots are.
#
# Here the interval (about -3% to +21%) contains 0, and the MCTS angel itself won somewhat fewer games
# than the greedy one (68% against 77%; the intervals overlap). So these deals give no sign that a
# searching angel keeps the dark angel down better than greedy play; if anything the dark angel did a
# little better against MCTS. Head to head at two players MCTS beats greedy (`benchmarks/mcts_bench.py`),
# so stopping the dark angel and beating the other angels are not the same skill: a question to test
# with more deals.

# %% [markdown]
# ## 2. How do the bots compare?
#
# Greedy and random at four seats, every mix of the two (one, two or three greedy angels), 408 games: the
# share of seats each bot won, with a bootstrap interval (whole games resampled, because one bot holds
# several seats of a game), and Bradley-Terry ratings on the Elo scale (every pair of seats with
# different bots in a game is one comparison).

# %% tags=["nbval-check-output"]
pd.read_csv(DATA / "angels_bot_win_rates.csv")

# %% tags=["nbval-check-output"]
pd.read_csv(DATA / "angels_ratings.csv")

# %% [markdown]
# Greedy won every one of its 1,360 comparisons with a random angel (`score` 1.0): random never won a
# game against it. Then no finite rating fits: the ±687 comes only from the half virtual win each way
# that the rating adds (`prior=0.5`), and the interval is open (`inf`). Read the `score` column. A
# rating only tells bots apart when each sometimes beats the other: MCTS against greedy, for example
# (`python benchmarks/mcts_bench.py` plays that match).

# %% [markdown]
# ## 3. What does each reading of the rules change?
#
# Six passages of the rulebook can be read two ways (`genesis_nb.angels.CATALOGUE.readings()`). For
# each other value of an option, `explore_runs.py` played the same 600 three-player games as with the
# default (one greedy angel and two random ones, so that the dark angel wins a quarter of the games and
# readings about it can show), only the option changed. Per reading: the change in how often nobody wins
# (the dark angel takes the game), with a paired interval, and the share of games whose outcome (winners
# or ranks) changed at all.

# %% tags=["nbval-check-output"]
nb.readings_table(
    "angels",
    {
        "nobody wins: change": "nobody wins",
        "outcome changed": "outcome changed",
        "best angel's points": "best player's score",
        "dark angel's points": "dark score",
    },
    DATA,
)

# %%
show(
    nb.readings_chart(
        "angels",
        "nobody wins",
        "change in games the dark angel wins",
        "Each reading against the default: dark angel wins (paired 95% intervals)",
        DATA,
    )
)

# %% [markdown]
# **What it says.**
#
# - `leftmost='square_latest'` (ties for the leftmost square go to the later day) hands the dark angel
#   about 10 more games in 100 (interval 5 to 14): it lifts the dark angel's score by almost 2 points.
# - `dark_tie='dark'` (every tie at the top that includes the dark angel goes to it) adds 8 games in 100
#   (6 to 10): ties with the dark angel are that common. The default's tie-break gave every one of those
#   ties to the players, which is why `dark_tie='players'` changed no game at all.
# - `switching='free'` (switch back and forth) helps the players a little: about 5 fewer dark-angel
#   wins in 100, with an interval that just excludes 0.
# - `leftmost='square'` changed no game: the catalogue explains that it always picks the same angel as
#   the default.
#
# **What it does not say.** The other readings change the outcome of many games (a changed rule sends
# random bots down another path), yet not how often the dark angel wins: their intervals contain 0.
# These are 600 games of one line-up at three players; a reading that matters only to strong players
# would need strong players at every seat.
#
# What each option means, in the catalogue's words:

# %% tags=["nbval-check-output"]
print(nb.reading_meanings("angels"))

# %% [markdown]
# ## Try it: a small tournament here
#
# The tables above came from the same function as this cell: eight four-player games, one greedy angel
# and three random ones, on one core (`executor="serial"`), seeded so that it plays the same games every
# time. Each row is one seat of one game.

# %% tags=["nbval-check-output"]
df = tournament("angels", ["greedy", "random", "random", "random"], games=8, seed=1, executor="serial", progress=False)
df[["game", "seat", "bot", "starts", "score", "rank", "win_share", "nobody_won", "dark_score", "plies"]].head(8)

# %% tags=["nbval-check-output"]
win_rates(df, by="bot")

# %%
show(tournament_chart(df))

# %% [markdown]
# Eight games give intervals as wide as the chart: that is why the tables above play hundreds.
#
# ## Try it: one MCTS decision, explained
#
# A bot can say why it chooses what it chooses (`genesis_nb.bots.explain`, called here by
# `nb.explained_decision`). Here MCTS decides the fifth action of a four-player game whose first four
# actions greedy angels played: its best three actions, each with its mean result over the simulations
# that tried it (`value`, 1 = a sure win) and how many did (`visits`).

# %% tags=["nbval-check-output"]
decision = nb.explained_decision("angels", players=4, seed=5, actions=4)
decision

# %%
decision.position.picture()

# %% [markdown]
# ## Run it bigger
#
# Everything above runs on a laptop; the same code runs on all its cores or on a cluster
# (`docs/exploring.md` in the repository tells how, with a Dask cluster step by step):
#
# ```python
# df = tournament("angels", ["mcts", "random", "random", "random"], games=2000)      # all cores
# from distributed import Client, LocalCluster
# client = Client(LocalCluster(n_workers=4, threads_per_worker=1))                  # a Dask cluster
# df = tournament("angels", ["mcts", "random", "random", "random"], games=2000, executor=client)
# ```
#
# From a shell: `python scripts/explore_runs.py --only angels --scale 10` (ten times the games, ten
# times the time: about 40 minutes on 2 cores), or with `--scheduler tcp://host:8786` on a cluster;
# `--bots angels=random,greedy,mcts` brings MCTS into every table (MCTS costs about a second a game per
# MCTS seat). The rows of a big run fit a pandas DataFrame: a million games of four are four million rows.
#
# ## Inside the ecosystem
#
# The game is also an OpenSpiel game (`genesis_nb.ecosystem.openspiel`, with the `openspiel` extra) and a
# PettingZoo environment (`genesis_nb.ecosystem.pettingzoo`, with the `rl` extra), so OpenSpiel's
# algorithms and reinforcement-learning libraries can play it. Actions are integers there; each player's
# observation holds only what that player may know.

# %%
print(nb.ecosystem_demo("angels", players=3))
