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
# # Genesis, the planet: learn the game step by step
#
# In this *Genesis* you and your friends are gods. Together you build **one planet**. You win or lose
# as a team: at the end the planet gets one score, at most 24 points. The score tells how good a team
# of gods you were, from *demigods* up to *gods*.
#
# There is a catch: **secrets**. Every pawn you place on the planet has a **need**, written on its
# hidden side. The need says where the pawn is happy. You see the needs of your own pawns, but not the
# needs of your friends' pawns. And you may **never** tell anyone a need you know. Everybody sees the
# colours of the pawns; only the needs are secret. So you must help each other with signals alone.
#
# **How to use this notebook.** Click a grey cell and press **Shift+Enter** to run it. Run the cells
# from top to bottom. You may run any cell again later: each one builds the position it shows.
# The pictures show the planet **through one player's eyes**: above each picture a blue line says whose
# eyes. Five **exercises** check your answers; the rules of the game judge them, not a person.
#
# *The rulebook's pictures of the continents and of the game aid are lost. The continents and needs used
# here are rebuilt so that they agree with everything the rulebook's text says (see `seeds/planet.toml`).*

# %% tags=["nbval-ignore-output", "remove-output"]
import re

from IPython.display import display

from genesis_nb.exercises import ClickExercise, ValueExercise, Workbook, exercises_table
from genesis_nb.planet import CATALOGUE, RULES, Designate, Indicate, Place, board, from_position, new_game
from genesis_nb.planet.examples import EXAMPLES, judge
from genesis_nb.planet.scoring import THRESHOLDS, failure
from genesis_nb.planet.text import need_text


def picture(game, observer="public", **options):
    """Show the position as `observer` sees it: a seat (0 is the first player), "public" (only what lies
    open on the table) or "all" (the teacher's view: every need). `since=0` rings what changed."""
    head, body = game.picture(observer=observer, **options).svg.split(">", 1)
    svg = re.sub(r' (width|height)="[^"]*"', "", head) + ">" + body  # no fixed size: fit the page's width
    eyes = game.players[observer] if isinstance(observer, int) else observer
    display({"image/svg+xml": svg, "text/plain": f"[picture of the planet as {eyes} sees it]"}, raw=True)


def tell(game, action, observer="public"):
    """Play one action and print what `observer` hears about it."""
    for line in game.narrate(game.play(action), observer=observer):
        print(" ", line)


def need_holds(game, label):
    """The rules' own end-of-game judgement of the pawn on space `label`: None if its need holds,
    else the reason it would leave."""
    layout = game.rules.layout(game.state)
    why = failure(game.rules.needs, layout, game.state.board, layout.labels.index(label))
    return None if why is None else CATALOGUE.word(f"word.reason.{why}", "en")


class ClassWorkbook(Workbook):
    """Your answers, kept for your teacher (an empty answer is not counted as a try)."""

    def record(self, exercise, answer, correct):
        if answer not in ("", None):
            super().record(exercise, answer, correct)


workbook = ClassWorkbook(notebook="planet/walkthrough")

# %% [markdown]
# The five exercises of this notebook are made here: their positions, and how the rules judge an
# answer. Just run this cell; you meet each exercise further down.


# %% tags=["nbval-check-output"]
# Exercise 1: who designates? (the rules name the designator of the position)
def designator(game):
    return game.players[game.view()["designator"]]


def explain_designator(game, answer):
    active, right = game.players[game.actor], designator(game)
    if str(answer).strip().casefold() == right.casefold():
        return f"{right} plays just before {active}, so {right} sits on {active}'s right and designates."
    return (
        f"{active} is the active player. The one who designates sits on {active}'s right: the player "
        f"whose turn came just before {active}'s."
    )


ex_who = ValueExercise(
    "who-designates",
    new_game(["Ann", "Bo", "Cy", "Dee"], seed=6),
    "It is Ann's turn: who designates the continent for her?",
    expected=designator,
    explain=explain_designator,
    rule="P-DESIGNATE",
    workbook=workbook,
)


