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
# # Exploring THE BOOK game: who wins, how long it lasts, which bot plays best
#
# Every piece starts face down, so both armies begin in the dark. Does the player who flips first win
# more often than the second? How many actions does a game take, and how often does it run into the
# 600-action limit? How much does a searching bot beat a simple one? And what do the rulebook's open
# passages (the kit's *readings*, each with an option for the other reading) change?
#
# The answers come from thousands of games between computer players (*bots*), played beforehand and
# saved as small tables in `notebooks/data/`. Every number has a **95% interval**: the range that the
# true value (over endlessly many games of the same kind) very likely lies in. Two intervals that
# overlap do not show which value is larger.
#
# The bots: **random** plays any legal action; **greedy** values each action from what its seat knows
# (star points eaten, less traps and risks, getting out of reach, a little flipping); **mcts** (Monte
# Carlo tree search) tries greedy's ten favourite actions, each on 50 samples of the face-down pieces
# drawn from what its own seat knows (it never peeks), plays four greedy actions on from each and values
# the position by the score so far.

# %% tags=["nbval-ignore-output", "remove-output"]

import pandas as pd
from bokeh.io import show

import genesis_nb
from genesis_nb.charts import interval_chart, ratings_chart, tournament_chart
from genesis_nb.explore import game_table, mean_interval, ratings, tournament, wilson, win_rates
from genesis_nb.explore import notebook as nb
from genesis_nb.explore.text import interval

nb.setup()
DATA = nb.DATA  # notebooks/data/, beside this notebook's folder
CAP = genesis_nb.game("book").rules.options_to_json(genesis_nb.game("book").rules.options)["move_cap"]


def share(k, n):
    """k of n as a share with its Wilson interval, as text."""
    lo, hi = wilson(k, n)
    return interval(k / n, float(lo), float(hi))


# %% [markdown]
# ## Where the numbers come from
#
# `scripts/explore_runs.py` played the tournaments behind the first-player, readings and ratings tables
# (`genesis_nb.explore.questions` computes them; every game's seeds come from one master seed, so a rerun
# gives the same files). Half the usual size, random and greedy bots:
#
# ```bash
# python scripts/explore_runs.py --only book --bots book=random,greedy --scale 0.5   # 18 minutes on 2 busy cores
# ```
#
# When the default of `cast_landmark` became `"hidden"` (a landmark cast at stays face down), the
# readings table was played again at the same size, alone (`--questions readings`, 15 minutes on 2 busy
# cores): it compares every reading with the new default. The first-player and ratings tables, and the
# two files below, were played with the earlier default, `cast_landmark="revealed"`.
#
# Two files of rows (one row per game and seat, the tidy format of `genesis_nb.explore.tournament`) hold
# the rest: `book_games.csv.gz`, the first-player games again with their lengths (the code is in the
# next cell: set `REBUILD = True` to play them again, about 3 minutes on 2 cores), and
# `book_bots_2p.csv.gz`, random, greedy and MCTS against each other at two players (MCTS thinks about
# 0.6 s of one core per decision, some 35 s a game, so these are only 60 games, about 15 minutes on 2
# cores):
#
# ```bash
# python -m genesis_nb.explore book random greedy mcts --players 2 --games 60 --seed 2024 \
#     --out notebooks/data/book_bots_2p.csv.gz
# ```

# %%
REBUILD = False  # True: play the games of book_games.csv.gz again (a few minutes)
if REBUILD:
    frames = [
        tournament("book", [bot] * n, games=500, seed=2024, progress=False).assign(bots=f"all {bot}")
        for n in (2, 3, 4)
        for bot in ("random", "greedy")
    ]
    pd.concat(frames, ignore_index=True).drop(columns=["seed", "bot_seed"]).to_csv(
        DATA / "book_games.csv.gz", index=False
    )

# %% [markdown]
# What each question of `explore_runs.py` cost, as recorded in `notebooks/data/explore_runs.json`:

# %% tags=["nbval-check-output"]
print(nb.runs_summary("book", DATA))

# %% [markdown]
# ## 1. The first player or the second: who wins more?
#
# A careful point first. The tournament tables count places from the seat that makes the game's *first
# decision* (`starts`). In this game that is not the player who flips first: the Thrones are set from
# the **last** player backwards, so the last player decides first, and the first flip comes from the
# next seat. Below, `place` is the real turn order of the battle: place 1 flips first.
#
# Every seat played by the same bot, 500 games per player count and bot. A draw gives each of the tied
# players a share of the win.

# %% tags=["nbval-check-output"]
first = pd.read_csv(DATA / "book_first_player.csv")
first["place"] = (first["position"] - 2) % first["players"] + 1  # 1 = flips first
first = first.sort_values(["players", "bots", "place"]).reset_index(drop=True)
first.assign(win_rate=[interval(r.rate, r.lower, r.upper) for r in first.itertuples()])[
    ["players", "bots", "place", "games", "wins", "win_rate", "fair"]
]

# %%
show(nb.first_player_chart(first, place="place", x_label="players, place in the turn order (1st = flips first)"))

