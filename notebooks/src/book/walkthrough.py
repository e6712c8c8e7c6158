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
# # THE BOOK game: learn it step by step
#
# *THE BOOK game* (by Howie Ju) is a battle of two armies on a field of hexagons. At the start **every
# piece lies face down**: nobody knows where the Kings, the Goliaths or the Fishers are. On your turn you
# turn a piece over, move one of yours, or eat an enemy. Each piece you eat goes into **your grave**, and
# each one is worth **star points**. When the last hidden piece is turned face up, the game is over and
# the fullest grave wins.
#
# If you know the Chinese game *Banqi* (dark chess), you will feel at home. But every piece here also
# has a special **ability**, and some pieces hide a **trap** for whoever eats them.
#
# What you will learn:
#
# 1. the pieces, the field and the set-up
# 2. a turn: flip, travel or eat
# 3. the eating chart: who may eat whom
# 4. every piece's ability, each on a position of its own
# 5. the landmarks: Throne, Ark, Altar and Mountain
# 6. the end and the count
#
# **How to use this notebook.** Click a grey cell and press **Shift+Enter** to run it. Run the cells
# from top to bottom. You may run any cell again later: each one builds the position it shows.
# Most pictures come in pairs: the position **before**, then **after**, with a dashed blue ring around
# what changed. Four **exercises** check your answers; the rules of the game judge them, not a person.
# Stuck? `ex.hint()` names the rule to read.
#
# *The printed boards of the game are lost. The field used here is rebuilt from what the rulebook says
# (see `seeds/book.toml`). Where the rulebook can be read two ways, the kit picks one reading and names
# it; section 7 lists them, and [docs/book-readings.md](../../docs/book-readings.md) explains each one.*

# %% tags=["nbval-ignore-output", "remove-output"]
import re
from collections import Counter

from IPython.display import Markdown, display

from genesis_nb.book import (
    CATALOGUE,
    RULES,
    Cast,
    Congregate,
    Crucify,
    Dismount,
    Eat,
    Ekballo,
    Flip,
    Fortify,
    Gallop,
    Mount,
    MoveMountain,
    Peek,
    PlaceThrone,
    Prophecy,
    Purge,
    Resurrect,
    Travel,
    board,
    from_position,
    hex_id,
    new_game,
)
from genesis_nb.book.pieces import CLASS_NAMES, KIND_LETTERS, chart_symbol
from genesis_nb.book.ui import CODES, ui_texts
from genesis_nb.exercises import ClickExercise, ValueExercise, Workbook

H = hex_id  # H("F4") is the number of the hex F4, for writing actions
WORDS = ui_texts("en")  # the board's words: WORDS["kind.priest"] == "Priest"
FAR = ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "B5", "C1", "C2", "C3", "C4", "C5", "C6"]


def scene(cells, turn="gold", hidden=4, graves=("", ""), rest="graves", phase="turn", extra=""):
    """A position of a game between Ann (gold) and Bo (silver), written in the kit's notation.

    `cells` says what lies on some hexes: "gG" is gold's Goliath, "sR" silver's Priest (K King, G Goliath,
    P Prophet, R Priest, H Horse, D Guard, M Man, F Fisher); "~" turns a piece face down; "X" is a Mountain,
    "A" the Ark, "L" an Altar, "T" a Throne; "T:gK" a King on its Throne; "gH+gP" a Prophet riding a Horse;
    "sD+sD" an Avenger; "gM+gM" a Mob. `hidden` more pieces lie face down far away, in the north-east.
    Every other piece lies in a grave (each player's in the other's), or face up on the free hexes
    (rest="field"). `graves` adds pieces to Ann's and Bo's graves ("sG.sR")."""
    board = RULES.board
    used = Counter(re.findall(r"[gs][KGPRHDMF]|[TALX]", " ".join([*cells.values(), *graves])))
    left = {
        c: [c + k for k in "FMDHRPGK" for _ in range(board.characters[KIND_LETTERS.index(k)][0] - used[c + k])]
        for c in "gs"
    }
    cells = dict(cells)
    far = [h for h in FAR if h not in cells]
    for i in range(hidden):
        cells[far[i]] = "~" + left["gs"[i % 2]].pop(0)
    grave = [[x for x in g.split(".") if x] for g in graves]
    if rest == "field":
        free = [board.labels[h] for h in reversed(board.fields[2]) if board.labels[h] not in cells]
        for code in left["g"] + left["s"]:
            cells[free.pop(0)] = code
    else:
        grave[1] += left["g"]
        grave[0] += left["s"]
    out = [c for i, c in enumerate("TALX") for _ in range(board.landmark_counts(2)[i] - used[c])]
    tokens = [cells.get(board.labels[h], ".") for h in board.fields[2]]
    text = (
        f"book players=gold,silver names=Ann,Bo phase={phase} turn={turn} ply=40 field={','.join(tokens)} "
        f"graves={'.'.join(grave[0]) or '-'}/{'.'.join(grave[1]) or '-'}"
    )
    if out:
        text += " discarded=" + ".".join(out)
    return from_position(f"{text} {extra}".strip())


