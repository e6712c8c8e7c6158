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
# # Genesis (Reiner Knizia, 2006): a walkthrough
#
# Each player leads one species (reptiles, dinosaurs, mammals or humans) and spreads it over an empty
# world by laying tiles. A tile has a **species** (its player) and a **terrain** (forest, savannah,
# mountain or wetland). Tiles of one terrain that touch make an **area**; tiles of one species that
# touch inside an area make a **herd**. When the world is nearly full, each area rewards its biggest
# herds, and the largest areas reward them two or three times over.
#
# This notebook teaches the game step by step with the kit's rules model, which enforces every rule
# and explains every refusal; the scoring is worked through on the rulebook's own example. Where the
# rulebook can be read two ways, the kit picks one reading, names it, and offers the other as an
# option: those places are marked *Reading*. Run the cells from top to bottom (Shift+Enter).
#
# *The printed board's layout is not public: the kit's board has the rulebook's size (14 x 10
# squares), its 10 volcanoes, 12 tar pits and its river, but where they lie is reconstructed (see
# `seeds/herds.toml`).*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from bokeh.io import show
from genesis_nb.herds import (CATALOGUE, Place, PlaceOne, board, from_position, new_game, score_details,
                              square_index, square_name)
from genesis_nb.charts import score_breakdown, scores_over_time

genesis_nb.setup()


def reading(rule_id):
    """Print the kit's reading of an ambiguous rule, and the option that gives the other reading."""
    rule = CATALOGUE[rule_id]
    print(f"{rule_id}: {rule.text()}")
    if rule.option:
        print(f"  other reading: {rule.alternative['en']}")


# %% [markdown]
# ## 1. The board
#
# The board is a grid of 14 columns (a to n) and 10 rows (1 to 10); `c4` is the square in column c,
# row 4. Two squares touch only along a side, never at a corner. **Volcanoes** (V) and **tar pits**
# (T) never take a tile. A **river** runs between columns k and l: in a two-player game only the
# squares left of it are used; with three or four players it changes nothing at all.

# %% tags=["nbval-check-output"]
for n in (2, 3, 4):
    g = new_game(n, seed=1)
    print(f"{n} players: {sum(1 for c in g.state.cells if c == 0)} squares to fill")
print("f1 is", g.rules.board.kinds[square_index("f1")], "(a volcano);", "b7 is",
      g.rules.board.kinds[square_index("b7")], "(a tar pit)")

# %% [markdown]
# Here is a new game for three players. Every colour on the board comes with a pattern and a letter,
# so that nothing depends on telling colours apart: **F** forest, **S** savannah, **M** mountain,
# **W** wetland. The species are black-on-white shapes with a letter: **r** reptile (triangle),
# **d** dinosaur (square), **m** mammal (circle), **h** human (hexagon). Hover over a square to read
# what it is.

# %%
game = new_game(["Ann", "Bo", "Cy"], seed=2)
board(game)

# %% [markdown]
# A position can also be written as one line of text (as FEN is for chess). The kit's tests and
# this notebook set up positions with it: who plays which species, whose turn it is, the dice, and
# the grid row by row (`Fr` is a forest tile of the reptiles, a number counts empty squares, `V` and
# `T` are volcanoes and tar pits, `-` marks squares beyond the river in a two-player game).

# %% tags=["nbval-check-output"]
print(game.notation())

# %% [markdown]
# ## 2. A turn: the dice and two tiles
#
# A turn starts with a roll of both dice. Each die has the four terrains on four faces and a
# **wild** face (any terrain) on the other two. The player then lays **two tiles** of their species
# on any two empty squares: one tile for each die, in the terrain that die shows.
#
# Ann (reptiles) rolled forest and savannah. She lays a forest tile on c3, then a savannah tile on
# d3. The model narrates what happens, including Bo's roll that starts the next turn:

# %% tags=["nbval-check-output"]
START = ("herds players=reptile,dinosaur,mammal names=Ann,Bo,Cy turn=reptile phase=first "
         "dice=forest,savannah used=- rolls=1 grid=5V8/4V4T4/8T3V1/2V11/1V1T2T4T2/4T4V4/1T6V4T/2T3T7/3T2V4V2/5V6T1")
game = from_position(START, seed=1)
game.tell(Place(square_index("c3"), "forest"))
print("second tile, a forest one?", game.why_not(Place(square_index("d3"), "forest")).message())
game.tell(Place(square_index("d3"), "savannah"))

# %% [markdown]
# The first tile spent the forest die, so the second had to follow the other die. On the board
# below, the two tiles Ann just laid are ringed; Bo is to play with the two mountains he rolled.
# Try it: click a lit square, then a terrain. The terrains the dice allow are lit; click one that is
# not lit and the board tells you the rule that forbids it.