# Exercise 2: does the animal on B4 keep its place? (judged by the rules' end-of-game check)
NEED_POSITION = (
    "planet players=Ann,Bo faces=EEEE aside=D opened=0 first=0 turn=0 phase=indicate indicated=- "
    "designated=- target=- draws=0 board=-,-,-,-,-/-,p1v0,w2v0,a2v1,a4v1,-/-,-,-,-,-,-/-,-,-,-,-,-,- "
    "hands=w1,m2,p3/m3,i2,i3 bag=w3,w4,m1,m4,p2,p4,i1,i4,a1,a3,o1,o2,o3,o4 tray=b1,b2 "
    "discarded=- removed=- known=w1:0,m2:0,p3:0,m3:1,i2:1,i3:1,p1:0,w2:0,a2:1,a4:1 share=-"
)


def yes_or_no(value):
    words = {"yes": True, "y": True, "true": True, "no": False, "n": False, "false": False}
    return words.get(str(value).strip().casefold(), value)


def explain_need(game, answer):
    why = need_holds(game, "B4")
    if yes_or_no(answer) == (why is None):
        return "its need holds." if why is None else f"it would leave the planet: {why}."
    return "read its tag: what must it be linked to, and what must it NOT be linked to? Then follow every link from B4."


ex_need = ValueExercise(
    "animal-need",
    from_position(NEED_POSITION),
    "If the game ended now, would the need of the orange animal on B4 hold?",
    expected=lambda game: need_holds(game, "B4") is None,
    normalise=yes_or_no,
    explain=explain_need,
    rule="P-NEED-ANIMAL",
    workbook=workbook,
)


# Exercise 3: click a space where Ann's mineral is happy (a click the rules refuse is explained)
PLACE_POSITION = (
    "planet players=Ann,Bo faces=EEEE aside=D opened=0 first=1 turn=0 phase=place indicated=1 "
    "designated=B target=- draws=0 board=w2v1,-,-,-,-/-,-,-,i1v1,p4v1,-/-,-,-,-,-,-/-,-,-,-,-,-,- "
    "hands=w1,m2,p3/a1,m3,i2 bag=w3,w4,m1,m4,p1,p2,i3,i4,a2,a3,a4,o1,o2,o3,o4 tray=b1,b2 "
    "discarded=- removed=- known=w1:0,m2:0,p3:0,a1:1,m3:1,i2:1,w2:1,i1:1,p4:1 share=-"
)


def mineral_happy(game, action):
    """Right if the action places the mineral and the rules' end-of-game check finds its need met."""
    if not isinstance(action, Place) or game.state.hands[0][action.slot] != game.rules.codes.index("m2"):
        return False
    after = game.replay()
    after.play(action)
    return need_holds(after, game.rules.labels[action.space]) is None


def why_unhappy(game, action):
    if not isinstance(action, Place) or game.state.hands[0][action.slot] != game.rules.codes.index("m2"):
        return "that places another pawn: place the brown mineral."
    label = game.rules.labels[action.space]
    soil = game.rules.layout(game.state).soil[action.space]
    return f"{label} is {soil}. Read your mineral's tag again: which soil does it need?"


ex_place = ClickExercise(
    "place-mineral",
    from_position(PLACE_POSITION),
    "Click a space of Boreal where Ann's mineral is happy.",
    correct=mineral_happy,
    why_wrong=why_unhappy,
    why_right=lambda game, action: "a mineral on its own soil keeps its place.",
    rule="P-NEED-MINERAL",
    workbook=workbook,
)


# Exercise 4: the only continent Bo may designate (the rules' legal designations)
OXYGEN_POSITION = (
    "planet players=Ann,Bo,Cy faces=EEEE aside=D opened=1 first=0 turn=2 phase=designate "
    "indicated=0 designated=- target=- draws=0 board=m1v0,w2v1,m3v2,i4v0,-/w1v1,-,p2v2,m4v0,a1v2,"
    "o1v0/w3v0,i2v1,m2v2,p3v0,a4v1,o3v1/p1v2,w4v0,-,a2v1,i3v2,p4v0,o4v2 hands=i1/a3/o2 bag=- "
    "tray=- discarded=b1,b2 removed=- known=m1:0,w2:1,m3:2,i4:0,w1:1,p2:2,m4:0,a1:2,o1:0,w3:0,"
    "i2:1,m2:2,p3:0,a4:1,o3:1,p1:2,w4:0,a2:1,i3:2,p4:0,o4:2,i1:0,a3:1,o2:2 share=-"
)


