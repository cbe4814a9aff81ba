#!/usr/bin/python3
"""A club night's page in a real browser: headless Chromium through
chromedriver opens it as a phone (390x844), finds the seating and the
standings that `event seat` and `event standings --json` print, names with
markup shown as text, follows a game sent meanwhile without a reload, and
speaks Japanese to a Japanese browser. Screenshots at phone and projector
size in both languages go to --screenshots.

Run by tst_clubpagebrowser, which sets the club night up."""

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "support"))
from pagebrowser import TIMEOUT, browser, check, fail, no_policy_errors, screenshot, size, wait_for  # noqa: E402


SEATING = """
return [...document.querySelectorAll('#seating-body .seat-table')].map(t => ({
  table: Number(t.dataset.table),
  seats: [...t.querySelectorAll('.seat .player')].map(p => p.classList.contains('dummy') ? null : p.textContent),
  firstDealer: [...t.querySelectorAll('.seat')].findIndex(s => s.querySelector('.dealer'))}));
"""
STANDINGS = """
return [...document.querySelectorAll('#standings-table tbody tr')].map(r => ({
  rank: Number(r.querySelector('.rank').textContent), name: r.querySelector('.name').textContent,
  points: Number(r.dataset.points), games: Number(r.querySelector('.games').textContent),
  wins: Number(r.querySelector('.wins').textContent)}));
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--seating", required=True)
    parser.add_argument("--standings", required=True)
    parser.add_argument("--send", required=True, help="a JSON array: the command that sends another game")
    parser.add_argument("--standings-after", required=True, help="a JSON array: the command printing the standings")
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    with open(args.seating) as f:
        seating = json.load(f)
    with open(args.standings) as f:
        standings = json.load(f)

    driver = browser("en-US")
    try:
        size(driver, 390, 844, True)
        driver.get(args.url)
        wait_for(driver, "return document.querySelector('#state.live') !== null"
                         " && document.querySelectorAll('#seating-body .seat-table').length > 0",
                 "the page did not show the seating live")
        check(driver.execute_script("return document.documentElement.lang") == "en", "not in English")
        shown = driver.execute_script(SEATING)
        expected = [{"table": t["table"], "seats": t["seats"], "firstDealer": t["firstDealer"]}
                    for t in seating["tables"]]
        check(shown == expected, "seating %s, the CLI says %s" % (shown, expected))
        shown = driver.execute_script(STANDINGS)
        expected = [{k: p[k] for k in ("rank", "name", "points", "games", "wins")} for p in standings["players"]]
        check(shown == expected, "standings %s, the CLI says %s" % (shown, expected))
        # Markup in names and the event's name is text: no element made of it.
        check(driver.execute_script("return document.querySelectorAll('main b, main i, h1 i').length") == 0,
              "a name's markup became an element")
        check("<b>Ben</b>" in driver.execute_script("return document.body.textContent"), "Ben's name not as text")
        check(driver.execute_script("return document.getElementById('title').textContent") == "Friday <i>night</i>",
              "the event's name not as text")
        # Nothing wider than the phone.
        check(driver.execute_script("return document.documentElement.scrollWidth <= innerWidth"),
              "the page is wider than a phone")
        screenshot(driver, args.screenshots, "phone-en")

        # Another game reaches the club: the page changes by itself, no reload.
        driver.execute_script("window.notReloaded = true")
        before = driver.execute_script("return document.querySelectorAll('#results-body .result').length")
        sent = subprocess.run(json.loads(args.send), capture_output=True, text=True)
        check(sent.returncode == 0, "sending the game failed: " + sent.stdout + sent.stderr)
        wait_for(driver, "return document.querySelectorAll('#results-body .result').length === %d" % (before + 1),
                 "the page did not show the new game")
        check(driver.execute_script("return window.notReloaded === true"), "the page was reloaded")
        after = json.loads(subprocess.run(json.loads(args.standings_after), capture_output=True, text=True).stdout)
        expected = [{k: p[k] for k in ("rank", "name", "points", "games", "wins")} for p in after["players"]]
        deadline = time.monotonic() + TIMEOUT
        while driver.execute_script(STANDINGS) != expected and time.monotonic() < deadline:
            time.sleep(0.1)
        shown = driver.execute_script(STANDINGS)
        check(shown == expected, "standings %s after the game, the CLI says %s" % (shown, expected))
        screenshot(driver, args.screenshots, "phone-en-after")
        size(driver, 1920, 1080, False)
        time.sleep(0.2)  # a frame at the new size before the picture, not an assertion
        screenshot(driver, args.screenshots, "projector-en")
        no_policy_errors(driver)
    finally:
        driver.quit()

    driver = browser("ja")
    try:
        size(driver, 390, 844, True)
        driver.get(args.url)
        wait_for(driver, "return document.querySelector('#state.live') !== null"
                         " && document.querySelectorAll('#standings-table tbody tr').length > 0",
                 "the Japanese page did not show the standings")
        check(driver.execute_script("return document.documentElement.lang") == "ja", "not in Japanese")
        check(driver.execute_script("return document.getElementById('standings-title').textContent") == "順位表（暫定）",
              "the standings' title not in Japanese")
        check(driver.execute_script("return document.querySelector('.seat-table .player.dummy, .player.dummy') === null"
                                    " || document.querySelector('.player.dummy').textContent === 'NPC'"),
              "the dummy not called NPC")
        screenshot(driver, args.screenshots, "phone-ja")
        size(driver, 1920, 1080, False)
        time.sleep(0.2)
        screenshot(driver, args.screenshots, "projector-ja")
        # Switched on the page: English, and it stays so.
        driver.find_element("css selector", "[data-lang='en']").click()
        check(driver.execute_script("return document.getElementById('standings-title').textContent")
              == "Standings (provisional)", "the switch did not change the language")
        driver.refresh()
        wait_for(driver, "return document.documentElement.lang === 'en'", "the chosen language was not kept")
        no_policy_errors(driver)
    finally:
        driver.quit()
    print("PASS")


if __name__ == "__main__":
    main()