def picture(game, observer="public", **options):
    """Show the position as `observer` sees it: "public" (what lies open on the table), a seat (0 is Ann,
    1 is Bo) or "all" (the teacher's view). `since=0` rings everything that changed since the start."""
    svg = game.picture(observer=observer, **options).svg
    eyes = game.players[observer] if isinstance(observer, int) else observer
    display({"image/svg+xml": svg, "text/plain": f"[picture of the field as {eyes} sees it]"}, raw=True)


def tell(game, action, observer="public"):
    """Play one action and print what `observer` hears about it."""
    for line in game.narrate(game.play(action), observer=observer):
        print(" ", line)


def example(game, *actions, observer="public"):
    """The position before, each action with what `observer` hears, and the position after."""
    picture(game, observer)
    start = len(game.steps)
    for action in actions:
        tell(game, action, observer)
    picture(game, observer, since=start)


def refused(game, action):
    """Why the rules refuse `action` (or that they allow it)."""
    why = game.why_not(action)
    print(f"{game.rules.describe(action)}: " + (f"refused ({why.rule_id}). {why.message()}" if why else "allowed."))


ABILITIES = {
    "king": "Move Mountain, Resurrect, Throne",
    "goliath": "none: just strong",
    "prophet": "Prophecy",
    "priest": "Purge, Ekballo",
    "horse": "Gallop, Mount, Dismount",
    "guard": "Bury (a trap), Fortify",
    "man": "Congregate, Rest (a trap)",
    "fisher": "Cast",
}


def pieces_table():
    """The characters of one army as a table (from the board data and the board's words)."""
    rows = ["| piece | letters | how many | star points | ability |", "|---|---|---|---|---|"]
    for kind, (count, points) in zip(ABILITIES, RULES.board.characters):
        rows.append(f"| {WORDS['kind.' + kind]} | **{CODES[kind]}** | {count} | {points} | {ABILITIES[kind]} |")
    rows.append(f"| {WORDS['kind.avenger']} (2 Guards) | **Av** | 0 to 2 | 2 + 2 | Curse of Cain (a trap) |")
    rows.append(f"| {WORDS['kind.mob']} (2 Men) | **Mb** | 0 to 3 | 1 + 1 | Crucify |")
    return Markdown("\n".join(rows))


def eating_chart():
    """The rules model's eating chart (genesis_nb.book.pieces.CHART) as a table, with the rulebook's signs."""
    counts = {kind: RULES.board.characters[i] for i, kind in enumerate(ABILITIES)}
    counts["avenger"], counts["mob"] = ("0-2", "2+2"), ("0-3", "1+1")
    head = " | ".join(f"**{CODES[c]}**" for c in CLASS_NAMES)
    lines = [f"| how many | star points | attacker ↓ defender → | {head} |", "|---" * (len(CLASS_NAMES) + 3) + "|"]
    for a, attacker in enumerate(CLASS_NAMES):
        count, points = counts[attacker]
        cells = " | ".join(chart_symbol(a, d) or " " for d in range(len(CLASS_NAMES)))
        lines.append(f"| {count} | {points} | **{CODES[attacker]}** {WORDS['kind.' + attacker]} | {cells} |")
    return Markdown("\n".join(lines))


class ClassWorkbook(Workbook):
    """Your answers, kept for your teacher (an empty answer is not counted as a try)."""

    def record(self, exercise, answer, correct):
        if answer not in ("", None):
            super().record(exercise, answer, correct)


workbook = ClassWorkbook(notebook="book/walkthrough")

# %% [markdown]
# ## 1. The pieces, the field and the set-up
#
# Each player has an army of **27 characters**. Every piece shows two letters: **Ki** is a King, **Go** a
# Goliath, and so on. A piece's **star points** are what it is worth in the grave of the player who eats
# it. One army is worth 73 star points.