def only_continent(game):
    names = [
        game.rules.describe(a).removeprefix("designate ") for a in game.legal_actions() if isinstance(a, Designate)
    ]
    return names[0] if len(names) == 1 else names


def explain_continent(game, answer):
    right = only_continent(game)
    if str(answer).strip()[:1].casefold() == right[:1].casefold():
        return f"{right} is the only continent in play where Cy's oxygen can go: its white space is free."
    return (
        "Bo may only designate a continent where one of Cy's pawns can go. Which spaces can an oxygen "
        "take, and which of them are still free?"
    )


ex_continent = ValueExercise(
    "must-designate",
    from_position(OXYGEN_POSITION),
    "Cy holds only an oxygen: which continent must Bo designate?",
    expected=only_continent,
    explain=explain_continent,
    normalise=lambda value: str(value).strip()[:1].casefold(),
    rule="P-R-CANNOT-PLACE",
    workbook=workbook,
)


# Exercise 5: Delta's points (the rules play the last move and count)
LAST_POSITION = EXAMPLES["perfect"].position.replace("i3v1,w4v1,i2v1,", "i2v1,w4v1,i3v1,")


def delta_points(game):
    end = game.replay()
    end.play(Place(0, 0))
    return sum(end.scores().rows["Delta"].values())


def explain_delta(game, answer):
    if str(answer).strip() == str(delta_points(game)):
        return (
            "the insect on D1 needs an animal and finds none, so it leaves. Delta is not full any more: "
            "its element pawns score nothing, but its oxygen lies element side up and scores 1."
        )
    return (
        "if one pawn of a continent leaves, the continent is not validated and its element pawns score "
        "nothing. An oxygen lying element side up still scores 1."
    )


ex_delta = ValueExercise(
    "delta-points",
    from_position(LAST_POSITION),
    "How many points will Delta bring when the game ends?",
    expected=delta_points,
    explain=explain_delta,
    normalise=lambda value: str(value).strip(),
    rule="P-SCORE",
    workbook=workbook,
)


for row in exercises_table([ex_who, ex_need, ex_place, ex_continent, ex_delta]):
    print(f"{row['id']:<16} {row['rule']:<17} {row['question']}")

# %% [markdown]
# ## 1. What is in the box, and how the game starts
#
# - **Four continents.** Each continent has 4 to 6 **element spaces** and one **white space**. Every
#   element space lies on a **soil**: sand, clay, rock or lava. **Links** (the lines) join some spaces.
#   Two pawns on linked spaces are *linked*. Each continent has an easy side and a difficult side
#   (fewer links, fewer kinds of soil).
# - **Pawns.** 20 **element pawns** in five colours: blue water, brown mineral, green plant, black
#   insect, orange animal (four of each). 4 white **oxygen** pawns. 2 purple **bacteria**.
# - **The start.** Three continents go in the middle. The fourth waits **to one side**, with the two
#   bacteria on it. The element pawns go into a bag. Each player draws three and holds them so that only
#   they can see the needs. Then the oxygen pawns go into the bag too. A random player begins.
#
# Here is a new game for Ann, Bo and Cy, **through Ann's eyes**. Ann's needs are in dashed blue tags
# with an eye: only she knows them. Bo's and Cy's pawns show only their colours.

# %% tags=["nbval-check-output"]
setup_game = new_game(["Ann", "Bo", "Cy"], seed=3)
picture(setup_game, observer=0)

# %% [markdown]
# Bo sees the same planet and the same colours, but his own needs instead of Ann's. Here is the story
# of the start as each of them hears it. Only one line is different:

# %% tags=["nbval-check-output"]
setup_game = new_game(["Ann", "Bo", "Cy"], seed=3)
for seat in (0, 1):
    print(f"--- what {setup_game.players[seat]} hears")
    for line in setup_game.narration(observer=seat):
        print(" ", line)

