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
# # Genesis (Reiner Knizia, 2006): learn the game
#
# The world is empty. You lead one species: the **reptiles**, the **dinosaurs**, the **mammals** or
# **man**. Turn by turn you lay tiles of your species on the board. Each tile is also a piece of land:
# **forest**, **savannah**, **mountain** or **wetland**. When the board is nearly full, the biggest
# groups of each species win points in every piece of land. The player with the most points wins.
#
# What you will learn:
#
# 1. the board
# 2. a turn: the dice and two tiles (with wild faces, running out, and the one-tile turn)
# 3. how the game ends
# 4. scoring, step by step, on the rulebook's own example
# 5. a whole game between computer players
#
# **How to use this notebook.** Run the cells from top to bottom: click a cell and press Shift+Enter.
# You can run any cell again later. The pictures show the positions we talk about. The boards are live:
# you can click on them. Five **exercises** check your answers themselves; `ex.hint()` tells you which
# rule to read when you are stuck.
#
# *Teachers: the places where the rulebook can be read two ways are marked* Reading. *The kit picks one
# reading and offers the other as an option. The board's layout is reconstructed: its size (14 x 10
# squares), its 10 volcanoes, 12 tar pits and its river are the rulebook's, but where they lie is not
# known (see `seeds/herds.toml`).*

# %% tags=["nbval-ignore-output", "remove-output"]
import textwrap

import genesis_nb
from bokeh.io import show
from IPython.display import display
from genesis_nb.charts import score_breakdown, scores_over_time
from genesis_nb.exercises import ClickExercise, ValueExercise, Workbook
from genesis_nb.herds import (
    CATALOGUE,
    TERRAINS,
    Place,
    PlaceOne,
    board,
    from_position,
    new_game,
    score_details,
    square_index,
    square_name,
)

genesis_nb.setup()
workbook = Workbook(notebook="herds/walkthrough")  # keeps your answers (see the end of the notebook)


def draw(game, **options):
    """Show a picture of a game's position (it fits the notebook's width and stays in the saved notebook)."""
    display({"image/svg+xml": game.picture(**options).svg}, raw=True)


def points(game):
    """Each player's points if the game ended now, by name."""
    sheet = game.scores()
    return ", ".join(f"{sheet.label(seat)} {total}" for seat, total in sheet.totals.items())


def reading(rule_id):
    """Print the kit's reading of a rule the rulebook leaves open, and the option for the other one."""
    rule = CATALOGUE[rule_id]
    print(textwrap.fill(f"{rule_id}: {rule.text()}", 96))
    if rule.option:
        print(
            textwrap.fill(f"other reading: {rule.alternative['en']}", 96, initial_indent="  ", subsequent_indent="  ")
        )


# %% [markdown]
# Write your name between the quotes, then run the cell. Your answers to the exercises are kept under it.

# %%
workbook.student = ""

# %% [markdown]
# ## 1. The board
#
# The board is a grid of 14 columns (a to n) and 10 rows (1 to 10). `c4` is the square in column c,
# row 4. Two squares touch only along a side. Squares that meet only at a corner do not touch.
#
# - **Volcanoes** (V) and **tar pits** (T) never take a tile.
# - The **river** runs between columns k and l. With two players, nobody uses the squares right of
#   it. With three or four players the whole board is used, and the river does nothing at all.

# %% tags=["nbval-check-output"]
for n in (2, 3, 4):
    g = new_game(n, seed=1)
    print(f"{n} players: {sum(1 for c in g.state.cells if c == 0)} squares to fill")

# %% [markdown]
# Here is a new game for three players: Ann plays the reptiles, Bo the dinosaurs and Cy the mammals.
# Every land colour also has a pattern and a letter, so you never need to tell colours apart:
# **F** forest, **S** savannah, **M** mountain, **W** wetland. Each species has a black-and-white mark:
#
# | mark | species |
# |---|---|
# | triangle **r** | reptile |
# | square **d** | dinosaur |
# | circle **m** | mammal |
# | hexagon **h** | man (h for human: the letter m is the mammals') |
#
# Under the board you see each player's tiles left in each land, and their points so far.