# %% tags=["nbval-check-output"]
display(pieces_table())
print(
    "one army:",
    sum(c for c, _ in RULES.board.characters),
    "pieces,",
    sum(c * p for c, p in RULES.board.characters),
    "star points",
)

# %% [markdown]
# Two pieces can join for good: two Guards make an **Avenger**, two Men make a **Mob**.
#
# The field also holds **landmarks**, which belong to nobody: 2 **Thrones** (Th), 1 **Ark** (Ar),
# 2 **Altars** (Al) and 7 **Mountains** (Mt). We meet them in section 5.
#
# **The field** is made of hexagons. Each hex has a name: a letter for its row (A at the top) and a
# number counted from the left (D4 is the fourth hex of row D). Two hexes are **neighbours** when they
# share a side: a hex in the middle has six.
#
# **The set-up**, as the rulebook orders it:
#
# 1. The Kings and the Thrones are put aside.
# 2. The Kings are shuffled face down and each player takes one. Its colour is your colour. Whoever has
#    the **gold** King plays first; the others follow clockwise.
# 3. Every other piece is shuffled face down and put on the field at random, one per hex. A few hexes
#    stay empty.
# 4. The **last** player puts their Throne on an empty hex first, with their King face up on it. Then
#    the others, in turn.
# 5. The first player starts the game by calling out "THE BOOK!" and **flipping** a piece.
#
# Here is a new game between Ann and Bo. The computer does steps 1 to 3. Ann has the gold King, so Bo is
# the last player and places his Throne first:

# %% tags=["nbval-check-output"]
setup = new_game(["Ann", "Bo"], seed=0)
for line in setup.narration():
    print(line)
picture(setup)

# %% [markdown]
# Bo puts his Throne on D10, then Ann hers on H6. Then Ann calls out "THE BOOK!" and flips F6:

# %% tags=["nbval-check-output"]
setup = new_game(["Ann", "Bo"], seed=0)
start = len(setup.steps)
for action in (PlaceThrone(H("D10")), PlaceThrone(H("H6")), Flip(H("F6"))):
    tell(setup, action)
picture(setup, since=start)

# %% [markdown]
# The same start on the **interactive board**. You are Ann; the computer plays Bo. What you may click now
# is lit. Move the mouse over a hex to read what lies there.

# %%
board(new_game(["Ann", "Bo"], seed=0), bots={1: "greedy"})

# %% [markdown]
# ## 2. A turn: flip, travel or eat
#
# On your turn you do **exactly one** thing. You may not pass.
#
# - **Flip** any face-down piece. It stays face up for everyone to see (yes, you may flip an enemy!).
# - **Travel**: move one of your face-up pieces to a neighbouring empty hex.
# - **Eat**: move one of your face-up pieces onto a neighbouring **face-up enemy** that the eating chart
#   (section 3) lets it eat. The enemy goes into **your** grave.
# - **Use an ability** (section 4).
#
# From now on our examples are positions in the middle of a game: **Ann plays gold** (round pieces),
# **Bo plays silver** (square pieces). Most of the other pieces are already in the graves. Each example
# is written in the kit's **notation** (see `scene` in the first cell): `"F4": "gG"` puts gold's Goliath on
# F4, `"~sP"` is a face-down silver Prophet.
#
# **Flip.** Ann flips the piece on G4. It is Bo's Prophet: now everyone can see it.

# %% tags=["nbval-check-output"]
flip = scene({"F4": "gG", "F5": "sR", "E4": "sM", "G4": "~sP"})
example(flip, Flip(H("G4")))

# %% [markdown]
# **Travel.** Ann moves her Goliath one hex, from F4 to G5. One hex only: never two.

# %% tags=["nbval-check-output"]
travel = scene({"F4": "gG", "F5": "sR", "E4": "sM"})
refused(travel, Travel(H("F4"), H("F6")))
example(travel, Travel(H("F4"), H("G5")))

# %% [markdown]
# **Eat.** Ann's Goliath eats Bo's Priest: the Goliath takes the Priest's hex, and the Priest goes into
# Ann's grave. Look at Ann's grave under the field: one more Pt, 4 more star points.

# %% tags=["nbval-check-output"]
eat = scene({"F4": "gG", "F5": "sR", "E4": "sM"})
example(eat, Eat(H("F4"), H("F5")))

# %% [markdown]
# When a move breaks a rule, nothing happens, and the rules say why:

