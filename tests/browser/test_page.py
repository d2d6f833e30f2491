"""The page of `gridgames serve` in a real browser: Debian's headless Chromium, driven through
chromium-driver with Selenium. A server is started on a free loopback port; the tests play whole
games by clicking squares (and by keys), check what the page shows against the server's own
state, mark a renju forbidden point, analyse and stop, and save screenshots to
$GRIDGAMES_BROWSER_OUT (default build/release/browser-test/). Run by scripts/test-browser.

GRIDGAMES_UPDATE_DOCS=1 also writes the README's screenshot, docs/serve.png."""

import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("GRIDGAMES_BINARY", str(ROOT / "build/release/gridgames"))
OUT = pathlib.Path(os.environ.get("GRIDGAMES_BROWSER_OUT", str(ROOT / "build/release/browser-test")))
# The README's screenshot is taken at this size, so that it does not change with the machine.
DOCS_SIZE = (1000, 720)
# The machine's network is closed: without these Chromium waits on connections of its own.
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage", "--hide-scrollbars"]


@pytest.fixture(scope="module")
def server():
    """`gridgames serve --port 0`; yields its base URL."""
    process = subprocess.Popen([BINARY, "--max-memory", "128M", "serve", "--port", "0", "--engine-seconds", "3"],
                               stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    assert "listening on" in line, line
    yield line.strip().split(" on ")[1]
    process.terminate()
    assert process.wait(timeout=10) == 0


@pytest.fixture(scope="module")
def browser():
    OUT.mkdir(parents=True, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="gridgames-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in CHROMIUM_FLAGS + ["--user-data-dir=" + profile]:
        options.add_argument(flag)
    # The driver is Debian's chromium-driver: named, so that Selenium looks for nothing else.
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    driver.set_window_size(*DOCS_SIZE)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def server_state(base, game_id):
    with urllib.request.urlopen(base + "api/games/" + game_id, timeout=10) as answer:
        return json.load(answer)


def wait_idle(driver, timeout=20):
    """Until the page's requests are answered (app.js marks body[data-busy])."""
    WebDriverWait(driver, timeout, poll_frequency=0.02).until(
        lambda d: d.execute_script("return document.body.dataset.busy === '0'"))


def open_page(driver, base):
    driver.get(base)
    wait_idle(driver)
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board .cell"))


def type_into(field, value):
    field.clear()
    field.send_keys(str(value))


def start_game(driver, game, mode="engine", options=None, strength=None):
    Select(driver.find_element(By.ID, "game")).select_by_value(game)
    for name, value in (options or {}).items():
        field = driver.find_element(By.CSS_SELECTOR, f'[data-option="{name}"]')
        if field.tag_name == "select":
            Select(field).select_by_value(value)
        else:
            type_into(field, value)
    Select(driver.find_element(By.ID, "mode")).select_by_value(mode)
    if strength is not None:
        type_into(driver.find_element(By.ID, "strength"), strength)
    driver.find_element(By.CSS_SELECTOR, "#setup button[type=submit]").click()
    wait_idle(driver)


def game_id(driver):
    return driver.find_element(By.ID, "board").get_attribute("data-game-id")


def cell(driver, row, col):
    return driver.find_element(By.CSS_SELECTOR, f'#board .cell[data-row="{row}"][data-col="{col}"]')


def play_to_the_end(driver, limit):
    """Clicks the first legal square (or Pass) until the page shows a result: the moves clicked."""
    clicks = 0
    while not driver.find_element(By.ID, "result").is_displayed():
        assert clicks < limit, "the game did not end"
        legal = driver.find_elements(By.CSS_SELECTOR, "#board .cell.legal")
        if legal:
            legal[0].click()
        else:
            driver.find_element(By.ID, "pass").click()
        wait_idle(driver)
        assert driver.find_element(By.ID, "message").text == ""
        clicks += 1
    return clicks


def check_result_matches_server(driver, base):
    state = server_state(base, game_id(driver))
    result = driver.find_element(By.ID, "result")
    assert state["game_over"]
    assert result.get_attribute("data-winner") == state["winner"]
    shown = result.text
    assert ("Draw" if state["winner"] == "draw" else state["winner"].capitalize() + " wins") in shown
    assert f"result {state['result']:+d}" in shown or (state["result"] == 0 and "result 0" in shown)
    return state, shown


def analyse(driver, depth):
    type_into(driver.find_element(By.ID, "depth"), depth)
    driver.find_element(By.ID, "analyze").click()
    wait_idle(driver)


def progress_state(driver):
    return driver.find_element(By.ID, "progress-text").get_attribute("data-state")


def test_othello_by_keys_and_clicks_to_the_end_with_analysis(server, browser):
    open_page(browser, server)
    start_game(browser, "othello", strength=1)
    assert browser.find_element(By.ID, "turn").text == "Black to move"
    # The cursor starts at the centre (row 4, col 4); one step right is f5, a legal move.
    board = browser.find_element(By.ID, "board")
    board.send_keys(Keys.ARROW_RIGHT)
    assert "cursor" in cell(browser, 4, 5).get_attribute("class")
    board.send_keys(Keys.ENTER)
    wait_idle(browser)
    state = server_state(server, game_id(browser))
    assert state["moves"][0] == "f5" and len(state["moves"]) == 2  # and the engine's reply
    assert "last" in cell(browser, state["last_move"]["row"], state["last_move"]["col"]).get_attribute("class")
    # U takes back both, to black's turn.
    board.send_keys("u")
    wait_idle(browser)
    assert server_state(server, game_id(browser))["moves"] == []

    # Three moves by clicks (each answered by the engine), then the analysis: every legal move's
    # value on its square, with the progress shown.
    for _ in range(3):
        browser.find_elements(By.CSS_SELECTOR, "#board .cell.legal")[0].click()
        wait_idle(browser)
    legal = server_state(server, game_id(browser))["legal"]
    analyse(browser, 8)
    WebDriverWait(browser, 20).until(lambda d: progress_state(d) != "running")
    assert progress_state(browser) in ("done", "time")
    values = browser.find_elements(By.CSS_SELECTOR, "#board .cell .value")
    assert len(values) == len(legal) and all(v.text for v in values)
    assert {(v.find_element(By.XPATH, "..").get_attribute("data-row"), v.find_element(By.XPATH, "..").get_attribute("data-col"))
            for v in values} == {(str(m["row"]), str(m["col"])) for m in legal}
    assert "nodes" in browser.find_element(By.ID, "progress-text").text
    browser.save_screenshot(str(OUT / "othello-analysis.png"))
    if os.environ.get("GRIDGAMES_UPDATE_DOCS") == "1":
        shutil.copy(OUT / "othello-analysis.png", ROOT / "docs/serve.png")

    # A long one, stopped: it says so and keeps the values it had.
    analyse(browser, 30)
    WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board .cell .value"))
    browser.find_element(By.ID, "stop").click()
    wait_idle(browser)
    assert progress_state(browser) == "stopped"
    assert len(browser.find_elements(By.CSS_SELECTOR, "#board .cell .value")) == len(legal)

    # H asks for a hint: one legal square outlined.
    browser.find_element(By.ID, "board").send_keys("h")
    wait_idle(browser)
    hinted = browser.find_elements(By.CSS_SELECTOR, "#board .cell.hint")
    assert len(hinted) == 1 and "legal" in hinted[0].get_attribute("class")

    clicks = play_to_the_end(browser, 80)
    assert clicks >= 10
    state, shown = check_result_matches_server(browser, server)
    assert f"{state['score']['black']}–{state['score']['white']}" in shown
    assert len(browser.find_elements(By.CSS_SELECTOR, "#moves li")) == len(state["moves"])
    browser.find_element(By.ID, "export").click()
    wait_idle(browser)
    assert browser.find_element(By.ID, "record").get_attribute("value").startswith("(;GM[Othello]")
    browser.save_screenshot(str(OUT / "othello-end.png"))


def test_gomoku_two_people_by_clicks_to_five(server, browser):
    open_page(browser, server)
    start_game(browser, "gomoku", mode="two", options={"size": 9, "rule": "freestyle"})
    # Black takes row 4 from the left, white row 0: black's five comes first.
    for col in range(5):
        cell(browser, 4, col).click()
        wait_idle(browser)
        if col < 4:
            cell(browser, 0, col).click()
            wait_idle(browser)
    state, shown = check_result_matches_server(browser, server)
    assert state["winner"] == "black" and state["ending"] == "five"
    assert "five" in shown
    browser.save_screenshot(str(OUT / "gomoku-two-people.png"))


def test_gomoku_against_the_engine_to_the_end(server, browser):
    open_page(browser, server)
    start_game(browser, "gomoku", options={"size": 9, "rule": "standard"}, strength=1)
    play_to_the_end(browser, 45)
    check_result_matches_server(browser, server)
    browser.save_screenshot(str(OUT / "gomoku-engine-end.png"))


def test_renju_forbidden_point_is_marked_after_an_import(server, browser):
    open_page(browser, server)
    start_game(browser, "gomoku", mode="two", options={"size": 15, "rule": "renju"})
    # Black F8 G8 H6 H7: H8 (row 7, col 7) would make two open threes.
    type_into(browser.find_element(By.ID, "record"), "f8 a1 h6 a15 g8 o1 h7 o15")
    browser.find_element(By.ID, "import").click()
    wait_idle(browser)
    assert browser.find_element(By.ID, "message").text == ""
    forbidden = browser.find_elements(By.CSS_SELECTOR, "#board .cell.forbidden")
    assert [(f.get_attribute("data-row"), f.get_attribute("data-col")) for f in forbidden] == [("7", "7")]
    # Drawn: the mark is the cell's ::after content.
    mark = browser.execute_script("return getComputedStyle(arguments[0], '::after').content", forbidden[0])
    assert mark == '"\u00d7"', mark
    state = server_state(server, game_id(browser))
    assert state["forbidden"][0]["move"] == "H8"
    # The analysis says so too, and draws values.
    analyse(browser, 2)
    WebDriverWait(browser, 20).until(lambda d: progress_state(d) != "running")
    assert "forbidden: H8 double-three" in browser.find_element(By.ID, "summary").text
    assert browser.find_elements(By.CSS_SELECTOR, "#board .cell .value")
    browser.save_screenshot(str(OUT / "renju-forbidden.png"))


def test_mine_and_spot_play_and_fit_a_phone_screen(server, browser):
    open_page(browser, server)
    browser.set_window_size(390, 844)
    try:
        start_game(browser, "mine", options={"rows": 4, "cols": 4, "mines": 3, "seed": 7})
        play_to_the_end(browser, 20)
        check_result_matches_server(browser, server)
        # Nothing wider than the screen: the board scales down.
        assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        browser.save_screenshot(str(OUT / "mine-phone.png"))
        start_game(browser, "spot", options={"size": 3})
        play_to_the_end(browser, 20)
        check_result_matches_server(browser, server)
        browser.save_screenshot(str(OUT / "spot-phone.png"))
    finally:
        browser.set_window_size(*DOCS_SIZE)
