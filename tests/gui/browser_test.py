#!/usr/bin/python3
"""End-to-end test of zhuge-gui in headless Chromium (run by `tools/dev.sh test`).

Starts zhuge-gui on a free port with `Player random` engines, then: checks the refusals of bad
messages and foreign origins over raw WebSockets; plays a whole luzhanqi flip game by clicks,
checking every drawn position against the server's FEN; checks that the Chinese labels render;
plays sanguo as one person against two engines until a kingdom falls and its army changes
colour; opens a record written by zhuge-match and steps through it; asks for hints in both
games and moves an engine seat's level slider (hints_and_levels.py). Screenshots of the boards
go to the artifacts folder. Prints 'N passed, M failed' and exits non-zero on a failure.
"""
import argparse
import os
import random
import signal
import sys
import time
import traceback

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from browser import Page, play_clicks, start_chromium, wait_for
from drawing_checks import COLOURS, check_drawing, deal_index, parse_move
from fen_boards import pieces_of, sanguo_in_play
from hints_and_levels import test_hints_luzhanqi, test_hints_sanguo, test_level_slider, test_pondering
from processes import Adviser, GuiServer, match_record
import refusals

TIME_LIMIT_S = 240  # the whole test
GAME_S = 120  # at most for the luzhanqi game, and for the sanguo games
MAX_GAMES = 3
LUZHANQI_ENDINGS = {"flag captured", "no action", "move limit"}
MAX_SANGUO_GAMES = 4
SANGUO_GAME_DRAWINGS = 600  # about 150 of the person's moves: long enough for a kingdom to fall
ADVISER_MS = 30  # the search that picks the person's sanguo moves
ENGINE = ("random", "move", "0.02")  # an engine seat: 20 ms a move