# %% tags=["nbval-check-output"]
rules_say = scene({"F4": "gM", "F5": "sG", "E4": "sK", "G4": "~sH"})
refused(rules_say, Eat(H("F4"), H("F5")))  # a Man eating a Goliath
refused(rules_say, Eat(H("F4"), H("G4")))  # eating a face-down piece
refused(rules_say, Eat(H("F4"), H("E4")))  # a Man eating a King!

# %% [markdown]
# ## 3. The eating chart
#
# Who may eat whom? Read a row from the left: the **attacker**. The columns are the **defenders**.
# **O** means "can eat it by a normal eat". **§** means "only with its ability" (the Mob's *Crucify*, the
# Fisher's *Cast*). An empty square means "never".

# %% tags=["nbval-check-output"]
display(eating_chart())

# %% [markdown]
# What to notice:
#
# - Mostly, a piece eats pieces **of its own rank and below**: a Goliath eats everything but a King.
# - But the lowly **Man can eat the King**! And the King cannot eat a Man or a Mob.
# - An **Avenger** eats like a Guard. A **Mob** eats like a Man, and with its ability it can send any
#   piece to the grave.
# - The **Fisher** eats nothing by a normal eat: it only eats with its *Cast* (section 4).
# - A piece riding a Horse eats as its rider does.
#
# ### Exercise 1: eat the enemy Priest (click the board)
#
# You are **Ann** (gold, round pieces). Bo's Priest stands on G5. Three of your pieces stand next to it.
# **Eat Bo's Priest.** Click one of your pieces: the hexes it may reach light up. Then click the Priest.
# Only one of your pieces is allowed to eat it: which one? A wrong click changes nothing. After the right
# one, the computer answers for Bo.


# %% tags=["nbval-check-output"]
def eats_priest(game, action):
    return isinstance(action, Eat) and action.to == H("G5")


def why_not_priest(game, action):
    if isinstance(action, Eat):
        return "that eats another piece. Which of your pieces may eat a Priest? Read its row in the chart."
    return "that does not eat anything. Select a piece next to the Priest, then click the Priest."


ex_priest = ClickExercise(
    "eat-priest",
    scene({"F4": "gM", "G4": "gH", "H5": "gG", "G5": "sR", "H4": "sM", "E4": "sH"}),
    "Eat Bo's Priest on G5.",
    correct=eats_priest,
    why_wrong=why_not_priest,
    why_right=lambda game, action: "a Goliath outranks a Priest. A Man or a Horse may not eat it.",
    rule="B-CHART",
    workbook=workbook,
)
picture(ex_priest.game())

# %%
ex_priest.board(observer=0, bots={1: "greedy"})

# %% [markdown]
# No board on your screen (for example on GitHub)? Answer in code instead, in a new cell:
# `ex_priest.try_action(Eat(H("G4"), H("G5")))` tries to eat the Priest with the piece on G4.
#
# ## 4. Abilities: every piece has its own
#
# An ability is an action too: it takes your whole turn. Some abilities are a **sacrifice**: the piece
# that uses it goes into an **opponent's grave** (with two players, Bo's grave when Ann sacrifices). So
# a sacrifice gives your opponent star points: it had better be worth it!
#
# ### The King: Move Mountain, Resurrect, Throne
#
# **Move Mountain.** Nobody may step onto a Mountain. But a King can **push** Mountains: it steps onto
# the first one, and every Mountain lined up in front of it moves one hex on. (It may also **pull**: step
# away, and the Mountains behind it follow. Never both at once.) Ann's King on F3 pushes two Mountains:

# %% tags=["nbval-check-output"]
mountain = scene({"F3": "gK", "F4": "X", "F5": "X", "G5": "sM"})
example(mountain, MoveMountain(H("F3"), H("F4"), False))

# %% [markdown]
# **Resurrect** (a sacrifice). The King goes into Bo's grave, and one of Ann's own pieces comes back
# from a grave onto the King's hex, face up. Here Ann brings back her Prophet from Bo's grave. Bo gains
# the King (7 points) and loses the Prophet (5).

# %% tags=["nbval-check-output"]
resurrect = scene({"F4": "gK", "G5": "sM"}, graves=("", "gP"))
example(resurrect, Resurrect(H("F4"), 1, 1, "prophet"))

# %% [markdown]
# **Throne.** While a King sits on its Throne, **nothing** can take it. When the King steps off, the
# Throne leaves the game for good. Here Bo's Man may not eat Ann's King (although a Man eats Kings), so Bo
# flips a piece. Then Ann's King steps off its Throne, and the Throne is gone:

