"""What each thing a player may click on the angels picture is, in words (a screen reader says it on the live
board, before what a click there would do): squares with what they yield and who stands there, the tracks with
whether God has activated them, the day-work tracks, the set-up's cubes."""

from __future__ import annotations

from typing import Any


class Names:
    """The names of the picture's marks, as a mixin of ``picture.Picture`` (which holds the view and words)."""

    v: dict[str, Any]
    t: dict[str, str]
    track_name: Any
    angel: Any

    def cubes_words(self, v: list[int]) -> str:
        """Cubes in words: "2 chaos + 1 matter"."""
        words = (self.t["chaos"], self.t["matter"], self.t["life"])
        return " + ".join(f"{n} {words[e]}" for e, n in enumerate(v) if n) or "0"

    def square_name(self, tr: int, i: int) -> str:
        t, track = self.t, self.v["tracks"][tr]
        if tr < 7:
            yields = f" {t['or']} ".join(self.cubes_words(o) for o in track["yields"][i])
            name = t["square_title"].format(track=self.track_name(tr), square=i + 1, yields=yields)
        else:
            pts = track["rest"][i]
            name = t["rest_title.one" if pts == 1 else "rest_title"].format(square=i + 1, points=pts)
        if i < len(track["angels"]):
            name += "; " + t["you_are_here"].format(name=self.angel(track["angels"][i])["name"])
        return name

    def track_name_said(self, tr: int) -> str:
        state = self.t["activated"] if self.v["tracks"][tr]["activated"] else self.t["not_activated"]
        return f"{self.track_name(tr)} ({state})"

    def work_name(self, tr: int) -> str:
        track = self.v["tracks"][tr]
        return self.t["work_title"].format(
            day=track["name"],
            cost=self.cubes_words(track["cost"]),
            bonus=self.cubes_words(track["bonus"]),
            taken=len(track.get("markers", [])),
            circles=len(track["circles"]),
        )

    def cube_name(self, e: int) -> str:
        words = (self.t["chaos"], self.t["matter"], self.t["life"])
        return self.t["cube_title"].format(essence=words[e], n=self.v["stock"][e])
