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
# # Play Genesis (angels) against the computer
#
# **Set the table.** Type the players' names (2 to 6), choose for each seat who plays it (a person at this
# screen, or the computer: **greedy** takes the best move right away, **random** any allowed move, **mcts**
# thinks ahead), and press **New game**. **Projector** makes everything bigger; the language button on the
# board switches between English and Dutch.
#
# **Play.** Click what is lit on the board:
#
# - a lit **square** of your day to gather there (if it is not your square, you switch places first);
# - a lit **day** to move there;
# - your day's lit **work track** to do its work;
# - or **Pass**.
#
# If a click is against the rules, the board tells you which rule, and nothing changes. **Undo** and
# **Redo** take moves back and forth. The slider shows any earlier position; playing from there starts a
# new future. The chart under the board shows the scores so far (day-work points, plus resting points if
# the game ended now) and the cubes each angel holds.
#
# New to the game? Start with the lessons in `walkthrough.ipynb`.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from IPython.display import Markdown, display
from genesis_nb.angels import DayWork, Gather, Move, new_game
from genesis_nb.angels.bots import GreedyBot
from genesis_nb.bots import MCTSBot, RandomBot, explain
from genesis_nb.playtable import play_table

genesis_nb.setup()


def show_picture(game, caption, **options):
    """Show a position as a picture, with a caption above it."""
    display(Markdown(f"**{caption}**"), game.picture(**options))


# %%
table = play_table("angels", ["Robin", "Ada", "Bram", "Cleo"], {1: "greedy", 2: "greedy", 3: "random"}, seed=2026)
table

# %% [markdown]
# The game is an ordinary Python object too (for the teacher): its position in the kit's notation (save it
# and start from it later with `from_position`) and the last five things that happened.

# %%
game = table.board.game
print(game.notation())
print("\n".join(game.narration()[-5:]))

# %% [markdown]
# ## Watch the computer play, and ask it why
#
# Three computer players play a whole game against each other. Each one explains every move it makes:
#
# - **MCTS** tries each move many times in quick imaginary games (a *Monte Carlo tree search*) and picks
#   the move that won most often.
# - **Greedy** looks one move ahead and picks the move that gives it the best position right away.
# - **Random** picks any allowed move.
#
# The game is played (it takes a few seconds) and every explanation is kept.

# %%
replay = new_game(["MCTS", "Greedy", "Random"], seed=11)
bots = [MCTSBot(1, iterations=100, rollout_depth=4), GreedyBot(2), RandomBot(3)]
reasons = []  # reasons[n]: why move n + 1 was played
while not replay.is_over:
    why = explain(bots[replay.actor], replay)
    reasons.append(why)
    replay.play(why.choice)
sheet = replay.scores()
names = {**dict(enumerate(replay.players)), "dark": "the dark angel"}
print(len(replay.steps), "moves. Points:", ", ".join(f"{names[key]} {points}" for key, points in sheet.totals.items()))
print("winner:", ", ".join(sheet.winner_names()) or "the dark angel")

# %% [markdown]
# ### Key moments
#
# Four moments of that game, each with what happened and what the computer player thought.


# %% tags=["nbval-check-output"]
def first(test):
    """The number (from 1) of the first move that passes ``test``."""
    return next(n for n, step in enumerate(replay.steps, 1) if test(step))


def pays_to_switch(step):
    return isinstance(step.action, Gather) and sum(step.action.pay) > 0 and step.actor != 2


moments = [
    (
        first(lambda step: isinstance(step.action, DayWork)),
        "The first day's work of the game. The first circle of a day is worth the most, so being early pays.",
    ),
    (
        first(pays_to_switch),
        "A thinking bot pays to switch. A switch costs a cube, but a better square can give back more.",
    ),
    (
        first(lambda step: isinstance(step.action, Move) and step.action.to == 7),
        "The first angel on day VII. Nobody gathers or works there: only the resting points "
        "of your square count, and the first squares give the most.",
    ),
    (len(replay.steps), "The last move: God reaches the evening of day VII, and the game ends."),
]
for n, comment in sorted(moments):
    step = replay.steps[n - 1]
    lines = "\n".join(f"- {line}" for line in replay.narrate(step.events))
    who = replay.players[step.actor]
    text = f"**Move {n} ({who}).** {comment}\n\n{lines}\n\n*Why?* {reasons[n - 1].sentence}"
    display({"text/markdown": text, "text/plain": text}, raw=True)

# %% [markdown]
# ### Step through the game
#
# Drag the slider (or click it and press the arrow keys) to go through the game move by move: what
# happened, why, and the board after it. What the move changed is ringed in blue.

# %%
from ipywidgets import IntSlider, Output, VBox

step_view = Output()
slider = IntSlider(value=1, min=1, max=len(replay.steps), description="move", continuous_update=False)


def show_move(change=None):
    n = slider.value
    step = replay.steps[n - 1]
    lines = "\n".join(f"- {line}" for line in replay.narrate(step.events))
    who = replay.players[step.actor]
    text = f"**Move {n} ({who})**\n\n{lines}\n\n*Why?* {reasons[n - 1].sentence}"
    with step_view:
        step_view.clear_output(wait=True)
        display({"text/markdown": text, "text/plain": text}, raw=True)
        show_picture(replay, f"After move {n}", ply=n)


slider.observe(show_move, "value")
show_move()
VBox([slider, step_view])

# %% [markdown]
# ### The scores of that game

# %%
from bokeh.io import show as show_chart
from genesis_nb.charts import score_breakdown, scores_over_time

show_chart(score_breakdown(replay))
show_chart(scores_over_time(replay))
