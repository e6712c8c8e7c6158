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
# Two of you share this screen: **Ann** and **Bo**. The computer plays **Cy** and **Dee**. The board
# shows the planet through the eyes of the player at the screen: your own pawns with their needs,
# everybody else's pawns as colours only.
#
# **Passing the screen.** The needs must stay secret, so the screen changes hands in two steps:
#
# 1. When you learn something only you may know (you draw a pawn, you look at a pawn), the board first
#    shows it to you (the pawn you drew is ringed in your hand, *just drawn*, with its need). Look at
#    it, then click **"I have seen it: pass the screen
#    to Bo"**. The board now hides your pawns.
# 2. The board says *"Pass the screen to Bo"*. Bo takes the screen, makes sure nobody else is looking,
#    and clicks **"I am Bo: show my pawns"**.
#
# This happens more often than you might think: step 2 of every turn (*designate*) is decided by the
# player on the active player's right.
#
# **Clicking.** What you may do now is lit. Indicate by clicking a pawn of your hand. Designate by
# clicking a lit continent. Place by choosing a pawn of your hand (the one you indicated is chosen
# already) and clicking a lit space. An oxygen asks which side goes up. If a click breaks a rule, the
# board says which rule, and nothing changes. **Undo** takes back the last decision of a player at the
# screen. At the end the board turns every pawn need side up and says which needs failed, and why.
#
# **Set the table** above the board: type the names (2 to 4 players), choose for each seat who plays it (a
# person at this screen, or the computer: **heuristic** places each pawn where the need it knows is best
# met, **random** any allowed move, **mcts**/**ismcts** think ahead) and press **New game**. **Projector**
# makes everything bigger.
#
# New to the game? Start with the lessons in `walkthrough.ipynb`.

# %% tags=["nbval-ignore-output", "remove-output"]
import re

import genesis_nb
from bokeh.io import show
from functools import partial
from IPython.display import display
from genesis_nb.bots import RandomBot, explain, make_bot
from genesis_nb.charts import outcomes_chart, score_breakdown, simulate
from genesis_nb.planet import Designate, new_game
from genesis_nb.playtable import play_table
from genesis_nb.replay import BotGame, stepper
from genesis_nb.planet.bots import HeuristicBot

genesis_nb.setup()
PLANET = genesis_nb.game("planet")


def picture(game, observer="public", **options):
    """Show a position as `observer` sees it (a seat, or "public"); `ply=n`: after n moves."""
    head, body = game.picture(observer=observer, **options).svg.split(">", 1)
    svg = re.sub(r' (width|height)="[^"]*"', "", head) + ">" + body  # no fixed size: fit the page's width
    eyes = game.players[observer] if isinstance(observer, int) else observer
    display({"image/svg+xml": svg, "text/plain": f"[picture of the planet as {eyes} sees it]"}, raw=True)


# %%
table = play_table("planet", ["Ann", "Bo", "Cy", "Dee"], {2: "heuristic", 3: "random"}, seed=2026)
table

# %% [markdown]
# Who sits where; whose eyes the board shows (`"public"` until a player takes the screen: then only
# what lies open on the table is shown); and whom the board waits for (`None` while the computer plays,
# or while the player at the screen decides):

# %% tags=["nbval-check-output"]
print("seats:", dict(zip(table.board.game.players, table.board.seats)))
print("at the screen:", table.board.observer, "| waiting for:", table.board.handoff)

# %% [markdown]
# **For the teacher, in JupyterLab: the teacher's switch.** To talk about a position with the whole class,
# show every need and every hand. There are no hand-offs then, and you play every human seat yourself.
# Only Python can do this, never a click on the board (so no student can):
#
# ```python
# table.board.reveal_all = True     # and False to go back to the players' own eyes
# ```

# %% [markdown]
# The points per continent. Element pawns count only on a validated continent; each oxygen laid element
# side up counts 1 anywhere. Press the button at any time: during the game it shows the points that are
# already certain.

# %%
stepper(lambda: show(score_breakdown(table.board.game)), "Show the points now")

