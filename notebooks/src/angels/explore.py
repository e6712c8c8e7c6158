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
# # Exploring Genesis (angels) with bots
#
# How strong is the dark angel? Does sitting first matter? Do simple strategies beat random play?
# Bots answer at once: this notebook plays many games between bots and charts the outcomes.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from bokeh.io import show
from genesis_nb.angels import new_game
from genesis_nb.angels.bots import GreedyBot
from genesis_nb.bots import RandomBot
from genesis_nb.charts import outcomes_chart, score_breakdown, scores_over_time, simulate

genesis_nb.setup()

# %% [markdown]
# ## One game between bots, and its story
# Two greedy bots against two random ones, with a fixed seed so the game can be replayed exactly.

# %% tags=["nbval-check-output"]
from genesis_nb.bots import play_out
game = new_game(["Greedy A", "Random B", "Greedy C", "Random D"], seed=11)
play_out(game, [GreedyBot(seed=1), RandomBot(seed=2), GreedyBot(seed=3), RandomBot(seed=4)])
sheet = game.scores()
for name, total in sheet.totals.items():
    print(f"{name:<10} {total:>3}")
print("winners:", sheet.winners or "none: the dark angel wins")

# %%
show(score_breakdown(game))

# %%
show(scores_over_time(game))

# %% [markdown]
# ## Many games
# 200 four-player games: greedy bots in seats 1 and 3, random bots in seats 2 and 4. How often does
# each seat win, what does a winning score look like, and how often does the dark angel take the game?

# %%
results = simulate(lambda seed: new_game(["Greedy A", "Random B", "Greedy C", "Random D"], seed=seed),
                   [GreedyBot(seed=1), RandomBot(seed=2), GreedyBot(seed=3), RandomBot(seed=4)],
                   n_games=200, seed=0)
show(outcomes_chart(results))

# %% [markdown]
# ## How strong is the dark angel?
# Random players waste their turns, so the dark angel, which never wastes one, beats them almost
# every time. Greedy players keep it off the leftmost squares and leave it far behind. Count the
# dark angel's wins over 50 games for each mix of players:

# %% tags=["nbval-check-output"]
mixes = {"4 random": [RandomBot] * 4, "2 greedy + 2 random": [GreedyBot, RandomBot] * 2, "4 greedy": [GreedyBot] * 4}
for label, kinds in mixes.items():
    dark_wins = 0
    for seed in range(50):
        g = new_game(4, seed=seed)
        play_out(g, [kind(seed=seed * 4 + i) for i, kind in enumerate(kinds)])
        dark_wins += not g.scores().winners
    print(f"{label:<20} the dark angel wins {dark_wins} of 50 games")

# %% [markdown]
# ## Try another reading of the rules
# The rulebook leaves some points open; the kit names its reading of each in the rule catalogue and
# offers the other one as an option (`new_game(..., options={...})`). Here is every reading with its
# option:

# %% tags=["nbval-check-output"]
from genesis_nb.angels import CATALOGUE
for rule in CATALOGUE.readings():
    if rule.option:
        print(f"{rule.option}: {rule.alternative['en']}")
