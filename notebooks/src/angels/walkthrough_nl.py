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
# # Genesis (Peter Hansson, 2010): leer het spel stap voor stap
#
# In dit spel ben je een **engel**. God schept de wereld in zeven dagen, en jij helpt.
#
# - Je **neemt essentie**: blokjes **chaos** (rood, C), **materie** (blauw, M) en **leven** (groen, L).
# - Je betaalt blokjes om **het werk van een dag te doen**. Dat geeft je op het einde punten.
# - Op de zevende dag krijgen engelen die bij God rusten **rustpunten**.
# - Er speelt ook een **gevallen engel** mee. Hij volgt vaste regels. Heeft hij op het einde de meeste
#   punten, dan verliest iedereen!
#
# Het spel duurt 21 ronden. De engel met de meeste punten op het einde wint.
#
# **Zo gebruik je dit notebook.** Klik op een grijze codecel en druk op **Shift+Enter** om hem uit te
# voeren. Voer de cellen van boven naar onder uit. Je mag elke cel later opnieuw uitvoeren. Afbeeldingen
# tonen elke stelling; op de interactieve borden kun je klikken. Cellen met **Opdracht** stellen je een
# vraag, en de computer controleert je antwoord.
#
# *Voor de leraar: de getallen van het gedrukte bord zijn verloren, samen met de afbeeldingen uit het
# regelboek. De getallen hier (wat elk veld geeft, wat elke dag kost) zijn opnieuw opgebouwd zodat ze
# kloppen met alles wat het regelboek zegt; zie `seeds/angels.toml`.*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from IPython.display import Markdown, display
from genesis_nb.angels import CATALOGUE, ChooseCube, DayWork, Gather, Move, Pass, board, from_position, new_game
from genesis_nb.angels.examples import EXAMPLES
from genesis_nb.angels.payments import can_afford
from genesis_nb.exercises import ClickExercise, ValueExercise, Workbook

genesis_nb.setup()
NAMEN = ["grijs", "paars", "geel", "roze"]
werkboek = Workbook(notebook="angels/walkthrough_nl")  # bewaart je antwoorden


def toon_afbeelding(spel, onderschrift, **opties):
    """Toon een stelling als afbeelding, met een onderschrift erboven."""
    display(Markdown(f"**{onderschrift}**"), spel.picture(**opties))


def stelling(notatie):
    """Een stelling in de notatie van de kit, met Nederlandse namen voor de spelers."""
    kleuren = "players=gray,purple,yellow,pink"
    notatie = notatie.replace(kleuren, f"{kleuren} names={','.join(NAMEN)}")
    return from_position(notatie, lang="nl")


# %% [markdown]
# De volgende cel maakt de opdrachten klaar. Je hoeft ze niet te lezen.
# *(Leraren: elke opdracht is een stelling in de notatie van de kit, een vraag, en een regel van het model
# dat het antwoord beoordeelt. Kopieer er een om je eigen opdracht te maken.)*

# %%
DONKERE_WOORDEN = {
    "dark_move": "bewegen",
    "dark_switch": "wisselen",
    "dark_work": "werken",
    "dark_stays": "blijven",
    "dark_waits": "blijven",
    "dark_resting": "blijven",
}


def na(spel, actie):
    """Het spel na ``actie``, gespeeld op een kopie."""
    proef = spel.replay()
    proef.play(actie)
    return proef


def hand_woorden(hand):
    return f"{hand[0]} chaos, {hand[1]} materie en {hand[2]} leven"


def actie_gevallen_engel(spel):
    spel.play(Pass())
    soorten = [e.kind for e in spel.steps[-1].events]
    return next(DONKERE_WOORDEN[soort] for soort in soorten if soort in DONKERE_WOORDEN)


