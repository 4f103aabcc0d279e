"""Headless Chromium driven by Selenium, and the page's controls as the test uses them."""
import os
import shutil
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from drawing_checks import parse_move

CHROMIUM_FLAGS = ("--no-sandbox --headless --disable-gpu --disable-quic --no-first-run "
                  "--disable-background-networking --disable-component-update --disable-sync "
                  "--window-size=1400,1000").split()

# Keeps every drawing the board shows: on each change of data-fen (each state or replay
# frame), the FEN and what is drawn on each point.
RECORD_DRAWINGS = """
window.drawings = [];
const board = document.getElementById('board');
new MutationObserver(() => {
  window.drawings.push({
    fen: board.dataset.fen, ply: Number(board.dataset.ply), legal: board.dataset.legal,
    toMove: board.dataset.toMove, over: board.dataset.over === 'true',
    pieces: [...board.querySelectorAll('.piece')].map((p) => ({
      point: p.dataset.point, piece: p.dataset.piece, owner: p.dataset.owner || null,
      colour: p.dataset.colour || null, dealt: p.dataset.dealt || null,
      stroke: (p.querySelector('.piece-face') || p.firstChild).getAttribute('stroke'),
      label: (p.querySelector('.piece-label') || {}).textContent || null})),
  });
}).observe(board, {attributes: true, attributeFilter: ['data-fen']});
"""


def start_chromium(chromium, chromedriver, artifacts):
    """A fresh browser profile under `artifacts`, where downloads go too."""
    profile = os.path.join(os.path.abspath(artifacts), "chromium-profile")
    shutil.rmtree(profile, ignore_errors=True)
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    options.add_experimental_option("prefs", {
        "download.default_directory": os.path.abspath(artifacts),
        "download.prompt_for_download": False})
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument("--user-data-dir=" + profile)
    return webdriver.Chrome(service=Service(chromedriver), options=options)


def wait_for(condition, timeout, what, poll=0.02):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        time.sleep(poll)


class Page:
    def __init__(self, driver, url):
        self.driver = driver
        self.url = url

    def open(self):
        self.driver.get(self.url)
        wait_for(lambda: self.by_id("new-game-dialog").get_attribute("open") is not None, 10,
                 "the new-game panel after hello")
        self.driver.execute_script(RECORD_DRAWINGS)

    def by_id(self, name):
        return self.driver.find_element(By.ID, name)

    def css(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def start_game(self, variant, seats):
        """seats: per seat None (a person without a clock) or (engine name, time kind, text)."""
        if self.by_id("new-game-dialog").get_attribute("open") is None:
            self.by_id("new-game").click()
        Select(self.by_id("variant")).select_by_value(variant)
        for index, seat in enumerate(seats):
            player = Select(self.css(f'.seat-player[data-seat="{index}"]')[0])
            kind = Select(self.css(f'.seat-time-kind[data-seat="{index}"]')[0])
            if seat is None:
                player.select_by_value("human")
                kind.select_by_value("none")
                continue
            name, time_kind, text = seat
            player.select_by_visible_text(name)
            kind.select_by_value(time_kind)
            field = self.css(f'.seat-time[data-seat="{index}"]')[0]
            field.clear()
            field.send_keys(text)
        self.drawings()  # forget the last game's drawings
        self.by_id("new-game-start").click()
        # Usually at once; once, in a CI run, the last result stayed over 10 s (cause not found;
        # a rerun passed in 2 s).
        wait_for(lambda: self.result() is None, 30, "the new game to replace the last one's result")

    def drawings(self):
        """The drawings recorded since the last call."""
        return self.driver.execute_script("return window.drawings.splice(0)")

    def board(self):
        return self.driver.execute_script("return {...document.getElementById('board').dataset}")

    def result(self):
        """(text, termination) once the page shows the end of the game, else None."""
        return self.driver.execute_script(
            "const r = document.getElementById('result');"
            "return r.hidden ? null : [r.textContent, r.dataset.termination];")

    def labels(self):
        """Each drawn piece letter -> its label (None for a face-down piece)."""
        return self.driver.execute_script(
            "const labels = {};"
            "for (const p of document.querySelectorAll('#board .piece')) {"
            "  const label = p.querySelector('.piece-label');"
            "  labels[p.dataset.piece] = label ? label.textContent : null; }"
            "return labels;")

    def click_point(self, point):
        """Clicks the piece on `point` if there is one, else the point itself."""
        pieces = self.css(f'#board .piece[data-point="{point}"]')
        (pieces[0] if pieces else self.css(f'#board .point[data-point="{point}"]')[0]).click()

    def screenshot_board(self, path):
        self.by_id("board").screenshot(path)


def play_clicks(page, variant, move):
    """The person's move as clicks: a flip is one click, a move one on the piece and one on
    its target."""
    origin, target = parse_move(variant, move)
    page.click_point(origin)
    if origin != target:
        wait_for(lambda: page.css(f'#board .target[data-mark="{target}"]'), 5,
                 f"the target {target} marked")
        page.click_point(target)