# %% tags=["nbval-check-output"]
game = new_game(["Ann", "Bo", "Cy"], seed=2)
draw(game)

# %% [markdown]
# A position can also be written as one line of text, as chess players write down a chess position.
# This notebook sets up its examples with it: the species in play, whose turn it is, the dice, and the
# grid row by row (`Fr` is a forest tile of the reptiles, a number counts empty squares, `V` and `T` are
# volcanoes and tar pits).

# %% tags=["nbval-check-output"]
print(game.notation())

# %% [markdown]
# ## 2. A turn: the dice and two tiles
#
# Your turn starts with a roll of both dice. Each die has the four lands on four faces. Its other two
# faces are **wild**: a wild face is any land you like. Then you lay **two tiles** of your species on
# any two empty squares: one tile for each die, in the land that die shows.
#
# Ann (reptiles) rolled forest and savannah. She lays a forest tile on c3, then a savannah tile on
# d3. The rules model tells what happens. It also refuses a second forest tile, and says why:

# %% tags=["nbval-check-output"]
START = (
    "herds players=reptile,dinosaur,mammal names=Ann,Bo,Cy turn=reptile phase=first "
    "dice=forest,savannah used=- rolls=1 grid=5V8/4V4T4/8T3V1/2V11/1V1T2T4T2/4T4V4/1T6V4T/2T3T7/3T2V4V2/5V6T1"
)
turn = from_position(START, seed=1)
turn.tell(Place(square_index("c3"), "forest"))
print("A second forest tile?", turn.why_not(Place(square_index("d3"), "forest")).message())
turn.tell(Place(square_index("d3"), "savannah"))
draw(turn, since=0)

# %% [markdown]
# The dashed blue rings show the two tiles Ann just laid. Now Bo (dinosaurs) has rolled. **Try it on
# the live board below:** click a lit square, then a land. The lands the dice allow are lit. Click a
# land that is not lit and the board tells you the rule that forbids it.

# %%
board(turn)

# %% [markdown]
# *Reading:* the rulebook does not say which die goes first. Either die may go first. When a first tile
# could use a plain die or a wild one, the plain die is used, so the wild one stays free.

# %% tags=["nbval-check-output"]
reading("H-DICE-ORDER")

# %% [markdown]
# ### Wild faces
#
# Suppose Ann had rolled wetland and wild. She may lay two wetland tiles, or a wetland tile and a tile
# of any other land. Here she lays a mountain tile first, with the wild face. So her second tile must
# be a wetland tile.

# %% tags=["nbval-check-output"]
wild = from_position(START.replace("dice=forest,savannah", "dice=wetland,wild"), seed=1)
wild.tell(Place(square_index("h5"), "mountain"))
print(wild.why_not(Place(square_index("h6"), "forest")).message())
wild.tell(Place(square_index("h6"), "wetland"))
draw(wild, since=0)

# %% [markdown]
# ### Running out of a land
#
# Each species has 13 tiles of each land, 52 in all. When you have used up all your tiles of one land,
# a die showing that land lets you lay any land you still have.
#
# Below, Ann has all 13 of her forest tiles on the board (look at her **F 0** under the board). She
# rolls forest and mountain. The forest die now lets her lay savannah, mountain or wetland.

