// What every page that follows something live shares: the language (the
// browser's, or the one chosen, kept), the texts marked data-t, the state
// shown (live, reconnecting, gone), and the snapshot read from snapshot.json
// beside the page, then each one pushed on the WebSocket (live) beside it.
"use strict";

window.TorneiPage = (function () {
  const strings = window.TORNEI_STRINGS;
  let lang = pickLanguage();
  let state = "offline";
  let drawPage = () => {};

  function pickLanguage() {
    let kept = null;
    try { kept = window.localStorage.getItem("tornei-lang"); } catch (e) { kept = null; }
    if (kept && strings[kept]) return kept;
    for (const l of navigator.languages || [navigator.language || "en"]) {
      const base = String(l).toLowerCase().split("-")[0];
      if (strings[base]) return base;
    }
    return "en";
  }

  function draw() {
    const t = strings[lang];
    document.documentElement.lang = lang;
    for (const node of document.querySelectorAll("[data-t]")) node.textContent = t[node.dataset.t];
    for (const b of document.querySelectorAll("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
    const stateNode = document.getElementById("state");
    stateNode.textContent = t[state];
    stateNode.className = "state " + state;
    drawPage(t, lang);
  }

  // `drawn(t, lang)` draws the page from what `take(data)` was given last; every snapshot that comes
  // is taken, then drawn, and the count of updates drawn is kept on the body (data-updates).
  function start(drawn, take) {
    drawPage = drawn;
    const show = (data) => {
      take(data);
      draw();
      document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1);
    };
    for (const b of document.querySelectorAll("[data-lang]")) {
      b.addEventListener("click", () => {
        lang = b.dataset.lang;
        try { window.localStorage.setItem("tornei-lang", lang); } catch (e) { /* private mode */ }
        draw();
      });
    }

    // The WebSocket sends the snapshot when it opens and after every change; when it drops, it is
    // opened again, a little later each time.
    let wait = 1000;
    function connect() {
      const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + location.pathname + "live";
      const socket = new WebSocket(url);
      socket.onopen = () => { wait = 1000; state = "live"; draw(); };
      socket.onmessage = (message) => { state = "live"; show(JSON.parse(message.data)); };
      socket.onclose = (close) => {
        if (close.code === 1008) { state = "gone"; draw(); return; }
        state = "offline";
        draw();
        setTimeout(connect, wait);
        wait = Math.min(wait * 2, 30000);
      };
    }

    draw();
    fetch("snapshot.json", { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then(show, (status) => { if (status === 404) { state = "gone"; draw(); } })
      .finally(() => { if (state !== "gone") connect(); });
  }

  return { start };
})();
