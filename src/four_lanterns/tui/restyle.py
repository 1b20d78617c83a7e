"""Class changes that restyle only the nodes they style.

Textual restyles a node *and every node under it* on each class change,
one node at a time. On the table a card played turns two seat panels and
marks the trick's lines, and restyling a panel would restyle its marks
and hand with it. These functions change the classes first and then
restyle the nodes named, in one pass, so nodes alike share the
stylesheet's matching.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from textual._context import NoActiveAppError
from textual.dom import DOMNode

__all__ = ["restyle", "set_classes"]


def restyle(nodes: Iterable[DOMNode]) -> None:
    """Apply the stylesheet again to ``nodes`` only, not to their descendants."""
    nodes = list(nodes)
    if not nodes:
        return
    try:
        app = nodes[0].app
    except NoActiveAppError:
        return  # not mounted yet: the first styling reads the classes
    app.stylesheet.update_nodes(nodes, animate=True)


def set_classes(changes: Iterable[tuple[DOMNode, Mapping[str, bool]]]) -> list[DOMNode]:
    """Add or remove each node's classes, restyle those that changed together; return them.

    Only for classes that no selector reads on an ancestor: a node's
    descendants keep their styles. A descendant styled by one (app.tcss's
    ``.trick.-complete .trick-outcome``) is restyled by the caller.
    """
    changed: list[DOMNode] = []
    for node, classes in changes:
        before = node.classes
        node.update_classes(classes, update=False)
        if node.classes != before:
            changed.append(node)
    restyle(changed)
    return changed