# %% tags=["nbval-check-output"]
RUN_OUT = (
    "herds players=reptile,dinosaur names=Ann,Bo turn=reptile phase=first dice=forest,mountain "
    "used=- rolls=1 grid=FrFrFrFrFrVSdSd3---/FrFrFrFrV4T1---/FrFrFrFr4T2-V-/2V8---/1V1T2T4T--/"
    "4T4V1---/1T6V2--T/2T3T4---/3T2V4V--/5V5-T-"
)
runout = from_position(RUN_OUT, seed=3)
print("Lands Ann may lay now:", sorted({a.terrain for a in runout.legal_actions() if isinstance(a, Place)}))
runout.tell(Place(square_index("h5"), "wetland"))
runout.tell(Place(square_index("h6"), "mountain"))
draw(runout, since=0)

# %% [markdown]
# This is a two-player game: the striped squares right of the river are not used.
#
# *Reading:* running out is judged tile by tile. If Ann lays her last forest tile first and the other
# die also shows forest, her second tile may be any land she still has.

# %% tags=["nbval-check-output"]
reading("H-RUNOUT-WHEN")

# %% [markdown]
# ### The one-tile turn
#
# After the roll you may also ignore the dice and lay **just one tile, of any land**. Your turn then
# ends. You lay a tile fewer, but you choose its land freely. You must choose this before you lay a
# tile from the dice.

# %% tags=["nbval-check-output"]
one = from_position(START, seed=1)
one.tell(PlaceOne(square_index("e3"), "wetland"))
print("Now it is", one.players[one.actor], "to play.")

late = from_position(START, seed=1)
late.tell(Place(square_index("c3"), "forest"))
print(late.why_not(PlaceOne(square_index("d3"), "wetland")).message())

# %% [markdown]
# *Readings:* once a tile from the dice is down, the second must follow. A player with a single tile
# left can only take the one-tile turn; a player with none is skipped.

# %% tags=["nbval-check-output"]
reading("H-SECOND-TILE")
reading("H-LAST-TILE")

# %% [markdown]
# ### Exercise 1: the second die
#
# Ann rolled **forest** and **wild**. She has laid a **savannah** tile on e5. Which land must her second
# tile be? Look at the dice in the picture, then answer with `ex1.answer("...")`: the land between the
# quotes.
#
# *The next cell sets up the exercise: the rules model works out the right answer from the position.
# Run it; you do not need to read it.*


# %%
def second_lands(g):
    """The lands the rules allow for the second tile now."""
    lands = sorted({a.terrain for a in g.legal_actions() if isinstance(a, Place)})
    return lands[0] if len(lands) == 1 else lands


def why_second(g, answer):
    answer = str(answer).strip().casefold()
    if answer not in TERRAINS:
        return "answer with a land: forest, savannah, mountain or wetland."
    free = next(a.square for a in g.legal_actions())  # any empty square: only the land matters
    refusal = g.why_not(Place(free, answer))
    if refusal is not None:
        return refusal.message()  # the rule's own sentence
    used = [d["face"] for d in g.view()["dice"] if d["used"]]
    return f"the savannah tile could only use the {used[0]} face, so the other die decides."


ex1_start = from_position(START.replace("dice=forest,savannah", "dice=forest,wild"), seed=1)
ex1_start.play(Place(square_index("e5"), "savannah"))
ex1 = ValueExercise(
    "herds-second-die",
    ex1_start,
    "Which land must Ann's second tile be?",
    expected=second_lands,
    explain=why_second,
    rule="H-DICE",
    workbook=workbook,
)

# %% tags=["nbval-check-output"]
draw(ex1)

# %%
ex1.answer("your answer")

# %% [markdown]
# Stuck? Run `ex1.hint()`: it names the rule to read.

# %%
ex1.hint()

# %% [markdown]
# ## 3. The end of the game
#
# The game ends **at once** when the board has no group of three empty squares that touch. Empty
# squares alone or in pairs may stay empty.
#
# Here is a two-player game near its end. Six squares are empty, but only e9, f9 and e10 are a group
# of three. The other three (b8, b9 and h8) are cut off: the board shows them dotted. Ann rolled
# savannah and wild, but she has only wetland tiles left, so she can only lay wetland.

