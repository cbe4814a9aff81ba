// One table's game, shared from the app on the local network: the snapshot
// (snapshot.json beside the page) drawn as a score sheet with the trick on
// the table, then each new one the app pushes on the WebSocket (live) as
// cards are entered.
"use strict";

(function () {
  const { el, format } = window.TorneiGame;
  const page = window.TorneiPage;
  let snapshot = null;

  function draw(t, lang) {
    if (!snapshot) return;
    const body = document.getElementById("game-body");
    while (body.firstChild) body.removeChild(body.firstChild);
    const game = snapshot.game;
    if (!game) {
      document.getElementById("title").textContent = t.tableTitle;
      document.getElementById("subtitle").textContent = "";
      body.appendChild(el("p", "empty", t.noGame));
      return;
    }
    const names = game.seats.filter((n) => n !== null).join(t.listSeparator);
    document.title = names;
    document.getElementById("title").textContent = names;
    const started = snapshot.started ? new Date(snapshot.started) : null;
    const when = started && !isNaN(started) ? started.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" }) : "";
    document.getElementById("subtitle").textContent =
      [when, snapshot.id !== null ? format(t.gameId, snapshot.id) : ""].filter((x) => x).join(" · ");
    body.appendChild(window.TorneiGame.render(game, t, null));
  }

  page.start(draw, (data) => { snapshot = data; });
})();
