"""Helpers for real-browser tests: a JupyterLab server, a notebook run in Chromium, the notebook's kernel.

Used through the fixtures in ``conftest.py`` beside this file (``jupyter_server``, ``browser``, ``page``,
``console_errors``, ``lab``); the functions here take explicit arguments so they can be used without them.

The flow a test follows::

    nb = lab.open_notebook(src)       # copy without outputs, fresh kernel, open in Lab, wait for idle
    lab.run_all()                     # Run > Run All Cells, wait until every cell has finished
    page.get_by_role("button", name="Go").click()
    lab.kernel_eval("game.turn")      # a Python value read from the notebook's own kernel
    lab.screenshot("after-click")     # tests/browser/screenshots/after-click.png
    assert lab.console_errors == []
"""

from __future__ import annotations

import ast
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from urllib.parse import quote

import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SCREENSHOTS = HERE / "screenshots"

CHROMIUM = Path(os.environ.get("GENESIS_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Browser console errors that JupyterLab itself emits on a healthy page and that say nothing about the
# kit. Keep this list short and specific: a test's ``console_errors`` should be empty.
BENIGN_CONSOLE_ERRORS: list[re.Pattern[str]] = []

# JupyterLab settings for the test server (written into its own temp settings folder): no network calls
# for news or extensions, every cell attached to the DOM so tests can find any cell.
LAB_USER_SETTINGS: dict[str, dict[str, Any]] = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/extensionmanager-extension/plugin.jupyterlab-settings": {"enabled": False},
}


class HarnessError(AssertionError):
    """Something in the browser-test set-up failed (server, kernel, notebook run)."""


class NotebookRunError(HarnessError):
    """A cell failed (or never finished) during Run All."""


# ------------------------------------------------------------------------------------------------ env


def isolated_env(base: Path) -> dict[str, str]:
    """os.environ with every config/cache/data folder of Jupyter, IPython, Chromium, matplotlib in ``base``."""
    base.mkdir(parents=True, exist_ok=True)
    dirs = {
        "XDG_CONFIG_HOME": "xdg-config",
        "XDG_CACHE_HOME": "xdg-cache",
        "XDG_DATA_HOME": "xdg-data",
        "JUPYTER_CONFIG_DIR": "jupyter-config",
        "JUPYTER_DATA_DIR": "jupyter-data",
        "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
        "IPYTHONDIR": "ipython",
        "MPLCONFIGDIR": "matplotlib",
    }
    env = dict(os.environ)
    for var, sub in dirs.items():
        d = base / sub
        d.mkdir(parents=True, exist_ok=True)
        env[var] = str(d)
    env["JUPYTERLAB_SETTINGS_DIR"] = str(base / "jupyter-config" / "lab" / "user-settings")
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(base / "jupyter-data" / "lab" / "workspaces")
    env["npm_config_cache"] = str(base / "npm-cache")  # jupyter-lsp runs `npm prefix -g`: npm logs there
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    env["MPLBACKEND"] = "Agg"
    env.pop("JUPYTER_TOKEN", None)
    # the kernels of the servers started with env take ports apart from the test workers' (conftest.py)
    confine = (
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('genesis_kernel_ports', {str(ROOT / 'conftest.py')!r})\n"
        "kernel_ports = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(kernel_ports)\n"
        "kernel_ports.confine_server_kernel_ports()\n"
    )
    for name in ("jupyter_server_config.py", "voila.py"):  # JupyterLab and Notebook 7; Voila
        (base / "jupyter-config" / name).write_text(confine)
    return env


def write_lab_settings(env: dict[str, str]) -> None:
    settings = Path(env["JUPYTERLAB_SETTINGS_DIR"])
    for rel, data in LAB_USER_SETTINGS.items():
        p = settings / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(data, indent=2))


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ------------------------------------------------------------------------------------------- server