# %% tags=["nbval-check-output"]
END = (
    "herds players=reptile,dinosaur names=Ann,Bo turn=reptile phase=first dice=savannah,wild used=- "
    "rolls=49 grid=FdSrSrSrFrVSrSrSrWdWd---/FdFdSrMrVSrSdSdSdTWd---/FdFdSrSrSrSrSdSdTWrWd-V-/"
    "FrFrVSrFdFrSdSdWdWrWr---/FrVMrTWdFdTSdSdMdWrT--/FrFrMrMdTFrFdSdSdVWr---/FrTMrMdMdMrFrFrVSdMr--T/"
    "Sd1TMrMrMrT1WdFdMr---/Fd1WdT2VMdMdMdMrV--/FdFrFdWd1VMrFrMdMdMr-T-"
)
near_end = from_position(END, seed=5)
print("Empty squares:", ", ".join(square_name(s) for s, c in enumerate(near_end.state.cells) if c == 0))
print("Points if the game ended now:", points(near_end))
draw(near_end)

# %% [markdown]
# Ann lays a wetland tile on e9. Now f9 and e10 touch only at a corner, so no group of three empty
# squares is left. The game ends at once, even before Ann's second tile. The picture shows the final
# scoring: a badge on each area that scores (with its bonus, ×2 or ×3) and a white tag with each
# herd's points. Faded tiles are in areas too small to score.

# %% tags=["nbval-check-output"]
ended = from_position(END, seed=5)
ended.tell(Place(square_index("e9"), "wetland"))
print("Over:", ended.is_over, "- final points:", points(ended), "- winner:", ", ".join(ended.scores().winner_names()))
draw(ended, since=0)

# %% [markdown]
# *Reading:* the rulebook says the game ends "the moment" the last group goes, so the kit ends it
# between two tiles too. One review says the player finishes the turn; the option
# `end="finish_turn"` plays it that way. Then Ann's second tile on e10 makes a small wetland area of
# three tiles with e9 and Bo's d10, and that area scores:

# %% tags=["nbval-check-output"]
reading("H-END-MOMENT")
finish = from_position(END, seed=5, options={"end": "finish_turn"})
finish.tell(Place(square_index("e9"), "wetland"))
finish.tell(Place(square_index("e10"), "wetland"))
print("Final points with end='finish_turn':", points(finish))

# %% [markdown]
# ### Exercise 2: end the game (click the board)
#
# Another ending. Four empty squares in a row are left in row 8 (h8 to k8), and a cut-off pair in
# column b. It is Ann's turn. **Click the square where one tile ends the game at once**, then choose a
# land. The board judges your click. A right answer is played on the board.
#
# *The next cell sets up the exercise. Run it; you do not need to read it.*

# %%
LINE = (
    "herds players=reptile,dinosaur names=Ann,Bo turn=reptile phase=first dice=savannah,wild used=- "
    "rolls=49 grid=FdSrSrSrFrVSrSrSrWdWd---/FdFdSrMrVSrSdSdSdTWd---/FdFdSrSrSrSrSdSdTWrWd-V-/"
    "FrFrVSrFdFrSdSdWdWrWr---/FrVMrTWdFdTSdSdMdWrT--/FrFrMrMdTFrFdSdSdVWr---/FrTMrMdMdMrFrFrVSdMr--T/"
    "Sd1TMrMrMrT4---/Fd1WdTWdWdVMdMdMdMrV--/FdFrFdWdMdVMrFrMdMdMr-T-"
)


def ends_game(g, action):
    after = g.replay()
    after.play(action)
    return after.is_over


def why_not_over(g, action):
    after = g.replay()
    after.play(action)
    cut = set(after.view()["cut_off"])
    group = [square_name(s) for s, c in enumerate(after.state.cells) if c == 0 and s not in cut]
    return (
        f"after a tile on {square_name(action.square)}, the squares {', '.join(group)} are still empty "
        "and touch, so the game goes on."
    )


