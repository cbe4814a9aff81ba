#!/usr/bin/python3
"""One table's game shared by `tornei-cli share`, in a real browser:
headless Chromium through chromedriver opens the page as a phone (390x844),
finds the players and the cards on the table, names with markup shown as
text, and follows each card the table enters (told on stdin by
tst_tablepagebrowser, which enters them: a line of JSON with the cards the
page should then show) without a reload; then the same in Japanese.
Screenshots at phone and projector size in both languages go to
--screenshots.

Protocol: this prints "READY" when it waits for a card, then reads one line."""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "support"))
from pagebrowser import browser, check, fail, no_policy_errors, screenshot, size, wait_for  # noqa: E402


SHOWN = """
return {
  players: [...document.querySelectorAll('.sheet thead .seat-name')].map(n => n.textContent),
  played: [...document.querySelectorAll('.played .card')].map(c => c.dataset.card),
  trick: (document.querySelector('.trick-title') || {}).textContent || null,
  dummy: [...document.querySelectorAll('.dummy .card')].map(c => c.dataset.card),
  totals: [...document.querySelectorAll('.sheet tfoot td')].map(c => Number(c.textContent))};
"""


def shows(driver, expected):
    return "const s = (function () {" + SHOWN + "})(); return JSON.stringify(s.played) === '%s';" % json.dumps(
        expected["played"], separators=(",", ":"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--players", required=True, help="a JSON array: the players' names in seat order")
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    players = json.loads(args.players)

    driver = browser("en-US")
    try:
        size(driver, 390, 844, True)
        driver.get(args.url)
        wait_for(driver, "return document.querySelector('#state.live') !== null"
                         " && document.querySelectorAll('.sheet').length > 0",
                 "the page did not show the game live", SHOWN)
        check(driver.execute_script("return document.documentElement.lang") == "en", "not in English")
        shown = driver.execute_script(SHOWN)
        check(shown["players"] == players, "players %s, the game has %s" % (shown["players"], players))
        check(driver.execute_script("return document.querySelectorAll('main b, h1 b').length") == 0,
              "a name's markup became an element")
        check("<b>Ben</b>" in driver.execute_script("return document.body.textContent"), "Ben's name not as text")
        check(len(shown["dummy"]) == 7, "the NPC's face-up cards are not shown: %s" % shown)
        check(driver.execute_script("return document.documentElement.scrollWidth <= innerWidth"),
              "the page is wider than a phone")
        driver.execute_script("window.notReloaded = true")
        screenshot(driver, args.screenshots, "table-phone-en")
        # The table enters cards, one at a time; the page follows each by itself.
        while True:
            print("READY", flush=True)
            line = sys.stdin.readline()
            if not line:
                fail("the test stopped talking")
            expected = json.loads(line)
            if expected.get("done"):
                break
            wait_for(driver, shows(driver, expected), "the page did not follow the card: wanted %s" % expected,
                     SHOWN)
            if "trick" in expected:
                check(driver.execute_script(SHOWN)["trick"] == expected["trick"],
                      "trick line %s" % driver.execute_script(SHOWN)["trick"])
        check(driver.execute_script("return window.notReloaded === true"), "the page was reloaded")
        screenshot(driver, args.screenshots, "table-phone-en-after")
        size(driver, 1920, 1080, False)
        time.sleep(0.2)  # a frame at the new size before the picture, not an assertion
        screenshot(driver, args.screenshots, "table-projector-en")
        no_policy_errors(driver)
    finally:
        driver.quit()

    driver = browser("ja")
    try:
        size(driver, 390, 844, True)
        driver.get(args.url)
        wait_for(driver, "return document.querySelector('#state.live') !== null"
                         " && document.querySelectorAll('.sheet').length > 0",
                 "the Japanese page did not show the game")
        check(driver.execute_script("return document.documentElement.lang") == "ja", "not in Japanese")
        check(driver.execute_script("return document.querySelector('.dummy-title').textContent")
              == "NPCの表向きのカード", "the NPC's cards not titled in Japanese")
        check("がリード" in (driver.execute_script(SHOWN)["trick"] or ""), "the trick's leader not in Japanese")
        screenshot(driver, args.screenshots, "table-phone-ja")
        size(driver, 1920, 1080, False)
        time.sleep(0.2)
        screenshot(driver, args.screenshots, "table-projector-ja")
        no_policy_errors(driver)
    finally:
        driver.quit()
    print("PASS", flush=True)


if __name__ == "__main__":
    main()
