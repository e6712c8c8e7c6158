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
# # Genesis (Peter Hansson, 2010): a walkthrough
#
# In this game every player is an angel serving God during the seven days of creation. Angels
# **gather essence** (chaos, matter and life cubes) and spend it to **do the work of a day**, which
# scores points at the end. On the seventh day, angels who stand with God also score **resting
# points**. After 21 rounds the angel with the most points wins, unless the **dark angel**, who
# plays by a fixed schedule, has more points than everybody: then every player loses.
#
# This notebook teaches the game phase by phase. Each step uses the kit's rules model, which
# enforces every rule and explains every refusal; the rulebook's own examples are replayed as they
# come up. Run the cells from top to bottom (Shift+Enter).
#
# *The printed board's values are lost with the rulebook's pictures: the numbers on this board
# (what each square yields, each day's cost, bonus and circle values) are reconstructed to agree
# with everything the rulebook says; see `seeds/angels.toml`.*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.angels import (CATALOGUE, ChooseCube, DayWork, Gather, Move, Pass, board, new_game,
                               show)
from genesis_nb.angels.examples import EXAMPLES

genesis_nb.setup()

# %% [markdown]
# ## 1. The board and the set-up
#
# The board has a **time track** on which God walks through the seven days, three steps a day
# (morning, midday, evening), and nine areas for the angels:
#
# - the **void**, where everything begins, and the **days I to VII**. Each has an **essence track**
#   of 7 squares; angels stand on them from the left, without gaps. A square shows what an angel
#   standing there may gather, for instance `2C+1M` (two chaos, one matter); some squares offer a
#   choice, written `2C+1M|1M+1L`.
# - days I to VI also have a **day-work track** of 7 circles. Each circle holds a number: the points
#   for the angel whose marker lands there. Each of these days has a **cost** (the cubes you pay to
#   do its work) and a **bonus** (cubes you receive whenever you begin a turn on a day whose work you
#   have done).
# - day VII has no essence and no day work; its squares give **resting points** at the end.
#
# To set up: the stock holds 4 cubes of each essence per player. The angels start in the void in
# seat order (the oldest player first), the dark angel on the next square, and each player takes one
# starting cube of any essence.

# %% tags=["nbval-check-output"]
game = new_game(["gray", "purple", "yellow", "pink"], seed=1)
show(game)

# %% [markdown]
# In the text picture each track lists its angels from the left (`gy` gray, `pu` purple, `ye`
# yellow, `pk` pink, `DA` the dark angel; `.` is an empty square). Day tracks end with the cost, the
# bonus and the circles (`4:pu` would be purple's marker on a circle worth 4).
#
# Here is the same position on the interactive board (with a game of its own, so that your clicks
# do not change the game the next cells play). What is lit is what the player to act may do now; you
# can click it. Hover over a square to read its yield.

# %%
setup_board = board(new_game(["gray", "purple", "yellow", "pink"], seed=1))
setup_board

# %% [markdown]
# Each player now chooses a starting cube. The model lists what is legal, and playing an action
# returns what happened, which the kit tells in plain sentences:

# %% tags=["nbval-check-output"]
for action in game.legal_actions():
    print("may:", game.rules.describe_in(game.state, action))
game.tell(ChooseCube(2))      # gray takes life
game.tell(ChooseCube(0))      # purple takes chaos
game.tell(ChooseCube(1))      # yellow takes matter
game.tell(ChooseCube(2))      # pink takes life

# %% [markdown]
# ## 2. A round, and the time track
#
# The game lasts **21 rounds**: morning, midday and evening of each of the seven days. Every round
# has four phases, always in this order:
#
# 1. the start player is determined;
# 2. every player takes a turn, clockwise from the start player;
# 3. the dark angel takes its turn;
# 4. God moves one step on the time track.
#
# *Reading chosen by the kit:* God begins **before** the morning of day I (in round 1 no day is
# open yet), and the game ends the moment God reaches the evening of day VII. That makes exactly
# 21 rounds, as the rulebook says.

# %% tags=["nbval-check-output"]
print(CATALOGUE["A-TIME-TRACK"].text())

# %% [markdown]
# ## 3. Phase 1: the start player
#
# At the start of every round, the player whose angel stands **furthest left on the essence
# track** becomes the start player: the track runs from the void through days I to VII, so an angel
# on an earlier day is further left, and on the same day the lower square wins.
#
# **Rulebook example.** Pink is the last to play in this round. When the round is over, the new start
# player is purple, first on day I:

# %% tags=["nbval-check-output"]
ex = EXAMPLES["start-player"]
game = ex.start()
show(game)
game.tell(Pass())

