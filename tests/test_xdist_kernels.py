"""Kernels under pytest-xdist (conftest.py's ``kernel_ports``): each worker's kernels take their ports from the
worker's own share, below the ones the system hands out by itself, so that two kernels started at the same
moment in two workers are never given the same port (jupyter_client chooses by binding to port 0 and letting go).
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from test_markers import ROOT, _root_conftest  # tests/ is on sys.path (pytest's rootdir-less import)

kernel_ports = _root_conftest.kernel_ports
free_port_in = _root_conftest.free_port_in
EPHEMERAL_FROM = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])


@pytest.mark.parametrize("workers", [1, 2, 4])
def test_each_worker_has_a_share_of_its_own_below_the_systems_ports(workers):
    shares = [kernel_ports(f"gw{n}", workers) for n in range(workers)] + [kernel_ports("server", workers)]
    assert all(len(share) >= 1000 for share in shares), shares
    assert all(a.stop <= b.start for a, b in zip(shares, shares[1:])), shares
    assert shares[0].start >= _root_conftest.KERNEL_PORTS_FROM and shares[-1].stop <= EPHEMERAL_FROM, shares


def test_a_kernel_port_is_one_that_no_socket_has_bound_nor_this_process_has_given():
    with socket.socket() as held, socket.socket() as probe:
        held.bind(("127.0.0.1", 0))
        port = held.getsockname()[1]
        try:
            probe.bind(("127.0.0.1", port + 1))
        except OSError:
            pytest.skip(f"port {port + 1} is in use")
        probe.close()
        assert {free_port_in(range(port, port + 2), "127.0.0.1", set()) for _ in range(20)} == {port + 1}
        taken = {0}
        assert free_port_in(range(port, port + 2), "127.0.0.1", taken) == port + 1 and taken == {0, port + 1}
        with pytest.raises(RuntimeError, match=f"no free port for a kernel between {port} and {port + 1}"):
            free_port_in(range(port, port + 2), "127.0.0.1", taken)


KERNELS = """
import json, os, pathlib, pytest

def save(name, km):
    info = km.get_connection_info()
    ports = [info[k] for k in ("shell_port", "iopub_port", "stdin_port", "hb_port", "control_port")]
    out = pathlib.Path(os.environ["KERNEL_PORTS_OUT"]) / f"{os.environ['PYTEST_XDIST_WORKER']}-{name}.json"
    out.write_text(json.dumps(ports))

def test_nbval_kernel():
    from nbval.kernel import RunningKernel
    kernel = RunningKernel("python3")
    save("nbval", kernel.km)
    kernel.stop()

def test_nbclient_kernel():
    import nbformat
    from nbclient import NotebookClient
    client = NotebookClient(nbformat.v4.new_notebook(), kernel_name="python3")
    with client.setup_kernel():
        save("nbclient", client.km)
"""


@pytest.mark.slow
def test_two_workers_kernels_started_at_once_take_ports_of_their_own_shares(tmp_path):
    """Both workers start nbval's kernel and then nbclient's (``--dist each``: side by side), as the notebooks'
    cells and tests/test_notebooks_rerun.py do; every port a kernel got lies in its worker's share."""
    (tmp_path / "test_kernels.py").write_text(KERNELS)
    out = tmp_path / "ports"
    out.mkdir()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path),
         "-p", "conftest", "-p", "no:cacheprovider", "-q", "-n", "2", "--dist", "each", str(tmp_path / "test_kernels.py")],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT), "KERNEL_PORTS_OUT": str(out)},
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    got = {path.stem: json.loads(path.read_text()) for path in out.glob("*.json")}
    assert sorted(got) == [f"gw{n}-{k}" for n in range(2) for k in ("nbclient", "nbval")], got
    for name, ports in got.items():
        share = kernel_ports(name.split("-")[0], 2)
        assert len(set(ports)) == 5 and all(port in share for port in ports), (name, ports, share)


def test_the_servers_of_the_browser_tests_give_their_kernels_the_share_for_servers(tmp_path):
    """tests/browser/jupyter.py's isolated_env writes the config file JupyterLab and Notebook 7 (and one Voila)
    read: run as they run it, it makes jupyter_client choose ports of the servers' share."""
    spec = importlib.util.spec_from_file_location("genesis_browser_harness", ROOT / "tests" / "browser" / "jupyter.py")
    assert spec is not None and spec.loader is not None
    harness = sys.modules[spec.name] = importlib.util.module_from_spec(spec)  # its dataclasses look it up there
    spec.loader.exec_module(harness)
    env = harness.isolated_env(tmp_path)
    for name in ("jupyter_server_config.py", "voila.py"):
        config = Path(env["JUPYTER_CONFIG_DIR"]) / name
        run = subprocess.run(
            [sys.executable, "-c", "import runpy, sys; runpy.run_path(sys.argv[1]); from jupyter_client.connect import "
             "LocalPortCache; print([LocalPortCache.instance().find_available_port('127.0.0.1') for _ in range(5)])",
             str(config)],
            capture_output=True, text=True, env={**env, "PYTEST_XDIST_WORKER_COUNT": "2"}, timeout=120,
        )  # fmt: skip
        assert run.returncode == 0, run.stderr
        assert all(port in kernel_ports("server", 2) for port in json.loads(run.stdout)), (name, run.stdout)