# %%
board(game)

# %% [markdown]
# *Reading:* the rulebook does not say which die goes first. The kit lets either die go first; when
# a first tile could be paid with a plain die or with a wild one, the plain die is spent, so the
# wild one stays free for the second tile. The second tile may go anywhere, next to the first or not.

# %% tags=["nbval-check-output"]
reading("H-DICE-ORDER")

# %% [markdown]
# ### Wild faces
#
# A wild face stands for any terrain. Suppose Ann had rolled wetland and wild: she may lay two wetland
# tiles, or a wetland tile and a tile of any other terrain. Here she lays a mountain first (paid with
# the wild face); her second tile must then be a wetland.

# %% tags=["nbval-check-output"]
game = from_position(START.replace("dice=forest,savannah", "dice=wetland,wild"), seed=1)
game.tell(Place(square_index("h5"), "mountain"))
print(game.why_not(Place(square_index("h6"), "forest")).message())
game.tell(Place(square_index("h6"), "wetland"))

# %% [markdown]
# ### Running out of a terrain
#
# Each species owns 13 tiles of each terrain, 52 in all. A player who has used up every tile of a
# terrain may treat a die showing that terrain as a free choice among the terrains they still have.
# Below, Ann has all 13 of her forest tiles on the board and rolls forest and mountain: the forest die
# now lets her lay savannah, mountain or wetland.

# %% tags=["nbval-check-output"]
RUN_OUT = ("herds players=reptile,dinosaur names=Ann,Bo turn=reptile phase=first dice=forest,mountain "
           "used=- rolls=1 grid=FrFrFrFrFrVSdSd3---/FrFrFrFrV4T1---/FrFrFrFr4T2-V-/2V8---/1V1T2T4T--/"
           "4T4V1---/1T6V2--T/2T3T4---/3T2V4V--/5V5-T-")
game = from_position(RUN_OUT, seed=3)
print("Ann's tiles left (forest, savannah, mountain, wetland):", game.state.left[0])
print("terrains a tile from the dice may have now:",
      sorted({a.terrain for a in game.legal_actions() if isinstance(a, Place)}))
game.tell(Place(square_index("h5"), "wetland"))
game.tell(Place(square_index("h6"), "mountain"))

# %% [markdown]
# *Reading:* running out is judged tile by tile. A player who lays their last forest tile as the first
# tile of a turn, with the other die also showing forest, may make the second tile any terrain.

# %% tags=["nbval-check-output"]
reading("H-RUNOUT-WHEN")

# %% [markdown]
# ### The one-tile choice
#
# After the roll, instead of following the dice, a player may lay **a single tile of any terrain**.
# That ends the turn: it trades a tile for freedom (a tile where it matters most, in the terrain that
# matters most). The choice is made instead of the dice, so it is no longer open once a tile from the
# dice is down.

# %% tags=["nbval-check-output"]
game = from_position(START, seed=1)
game.tell(PlaceOne(square_index("e3"), "wetland"))
print("now it is", game.players[game.actor], "to play")

game = from_position(START, seed=1)
game.tell(Place(square_index("c3"), "forest"))
print(game.why_not(PlaceOne(square_index("d3"), "wetland")).message())

# %% [markdown]
# *Readings:* once a tile from the dice is down, the second tile from the dice must follow (stopping
# after one would just be the one-tile turn chosen late). A player with a single tile left can only
# take the one-tile turn; a player with none is skipped.

# %% tags=["nbval-check-output"]
reading("H-SECOND-TILE")
reading("H-LAST-TILE")

# %% [markdown]
# ## 3. The end of the game
#
# The game ends **the moment** no group of three connected empty squares is left anywhere on the
# board (only the squares in play count). Empty squares in pairs or alone may remain; they stay empty.
#
# Below is a two-player game near its end. Six squares are still empty, but only e9, f9 and e10 form
# a group of three; the other three (b8, b9 and h8, dotted on the board) are cut off in a pair and a
# single square. Ann rolled savannah and wild, but she has only wetland tiles left: she has run out of
# savannah, so both dice let her lay wetland and nothing else.

# %% tags=["nbval-check-output"]
END = ("herds players=reptile,dinosaur names=Ann,Bo turn=reptile phase=first dice=savannah,wild used=- "
       "rolls=49 grid=FdSrSrSrFrVSrSrSrWdWd---/FdFdSrMrVSrSdSdSdTWd---/FdFdSrSrSrSrSdSdTWrWd-V-/"
       "FrFrVSrFdFrSdSdWdWrWr---/FrVMrTWdFdTSdSdMdWrT--/FrFrMrMdTFrFdSdSdVWr---/FrTMrMdMdMrFrFrVSdMr--T/"
       "Sd1TMrMrMrT1WdFdMr---/Fd1WdT2VMdMdMdMrV--/FdFrFdWd1VMrFrMdMdMr-T-")
