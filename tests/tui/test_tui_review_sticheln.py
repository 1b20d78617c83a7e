"""``four-lanterns review`` on a Sticheln round: its paper trace stepped card by card.

Every app here is the one the command opens: ``main(["review", ...])`` runs
with a terminal faked and the app's own ``run`` replaced, and the test then
drives that app with the pilot. The review compares the round as ``check``
does (its tricks, then its ``[result]``), and ``x`` writes ``check``'s report.
"""

from __future__ import annotations

import io
import itertools
import re
import sys
from pathlib import Path

import pytest
from match_support import STICHELN_NAME, STICHELN_PATH, sticheln_deal
from textual.widgets import Static
from tui_support import REPO, cells, screen_text, settled

from four_lanterns.cli.main import main
from four_lanterns.engine import Card, Play, Seat
from four_lanterns.i18n import LANGS, Lang
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.review import ReviewScreen
from four_lanterns.tui.widgets.hand import Hand, in_hand_order
from four_lanterns.tui.widgets.line import Line, held
from four_lanterns.tui.widgets.trick import TrickArea, TrickSlot

SIZE = (120, 40)
REPORT = "four-lanterns-report-sticheln_fixed.md"
DUEL = "tests/data/records/sticheln_duel_seed7.toml"
STATUS = re.compile(r"^T(\d+) (.+)$", re.M)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def reviewed(monkeypatch: pytest.MonkeyPatch, *argv: str) -> FourLanternsApp:
    """The app ``four-lanterns review ARGV`` opens, not yet run."""
    opened: list[FourLanternsApp] = []
    with monkeypatch.context() as patch:
        patch.setattr(sys, "stdin", _Terminal())
        patch.setattr(sys, "stdout", _Terminal())
        patch.setattr(FourLanternsApp, "run", lambda app, *args, **kwargs: opened.append(app))
        assert main(["review", *argv]) == 0
    (app,) = opened
    assert isinstance(app.table, ReviewScreen)
    return app


def sticheln_review(
    monkeypatch: pytest.MonkeyPatch, lang: Lang = "en", *options: str
) -> FourLanternsApp:
    """``four-lanterns review --deal fixtures/sticheln_fixed.toml --lang LANG [OPTIONS]``."""
    monkeypatch.chdir(REPO)
    return reviewed(monkeypatch, "--deal", STICHELN_NAME, "--lang", lang, *options)


def message(app: FourLanternsApp) -> str:
    return app.table.query_one("#message", Line).text


def prompt(app: FourLanternsApp) -> str:
    return app.table.query_one("#prompt", Line).text


def statuses(app: FourLanternsApp) -> dict[int, str]:
    """Each trick's status in the checklist panel, as it reads (``{1: "match"}``)."""
    rows = str(app.table.query_one("#checklist-rows", Static).render()).replace("\u00a0", " ")
    return {int(number): status.strip() for number, status in STATUS.findall(rows)}


def expected(app: FourLanternsApp, cards: int, tricks: int = 5) -> dict[int, str]:
    """After ``cards`` of the paper: the tricks done match, one begun is in progress."""
    said = app.words.catalogue
    done, begun = divmod(cards, 4)
    return {
        number: said(
            "report.match"
            if number <= done
            else "report.in_progress"
            if number == done + 1 and begun
            else "report.not_executed"
        )
        for number in range(1, tricks + 1)
    }


def note(app: FourLanternsApp) -> str:
    """The line under the checklist's rows, unbroken."""
    shown = str(app.table.query_one("#checklist-divergence", Static).render())
    return re.sub("\n\u00a0+", " ", shown)


def trick(app: FourLanternsApp) -> dict[Seat, Card]:
    """The cards in the trick area, each by the seat it lies in front of."""
    slots = app.table.query_one(TrickArea).query(TrickSlot)
    return {slot.seat: slot.card for slot in slots if slot.card is not None}


def trick_lines(app: FourLanternsApp) -> str:
    """The trick area's words: the suit led, the winner, the rule and what comes next."""
    return "\n".join(line.text for line in app.table.query_one(TrickArea).query(Line))


def paper() -> list[Play]:
    return [play for row in sticheln_deal().trace for play in row.plays]


# -- opening, stepping ------------------------------------------------------------