# %% [markdown]
# At two players, random and greedy together played 1,000 games; the first player's share of them:

# %% tags=["nbval-check-output"]
two = first[(first["players"] == 2) & (first["place"] == 1)]
print("the first player's share of the wins, 2 players, both bots:", share(two["wins"].sum(), two["games"].sum()))

# %% [markdown]
# **What it says.** No place in the turn order wins measurably more than a fair share, at any player
# count, with either bot: every interval contains the fair share. At two players the first player
# wins half the games, within about 3 points either way (1,000 games).
#
# **What it does not say.** An edge smaller than about 3 points (two players) or 4 points (four players)
# could hide in these intervals, and good human players may create one that these bots do not. At four
# players the last place (which sets the first Throne) is ahead with both bots (28%, against 25% for a
# fair share), but its intervals reach down to the fair share: 500 games cannot tell. Some 4,000 games
# per count would.

# %% [markdown]
# ## 2. How long does a game last?
#
# The same games, with their lengths: `plies` counts every action of the game (the Thrones included).
# At 600 actions the game stops and is scored as it stands (`move_cap`; Bury and Rest can turn pieces
# face down again, so a game could otherwise go on for ever).

# %% tags=["nbval-check-output"]
games = game_table(pd.read_csv(DATA / "book_games.csv.gz"), carry=["bots"])
length = []
for (players, bots), part in games.groupby(["players", "bots"]):
    m, lo, hi = mean_interval(part["plies"])
    capped = int((part["plies"] >= CAP).sum())
    draws = int(part["winners"].str.contains(",").sum())
    length.append(
        {
            "players": players,
            "bots": bots,
            "games": len(part),
            "mean actions": interval(m, lo, hi, lambda v: f"{v:.0f}"),
            "median": int(part["plies"].median()),
            "shortest": int(part["plies"].min()),
            "capped at 600": share(capped, len(part)),
            "draws": share(draws, len(part)),
        }
    )
length = pd.DataFrame(length)
length

# %%
lengths = pd.DataFrame(
    [
        {"players": str(p), "bots": b, **dict(zip(("mean", "lower", "upper"), mean_interval(part["plies"])))}
        for (p, b), part in games.groupby(["players", "bots"])
    ]
)
fig = interval_chart(
    lengths,
    x="players",
    y="mean",
    group="bots",
    x_label="players",
    y_label="actions per game",
    title="How long a game lasts: mean number of actions (95% intervals)",
    height=320,
)
show(fig)

# %% [markdown]
# **What it says.** Random players wander: their games last several hundred actions, and a share of
# them runs into the 600-action limit, more with more players. Greedy players eat and flip with a
# purpose, and end the game in far fewer actions. Each added player adds actions, since every piece
# must be flipped before the game ends. Draws are rare.
#
# **What it does not say.** How long a game between people lasts: people neither wander like random
# bots nor always take the greediest action. The numbers for the capped games count their 600 actions,
# so the random bots' means are a little low.

# %% [markdown]
# ## 3. How do the bots compare?
#
# Greedy against random, 200 two-player games with the seats swapped each game (`explore_runs.py`):

# %% tags=["nbval-check-output"]
pd.read_csv(DATA / "book_bot_win_rates.csv")

# %% [markdown]
# And all three at two players, each pair for 20 games (60 games, seats swapped each game): the win
# rate of each bot against each other one, then Bradley-Terry ratings on the Elo scale (every game is
# one comparison; a draw counts half to each).

# %% tags=["nbval-check-output"]
bots = pd.read_csv(DATA / "book_bots_2p.csv.gz")
head_to_head = win_rates(bots, by=["lineup", "bot"])
head_to_head.assign(win_rate=[interval(r.rate, r.lower, r.upper) for r in head_to_head.itertuples()])[
    ["lineup", "bot", "games", "wins", "win_rate"]
]

# %% tags=["nbval-check-output"]
bot_ratings = ratings(bots, anchor="random", boot=500, seed=0)
bot_ratings.round(1)

# %%
show(ratings_chart(bot_ratings))

# %% [markdown]
# **What it says.** The order is clear: greedy beat random in all 200 of its games, and MCTS beat
# greedy in 19 of 20 (interval 76% to 99%) and random in all 20. A search that looks a few actions
# ahead, on samples of what the face-down pieces could be, plays this game far better than a bot that
# values one action at a time.
#
# **What it does not say.** Twenty games per pair give wide intervals: MCTS is clearly stronger than
# greedy, but by how much (the ratings' intervals span some 300 points) these games cannot say. Each
# bot always plays the same way from the same position and seed, so the games are varied by the deals
# and the seats only. And a bot that wins every game against random (score 1.0 or 0.0) gets an open
# interval (`inf`): only the bots' order is measured there, not a distance.

# %% [markdown]
# ## 4. What does each reading of the rules change?
#
# Twenty passages of the rulebook can be read two ways. For each other value of an option, the same 150
# four-player games of greedy bots were played again with only that option changed (the same deals and
# bot seeds: a *paired* comparison). Per reading: the change in the winner's score (star points), and the
# share of games whose outcome (winners or ranks) changed at all. (The tables also hold the "starting
# seat", which here is the seat that sets the first Throne; see question 1.)