# %% tags=["nbval-check-output"]
throne = scene({"F4": "T:gK", "F5": "sM"}, turn="silver")
refused(throne, Eat(H("F5"), H("F4")))
example(throne, Flip(H("A1")), Travel(H("F4"), H("G4")))

# %% [markdown]
# ### The Prophet: Prophecy, and secrets
#
# **Prophecy** (a sacrifice). The Prophet goes into Bo's grave. Then Ann names **three face-down pieces**
# and looks at them, **secretly**. Bo sees which pieces Ann looked at (a small mark in Ann's shape and
# colour on each), but not what they are.
#
# This is the first time the pictures depend on **whose eyes** we look through. Here is the Prophecy
# **through Ann's eyes**: after it, she knows the three pieces (their letters show on their backs).

# %% tags=["nbval-check-output"]
prophecy = scene({"F4": "gP", "G5": "sM", "G3": "~sG", "H3": "~gD"}, hidden=6)
example(prophecy, Prophecy(H("F4"), 1), Peek(H("G3")), Peek(H("A1")), Peek(H("A2")), observer=0)

# %% [markdown]
# The same moment **through Bo's eyes**. He sees the marks of Ann's looks, and hears that she looked,
# but not what she saw:

# %% tags=["nbval-check-output"]
prophecy = scene({"F4": "gP", "G5": "sM", "G3": "~sG", "H3": "~gD"}, hidden=6)
for action in (Prophecy(H("F4"), 1), Peek(H("G3")), Peek(H("A1")), Peek(H("A2"))):
    tell(prophecy, action, observer=1)
picture(prophecy, observer=1)

# %% [markdown]
# Players **remember** what they have seen. So a piece that lay face up once and is later turned face
# down again (by a trap, below) is known to everyone: its letters show on its back, in a dashed ring.
#
# **Passive Prophecy.** While all three of your Prophets lie face up on the field, a Prophet may look at
# **one** face-down piece without a sacrifice:

# %% tags=["nbval-check-output"]
passive = scene({"F4": "gP", "F6": "gP", "H3": "gP", "G5": "sM"})
refused(passive, Prophecy(H("F4"), None))
refused(scene({"F4": "gP", "G5": "sM"}), Prophecy(H("F4"), None))

# %% [markdown]
# ### The Priest: Purge, Altar Purge, Ekballo
#
# **Purge** (a sacrifice). The Priest eats **every** face-up enemy next to it that a Priest may eat. Here
# it eats Bo's Horse and Bo's Man at once, but not the Goliath (a Priest cannot eat a Goliath). Then it
# goes into Bo's grave. With all three of your Priests face up on the field, Purge needs no sacrifice.

# %% tags=["nbval-check-output"]
purge = scene({"F4": "gR", "F5": "sH", "E4": "sM", "G4": "sG"})
example(purge, Purge(H("F4"), 1))

# %% [markdown]
# **On an Altar** a Priest purges **without** a sacrifice (Altar Purge). And from an Altar it may do
# **Ekballo** (a sacrifice): it eats every face-up enemy it may eat **on one straight line**, from one edge
# of the field to the other. Here, along row F: Bo's Horse on F6 and Man on F8, but not the Goliath on F2.
# (An Altar Purge would have eaten only the Man on E4, next to the Priest.)

# %% tags=["nbval-check-output"]
ekballo = scene({"F4": "L:gR", "F6": "sH", "F8": "sM", "F2": "sG", "E4": "sM", "H6": "L"})
refused(ekballo, Purge(H("F4"), None))
example(ekballo, Ekballo(H("F4"), 0, 1))

# %% [markdown]
# ### The Horse: Gallop, Mount, Dismount
#
# **Gallop.** A Horse may also travel in a bent line: one step, then one more step turned a little (an
# "obtuse L"). It jumps over whatever is in between. A gallop is only for travelling: a Horse never eats
# by galloping. From F4 a Horse can gallop to six hexes: E2, D3, E5, G6, H4 and G3.

# %% tags=["nbval-check-output"]
gallop = scene({"F4": "gH", "F5": "sM", "E4": "sM", "G4": "X"})
print(
    "a gallop from F4 reaches:",
    ", ".join(gallop.rules.board.labels[a.to] for a in gallop.legal_actions() if isinstance(a, Gallop)),
)
example(gallop, Gallop(H("F4"), H("E5")))