def why_over(g, action):
    return f"after a tile on {square_name(action.square)}, no three empty squares touch: the game is over."


ex2 = ClickExercise(
    "herds-end-now",
    from_position(LINE, seed=5),
    "Click where one tile ends the game at once.",
    correct=ends_game,
    why_wrong=why_not_over,
    why_right=why_over,
    rule="H-END",
    workbook=workbook,
)

# %% tags=["nbval-check-output"]
draw(ex2)

# %%
ex2.board()


# %% [markdown]
# Stuck? Run `ex2.hint()`: it names the rule to read.

# %%
ex2.hint()

# %% [markdown]
# ## 4. Scoring, step by step, on the rulebook's example
#
# The rulebook scores a board with five areas and four players. Here it is. (Where its areas lie on
# the printed board is lost, so they are moved around the reconstructed volcanoes and tar pits; the
# areas and herds are the rulebook's.) The players are called by their species.

# %% tags=["nbval-check-output"]
EXAMPLE = (
    "herds players=reptile,dinosaur,mammal,man turn=reptile phase=first dice=forest,wild used=- "
    "rolls=1 grid=FmFmFm2VSdSdSdSmSd3/FdFh2V4T4/Fd3WhWdWhWrT3V1/2V1WhWdWhWr6/1V1T2T4T2/"
    "Sh3T4V4/SmT6V4T/2T3T7/3T2V1MrMrMrV2/5V6T1"
)
example = from_position(EXAMPLE)
draw(example)

# %% [markdown]
# ### Step 1: the areas
#
# Tiles of one land that touch make an **area**, whoever laid them. Thick lines on the board are the
# edges of areas. Two savannah groups that do not touch are two areas. An area needs **at least three
# tiles** to score.

# %% tags=["nbval-check-output"]
details = score_details(example)
for a in details["areas"]:
    print(f"{a['id']}: {a['terrain']:<9} {a['size']} tiles  {'scores' if a['scored'] else 'too small: scores nothing'}")

# %% [markdown]
# ### Step 2: the herds in each area
#
# A **herd** is one tile, or tiles of one species that touch, inside one area. Dashed lines on the
# board separate herds. One player may have several herds in an area: man has two in the wetland.
# Only the size of each herd counts, not all of a player's tiles together.
#
# *Reading:* herds are counted inside each area. Tiles of one species in two touching lands are two
# herds, one in each area (the rulebook's example counts them so).

# %% tags=["nbval-check-output"]
reading("H-HERD-IN-AREA")
for a in details["areas"]:
    herds = ", ".join(f"{h['species']} {h['size']}" for h in a["herds"])
    print(f"{a['id']} {a['terrain']:<9} herds: {herds}")

# %% [markdown]
# ### Step 3: each area's points, before bonuses
#
# In each area that scores:
#
# - the **biggest** herd wins **4** points, the **second** biggest **2**;
# - if one player has both, or the only herd, that player wins **6**;
# - herds tied for biggest share the 6, and nobody is second;
# - herds tied for second share the 2;
# - every share is rounded down.
#
# The rulebook's numbers: in the forest, mammals 4 and dinosaurs 2. In the savannah, dinosaurs 4 and
# the two single tiles 1 each. In the wetland four herds of two tie, so each gets 1 (man, with two
# herds, gets 2). The small savannah scores nothing. In the mountain, the reptiles' lone herd gets all
# 6. The rules model agrees:

# %% tags=["nbval-check-output"]
for a in details["areas"]:
    line = ", ".join(f"{h['species']} {h['size']}: {h['base']}" for h in a["herds"])
    print(f"{a['id']} {a['terrain']:<9} {line}")
print()
print("Before bonuses:", ", ".join(f"{p['species']} {p['base']}" for p in details["players"]))

