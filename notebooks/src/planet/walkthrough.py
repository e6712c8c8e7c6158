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
# # Genesis, the planet: a walkthrough
#
# In this *Genesis* the players are deities who shape one planet **together**. They win or lose as a
# team: at the end the planet earns one shared score, at most 24 points, and that score names the
# level the team reached, from demigods up to gods.
#
# The catch is **hidden information**. Every element pawn (water, mineral, plant, insect, animal) has
# a **need**, printed on its hidden side: where it is happy on the planet. You see the needs of your own
# pawns, never those of the other players, and nobody may tell anyone else what they know. Colours are
# public; needs are not. The players still have to cooperate, with signals only.
#
# This notebook teaches the game step by step with the kit's rules model, which enforces every rule,
# explains every refusal and shows each player only what that player may know. The rulebook's own
# examples are replayed as they come up. Run the cells from top to bottom (Shift+Enter).
#
# *The rulebook's pictures (the continent trays and the game aid listing every need) are lost: the trays
# and needs used here are reconstructed to agree with everything the text says; see `seeds/planet.toml`.*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.planet import (CATALOGUE, RULES, Designate, Indicate, Place, board, narration, new_game,
                               show)
from genesis_nb.planet.examples import EXAMPLES, judge
from genesis_nb.planet.scoring import THRESHOLDS
from genesis_nb.planet.text import need_text

genesis_nb.setup()


def tell(game, action, observer="public"):
    """Play an action and print what ``observer`` may learn from it."""
    for line in game.narrate(game.play(action), observer=observer):
        print(" ", line)


# %% [markdown]
# ## 1. The material and the set-up
#
# - **Four continents** (trays), each laid on its easy or its difficult face. A continent has 4 to 6
#   **element spaces**, each on a **soil** (sand, clay, rock or lava), joined by **links**, plus one
#   **white space** that only an oxygen pawn may take. Difficult faces have fewer links and fewer soils.
# - **Pawns**: 20 element pawns (4 of each kind, one colour per kind), 4 white **oxygen** pawns with a
#   special action on their hidden side, and 2 purple **bacteria**.
# - **Set-up**: three continents are joined; the fourth, chosen at random, waits aside with both
#   bacteria on it. The element pawns go into the bag, and each player draws three, keeping the need side
#   turned towards themselves. Only then do the oxygen pawns join the bag. A random player begins.
#
# Here is a new game for three players, as **Ann** sees it: her own needs are in brackets; Bo's and Cy's
# pawns show only their colours.

# %% tags=["nbval-check-output"]
game = new_game(["Ann", "Bo", "Cy"], seed=3)
show(game, 0)

# %% [markdown]
# Bo sees the same planet and the same colours, but his own needs instead of Ann's. The story of the
# set-up, as each of them may hear it, differs by one private line:

# %% tags=["nbval-check-output"]
for seat in (0, 1):
    print(f"--- as {game.players[seat]} may know it")
    for line in narration(game, seat):
        print(" ", line)

# %% [markdown]
# The same position on the interactive board, through Ann's eyes (Bo and Cy are played by the
# computer). Continents, soils (each with its own pattern and name), links and white spaces are drawn;
# what Ann may click now is lit. Hover over a space or a pawn to read it in words; open *The game aid*
# under the board for every kind's possible needs.

# %%
setup_board = board(new_game(["Ann", "Bo", "Cy"], seed=3), bots={1: "heuristic", 2: "random"})
setup_board

# %% [markdown]
# ## 2. A turn in four steps
#
# The player whose turn it is, the **active player**, goes through four steps; the second belongs to
# someone else:
#
# 1. **Indicate** (active player): show which of your pawns you would like to place. It is only a hint.
# 2. **Designate** (the **previous player**, the one to the active player's right): name the continent
#    the active player must place on. It must be in play and not complete.
# 3. **Place** (active player): put any of your pawns, the indicated one or another, face down on a free
#    space of that continent.
# 4. **Draw** (active player): take a pawn from the bag, if any is left.
#
# **Rulebook example.** Indicating one pawn and then placing another is allowed, and is itself a signal.
# Ann indicates her brown pawn; Bo, to her right, designates Boreal; Ann places her blue pawn there:

# %% tags=["nbval-check-output"]
ex = EXAMPLES["indicate-other"]
game = ex.start()
for action in ex.actions:
    print(f"{game.players[game.actor]} decides: {game.rules.describe(action)}")
    tell(game, action)