# %% [markdown]
# **Mount.** One of your pieces steps onto your Horse next to it. It keeps its own rank (it eats as a
# Prophet) and now gallops like a Horse. A badge "Ho" shows it rides. **Dismount**: later the rider steps
# off to a neighbouring hex. Here Ann's Prophet mounts, gallops (Bo flips a piece in between), and
# dismounts:

# %% tags=["nbval-check-output"]
riding = scene({"F3": "gP", "F4": "gH", "H2": "sM"})
example(
    riding, Mount(H("F3"), H("F4")), Flip(H("A1")), Gallop(H("F4"), H("G6")), Flip(H("A2")), Dismount(H("G6"), H("H6"))
)

# %% [markdown]
# ### The Guard: Bury (a trap) and Fortify
#
# **Bury** is a **trap**: it goes off when someone eats the Guard. The piece that ate it is turned **face
# down** on the spot. It is still there, but it can do nothing until someone flips it again. Ann's
# Goliath eats Bo's Guard, and is buried:

# %% tags=["nbval-check-output"]
bury = scene({"F4": "gG", "F5": "sD"})
example(bury, Eat(H("F4"), H("F5")))

# %% [markdown]
# Everyone saw that Goliath, so everyone still knows what it is: its letters show on its back. (If a
# rider eats a Guard, it loses its Horse too: the Horse goes to the Guard's player's grave.)
#
# **Fortify.** A Guard steps onto your other Guard next to it: together they become an **Avenger**, for
# good.

# %% tags=["nbval-check-output"]
fortify = scene({"F4": "gD", "F5": "gD", "H3": "sM"})
example(fortify, Fortify(H("F4"), H("F5")))

# %% [markdown]
# ### The Avenger: Curse of Cain (a trap)
#
# Whoever eats an Avenger is **cursed**: the eater goes into the Avenger's player's grave, and so does
# every other face-up piece of the same kind that the eater's player has on the field. Ann's Goliath eats
# Bo's Avenger. Her Goliath goes to Bo's grave, and her other Goliath on H3 too:

# %% tags=["nbval-check-output"]
curse = scene({"F4": "gG", "F5": "sD+sD", "H3": "gG"})
example(curse, Eat(H("F4"), H("F5")))

# %% [markdown]
# Ann gained the Avenger (2 + 2 points), and Bo gained two Goliaths (6 + 6). A bad trade!
#
# ### The Man: Congregate and Rest (a trap)
#
# **Congregate.** A Man steps onto your other Man next to it: together they become a **Mob**, for good.

# %% tags=["nbval-check-output"]
congregate = scene({"F4": "gM", "F5": "gM", "H3": "sM"})
example(congregate, Congregate(H("F4"), H("F5")))

# %% [markdown]
# **Rest.** The moment **all 7** of a player's Men lie face up on the field (a Mob counts as 2), every
# face-up piece of the **other** player is turned face down. Ann has 6 Men face up. She flips E4: her
# seventh Man. Bo's Goliath and Priest are turned face down at once:

# %% tags=["nbval-check-output"]
rest = scene(
    {"F4": "gM", "F5": "gM", "F6": "gM", "G4": "gM", "G5": "gM", "G6": "gM", "E4": "~gM", "H3": "sG", "H4": "sR"}
)
example(rest, Flip(H("E4")))

# %% [markdown]
# ### The Mob: Crucify
#
# **Crucify** (a sacrifice). The Mob sends **any piece on the field** into your grave: face up or face
# down, near or far, even a piece on the Ark. Only a **King on its Throne** is safe. Ann's Mob crucifies
# Bo's Priest on the Ark at J2:

# %% tags=["nbval-check-output"]
crucify = scene({"F4": "gM+gM", "H3": "sG", "J2": "A:sR"})
example(crucify, Crucify(H("F4"), H("J2"), 1))

# %% [markdown]
# ### Exercise 2: which piece can your Mob NOT crucify?
#
# You are Ann. Bo has three pieces on the field: his King on its Throne, his Goliath on the Ark and his
# Priest. **Which one can your Mob not crucify?** Write its hex (for example `"D2"`) between the quotes
# in the next cell, and run it.


# %% tags=["nbval-check-output"]
def safe_from_crucify(game):
    bo = [c["label"] for c in game.view()["cells"] if c.get("owner") == 1 and not c["face_down"]]
    return [label for label in bo if game.why_not(Crucify(H("F4"), H(label), 1)) is not None][0]