# %% [markdown]
# *Readings:* a tie is shared per herd, so a player with two tied herds takes two shares (man in the
# wetland). A player with the biggest herd who also has one of the herds tied for second takes 4 plus a
# share of the 2, not 6 (the dinosaurs in the savannah: 4 + 1).

# %% tags=["nbval-check-output"]
reading("H-TIED-HERDS")
reading("H-SECOND-OWN")

# %% [markdown]
# ### Step 4: the bonuses
#
# - The **largest area on the board** scores **three times** its points (×3).
# - In each other land, the **largest area of that land** scores **twice** (×2).
# - A tie for largest cancels that bonus.
#
# Here the wetland (8 tiles) is the largest area: ×3. The forest (6), the bigger savannah (5) and the
# mountain (3, the only one) are each the largest of their land: ×2. The small savannah still scores
# nothing. The totals are the points under the picture above: 16, 18, 10 and 8.
#
# *Reading:* a bonus multiplies the points before a tie shares them. The four tied wetland herds share
# 6 × 3 = 18, and each takes 4 (18 ÷ 4 rounded down). Sharing first (1 × 3 = 3 each) is the option
# `rounding="divide_first"`.

# %% tags=["nbval-check-output"]
reading("H-ROUND-BONUS")
for a in details["areas"]:
    if a["scored"]:
        line = ", ".join(f"{h['species']} {h['base']} -> {h['points']}" for h in a["herds"] if h["base"] or h["points"])
        print(f"{a['id']} {a['terrain']:<9} x{a['multiplier']}: {line}")
print()
print(
    "After bonuses:",
    ", ".join(f"{p['species']} {p['total']}" for p in details["players"]),
    "- winner:",
    ", ".join(details["winners"]),
)
other = score_details(from_position(EXAMPLE, options={"rounding": "divide_first"}))
print("With rounding='divide_first':", ", ".join(f"{p['species']} {p['total']}" for p in other["players"]))

# %% [markdown]
# The same scoring on the live board: **Show scoring** puts a badge on each area (its name and bonus)
# and a white tag with each herd's points; the cards under the board list every area, the tripled one
# first. Hover over a card to light its area.

# %%
board(example, scoring=True)

# %% [markdown]
# And as a chart: one bar per player, one block per area (the colour and hatching give its land); the
# top block of each bar is the bonus. Hover over a block to read it.

# %%
show(score_breakdown(example))

# %% [markdown]
# The most points wins. *Reading:* the rulebook names no tie-break, so players tied on the most
# points share the win.

# %% tags=["nbval-check-output"]
reading("H-WIN-TIE")

# %% [markdown]
# ### When the largest areas tie
#
# Take the two reptile tiles out of the wetland (h3 and h4). The wetland now has 6 tiles, as many as
# the forest, so no area is tripled. *Reading:* the rulebook does not say if those two lands may still
# double their largest area. The kit says yes; the options give the two other readings.

# %% tags=["nbval-check-output"]
reading("H-TIE-LARGEST")
TIED = EXAMPLE.replace("WhWdWhWrT3V1/2V1WhWdWhWr6", "WhWdWh1T3V1/2V1WhWdWh7")
for choice in ("all_double", "others_double", "no_double"):
    d = score_details(from_position(TIED, options={"tied_largest": choice}))
    bonus = ", ".join(f"{a['terrain']} x{a['multiplier']}" for a in d["areas"] if a["scored"])
    totals = ", ".join(f"{p['species']} {p['total']}" for p in d["players"])
    print(f"{choice}: {bonus}\n    points: {totals}")

# %% [markdown]
# ### Exercise 3: which herd scores second?
#
# A forest and a small savannah, three players. Which species has the herd that scores **second** in
# the forest? Answer with `ex3.answer("...")`: a species (reptile, dinosaur or mammal) between the
# quotes. Look at the dashed lines: they separate the herds.
#
# *The next cell sets up the exercise. Run it; you do not need to read it.*

