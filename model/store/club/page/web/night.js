// A club night's page: its seating, each table's game, the standings and
// the finished games, drawn with textContent only from the snapshot
// (TorneiPage reads it and follows the WebSocket) as the tables' games reach
// the club.
"use strict";

(function () {
  const { el, format } = window.TorneiGame;
  let snapshot = null;
  let t = () => window.TORNEI_STRINGS.en;
  let lang = "en";

  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  function seatingOf(data) {
    const body = document.getElementById("seating-body");
    clear(body);
    const tr = t();
    if (!data.seating) {
      document.getElementById("seating-title").textContent = format(tr.seating, "");
      body.appendChild(el("p", "empty", tr.notSeated));
      return;
    }
    document.getElementById("seating-title").textContent = format(tr.seating, data.seating.round);
    const grid = el("div", "seat-grid");
    for (const table of data.seating.tables) {
      const card = el("div", "seat-table");
      card.dataset.table = table.table;
      card.appendChild(el("h3", "", format(tr.table, table.table)));
      const list = el("ol", "seats");
      table.seats.forEach((name, s) => {
        const li = el("li", "seat");
        li.dataset.seat = s;
        li.appendChild(el("span", "seat-no", format(tr.seat, s + 1)));
        const who = el("span", name === null ? "player dummy" : "player", name === null ? tr.dummy : name);
        li.appendChild(who);
        if (s === table.firstDealer) li.appendChild(el("span", "dealer", tr.dealer));
        list.appendChild(li);
      });
      card.appendChild(list);
      grid.appendChild(card);
    }
    body.appendChild(grid);
    if (data.seating.sittingOut.length > 0)
      body.appendChild(el("p", "sitting-out", format(tr.sittingOut, data.seating.sittingOut.join(tr.listSeparator))));
  }

  function gamesOf(data) {
    const body = document.getElementById("games-body");
    clear(body);
    const tr = t();
    const grid = el("div", "game-grid");
    for (const table of data.tables) {
      const card = el("div", "game-table");
      card.dataset.table = table.table;
      const title = el("h3", "", format(tr.table, table.table));
      if (table.number !== null) title.appendChild(el("span", "number", format(tr.gameNumber, table.number)));
      card.appendChild(title);
      const seated = data.seating && data.seating.tables.find((x) => x.table === table.table);
      if (table.game) card.appendChild(window.TorneiGame.render(table.game, tr, seated ? seated.seats : null));
      else card.appendChild(el("p", "empty", tr.notStarted));
      grid.appendChild(card);
    }
    body.appendChild(grid);
  }

  function standingsOf(data) {
    const tr = t();
    document.getElementById("standings-title").textContent =
      data.standings.final ? tr.standingsFinal : tr.standingsSoFar;
    const body = document.querySelector("#standings-table tbody");
    clear(body);
    const fixed = (x) => Number(x).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const p of data.standings.players) {
      const row = el("tr", "standing");
      row.appendChild(el("td", "rank", p.rank));
      row.appendChild(el("td", "name", p.name));
      row.appendChild(el("td", "points", fixed(p.points)));
      row.appendChild(el("td", "games", p.games));
      row.appendChild(el("td", "wins", p.wins));
      row.appendChild(el("td", "average", fixed(p.averageRoundScore)));
      row.dataset.points = p.points;
      body.appendChild(row);
    }
  }

  function resultsOf(data) {
    const tr = t();
    const body = document.getElementById("results-body");
    clear(body);
    if (data.results.length === 0) {
      body.appendChild(el("p", "empty", tr.noResults));
      return;
    }
    const list = el("ul", "results");
    for (const r of data.results.slice().reverse()) {
      const li = el("li", "result");
      li.dataset.number = r.number;
      li.appendChild(el("span", "where", format(tr.roundOf, r.round, data.event.rounds) + " · " + format(tr.table, r.table)));
      const line = el("span", "line");
      r.seats.forEach((name, s) => {
        if (name === null) return;
        const who = el("span", r.winners.includes(s) ? "who winner" : "who");
        who.appendChild(el("span", "player", name));
        who.appendChild(el("span", "total", r.totals[s]));
        line.appendChild(who);
      });
      li.appendChild(line);
      list.appendChild(li);
    }
    body.appendChild(list);
  }

  function draw(strings, language) {
    t = () => strings;
    lang = language;
    if (!snapshot) return;
    const tr = t();
    document.title = snapshot.event.name;
    document.getElementById("title").textContent = snapshot.event.name;
    const round = snapshot.round > 0 ? format(tr.roundOf, snapshot.round, snapshot.event.rounds) : "";
    document.getElementById("subtitle").textContent =
      [snapshot.event.date, round, snapshot.event.closed ? tr.closed : ""].filter((x) => x).join(" · ");
    seatingOf(snapshot);
    gamesOf(snapshot);
    standingsOf(snapshot);
    resultsOf(snapshot);
  }

  window.TorneiPage.start(draw, (data) => { snapshot = data; });
})();