# %% [markdown]
# *Reading:* the rulebook's picture of the track's order is lost. We read the essence track as one
# line from the void to day VII. The other natural reading, "the lowest square number, the earlier
# day first", always picks the same player in a real game (only the dark angel can stand ahead of a
# player on the earliest occupied track, and it always stands on God's day, the latest one); the
# option `leftmost="square_latest"` gives a genuinely different rule for comparison.

# %% [markdown]
# ## 4. Phase 2: a player's turn
#
# A turn has two steps:
#
# 1. **Bonus.** If you begin your turn on a day whose work you have already done, you take that
#    day's bonus from the stock.
# 2. **One action**, or none: **gather essence**, **move**, or **do the day's work**. You may also pass.
#
# ### The bonus
# **Rulebook example.** Purple begins its turn on day IV, where it has already done the day's work:
# it receives day IV's bonus, one chaos and one matter.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["bonus-day-iv"]
game = ex.start()
game.tell(Pass())             # gray passes; purple's turn begins
print("purple now holds", game.state.hands[1], "(chaos, matter, life)")

# %% [markdown]
# ### Gathering essence, and switching places first
#
# When you gather, you take the cubes shown on your square from the stock. Before that you may
# **switch places** with the angel directly to your left or right on the same day (the dark angel
# too), paying **one cube of any essence per switch** back to the stock.
#
# **Rulebook example.** Gray is not happy with its square on day II. It switches with the dark angel
# and then with pink, paying two matter cubes, and lands on square 2, which offers a choice:
# two chaos and one matter, or one matter and one life. It takes two chaos and one matter.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["two-switches"]
game = ex.start()
show(game)
game.tell(Gather(shift=-2, pay=(0, 2, 0), choice=0))
show(game)

# %%
board(game)

# %% [markdown]
# In the model, the switches, their payment and the choice of yield are one action: `shift` is how
# many places you switch (negative to the left), `pay` the cubes paid (chaos, matter, life), and
# `choice` which of the square's yields you take. The board asks for these with small choosers.
#
# *Reading:* within one turn all switches go the same way; switching back and forth (which could
# only waste cubes) is not allowed. The option `switching="free"` allows it.
#
# ### The stock is limited
# **Rulebook example.** The stock holds only 1 chaos, 8 matter and 5 life cubes. Gray asks for two
# chaos and one matter, and receives what is left: one chaos and one matter.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["stock-shortage"]
game = ex.start()
print("stock before:", game.state.stock)
game.tell(Gather(shift=0, pay=(0, 0, 0), choice=0))
print("stock after: ", game.state.stock)

# %% [markdown]
# Nobody gathers or switches places on day VII. When you try something the rules forbid, the model
# refuses it, changes nothing, and says why; `why_not` asks the same question without playing:

# %% tags=["nbval-check-output"]
from genesis_nb.angels import from_position
game = from_position("angels players=gray,purple god=VII-morning phase=turns start=gray turn=gray "
                     "stock=5.7.8 hands=2.1.0/1.0.0 void=- I=- II=- III=- IV=- V=- VI=pu VII=gy,DA "
                     "wI=- wII=- wIII=- wIV=- wV=- wVI=-")
refusal = game.why_not(Gather(shift=0, pay=(0, 0, 0), choice=0))
print(refusal.message())
print(refusal.message("nl"))
print(refusal.rule_id, "-", CATALOGUE[refusal.rule_id].text())

# %% [markdown]
# ### Moving
#
# You may move to the void or to **any day God has already reached**, earlier or later than your
# own. You take the **first empty square** of that day. When an angel (the dark angel too) leaves a
# track, the angels to the right of the gap each step one square left.
#
# In round 1 God has opened no day, so nobody can leave the void yet:

# %% tags=["nbval-check-output"]
game = new_game(["gray", "purple", "yellow", "pink"], seed=1)
for essence in (2, 0, 1, 2):
    game.play(ChooseCube(essence))
print(game.why_not(Move(1)).message())

# %% [markdown]
#
# **Rulebook example.** God stands on day V. Yellow may go to the void or to any day from I to V;
# it chooses day III and lands behind pink. On day IV, the dark angel and gray close the gap.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["move-and-gap"]
game = ex.start()
print("yellow may move to:", [game.rules.describe_in(game.state, a) for a in game.legal_actions()
                              if isinstance(a, Move)])
game.tell(Move(3))
show(game)

# %% [markdown]
# *Reading:* a move goes somewhere else: you cannot "move" to the day you stand on (the option
# `move_same_day=True` allows it, putting you at the back of your own day).
#
# ### Doing the day's work
#
# On the day you stand on (days I to VI), you may do its work once: pay the day's cost to the stock
# and put your marker on the **first empty circle** of its day-work track. The number in that circle
# is what it scores at the end, so the earlier angels score more.
#
# **Rulebook example.** Purple stands on day III, which costs 4 life. Two markers are already there,
# so purple's goes on the third circle, worth 4 points.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["day-work-iii"]
game = ex.start()
game.tell(DayWork(pay=(0, 0, 4)))
print("purple's points for day III:", game.scores().rows["purple"]["III"])

