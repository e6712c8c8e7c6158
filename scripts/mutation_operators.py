"""The mutants of a module for ``mutation.py``: each small change a slip of the keyboard could make, and
the module's source with one of them in place."""

from __future__ import annotations

import ast
from dataclasses import dataclass


@dataclass
class Mutant:
    index: int  # position of the node in ast.walk order
    kind: str  # which change (see _variants)
    line: int
    end_line: int
    stmt_line: int  # first line of the statement holding it (what the line tracer reports)
    function: str  # the enclosing function's qualified name, or "<module>"
    before: str
    after: str
    key: str = ""  # stable id: function, change and occurrence (line numbers left out)


_CMP = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_BIN = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.Pow: ast.Mult,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
    ast.BitAnd: ast.BitOr,
    ast.BitOr: ast.BitAnd,
    ast.BitXor: ast.BitAnd,
}


def _skipped_nodes(tree: ast.AST) -> set[int]:
    """ids of nodes never mutated: docstrings, annotations, decorators, f-string parts, imports."""
    skip: set[int] = set()

    def all_of(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                all_of(body[0])
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            all_of(node.returns)
            for d in node.decorator_list:
                all_of(d)
            for a in [
                *node.args.args,
                *node.args.posonlyargs,
                *node.args.kwonlyargs,
                node.args.vararg,
                node.args.kwarg,
            ]:
                if a is not None:
                    all_of(a.annotation)
        if isinstance(node, ast.ClassDef):
            for d in node.decorator_list:
                all_of(d)
        if isinstance(node, ast.AnnAssign):
            all_of(node.annotation)
        if isinstance(node, ast.JoinedStr):
            all_of(node)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            all_of(node)
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            all_of(node)
    return skip


def _variants(node: ast.AST, parent: ast.AST | None) -> list[str]:
    """The changes that apply to ``node`` (names understood by ``_apply``)."""
    out: list[str] = []
    if isinstance(node, ast.Compare):
        out += [f"cmp{i}" for i, op in enumerate(node.ops) if type(op) in _CMP]
    elif isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        out.append("binop")
    elif isinstance(node, ast.AugAssign):
        if type(node.op) in _BIN:
            out.append("augop")
        out.append("delete")
    elif isinstance(node, ast.BoolOp):
        out.append("boolop")
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
        out.append("unary")
    elif isinstance(node, ast.Constant):
        v = node.value
        if isinstance(v, bool):
            out.append("bool")
        elif isinstance(v, (int, float)):
            out.append("number")
        elif isinstance(v, str):
            out.append("text")
    elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        out.append("delete")
    elif isinstance(node, (ast.Break, ast.Continue)):
        out.append("loopjump")
    elif (
        isinstance(node, ast.Return)
        and node.value is not None
        and not (isinstance(node.value, ast.Constant) and node.value.value is None)
    ):
        out.append("return_none")
    return out


def _apply(node: ast.AST, parent: ast.AST, kind: str) -> ast.AST:
    """Change ``node`` (a node of a fresh tree) in place, or replace it in ``parent``; returns the node
    that now stands where ``node`` stood."""

    def replace(new: ast.AST) -> ast.AST:
        ast.copy_location(new, node)
        for field, value in ast.iter_fields(parent):
            if value is node:
                setattr(parent, field, new)
                return new
            if isinstance(value, list):
                for i, item in enumerate(value):
                    if item is node:
                        value[i] = new
                        return new
        raise RuntimeError("node not found in its parent")

    if kind.startswith("cmp"):
        i = int(kind[3:])
        node.ops[i] = _CMP[type(node.ops[i])]()
    elif kind in ("binop", "augop"):
        node.op = _BIN[type(node.op)]()
    elif kind == "boolop":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif kind == "unary":
        return replace(node.operand)
    elif kind == "bool":
        node.value = not node.value
    elif kind == "number":
        node.value = node.value + 1
    elif kind == "text":
        node.value = "XX" + node.value + "XX"
    elif kind == "delete":
        return replace(ast.Pass())
    elif kind == "loopjump":
        return replace(ast.Continue() if isinstance(node, ast.Break) else ast.Break())
    elif kind == "return_none":
        node.value = ast.Constant(None)
    else:  # pragma: no cover
        raise ValueError(kind)
    return node


def _walk_with_parents(tree: ast.AST) -> list[tuple[ast.AST, ast.AST | None, list[ast.AST]]]:
    """Every node in ast.walk order with its parent and its chain of ancestors."""
    out = []
    chain: dict[int, list[ast.AST]] = {id(tree): []}
    parent_of: dict[int, ast.AST | None] = {id(tree): None}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parent_of[id(child)] = node
            chain[id(child)] = chain[id(node)] + [node]
        out.append((node, parent_of[id(node)], chain[id(node)]))
    return out


def _window(before: str, after: str, room: int = 40) -> tuple[str, str]:
    """The two texts cut to the part that differs, with ``room`` characters of context either side."""
    i = 0
    while i < min(len(before), len(after)) and before[i] == after[i]:
        i += 1
    j = 0
    while j < min(len(before), len(after)) - i and before[-1 - j] == after[-1 - j]:
        j += 1
    lo = max(0, i - room)

    def cut(t: str) -> str:
        hi = min(len(t), len(t) - j + room)
        return ("..." if lo > 0 else "") + t[lo:hi] + ("..." if hi < len(t) else "")

    return cut(before), cut(after)


_COMPOUND = (
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.With,
    ast.AsyncWith,
    ast.Try,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
)


def _context(node: ast.AST, ancestors: list[ast.AST]) -> ast.AST:
    """What a report shows of a change: the simple statement holding ``node``, or, in the header of an
    ``if``/``for``/``while``, the header's expression."""
    chain = [*ancestors, node]
    for i in range(len(chain) - 1, -1, -1):
        a = chain[i]
        if isinstance(a, ast.stmt):
            if isinstance(a, _COMPOUND):
                return chain[i + 1] if i + 1 < len(chain) else a
            return a
    return node


def _first_run_line(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The line of ``fn``'s first statement that runs when it is called (a docstring does not)."""
    body = fn.body
    if (
        len(body) > 1
        and isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, str)
    ):
        return body[1].lineno
    return body[0].lineno


def mutants(source: str) -> list[Mutant]:
    tree = ast.parse(source)
    skip = _skipped_nodes(tree)
    out: list[Mutant] = []
    for index, (node, parent, ancestors) in enumerate(_walk_with_parents(tree)):
        if id(node) in skip or parent is None:
            continue
        funcs = [a for a in ancestors if isinstance(a, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        in_function = any(isinstance(a, (ast.FunctionDef, ast.AsyncFunctionDef)) for a in ancestors)
        function = ".".join(a.name for a in funcs) if in_function else "<module>"
        stmts = [a for a in ancestors if isinstance(a, ast.stmt)] + ([node] if isinstance(node, ast.stmt) else [])
        stmt_line = stmts[-1].lineno if stmts else node.lineno
        if stmts and isinstance(stmts[-1], (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not stmts[-1]:
            # a default value or an annotation: evaluated once, at import; the tests that matter are those
            # that call the function, which run its first statement after the docstring
            stmt_line = _first_run_line(stmts[-1])
        for kind in _variants(node, parent):
            fresh = ast.parse(source)
            fnode, fparent, fancestors = _walk_with_parents(fresh)[index]
            shown = _context(fnode, fancestors)
            before = ast.unparse(shown)
            new = _apply(fnode, fparent, kind)
            after = ast.unparse(new if shown is fnode else shown)
            before, after = _window(" ".join(before.split()), " ".join(after.split()))
            out.append(
                Mutant(
                    index,
                    kind,
                    node.lineno,
                    getattr(node, "end_lineno", None) or node.lineno,
                    stmt_line,
                    function,
                    before,
                    after,
                )
            )
    seen: dict[str, int] = {}
    for m in out:
        base = f"{m.function} | {m.kind} | {m.before} -> {m.after}"
        k = seen.get(base, 0)
        seen[base] = k + 1
        m.key = base if k == 0 else f"{base} #{k + 1}"
    return out


def mutated_source(source: str, m: Mutant) -> str:
    tree = ast.parse(source)
    node, parent, _ = _walk_with_parents(tree)[m.index]
    _apply(node, parent, m.kind)
    ast.fix_missing_locations(tree)
    return ast.unparse(tree)
