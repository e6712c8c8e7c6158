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
# # Genesis (Peter Hansson, 2010): stap voor stap
#
# In dit spel is elke speler een engel die God dient tijdens de zeven dagen van de schepping.
# Engelen **nemen essentie** (blokjes chaos, materie en leven) en besteden die om **het werk van een
# dag te doen**, wat op het einde punten oplevert. Op de zevende dag krijgen engelen die bij God
# staan ook **rustpunten**. Na 21 ronden wint de engel met de meeste punten, tenzij de **gevallen
# engel**, die volgens een vast schema speelt, meer punten heeft dan iedereen: dan verliezen alle
# spelers.
#
# Dit notebook leert het spel fase per fase. Elke stap gebruikt het regelmodel van de kit, dat elke
# regel afdwingt en elke weigering uitlegt; de voorbeelden uit het regelboek worden onderweg
# nagespeeld. Voer de cellen van boven naar onder uit (Shift+Enter).
#
# *De waarden van het gedrukte bord zijn verloren, samen met de afbeeldingen uit het regelboek: de
# getallen op dit bord (wat elk veld oplevert, de kost, bonus en rondjes van elke dag) zijn
# gereconstrueerd zodat ze kloppen met alles wat het regelboek zegt; zie `seeds/angels.toml`.*

# %% tags=["nbval-ignore-output", "remove-output"]
import genesis_nb
from genesis_nb.angels import (CATALOGUE, ChooseCube, DayWork, Gather, Move, Pass, board, from_position,
                               new_game, show)
from genesis_nb.angels.examples import EXAMPLES

genesis_nb.setup()
NAMEN = ["grijs", "paars", "geel", "roze"]

# %% [markdown]
# ## 1. Het bord en de voorbereiding
#
# Het bord heeft een **tijdspoor** waarop God door de zeven dagen wandelt, drie stappen per dag
# (ochtend, middag, avond), en negen gebieden voor de engelen:
#
# - de **leegte**, waar alles begint, en de **dagen I tot VII**. Elk heeft een **essentiespoor** van
#   7 velden; engelen staan er van links af, zonder gaten. Een veld toont wat een engel daar mag
#   nemen, bijvoorbeeld `2C+1M` (twee chaos, één materie; C chaos, M materie, L leven); sommige velden
#   bieden een keuze, geschreven als `2C+1M|1M+1L`.
# - de dagen I tot VI hebben ook een **werk-van-de-dag-spoor** van 7 rondjes. Elk rondje draagt een
#   getal: de punten voor de engel wiens schijfje daar komt. Elke dag heeft een **kost** (de blokjes
#   die je betaalt om het werk te doen) en een **bonus** (blokjes die je krijgt telkens je een beurt
#   begint op een dag waarvan je het werk deed).
# - dag VII heeft geen essentie en geen werk; zijn velden geven op het einde **rustpunten**.
#
# Voorbereiding: de voorraad bevat per speler 4 blokjes van elke essentie. De engelen beginnen in de
# leegte in zitvolgorde (de oudste speler eerst), de gevallen engel op het volgende veld, en elke
# speler neemt één startblokje naar keuze.

# %% tags=["nbval-check-output"]
spel = new_game(NAMEN, seed=1, lang="nl")
show(spel)

# %% [markdown]
# In het tekstbeeld toont elk spoor zijn engelen van links af (`gy` grijs, `pu` paars, `ye` geel,
# `pk` roze, `DA` de gevallen engel; `.` is een leeg veld). Dagsporen eindigen met de kost, de bonus
# en de rondjes (`4:pu` zou het schijfje van paars zijn op een rondje van 4 punten).
#
# Hier is dezelfde stelling op het interactieve bord (met een eigen spel, zodat jouw klikken het spel
# van de volgende cellen niet veranderen). Wat oplicht, mag de speler aan zet nu doen; je kunt erop
# klikken.

# %%
bord_start = board(new_game(NAMEN, seed=1, lang="nl"), lang="nl")
bord_start

# %% [markdown]
# Elke speler kiest nu een startblokje. Het model somt op wat mag, en een actie spelen geeft terug wat
# er gebeurde, in gewone zinnen:

# %% tags=["nbval-check-output"]
for actie in spel.legal_actions():
    print(spel.rules.describe_in(spel.state, actie, "nl"))
spel.tell(ChooseCube(2))      # grijs neemt leven
spel.tell(ChooseCube(0))      # paars neemt chaos
spel.tell(ChooseCube(1))      # geel neemt materie
spel.tell(ChooseCube(2))      # roze neemt leven

