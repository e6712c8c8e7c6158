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
# # Classroom rooms: every student at their own screen
#
# In a room each student plays from their own laptop, in any browser, on the board these notebooks show,
# and sees only what their own seat may know. You make the rooms, give each student a link and watch every
# room live. This notebook does it from Python. From a terminal, `python -m genesis_nb.rooms --db
# class.sqlite` starts the same server with a page where you do it by clicking (see `docs/rooms.md`).
#
# First start the room server. It runs inside this notebook and keeps every room in `class.sqlite`, next
# to the notebook. `port=0` takes any free port. For a class, choose a fixed one (`port=8765`) so the links
# stay the same when the server starts again.

# %%
from genesis_nb.rooms import RoomServer, join

server = RoomServer("class.sqlite", port=0).start()
print("Your page (keep it to yourself):", server.teacher_url)

# %% [markdown]
# Make a room: planet for Ann and Bo, with the computer playing Cy. Each student gets a link of their own.
# The server keeps only a fingerprint of each link, so copy them now. A lost link is replaced on your page
# ("new link"), and the old one stops working.

# %%
room = server.create_room("planet", ["Ann", "Bo", "Cy"], bots={2: "heuristic"}, seed=4, title="Table 1")
room

# %% [markdown]
# The computer's seat needs no link:

# %% tags=["nbval-check-output"]
sorted(room.links)

# %% [markdown]
# A student opens their link in a browser. A student who works in a notebook can join with it instead: here
# Ann's seat is a board in this notebook. It shows the planet through Ann's eyes only: the needs of her own
# pawns, never Bo's. When Ann clicks a move, Bo's screen shows it at once.

# %%
ann = join(room.links["Ann"])
ann

# %% [markdown]
# Every room at a glance: who is connected (pages open per seat), the move, whose turn and the scores. Your
# page shows the same list, live, with a "watch" link to each room's full view.

# %%
server.rooms()

# %% [markdown]
# When the lesson is over, stop the server. Every room stays in `class.sqlite`. Started again, every room is
# back where it was, and each link opens its seat again (Ann's board above reconnects by itself).

# %%
server.stop()
server.start()
server.rooms()

# %% [markdown]
# Close Ann's board and stop the server:

# %%
ann.leave()
server.stop()
