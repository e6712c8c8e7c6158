"""genesis_nb: a Jupyter kit for teaching and exploring four board games called Genesis."""

from .notebook import setup

__version__ = "0.1.0"

__all__ = ["setup", "__version__"]