game = from_position(END, seed=5)
empty = [square_name(s) for s, c in enumerate(game.state.cells) if c == 0]
print("empty squares:", ", ".join(empty))
print("Ann's tiles left (forest, savannah, mountain, wetland):", game.state.left[0])
print("scores if the game ended now:", game.scores().totals)

# %%
board(game)

# %% [markdown]
# Ann lays a wetland tile on e9. f9 and e10 now touch only at a corner, so no group of three empty
# squares is left: the game ends at once, even though Ann has not laid her second tile.

# %% tags=["nbval-check-output"]
game.tell(Place(square_index("e9"), "wetland"))
print("over:", game.is_over, "- final scores:", game.scores().totals)

# %% [markdown]
# *Reading:* the rulebook says the game ends "the moment" the last group disappears, so the kit ends
# it between the two tiles too. One review reports that the player finishes the turn; the option
# `end="finish_turn"` plays it that way. Here Ann's second tile, on e10, completes a small wetland area
# of three tiles with e9 and Bo's tile on d10, and that area scores for both players:

# %% tags=["nbval-check-output"]
reading("H-END-MOMENT")
other = from_position(END, seed=5, options={"end": "finish_turn"})
other.tell(Place(square_index("e9"), "wetland"))
other.tell(Place(square_index("e10"), "wetland"))
print("final scores with end='finish_turn':", other.scores().totals)

# %% [markdown]
# ## 4. Scoring, step by step, on the rulebook's example
#
# The rulebook scores a board with five areas. Here it is, set up from the notation on the kit's
# board (the areas are where the rulebook's picture puts them, moved around the reconstructed
# volcanoes and tar pits). The board shows the scoring: each scoring area's name (A1, A2 ...) and
# bonus, a white tag with the points of each herd that scores, and faded tiles where an area is too
# small to score. The cards under the board list every area, largest bonus first.

# %%
EXAMPLE = ("herds players=reptile,dinosaur,mammal,man turn=reptile phase=first dice=forest,wild used=- "
           "rolls=1 grid=FmFmFm2VSdSdSdSmSd3/FdFh2V4T4/Fd3WhWdWhWrT3V1/2V1WhWdWhWr6/1V1T2T4T2/"
           "Sh3T4V4/SmT6V4T/2T3T7/3T2V1MrMrMrV2/5V6T1")
example = from_position(EXAMPLE)
board(example, scoring=True)

# %% [markdown]
# ### Step 1: the areas
#
# An area is a group of touching tiles of one terrain, whoever laid them. Two areas of the same
# terrain that do not touch are scored separately. An area needs **at least three tiles** to score.

# %% tags=["nbval-check-output"]
details = score_details(example)
for a in details["areas"]:
    print(f"{a['id']}: {a['terrain']:<9} {a['size']} tiles  {'scores' if a['scored'] else 'too small: scores nothing'}"
          f"  ({', '.join(a['names'])})")

# %% [markdown]
# ### Step 2: the herds in each area
#
# A herd is one tile, or touching tiles of one species, inside one area. One player may have several
# herds in an area (the humans have two in the wetland).
#
# *Reading:* herds are counted inside each area; tiles of one species that touch across two terrains
# are two herds, one in each area (this is how the rulebook's example counts them).

# %% tags=["nbval-check-output"]
reading("H-HERD-IN-AREA")
for a in details["areas"]:
    herds = ", ".join(f"{h['species']} {h['size']}" for h in a["herds"])
    print(f"{a['id']} {a['terrain']:<9} herds: {herds}")

# %% [markdown]
# ### Step 3: each area's points, before bonuses
#
# In each scoring area the largest herd earns **4** and the second largest **2**. A player with both
# (or with the only herd of the area) earns **6**. Herds tied for largest split the 6 between them,
# and nobody is second; herds tied for second split the 2. Every split is rounded down.
#
# The rulebook's numbers for its example: forest, mammals 4 and dinosaurs 2; savannah, dinosaurs 4
# and the two single tiles 1 each; wetland, four tied herds of two, 1 each (so the humans, with two
# herds, get 2); the small savannah nothing; the mountain, the lone reptile herd all 6. The model
# agrees (each line names the case: `ranked`, `tie_first`, `tie_second`, `only_herd` or `too_small`):

# %% tags=["nbval-check-output"]
for a in details["areas"]:
    line = ", ".join(f"{h['species']} herd of {h['size']}: {h['base']}" for h in a["herds"])
    print(f"{a['id']} {a['terrain']:<9} {a['case']:<10} {line}")