async def test_review_opens_on_the_bids_made_with_every_hand_face_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before the first card: the deal's bids made, trump and turned cards shown, all hands up."""
    app = sticheln_review(monkeypatch)
    deal = sticheln_deal()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        state = app.table.state
        assert state.plays == ()
        assert {bid.seat: bid.tricks for bid in state.bids} == deal.bids
        text = screen_text(app)
        assert re.search(r"Bids\s+N 2 E 2 S 1 W 0", text)
        assert re.search(r"Trump\s+●Teal", text) and re.search(r"Turned\s+✦OWL ●T9", text)
        # North and South frames say it in words; the narrow East and West, bid/taken.
        assert "bid 2 · took 0" in text and "bid 1 · took 0" in text
        assert "─ 2/0 ─" in text and "─ 0/0 ─" in text
        assert prompt(app) == app.words.review_prompt_start.format(end=20)
        assert app.table.shown is None
        for seat in deal.rules.seats:
            hand = app.table.query_one(f"#seat-{seat.code.lower()} Hand", Hand)
            assert hand.cards == in_hand_order(deal.hands[seat]), seat
        assert statuses(app) == expected(app, 0)


@pytest.mark.parametrize("lang", LANGS)
async def test_n_puts_the_first_card_in_the_trick_and_the_checklist(
    lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sticheln_review(monkeypatch, lang)
    first = paper()[0]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert app.table.state.plays == (first,)
        assert trick(app) == {Seat.NORTH: first.card}
        assert statuses(app) == expected(app, 1)
        assert prompt(app) == app.words.review_prompt.format(step="T1.1", position=1, end=20)
        assert first.card not in app.table.query_one("#seat-n Hand", Hand).cards
        await pilot.press("b")
        await pilot.pause()
        assert len(app.table.state.plays) == 0
        assert statuses(app) == expected(app, 0)


async def test_n_and_b_walk_the_whole_paper(monkeypatch: pytest.MonkeyPatch) -> None:
    """20 cards of 4 seats: a trick is complete, and matches, every fourth card."""
    app = sticheln_review(monkeypatch)
    plays = paper()
    seats = len(sticheln_deal().rules.seats)
    async with app.run_test(size=SIZE) as pilot:
        for count in range(1, len(plays) + 1):
            await pilot.press("n")
            step = f"T{(count - 1) // seats + 1}.{(count - 1) % seats + 1}"
            assert f"Review: {step} played, {count} of 20" in prompt(app)
            assert statuses(app) == expected(app, count), step
            assert app.table.state.plays == tuple(plays[:count])
        await pilot.press("n")
        assert message(app) == "End of the paper trace: T5.4 is its last card."
        for count in range(len(plays) - 1, -1, -1):
            await pilot.press("b")
            assert statuses(app) == expected(app, count), count
        await pilot.press("home")
        assert app.table.state.plays == ()


# The trick area at the end of each trick: the winner, and the rule that took it.
RULES = {
    "en": ["first Owl", "all four Moles", "Teal 2 — highest trump", "Teal 13 — highest trump",
           "Violet 11 — highest Violet"],
    "de": ["erste Eule", "alle vier Maulwürfe", "Türkis 2 — höchster Trumpf",
           "Türkis 13 — höchster Trumpf", "Violett 11 — höchstes Violett"],
    "es": ["primer búho", "los cuatro topos", "Teal 2 — triunfo más alto",
           "Teal 13 — triunfo más alto", "Violeta 11 — la más alta de Violeta"],
    "zh": ["第一张猫头鹰", "四张鼹鼠", "青绿2 是最大的将牌", "青绿13 是最大的将牌",
           "紫罗兰11 是最大的紫罗兰"],
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
async def test_end_matches_every_trick_and_the_papers_result(
    lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    """End: five tricks match, and so do the paper's tricks taken and points."""
    app = sticheln_review(monkeypatch, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        assert app.table.state.is_over and len(app.table.state.plays) == 20
        assert statuses(app) == expected(app, 20)
        assert note(app) == app.words.catalogue("report.trace_done_result", n=5)
        assert prompt(app) == app.words.review_prompt_end.format(step="T5.4", position=20, end=20)
        checklist = app.table.checklist
        assert checklist is not None and checklist.all_match
        assert [(total.name, total.matches) for total in checklist.totals] == [
            ("taken", True),
            ("points", True),
        ]
        assert checklist.points is not None
        assert checklist.points.as_dict() == {"N": -10, "E": 40, "S": -10, "W": 20}
        # No score pad in review: the round's points are said at its end.
        w = app.words.catalogue
        points = [
            w("table.round_points", seat=app.words.seat(Seat.parse(code)), points=points)
            for code, points in (("N", -10), ("E", 40), ("S", -10), ("W", 20))
        ]
        assert message(app) == w("table.round_over", results=w("fmt.list_separator").join(points))
        await pilot.press("b")
        await pilot.pause()
        assert message(app) == ""


@pytest.mark.parametrize("lang", LANGS)
async def test_the_trick_area_gives_the_rule_that_took_each_trick(
    lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sticheln_review(monkeypatch, lang)
    deal = sticheln_deal()
    async with app.run_test(size=SIZE) as pilot:
        for number, rule in enumerate(RULES[lang], start=1):
            await pilot.press("g", *f"T{number}", "enter")
            await pilot.pause()
            assert len(app.table.state.plays) == number * 4
            lines = trick_lines(app)
            assert rule in lines.splitlines(), lines
            winner = app.words.seat(deal.trace[number - 1].winner)
            assert winner in lines


@pytest.mark.parametrize("lang", LANGS)
async def test_go_to_t5_2(lang: Lang, monkeypatch: pytest.MonkeyPatch) -> None:
    """g T5.2 Enter: South's Violet 1 and West's Amber 5 on the table, North to play."""
    app = sticheln_review(monkeypatch, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g", *"T5.2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        assert len(app.table.state.plays) == 18
        assert prompt(app) == app.words.review_prompt.format(step="T5.2", position=18, end=20)
        assert trick(app) == {Seat.SOUTH: Card.parse("V1"), Seat.WEST: Card.parse("A5")}
        assert statuses(app) == expected(app, 18)
        assert app.table.state.to_play is Seat.NORTH


async def test_a_step_past_the_round_names_its_last(
    monkeypatch: pytest.MonkeyPatch, bells: list[None]
) -> None:
    """The round has five tricks: g T6.1 is no step of it; T1.5 neither (four seats)."""
    app = sticheln_review(monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        for typed in ("T6.1", "T1.5"):
            await pilot.press("n", "g", *typed, "enter")
            await pilot.pause()
            assert message(app) == f"'{typed}': the paper trace has no such step; it ends at T5.4."
        assert bells == [None, None]
        assert len(app.table.state.plays) == 2


# -- no scoring variant -----------------------------------------------------------------


async def test_p_switches_nothing_and_no_key_offers_a_variant(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Sticheln scores its bids: no p in the footer or the help; p changes nothing and says why."""
    app = sticheln_review(monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        variant = app.table.variant
        await pilot.press("n", "p")
        await pilot.pause()
        assert app.table.variant is variant
        assert message(app) == "Sticheln has one scoring; p switches scoring in Four Lanterns only."
        text = screen_text(app)
        footer = [line for line in text.splitlines() if line.strip()][-1]
        assert not re.search(r"(^|\s)p\s", footer) and app.words.key_scoring not in footer
        assert not re.search(r"\bv[01]\b", text)
        await pilot.press("question_mark")
        helped = await settled(pilot)
        assert "switch scoring" not in helped and not re.search(r"^\W*p\s", helped, re.M)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_key_of_live_play_says_it_is_not_used_in_review(
    lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    """u, r, h and a card's letter do nothing in review, and the notice says so, not silence."""
    app = sticheln_review(monkeypatch, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "n")
        for keys in ("u", "r", "h", "U", "t1", "a10"):
            await pilot.press(*keys)
            await pilot.pause()
            quoted = app.words.catalogue.quoted(keys)  # a code typed is named whole
            assert message(app) == app.words.review_no_key.format(key=quoted)
            assert len(app.table.state.plays) == 2
            if lang == "en" and keys == "t1":
                assert message(app) == 'Review mode: "t1" is not used here; ? lists the keys.'
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("question_mark")
        await settled(pilot)
        assert app.screen is not app.table  # ? still opens the help


@pytest.mark.parametrize(
    ("lang", "keys", "named"),
    [
        ("en", "urh", "h"),
        ("en", "ut1", "t1"),
        ("en", "UNB", "B"),
        ("en", "t1t", "t"),
        ("en", "w:t1", "w:t1"),
        ("en", "mo", "mo"),
        ("de", "o:t1", "o:t1"),  # Ost's initial, as live play takes it
        ("es", "o:t1", "o:t1"),  # Oeste's
    ],
)
async def test_keys_pressed_in_turn_are_named_together_only_as_the_start_of_a_code(
    lang: Lang, keys: str, named: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """u, r, h pressed one by one read "urh", a code no one typed: each key is named alone
    unless, with the keys before it, it starts what live play takes typed."""
    app = sticheln_review(monkeypatch, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        quoted = app.words.catalogue.quoted(named)
        assert message(app) == app.words.review_no_key.format(key=quoted)
        assert len(app.table.state.plays) == 1


def test_review_refuses_a_variant_for_a_sticheln_round(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(REPO)
    assert main(["review", "--deal", STICHELN_NAME, "--variant", "v1"]) == 2
    assert capsys.readouterr().err == (
        "four-lanterns: --variant: Sticheln scores its bids and has no scoring variants\n"
    )


# -- the report ----------------------------------------------------------------------


@pytest.mark.parametrize("cards", [20, 9], ids=["end", "T3.1"])
@pytest.mark.parametrize("lang", LANGS)
async def test_x_writes_the_report_check_writes(
    lang: Lang,
    cards: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """At the end, the report of ``check --format markdown``; part way, of ``check --plays``."""
    monkeypatch.chdir(REPO)
    plays = [] if cards == 20 else ["--plays", " ".join(play.code for play in paper()[:cards])]
    argv = ["check", "--deal", STICHELN_NAME, "--format", "markdown", "--lang", lang, *plays]
    assert main(argv) == (0 if cards == 20 else 3)
    checked = capsys.readouterr().out
    app = sticheln_review(monkeypatch, lang)
    monkeypatch.chdir(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*(["end"] if cards == 20 else ["n"] * cards), "x")
        await pilot.pause()
        assert message(app) == app.words.export_done.format(path=REPORT)
    assert [path.name for path in tmp_path.iterdir()] == [REPORT]
    assert (tmp_path / REPORT).read_text(encoding="utf-8") == checked


async def test_a_paper_result_the_round_does_not_reach_differs_at_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A paper whose points for West are 30, not 20: every trick matches, the result does not."""
    text = STICHELN_PATH.read_text(encoding="utf-8")
    wrong = "points = { N = -10, E = 40, S = -10, W = 30 }"
    assert text.count("points = { N = -10, E = 40, S = -10, W = 20 }") == 1
    (tmp_path / "wrong.toml").write_text(
        text.replace("points = { N = -10, E = 40, S = -10, W = 20 }", wrong), encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    app = reviewed(monkeypatch, "--deal", "wrong.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        assert set(statuses(app).values()) == {"match"}
        assert note(app) == (
            "mismatch in points at result: paper N -10, E 40, S -10, W 30, "
            "engine N -10, E 40, S -10, W 20"
        )
        checklist = app.table.checklist
        assert checklist is not None and not checklist.all_match


# -- a round of a record -------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_a_round_of_a_sticheln_record(
    lang: Lang,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``review --deal DUEL --round 2``: its recorded tricks, and ``check``'s report."""
    monkeypatch.chdir(REPO)
    argv = ["--deal", DUEL, "--round", "2", "--lang", lang]
    assert main(["check", *argv, "--format", "markdown"]) == 0
    checked = capsys.readouterr().out
    app = reviewed(monkeypatch, *argv)
    assert app.source == f"{DUEL}, {'round' if lang == 'en' else 'Runde'} 2"
    rounds = app.deal.trace
    cards = len(rounds) * len(app.deal.rules.seats)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert statuses(app) == expected(app, 1, len(rounds))
        await pilot.press("end")
        await pilot.pause()
        assert len(app.table.state.plays) == cards
        assert statuses(app) == expected(app, cards, len(rounds))
        checklist = app.table.checklist
        assert checklist is not None and checklist.all_match and checklist.totals
        monkeypatch.chdir(tmp_path)
        await pilot.press("x")
        await pilot.pause()
    (written,) = tmp_path.iterdir()
    assert written.read_text(encoding="utf-8") == checked


@pytest.mark.parametrize("number", [1, 3, 4])
async def test_a_round_of_a_record_says_which_round_of_the_duel_it_is(
    number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--round 3`` of a four-round duel is "Round 3 of 4", as the table said in play."""
    monkeypatch.chdir(REPO)
    app = reviewed(monkeypatch, "--deal", DUEL, "--round", str(number), "--lang", "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        said = app.words.catalogue("match.round_of", number=number, rounds=4)
        assert f"{app.words.catalogue('match.f_round')} {said}" in text, text
        await pilot.press("end")
        await pilot.pause()
        assert app.table.state.is_over
        assert " ".join(screen_text(app).split()).count(said) == 1


@pytest.mark.parametrize("lang", LANGS)
async def test_the_review_help_says_what_pgup_scrolls_as_live_play_does(
    lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The review's help said PgUp scrolls the history; with a score pad it scrolls the pad."""
    monkeypatch.chdir(REPO)
    app = reviewed(monkeypatch, "--deal", DUEL, "--round", "4", "--lang", lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("question_mark")
        helped = " ".join((await settled(pilot)).split())
        ((keys, does),) = app.words.help_rows("match.help_page")
        assert f"{keys} {does}" in helped, helped


# -- a round still played with hidden hands ----------------------------------------


def _in_play(tmp_path: Path) -> Path:
    """The duel's record saved in round 2 after two tricks: hidden hands, as Sticheln keeps."""
    text = (REPO / DUEL).read_text(encoding="utf-8")
    cut = text.index('    "E:T1", "S:MOLE", "W:T4", "N:A13",  # T3: W\n')
    text = text[:cut] + "]\n"
    assert "hidden = true" in text
    path = tmp_path / "in-play.toml"
    path.write_text(text.replace("actions = 88", "actions = 28"), encoding="utf-8")
    return path


async def test_review_of_a_hidden_game_takes_its_last_finished_round(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review shows every hand: not those of the round still being played."""
    path = _in_play(tmp_path)
    app = reviewed(monkeypatch, "--deal", str(path))
    assert app.source == f"{path}, round 1"
    unplayed = ("M9", "T8", "V3", "T4")  # round 2's, not yet played
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        await pilot.pause()
        shown = screen_text(app)
    for code in unplayed:
        assert code not in shown, code
    # Nor the seed, which deals them: round 1 is open, but the game goes on hidden.
    assert re.search(r"Round\s+1 of 4", shown), shown
    assert not re.search(r"seed\s*7", shown, re.IGNORECASE), shown


def test_review_refuses_the_round_in_play_of_a_hidden_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _in_play(tmp_path)
    assert main(["review", "--deal", str(path), "--round", "2"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"four-lanterns: --round: {path}, round 2 is still being played with hidden hands, "
        "and review shows every hand (round 1 is finished; until it is over, trace shows its "
        "cards played)\n"
    )


@pytest.mark.parametrize("lang", LANGS)
async def test_at_80x24_the_checklist_still_says_the_result_matched(
    lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No room for the whole sentence: the paper's result is still said, as a row says a trick's."""
    app = sticheln_review(monkeypatch, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("end")
        await pilot.pause()
        w = app.words.catalogue
        assert note(app) == f"{w('report.result')} {w('report.match')}"


ROUND_POINTS = ((Seat.NORTH, -10), (Seat.EAST, 40), (Seat.SOUTH, -10), (Seat.WEST, 20))


@pytest.mark.parametrize(
    ("lang", "options"),
    [*((lang, ()) for lang in LANGS), ("en", ("--ascii",))],
)
async def test_the_round_over_notice_keeps_each_seat_with_its_points_at_80x24(
    lang: Lang, options: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``review``, End, at 80×24: the notice says every seat's points with the
    seat, on the same row (English put South at a row's end and its -10 on the
    next; Textual breaks at a no-break space as at a space). ``--ascii`` too,
    which spelled the no-break space as a plain one."""
    app = sticheln_review(monkeypatch, lang, *options)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("end")
        await settled(pilot)
        notice = app.table.query_one("#notice").region
        rows = [
            re.sub(r"[ \u00a0]+", " ", cells(row, notice.x + 1, notice.right - 1))
            for row in screen_text(app).splitlines()[notice.y + 1 : notice.bottom - 1]
        ]
        said = [row.strip() for row in rows if row.strip()]
        seats = [app.words.seat(seat) for seat, _ in ROUND_POINTS]
        # The notice wraps here: the case the no-break spaces are for.
        first = next(index for index, row in enumerate(said) if seats[0] in row)
        assert seats[-1] not in said[first] or lang == "zh", said
        for seat, points in ROUND_POINTS:
            pair = f"{app.words.seat(seat)} {points}"
            assert any(pair in row for row in said), (pair, said)
        for row, below in itertools.pairwise(said):
            ends_with_seat = any(row.endswith(seat) for seat in seats)
            assert not (ends_with_seat and re.match(r"-?\d", below)), (row, below)


def test_a_line_breaks_at_spaces_but_never_at_a_no_break_space() -> None:
    """Textual wraps at a no-break space as at any space: a line breaks the text itself."""
    text = "Round over. Points: North\u00a0-10, East\u00a040, South\u00a0-10, West\u00a020."
    assert held(text, 48).split("\n") == [
        "Round over. Points: North -10, East 40,",
        "South -10, West 20.",
    ]
    assert held("no held words here", 5) == "no held words here"  # left to Textual