# %% [markdown]
# ## 2. Een ronde, en het tijdspoor
#
# Het spel duurt **21 ronden**: ochtend, middag en avond van elk van de zeven dagen. Elke ronde heeft
# vier fasen, altijd in deze volgorde:
#
# 1. de startspeler wordt bepaald;
# 2. elke speler krijgt een beurt, met de klok mee vanaf de startspeler;
# 3. de gevallen engel krijgt zijn beurt;
# 4. God zet één stap op het tijdspoor.
#
# *Lezing van de kit:* God begint **vóór** de ochtend van dag I (in ronde 1 is nog geen dag open), en
# het spel eindigt zodra God de avond van dag VII bereikt. Dat geeft precies 21 ronden, zoals het
# regelboek zegt.

# %% tags=["nbval-check-output"]
print(CATALOGUE["A-TIME-TRACK"].text("nl"))

# %% [markdown]
# ## 3. Fase 1: de startspeler
#
# Aan het begin van elke ronde wordt de speler wiens engel **het meest links op het essentiespoor**
# staat de startspeler: het spoor loopt van de leegte via dag I tot VII, dus een engel op een vroegere
# dag staat verder links, en op dezelfde dag wint het lagere veld.
#
# **Voorbeeld uit het regelboek.** Roze speelt als laatste in deze ronde. Daarna wordt paars, eerste op
# dag I, de nieuwe startspeler:

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["start-player"]
spel = voorbeeld.start("nl")
show(spel)
spel.tell(Pass())

# %% [markdown]
# *Lezing:* de afbeelding van de volgorde van het spoor is verloren. Wij lezen het essentiespoor als
# één lijn van de leegte tot dag VII. De andere voor de hand liggende lezing, "het laagste veldnummer,
# eerst de vroegere dag", kiest in een echt spel altijd dezelfde speler; de optie
# `leftmost="square_latest"` geeft een werkelijk andere regel om te vergelijken.
#
# ## 4. Fase 2: de beurt van een speler
#
# Een beurt heeft twee stappen:
#
# 1. **Bonus.** Begin je je beurt op een dag waarvan je het werk al deed, dan neem je de bonus van die
#    dag uit de voorraad.
# 2. **Eén actie**, of geen: **essentie nemen**, **bewegen** of **het werk van de dag doen**. Je mag
#    ook passen.
#
# ### De bonus
# **Voorbeeld uit het regelboek.** Paars begint zijn beurt op dag IV, waar hij het werk al deed: hij
# krijgt de bonus van dag IV, één chaos en één materie.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["bonus-day-iv"]
spel = voorbeeld.start("nl")
spel.tell(Pass())             # grijs past; de beurt van paars begint
print("paars heeft nu", spel.state.hands[1], "(chaos, materie, leven)")

# %% [markdown]
# ### Essentie nemen, en eerst van plaats wisselen
#
# Wie essentie neemt, neemt de blokjes van zijn veld uit de voorraad. Daarvoor mag je **van plaats
# wisselen** met de engel direct links of rechts van je op dezelfde dag (ook de gevallen engel), voor
# **één blokje naar keuze per wissel**, terug naar de voorraad.
#
# **Voorbeeld uit het regelboek.** Grijs is niet tevreden met zijn veld op dag II. Hij wisselt met de
# gevallen engel en dan met roze, betaalt twee materieblokjes, en komt op veld 2, dat een keuze biedt:
# twee chaos en één materie, of één materie en één leven. Hij neemt twee chaos en één materie.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["two-switches"]
spel = voorbeeld.start("nl")
show(spel)
spel.tell(Gather(shift=-2, pay=(0, 2, 0), choice=0))
show(spel)

# %%
board(spel, lang="nl")

# %% [markdown]
# In het model zijn de wissels, hun betaling en de keuze van opbrengst één actie: `shift` is het
# aantal plaatsen (negatief naar links), `pay` de betaalde blokjes (chaos, materie, leven) en `choice`
# welke opbrengst van het veld je neemt. Het bord vraagt dit met kleine keuzelijsten.
#
# *Lezing:* binnen één beurt gaan alle wissels dezelfde kant op; heen en weer wisselen (wat alleen
# blokjes zou verspillen) mag niet. De optie `switching="free"` staat het toe.
#
# ### De voorraad is beperkt
# **Voorbeeld uit het regelboek.** De voorraad heeft nog maar 1 chaos, 8 materie en 5 leven. Grijs
# vraagt twee chaos en één materie en krijgt wat er is: één chaos en één materie.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["stock-shortage"]
spel = voorbeeld.start("nl")
print("voorraad vooraf: ", spel.state.stock)
spel.tell(Gather(shift=0, pay=(0, 0, 0), choice=0))
print("voorraad achteraf:", spel.state.stock)