print("before bonuses:", {p["species"]: p["base"] for p in details["players"]})

# %% [markdown]
# *Readings:* a split is made per herd, so a player with two tied herds takes two shares (the
# wetland's humans); and a player whose herd is largest and who also owns one of the herds tied for
# second takes 4 plus a share of the 2, not 6 (the savannah's dinosaurs: 4 + 1).

# %% tags=["nbval-check-output"]
reading("H-TIED-HERDS")
reading("H-SECOND-OWN")

# %% [markdown]
# ### Step 4: the bonuses
#
# The **single largest area** on the board scores **three times** its points; the **largest area of
# each other terrain** scores **twice**. A tie for largest cancels that bonus. In the example the
# wetland (8 tiles) is the largest area, so it is tripled; the forest (6), the larger savannah (5)
# and the mountain (3, the only one) are doubled; the small savannah still scores nothing.
#
# *Reading:* a bonus multiplies the points at stake before a tie splits them. The four tied wetland
# herds split 6 x 3 = 18 and each takes 4 (18 / 4 rounded down). The other reading (split first,
# then multiply: 1 x 3 = 3 each) is the option `rounding="divide_first"`.

# %% tags=["nbval-check-output"]
reading("H-ROUND-BONUS")
for a in details["areas"]:
    if a["scored"]:
        line = ", ".join(f"{h['species']} {h['base']} -> {h['points']}" for h in a["herds"] if h["base"] or h["points"])
        print(f"{a['id']} {a['terrain']:<9} x{a['multiplier']}: {line}")
print("totals:", {p["species"]: p["total"] for p in details["players"]}, "- winner:", details["winners"])
other = score_details(from_position(EXAMPLE, options={"rounding": "divide_first"}))
print("with rounding='divide_first':", {p["species"]: p["total"] for p in other["players"]})

# %% [markdown]
# The most points wins. *Reading:* the rulebook names no tie-break, so players tied on the most points
# share the win.

# %% tags=["nbval-check-output"]
reading("H-WIN-TIE")

# %% [markdown]
# ### When the largest areas are tied
#
# Take two tiles out of the wetland (the reptiles' h3 and h4): it now has 6 tiles, as many as the
# forest. No area is tripled. *Reading:* the rulebook does not say whether the tied terrains may still
# double their largest area. The kit says yes (each of them is still the only largest area of its
# terrain); the options give the two other readings:

# %% tags=["nbval-check-output"]
reading("H-TIE-LARGEST")
TIED = EXAMPLE.replace("WhWdWhWrT3V1/2V1WhWdWhWr6", "WhWdWh1T3V1/2V1WhWdWh7")
for choice in ("all_double", "others_double", "no_double"):
    d = score_details(from_position(TIED, options={"tied_largest": choice}))
    bonus = ", ".join(f"{a['terrain']} x{a['multiplier']}" for a in d["areas"] if a["scored"])
    print(f"{choice:<13} {bonus:<55} totals {dict((p['species'], p['total']) for p in d['players'])}")

# %% [markdown]
# ### The example's points per area, as a chart
#
# Each bar is a player; each block is one area's points for that player, in the order the rulebook
# recommends for scoring by hand (the tripled area first, then each terrain from its largest area);
# the colour and hatching give the area's terrain. Hover over a block to read its area.

# %%
show(score_breakdown(example))

# %% [markdown]
# ## 5. A whole game
#
# Four bots play a game to the end. The chart shows, turn by turn, the score each player would have if
# the game ended at that moment, and how many tiles each still holds. Early leads are fragile: a single
# tile can join two areas, and with them change which area is the largest.

# %% tags=["nbval-check-output"]
from genesis_nb.bots import RandomBot, play_out
from genesis_nb.herds.bots import GreedyBot
whole = new_game(["Ann", "Bo", "Cy", "Dee"], seed=8)
play_out(whole, [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4)])
print(whole.narration()[-1])
print("tiles laid:", whole.state.placed, "in", whole.state.rolls, "turns")

# %%
show(scores_over_time(whole))

# %% [markdown]
# The finished game on the board, with its final scoring. Drag the history slider to replay it.

# %%
board(whole)

# %% [markdown]
# ## The readings in one table
#
# Every place where the kit had to choose a reading of the rulebook, with the option that gives the
# other one (pass it as `options={...}` to `new_game` or `from_position`):

# %% tags=["nbval-check-output"]
for rule in CATALOGUE.readings():
    print(f"{rule.id:<16} option: {rule.option or '-'}")

# %% [markdown]
# Now play a game yourself: open `play.ipynb`.
