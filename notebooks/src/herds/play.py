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
# # Play Genesis (herds) against the computer
#
# You play the reptiles; the computer plays the other species. On your turn the dice are shown above
# the board and the empty squares you may use are lit. Click a lit square, then a land: one the dice
# allow (**With the dice**), or any land for a single tile instead (**Or one tile instead**, which
# ends your turn). You may also pick the land first and then click squares. If the rules forbid a
# click, nothing changes and the board tells you which rule forbids it.
#
# **Undo** and **Redo** take tiles back and forth. The slider shows any earlier position; playing from
# there starts a new future. **Show scoring** shows how the board would score if the game ended now.
#
# New to the game? Read `walkthrough.ipynb` first.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.charts import live_scores
from genesis_nb.herds import board

genesis_nb.setup()

# %% [markdown]
# Put your own name in place of `"Sam"`, then run the cell. You can also change the other names, the
# number of players (2 to 4: one name each), the computer players (`"random"` or `"greedy"`), the
# `seed` (it decides the dice) or the readings (`options={"end": "finish_turn"}`, see the walkthrough).
# On a projector, add `scale=1.5` to make the board bigger.

# %%
game_board = board(players=["Sam", "Ada", "Bram", "Cleo"], bots={1: "greedy", 2: "greedy", 3: "random"}, seed=2026)
game_board

# %% [markdown]
# The points each player would have if the game ended now, turn by turn, and the tiles each still
# holds. It follows the game live:

# %%
live_scores(game_board)

# %% [markdown]
# The game is an ordinary Python object too: print its position, read its story, or save it.

# %% tags=["nbval-check-output"]
game = game_board.game
print(game.notation())
print("\n".join(game.narration()[-3:]))

# %% [markdown]
# ## Watch two computer players
#
# Gus plays **greedy**: he lays the tile that would score most if the game ended right now. Mia plays
# **MCTS** (Monte Carlo tree search): before each tile she plays 30 quick imagined games, and picks
# the tile that did best in them. Each of them explains every choice. The next cell plays their whole
# game (it takes a few seconds).

# %%
from genesis_nb.bots import explain, make_bot
from genesis_nb.herds import new_game

herds = genesis_nb.game("herds")
replay = new_game(["Gus", "Mia"], seed=7)
players = [make_bot(herds, "greedy", 1), make_bot(herds, "mcts", 2, iterations=30)]
why = []  # why = the explanation of each tile, in order
while not replay.is_over:
    explanation = explain(players[replay.actor], replay)
    why.append(explanation.sentence)
    replay.play(explanation.choice)
print(replay.narration()[-1])

# %% [markdown]
# ### Step through it
#
# Drag the slider: for each tile you see what happened, why the player chose it, and the board after
# it (the new tile is ringed).

# %%
from IPython.display import display
from ipywidgets import IntSlider, interact


def show_tile(tile):
    step = replay.steps[tile - 1]
    print(f"Tile {tile}:", " ".join(replay.narrate(step.events)))
    print("Why:", why[tile - 1])
    print(
        "Points if the game ended now:",
        ", ".join(
            f"{replay.players[seat]} {points}"
            for seat, points in replay.rules.scores(replay.state_at(tile)).totals.items()
        ),
    )
    display(replay.picture(ply=tile))


interact(show_tile, tile=IntSlider(value=1, min=1, max=len(replay.steps), description="tile"))

# %% [markdown]
# ### Key moments
#
# The four tiles that changed the score most, the last change of leader, and what each player was
# thinking:

# %%
# the points of Gus and Mia if the game ended after each tile (0 = before the first)
after = [replay.rules.scores(replay.state_at(ply)).totals for ply in range(len(replay.steps) + 1)]
margin = [totals[1] - totals[0] for totals in after]  # Mia's points minus Gus's
swings = {ply: margin[ply] - margin[ply - 1] for ply in range(1, len(replay.steps) + 1)}
for ply in sorted(sorted(swings, key=lambda p: -abs(swings[p]))[:4]):
    mover = replay.players[replay.steps[ply - 1].actor]
    totals = after[ply]
    print(f"Tile {ply}: {' '.join(replay.narrate(replay.steps[ply - 1].events))}")
    print(f"  Now Gus {totals[0]}, Mia {totals[1]}: {mover}'s tile moved the gap by {abs(swings[ply])} points.")
    print(f"  {mover} thought: {why[ply - 1]}")
    print()
leader = [replay.players[0] if t[0] > t[1] else replay.players[1] if t[1] > t[0] else "nobody" for t in after]
last = max(ply for ply in range(1, len(after)) if leader[ply] != leader[ply - 1])
print(
    f"The lead changed for the last time at tile {last}: "
    f"{' '.join(replay.narrate(replay.steps[last - 1].events))} Gus {after[last][0]}, Mia {after[last][1]}."
)
print(f"  {replay.players[replay.steps[last - 1].actor]} thought: {why[last - 1]}")
print()
sheet = replay.scores()
print(
    "Final:",
    ", ".join(f"{sheet.label(seat)} {points}" for seat, points in sheet.totals.items()),
    "- winner:",
    ", ".join(sheet.winner_names()),
)

# %% [markdown]
# The same game on a board: drag its history slider to replay it, and **Show the final scoring** to see
# who won each area.

# %%
board(replay)