@dataclass
class JupyterServer:
    """A running JupyterLab server (started by :func:`start_jupyter_server`)."""

    url: str  # "http://127.0.0.1:PORT/" (with trailing slash)
    root: Path  # the server's root folder; notebooks are copied here
    proc: subprocess.Popen
    log_path: Path
    env: dict[str, str]
    http: requests.Session = field(default_factory=requests.Session)

    # -- REST -----------------------------------------------------------------------------------
    def _xsrf(self) -> str:
        token = self.http.cookies.get("_xsrf")
        if not token:
            self.http.get(self.url + "lab", timeout=30)  # the page sets the _xsrf cookie
            token = self.http.cookies.get("_xsrf")
        if not token:
            raise HarnessError("the Jupyter server set no _xsrf cookie")
        return token

    def api(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        """Call the server's REST API (``path`` like ``"api/sessions"``); non-GET calls carry the XSRF header."""
        headers = dict(kwargs.pop("headers", {}) or {})
        if method.upper() != "GET":
            headers["X-XSRFToken"] = self._xsrf()
        kwargs.setdefault("timeout", 30)
        r = self.http.request(method, self.url + path.lstrip("/"), headers=headers, **kwargs)
        if r.status_code >= 400:
            raise HarnessError(f"{method} /{path} -> {r.status_code}: {r.text[:500]}")
        return r

    def sessions(self) -> list[dict[str, Any]]:
        return self.api("GET", "api/sessions").json()

    def kernels(self) -> list[dict[str, Any]]:
        return self.api("GET", "api/kernels").json()

    def session_for(self, path: str) -> dict[str, Any] | None:
        for s in self.sessions():
            if s.get("path") == path or (s.get("notebook") or {}).get("path") == path:
                return s
        return None

    def kernel_id_for(self, path: str) -> str:
        s = self.session_for(path)
        if not s or not s.get("kernel"):
            raise HarnessError(f"no kernel is running for {path!r}")
        return s["kernel"]["id"]

    def shutdown_sessions_for(self, path: str) -> None:
        """Delete every session (and so its kernel) attached to ``path``."""
        for s in self.sessions():
            if s.get("path") == path or (s.get("notebook") or {}).get("path") == path:
                self.api("DELETE", f"api/sessions/{s['id']}")
                kid = (s.get("kernel") or {}).get("id")
                if kid and any(k["id"] == kid for k in self.kernels()):
                    self.api("DELETE", f"api/kernels/{kid}")

    def log_tail(self, n: int = 60) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(no log)"

    # -- lifecycle ------------------------------------------------------------------------------
    def stop(self, timeout: float = 20) -> None:
        """Shut down kernels and the server; kill what is left (process group and kernel children)."""
        if self.proc.poll() is None:
            children = _descendants(self.proc.pid)
            try:
                self.api("POST", "api/shutdown", timeout=10)
            except Exception:
                pass
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                _kill_group(self.proc.pid, signal.SIGTERM)
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    _kill_group(self.proc.pid, signal.SIGKILL)
                    self.proc.wait(timeout=10)
            # kernels run in sessions of their own: end any that outlived the server
            for pid, start in children:
                _kill_if_same(pid, start, signal.SIGKILL)
        self.http.close()


def _proc_stat(pid: int) -> tuple[int, int] | None:
    """(parent pid, start time) of a process from /proc, or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[1]), int(fields[19])
    except (OSError, ValueError, IndexError):
        return None


def _descendants(pid: int) -> list[tuple[int, int]]:
    """(pid, start time) of the child processes of ``pid``, recursively; empty where there is no /proc."""
    stats: dict[int, tuple[int, int]] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        st = _proc_stat(int(entry.name))
        if st is not None:
            stats[int(entry.name)] = st
    out: list[tuple[int, int]] = []
    frontier = [pid]
    while frontier:
        p = frontier.pop()
        kids = [c for c, (pp, _) in stats.items() if pp == p]
        out.extend((c, stats[c][1]) for c in kids)
        frontier.extend(kids)
    return out


def _kill_if_same(pid: int, start: int, sig: int) -> None:
    """Kill a process we started (and its group, if it leads one), only if the pid was not reused."""
    st = _proc_stat(pid)
    if st is None or st[1] != start:
        return
    try:
        if os.getpgid(pid) == pid:
            os.killpg(pid, sig)
        else:
            os.kill(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _kill_group(pid: int, sig: int) -> None:
    """Signal the process group that ``pid`` leads (the server is started with start_new_session)."""
    try:
        os.killpg(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def start_jupyter_server(root: Path, env: dict[str, str], log_path: Path, timeout: float = 120) -> JupyterServer:
    """Start ``python -m jupyterlab`` on 127.0.0.1 with an empty token and wait for ``/api/status``."""
    root.mkdir(parents=True, exist_ok=True)
    write_lab_settings(env)
    last_error = ""
    for _attempt in range(3):  # a free port can be taken between choosing and binding it
        port = free_port()
        cmd = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--allow-root",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=False",
            f"--ServerApp.root_dir={root}",
            "--ServerApp.open_browser=False",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LanguageServerManager.autodetect=False",
        ]
        log = open(log_path, "ab")
        proc = subprocess.Popen(
            cmd,
            cwd=root,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        log.close()
        url = f"http://127.0.0.1:{port}/"
        server = JupyterServer(url=url, root=root, proc=proc, log_path=log_path, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                last_error = f"jupyterlab exited with {proc.returncode}:\n{server.log_tail()}"
                break
            try:
                if requests.get(url + "api/status", timeout=2).status_code == 200:
                    return server
            except requests.RequestException:
                pass
            time.sleep(0.25)
        else:
            server.stop(timeout=5)
            raise HarnessError(f"JupyterLab did not answer /api/status within {timeout}s:\n{server.log_tail()}")
    raise HarnessError(f"JupyterLab did not start: {last_error}")


# ------------------------------------------------------------------------------------------ browser


def browser_env(base: Path) -> dict[str, str]:
    """Environment for Chromium: home, config and cache in ``base`` (never the user's home)."""
    env = isolated_env(base)
    home = base / "home"
    home.mkdir(parents=True, exist_ok=True)
    env["HOME"] = str(home)
    return env


def launch_chromium(playwright: Any, base: Path) -> Any:
    """Debian's Chromium through Playwright (``playwright install`` is never needed); a fresh profile."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM),
        headless=True,
        args=CHROMIUM_ARGS,
        env=browser_env(base),
    )


def watch_console(page: Any, errors: list[str]) -> None:
    """Append every console message of type "error" and every uncaught page error to ``errors``."""

    def on_console(msg: Any) -> None:
        if msg.type != "error":
            return
        text = msg.text
        if any(p.search(text) for p in BENIGN_CONSOLE_ERRORS):
            return
        loc = msg.location or {}
        where = f" ({loc.get('url', '')}:{loc.get('lineNumber', '')})" if loc.get("url") else ""
        errors.append(f"console.error: {text}{where}")

    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))


def save_screenshot(page: Any, name: str, folder: Path = SCREENSHOTS) -> Path:
    """Save a PNG of the page's viewport as ``tests/browser/screenshots/<name>.png`` and return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "screenshot"
    path = folder / f"{safe}.png"
    page.screenshot(path=str(path))
    return path


# ----------------------------------------------------------------------------------------- notebook


@dataclass
class OpenNotebook:
    path: str  # path relative to the server root (as the REST API names it)
    file: Path  # the copy on disk
    code_cells: int  # code cells with source (those Run All executes)


def _clean_copy(src: Path, dest: Path) -> int:
    import nbformat

    nb = nbformat.read(str(src), as_version=4)
    code = 0
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            if cell.source.strip():
                code += 1
    nb.metadata.pop("widgets", None)  # saved widget state would show stale views
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    dest.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(dest))
    return code


def _active_panel_js() -> str:
    return "document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)')"


def wait_for_kernel_idle(page: Any, server: JupyterServer, path: str, timeout: float = 90) -> str:
    """Wait until Lab shows the notebook's kernel as idle; return the kernel id."""
    page.wait_for_selector(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook", timeout=timeout * 1000)
    page.wait_for_selector(
        ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator[data-status='idle']",
        timeout=timeout * 1000,
    )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        s = server.session_for(path)
        if s and s.get("kernel") and s["kernel"].get("execution_state") == "idle":
            return s["kernel"]["id"]
        time.sleep(0.2)
    raise HarnessError(f"the kernel for {path!r} did not become idle within {timeout}s")


def open_notebook(
    page: Any,
    server: JupyterServer,
    src_path: Path | str,
    name: str | None = None,
    timeout: float = 90,
    ui: str = "lab",
) -> OpenNotebook:
    """Copy ``src_path`` (outputs cleared) into the server root, give it a fresh kernel, open it in Lab.

    Returns when the notebook is shown and its kernel is idle. ``name`` is the copy's path relative to
    the server root (default: the source's file name). ``ui="notebook"`` opens it in the Notebook 7
    interface of the same server (``/notebooks/<path>``) instead; the rest of the flow (Run menu, prompts,
    kernel indicator, kernel helpers) is the same there.
    """
    if ui not in ("lab", "notebook"):
        raise ValueError(f"ui must be 'lab' or 'notebook', not {ui!r}")
    src = Path(src_path)
    rel = name or src.name
    dest = server.root / rel
    server.shutdown_sessions_for(rel)  # Lab would re-attach to a running kernel with old state
    code = _clean_copy(src, dest)
    # ?reset: start from an empty workspace (no tabs restored from an earlier test); Notebook 7 shows one document
    url = f"{server.url}lab/tree/{quote(rel)}?reset" if ui == "lab" else f"{server.url}notebooks/{quote(rel)}"
    page.goto(url, wait_until="domcontentloaded", timeout=timeout * 1000)
    wait_for_kernel_idle(page, server, rel, timeout=timeout)
    return OpenNotebook(path=rel, file=dest, code_cells=code)


_PROMPTS_JS = """
() => {
  const panel = %s;
  if (!panel) return null;
  const cells = [...panel.querySelectorAll('.jp-Notebook .jp-Cell.jp-CodeCell')];
  const prompts = cells.map(c => {
    const p = c.querySelector('.jp-InputArea-prompt');
    return p ? p.textContent.trim() : '';
  });
  const ind = panel.querySelector('.jp-Notebook-ExecutionIndicator');
  const errors = [...panel.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')]
    .map(e => e.textContent);
  return {prompts, status: ind ? ind.getAttribute('data-status') : null, errors};
}
""".replace("%s", _active_panel_js())

_NUMBERED = re.compile(r"^\[\d+\]:?$")


def notebook_state(page: Any) -> dict[str, Any]:
    """Prompts of the code cells (e.g. ``"[3]:"``, ``"[*]:"``), the kernel indicator, stderr outputs."""
    state = page.evaluate(_PROMPTS_JS)
    if state is None:
        raise HarnessError("no notebook is open in the page")
    return state


def click_menu(page: Any, menu: str, command: str, timeout: float = 30) -> None:
    """Open a top menu (e.g. "Run") and click the item bound to a Lab command (e.g. "runmenu:run-all")."""
    deadline = time.monotonic() + timeout
    while True:
        page.keyboard.press("Escape")
        page.locator("#jp-MainMenu .lm-MenuBar-item", has_text=re.compile(rf"^{re.escape(menu)}$")).click()
        item = page.locator(f".lm-Menu li.lm-Menu-item[data-command='{command}']").first
        item.wait_for(state="visible", timeout=timeout * 1000)
        if "lm-mod-disabled" not in (item.get_attribute("class") or ""):
            item.click()
            return
        if time.monotonic() > deadline:
            raise HarnessError(f"menu item {command!r} stayed disabled")
        page.keyboard.press("Escape")
        time.sleep(0.3)


def run_all(page: Any, expected_cells: int | None = None, timeout: float = 300) -> dict[str, Any]:
    """Run > Run All Cells (command ``runmenu:run-all``) and wait until every cell has finished.

    Raises :class:`NotebookRunError` with the error output if a cell fails or the run does not end.
    ``expected_cells`` is the number of non-empty code cells (``OpenNotebook.code_cells``).
    """
    before = notebook_state(page)["prompts"]
    click_menu(page, "Run", "runmenu:run-all")
    deadline = time.monotonic() + timeout
    started = False
    quiet = 0
    state: dict[str, Any] = {}
    while time.monotonic() < deadline:
        state = notebook_state(page)
        prompts = state["prompts"]
        running = any("*" in p for p in prompts)
        if running or prompts != before:
            started = True
        numbered = sum(1 for p in prompts if _NUMBERED.match(p))
        if started and not running and state["status"] == "idle":
            quiet += 1
            if quiet >= 3 or (expected_cells is not None and numbered >= expected_cells):
                break
        else:
            quiet = 0
        time.sleep(0.25)
    else:
        raise NotebookRunError(
            f"Run All did not finish within {timeout}s; prompts {state.get('prompts')}; errors: {state.get('errors')}"
        )
    numbered = sum(1 for p in state["prompts"] if _NUMBERED.match(p))
    if expected_cells is not None and numbered < expected_cells:
        raise NotebookRunError(
            f"only {numbered} of {expected_cells} code cells ran; prompts {state['prompts']}; "
            "error output:\n" + "\n---\n".join(state["errors"])
        )
    return state


# ------------------------------------------------------------------------------------------- kernel


def _ws_url(server: JupyterServer, kernel_id: str) -> str:
    return server.url.replace("http://", "ws://", 1) + f"api/kernels/{kernel_id}/channels?session_id={uuid.uuid4().hex}"


def kernel_execute(
    server: JupyterServer,
    kernel_id: str,
    code: str = "",
    user_expressions: dict[str, str] | None = None,
    silent: bool = True,
    timeout: float = 60,
) -> dict[str, Any]:
    """Run ``code`` in a running kernel over the server's kernel websocket; return the execute_reply content
    plus ``"stdout"``/``"stderr"`` (when not silent).

    This is a second client on the notebook's own kernel: the notebook's variables are visible, and with
    ``silent=True`` (the default) the execution count and the notebook's prompts are untouched.
    """
    import websocket  # websocket-client, a dependency of jupyter_server

    session = uuid.uuid4().hex
    msg_id = uuid.uuid4().hex
    msg = {
        "header": {
            "msg_id": msg_id,
            "username": "test",
            "session": session,
            "msg_type": "execute_request",
            "version": "5.3",
            "date": datetime.now(timezone.utc).isoformat(),
        },
        "parent_header": {},
        "metadata": {},
        "buffers": [],
        "channel": "shell",
        "content": {
            "code": code,
            "silent": silent,
            "store_history": False,
            "user_expressions": user_expressions or {},
            "allow_stdin": False,
            "stop_on_error": False,
        },
    }
    ws = websocket.create_connection(
        _ws_url(server, kernel_id),
        timeout=timeout,
        cookie="; ".join(f"{k}={v}" for k, v in server.http.cookies.items()),
    )
    try:
        ws.send(json.dumps(msg))
        deadline = time.monotonic() + timeout
        reply: dict[str, Any] | None = None
        idle = False
        out: list[str] = []
        err: list[str] = []
        while (reply is None or not idle) and time.monotonic() < deadline:
            raw = ws.recv()
            if isinstance(raw, bytes):
                continue  # binary frames carry buffers of comm messages: not ours
            m = json.loads(raw)
            if (m.get("parent_header") or {}).get("msg_id") != msg_id:
                continue
            kind = m["header"]["msg_type"]
            if m.get("channel") == "shell" and kind == "execute_reply":
                reply = m["content"]
            elif kind == "status" and m["content"].get("execution_state") == "idle":
                idle = True
            elif kind == "stream":
                (out if m["content"]["name"] == "stdout" else err).append(m["content"]["text"])
            elif kind == "error":
                err.append("\n".join(m["content"].get("traceback", [])))
        if reply is None:
            raise HarnessError(f"no execute_reply from kernel {kernel_id} within {timeout}s")
    finally:
        ws.close()
    reply = dict(reply)
    reply["stdout"] = "".join(out)
    reply["stderr"] = "".join(err)
    return reply


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def kernel_exec(server: JupyterServer, kernel_id: str, code: str, timeout: float = 60) -> str:
    """Run statements in the kernel; return what they printed. Raises HarnessError on an exception."""
    reply = kernel_execute(server, kernel_id, code, silent=False, timeout=timeout)
    if reply.get("status") != "ok":
        tb = _ANSI.sub("", "\n".join(reply.get("traceback", [])) or reply.get("stderr", ""))
        raise HarnessError(f"kernel code failed: {reply.get('ename')}: {reply.get('evalue')}\n{tb}")
    return reply["stdout"]


def kernel_eval(server: JupyterServer, kernel_id: str, expr: str, timeout: float = 60) -> Any:
    """Evaluate a Python expression in the kernel and return its value (it must be JSON-able).

    Uses ``user_expressions`` of a silent execute request: nothing shows in the notebook.
    """
    wrapped = f"__import__('json').dumps({expr})"
    reply = kernel_execute(server, kernel_id, "", user_expressions={"value": wrapped}, timeout=timeout)
    result = reply.get("user_expressions", {}).get("value", {})
    if result.get("status") != "ok":
        tb = _ANSI.sub("", "\n".join(result.get("traceback", [])))
        raise HarnessError(f"kernel expression {expr!r} failed: {result.get('ename')}: {result.get('evalue')}\n{tb}")
    return json.loads(ast.literal_eval(result["data"]["text/plain"]))


# ----------------------------------------------------------------------------------------- facade


class Lab:
    """One test's view of JupyterLab: a page, the server, and the notebook it opened (fixture ``lab``)."""

    def __init__(self, page: Any, server: JupyterServer, console_errors: list[str]):
        self.page = page
        self.server = server
        self.console_errors = console_errors
        self.notebook: OpenNotebook | None = None

    def open_notebook(
        self, src_path: Path | str, name: str | None = None, timeout: float = 90, ui: str = "lab"
    ) -> OpenNotebook:
        self.notebook = open_notebook(self.page, self.server, src_path, name=name, timeout=timeout, ui=ui)
        return self.notebook

    def run_all(self, timeout: float = 300) -> dict[str, Any]:
        nb = self._nb()
        return run_all(self.page, expected_cells=nb.code_cells, timeout=timeout)

    @property
    def kernel_id(self) -> str:
        return self.server.kernel_id_for(self._nb().path)

    def kernel_eval(self, expr: str, timeout: float = 60) -> Any:
        return kernel_eval(self.server, self.kernel_id, expr, timeout=timeout)

    def kernel_exec(self, code: str, timeout: float = 60) -> str:
        return kernel_exec(self.server, self.kernel_id, code, timeout=timeout)

    def wait_for_kernel(self, predicate_expr: str, timeout: float = 30) -> Any:
        """Poll ``kernel_eval(predicate_expr)`` until it is truthy (front-end messages arrive asynchronously)."""
        deadline = time.monotonic() + timeout
        value: Any = None
        while time.monotonic() < deadline:
            value = self.kernel_eval(predicate_expr)
            if value:
                return value
            time.sleep(0.2)
        raise HarnessError(f"kernel expression {predicate_expr!r} still {value!r} after {timeout}s")

    def screenshot(self, name: str) -> Path:
        return save_screenshot(self.page, name)

    def output_of(self, cell_index: int) -> Any:
        """Locator of the output area of the n-th cell (0-based, all cell types counted)."""
        return (
            self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell")
            .nth(cell_index)
            .locator(".jp-OutputArea")
        )

    def _nb(self) -> OpenNotebook:
        if self.notebook is None:
            raise HarnessError("open a notebook first (lab.open_notebook)")
        return self.notebook