# %% [markdown]
# The same start on the **interactive board**, through Ann's eyes. The computer plays Bo and Cy.
# What Ann may click now is lit. Move the mouse over a space or a pawn to read about it. Open
# *The game aid* under the board to see every possible need.

# %%
board(new_game(["Ann", "Bo", "Cy"], seed=3), bots={1: "heuristic", 2: "random"})

# %% [markdown]
# ## 2. A turn has four steps
#
# The player whose turn it is is the **active player**. A turn has four steps. Step 2 belongs to
# someone else!
#
# 1. **Indicate** (active player): show which of your pawns you would like to place. This is only a
#    wish, a signal to the others.
# 2. **Designate** (the **previous player**, who sits on the active player's right): choose the continent
#    where the active player must place. It must be in play and must still have room.
# 3. **Place** (active player): put one of your pawns face down on a free space of that continent. It
#    may be the pawn you indicated, or another one.
# 4. **Draw** (active player): take a new pawn from the bag, if the bag is not empty.
#
# **Example from the rulebook.** You may indicate one pawn and then place another. That is allowed, and
# it is a signal too. Ann indicates her brown pawn. Bo, on her right, designates Boreal. Ann places her
# blue pawn there. We watch **through Ann's eyes**. Before:

# %% tags=["nbval-check-output"]
signal = EXAMPLES["indicate-other"].start()
picture(signal, observer=0)
for action in EXAMPLES["indicate-other"].actions:
    print(f"{signal.players[signal.actor]} decides: {signal.rules.describe(action)}")
    tell(signal, action, observer=0)
picture(signal, observer=0, since=0)

# %% [markdown]
# After: the ring shows what changed. Look who decided at each step: Ann, then Bo, then Ann again.
# The draw is secret: the table hears that Ann drew a black pawn, and only Ann learns its need (the line
# that starts with "You drew").
#
# **On one shared screen** the board looks after the secrets. After Ann draws, the board first shows
# Ann the pawn she drew. Then Ann clicks *pass the screen*, and the board hides her pawns until Bo says
# he is at the screen. The `play.ipynb` notebook does this.
#
# *A choice the kit made (rule `P-R-CANNOT-PLACE`):* Bo sees the colours of Ann's pawns, so he may only
# designate a continent where at least one of them can go. (An oxygen needs a free white space.) With
# the option `cannot_place="skip"` he may designate any continent with room; if none of Ann's pawns fits
# there, Ann loses her turn.
#
# When a move breaks a rule, nothing happens, and the rules say why:

# %% tags=["nbval-check-output"]
refusals = EXAMPLES["indicate-other"].start()
refusals.play(Indicate(0))
print(refusals.why_not(Designate(3)).message())  # Delta is still to one side
refusals.play(Designate(1))
print(refusals.why_not(Place(0, 0)).message())  # A1 is on another continent
print(refusals.why_not(Place(0, 10)).message())  # Bw, Boreal's white space, is for oxygen only
try:
    refusals.play(Place(0, 5), seat=1)  # a click from Bo's board: it is Ann's decision
except Exception as refusal:
    print(refusal)

# %% [markdown]
# ### Exercise 1: who designates?
#
# Ann, Bo, Cy and Dee sit around a table in this order, clockwise: Bo sits on Ann's left, Cy on Bo's
# left, Dee on Cy's left, and Ann on Dee's left. It is **Ann's turn**. **Who designates the continent
# for Ann?**
#
# Write the name between the quotes in the next cell and run it. Stuck? Run `ex_who.hint()`.

# %%
ex_who.answer("")

# %% [markdown]
# ## 3. What each kind of pawn needs
#
# Every player has the same **game aid**: a list of all the needs a pawn of each kind *may* have. What
# nobody else knows is *which* of those needs your pawn has.

# %% tags=["nbval-check-output"]
for kind, needs in RULES.aid.items():
    if kind in ("oxygen", "bacteria"):
        continue
    print(f"{kind}:")
    for need in dict.fromkeys(need_text(RULES, n) for n in needs):
        print("   ", need)

