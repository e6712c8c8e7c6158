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
# # Genesis (Peter Hansson, 2010): learn the game step by step
#
# In this game you are an **angel**. God creates the world in seven days, and you help.
#
# - You **gather essence**: little cubes of **chaos** (red, C), **matter** (blue, M) and **life** (green, L).
# - You pay cubes to **do the work of a day**. That gives you points at the end.
# - On the seventh day, angels who rest with God get **resting points**.
# - A **dark angel** plays too. It follows fixed rules. If it ends with the most points, every player loses!
#
# The game lasts 21 rounds. The angel with the most points at the end wins.
#
# **How to use this notebook.** Click a grey code cell and press **Shift+Enter** to run it. Run the cells
# from top to bottom. You may run any cell again later. Pictures show each position; on the interactive
# boards you can click. Cells marked **Exercise** ask you a question, and the computer checks your answer.
#
# *For the teacher: the printed board's numbers are lost with the rulebook's pictures. The numbers here
# (what each square gives, what each day costs) are rebuilt to agree with everything the rulebook says;
# see `seeds/angels.toml`.*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from IPython.display import Markdown, display
from genesis_nb.angels import CATALOGUE, ChooseCube, DayWork, Gather, Move, Pass, board, from_position, new_game
from genesis_nb.angels.examples import EXAMPLES
from genesis_nb.angels.payments import can_afford
from genesis_nb.exercises import ClickExercise, ValueExercise, Workbook

genesis_nb.setup()
workbook = Workbook(notebook="angels/walkthrough")  # keeps your answers to the exercises


def show_picture(game, caption, **options):
    """Show a position as a picture, with a caption above it."""
    display(Markdown(f"**{caption}**"), game.picture(**options))


# %% [markdown]
# The next cell prepares the exercises. You do not need to read it.
# *(Teachers: each exercise is a position in the kit's notation, a question, and a rule of the model that
# judges the answer. Copy one to make your own.)*

# %%
DARK_WORDS = {
    "dark_move": "move",
    "dark_switch": "switch",
    "dark_work": "work",
    "dark_stays": "stay",
    "dark_waits": "stay",
    "dark_resting": "stay",
}


def after(game, action):
    """The game after ``action``, played on a copy."""
    trial = game.replay()
    trial.play(action)
    return trial


def hand_words(hand):
    return f"{hand[0]} chaos, {hand[1]} matter and {hand[2]} life"


def dark_action(game):
    game.play(Pass())
    return next(DARK_WORDS[e.kind] for e in game.steps[-1].events if e.kind in DARK_WORDS)


