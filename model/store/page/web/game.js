// A game as played (the PlayedGame JSON, model/rules/playedgame.h) drawn as
// a score sheet: round by round, the running totals, who leads, the trick on
// the table, and in a 3-player game the NPC's face-up cards. Knows nothing of club nights, so
// that any page following one table's game can use it. Every text is set
// with textContent: names are data, never markup.
"use strict";

window.TorneiGame = (function () {
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function format(template, ...values) {
    return template.replace(/\{(\d+)\}/g, (_, i) => String(values[Number(i)]));
  }

  // `names`: the seats' names to show (null for the NPC's), or the record's.
  function render(game, t, names) {
    const seats = names || game.seats;
    const box = el("div", "game");
    const players = [];
    for (let s = 0; s < 4; s++) if (game.seats[s] !== null) players.push(s);
    const nameOf = (s) => (seats[s] === null || seats[s] === undefined ? t.dummy : seats[s]);

    const state = game.finished ? t.finished
      : game.current ? format(t.playing, game.current.round, game.current.trick) : "";
    if (state) box.appendChild(el("p", "game-state", state));

    // Everyone level (a game just begun) leads nobody.
    if (game.leaders.length > 0 && (game.finished || game.leaders.length < players.length)) {
      const who = game.leaders.map(nameOf).join(t.listSeparator);
      box.appendChild(el("p", "leaders", format(game.finished ? t.won : t.leads, who)));
    }

    const table = el("table", "sheet");
    const head = el("tr");
    head.appendChild(el("th", "", t.round));
    for (const s of players) {
      const th = el("th", "seat-name", nameOf(s));
      if (game.leaders.includes(s)) th.classList.add("leader");
      head.appendChild(th);
    }
    table.appendChild(el("thead")).appendChild(head);
    const body = el("tbody");
    for (const round of game.rounds) {
      const tr = el("tr", round.complete ? "" : "under-way");
      tr.appendChild(el("th", "", round.round));
      for (const s of players) {
        const td = el("td", "", round.scores[s]);
        td.title = String(round.running[s]);
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
    table.appendChild(body);
    const foot = el("tr", "totals");
    foot.appendChild(el("th", "", t.total));
    for (const s of players) {
      const td = el("td", "", game.totals[s]);
      if (game.leaders.includes(s)) td.classList.add("leader");
      foot.appendChild(td);
    }
    table.appendChild(el("tfoot")).appendChild(foot);
    box.appendChild(table);

    const trick = game.current;
    if (trick && trick.leader !== null && trick.leader !== undefined) {
      const box2 = el("div", "trick");
      box2.appendChild(el("p", "trick-title", format(t.trickLeads, trick.trick, nameOf(trick.leader))));
      if (trick.played.length > 0) {
        const list = el("ul", "played");
        for (const p of trick.played) {
          const li = el("li", "play");
          li.dataset.seat = p.seat;
          li.appendChild(el("span", "player", nameOf(p.seat)));
          const suit = p.card.charAt(0);
          const card = el("span", "card suit-" + suit, p.card);
          card.title = (t.suits[suit] || suit) + " " + p.card.slice(1);
          card.dataset.card = p.card;
          li.appendChild(card);
          list.appendChild(li);
        }
        box2.appendChild(list);
      }
      box.appendChild(box2);
    }

    const dummy = game.current && game.current.dummy;
    if (dummy) {
      const cards = el("div", "dummy");
      cards.appendChild(el("span", "dummy-title", t.dummyCards));
      const list = el("ul", "cards");
      for (const code of dummy.layout) {
        const suit = code.charAt(0);
        const li = el("li", "card suit-" + suit, code);
        li.title = (t.suits[suit] || suit) + " " + code.slice(1);
        li.dataset.card = code;
        if (!dummy.remaining.includes(code)) li.classList.add("played");
        list.appendChild(li);
      }
      cards.appendChild(list);
      box.appendChild(cards);
    }
    return box;
  }

  return { render, format, el };
})();