class Overtime(Exception):
    pass


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build/release", help="the CMake build folder")
    parser.add_argument("--artifacts",
                        help="where screenshots and logs go (default BUILD/browser-test)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    parser.add_argument("--seed", type=int, default=1, help="the person's choice of moves")
    parser.add_argument("--only", action="append", metavar="TEST",
                        help="run only this test (by name, e.g. test_sanguo_game); repeatable")
    return parser.parse_args()


class Context:
    def __init__(self, args, server, page):
        self.args = args
        self.server = server
        self.page = page
        self.rng = random.Random(args.seed)
        self.engine = os.path.join(args.build, "protocol", "zhuge")
        self.match = os.path.join(args.build, "tools", "zhuge-match")

    def artifact(self, name):
        return os.path.join(self.args.artifacts, name)


def play_as_person(ctx, variant, choose, stop, deadline_s, on_turn=None):
    """Plays seat 0 by clicks until the game ends or `stop(drawings)` holds for the drawings so
    far (the last one is then the one it held for); checks every drawing."""
    page = ctx.page
    last_played_ply = None
    drawings = []
    turns = 0
    deadline = time.monotonic() + deadline_s
    while True:
        for drawing in page.drawings():
            check_drawing(variant, drawing)
            drawings.append(drawing)
            if stop(drawings):
                return drawings, turns
        if page.result():
            return drawings, turns
        assert time.monotonic() < deadline, \
            f"{variant}: no end after {deadline_s:.0f}s and {turns} moves"
        board = page.board()
        ply = int(board["ply"]) if board.get("ply") else None
        if board.get("toMove") == "0" and board.get("legal") and ply != last_played_ply:
            last_played_ply = ply
            if on_turn and on_turn(turns, board):
                last_played_ply = None  # the position changed: read it again
                turns += 1
                continue
            move = choose(board)
            assert move in board["legal"].split(), f"{move} is not legal at ply {ply}"
            play_clicks(page, variant, move)
            wait_for(lambda: page.board()["ply"] != board["ply"] or page.result(), 10,
                     f"the answer to {move} at ply {ply} "
                     f"(the page says {page.by_id('message').text!r})")
            turns += 1
        else:
            time.sleep(0.01)


def luzhanqi_choice(rng):
    """Mostly attacks, then flips, so that a game ends soon."""
    def choose(board):
        legal = board["legal"].split()
        pieces = pieces_of("luzhanqi-flip", board["fen"])
        parsed = {m: parse_move("luzhanqi-flip", m) for m in legal}
        flips = [m for m, (origin, target) in parsed.items() if origin == target]
        attacks = [m for m, (origin, target) in parsed.items()
                   if origin != target and target in pieces]
        if attacks and rng.random() < 0.8:
            return rng.choice(attacks)
        if flips and rng.random() < 0.5:
            return rng.choice(flips)
        return rng.choice(legal)
    return choose


def luzhanqi_controls(ctx):
    """Take back, the label toggle and flipping the board, tried once each during the game.
    Returns whether the position changed."""
    page = ctx.page

    def on_turn(turn, board):
        if turn == 6:
            ply = int(board["ply"])
            page.by_id("takeback").click()
            wait_for(lambda: page.board()["ply"] == str(ply - 2), 10, "the takeback")
            return True
        elif turn == 8:
            page.by_id("labels").click()
            for piece, label in page.labels().items():
                assert piece == "?" or label == piece.upper(), \
                    f"the Latin label of {piece} is {label!r}"
            page.by_id("labels").click()
            assert all(len(label) == 2 for piece, label in page.labels().items() if piece != "?")
        elif turn == 10:
            top = lambda point: page.css(f'#board .point[data-point="{point}"]')[0].rect["y"]
            assert top("a12") < top("a1")
            page.by_id("flip").click()
            assert top("a1") < top("a12"), "Flip board did not turn the board"
            page.by_id("flip").click()
        elif turn == 12:
            # A click on an empty point with no piece chosen is no action: nothing is sent.
            occupied = pieces_of("luzhanqi-flip", board["fen"])
            points = (f"{f}{r}" for r in range(1, 13) for f in "abcde")
            idle = next(p for p in points if p not in occupied)
            page.click_point(idle)
            time.sleep(0.3)
            marked = page.css("#board .selected, #board .target")
            assert page.board()["ply"] == board["ply"] and not marked, \
                f"a click on {idle} did something"
            said = page.by_id("message").text
            assert not said, f"a click on {idle}: {said}"
        elif turn == 20:
            page.screenshot_board(ctx.artifact("luzhanqi.png"))
        return False
    return on_turn


def test_luzhanqi_game(ctx):
    page = ctx.page
    page.open()
    page.start_game("luzhanqi-flip", [None, ENGINE])
    drawings, turns = play_as_person(ctx, "luzhanqi-flip", luzhanqi_choice(ctx.rng),
                                     lambda d: False, GAME_S, luzhanqi_controls(ctx))
    text, termination = wait_for(page.result, 5, "the end of the game")
    for drawing in page.drawings():
        check_drawing("luzhanqi-flip", drawing)
        drawings.append(drawing)
    assert termination in LUZHANQI_ENDINGS and text, f"the game ended with {text!r} ({termination})"
    assert drawings[-1]["legal"] == "", "legal actions after the end"
    page.screenshot_board(ctx.artifact("luzhanqi-end.png"))
    print(f"  luzhanqi: {turns} moves by clicks, {len(drawings)} drawings checked, ended: {text}")


def test_resign_and_record(ctx):
    """A time that does not read is refused in the panel; then resign after one flip each: the
    deal is shown, and the downloaded record holds it."""
    page = ctx.page
    page.open()
    page.start_game("luzhanqi-flip", [None, ("random", "clock", "5:3")])
    assert "5:3" in page.by_id("new-game-error").text, "a bad clock was not refused in the panel"
    assert page.board().get("fen") is None, "a game started with a bad clock"
    page.start_game("luzhanqi-flip", [None, ENGINE])
    wait_for(lambda: page.board().get("legal"), 10, "the person's first turn")
    play_clicks(page, "luzhanqi-flip", page.board()["legal"].split()[0])
    wait_for(lambda: page.board()["ply"] == "2", 10, "the engine's first action")
    page.by_id("resign").click()
    text, termination = wait_for(page.result, 10, "the resignation")
    assert termination == "resignation" and text, f"{text!r} ({termination})"
    final = wait_for(lambda: [d for d in page.drawings() if d["over"]], 5, "the final drawing")[-1]
    check_drawing("luzhanqi-flip", final)
    page.screenshot_board(ctx.artifact("luzhanqi-resigned.png"))
    record = ctx.artifact("zhuge-game.pgn")
    if os.path.exists(record):
        os.remove(record)
    page.by_id("download").click()
    wait_for(lambda: os.path.exists(record) and os.path.getsize(record) > 0, 10,
             "the downloaded record")
    with open(record, encoding="utf-8") as f:
        tags = record_tags(f.read())
    assert tags["Termination"] == "resignation" and tags["PlyCount"] == "2", tags
    hidden = [p for p in final["pieces"] if p["piece"] == "?"]
    assert len(hidden) == 48, f"{len(hidden)} pieces face down after two flips"
    for p in hidden:
        assert p["dealt"] == tags["Deal"][deal_index(p["point"])], \
            f"{p} is not what the deal put there"


def test_engines_only(ctx):
    """Engines on both seats: the page shows every action of the game as it is played."""
    page = ctx.page
    page.open()
    page.start_game("luzhanqi-flip", [ENGINE, ENGINE])
    text, termination = wait_for(page.result, 60, "the end of the engines' game")
    drawings = page.drawings()
    for drawing in drawings:
        check_drawing("luzhanqi-flip", drawing)
    drawn = [d["ply"] for d in drawings]
    assert drawn == list(range(len(drawn))) and len(drawn) > 50, f"plies drawn: {drawn}"
    assert termination in LUZHANQI_ENDINGS, f"{text!r} ({termination})"
    print(f"  engines only: {len(drawn) - 1} plies drawn as played, ended: {text}")


# Draws two characters the way the page draws labels; with no CJK font both come out as the
# same empty box, and as the box of a code point that no font has.
DRAW_CHARACTERS = """
const font = getComputedStyle(document.querySelector('#board .piece-label')).fontFamily;
return arguments[0].map((text) => {
  const canvas = document.createElement('canvas');
  canvas.width = 64; canvas.height = 64;
  const g = canvas.getContext('2d');
  g.font = `48px ${font}`;
  g.fillText(text, 4, 52);
  const ink = g.getImageData(0, 0, 64, 64).data.filter((v, i) => i % 4 === 3 && v > 0).length;
  return [canvas.toDataURL(), ink];
});
"""


def test_cjk_labels(ctx):
    page = ctx.page
    labels = [p.text for p in page.css("#board .piece-label")]
    assert labels and all(len(label) == 2 for label in labels), f"labels: {labels[:5]}"
    drawn = page.driver.execute_script(DRAW_CHARACTERS, ["司", "令", "兵", "\U0010FFFD"])
    images = [image for image, _ in drawn]
    assert all(ink > 50 for _, ink in drawn[:3]), f"empty glyphs: {[ink for _, ink in drawn]}"
    assert len(set(images[:3])) == 3, "different characters render the same (empty boxes)"
    assert images[3] not in images[:3], "a character renders as the missing-glyph box"


def sanguo_choice(adviser):
    """Shu, for a game in which a kingdom falls with its army: the moves of a quick search,
    which against random players soon mates or takes a general."""
    return lambda board: adviser.best_move(board["fen"])


def army_fell(drawings):
    """Whether the last drawing has a kingdom fewer in play, one that had more than its general."""
    if len(drawings) < 2:
        return False
    before, after = drawings[-2], drawings[-1]
    fallen = set(sanguo_in_play(before["fen"])) - set(sanguo_in_play(after["fen"]))
    return any(p["owner"] in fallen and p["piece"][1] != "K" for p in before["pieces"])


def test_sanguo_game(ctx):
    page = ctx.page
    page.open()
    # A game may end (a draw by the move limit, a kingdom falling with no army left) before
    # an army changes hands, or go on too long: then another game, within the time the test has.
    deadline = time.monotonic() + GAME_S
    for game in range(1, MAX_SANGUO_GAMES + 1):
        page.start_game("sanguo", [None, ENGINE, ENGINE])
        drawings, turns = play_as_person(
            ctx, "sanguo", sanguo_choice(ctx.adviser),
            lambda d: army_fell(d) or len(d) > SANGUO_GAME_DRAWINGS, deadline - time.monotonic())
        if army_fell(drawings):
            break
        print(f"  sanguo: game {game} ended or was left with no army passing on: "
              f"{page.result() or f'{turns} moves'}")
    assert army_fell(drawings), f"{game} games ended before a kingdom with an army fell"
    # At once: if the person's kingdom fell, the engines play on without waiting.
    page.screenshot_board(ctx.artifact("sanguo.png"))
    before, after = drawings[-2], drawings[-1]
    fallen = set(sanguo_in_play(before["fen"])) - set(sanguo_in_play(after["fen"]))
    assert len(fallen) == 1, f"{fallen} fell at once"
    (fallen,) = fallen
    old = {p["point"]: p for p in before["pieces"]}
    # The pieces that stood, of the fallen kingdom, where the same kind of piece now stands.
    passed = [p for p in after["pieces"] if p["point"] in old and old[p["point"]]["owner"] == fallen
              and old[p["point"]]["piece"][1] == p["piece"][1]]
    assert passed, \
        f"no piece of {fallen} was left to change hands: {before['fen']} -> {after['fen']}"
    owners = {p["owner"] for p in passed}
    assert len(owners) == 1 and fallen not in owners, f"the army of {fallen} went to {owners}"
    (winner,) = owners
    assert all(p["stroke"] == COLOURS[winner] for p in passed), "the army kept its old colour"
    assert not [p for p in after["pieces"] if p["owner"] == fallen], \
        f"pieces still drawn for {fallen}"
    wait_for(lambda: page.css(f'#kingdoms .defeated[data-kingdom="{fallen}"]'), 5,
             "the kingdom shown defeated")
    assert page.css("#events li"), "no event shown for the fall"
    print(f"  sanguo: {turns} moves by clicks, {len(drawings)} drawings checked; {fallen} fell, "
          f"{len(passed)} pieces passed to {winner}")


def record_tags(text):
    first = text.split("\n\n")[0]
    tags = (line[1:-1].split(" ", 1) for line in first.splitlines() if line.startswith("["))
    return {name: value.strip('"') for name, value in tags}


def open_record(page, path):
    page.drawings()
    page.driver.find_element("id", "open-record").send_keys(path)
    controls = page.by_id("replay-controls")
    wait_for(lambda: controls.is_displayed(), 10,
             f"the replay controls (the page says {page.by_id('message').text!r})")
    return controls


def test_record_replay(ctx):
    """Opens a zhuge-match record in a fresh page and steps through it to its end and back;
    then opens it during a game and returns to the game."""
    page = ctx.page
    path = os.path.abspath(ctx.artifact("match.pgn"))
    if os.path.exists(path):
        os.remove(path)
    tags = record_tags(match_record(ctx.match, ctx.engine, path))
    plies = int(tags["PlyCount"])
    page.open()
    page.by_id("new-game-cancel").click()
    controls = open_record(page, path)
    last = controls.get_attribute("data-last")
    assert last == str(plies), f"the replay has {last} plies, the record {plies}"
    forward = page.by_id("replay-forward")
    for ply in range(1, plies + 1):
        forward.click()
        wait_for(lambda: controls.get_attribute("data-index") == str(ply), 5, f"replay ply {ply}")
    drawings = page.drawings()
    drawn = [d["ply"] for d in drawings]
    assert drawn == list(range(plies + 1)), f"frames drawn: {drawn}"
    for drawing in drawings:
        check_drawing("luzhanqi-flip", drawing, deal=tags["Deal"])
    shown = len(page.css("#moves li"))
    assert shown == plies, f"{shown} moves listed at the end of {plies}"
    text, termination = wait_for(page.result, 5, "the recorded result")
    assert termination == tags["Termination"], \
        f"{termination} is not the record's {tags['Termination']}"
    # And back: one ply with the button, one with the arrow key, then to the start.
    page.by_id("replay-back").click()
    ActionChains(page.driver).send_keys(Keys.ARROW_LEFT).perform()
    wait_for(lambda: controls.get_attribute("data-index") == str(plies - 2), 5, "two plies back")
    page.by_id("replay-first").click()
    wait_for(lambda: controls.get_attribute("data-index") == "0", 5, "the start")
    back = page.drawings()
    drawn = [d["ply"] for d in back]
    assert drawn == [plies - 1, plies - 2, 0], f"frames drawn going back: {drawn}"
    for drawing in back:
        check_drawing("luzhanqi-flip", drawing, deal=tags["Deal"])
    # During a game: the record, then back to the game as it was.
    page.start_game("luzhanqi-flip", [None, ENGINE])
    live = wait_for(lambda: page.board().get("legal") and page.board(), 10, "the person's turn")
    controls = open_record(page, path)
    page.by_id("replay-last").click()
    wait_for(lambda: controls.get_attribute("data-index") == str(plies), 5, "the record's end")
    page.by_id("replay-close").click()
    wait_for(lambda: page.board()["fen"] == live["fen"], 5, "the live game again")
    assert page.board()["legal"] == live["legal"] and not controls.is_displayed()
    check_drawing("luzhanqi-flip", page.drawings()[-1])
    print(f"  replay: {plies} plies stepped through and checked, ended: {text}")


def test_refusals(ctx):
    ids = {name: i for i, name in enumerate(["random", "zhuge"])}
    refusals.check_game_limit(ctx.server, MAX_GAMES)
    refusals.wait_until_games_end(ctx.server)
    refusals.check_bad_messages(ctx.server, ids)
    refusals.check_foreign_origins(ctx.server)
    refusals.wait_until_games_end(ctx.server)


TESTS = [test_refusals, test_luzhanqi_game, test_cjk_labels, test_resign_and_record,
         test_engines_only, test_sanguo_game, test_record_replay, test_hints_luzhanqi,
         test_hints_sanguo, test_level_slider, test_pondering]


def main():
    args = arguments()
    args.artifacts = args.artifacts or os.path.join(args.build, "browser-test")
    os.makedirs(args.artifacts, exist_ok=True)

    def overtime(*_):
        raise Overtime(f"the browser test ran over {TIME_LIMIT_S}s")
    signal.signal(signal.SIGALRM, overtime)
    signal.alarm(TIME_LIMIT_S)
    engine = os.path.join(args.build, "protocol", "zhuge")
    passed = failed = 0
    server = driver = adviser = None
    try:
        levels_log = os.path.join(args.artifacts, "levels-engine.log")
        relay = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_engine.sh")
        engines = [f"cmd={engine} name=random option.Player=random", f"cmd={engine} name=zhuge",
                   f"cmd={relay} relay {levels_log} {engine} name=levels option.Player=random",
                   f"cmd={relay} illegal name=nolevels"]
        server = GuiServer(os.path.join(args.build, "tools", "gui", "zhuge-gui"), engines,
                           os.path.join(args.artifacts, "zhuge-gui.log"),
                           ["--max-games", str(MAX_GAMES), "--hint-engine", f"cmd={engine}"])
        driver = start_chromium(args.chromium, args.chromedriver, args.artifacts)
        ctx = Context(args, server, Page(driver, server.url))
        ctx.levels_log = levels_log
        adviser = ctx.adviser = Adviser(engine, "sanguo", ADVISER_MS)
        for test in [t for t in TESTS if not args.only or t.__name__ in args.only]:
            started = time.monotonic()
            try:
                test(ctx)
                passed += 1
                print(f"PASS {test.__name__} ({time.monotonic() - started:.1f}s)")
            except Overtime:
                raise
            except Exception:
                failed += 1
                print(f"FAIL {test.__name__} ({time.monotonic() - started:.1f}s)")
                traceback.print_exc(file=sys.stdout)
    except Exception:
        failed += 1
        traceback.print_exc(file=sys.stdout)
    finally:
        signal.alarm(0)
        if driver:
            driver.quit()
        if server:
            server.stop()
        if adviser:
            adviser.stop()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