# %% [markdown]
# ### Paying with the exchange
#
# While paying, **three cubes of any kinds may stand in for one missing cube** of another essence.
#
# **Rulebook example.** Purple must pay 4 life but holds only 3 life, plus 3 chaos and 1 matter. It
# can replace the missing life cube with 3 chaos, or with 2 chaos and 1 matter. The model lists both
# payments as separate legal actions:

# %% tags=["nbval-check-output"]
ex = EXAMPLES["exchange"]
game = ex.start()
for action in game.legal_actions():
    if isinstance(action, DayWork):
        print(game.rules.describe_in(game.state, action))

# %% [markdown]
# ## 5. Phase 3: the dark angel
#
# After the players, the start player carries out the dark angel's turn. It never gathers and pays
# for nothing, and it takes exactly one action, the first of these that applies:
#
# 1. **Move:** if it is not on God's day, it goes there, to the first empty square.
# 2. **Switch:** if it is on God's day but not on the leftmost square, it switches with the angel on
#    its left.
# 3. **Work:** if it is on God's day on the leftmost square, it does that day's work (for free).
# 4. **Stay:** if it has already done that day's work, it does nothing.
#
# Once it reaches day VII it acts no more.
#
# **Rulebook example.** The dark angel stands leftmost on day III, but God is on day IV: it does
# not work on day III; it moves to day IV instead.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["dark-to-gods-day"]
game = ex.start()
show(game)
game.tell(Pass())

# %% [markdown]
# *Readings:* in round 1 God stands on no day, so the dark angel has nowhere to go and waits
# (option `dark_round_one="void"`: it treats God's start as the void and switches left there). Once
# it has done the work of God's day it stays, even if a player has switched it to the right (option
# `dark_after_work="literal"`: it switches left again first).
#
# ## 6. Phase 4: God moves
#
# The start player moves God one step: morning to midday, midday to evening, evening to the next
# morning. A day God enters is **activated**: from then on angels may move there.
#
# **Rulebook example.** God goes from the evening of day II to the morning of day III. Now angels may
# move to the void or to days I, II and III.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["god-moves"]
game = ex.start()
game.tell(Pass())
print("the next player may move to:", [game.rules.describe_in(game.state, a) for a in game.legal_actions()
                                       if isinstance(a, Move)])

# %% [markdown]
# ## 7. The end and the scores
#
# When God reaches the evening of day VII, the game ends. Every angel adds up the points of its
# day-work markers; angels on day VII add the resting points of their square. The dark angel is
# scored the same way.
#
# The most points wins. Tied players are separated by day VII: the tied player furthest left there
# wins; if none of them stands on day VII, they share the victory. If the dark angel has the most
# points, it wins and **every player loses**.
#
# **Rulebook example.** The final table below has three players on 23. Yellow stands furthest left on
# day VII and wins.

# %% tags=["nbval-check-output"]
ex = EXAMPLES["final-table"]
game = ex.start()
sheet = game.scores()
print(f"{'angel':<12}" + "".join(f"{c:>5}" for c in sheet.categories) + "  total")
for name, row in sheet.rows.items():
    print(f"{name:<12}" + "".join(f"{v:>5}" for v in row.values()) + f"{sheet.total(name):>7}")
print("winner:", ", ".join(sheet.winners))

# %%
from genesis_nb.charts import score_breakdown
from bokeh.io import show as show_chart
show_chart(score_breakdown(game))

# %% [markdown]
# *Reading:* the dark angel takes part in the day-VII tie-break like any angel: if it comes out
# first, or ties with players nobody can separate, every player loses. Options: `dark_tie="players"`
# (the dark angel needs strictly more points than every player) or `dark_tie="dark"` (any tie with
# the dark angel at the top goes to the dark angel).
#
# ## 8. Every rule, and every reading
#
# The kit's rule catalogue lists each rule in a line of its own words, with the rulebook section it
# comes from. Refusals and narration name these ids. Readings of ambiguous passages are marked, with
# the option that selects the other reading.

# %% tags=["nbval-check-output"]
for rule in CATALOGUE:
    mark = f"  [reading; option {rule.option}]" if rule.option else ("  [reading]" if rule.reading else "")
    print(f"{rule.id:<18} {rule.text()}{mark}")

# %% [markdown]
# ## 9. Your turn
#
# Play a whole game against the computer in `play.ipynb`, or here: the board below gives seats 2 to 4
# to bots, so you play gray.

# %%
board(players=["You", "Random", "Greedy", "Greedy 2"], bots={1: "random", 2: "greedy", 3: "greedy"}, seed=7)