# %%
FOREST = (
    "herds players=reptile,dinosaur,mammal names=Ann,Bo,Cy turn=reptile phase=first dice=forest,wild "
    "used=- rolls=1 grid=5V8/FrFrFdFdV4T4/FrFrFmFmFmFdFd1T3V1/Fr1V11/1V1T2T4T2/4TSmSmSd1V4/1T6V4T/2T3T7/3T2V4V2/5V6T1"
)


def second_herd(g):
    herds = next(a for a in score_details(g)["areas"] if a["terrain"] == "forest")["herds"]
    return next(h["species"] for h in herds if h["place"] == 2)


def why_second_herd(g, answer):
    herds = next(a for a in score_details(g)["areas"] if a["terrain"] == "forest")["herds"]
    species = str(answer).strip().casefold().removesuffix("s")
    mine = [h for h in herds if h["species"] == species]
    if not mine:
        return "answer with a species that has a herd in the forest: reptile, dinosaur or mammal."
    if mine[0]["place"] == 2:
        return f"the {species} herd of {mine[0]['size']} is the second biggest herd in the forest: it scores 2."
    if mine[0]["place"] == 1:
        return f"the {species} herd of {mine[0]['size']} is the biggest herd: it scores first, not second."
    sizes = " and ".join(str(h["size"]) for h in mine)
    return (
        f"the {species}s have {len(mine)} herds here, of {sizes} tiles. Each herd counts on its own: "
        "tiles that do not touch are not one herd."
    )


ex3 = ValueExercise(
    "herds-second-herd",
    from_position(FOREST),
    "Which species has the herd that scores second in this forest?",
    expected=second_herd,
    explain=why_second_herd,
    normalise=lambda v: str(v).strip().casefold().removesuffix("s"),  # "Mammals" = "mammal"
    rule="H-SCORE-RANKS",
    workbook=workbook,
)


# %% tags=["nbval-check-output"]
draw(ex3)

# %%
ex3.answer("your answer")


# %% [markdown]
# Stuck? Run `ex3.hint()`: it names the rule to read.

# %%
ex3.hint()

# %% [markdown]
# ### Exercise 4: a bigger forest
#
# Back to the rulebook's example. The mammals add three forest tiles to their herd: d1, e1 and c2. How
# many points do the mammals now win **in the forest** (bonus included)? Answer with a number:
# `ex4.answer(...)`.
#
# *The next cell sets up the exercise. Run it; you do not need to read it.*

# %%
BIGGER = EXAMPLE.replace("FmFmFm2VSd", "FmFmFmFmFmVSd").replace("FdFh2V4T4", "FdFhFm1V4T4")


def forest_points(g, species="mammal"):
    details = score_details(g)
    forest = max((a for a in details["areas"] if a["terrain"] == "forest"), key=lambda a: a["size"])
    return forest["points"].get(species, 0)


def why_forest(g, answer):
    details = score_details(g)
    forest = max((a for a in details["areas"] if a["terrain"] == "forest"), key=lambda a: a["size"])
    wetland = max(a["size"] for a in details["areas"] if a["terrain"] == "wetland")
    if str(answer).strip() != str(forest_points(g)):
        return (
            f"count the tiles: the forest now has {forest['size']}, the wetland {wetland}. Which area is the "
            "largest on the board now, and what bonus does it get?"
        )
    herd = max((h for h in forest["herds"] if h["species"] == "mammal"), key=lambda h: h["points"])
    return (
        f"the forest ({forest['size']} tiles) is now the largest area, so it scores ×{forest['multiplier']}. "
        f"The mammal herd of {herd['size']} is the biggest herd there: {herd['base']} × {forest['multiplier']} "
        f"= {herd['points']}."
    )


ex4 = ValueExercise(
    "herds-bigger-forest",
    from_position(BIGGER),
    "How many points do the mammals win in the forest now?",
    expected=forest_points,
    explain=why_forest,
    normalise=lambda v: str(v).strip(),
    rule="H-BONUS-TRIPLE",
    workbook=workbook,
)

