"""What the browser tests of the live pages share: headless Chromium through
chromedriver at a phone's or a projector's size, whole-page screenshots,
waiting for a state the page reaches by itself, and the page's own policy
never broken. Imported by tests/club/browser/clubpage.py and
tests/page/browser/tablepage.py."""

import base64
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

TIMEOUT = 30  # seconds: generous, never a measured time


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def browser(language):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--lang=" + language, "--window-size=390,844", "--no-first-run"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def size(driver, width, height, mobile):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def screenshot(driver, folder, name):
    """The whole page, not only what the screen shows."""
    height = driver.execute_script("return Math.max(document.documentElement.scrollHeight, innerHeight)")
    width = driver.execute_script("return innerWidth")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    with open(os.path.join(folder, name + ".png"), "wb") as out:
        out.write(base64.b64decode(shot["data"]))


def wait_for(driver, script, message, shown=None):
    """Until `script` is true on the page; `shown`, a script, says what the page showed instead."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if driver.execute_script(script):
            return
        time.sleep(0.1)
    fail(message + ("" if shown is None else " (the page shows: %s)" % driver.execute_script(shown)))


def no_policy_errors(driver):
    for entry in driver.get_log("browser"):
        check("Content Security Policy" not in entry["message"] and "Refused to" not in entry["message"],
              "the page broke its own policy: " + entry["message"])