# %% tags=["nbval-check-output"]
nb.readings_table("book", ["winning score", "outcome changed"], DATA)

# %%
show(
    nb.readings_chart(
        "book",
        "winning score",
        "star points",
        "Each reading against the default: the winner's score (paired 95% intervals)",
        DATA,
    )
)

# %% [markdown]
# **What it says.** One reading changes the game's scoring clearly: `blind_eat=True` (you may attack a
# face-down neighbour) raises the winner's score by about 10 star points (8 to 12), since pieces get
# eaten that would otherwise wait to be flipped. For every other reading the interval of the change in
# the winning score reaches at most about 3 points either way, and all but one contain 0: that one,
# `end_count='characters'` (face-down landmarks do not hold the game up), changes only 2 games in 100
# (0.7 to 5.6) and lowers the winning score by a tenth of a point.
#
# **What it does not say.** Two kinds of zero need care:
#
# - Ten readings changed no game at all (an interval of 0 to 2.5%): the greedy bots never used the
#   ability they are about (Rest, Crucify, riders, Prophecy...) in a way those readings touch, or the
#   situation never came up. For those readings these games say nothing; human players, or MCTS, might
#   use the abilities and find a difference.
# - Eight readings changed the outcome of 69% to 97% of the games, yet not the average winning score. A
#   game of hidden pieces is fragile: one different legal action early on and the rest of the game
#   differs, so "outcome changed" measures how often a reading matters at all, not which way.
#
# No reading changes the chances of the seat that sets the first Throne by as much as these games can
# see: every interval contains 0. The closest is `passive='ever'` (7 points fewer wins, interval 15
# fewer to 0.4 more). The run with the earlier default of `cast_landmark` had three readings just below
# 0 here (`blind_purge`, `throne_order`, `altar_choice`), and this one has none: with twenty readings
# tested, one or two such borderline results are expected by chance alone. (`throne_order` changes which
# seat sets the first Throne, so for it that column compares different roles.) To tell, play more games
# (`--scale 4` gives 600 games per reading).
#
# What each option means, in the catalogue's words:

# %% tags=["nbval-check-output"]
print(nb.reading_meanings("book"))

# %% [markdown]
# ## Try it: a small tournament here
#
# The tables above came from the same function as this cell: four two-player games, greedy against
# random, on one core (`executor="serial"`), seeded so that they are the same games every time. Each row
# is one seat of one game.

# %% tags=["nbval-check-output"]
df = tournament("book", ["greedy", "random"], games=4, seed=1, executor="serial", progress=False)
df[["game", "seat", "bot", "starts", "score", "rank", "win_share", "plies"]]

# %% tags=["nbval-check-output"]
win_rates(df, by="bot")

# %%
show(tournament_chart(df))

# %% [markdown]
# ## Try it: one MCTS decision, explained
#
# A bot can say why it chooses what it chooses (`genesis_nb.bots.explain`, called here by
# `nb.explained_decision`). Here MCTS decides the twelfth action of a two-player game whose first eleven
# greedy bots played: its best three actions, each with its mean result over the simulations that tried it
# (`value`, 1 = a sure win) and how many did (`visits`). The picture shows what the deciding player knows.

# %% tags=["nbval-check-output"]
decision = nb.explained_decision("book", players=2, seed=5, actions=11)
decision

# %%
decision.position.picture(observer=decision.position.actor)

# %% [markdown]
# ## Run it bigger
#
# Everything above runs on a laptop; the same code runs on all its cores or on a cluster
# (`docs/exploring.md` in the repository tells how, with a Dask cluster step by step). MCTS is where a
# cluster pays off: 1,000 games of MCTS against greedy are some ten hours of one core.
#
# ```python
# df = tournament("book", ["mcts", "greedy"], games=1000)                              # all cores
# from distributed import Client, LocalCluster
# client = Client(LocalCluster(n_workers=4, threads_per_worker=1))                    # a Dask cluster
# df = tournament("book", ["mcts", "greedy"], games=1000, executor=client)
# ```
#
# From a shell: `python scripts/explore_runs.py --only book --bots book=random,greedy` at full size
# (`--scale 1`, about a quarter of an hour on 2 cores), or with `--scheduler tcp://host:8786` on a cluster.
#
# ## Inside the ecosystem
#
# The game is also an OpenSpiel game (`genesis_nb.ecosystem.openspiel`, with the `openspiel` extra) and a
# PettingZoo environment (`genesis_nb.ecosystem.pettingzoo`, with the `rl` extra). The deal of the Kings
# and the shuffle of the face-down pieces are chance nodes in OpenSpiel, and each player's observation
# holds only what that player may know. The book has too many actions for one integer each, so a player
# chooses an action in steps: first its kind and its first field (the hex a piece leaves, say), then one
# field a step. The numbers below count the choices of the first step, not whole actions.

# %%
print(nb.ecosystem_demo("book", players=2))