ex_start = ValueExercise(
    "who-starts",
    from_position(
        "angels players=gray,purple,yellow,pink god=IV-evening phase=turns "
        "start=pink turn=yellow stock=13.13.13 hands=1.1.1/1.1.1/1.1.1/0.0.0 "
        "void=- I=- II=- III=gy,ye IV=pk,DA,pu V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Yellow passes. Who starts the next round?",
    expected=lambda game: game.players[game.rules.leftmost_player(game.state)],
    rule="A-START-PLAYER",
    workbook=workbook,
)

ex_gather = ClickExercise(
    "gather-to-afford",
    from_position(
        "angels players=gray,purple,yellow,pink god=II-evening phase=turns "
        "start=purple turn=gray stock=13.12.13 hands=0.1.0/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=pu,ye,pk,gy,DA III=- IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Click the square of day II where gray should gather, to afford day II's work.",
    correct=lambda game, action: can_afford(game.rules.board.cost[2], tuple(after(game, action).state.hands[0])),
    why_wrong=lambda game, action: (
        f"then gray would hold {hand_words(after(game, action).state.hands[0])}: not enough for day II's work."
    ),
    why_right=lambda game, action: (
        "gray pays its matter cube for one switch and gathers 1 chaos and 2 matter: just what day II's work costs."
    ),
    rule="A-SWITCH",
    workbook=workbook,
)

ex_move = ClickExercise(
    "move-to-start",
    from_position(
        "angels players=gray,purple,yellow,pink god=III-midday phase=turns "
        "start=pink turn=yellow stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=gy,pu III=pk,ye,DA IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Click a place where yellow can move, to be the start player of the next round.",
    correct=lambda game, action: after(game, action).state.start == 2,
    why_wrong=lambda game, action: "then gray, first on day II, still stands further left than yellow.",
    why_right=lambda game, action: "now nobody stands further left than yellow.",
    rule="A-START-PLAYER",
    workbook=workbook,
)

ex_dark = ValueExercise(
    "dark-angel",
    from_position(
        "angels players=gray,purple,yellow,pink god=IV-midday phase=turns "
        "start=gray turn=pink stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=- III=gy,pu IV=DA,ye,pk V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Pink passes. What does the dark angel do: move, switch, work or stay?",
    expected=dark_action,
    rule="A-DARK",
    workbook=workbook,
)

ex_win = ValueExercise(
    "who-wins",
    from_position(
        "angels players=gray,purple,yellow,pink god=VII-evening phase=over "
        "start=purple turn=purple stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=- III=- IV=- V=- VI=pk VII=pu,gy,ye,DA "
        "wI=DA,gy,pu wII=DA,ye,gy,pk wIII=gy,DA,ye wIV=DA,pu,ye,pk,gy "
        "wV=gy,pk,pu,DA,ye wVI=pu,pk,ye"
    ),
    "Who wins this game?",
    expected=lambda game: ", ".join(game.scores().winner_names()) or "dark angel",
    rule="A-WIN",
    workbook=workbook,
)


# %% [markdown]
# ## 1. The board
#
# Here is a new game for four players. Each player is named after the colour of their angel.

# %% tags=["nbval-check-output"]
game = new_game(["gray", "purple", "yellow", "pink"], seed=1)
show_picture(game, "The set-up: every angel starts in the void")

# %% [markdown]
# What you see, from top to bottom:
#
# - The **time track**. God walks along it: morning, midday and evening of day I, then of day II, and so on
#   up to day VII. One step each round.
# - The **void** and the **days I to VII**. Each has a row of 7 squares, the **essence track**. Angels stand
#   on it from the left, with no gaps. A square shows the cubes an angel may **gather** there. Some squares
#   show two framed sets: then you take one of them.
# - On the right of days I to VI: the day's **cost** (the cubes you pay to do its work), its **bonus**, and
#   7 **circles** with points. The first angel to do a day's work gets the first circle, which is worth the
#   most.
# - Day VII has no cubes and no work. Its numbers are **resting points**.
# - Days God has not reached yet are **striped**: nobody may go there.
# - Under the board: each angel with its cubes and points, and the **stock**, where all cubes come from.
#
# Every angel has its own colour **and** its own shape with a letter, so you can tell them apart even
# without colours. The dark angel is the black star.
#
# ## 2. The set-up
#
# - The stock holds 4 cubes of each kind for every player (16 of each for four players).
# - All angels start in the void, in seat order (the oldest player first). The dark angel stands behind them.
# - Each player takes **one starting cube** of any kind.
#
# Here is the same position on an interactive board. It has a game of its own, so your clicks change
# nothing else in this notebook. What is lit is what the player to act may do. Try it: click a cube!

# %%
setup_board = board(new_game(["gray", "purple", "yellow", "pink"], seed=1))
setup_board

# %% [markdown]
# The kit can also play for you. It can list what is allowed, and it tells what happened in plain
# sentences:

# %% tags=["nbval-check-output"]
game = new_game(["gray", "purple", "yellow", "pink"], seed=1)
for action in game.legal_actions():
    print("allowed:", game.rules.describe_in(game.state, action))
game.tell(ChooseCube(2))  # gray takes life   (0 = chaos, 1 = matter, 2 = life)
game.tell(ChooseCube(0))  # purple takes chaos
game.tell(ChooseCube(1))  # yellow takes matter
game.tell(ChooseCube(2))  # pink takes life

# %% [markdown]
# ## 3. A round
#
# The game has **21 rounds**: the morning, midday and evening of seven days. Every round has four steps,
# always in this order:
#
# 1. find the **start player**;
# 2. every player takes a **turn**, starting with the start player and going clockwise;
# 3. the **dark angel** takes its turn;
# 4. **God moves** one step on the time track.
#
# *For the teacher: in round 1 God has not reached any day yet; the game ends the moment God reaches the
# evening of day VII. That gives exactly 21 rounds. The kit's rule catalogue says it like this:*

# %% tags=["nbval-check-output"]
print(CATALOGUE["A-TIME-TRACK"].text())

# %% [markdown]
# ## 4. Step 1: the start player
#
# Think of all the essence tracks as **one long line**: first the void, then day I, day II, and so on. The
# player who stands **furthest left** on that line is the start player. So an angel on an earlier day
# beats an angel on a later day. On the same day, the lower square wins. The dark angel never starts.
#
# **Rulebook example.** Pink is the last to play this round. Purple stands first on day I, the earliest
# day anybody is on, so purple starts the next round (look for the flag ⚑ under the board).

# %% tags=["nbval-check-output"]
ex = EXAMPLES["start-player"]
game = ex.start()
show_picture(game, "Before: pink is the last to play this round")
game.tell(Pass())
show_picture(game, "After: purple starts the new round (what changed is ringed in blue)", since=0)

# %% [markdown]
# ### Exercise 1: who starts?
#
# Yellow is the last to play this round, and it passes. **Who starts the next round?** Look at the picture.

# %% tags=["nbval-check-output"]
show_picture(ex_start.game(), "Exercise 1: yellow is about to pass")

# %% [markdown]
# Write a player's name between the quotes, then run the cell. Wrong? Read why, then try again.
# Need a hint? Add a cell (press `B`), type `ex_start.hint()` and run it.

# %%
ex_start.answer("")  # a player's name between the quotes, for example "pink"

# %% [markdown]
# ## 5. Step 2: a player's turn
#
# Your turn has two parts:
#
# 1. **Bonus.** Do you stand on a day whose work you have already done? Then you take that day's
#    **bonus** cubes from the stock.
# 2. **One action**, or none. Choose one: **gather essence**, **move**, or **do the day's work**. You may
#    also **pass** and do nothing.
#
# ### The bonus
#
# **Rulebook example.** Purple begins its turn on day IV. It has already done day IV's work (its marker is
# on day IV's first circle). So it takes day IV's bonus: one chaos and one matter.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["bonus-day-iv"]
game = ex.start()
show_picture(game, "Before: gray is about to pass; purple plays next, on day IV")
game.tell(Pass())
show_picture(game, "After: purple's turn began with day IV's bonus", since=0)

# %% [markdown]
# ### Gathering essence
#
# To **gather**, you take the cubes shown on your square from the stock.
#
# But first you may **switch places** with the angel right next to you on your day (the dark angel too).
# Each switch costs **one cube of any kind**, paid back to the stock. You can switch several times, all in
# the same direction.
#
# **Rulebook example.** Gray does not like its square on day II. It switches with the dark angel, then with
# pink: two switches, so it pays two cubes (two matter). Now gray stands on square 2. That square offers a
# choice: two chaos and one matter, **or** one matter and one life. Gray takes two chaos and one matter.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["two-switches"]
game = ex.start()
show_picture(game, "Before: gray stands on square 4 of day II")
game.tell(Gather(square=1, pay=(0, 2, 0), choice=0))
show_picture(game, "After: gray switched to square 2 and gathered", since=0)

# %% [markdown]
# In Python a gather is one action with three parts: `square` is where you gather (0 is the leftmost
# square), `pay` the cubes you pay for switching (chaos, matter, life), and `choice` which set of the
# square you take (0 is the first). On the board you just click the square; small menus ask the rest.
#
# **Rulebook example.** A square with two sets: gray, on square 2 of day II, takes the first one.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["two-yields"]
game = ex.start()
show_picture(game, "Before: gray's square offers 2 chaos + 1 matter or 1 matter + 1 life")
game.tell(Gather(square=1, pay=(0, 0, 0), choice=0))
show_picture(game, "After: gray took two chaos and one matter", since=0)

# %% [markdown]
# ### The stock can run out
#
# There are only so many cubes. If the stock has too few, you get only what is left.
#
# **Rulebook example.** The stock holds just 1 chaos, 8 matter and 5 life. Gray wants two chaos and one
# matter, and gets one chaos and one matter.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["stock-shortage"]
game = ex.start()
show_picture(game, "Before: the stock has only 1 chaos cube left")
game.tell(Gather(square=1, pay=(0, 0, 0), choice=0))
show_picture(game, "After: gray got 1 chaos and 1 matter; no chaos is left", since=0)

# %% [markdown]
# On day VII nobody gathers or switches. If you try something the rules forbid, the kit refuses it,
# changes nothing and tells you why. `why_not` asks without playing:

# %% tags=["nbval-check-output"]
game = from_position(
    "angels players=gray,purple god=VII-morning phase=turns "
    "start=gray turn=gray stock=5.7.8 hands=2.1.0/1.0.0 void=- "
    "I=- II=- III=- IV=- V=- VI=pu VII=gy,DA "
    "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
)
refusal = game.why_not(Gather(square=0, pay=(0, 0, 0), choice=0))
print(refusal.message())
print(refusal.rule_id, "-", CATALOGUE[refusal.rule_id].text())

# %% [markdown]
# ### Exercise 2: gather to afford the day's work (click the board)
#
# Gray stands on square 4 of day II and holds just one matter cube. Day II's work costs **one chaos and two
# matter**. Gray wants to gather now so that it can pay for day II's work on its next turn.
# **Click the square of day II where gray should gather.** Remember: every switch costs a cube.
# (Need a hint? Run `ex_gather.hint()` in a new cell.)

# %%
ex_gather.board()

# %% [markdown]
# ### Moving
#
# To **move**, go to the void or to **any day God has already reached**, earlier or later than yours. You
# take the **first empty square** there. When an angel leaves a day, the angels to its right each step
# one square left, so there is never a gap.
#
# In round 1, God has not reached any day yet, so nobody can leave the void:

# %% tags=["nbval-check-output"]
game = new_game(["gray", "purple", "yellow", "pink"], seed=1)
for essence in (2, 0, 1, 2):
    game.play(ChooseCube(essence))
print(game.why_not(Move(1)).message())

# %% [markdown]
# **Rulebook example.** God stands on day V. So yellow may go to the void or to any day from I to V. It
# goes to day III and stands behind pink. On day IV the dark angel and gray close the gap.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["move-and-gap"]
game = ex.start()
show_picture(game, "Before: yellow stands on day IV; God is on day V")
for action in game.legal_actions():
    if isinstance(action, Move):
        print("allowed:", game.rules.describe_in(game.state, action))
game.tell(Move(3))
show_picture(game, "After: yellow is on day III, and day IV has no gap", since=0)

# %% [markdown]
# ### Exercise 3: move to start the next round (click the board)
#
# Yellow is the last to play this round. It wants to be the **start player** of the next round, so that it
# plays first. **Click a place where yellow can move to start the next round.**
# (Need a hint? Run `ex_move.hint()` in a new cell.)

# %%
ex_move.board()

# %% [markdown]
# *For the teacher: a move must go somewhere else; you cannot "move" to the day you stand on (the option
# `move_same_day=True` allows it).*
#
# ### Doing the day's work
#
# On the day you stand on (days I to VI) you may do its work **once**. Pay the day's **cost** to the stock
# and put your marker on the **first empty circle** of that day. The number in the circle is your points at
# the end. So the earlier you are, the more you score.
#
# **Rulebook example.** Purple stands on day III, which costs 4 life. Two markers are there already, so
# purple's marker goes on the third circle: 4 points.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["day-work-iii"]
game = ex.start()
show_picture(game, "Before: purple holds 4 life; day III has two markers")
game.tell(DayWork(day=3, pay=(0, 0, 4)))
show_picture(game, "After: purple's marker is on day III's third circle", since=0)
print("purple's points for day III:", game.scores().rows[1]["III"])

# %% [markdown]
# ### The exchange: three cubes for one
#
# When you pay, **three cubes of other kinds can stand in for one missing cube**.
#
# **Rulebook example.** Purple must pay 4 life but has only 3 life. It also has 3 chaos and 1 matter. So it
# can pay the missing life cube with 3 chaos, or with 2 chaos and 1 matter. Both ways are allowed:

# %% tags=["nbval-check-output"]
ex = EXAMPLES["exchange"]
game = ex.start()
show_picture(game, "Before: purple holds 3 chaos, 1 matter and 3 life")
for action in game.legal_actions():
    if isinstance(action, DayWork):
        print("allowed:", game.rules.describe_in(game.state, action))
game.tell(DayWork(day=3, pay=(2, 1, 3)))
show_picture(game, "After: 2 chaos and 1 matter paid for the missing life cube", since=0)

# %% [markdown]
# ## 6. Step 3: the dark angel
#
# After the players, the dark angel takes **one** action. It never gathers and never pays. Go down this
# list and do the **first** line that fits:
#
# 1. **Move:** it is not on God's day? It goes there, to the first empty square.
# 2. **Switch:** it is on God's day but not on the first square? It switches with the angel on its left.
# 3. **Work:** it is on God's day, on the first square? It does that day's work, for free.
# 4. **Stay:** it has already done that day's work? It does nothing.
#
# Once it reaches day VII, it does nothing more. (The start player moves it for the game.)
#
# **Rulebook example.** The dark angel stands first on day III, but God is on day IV. So it does **not**
# work on day III: line 1 comes first, and it moves to day IV.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["dark-to-gods-day"]
game = ex.start()
show_picture(game, "Before: the dark angel is first on day III; God is on day IV")
game.tell(Pass())
show_picture(game, "After: the dark angel went to God's day, day IV", since=0)

# %% [markdown]
# ### Exercise 4: what does the dark angel do?
#
# Pink passes. Then it is the dark angel's turn. **What does it do?** Answer with one word: `"move"`,
# `"switch"`, `"work"` or `"stay"`. (Need a hint? Run `ex_dark.hint()` in a new cell.)

# %% tags=["nbval-check-output"]
show_picture(ex_dark.game(), "Exercise 4: pink is about to pass; God is on day IV")

# %%
ex_dark.answer("")  # "move", "switch", "work" or "stay"

# %% [markdown]
# *For the teacher: in round 1 God stands on no day, so the dark angel waits (option
# `dark_round_one="void"`: it switches left in the void). Once it has done the work of God's day it stays,
# even if a player switched it to the right (option `dark_after_work="literal"`: it switches left again).*
#
# ## 7. Step 4: God moves
#
# The start player moves God one step: morning to midday, midday to evening, evening to the next morning.
# When God enters a new day, that day is **activated**: from now on angels may move there.
#
# **Rulebook example.** God goes from the evening of day II to the morning of day III. Now angels may move
# to the void or to days I, II and III.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["god-moves"]
game = ex.start()
show_picture(game, "Before: God is at the evening of day II; pink plays last")
game.tell(Pass())
show_picture(game, "After: God is at the morning of day III: day III is open", since=0)
for action in game.legal_actions():
    if isinstance(action, Move):
        print("allowed:", game.rules.describe_in(game.state, action))

# %% [markdown]
# ## 8. The end of the game
#
# When God reaches the evening of day VII, the game is over. Every angel adds up the points of its
# markers. Angels on day VII add the resting points of their square. The dark angel is scored the same way.
#
# - The **most points wins**.
# - A tie? Of the tied players, the one **furthest left on day VII** wins. If none of them is on day VII,
#   they share the win.
# - If the **dark angel** has the most points, it wins, and **every player loses**.
#
# **Rulebook example.** Three players have 23 points. Yellow stands furthest left on day VII, so yellow wins.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["final-table"]
game = ex.start()
show_picture(game, "The end: God has reached the evening of day VII")
sheet = game.scores()
names = {**dict(enumerate(game.players)), "dark": "dark angel"}
print(f"{'angel':<12}", *(f"{c:>4}" for c in sheet.categories), " total")
for key, row in sheet.rows.items():
    points = (f"{v:>4}" for v in row.values())
    print(f"{names[key]:<12}", *points, f"{sheet.total(key):>6}")
print("winner:", ", ".join(sheet.winner_names()))

# %% [markdown]
# The same scores as a chart. Each colour (and pattern) is one day. The dark angel's bar stands on a grey
# background: it is not a player.

# %%
from bokeh.io import show as show_chart
from genesis_nb.charts import score_breakdown

show_chart(score_breakdown(EXAMPLES["final-table"].start()))

# %% [markdown]
# ### Exercise 5: who wins?
#
# The game is over. **Who wins?** Count each angel's points in the picture, then look at day VII.
# (Need a hint? Run `ex_win.hint()` in a new cell.)

# %% tags=["nbval-check-output"]
show_picture(ex_win.game(), "Exercise 5: the end of a game")

# %%
ex_win.answer("")  # a player's name, or "dark angel"

# %% [markdown]
# *For the teacher: the dark angel takes part in the day-VII tie-break like any angel; if it comes out
# first, every player loses (options `dark_tie="players"` and `dark_tie="dark"` give the other readings).*
#
# ## 9. All the rules
#
# The kit keeps every rule in one list, each in one sentence, with the part of the rulebook it comes from.
# When the kit refuses a move, it names one of these rules. Lines marked "reading" are places where the
# rulebook can be read in two ways: the kit picks one, and an option picks the other.

# %% tags=["nbval-check-output"]
for rule in CATALOGUE:
    mark = "  [reading]" if rule.reading else ""
    if rule.option:
        mark = f"  [reading; option {rule.option}]"
    print(f"{rule.id:<18} {rule.text()}{mark}")

# %% [markdown]
# ## 10. Your answers
#
# Write your name between the quotes and run the cell: it saves your answers in a file for your teacher
# and shows how you did.

# %%
workbook.student = ""  # your name
if workbook.student:
    print("saved in", workbook.save(f"answers-angels-{workbook.student}.json"))
workbook.summary()

# %% [markdown]
# ## 11. Your turn: play a whole game
#
# Write your name in the cell below and run it. You play the first seat: the **pink** circle. The computer
# plays the other three angels. Click what is lit. For a game of your own, open `play.ipynb`.

# %%
my_name = "Robin"  # write your own name here
board(players=[my_name, "Ada", "Bram", "Cleo"], bots={1: "random", 2: "greedy", 3: "greedy"}, seed=7)
