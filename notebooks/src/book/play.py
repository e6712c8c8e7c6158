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
# # Play THE BOOK game against the computer
#
# You are **Ann**; the computer plays **Bo**. **Set the table** above the board: type your own name,
# choose who plays each seat (a person at this screen, or the computer: **greedy** eats what it can and
# avoids the traps it knows of, **random** any allowed action, **mcts**/**ismcts** think ahead) and press
# **New game**. **Projector** makes everything bigger. The board shows the field through **your** eyes: face-down pieces stay hidden, except the ones you
# know (you saw them face up before, or you looked at them with a Prophecy).
#
# **Clicking.** What you may click now is lit.
#
# - **Flip**: click a face-down piece.
# - **Travel, eat, and the abilities that move** (gallop, mount, dismount, fortify, congregate, cast, move
#   a mountain): click one of your pieces (a blue ring shows it is selected). The hexes it may reach light
#   up: click one. Click your piece again to let go.
# - **Other abilities** (Resurrect, Prophecy, Purge, Ekballo, Crucify): select your piece, then click the
#   ability's button in the turn box. When there is a choice (which grave, which line, which piece), a
#   small menu asks.
#
# If a click breaks a rule, nothing happens, and the board tells you which rule. **Undo** takes back your
# last action; the slider shows any earlier position. Move the mouse over a hex to read what lies there.
#
# New to the game? Start with the lessons in `walkthrough.ipynb`.

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from bokeh.io import show
from IPython.display import display
from genesis_nb.playtable import play_table
from genesis_nb.replay import BotGame, stepper
from genesis_nb.bots import make_bot
from genesis_nb.charts import score_breakdown, scores_over_time

genesis_nb.setup()
BOOK = genesis_nb.game("book")

# %% [markdown]
# The Kings are dealt at random, so you may play gold or silver: the list of players under the field says
# which. Gold plays first; with silver, wait for the computer's first move. The chart under the board
# shows the star points in each grave, action by action, and how many characters each player has face up.

# %%
table = play_table("book", ["Ann", "Bo"], {1: "greedy"}, seed=2026)
table

# %% [markdown]
# Who sits where, and whose eyes the board shows:

# %% tags=["nbval-check-output"]
board = table.board
print("seats:", dict(zip(board.game.players, board.seats)))
print("colours:", dict(zip(board.game.players, board.game.state.colours)))
print("the board shows the field through the eyes of:", board.game.players[board.observer])

# %% [markdown]
# **What each grave holds** when this page was made: one coloured block per kind of piece, with its star
# points. A red block with crosses is a player's own pieces, which count against them.

# %%
show(score_breakdown(board.game))

# %% [markdown]
# ## Hidden information: sharing one screen, and the teacher's view
#
# In THE BOOK game some things are secret: nobody knows a face-down piece until it is flipped, and a
# **Prophecy** lets one player look at pieces the other may not see.
#
# **Two people on one screen.** Set both seats to *human* and press **New game**. The board then shows the field through the eyes of the player
# whose turn it is. When the turn passes to the other player, the board first hides the field behind a
# **hand-off screen**: *"Pass the screen to Bo"*. Bo takes the screen, makes sure nobody else is looking,
# and clicks that he is ready. Only then does the board show what Bo knows, and never what Ann saw in her
# Prophecy.
#
# **For the teacher, in JupyterLab: the teacher's view.** To talk about a position with the whole class,
# show every face-down piece. Only Python can do this, never a click on the board (so no student can):
#
# ```python
# table.board.reveal_all = True     # and False to go back to the player's own eyes
# ```
#
# (A picture of the position as anyone sees it: `table.board.game.picture(observer="all")` for the
# teacher, `observer=0` for the first seat.)
#
# ## A game between computer players, move by move
#
# Two greedy bots play a whole game. For each move you see who decides, what the bot thought, and what
# the table hears. The greedy bot gives each action a **value** from what its own seat knows (higher is
# better): the star points it would eat, less the traps and risks it can see, and a little for a flip.

# %% tags=["nbval-check-output"]
KEY = (
    "buried",
    "cursed",
    "rest",
    "purge",
    "ekballo",
    "crucified",
    "crucified_own",
    "eaten_own",
    "cast_landmark",
    "resurrect",
    "prophecy",
    "throne_discarded",
    "game_over",
)


greedy = [make_bot(BOOK, "greedy", seed=seat) for seat in range(2)]
replay = BotGame(BOOK, ["Ann", "Bo"], greedy, seed=7)
eats = sum(1 for move in replay.moves for e in move.events if e.kind == "eaten")
print(f"{len(replay.moves)} moves, {eats} eats.", " ".join(replay.game.narration()[-3:]))

# %% [markdown]
# Press **Next move** again and again: each press tells one more move.

# %%
stepper(replay.tell_next, "Next move")

# %% [markdown]
# ### The key moments
#
# Most moves are flips. These moves set off a trap (a *Bury*: the eater is turned face down), lost a
# piece of one's own (a Fisher's cast onto a hidden piece of its own colour), sent a Throne out of the
# game, or ended it:

# %% tags=["nbval-check-output"]
for n in replay.key_moves(KEY):
    replay.tell(n)

# %% [markdown]
# The position after the first Bury, as everybody sees it. The buried piece lies face down again, but
# everyone saw it, so its letters show on its back:

# %% tags=["nbval-check-output"]
first_bury = replay.key_moves(["buried"])[0]
display(
    {
        "image/svg+xml": replay.game.picture(ply=first_bury).svg,
        "text/plain": f"[picture of the field after move {first_bury}]",
    },
    raw=True,
)

# %% [markdown]
# Greedy bots flip a lot and eat whatever they can, so a game between them ends after about a hundred
# actions. Watch the chart: the star points come in jumps, each jump an eat. How close was it?

# %%
show(scores_over_time(replay.game))

# %%
show(score_breakdown(replay.game))

# %% tags=["nbval-check-output"]
sheet = replay.game.scores()
for seat, name in enumerate(replay.game.players):
    kinds = ", ".join(f"{kind} {points}" for kind, points in sheet.rows[seat].items() if points)
    print(f"{name}: {sheet.total(seat)} star points ({kinds})")