# %% [markdown]
# In short:
#
# - **Water** (blue): a continent needs **exactly one** water. Two waters together both fail.
# - **Mineral** (brown): must lie on **its own soil** (sand, clay, rock or lava).
# - **Plant** (green): must **not** be linked to the kind it cannot stand.
# - **Insect** (black): **must** be linked to the kind it lives on.
# - **Animal** (orange): must be linked to one kind **and not** to another kind.
#
# On the pictures a need is a short tag: "on clay" for a mineral, "+plant" (must be linked to a plant),
# "−insect" (must not be linked to an insect).
#
# The needs are only checked **at the end** of the game. You can try arrangements now with `judge`: it
# checks a sketch the way the end of the game will. On Aurora's easy side the spaces make a ring,
# A1-A2-A3-A4, on sand, clay, rock and lava. Here every need is met:


# %% tags=["nbval-check-output"]
def verdicts(placement, faces="EEEE"):
    for row in judge(placement, faces):
        verdict = "met" if row["met"] else f"FAILS: {row['reason']}"
        print(f"{row['space']} {row['soil']:<5} {row['kind']:<8} ({row['need']}): {verdict}")


verdicts({"A1": "m1", "A2": "w1", "A3": "m3", "A4": "i4"})

# %% [markdown]
# Now two waters on one continent. Both fail. (The insect between them needs a water, so it is happy.)

# %% tags=["nbval-check-output"]
verdicts({"A1": "w1", "A2": "i3", "A3": "w2", "A4": "p1"})

# %% [markdown]
# And a mineral on the wrong soil, a plant linked to the insect it cannot stand, and an animal with no
# plant next to it:

# %% tags=["nbval-check-output"]
verdicts({"A1": "m2", "A2": "p1", "A3": "i1", "A4": "a2"})

# %% [markdown]
# *Choices the kit made:* a continent without any water is not valid either (`P-R-WATER`; the option
# `water="at_most_one"` lets it count). At the end all needs are checked at once, and the failing pawns
# leave together (`P-R-REMOVAL`; with `removal="cascade"` the needs are checked again after each removal).
#
# ### Exercise 2: does this pawn keep its place?
#
# We look **through Bo's eyes**. Bo placed the two orange animals on Boreal, so he knows their needs.
# Look at the **orange animal on B4** and at the pawns linked to it. **If the game ended now, would its
# need hold?** Answer `"yes"` or `"no"`.

# %% tags=["nbval-check-output"]
picture(ex_need.game(), observer=1)

# %%
ex_need.answer("")

# %% [markdown]
# ### Exercise 3: place your mineral (click the board)
#
# You are **Ann**. Bo designated **Boreal** for you, and you indicated your brown mineral. Its need is in
# the dashed blue tag: only you know it. **Click a space of Boreal where your mineral's need holds.**
# (The indicated pawn is already chosen; just click a lit space.) The rules judge your click. A wrong
# click changes nothing, so you can try again.

# %% tags=["nbval-check-output"]
picture(ex_place.game(), observer=0)

# %% [markdown]
# The board for your click (through Ann's eyes):

# %%
ex_place.board(observer=0)

# %% [markdown]
# No board showing? Answer in code instead, in a new cell:
# `ex_place.try_action(Place(1, 7))` places the pawn of slot 1 (the second pawn of your hand) on space
# number 7, which is B3. The spaces of Boreal are numbered 5 (B1) to 9 (B5).
#
# ## 4. Oxygen
#
# Oxygen pawns go **only** on white spaces, and white spaces take **only** oxygen. When you place an
# oxygen, you choose which side shows:
#
# - **element side up**: no action, but **1 point** at the end, whatever happens to its continent;
# - **need side up**: its **special action** happens at once, and it scores nothing. The actions are
#   - **flip**: turn a pawn of this continent need side up, so that everyone sees its need;
#   - **exchange**: swap two placed pawns (at least one of them on this continent);
#   - **look-move**: look secretly at a pawn of this continent, then move it to any free space.
#
# Ann lays an oxygen element side up on Boreal's white space. One sure point. Through the public's eyes
# (what everybody sees):

# %% tags=["nbval-check-output"]
oxygen_point = EXAMPLES["oxygen-point"].play()
print(oxygen_point.narration()[-3])
picture(oxygen_point, observer="public", since=0)

