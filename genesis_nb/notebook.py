"""The kit's set-up call for a notebook: ``genesis_nb.setup()``.

Put it in a cell of its own near the top of a notebook::

    import genesis_nb
    genesis_nb.setup()

It loads BokehJS from the installed bokeh package into the page (INLINE), so the charts render with
no internet. That output is large (about 8 MB: BokehJS twice, as JavaScript and as JSON) and differs
between bokeh versions: before committing a notebook, clear that cell's output (the committed notebooks
keep it empty), and tag the cell ``nbval-ignore-output`` so that nbval does not compare it.

Nothing here is imported until ``setup`` is called, so ``import genesis_nb`` (and the rules models)
never import Bokeh or Jupyter.
"""

from __future__ import annotations


def setup(*, hide_banner: bool = True) -> None:
    """Make Bokeh figures render in this notebook without internet (BokehJS loaded inline)."""
    from bokeh.io import output_notebook
    from bokeh.resources import INLINE

    output_notebook(resources=INLINE, hide_banner=hide_banner)
