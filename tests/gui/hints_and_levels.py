"""The browser test's checks of hints, level sliders and pondering, as a person meets them: the
Hint button marks the best moves on the board with their win rates (luzhanqi) or values
(sanguo) until a move is played; an engine seat that offers UCI_Elo has a slider, and the level
chosen on it reaches the engine (fake_engine.sh's relay logs what it is sent) before its next
move; an engine that ponders on the person's time says so beside the board, with its thinking,
and its slider spans the range the engine declares."""
import re
import subprocess

from selenium.webdriver.common.keys import Keys

from browser import play_clicks, wait_for

LEVELS_ENGINE = ("levels", "move", "0.02")  # fake_engine.sh relay: UCI_Elo 800..2400


def hint_marks(page):
    """(move, label, drawn text, rank, classes) of each hint mark on the board."""
    return page.driver.execute_script(
        "return [...document.querySelectorAll('#board g.hint')].map((g) => [g.dataset.move,"
        " g.dataset.label, g.querySelector('.hint-label').textContent, Number(g.dataset.rank),"
        " g.getAttribute('class')]);")


def ask_hint(page, label_pattern):
    """Presses Hint; checks the marks: legal moves, distinct, labelled, the best first."""
    legal = page.board()["legal"].split()
    page.by_id("hint").click()
    marks = wait_for(lambda: hint_marks(page), 10,
                     f"the hint's marks (the page says {page.by_id('message').text!r})")
    moves = [move for move, *_ in marks]
    assert len(set(moves)) == len(moves) and 1 <= len(moves) <= 5, f"hint moves {moves}"
    for move, label, text, rank, classes in marks:
        assert move in legal, f"the hint {move} is not legal here"
        assert re.fullmatch(label_pattern, label) and text == label, f"{move}: label {label!r}"
        assert ("best" in classes.split()) == (rank == 1), f"{move}: rank {rank}, {classes}"
    return marks


def play_turns(ctx, variant, turns, choose):
    """The person's next `turns` moves by clicks (choose(legal) picks one)."""
    page = ctx.page
    for _ in range(turns):
        board = wait_for(lambda: page.board() if page.board().get("legal") else None, 10,
                         "the person's turn")
        play_clicks(page, variant, choose(board["legal"].split()))
        wait_for(lambda: page.board()["ply"] != board["ply"], 10, "the move to be played")


def test_hints_luzhanqi(ctx):
    page = ctx.page
    page.open()
    page.start_game("luzhanqi-flip", [None, ("random", "move", "0.02")])
    play_turns(ctx, "luzhanqi-flip", 4, ctx.rng.choice)
    wait_for(lambda: page.board().get("legal"), 10, "the person's turn")
    marks = ask_hint(page, r"\d{1,3}%")
    page.screenshot_board(ctx.artifact("hints-luzhanqi.png"))
    best = marks[0][0]
    ply = page.board()["ply"]
    play_clicks(page, "luzhanqi-flip", best)
    wait_for(lambda: page.board()["ply"] != ply, 10, f"the hint's best move {best}")
    assert not hint_marks(page), "the hint's marks stayed after a move"
    print(f"  luzhanqi hint: {', '.join(f'{m} {label}' for m, label, *_ in marks)}")


def test_hints_sanguo(ctx):
    page = ctx.page
    page.open()
    page.start_game("sanguo", [None, ("random", "move", "0.02"), ("random", "move", "0.02")])
    play_turns(ctx, "sanguo", 2, ctx.rng.choice)
    wait_for(lambda: page.board().get("legal"), 10, "the person's turn")
    marks = ask_hint(page, r"[+-]\d+\.\d")
    arrows = page.css("#board g.hint .hint-shaft")
    assert len(arrows) == len(marks), f"{len(arrows)} arrows for {len(marks)} moves"
    page.screenshot_board(ctx.artifact("hints-sanguo.png"))
    print(f"  sanguo hint: {', '.join(f'{m} {label}' for m, label, *_ in marks)}")


def level_options(ctx):
    """The UCI_Elo and UCI_LimitStrength lines the levels engine was sent, in order."""
    with open(ctx.levels_log, encoding="utf-8") as log:
        return [line.strip() for line in log
                if re.match(r"setoption name (UCI_Elo|UCI_LimitStrength) ", line)]