def explain_crucify(game, answer):
    right = safe_from_crucify(game)
    if str(answer).strip().upper() == right:
        return f"the King on {right} sits on its Throne: nothing can take it, not even a Crucify."
    return "a Crucify reaches any piece on the field, the Ark too. What protects a King?"


ex_crucify = ValueExercise(
    "crucify-safe",
    scene({"F4": "gM+gM", "H3": "T:sK", "J2": "A:sG", "D2": "sR"}),
    "Which of Bo's pieces can Ann's Mob not crucify?",
    expected=safe_from_crucify,
    explain=explain_crucify,
    normalise=lambda value: str(value).strip().upper(),
    rule="B-CRUCIFY",
    workbook=workbook,
)
picture(ex_crucify.game())

# %%
ex_crucify.answer("")

# %% [markdown]
# ### The Fisher: Cast
#
# A Fisher eats only by **Cast**: it jumps over **one** neighbouring piece in a straight line and eats
# what lies just beyond. That may be a face-up enemy, or **any face-down piece**: it is turned face up
# and eaten. Ann's Fisher jumps over Bo's Man and eats the face-down piece on F6:

# %% tags=["nbval-check-output"]
cast = scene({"F4": "gF", "F5": "sM", "F6": "~sP"})
example(cast, Cast(H("F4"), H("F6")))

# %% [markdown]
# A face-down piece may be **your own**! It is eaten anyway, and it counts **against** you: here
# Ann loses 5 star points (the red chip in her grave).

# %% tags=["nbval-check-output"]
cast_own = scene({"F4": "gF", "F5": "sM", "F6": "~gP"})
example(cast_own, Cast(H("F4"), H("F6")))
print("Ann's own pieces in her grave count:", cast_own.scores().rows[0]["own"])

# %% [markdown]
# And if the face-down piece is a **landmark**, the cast fails: the Fisher stays where it was and Ann's
# turn is over. The landmark stays face down, but now everyone knows that a landmark lies there (so a
# cast at it again would only lose another turn, and is refused).

# %% tags=["nbval-check-output"]
cast_landmark = scene({"F4": "gF", "F5": "sM", "F6": "~A"})
example(cast_landmark, Cast(H("F4"), H("F6")))

# %% [markdown]
# ### Exercise 3: cast! (click the board)
#
# You are Ann. Your Fisher stands on G4. **Eat one of the face-down pieces with it.** Click the Fisher,
# then the hex where it lands. Remember: a Fisher needs a piece to jump over, and it never jumps a
# Mountain.


# %% tags=["nbval-check-output"]
def casts(game, action):
    return isinstance(action, Cast)


def why_not_cast(game, action):
    return "that is not a cast. A cast jumps over one piece in a straight line and lands on the piece beyond."


ex_cast = ClickExercise(
    "fisher-cast",
    scene({"G4": "gF", "G5": "sM", "G6": "~sP", "F4": "X", "E4": "~sR", "E2": "~sH", "H3": "gD"}),
    "Eat a face-down piece with your Fisher on G4.",
    correct=casts,
    why_wrong=why_not_cast,
    why_right=lambda game, action: "the Fisher jumps over Bo's Man and eats what lies beyond.",
    rule="B-CAST",
    workbook=workbook,
)
picture(ex_cast.game())

# %%
ex_cast.board(observer=0, bots={1: "greedy"})

# %% [markdown]
# Without a board: `ex_cast.try_action(Cast(H("G4"), H("E4")))` tries to cast from G4 to E4.
#
# ## 5. The landmarks
#
# Landmarks (all but the Thrones) lie face down at the start, like the characters. Once face up they never
# move again (except Mountains, pushed by a King) and are never turned back down.
#
# - **Throne**: a King on its Throne is safe from everything (section 4).
# - **Ark**: a piece sitting on the Ark cannot be eaten. Only a Crucify can take it.

# %% tags=["nbval-check-output"]
ark = scene({"F4": "gG", "F5": "A:sR", "G5": "sM"})
picture(ark)
refused(ark, Eat(H("F4"), H("F5")))
refused(ark, Eat(H("F4"), H("G5")))

# %% [markdown]
# - **Altar**: a piece that steps onto a free Altar is carried at once to the **other** Altar. Ann's
#   Goliath steps onto the Altar on F5 and lands on H3:

# %% tags=["nbval-check-output"]
altar = scene({"F4": "gG", "F5": "L", "H3": "L"})
example(altar, Travel(H("F4"), H("F5"), H("H3")))