# %% [markdown]
# Op dag VII neemt niemand essentie en wisselt niemand van plaats. Probeer je iets wat de regels
# verbieden, dan weigert het model, verandert niets en zegt waarom; `why_not` stelt dezelfde vraag
# zonder te spelen:

# %% tags=["nbval-check-output"]
spel = from_position("angels players=gray,purple names=grijs,paars god=VII-morning phase=turns start=gray "
                     "turn=gray stock=5.7.8 hands=2.1.0/1.0.0 void=- I=- II=- III=- IV=- V=- VI=pu "
                     "VII=gy,DA wI=- wII=- wIII=- wIV=- wV=- wVI=-", lang="nl")
weigering = spel.why_not(Gather(shift=0, pay=(0, 0, 0), choice=0))
print(weigering.message())
print(weigering.rule_id, "-", CATALOGUE[weigering.rule_id].text("nl"))

# %% [markdown]
# ### Bewegen
#
# Je mag naar de leegte of naar **elke dag die God al bereikte**, vroeger of later dan de jouwe. Je
# neemt het **eerste vrije veld** van die dag. Verlaat een engel (ook de gevallen engel) een spoor,
# dan schuiven de engelen rechts van het gat elk één veld naar links.
#
# In ronde 1 heeft God nog geen dag geopend, dus niemand kan de leegte al verlaten:

# %% tags=["nbval-check-output"]
spel = new_game(NAMEN, seed=1, lang="nl")
for essentie in (2, 0, 1, 2):
    spel.play(ChooseCube(essentie))
print(spel.why_not(Move(1)).message())

# %% [markdown]
# **Voorbeeld uit het regelboek.** God staat op dag V. Geel mag naar de leegte of naar elke dag van I
# tot V; hij kiest dag III en komt achter roze. Op dag IV sluiten de gevallen engel en grijs het gat.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["move-and-gap"]
spel = voorbeeld.start("nl")
print("geel mag naar:", [spel.rules.describe_in(spel.state, a, "nl") for a in spel.legal_actions()
                         if isinstance(a, Move)])
spel.tell(Move(3))
show(spel)

# %% [markdown]
# *Lezing:* bewegen gaat ergens anders heen: je kunt niet "bewegen" naar de dag waar je staat (de
# optie `move_same_day=True` staat het toe en zet je achteraan op je eigen dag).
#
# ### Het werk van de dag doen
#
# Op de dag waar je staat (dag I tot VI) mag je één keer het werk doen: betaal de kost van de dag aan
# de voorraad en leg je schijfje op het **eerste vrije rondje** van het werk-van-de-dag-spoor. Het
# getal in dat rondje is wat het op het einde oplevert, dus wie vroeg is, scoort meer.
#
# **Voorbeeld uit het regelboek.** Paars staat op dag III, die 4 leven kost. Er liggen al twee
# schijfjes, dus dat van paars komt op het derde rondje, goed voor 4 punten.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["day-work-iii"]
spel = voorbeeld.start("nl")
spel.tell(DayWork(pay=(0, 0, 4)))
print("punten van paars voor dag III:", spel.scores().rows["paars"]["III"])

# %% [markdown]
# ### Betalen met de ruil
#
# Bij het betalen mogen **drie blokjes van eender welke soort één ontbrekend blokje** van een andere
# essentie vervangen.
#
# **Voorbeeld uit het regelboek.** Paars moet 4 leven betalen maar heeft maar 3 leven, plus 3 chaos en
# 1 materie. Hij kan het ontbrekende levensblokje vervangen door 3 chaos, of door 2 chaos en 1
# materie. Het model toont beide betalingen als aparte toegelaten acties:

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["exchange"]
spel = voorbeeld.start("nl")
for actie in spel.legal_actions():
    if isinstance(actie, DayWork):
        print(spel.rules.describe_in(spel.state, actie, "nl"))

# %% [markdown]
# ## 5. Fase 3: de gevallen engel
#
# Na de spelers voert de startspeler de beurt van de gevallen engel uit. Hij neemt nooit essentie en
# betaalt nergens voor, en hij doet precies één actie, de eerste die van toepassing is:
#
# 1. **Bewegen:** staat hij niet op de dag van God, dan gaat hij daarheen, naar het eerste vrije veld.
# 2. **Wisselen:** staat hij op de dag van God maar niet helemaal links, dan wisselt hij met de engel
#    links van hem.
# 3. **Werken:** staat hij op de dag van God helemaal links, dan doet hij (gratis) het werk van die dag.
# 4. **Blijven:** heeft hij het werk van die dag al gedaan, dan doet hij niets.
#
# Zodra hij dag VII bereikt, doet hij niets meer.
#
# **Voorbeeld uit het regelboek.** De gevallen engel staat helemaal links op dag III, maar God staat op
# dag IV: hij werkt niet op dag III, maar gaat naar dag IV.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["dark-to-gods-day"]
spel = voorbeeld.start("nl")
show(spel)
spel.tell(Pass())