# %% [markdown]
# ## A game between computer players, move by move
#
# Three computer players (the heuristic bot in every seat) play a whole game. For each move you see
# who decides, what the bot thought, and what the table hears. The bot gives each move it may make a
# **value** (higher is better): it places each pawn where the need *it knows* is best met, and for a
# pawn it cannot see it takes the average over what the need could be. We listen as **the public**: the
# secret lines (a drawn pawn's need) are not shown, but each bot's values come from what that bot knows.


# %% tags=["nbval-check-output"]
heuristic = [make_bot(PLANET, "heuristic", seed=seat) for seat in range(3)]
replay = BotGame(PLANET, ["Ann", "Bo", "Cy"], heuristic, seed=2)
print(f"{len(replay.moves)} moves.", replay.game.narration()[-1])


def turn_ends(heard):
    """Whether a move's narration names the next player (a turn is over)."""
    return any("'s turn;" in sentence for sentence in heard)


# %% [markdown]
# Press **Next turn** again and again: each press tells one more turn.

# %%
stepper(partial(replay.tell_next, until=turn_ends), "Next turn")

# %% [markdown]
# ### The key moments
#
# Most turns are quiet. These moves changed the game: a continent opened, a bacterium was drawn, an
# oxygen was laid, and the end.

# %% tags=["nbval-check-output"]
KEY = ("comes into play", "bacterium", "lays the oxygen", "Final score")
for n in range(1, len(replay.moves) + 1):
    if any(word in sentence for sentence in replay.heard(n) for word in KEY):
        replay.tell(n)

# %% [markdown]
# Every oxygen went **element side up**: the bot values a sure point (1.5) above an action (0.5).
#
# The team lost 5 points on Caldera: the black insect on C4 needed a link to an animal and had none, so
# it left, and Caldera was no longer full. How did it get there? Here are moves 68 to 70: Cy holds only
# that insect, and Bo must designate a continent for it. The position before Bo's choice, **through Bo's
# eyes** (Bo does not know the insect's need):

# %% tags=["nbval-check-output"]
for n in (68, 69, 70):
    replay.tell(n)
picture(replay.game, observer=1, ply=68, last=False)

# %% [markdown]
# Only two spaces are free: C4 (linked to a mineral and an insect) and B5 (linked to a mineral). Neither
# touches an animal. Cy's bot knew it already: it gave its only move the value −3, a need that will fail.
# Bo's bot gave Boreal and Caldera the same value, so it picked one of them. A **search bot**
# (information-set MCTS) plays short games from many positions that fit what Bo knows, and compares:

# %% tags=["nbval-check-output"]
before = replay.game.replay()
before.rewind(68)
print(explain(make_bot(PLANET, "ismcts", seed=1), before).sentence)

# %% [markdown]
# The search prefers Boreal a little. Would it have saved the insect? We can try it: designate Boreal
# instead, and let the same bots finish the game.

# %% tags=["nbval-check-output"]
what_if = replay.game.replay()
what_if.rewind(68)
what_if.play(Designate(1))
bots = [make_bot(PLANET, "heuristic", seed=seat) for seat in range(3)]
while not what_if.is_over:
    what_if.play(explain(bots[what_if.actor], what_if).choice)
for sentence in what_if.narration():
    if "removed" in sentence or "Final score" in sentence:
        print(sentence)

# %% [markdown]
# No: on Boreal the insect fails too, and the score is the same. By move 69 it was too late. The insect
# needed an empty space next to an animal, and nobody had kept one. That is the real lesson of this
# game: keep room for the pawns still in the hands, and signal early (with *indicate*) what you hold.
#
# ## How far do bots get?
#
# The same four-player table played 50 times by the computer alone: two heuristic bots and two random
# ones. The charts show how often the team reached each level, its scores, and each continent's mean
# points.

# %%
results = simulate(
    partial(new_game, ["Ann", "Bo", "Cy", "Dee"]),
    [HeuristicBot(), HeuristicBot(), RandomBot(), RandomBot()],
    n_games=50,
    seed=1,
)
show(outcomes_chart(results))

# %% tags=["nbval-check-output"]
levels = {}
for g in results["games"]:
    levels[g["level"]] = levels.get(g["level"], 0) + 1
print(f"{results['n_games']} games; levels reached:", dict(sorted(levels.items())))
print("best team score:", max(g["team"] for g in results["games"]))