# %% [markdown]
# Notice who decides at each step: Ann, then Bo, then Ann again. The designation is a decision by a
# player other than the active one; on a shared screen the board asks to pass the screen to Bo for it
# (see the play notebook). The draw is private: the table hears that Ann drew a pawn of some colour, and
# only Ann learns its need.
#
# *Reading chosen by the kit (rule `P-R-CANNOT-PLACE`):* the designating player sees the colours in the
# active player's hand, so may only name a continent where one of those pawns can go (an oxygen needs a
# free white space). The option `cannot_place="skip"` allows any continent in play with a free space;
# then an active player who cannot place there loses the turn.
#
# A refused action changes nothing, and the rules say why:

# %% tags=["nbval-check-output"]
game = ex.start()
game.play(Indicate(0))
print(game.why_not(Designate(3)).message())          # Delta is still set aside
game.play(Designate(1))
print(game.why_not(Place(0, 0)).message())           # A1 is on another continent
print(game.why_not(Place(0, 10)).message())          # Bw, Boreal's white space, is for oxygen only
try:
    game.play(Place(0, 5), seat=1)                   # a click from Bo's board: it is Ann's decision
except Exception as refusal:
    print(refusal)

# %% [markdown]
# ## 3. What each kind of pawn needs
#
# Every player holds the same **game aid**: the list of the needs a pawn of each kind may have. What
# nobody else knows is *which* of those needs your pawn has.

# %% tags=["nbval-check-output"]
for kind, needs in RULES.aid.items():
    if kind in ("oxygen", "bacteria"):
        continue
    print(f"{kind}:")
    for need in dict.fromkeys(need_text(RULES, n) for n in needs):
        print("   ", need)


# %% [markdown]
# - **Water** (blue): a continent is only valid with exactly one water on it.
# - **Mineral** (brown): each mineral must lie on its own soil.
# - **Plant** (green): must not be linked to the kind it cannot stand.
# - **Insect** (black): must be linked to the kind it lives on.
# - **Animal** (orange): must be linked to one kind and to none of another.
#
# Two pawns are **linked** when a link joins their spaces. The kit's `judge` reads a sketched
# arrangement the way the end of the game will. On Aurora's easy face (a ring A1-A2-A3-A4, soils sand,
# clay, rock, lava), every need below is met: each mineral on its soil, one water, the insect beside a
# mineral.

# %% tags=["nbval-check-output"]
def verdicts(placement, faces="EEEE"):
    for row in judge(placement, faces):
        verdict = "met" if row["met"] else f"FAILS: {row['reason']}"
        print(f"{row['space']} {row['soil']:<5} {row['kind']:<8} ({row['need']}): {verdict}")


verdicts({"A1": "m1", "A2": "w1", "A3": "m3", "A4": "i4"})

# %% [markdown]
# Now change the arrangement and watch needs fail. First, two waters on one continent: both fail (the
# insect beside them, which needs water, is happy):

# %% tags=["nbval-check-output"]
verdicts({"A1": "w1", "A2": "i3", "A3": "w2", "A4": "p1"})

# %% [markdown]
# Then a mineral on the wrong soil, a plant linked to the insect it cannot stand, and an animal with no
# plant beside it:

# %% tags=["nbval-check-output"]
verdicts({"A1": "m2", "A2": "p1", "A3": "i1", "A4": "a2"})

# %% [markdown]
# *Readings:* water (`P-R-WATER`): two waters on a continent both fail, and a continent without any
# water is not valid either (option `water="at_most_one"` lets a continent without water count). At the
# end all needs are judged together on the revealed planet and the failing pawns leave at once
# (`P-R-REMOVAL`); with `removal="cascade"` the needs would be judged again after each removal.

# %% [markdown]
# ## 4. Oxygen
#
# Oxygen pawns go only on white spaces, and white spaces take only oxygen. When you place one you choose
# its side:
#
# - **element side up**: no action, and **1 point** at the end whatever happens to its continent;
# - **need side up**: its **special action** happens at once (its action is printed on that side), and
#   it scores nothing. The actions: **flip** (turn a pawn of this continent need side up, so everyone
#   sees its need), **exchange** (swap two placed pawns, at least one on this continent), **look-move**
#   (look at a pawn of this continent in secret, then move it to any free space).

# %% tags=["nbval-check-output"]
game = EXAMPLES["oxygen-point"].play()
print(game.narration(observer="public")[-3])
game = EXAMPLES["flip"].start()
for action in EXAMPLES["flip"].actions:
    tell(game, action)

# %% [markdown]
# **Rulebook example.** While an oxygen's action is chosen, the table may talk it over ("I think we
# should look at that one!"), but still nobody may state a need they know. Here Ann lays her look-move
# oxygen on Aurora, looks at the brown pawn Bo placed on A1 and moves it to Boreal. The table hears what
# happened; only Ann learns the need:

# %% tags=["nbval-check-output"]
ex = EXAMPLES["debate"]
game = ex.play()
for seat in (0, 1):
    print(f"--- as {game.players[seat]} may know it")
    for line in narration(game, seat):
        if "A1" in line:
            print(" ", line)