def test_level_slider(ctx):
    page = ctx.page
    page.open()
    page.start_game("luzhanqi-flip", [None, LEVELS_ENGINE])
    slider = wait_for(lambda: page.css('input.level[data-seat="1"]'), 10, "the level slider")[0]
    assert not page.css('input.level[data-seat="0"]'), "a person's seat has a level slider"
    assert (slider.get_attribute("min"), slider.get_attribute("max")) == ("800", "2401")
    text = lambda: page.css('.level-value[data-seat="1"]')[0].text
    assert slider.get_attribute("value") == "2401" and text() == "full strength"
    assert slider.get_attribute("data-level") == "full"
    before = len(level_options(ctx))
    # A person drags the slider: a click on it, then a step down with the keyboard.
    slider.click()
    slider.send_keys(Keys.ARROW_LEFT)
    elo = int(slider.get_attribute("value"))
    assert 800 <= elo <= 2400, f"the slider reads {elo}"
    level = lambda: page.css('input.level[data-seat="1"]')[0].get_attribute("data-level")
    wait_for(lambda: level() == str(elo) and text() == f"Elo {elo}", 5, f"the level Elo {elo}")
    assert not page.by_id("message").text, page.by_id("message").text
    play_turns(ctx, "luzhanqi-flip", 1, lambda legal: legal[0])
    wait_for(lambda: page.board().get("legal"), 10, "the engine's move at the new level")
    sent = level_options(ctx)[before:]
    assert sent[-2:] == ["setoption name UCI_LimitStrength value true",
                         f"setoption name UCI_Elo value {elo}"], sent
    slider = page.css('input.level[data-seat="1"]')[0]
    slider.send_keys(Keys.END)
    wait_for(lambda: level() == "full" and text() == "full strength", 5, "full strength")
    play_turns(ctx, "luzhanqi-flip", 1, lambda legal: legal[0])
    wait_for(lambda: page.board().get("legal"), 10, "the engine's move at full strength")
    assert level_options(ctx)[-1] == "setoption name UCI_LimitStrength value false"
    # An engine that offers no UCI_Elo (fake_engine.sh illegal) has no slider.
    page.start_game("luzhanqi-flip", [None, ("nolevels", "move", "0.02")])
    # The new game's first state, not the last game's board.
    wait_for(lambda: page.board().get("ply") == "0" and page.board().get("legal"), 10,
             "the person's turn")
    assert not page.css("input.level"), "a slider for an engine without UCI_Elo"
    print(f"  level slider: Elo {elo}, then full strength, reached the engine")


# The engine seat's row as drawn now, in one read: the panel redraws it on every message.
SEAT_ROW = """
const row = document.querySelector('#seats .seat[data-seat="' + arguments[0] + '"]');
if (!row) return null;
const label = row.querySelector('.pondering');
return {pondering: label ? label.textContent : null,
        info: [...row.querySelectorAll('.info')].map((e) => e.textContent)};
"""


def declared_elo_range(engine):
    """(min, max) of the UCI_Elo that `engine` declares in its answer to `uci`."""
    out = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True,
                         timeout=30).stdout
    found = re.search(r"option name UCI_Elo type spin default \d+ min (\d+) max (\d+)", out)
    assert found, f"the engine declares no UCI_Elo: {out[-500:]!r}"
    return found.groups()


def test_pondering(ctx):
    page = ctx.page
    page.open()
    page.start_game("luzhanqi-flip", [None, ("zhuge", "move", "0.1")])
    play_turns(ctx, "luzhanqi-flip", 2, ctx.rng.choice)
    row = lambda: page.driver.execute_script(SEAT_ROW, 1)
    # The real search reports about once a second while it ponders; a loaded machine (tests
    # running beside it) may take several times that before the first report.
    seen = wait_for(lambda: (lambda r: r if r and r["pondering"] and r["info"] else None)(row()),
                    30, "the engine seat shown pondering, with its thinking")
    assert any("nodes" in line for line in seen["info"]), f"the pondering seat shows {seen}"
    # The real engine's level slider spans its calibrated UCI_Elo range (docs/strength.md), one
    # step more at its right end for full strength.
    slider = page.css('input.level[data-seat="1"]')[0]
    span = (slider.get_attribute("min"), slider.get_attribute("max"))
    low, high = declared_elo_range(ctx.engine)
    assert span == (low, str(int(high) + 1)), f"the slider spans {span}, the engine {low}..{high}"
    page.driver.save_screenshot(ctx.artifact("pondering-page.png"))
    page.by_id("seats").screenshot(ctx.artifact("pondering.png"))
    # The person's move ends the ponder (a hit or a miss), and the engine answers it.
    play_turns(ctx, "luzhanqi-flip", 1, ctx.rng.choice)
    print(f"  pondering: {seen['pondering']!r} beside {seen['info'][0]!r}; slider {span}")