# %% [markdown]
# If a piece already stands on the other Altar, the Altars are **clogged**: the piece stays where it
# stepped. Here Bo's Man sits on H3, so Ann's Goliath stays on F5:

# %% tags=["nbval-check-output"]
clogged = scene({"F4": "gG", "F5": "L", "H3": "L:sM"})
example(clogged, Travel(H("F4"), H("F5")))

# %% [markdown]
# - **Mountain**: nobody may step onto a Mountain or jump over it (not even a Fisher). Only a King can
#   move it (section 4).

# %% tags=["nbval-check-output"]
blocked = scene({"F4": "gF", "F5": "X", "F6": "~sP"})
refused(blocked, Travel(H("F4"), H("F5")))
refused(blocked, Cast(H("F4"), H("F6")))

# %% [markdown]
# ## 6. The end and the count
#
# The game ends **the moment no face-down piece is left** on the field. Then each player adds up the
# star points in their grave. Your **own** pieces in your grave (a Fisher that cast at your own piece, a
# Curse) count **against** you. The most star points wins; equal totals are a **draw**.
#
# Here one face-down piece is left. Bo flips it, and the game is over at once:

# %% tags=["nbval-check-output"]
ending = scene({"F4": "gG", "F6": "sR"}, hidden=1, turn="silver")
example(ending, Flip(H("A1")))
print(ending.narration()[-1])

# %% [markdown]
# ### Exercise 4: who wins this count?
#
# Another game has just ended: every piece is face up. Here is what lies in the two graves. **Who wins:
# `"Ann"`, `"Bo"` or `"draw"`?** Be careful with the pieces of your own colour!

# %% tags=["nbval-check-output"]
COUNT = scene(
    {}, hidden=0, graves=("sG.sR.sR.sM.gM", "gP.gH.gH.gD.gD"), rest="field", phase="over", extra="end=flipped"
)


def winner(game):
    sheet = game.scores()
    return "draw" if len(sheet.winners) > 1 else game.players[sheet.winners[0]]


def explain_count(game, answer):
    totals = [game.scores().total(seat) for seat in (0, 1)]
    if str(answer).strip().casefold() == winner(game).casefold():
        return f"Ann has {totals[0]} star points and Bo has {totals[1]}: Ann's own Man counts against her."
    return "add up each grave, and take away the points of the grave's own pieces (Ann's Man in Ann's grave)."


for seat, name in enumerate(COUNT.players):
    pieces = [
        f"{COUNT.players[p['owner']]}'s {WORDS['kind.' + p['kind']]}" for p in COUNT.view()["players"][seat]["grave"]
    ]
    print(f"{name}'s grave: {', '.join(pieces)}")
ex_count = ValueExercise(
    "who-wins", COUNT, "Who wins this count?", expected=winner, explain=explain_count, rule="B-WIN", workbook=workbook
)

# %%
ex_count.answer("")

# %% [markdown]
# After you answered: the end position with the count under the field.

# %% tags=["nbval-check-output"]
picture(ex_count.game())

# %% [markdown]
# **The game could go on for ever** (Bury and Rest turn pieces face down again). So the kit stops a game
# after 600 actions and counts it as it stands. And a move that would bring the same position back a
# third time is not allowed (the rulebook forbids "perpetual patterns").
#
# ## 7. Where the rulebook can be read two ways
#
# The rulebook is short, and some sentences can be read in two ways. The kit picks one reading, gives it
# a name, and offers the other one as an option of `new_game(options={...})`. The whole list, with the
# reasons, is in [docs/book-readings.md](../../docs/book-readings.md). The most important ones:
#
# - You may only **eat a face-up enemy** (`B-EAT-REVEALED`; option `blind_eat` lets you attack a
#   face-down piece).
# - A Horse's **obtuse L** is one step and then one step turned by 60 degrees (`B-GALLOP-SHAPE`; option
#   `gallop="knight"`).
# - The game ends when no face-down **piece** is left on the field, landmarks included (`B-END-COUNT`).
# - **Rest** counts a Mob as two Men (`B-REST-COUNT`).
#
# Every reading, with the option that chooses the other one:

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
# To hand your answers to your teacher, run `workbook.save("book-answers.json")` in a new cell (put your
# name in the file name) and give them the file.
#
# Ready to play? Open `play.ipynb`: you against the computer, with charts of the star points in each
# grave.
