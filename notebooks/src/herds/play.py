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
# **Set the table.** Type the players' names, choose for each seat who plays it (a person at this screen,
# or the computer: **greedy** lays the tile that scores most right now, **random** any allowed tile,
# **mcts** thinks ahead), and press **New game**. **Projector** makes everything bigger.
#
# **Play.** On your turn the dice are shown above the board and the empty squares you may use are lit.
# Click a lit square, then a land: one the dice allow (**With the dice**), or any land for a single tile
# instead (**Or one tile instead**, which ends your turn). You may also pick the land first and then click
# squares. If the rules forbid a click, nothing changes and the board tells you which rule forbids it.
#
# **Undo** and **Redo** take tiles back and forth. The slider shows any earlier position; playing from
# there starts a new future. **Show scoring** shows how the board would score if the game ended now. The
# chart under the board follows the game: the points each player would have if it ended now.
#
# New to the game? Start with the lessons in `walkthrough.ipynb`.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.herds import board
from genesis_nb.playtable import play_table
from genesis_nb.replay import BotGame

genesis_nb.setup()
HERDS = genesis_nb.game("herds")

# %%
table = play_table("herds", ["Sam", "Ada", "Bram", "Cleo"], {1: "greedy", 2: "greedy", 3: "random"}, seed=2026)
table

# %% [markdown]
# The game is an ordinary Python object too (for the teacher): its position and its story.

# %% tags=["nbval-check-output"]
game = table.board.game
print(game.notation())
print("\n".join(game.narration()[-3:]))

# %% [markdown]
# ## Watch two computer players
#
# Gus plays **greedy**: he lays the tile that would score most if the game ended right now. Mia plays
# **MCTS** (Monte Carlo tree search): before each tile she plays 30 quick imagined games, and picks
# the tile that did best in them. Each of them explains every choice. Move the slider, or press
# **Next move**: you see what happened, why the player chose it, and the board after it (the new tile is
# ringed).

# %%
watch = BotGame(HERDS, ["Gus", "Mia"], ["greedy", HERDS.make_bot("mcts", 2, iterations=30)], seed=7)
watch.viewer()

# %% tags=["nbval-check-output"]
replay = watch.game
why = [move.why.sentence for move in watch.moves]  # why = the explanation of each tile, in order
print(replay.narration()[-1])

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