opdracht_start = ValueExercise(
    "who-starts",
    stelling(
        "angels players=gray,purple,yellow,pink god=IV-evening phase=turns "
        "start=pink turn=yellow stock=13.13.13 hands=1.1.1/1.1.1/1.1.1/0.0.0 "
        "void=- I=- II=- III=gy,ye IV=pk,DA,pu V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Geel past. Wie begint de volgende ronde?",
    expected=lambda spel: spel.players[spel.rules.leftmost_player(spel.state)],
    rule="A-START-PLAYER",
    workbook=werkboek,
)

opdracht_nemen = ClickExercise(
    "gather-to-afford",
    stelling(
        "angels players=gray,purple,yellow,pink god=II-evening phase=turns "
        "start=purple turn=gray stock=13.12.13 hands=0.1.0/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=pu,ye,pk,gy,DA III=- IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Klik op het veld van dag II waar grijs essentie moet nemen, om het werk van dag II te kunnen betalen.",
    correct=lambda spel, actie: can_afford(spel.rules.board.cost[2], tuple(na(spel, actie).state.hands[0])),
    why_wrong=lambda spel, actie: (
        f"dan heeft grijs {hand_woorden(na(spel, actie).state.hands[0])}: niet genoeg voor het werk van dag II."
    ),
    why_right=lambda spel, actie: (
        "grijs betaalt zijn materieblokje voor één wissel en neemt 1 chaos en 2 materie: "
        "precies wat het werk van dag II kost."
    ),
    rule="A-SWITCH",
    workbook=werkboek,
)

opdracht_bewegen = ClickExercise(
    "move-to-start",
    stelling(
        "angels players=gray,purple,yellow,pink god=III-midday phase=turns "
        "start=pink turn=yellow stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=gy,pu III=pk,ye,DA IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Klik op een plaats waar geel heen kan, om de startspeler van de volgende ronde te worden.",
    correct=lambda spel, actie: na(spel, actie).state.start == 2,
    why_wrong=lambda spel, actie: "dan staat grijs, eerste op dag II, nog altijd verder links dan geel.",
    why_right=lambda spel, actie: "nu staat niemand verder links dan geel.",
    rule="A-START-PLAYER",
    workbook=werkboek,
)

opdracht_gevallen = ValueExercise(
    "dark-angel",
    stelling(
        "angels players=gray,purple,yellow,pink god=IV-midday phase=turns "
        "start=gray turn=pink stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=- III=gy,pu IV=DA,ye,pk V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    ),
    "Roze past. Wat doet de gevallen engel: bewegen, wisselen, werken of blijven?",
    expected=actie_gevallen_engel,
    rule="A-DARK",
    workbook=werkboek,
)

opdracht_winst = ValueExercise(
    "who-wins",
    stelling(
        "angels players=gray,purple,yellow,pink god=VII-evening phase=over "
        "start=purple turn=purple stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 "
        "void=- I=- II=- III=- IV=- V=- VI=pk VII=pu,gy,ye,DA "
        "wI=DA,gy,pu wII=DA,ye,gy,pk wIII=gy,DA,ye wIV=DA,pu,ye,pk,gy "
        "wV=gy,pk,pu,DA,ye wVI=pu,pk,ye"
    ),
    "Wie wint dit spel?",
    expected=lambda spel: ", ".join(spel.scores().winner_names()) or "gevallen engel",
    rule="A-WIN",
    workbook=werkboek,
)


# %% [markdown]
# ## 1. Het bord
#
# Hier is een nieuw spel voor vier spelers. Elke speler heet naar de kleur van zijn engel.

# %% tags=["nbval-check-output"]
spel = new_game(NAMEN, seed=1, lang="nl")
toon_afbeelding(spel, "De voorbereiding: elke engel begint in de leegte")

# %% [markdown]
# Wat je ziet, van boven naar onder:
#
# - Het **tijdspoor**. God wandelt erover: ochtend, middag en avond van dag I, dan van dag II, enzovoort
#   tot dag VII. Eén stap per ronde.
# - De **leegte** en de **dagen I tot VII**. Elk heeft een rij van 7 velden, het **essentiespoor**. Engelen
#   staan erop van links af, zonder gaten. Een veld toont de blokjes die een engel daar mag **nemen**.
#   Sommige velden tonen twee omlijste sets: dan neem je er één van.
# - Rechts van de dagen I tot VI: de **kost** van de dag (de blokjes die je betaalt om het werk te doen),
#   de **bonus**, en 7 **rondjes** met punten. De eerste engel die het werk van een dag doet, krijgt het
#   eerste rondje, en dat is het meest waard.
# - Dag VII heeft geen blokjes en geen werk. Zijn getallen zijn **rustpunten**.
# - Dagen die God nog niet bereikte zijn **gestreept**: daar mag niemand heen.
# - Onder het bord: elke engel met zijn blokjes en punten, en de **voorraad**, waar alle blokjes vandaan
#   komen.
#
# Elke engel heeft zijn eigen kleur **en** zijn eigen vorm met een letter, zodat je ze ook zonder kleuren
# uit elkaar houdt. De gevallen engel is de zwarte ster (GE).
#
# ## 2. De voorbereiding
#
# - De voorraad bevat 4 blokjes van elke soort per speler (16 van elke soort voor vier spelers).
# - Alle engelen beginnen in de leegte, in zitvolgorde (de oudste speler eerst). De gevallen engel staat
#   achter hen.
# - Elke speler neemt **één startblokje** naar keuze.
#
# Hier is dezelfde stelling op een interactief bord. Het heeft een eigen spel, dus jouw klikken veranderen
# verder niets in dit notebook. Wat oplicht, mag de speler aan de beurt nu doen. Probeer maar: klik op een
# blokje!

# %%
bord_start = board(new_game(NAMEN, seed=1, lang="nl"), lang="nl")
bord_start

# %% [markdown]
# De kit kan ook voor jou spelen. Hij somt op wat mag, en vertelt in gewone zinnen wat er gebeurde:

# %% tags=["nbval-check-output"]
spel = new_game(NAMEN, seed=1, lang="nl")
for actie in spel.legal_actions():
    print("mag:", spel.rules.describe_in(spel.state, actie, "nl"))
spel.tell(ChooseCube(2))  # grijs neemt leven   (0 = chaos, 1 = materie, 2 = leven)
spel.tell(ChooseCube(0))  # paars neemt chaos
spel.tell(ChooseCube(1))  # geel neemt materie
spel.tell(ChooseCube(2))  # roze neemt leven

# %% [markdown]
# ## 3. Een ronde
#
# Het spel heeft **21 ronden**: de ochtend, middag en avond van zeven dagen. Elke ronde heeft vier stappen,
# altijd in deze volgorde:
#
# 1. zoek de **startspeler**;
# 2. elke speler krijgt een **beurt**, te beginnen bij de startspeler, met de klok mee;
# 3. de **gevallen engel** krijgt zijn beurt;
# 4. **God zet één stap** op het tijdspoor.
#
# *Voor de leraar: in ronde 1 heeft God nog geen dag bereikt; het spel eindigt zodra God de avond van dag
# VII bereikt. Dat geeft precies 21 ronden. De regelcatalogus van de kit zegt het zo:*

# %% tags=["nbval-check-output"]
print(CATALOGUE["A-TIME-TRACK"].text("nl"))

# %% [markdown]
# ## 4. Stap 1: de startspeler
#
# Denk aan alle essentiesporen als **één lange lijn**: eerst de leegte, dan dag I, dag II, enzovoort. De
# speler die **het meest links** op die lijn staat, is de startspeler. Een engel op een vroegere dag wint
# dus van een engel op een latere dag. Op dezelfde dag wint het lagere veld. De gevallen engel begint nooit.
#
# **Voorbeeld uit het regelboek.** Roze speelt als laatste in deze ronde. Paars staat eerst op dag I, de
# vroegste dag waar iemand staat, dus paars begint de volgende ronde (zoek de vlag ⚑ onder het bord).

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["start-player"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: roze speelt als laatste in deze ronde")
spel.tell(Pass())
toon_afbeelding(spel, "Achteraf: paars begint de nieuwe ronde (blauw: wat veranderde)", since=0)

# %% [markdown]
# ### Opdracht 1: wie begint?
#
# Geel speelt als laatste in deze ronde, en geel past. **Wie begint de volgende ronde?** Kijk naar de
# afbeelding.

# %% tags=["nbval-check-output"]
toon_afbeelding(opdracht_start.game(), "Opdracht 1: geel gaat passen")

# %% [markdown]
# Schrijf de naam van een speler tussen de aanhalingstekens en voer de cel uit. Fout? Lees waarom en
# probeer opnieuw. Een tip nodig? Maak een nieuwe cel (druk op `B`), typ `opdracht_start.hint()` en voer
# hem uit.

# %%
opdracht_start.answer("")  # een naam tussen de aanhalingstekens, bv. "roze"

# %% [markdown]
# ## 5. Stap 2: de beurt van een speler
#
# Je beurt heeft twee delen:
#
# 1. **Bonus.** Sta je op een dag waarvan je het werk al deed? Dan neem je de **bonus** van die dag uit de
#    voorraad.
# 2. **Eén actie**, of geen. Kies er één: **essentie nemen**, **bewegen** of **het werk van de dag doen**.
#    Je mag ook **passen** en niets doen.
#
# ### De bonus
#
# **Voorbeeld uit het regelboek.** Paars begint zijn beurt op dag IV. Paars deed het werk van dag IV al
# (zijn schijfje ligt op het eerste rondje van dag IV). Dus neemt paars de bonus van dag IV: één chaos en
# één materie.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["bonus-day-iv"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: grijs gaat passen; daarna speelt paars, op dag IV")
spel.tell(Pass())
toon_afbeelding(spel, "Achteraf: paars begon zijn beurt met de bonus van dag IV", since=0)

# %% [markdown]
# ### Essentie nemen
#
# Om essentie te **nemen**, neem je de blokjes van je veld uit de voorraad.
#
# Maar eerst mag je **van plaats wisselen** met de engel direct naast je op je dag (ook met de gevallen
# engel). Elke wissel kost **één blokje naar keuze**, terug naar de voorraad. Je mag meer keer wisselen,
# allemaal in dezelfde richting.
#
# **Voorbeeld uit het regelboek.** Grijs is niet blij met zijn veld op dag II. Hij wisselt met de gevallen
# engel, en dan met roze: twee wissels, dus betaalt hij twee blokjes (twee materie). Nu staat grijs op veld
# 2. Dat veld biedt een keuze: twee chaos en één materie, **of** één materie en één leven. Grijs neemt twee
# chaos en één materie.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["two-switches"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: grijs staat op veld 4 van dag II")
spel.tell(Gather(square=1, pay=(0, 2, 0), choice=0))
toon_afbeelding(spel, "Achteraf: grijs wisselde naar veld 2 en nam essentie", since=0)

# %% [markdown]
# In Python is essentie nemen één actie met drie delen: `square` is het veld waar je neemt (0 is het meest
# linkse veld), `pay` de blokjes die je voor het wisselen betaalt (chaos, materie, leven), en `choice`
# welke set van het veld je neemt (0 is de eerste). Op het bord klik je gewoon op het veld; kleine menu's
# vragen de rest.
#
# **Voorbeeld uit het regelboek.** Een veld met twee sets: grijs, op veld 2 van dag II, neemt de eerste.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["two-yields"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: grijs neemt 2 chaos + 1 materie of 1 materie + 1 leven")
spel.tell(Gather(square=1, pay=(0, 0, 0), choice=0))
toon_afbeelding(spel, "Achteraf: grijs nam twee chaos en één materie", since=0)

# %% [markdown]
# ### De voorraad kan opraken
#
# Er zijn maar zoveel blokjes. Heeft de voorraad er te weinig, dan krijg je alleen wat er nog is.
#
# **Voorbeeld uit het regelboek.** De voorraad heeft nog maar 1 chaos, 8 materie en 5 leven. Grijs wil twee
# chaos en één materie, en krijgt één chaos en één materie.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["stock-shortage"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: de voorraad heeft nog maar 1 chaosblokje")
spel.tell(Gather(square=1, pay=(0, 0, 0), choice=0))
toon_afbeelding(spel, "Achteraf: grijs kreeg 1 chaos en 1 materie; er is geen chaos meer", since=0)

# %% [markdown]
# Op dag VII neemt niemand essentie en wisselt niemand. Probeer je iets wat de regels verbieden, dan weigert
# de kit, verandert niets en zegt waarom. `why_not` vraagt het zonder te spelen:

# %% tags=["nbval-check-output"]
spel = from_position(
    "angels players=gray,purple names=grijs,paars god=VII-morning "
    "phase=turns start=gray turn=gray stock=5.7.8 hands=2.1.0/1.0.0 "
    "void=- I=- II=- III=- IV=- V=- VI=pu VII=gy,DA "
    "wI=- wII=- wIII=- wIV=- wV=- wVI=-",
    lang="nl",
)
weigering = spel.why_not(Gather(square=0, pay=(0, 0, 0), choice=0))
print(weigering.message())
print(weigering.rule_id, "-", CATALOGUE[weigering.rule_id].text("nl"))

# %% [markdown]
# ### Opdracht 2: neem essentie om het werk te kunnen betalen (klik op het bord)
#
# Grijs staat op veld 4 van dag II en heeft maar één materieblokje. Het werk van dag II kost **één chaos en
# twee materie**. Grijs wil nu essentie nemen, zodat hij in zijn volgende beurt het werk van dag II kan
# betalen. **Klik op het veld van dag II waar grijs essentie moet nemen.** Denk eraan: elke wissel kost een
# blokje. (Een tip nodig? Voer `opdracht_nemen.hint()` uit in een nieuwe cel.)

# %%
opdracht_nemen.board()

# %% [markdown]
# ### Bewegen
#
# Om te **bewegen** ga je naar de leegte of naar **elke dag die God al bereikte**, vroeger of later dan de
# jouwe. Je neemt daar het **eerste vrije veld**. Verlaat een engel een dag, dan schuiven de engelen rechts
# van hem elk één veld naar links, zodat er nooit een gat is.
#
# In ronde 1 heeft God nog geen dag bereikt, dus niemand kan de leegte verlaten:

# %% tags=["nbval-check-output"]
spel = new_game(NAMEN, seed=1, lang="nl")
for essentie in (2, 0, 1, 2):
    spel.play(ChooseCube(essentie))
print(spel.why_not(Move(1)).message())

# %% [markdown]
# **Voorbeeld uit het regelboek.** God staat op dag V. Dus mag geel naar de leegte of naar elke dag van I
# tot V. Geel gaat naar dag III en komt achter roze. Op dag IV sluiten de gevallen engel en grijs het gat.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["move-and-gap"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: geel staat op dag IV; God staat op dag V")
for actie in spel.legal_actions():
    if isinstance(actie, Move):
        print("mag:", spel.rules.describe_in(spel.state, actie, "nl"))
spel.tell(Move(3))
toon_afbeelding(spel, "Achteraf: geel staat op dag III; dag IV heeft geen gat", since=0)

# %% [markdown]
# ### Opdracht 3: beweeg om de volgende ronde te beginnen (klik op het bord)
#
# Geel speelt als laatste in deze ronde. Geel wil de **startspeler** van de volgende ronde worden, om als
# eerste te spelen. **Klik op een plaats waar geel heen kan om de volgende ronde te beginnen.**
# (Een tip nodig? Voer `opdracht_bewegen.hint()` uit in een nieuwe cel.)

# %%
opdracht_bewegen.board()

# %% [markdown]
# *Voor de leraar: bewegen gaat ergens anders heen; je kunt niet "bewegen" naar de dag waar je staat (de
# optie `move_same_day=True` staat het toe).*
#
# ### Het werk van de dag doen
#
# Op de dag waar je staat (dag I tot VI) mag je het werk **één keer** doen. Betaal de **kost** van de dag
# aan de voorraad en leg je schijfje op het **eerste vrije rondje** van die dag. Het getal in het rondje
# zijn je punten op het einde. Hoe vroeger je bent, hoe meer je dus scoort.
#
# **Voorbeeld uit het regelboek.** Paars staat op dag III, die 4 leven kost. Er liggen al twee schijfjes,
# dus komt het schijfje van paars op het derde rondje: 4 punten.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["day-work-iii"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: paars heeft 4 leven; dag III heeft twee schijfjes")
spel.tell(DayWork(day=3, pay=(0, 0, 4)))
toon_afbeelding(spel, "Achteraf: paars ligt op het derde rondje van dag III", since=0)
print("punten van paars voor dag III:", spel.scores().rows[1]["III"])

# %% [markdown]
# ### De ruil: drie blokjes voor één
#
# Als je betaalt, mogen **drie blokjes van andere soorten één ontbrekend blokje vervangen**.
#
# **Voorbeeld uit het regelboek.** Paars moet 4 leven betalen, maar heeft maar 3 leven. Paars heeft ook 3
# chaos en 1 materie. Dus kan paars het ontbrekende levensblokje betalen met 3 chaos, of met 2 chaos en 1
# materie. Allebei mag:

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["exchange"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: paars heeft 3 chaos, 1 materie en 3 leven")
for actie in spel.legal_actions():
    if isinstance(actie, DayWork):
        print("mag:", spel.rules.describe_in(spel.state, actie, "nl"))
spel.tell(DayWork(day=3, pay=(2, 1, 3)))
toon_afbeelding(spel, "Achteraf: 2 chaos en 1 materie betaald voor het ontbrekende leven", since=0)

# %% [markdown]
# ## 6. Stap 3: de gevallen engel
#
# Na de spelers doet de gevallen engel **één** actie. Hij neemt nooit essentie en betaalt nooit. Loop deze
# lijst af en doe de **eerste** regel die past:
#
# 1. **Bewegen:** staat hij niet op de dag van God? Dan gaat hij daarheen, naar het eerste vrije veld.
# 2. **Wisselen:** staat hij op de dag van God, maar niet op het eerste veld? Dan wisselt hij met de engel
#    links van hem.
# 3. **Werken:** staat hij op de dag van God, op het eerste veld? Dan doet hij het werk van die dag, gratis.
# 4. **Blijven:** deed hij het werk van die dag al? Dan doet hij niets.
#
# Zodra hij dag VII bereikt, doet hij niets meer. (De startspeler zet hem voor het spel.)
#
# **Voorbeeld uit het regelboek.** De gevallen engel staat eerst op dag III, maar God staat op dag IV. Dus
# werkt hij **niet** op dag III: regel 1 komt eerst, en hij gaat naar dag IV.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["dark-to-gods-day"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: de gevallen engel staat eerst op dag III; God op dag IV")
spel.tell(Pass())
toon_afbeelding(spel, "Achteraf: de gevallen engel ging naar Gods dag, dag IV", since=0)

# %% [markdown]
# ### Opdracht 4: wat doet de gevallen engel?
#
# Roze past. Dan is de gevallen engel aan de beurt. **Wat doet hij?** Antwoord met één woord: `"bewegen"`,
# `"wisselen"`, `"werken"` of `"blijven"`. (Een tip nodig? Voer `opdracht_gevallen.hint()` uit in een
# nieuwe cel.)

# %% tags=["nbval-check-output"]
toon_afbeelding(opdracht_gevallen.game(), "Opdracht 4: roze gaat passen; God op dag IV")

# %%
opdracht_gevallen.answer("")  # "bewegen", "wisselen", "werken" of "blijven"

# %% [markdown]
# *Voor de leraar: in ronde 1 staat God op geen enkele dag, dus de gevallen engel wacht (optie
# `dark_round_one="void"`: hij wisselt naar links in de leegte). Deed hij het werk van Gods dag al, dan
# blijft hij staan, ook als een speler hem naar rechts wisselde (optie `dark_after_work="literal"`: hij
# wisselt eerst weer naar links).*
#
# ## 7. Stap 4: God beweegt
#
# De startspeler zet God één stap: van ochtend naar middag, van middag naar avond, van avond naar de
# volgende ochtend. Komt God op een nieuwe dag, dan wordt die dag **geactiveerd**: vanaf nu mogen engelen
# erheen.
#
# **Voorbeeld uit het regelboek.** God gaat van de avond van dag II naar de ochtend van dag III. Nu mogen
# engelen naar de leegte of naar dag I, II en III.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["god-moves"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Vooraf: God staat op de avond van dag II; roze speelt als laatste")
spel.tell(Pass())
toon_afbeelding(spel, "Achteraf: God staat op de ochtend van dag III: dag III is open", since=0)
for actie in spel.legal_actions():
    if isinstance(actie, Move):
        print("mag:", spel.rules.describe_in(spel.state, actie, "nl"))

# %% [markdown]
# ## 8. Het einde van het spel
#
# Bereikt God de avond van dag VII, dan is het spel voorbij. Elke engel telt de punten van zijn schijfjes.
# Engelen op dag VII tellen de rustpunten van hun veld erbij. De gevallen engel wordt op dezelfde manier
# geteld.
#
# - De **meeste punten wint**.
# - Gelijke stand? Van de spelers die gelijk staan, wint wie **het meest links op dag VII** staat. Staat
#   geen van hen op dag VII, dan delen ze de winst.
# - Heeft de **gevallen engel** de meeste punten, dan wint hij, en **verliezen alle spelers**.
#
# **Voorbeeld uit het regelboek.** Drie spelers hebben 23 punten. Geel staat het meest links op dag VII, dus
# geel wint.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["final-table"]
spel = voorbeeld.start("nl")
toon_afbeelding(spel, "Het einde: God heeft de avond van dag VII bereikt")
blad = spel.scores()
namen = {**dict(enumerate(spel.players)), "dark": "gevallen engel"}
kolommen = {"rest": "rust"}
print(f"{'engel':<15}", *(f"{kolommen.get(c, c):>4}" for c in blad.categories), "totaal")
for sleutel, rij in blad.rows.items():
    punten = (f"{v:>4}" for v in rij.values())
    print(f"{namen[sleutel]:<15}", *punten, f"{blad.total(sleutel):>6}")
print("winnaar:", ", ".join(blad.winner_names()))

# %% [markdown]
# Dezelfde punten als grafiek. Elke kleur (en elk patroon) is een dag. De staaf van de gevallen engel staat
# op een grijze achtergrond: hij is geen speler.

# %%
from bokeh.io import show as toon_grafiek
from genesis_nb.charts import score_breakdown

toon_grafiek(score_breakdown(EXAMPLES["final-table"].start("nl"), lang="nl"))

# %% [markdown]
# ### Opdracht 5: wie wint?
#
# Het spel is voorbij. **Wie wint?** Tel de punten van elke engel in de afbeelding, en kijk dan naar dag
# VII. (Een tip nodig? Voer `opdracht_winst.hint()` uit in een nieuwe cel.)

# %% tags=["nbval-check-output"]
toon_afbeelding(opdracht_winst.game(), "Opdracht 5: het einde van een spel")

# %%
opdracht_winst.answer("")  # de naam van een speler, of "gevallen engel"

# %% [markdown]
# *Voor de leraar: de gevallen engel doet mee aan de beslissing op dag VII zoals elke engel; komt hij als
# eerste uit, dan verliezen alle spelers (de opties `dark_tie="players"` en `dark_tie="dark"` geven de andere
# lezingen).*
#
# ## 9. Alle regels
#
# De kit bewaart elke regel in één lijst, elk in één zin, met het deel van het regelboek waar hij vandaan
# komt. Weigert de kit een zet, dan noemt hij een van deze regels. Regels met "lezing" zijn plaatsen waar je
# het regelboek op twee manieren kunt lezen: de kit kiest er één, en een optie kiest de andere.

# %% tags=["nbval-check-output"]
for regel in CATALOGUE:
    teken = "  [lezing]" if regel.reading else ""
    if regel.option:
        teken = f"  [lezing; optie {regel.option}]"
    print(f"{regel.id:<18} {regel.text('nl')}{teken}")

# %% [markdown]
# ## 10. Je antwoorden
#
# Schrijf je naam tussen de aanhalingstekens en voer de cel uit: hij bewaart je antwoorden in een bestand
# voor je leraar en toont hoe je het deed.

# %%
werkboek.student = ""  # je naam
if werkboek.student:
    print("bewaard in", werkboek.save(f"antwoorden-angels-{werkboek.student}.json"))
werkboek.summary()

# %% [markdown]
# ## 11. Nu jij: speel een heel spel
#
# Schrijf je naam in de cel hieronder en voer hem uit. Jij speelt de eerste plaats: het **roze** rondje.
# De computer speelt de andere drie engelen. Klik op wat oplicht. Voor een eigen spel open je `play.ipynb`.

# %%
mijn_naam = "Sanne"  # schrijf hier je eigen naam
board(players=[mijn_naam, "Ada", "Bram", "Cleo"], bots={1: "random", 2: "greedy", 3: "greedy"}, seed=7, lang="nl")