# %% [markdown]
# Now Ann lays her oxygen **need side up**: its action is *flip*. She turns over the green pawn on B1.
# Through the public's eyes, before and after: after the flip **everyone** sees that need (a gold tag).

# %% tags=["nbval-check-output"]
flip = EXAMPLES["flip"].start()
picture(flip, observer="public")
for action in EXAMPLES["flip"].actions:
    tell(flip, action)
picture(flip, observer="public", since=0)

# %% [markdown]
# **Example from the rulebook.** While the table chooses how to use an oxygen's action, you may talk
# about it ("I think we should look at that one!"). But still nobody may say a need they know. Here Ann
# lays her *look-move* oxygen on Aurora. She looks at the brown pawn Bo placed on A1 and moves it to
# Boreal. **Through Ann's eyes**, before and after:

# %% tags=["nbval-check-output"]
debate = EXAMPLES["debate"].start()
picture(debate, observer=0)
for action in EXAMPLES["debate"].actions:
    debate.play(action)
picture(debate, observer=0, since=0)

# %% [markdown]
# The table hears what happened, but only Ann learns the need. (Bo placed that pawn, so he knew it
# already. Cy does not know it.)

# %% tags=["nbval-check-output"]
debate = EXAMPLES["debate"].play()
for seat in (0, 2):
    print(f"--- what {debate.players[seat]} hears")
    for line in debate.narration(observer=seat):
        if "A1" in line or "oxygen" in line:
            print(" ", line)

# %% [markdown]
# *Choices the kit made:* a need-side-up oxygen's action must be done if it can be (`P-R-OX-OPTIONAL`;
# option `oxygen_optional`); a pawn that already shows its need cannot be flipped again (`P-R-FLIP`;
# option `flip_back`); look-move may put the pawn back where it was (`P-R-LOOK-STAY`; option
# `look_move_stay`); the actions move or turn element pawns only, never an oxygen (`P-R-MOVE-WHAT`).
#
# ## 5. The continent to one side, and the bacteria
#
# The continent waiting to one side **cannot be played** until some continent has **all its element
# spaces filled** (its white space does not count). Then it joins the game, and its two bacteria go
# into the bag. Through the public's eyes, before and after:

# %% tags=["nbval-check-output"]
opening = EXAMPLES["open"].start()
picture(opening, observer="public")
for action in EXAMPLES["open"].actions:
    tell(opening, action)
picture(opening, observer="public", since=0)

# %% [markdown]
# A player who draws a **bacterium** shows it to everyone, does what it says, puts it away and draws
# again:
#
# - **share**: every player passes one pawn from their hand to the neighbour on their left;
# - **move**: if possible, a placed element pawn moves to a free space of another continent, still face
#   down.
#
# In this share, each player learns the need of the pawn they receive (and still knows the one they gave
# away). What Ann and Bo hear:

# %% tags=["nbval-check-output"]
share = EXAMPLES["share"].play()
for seat in (0, 1):
    print(f"--- what {share.players[seat]} hears")
    lines = share.narration(observer=seat)
    start = next(i for i, line in enumerate(lines) if "bacterium" in line)
    for line in lines[start:-1]:
        print(" ", line)

# %% [markdown]
# Ann's hand after the share, through her eyes: she now holds Cy's pawn and knows its need.

# %% tags=["nbval-check-output"]
picture(EXAMPLES["share"].play(), observer=0)

# %% [markdown]
# *Choices the kit made:* in a share each player chooses a pawn without seeing the others' choices, then
# all pass at once (`P-R-SHARE-PICK`; option `share_pick="random"`); any pawn may be passed, an oxygen
# too (`P-R-SHARE-ANY`; option `share_oxygen`).
#
# Now Bo draws the **move** bacterium and moves a pawn from Caldera to Aurora. Through the public's
# eyes, before and after:

# %% tags=["nbval-check-output"]
move = EXAMPLES["move"].start()
picture(move, observer="public")
for action in EXAMPLES["move"].actions:
    tell(move, action)
picture(move, observer="public", since=0)

# %% [markdown]
# ### Exercise 4: which continent must Bo designate?
#
# Near the end of a game, it is **Cy's turn**. Cy holds only one pawn: a white oxygen. Bo sits on Cy's
# right, so Bo designates. We look **through Bo's eyes**. **Which continent must Bo designate?** Write its
# name (or its letter).

