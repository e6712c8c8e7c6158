"""A seat's secret: made unguessable, stored only as its hash, compared in constant time.

A secret is 32 random bytes (``secrets.token_urlsafe``); the database keeps its SHA-256. A secret this
long needs no salt or slow hash: nobody can try enough of them, and the hash alone lets nobody act.
The secret travels in a link's fragment (after ``#``), which a browser never sends in a request, so no
access log can hold it; the page hands it over in its first web-socket message.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

#: characters of ``secrets.token_urlsafe(32)``
SECRET_LENGTH = 43
_SECRET = re.compile(rf"[A-Za-z0-9_-]{{{SECRET_LENGTH}}}")
_ROOM_ID = re.compile(r"[a-z0-9]{10}")


def new_secret() -> str:
    """A fresh seat (or teacher) secret."""
    return secrets.token_urlsafe(32)


def new_room_id() -> str:
    """A fresh room id: short, public (it names a room; only a secret lets anyone act in it)."""
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "".join(secrets.choice(alphabet) for _ in range(10))


def hashed(secret: str) -> str:
    """What the database keeps of ``secret``."""
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def is_secret(text: object) -> bool:
    """Whether ``text`` has the shape of a secret (anything else is refused before it is hashed)."""
    return isinstance(text, str) and _SECRET.fullmatch(text) is not None


def is_room_id(text: object) -> bool:
    return isinstance(text, str) and _ROOM_ID.fullmatch(text) is not None


def matches(secret: object, stored_hash: str | None) -> bool:
    """Whether ``secret`` is the one whose hash is ``stored_hash`` (constant time)."""
    if stored_hash is None or not is_secret(secret):
        return False
    return hmac.compare_digest(hashed(str(secret)), stored_hash)