# %% tags=["nbval-check-output"]
draw(ex4)

# %%
ex4.answer(0)


# %% [markdown]
# Stuck? Run `ex4.hint()`: it names the rule to read.

# %%
ex4.hint()

# %% [markdown]
# ### Exercise 5: the best tile (click the board)
#
# The rulebook's example again. It is the mammals' turn, with forest and savannah on the dice. **Click
# the square (then the land) of the first tile that gives the mammals the most points if the game
# ended right after it.** The rules model scores every tile the dice allow and judges yours.
#
# *The next cell sets up the exercise. Run it; you do not need to read it.*

# %%
MAMMALS = EXAMPLE.replace("turn=reptile", "turn=mammal").replace("dice=forest,wild", "dice=forest,savannah")


def mammal_points(g, action):
    after = g.replay()
    after.play(action)
    return after.scores().total(2)


def best_points(g):
    return max(mammal_points(g, a) for a in g.legal_actions() if isinstance(a, Place))


def why_not_best(g, action):
    if not isinstance(action, Place):
        return "the one-tile turn is not what we asked: lay a tile from the dice."
    return (
        f"a {action.terrain} tile on {square_name(action.square)} gives the mammals "
        f"{mammal_points(g, action)} points; the best tile gives {best_points(g)}."
    )


def why_best(g, action):
    return f"the mammals now have {mammal_points(g, action)} points, up from {g.scores().total(2)}."


ex5 = ClickExercise(
    "herds-best-tile",
    from_position(MAMMALS),
    "Click the tile that gives the mammals the most points.",
    correct=lambda g, a: isinstance(a, Place) and mammal_points(g, a) == best_points(g),
    why_wrong=why_not_best,
    why_right=why_best,
    rule="H-SCORE-MIN",
    workbook=workbook,
)

# %%
ex5.board()


# %% [markdown]
# Stuck? Run `ex5.hint()`: it names the rule to read.

# %%
ex5.hint()

# %% [markdown]
# ## 5. A whole game
#
# Four computer players play a game to the end: two greedy ones (each lays the tile that would score
# most if the game ended now) and two that play at random. The chart shows, turn by turn, the points
# each player would have if the game ended then, and how many tiles each still holds. Early leads do
# not last: one tile can join two areas, and change which area is the largest.

# %% tags=["nbval-check-output"]
from genesis_nb.bots import RandomBot, play_out
from genesis_nb.herds.bots import GreedyBot

whole = new_game(["Ann", "Bo", "Cy", "Dee"], seed=8)
play_out(whole, [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4)])
print(whole.narration()[-1])
print("tiles laid:", whole.state.placed, "in", whole.state.rolls, "turns")
draw(whole)

# %%
show(scores_over_time(whole))

# %% [markdown]
# The finished game on the live board, with its final scoring. Drag the history slider to replay it
# tile by tile.

# %%
board(whole)

# %% [markdown]
# ## Your answers
#
# The exercises you tried, and whether you got them right. To hand them to your teacher, remove the `#`
# in front of the last line and run the cell: it saves a file beside this notebook.

# %%
for exercise, row in workbook.summary().items():
    print(f"{exercise:<22} tries: {row['tries']}  right: {'yes' if row['right'] else 'not yet'}")
# workbook.save(f"herds-walkthrough-{workbook.student}.json")

# %% [markdown]
# ## For teachers: the readings in one table
#
# Every place where the kit had to choose a reading of the rulebook, with the option that gives the
# other one (pass it as `options={...}` to `new_game` or `from_position`):

# %% tags=["nbval-check-output"]
for rule in CATALOGUE.readings():
    print(f"{rule.id:<16} option: {rule.option or '-'}")

# %% [markdown]
# Now play a game yourself: open `play.ipynb`.