# %% [markdown]
# *Readings:* laying an oxygen need side up means its action must be carried out when it can be
# (`P-R-OX-OPTIONAL`; option `oxygen_optional`); a pawn already showing its need cannot be flipped again
# (`P-R-FLIP`; option `flip_back`); look-move may put the pawn back where it was (`P-R-LOOK-STAY`; option
# `look_move_stay`); these actions move or turn element pawns only, never an oxygen (`P-R-MOVE-WHAT`).

# %% [markdown]
# ## 5. The continent set aside, and the bacteria
#
# The continent set aside at the start cannot be played on until some continent has **all its element
# spaces filled** (its white space does not count). Then it joins the game, and the two bacteria waiting
# on it go into the bag.

# %% tags=["nbval-check-output"]
game = EXAMPLES["open"].play()
print("\n".join(game.narration(observer="public")[-4:-2]))

# %% [markdown]
# A player who draws a **bacterium** shows it, carries it out, discards it and draws again:
#
# - **share**: every player passes one pawn of their hand to the neighbour on the left;
# - **move**: if possible, a placed element pawn goes to a free space of another continent, still face
#   down.
#
# In this share, each player learns the need of the pawn received (and still knows the one given away):

# %% tags=["nbval-check-output"]
ex = EXAMPLES["share"]
game = ex.play()
for seat in (0, 1):
    print(f"--- as {game.players[seat]} may know it")
    lines = narration(game, seat)
    start = next(i for i, line in enumerate(lines) if "bacterium" in line)
    for line in lines[start:-1]:
        print(" ", line)

# %% [markdown]
# *Readings:* in a share each player chooses the pawn to pass without seeing the others' choices, then
# all pass at once (`P-R-SHARE-PICK`; option `share_pick="random"`); any pawn may be passed, an oxygen
# too (`P-R-SHARE-ANY`; option `share_oxygen`).

# %% tags=["nbval-check-output"]
ex = EXAMPLES["move"]
game = ex.play()
print("\n".join(game.narration(observer="public")[-3:-1]))

# %% [markdown]
# ## 6. The end: reveal, removal, count
#
# The game ends when every element and oxygen pawn is on the planet. Then:
#
# 1. every element pawn is turned need side up (oxygen pawns stay as they were laid);
# 2. every pawn whose need is not met is **removed**;
# 3. a continent whose spaces are **all still filled** (with exactly one water) is **validated**: each
#    element pawn on it scores 1. Each oxygen laid element side up scores 1, validated or not.
#
# **Rulebook example.** A pawn is missing, so its continent is not validated. Here two minerals lie on
# the wrong soils; both leave, so Aurora and Boreal are not validated, yet their oxygen still scores:

# %% tags=["nbval-check-output"]
game = EXAMPLES["missing-element"].play()
for line in game.narration(observer="public"):
    print(line)

# %% [markdown]
# The best planet scores 24: twenty element pawns on four validated continents, and four oxygen pawns
# laid element side up (so no special action was used at all).

# %% tags=["nbval-check-output"]
game = EXAMPLES["perfect"].play()
print(game.narration(observer="public")[-1])
sheet = game.scores()
print(sheet.rows, "team score:", sheet.team, "level:", sheet.level)

# %% [markdown]
# The final score names the team's **level**; the thresholds depend on the number of players:

# %% tags=["nbval-check-output"]
for players, (prophet, college, gods) in THRESHOLDS.items():
    print(f"{players} players: demigods 0-{prophet - 1}, worthy of a prophet {prophet}-{college - 1}, "
          f"divine college {college}-{gods - 1}, gods {gods}")

# %% [markdown]
# On the board, the end is a **reveal pawn by pawn**: click *Next pawn* beside the board to turn the
# pawns over one at a time and read, for each, its need, what it lies on or is linked to, and whether it
# stays or leaves (and why). Here is the rulebook's example seen by Bo:

# %%
board(EXAMPLES["missing-element"].play(), observer=1)

# %% [markdown]
# *Reading (`P-R-END-BACTERIA`):* the turn that lays the last pawn still ends with its draw, so a
# bacterium still in the bag is played before the end (option `end_bacteria="stop"` ends the game on
# the spot).
#
# ## 7. Every reading the kit chose
#
# Where the rulebook can be read in more than one way, the kit picks one reading, names it, and offers
# the other as an option of `new_game(options={...})`:

# %% tags=["nbval-check-output"]
for rule in CATALOGUE.readings():
    option = f" [option: {rule.option}]" if rule.option else ""
    print(f"{rule.id}{option}")

# %% [markdown]
# Ready to play? Open `play.ipynb`: several players share one screen (the board hides each hand while
# the screen changes hands), and the computer can play the other seats.