# %% tags=["nbval-check-output"]
picture(ex_continent.game(), observer=1)

# %%
ex_continent.answer("")

# %% [markdown]
# ## 6. The end: turn over, remove, count
#
# The game ends when every element pawn and every oxygen is on the planet. Then:
#
# 1. every element pawn is turned need side up (oxygen pawns stay as they are);
# 2. every pawn whose need does not hold is **removed**;
# 3. a continent whose spaces are **all still full** (with exactly one water) is **validated**: each
#    element pawn on it scores 1 point. Each oxygen lying element side up scores 1, validated or not.
#
# **Example from the rulebook: a pawn is missing, so its continent is not validated.** Ann is about to
# place the last pawn. Before the end, as the **teacher** sees it (every need shown, `observer="all"`):
# can you find the two minerals on the wrong soil?

# %% tags=["nbval-check-output"]
picture(EXAMPLES["missing-element"].start(), observer="all")

# %% [markdown]
# Ann places her water, and the game ends. Now every need lies face up, so everybody sees the same
# thing. The two minerals leave, so Aurora and Boreal are not validated, but their oxygen still scores:

# %% tags=["nbval-check-output"]
ending = EXAMPLES["missing-element"].start()
for action in EXAMPLES["missing-element"].actions:
    tell(ending, action)
picture(ending, observer="public", since=0)

# %% [markdown]
# The best planet scores **24**: twenty element pawns on four validated continents, and four oxygen pawns
# element side up (so nobody used an oxygen's action).

# %% tags=["nbval-check-output"]
perfect = EXAMPLES["perfect"].play()
print(perfect.narration()[-1])
sheet = perfect.scores()
print("points per continent:", sheet.rows)
print("team score:", sheet.team, "| level:", sheet.level)

# %% [markdown]
# The final score gives the team a **level**. The levels depend on the number of players:

# %% tags=["nbval-check-output"]
for players, (prophet, college, gods) in THRESHOLDS.items():
    print(
        f"{players} players: demigods 0-{prophet - 1}, worthy of a prophet {prophet}-{college - 1}, "
        f"divine college {college}-{gods - 1}, gods {gods}"
    )

# %% [markdown]
# ### Exercise 5: how many points for Delta?
#
# Ann is about to place the last pawn, her water, on A1. As the **teacher** sees it, every need is shown
# (the game is about to end, and then all pawns are turned over anyway). **How many points will Delta
# bring to the team?** Check every need on Delta, then count.

# %% tags=["nbval-check-output"]
picture(ex_delta.game(), observer="all")

# %%
ex_delta.answer("")

# %% [markdown]
# On the board, the end is a **reveal pawn by pawn**: click *Next pawn* beside the board to turn the
# pawns over one at a time. For each pawn you read its need, what it lies on or is linked to, and whether
# it stays or leaves (and why). Here is the rulebook's example through Bo's eyes:

# %%
board(EXAMPLES["missing-element"].play(), observer=1)

# %% [markdown]
# *A choice the kit made (`P-R-END-BACTERIA`):* the turn that places the last pawn still ends with its
# draw, so a bacterium still in the bag is played before the end (the option `end_bacteria="stop"` ends
# the game at once).
#
# ## 7. Every choice the kit made
#
# Where the rulebook can be read in two ways, the kit picks one reading, names it, and offers the other
# one as an option of `new_game(options={...})`:

# %% tags=["nbval-check-output"]
for rule in CATALOGUE.readings():
    option = f" [option: {rule.option}]" if rule.option else ""
    print(f"{rule.id}{option}")

# %% [markdown]
# ## Your answers
#
# Write your name here and run the cell to see your exercises: how many tries, and whether you got each
# one right.

# %%
workbook.student = ""  # your name between the quotes
workbook.summary()

# %% [markdown]
# To hand your answers to your teacher, run `workbook.save("planet-answers.json")` in a new cell (put
# your name in the file name) and give them the file.
#
# Ready to play? Open `play.ipynb`: several players share one screen (the board hides each player's
# pawns while the screen changes hands), and the computer can play the other seats.
