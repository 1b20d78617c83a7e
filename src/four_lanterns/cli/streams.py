"""Standard streams that may be closed, full or gone, and one-line messages.

A command run as ``four-lanterns trace >&-`` or ``>/dev/full`` or ``2>&-``
must still end with a clear exit code and at most one line on standard
error, never a traceback. Python leaves ``sys.stdout`` as ``None`` when file
descriptor 1 was closed at start, and reports a failed final flush on its
own; both are taken care of here, at the one edge where output leaves.
"""

from __future__ import annotations

import errno
import os
import sys
from typing import TextIO

from four_lanterns.engine.errors import FourLanternsError
from four_lanterns.text import printable

__all__ = [
    "LINE_LIMIT",
    "OutputError",
    "flush_stdout",
    "guard_streams",
    "say",
    "stream_writing_to",
    "write_stdout",
    "write_stream",
]

LINE_LIMIT = 400
"""The most characters of one message line on standard error."""


class OutputError(FourLanternsError):
    """Standard output cannot take the output: closed, full, or failing."""

    title = "Cannot write"


class _Closed:
    """Stands in for a standard stream whose file descriptor was closed at start."""

    def __init__(self, name: str) -> None:
        self.name = name

    def write(self, text: str) -> int:
        if text:
            raise OSError(errno.EBADF, "the stream is closed")
        return 0

    def flush(self) -> None:
        """Nothing is buffered."""

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        return ""


def guard_streams() -> None:
    """Make closed standard streams safe to use and their descriptors unusable by files.

    A closed descriptor 0, 1 or 2 would be handed to the next file opened,
    and a report meant for a file could end up on the terminal (or the
    reverse); ``/dev/null`` holds the place instead. The Python stream stays
    marked closed, so writing output to it is still an error.
    """
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            # The lowest free descriptor is this one: the loop goes up from 0.
            os.open(os.devnull, os.O_RDWR)
    for name in ("stdin", "stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, _Closed(name))


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__


def _quiet(stream: TextIO) -> None:
    """Point the stream's descriptor at ``/dev/null`` so that Python's last flush cannot fail.

    Without this, whatever is still buffered is written again at exit, fails
    again, and Python prints an "Exception ignored" report.
    """
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


def write_stream(stream: TextIO, text: str) -> None:
    """Write ``text`` to a standard stream and flush it, or raise :class:`OutputError`.

    ``BrokenPipeError`` (the reader went away, as with ``| head``) passes
    through: the caller ends quietly.
    """
    name = "standard error" if stream is sys.stderr else "standard output"
    try:
        stream.write(text)
        stream.flush()
    except BrokenPipeError:
        _quiet(stream)
        raise
    except OSError as error:
        _quiet(stream)
        raise OutputError(f"{name}: cannot be written ({_reason(error)})") from None


def write_stdout(text: str) -> None:
    """Write ``text`` to standard output, as :func:`write_stream` does."""
    write_stream(sys.stdout, text)


def flush_stdout() -> None:
    """Flush what argparse or a command left buffered, as :func:`write_stdout` does."""
    write_stdout("")


def stream_writing_to(path: str) -> TextIO | None:
    """``sys.stdout`` or ``sys.stderr`` when ``path`` is the file that stream writes to.

    ``/dev/stdout`` names whatever standard output was redirected to; so does
    that file's own name. Writing through the open stream keeps what the shell
    asked for (``>>`` appends, a pipe stays a pipe); replacing the file would
    throw away what else was written to it.
    """
    try:
        target = os.stat(path)
    except (OSError, ValueError):
        return None
    for fd, name in ((1, "stdout"), (2, "stderr")):
        stream = getattr(sys, name)
        if isinstance(stream, _Closed):
            continue  # its descriptor only holds /dev/null's place
        try:
            if os.path.samestat(target, os.fstat(fd)):
                return stream  # type: ignore[no-any-return]
        except OSError:
            continue
    return None


def say(line: str, *, stream: TextIO | None = None, prog: str = "four-lanterns") -> None:
    """One bounded line on standard error, prefixed with the program's name.

    Control characters are shown escaped, so a path or a title cannot break
    the line or drive the terminal; with standard error closed nothing is said.
    """
    out = stream if stream is not None else sys.stderr
    try:
        out.write(f"{prog}: {printable(line, LINE_LIMIT)}\n")
        out.flush()
    except (OSError, ValueError):
        pass