# %% [markdown]
# *Lezingen:* in ronde 1 staat God op geen enkele dag, dus de gevallen engel kan nergens heen en wacht
# (optie `dark_round_one="void"`: de startplaats van God telt als de leegte en hij wisselt daar naar
# links). Heeft hij het werk van Gods dag gedaan, dan blijft hij staan, ook als een speler hem naar
# rechts wisselde (optie `dark_after_work="literal"`: hij wisselt eerst weer naar links).
#
# ## 6. Fase 4: God beweegt
#
# De startspeler zet God één stap: van ochtend naar middag, van middag naar avond, van avond naar de
# volgende ochtend. Een dag waar God binnenkomt wordt **geactiveerd**: vanaf dan mogen engelen erheen.
#
# **Voorbeeld uit het regelboek.** God gaat van de avond van dag II naar de ochtend van dag III. Nu
# mogen engelen naar de leegte of naar dag I, II en III.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["god-moves"]
spel = voorbeeld.start("nl")
spel.tell(Pass())
print("de volgende speler mag naar:", [spel.rules.describe_in(spel.state, a, "nl")
                                       for a in spel.legal_actions() if isinstance(a, Move)])

# %% [markdown]
# ## 7. Het einde en de punten
#
# Wanneer God de avond van dag VII bereikt, eindigt het spel. Elke engel telt de punten van zijn
# schijfjes; engelen op dag VII tellen de rustpunten van hun veld erbij. De gevallen engel wordt op
# dezelfde manier geteld.
#
# De meeste punten wint. Bij gelijke stand beslist dag VII: wie van hen daar het meest links staat,
# wint; staat geen van hen op dag VII, dan delen ze de overwinning. Heeft de gevallen engel de meeste
# punten, dan wint hij en **verliezen alle spelers**.
#
# **Voorbeeld uit het regelboek.** In de eindstand hieronder hebben drie spelers 23 punten. Geel staat
# het meest links op dag VII en wint.

# %% tags=["nbval-check-output"]
voorbeeld = EXAMPLES["final-table"]
spel = voorbeeld.start("nl")
blad = spel.scores()
print(f"{'engel':<12}" + "".join(f"{c:>5}" for c in blad.categories) + " totaal")
for naam, rij in blad.rows.items():
    print(f"{naam:<12}" + "".join(f"{v:>5}" for v in rij.values()) + f"{blad.total(naam):>7}")
print("winnaar:", ", ".join(blad.winners))

# %%
from genesis_nb.charts import score_breakdown
from bokeh.io import show as toon_grafiek
toon_grafiek(score_breakdown(spel, lang="nl"))

# %% [markdown]
# *Lezing:* de gevallen engel doet mee aan de beslissing op dag VII zoals elke engel: komt hij als
# eerste uit, of staat hij gelijk met spelers die niemand kan scheiden, dan verliezen alle spelers.
# Opties: `dark_tie="players"` (de gevallen engel heeft strikt meer punten nodig dan elke speler) of
# `dark_tie="dark"` (elke gelijke topstand met de gevallen engel gaat naar hem).
#
# ## 8. Alle regels en alle lezingen
#
# De regelcatalogus van de kit geeft elke regel in één zin, met het deel van het regelboek waar hij
# vandaan komt. Weigeringen en verslagen noemen deze codes. Lezingen van dubbelzinnige passages zijn
# gemarkeerd, met de optie die de andere lezing kiest.

# %% tags=["nbval-check-output"]
for regel in CATALOGUE:
    teken = f"  [lezing; optie {regel.option}]" if regel.option else ("  [lezing]" if regel.reading else "")
    print(f"{regel.id:<18} {regel.text('nl')}{teken}")

# %% [markdown]
# ## 9. Nu jij
#
# Speel een heel spel tegen de computer in `play.ipynb`, of hier: het bord hieronder geeft de plaatsen
# 2 tot 4 aan de computer, dus jij speelt grijs.

# %%
board(players=["Jij", "Willekeurig", "Gretig", "Gretig 2"], bots={1: "random", 2: "greedy", 3: "greedy"},
      seed=7, lang="nl")
