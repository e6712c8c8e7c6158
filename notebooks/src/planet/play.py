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
# # Play Genesis, the planet: one screen for the whole table
#
# Two of you share this screen (**Ann** and **Bo**); the computer plays **Cy** and **Dee**. The board
# always shows the planet through the eyes of the player at the screen: your own pawns with their needs,
# everybody else's as colours only.
#
# **Passing the screen.** When the decision moves to the other human player, the board hides everything
# private and asks to *pass the screen*. The next player clicks **"I am …: show my pawns"** when nobody
# else is looking; only then does the board show that player's hand. This happens more often than you
# might think: the *designation* (step 2) is decided by the player to the right of the active player.
#
# **Clicking.** What you may do now is lit. Indicate by clicking a pawn in your hand; designate by
# clicking a lit continent; place by choosing a pawn of your hand (the indicated one is chosen first)
# and clicking a lit space. An oxygen asks which side goes up. If a click breaks a rule, the board says
# which rule and nothing changes. **Undo** takes back the last human decision (passing the screen again
# if that decision was the other player's). At the end, step through the reveal beside the board.
#
# New to the game? Read `walkthrough.ipynb` first.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from bokeh.io import show
from functools import partial
from genesis_nb.bots import RandomBot
from genesis_nb.charts import outcomes_chart, score_breakdown, simulate
from genesis_nb.planet import board, new_game
from genesis_nb.planet.bots import HeuristicBot

genesis_nb.setup()

# %% [markdown]
# Change the names (2 to 4 players), which seats the computer plays (`"heuristic"` plays on what its
# own seat knows, `"random"` picks any legal action), the seed, or the options (the readings of the
# rulebook's ambiguous passages, see the walkthrough), then run the cell again. `options={"faces":
# "difficult"}` gives the harder continents; `options={"preplaced_oxygen": 2}` lays two oxygen pawns
# element side up before the start.

# %%
table = board(players=["Ann", "Bo", "Cy", "Dee"], bots={2: "heuristic", 3: "random"}, seed=2026,
              bot_delay=700)
table

# %% [markdown]
# Who sits where, who is at the screen (`None` until a player takes it) and whom the board waits for
# (`None` while the computer plays, or while the player at the screen decides):

# %% tags=["nbval-check-output"]
print("seats:", dict(zip(table.game.players, table.seats)))
print("at the screen:", table.observer, "| waiting for:", table.handoff)

# %% [markdown]
# **Teacher's switch.** To discuss a position with the whole class, show every need and every hand
# (no more hand-offs; you then play every human seat yourself). Only Python can do this, never a click
# on the board:
#
# ```python
# table.reveal_all = True     # and False to go back to the players' own eyes
# ```

# %% [markdown]
# When the game is over, the points per continent (element pawns count only on a validated continent;
# each oxygen laid element side up counts 1 anywhere). Run the cell again at any time: during the game
# it shows the points already certain.

# %%
show(score_breakdown(table.game))

# %% [markdown]
# ## How far do bots get?
#
# The same table played 100 times by the computer alone: two heuristic bots and two random ones. The
# charts show how often the team reached each level, its scores, and each continent's mean points.

# %%
results = simulate(partial(new_game, ["Ann", "Bo", "Cy", "Dee"]),
                   [HeuristicBot(), HeuristicBot(), RandomBot(), RandomBot()], n_games=100, seed=1)
show(outcomes_chart(results))

# %% tags=["nbval-check-output"]
levels = {}
for g in results["games"]:
    levels[g["level"]] = levels.get(g["level"], 0) + 1
print(f"{results['n_games']} games; levels reached:", dict(sorted(levels.items())))
print("best team score:", max(g["team"] for g in results["games"]))
