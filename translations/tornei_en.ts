<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>main</name>
    <message>
        <source>Table companion for the card game Tornei.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the database at PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync with the club&apos;s server SERVER (a PostgreSQL connection string) instead of the one in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SERVER</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::AboutDialog</name>
    <message>
        <source>About Tornei Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table companion for the card game Tornei: enter each trick, and the rules, the dummy and the score are taken care of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1 (running on Qt %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::Card</name>
    <message>
        <source>Wyvern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleur-de-lis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shamrock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: suit name and number, e.g. &quot;Shamrock 9&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::CardPicker</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a card such as &quot;Shamrock 9&quot;; %2 says where it went, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>w12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…</source>
        <extracomment>The card being typed, still waiting for its number (or for 0-4 after a 1): e.g. &quot;S1…&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type a card, e.g. w12 (s1 then Space):</source>
        <extracomment>Label of the box where a card can be typed, e.g. w12 then Enter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ChartExport</name>
    <message>
        <source>Tornei Companion chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ChartView</name>
    <message>
        <source>Save chart…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::Charts</name>
    <message>
        <source>Score by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: game scores over time</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game score</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Average of the last %n game(s)</source>
        <extracomment>The legend of the moving-average line.</extracomment>
        <translation>
            <numerusform>Average of the last %n game</numerusform>
            <numerusform>Average of the last %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct predictions by predicted rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A bar group: a rank and the suit of the prediction card that names it, e.g. &quot;1st (✦W)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won in the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared win is split evenly among its winners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 correct (%4%)</source>
        <extracomment>Tooltip of a bar: player, correct and made predictions of one rank, and the rate in percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct (%), axis from %1%</source>
        <extracomment>The y axis of the prediction chart when it starts above 0, e.g. &quot;Correct (%), axis from 40%&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Win share in the %Ln game(s) played only among these players</source>
        <extracomment>Title of the win-share chart: the number of games it covers.</extracomment>
        <translation>
            <numerusform>Win share in the %Ln game played only among these players</numerusform>
            <numerusform>Win share in the %Ln games played only among these players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln win(s)</source>
        <extracomment>The legend of the win-share chart: a player&apos;s name and games won.</extracomment>
        <translation>
            <numerusform>%1: %Ln win</numerusform>
            <numerusform>%1: %Ln wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln shared)</source>
        <extracomment>Appended to the legend: how many of those wins were shared.</extracomment>
        <translation>
            <numerusform>(%Ln shared)</numerusform>
            <numerusform>(%Ln shared)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: rating over time</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (μ − 3σ)</source>
        <extracomment>The legend of the rating line; μ and σ as in the help.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill estimate (μ)</source>
        <extracomment>The legend of the line of the rating&apos;s mean.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game scores over time (lines: average of the last %n game(s))</source>
        <translation>
            <numerusform>Game scores over time (lines: average of the last %n game)</numerusform>
            <numerusform>Game scores over time (lines: average of the last %n games)</numerusform>
        </translation>
    </message>
    <message>
        <source>Games in the order played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (μ − 3σ) over time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::Cli</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a language this tool speaks (en, ja)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the score table of a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list every rule violation the entered cards prove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the output: en or ja (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes exactly one FILE. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not imported; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: imported as game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file name, %2 why it was not attached
----------
%1 is a file name, %2 why it was not imported</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the dummy&apos;s layout of the last round is only partly entered; that round is left out of the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export takes --all DIR, or GAME_ID FILE. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a game number. See games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A player and their total in the list of games; %1 name, %2 points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %n round(s) complete</source>
        <translation>
            <numerusform>unfinished, %n round complete</numerusform>
            <numerusform>unfinished, %n rounds complete</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1  %2  %3  (%4)</source>
        <extracomment>One line of the list of games: %1 number, %2 date and time, %3 players and totals, %4 finished or not</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[not in statistics]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed up %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1 from %2; the replaced database is kept as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores and checks Tornei game records (tornei-record version 1), and imports, exports and backs up the games stored by the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store each record as a new game; a file with any error is rejected whole and nothing is written; a game already stored (same SHA-256 of its canonical record) is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write stored games as tornei-record version 1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the stored games: date, players, totals, winners (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a consistent copy of the database to DEST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put a backup in place of the database; the replaced file is kept as NAME.replaced-TIMESTAMP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 readable and legal (or done), 1 violations found (check) or a refused or failed operation, 2 usage errors or unreadable input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game database (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: every stored game, into DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game record (JSON), or what the command takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import takes one or more FILEs. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games takes no argument. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup takes exactly one DEST. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restore takes exactly one SRC. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games in the statistics yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s)</source>
        <extracomment>Statistics of one player: %1 name, then the number of counted games</extracomment>
        <translation>
            <numerusform>%1: %n game</numerusform>
            <numerusform>%1: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n win(s) (%1 shared)</source>
        <extracomment>Wins of a player, %1 of them shared</extracomment>
        <translation>
            <numerusform>, %n win (%1 shared)</numerusform>
            <numerusform>, %n wins (%1 shared)</numerusform>
        </translation>
    </message>
    <message>
        <source>average per game %1, per round %2</source>
        <extracomment>%1 average total of a game, %2 average score of a round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>Predictions of one rank: %1 rank, %2 correct, %3 made</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct predictions by rank: %1</source>
        <extracomment>Separator between the figures of the ranks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds with 0 to 7 tricks won: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>against %1: %n game(s), above %2, below %3, equal %4</source>
        <extracomment>Head to head: %1 opponent, then the games both played and how often the total was above, below, equal</extracomment>
        <translation>
            <numerusform>against %1: %n game, above %2, below %3, equal %4</numerusform>
            <numerusform>against %1: %n games, above %2, below %3, equal %4</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no player named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the rounds of the given games (all when none) as CSV for spreadsheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the players&apos; statistics (finished games not left out of them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: the rounds as CSV, into FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats: only this saved player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats takes no argument. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: game %1.</source>
        <extracomment>%1 lists game numbers</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same rows as an Excel workbook: numbers as numbers, dates as dates (local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: the rounds as an Excel workbook (.xlsx), into FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export takes one of --all DIR, --csv FILE or --xlsx FILE. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;tornei-cli COMMAND --help&quot; describes a command and its options.</source>
        <extracomment>COMMAND stands for one of the commands listed above it; keep the word as it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game record (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game records (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAME_ID FILE: one game into FILE; with --csv or --xlsx, the games to write (all when none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backup to put in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set up a club&apos;s PostgreSQL server: `init` makes its tables and roles, or brings them up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PostgreSQL connection string or URI, e.g. postgresql://admin@host/club (the password comes from ~/.pgpass or PGPASSWORD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made the club&apos;s tables (version %1) on %2.</source>
        <extracomment>%1 is the schema&apos;s version, %2 names the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brought the club&apos;s tables from version %1 to %2 on %3.</source>
        <extracomment>%1 and %2 are schema versions, %3 names the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s tables are up to date (version %1) on %2.</source>
        <extracomment>%1 is the schema&apos;s version, %2 names the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games and stats: report from the club&apos;s PostgreSQL server (a connection string or URI) instead of the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report from the club&apos;s PostgreSQL server instead of the database: a connection string or URI, as for club init.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server and --db cannot be given together. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send the games and players a club&apos;s server lacks, and bring down what it has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PostgreSQL connection string or URI, e.g. postgresql://table3@host/club (the password comes from ~/.pgpass or PGPASSWORD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync takes one SERVER. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is open read-only (%1): it cannot be synced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synced with %1.</source>
        <extracomment>%1 names the server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n already there</numerusform>
            <numerusform>%n already there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s).</source>
        <translation>
            <numerusform>%n new player.</numerusform>
            <numerusform>%n new players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Received: %n new game(s)</source>
        <translation>
            <numerusform>Received: %n new game</numerusform>
            <numerusform>Received: %n new games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revised</source>
        <translation>
            <numerusform>%n revised</numerusform>
            <numerusform>%n revised</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voided by the director.</source>
        <translation>
            <numerusform>%n voided by the director.</numerusform>
            <numerusform>%n voided by the director.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) changed here were changed on the server too: both are kept for the director.</source>
        <translation>
            <numerusform>%n game changed here was changed on the server too: both are kept for the director.</numerusform>
            <numerusform>%n games changed here were changed on the server too: both are kept for the director.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) disputed, waiting for the director.</source>
        <translation>
            <numerusform>%n game disputed, waiting for the director.</numerusform>
            <numerusform>%n games disputed, waiting for the director.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) changed during the sync wait for the next one.</source>
        <translation>
            <numerusform>%n game changed during the sync waits for the next one.</numerusform>
            <numerusform>%n games changed during the sync wait for the next one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rename(s) or merge(s) of players made here are the club&apos;s now.</source>
        <translation>
            <numerusform>%n rename or merge of players made here is the club&apos;s now.</numerusform>
            <numerusform>%n renames or merges of players made here are the club&apos;s now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rename(s) or merge(s) of players made here wait for the director on the server.</source>
        <translation>
            <numerusform>%n rename or merge of players made here waits for the director on the server.</numerusform>
            <numerusform>%n renames or merges of players made here wait for the director on the server.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted here are voided on the server now.</source>
        <translation>
            <numerusform>%n game deleted here is voided on the server now.</numerusform>
            <numerusform>%n games deleted here are voided on the server now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted here wait for the director to remove them on the server.</source>
        <translation>
            <numerusform>%n game deleted here waits for the director to remove it on the server.</numerusform>
            <numerusform>%n games deleted here wait for the director to remove them on the server.</numerusform>
        </translation>
    </message>
    <message>
        <source>club events on the club&apos;s server: create, standings, close, reopen, void, seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --event: send the game to the club&apos;s PostgreSQL server (a connection string or URI) instead of the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach the game to a table of this club event; its seats must be that table&apos;s players in that table&apos;s seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --event: the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --event: the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import --event takes --server, --round, --table and one FILE. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sent as game #%2, at table %3 of round %4 of event %5</source>
        <extracomment>%1 file, %2 the game&apos;s number on the server, %3 table, %4 round, %5 event</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s PostgreSQL server: a connection string or URI, as for club init.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the club&apos;s server: --server SERVER. See --help.</source>
        <extracomment>%1 is the command, e.g. &quot;event create&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event takes an action: %1. See --help.</source>
        <extracomment>%1 lists the actions, e.g. &quot;create, standings, close&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions (&quot;event ACTION --help&quot; describes each):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a director makes a club event: its players in order and its number of rounds; names the club does not know become its players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players, in order, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds the event has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s date (default: today).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event create takes a NAME, --players and --rounds. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rounds takes a number from 1 to 99. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--date takes a date as YYYY-MM-DD. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event needs at least 3 players. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Made event %1, &quot;%2&quot; on %3: %n round(s), players %4.</source>
        <extracomment>%1 the event&apos;s number, %2 its name, %3 its date, %n its rounds, %4 the players</extracomment>
        <translation>
            <numerusform>Made event %1, &quot;%2&quot; on %3: %n round, players %4.</numerusform>
            <numerusform>Made event %1, &quot;%2&quot; on %3: %n rounds, players %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>an event&apos;s standings: each finished game not voided gives a player (opponents with a lower total + half those with the same) / (players at the table - 1); ties of points go by the average round score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes one EVENT (its number). See --help.</source>
        <extracomment>%1 is the command, e.g. &quot;event close&quot; or &quot;event standings&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1, final standings:</source>
        <extracomment>%1 the event&apos;s number; the line above its standings</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1, standings so far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a director lets a closed event go on: games may be attached and voided, rounds seated again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a director closes an event: its standings are final, and no game is attached or voided, no round seated, until it is reopened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, for the event&apos;s audit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 is open again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 was open already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 is closed: its standings are final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 was closed already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a director voids one of an event&apos;s games: it leaves the standings (and the club&apos;s statistics); the reason goes into the event&apos;s audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game: its number on the server (as games --server shows it) or its id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event void takes an EVENT, --game and --reason. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of event %2 is voided.</source>
        <extracomment>%1 the game as given, %2 the event&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of event %2 was voided already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat a round (a director, once the rounds before it are seated), or show how it is seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat only these of the event&apos;s players (someone left, or is not there yet); everyone when not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat a round that is seated already anew, while none of its games has begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Event %1 has %n round(s).</source>
        <extracomment>%1 the event&apos;s number, %n its number of rounds</extracomment>
        <translation>
            <numerusform>Event %1 has %n round.</numerusform>
            <numerusform>Event %1 has %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a player of event %2.</source>
        <extracomment>%1 a name, %2 the event&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is not seated yet: seat the rounds in order.</source>
        <extracomment>%1 the round not seated yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least three players are needed to seat a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event seat takes an EVENT and --round. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of event %2:</source>
        <extracomment>%1 the round, %2 the event&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dummy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2; first dealer %3</source>
        <extracomment>%1 the table&apos;s number, %2 its seats in order, %3 who deals first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the league table: the players ranked by rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats: only games played on or after this date (YYYY-MM-DD, the date the record writes; every figure, the rating too, as over those games alone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats: only games played on or before this date (YYYY-MM-DD; games without a date of their own are in no range).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats: the league table, every player ranked by rating (equal ratings share a rank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats --league: players with fewer games follow, unranked (default: the app&apos;s setting, else 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a date as YYYY-MM-DD, not &quot;%2&quot;. See --help.</source>
        <extracomment>%1 the option (--from or --to), %2 what was given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from must not be after --to. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--league lists every player: it cannot be given with --player. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-games goes only with --league. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-games takes a whole number of games, 0 or more. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fewer than %n game(s), not ranked:</source>
        <extracomment>Heading of the players the league table does not rank</extracomment>
        <translation>
            <numerusform>Fewer than %n game, not ranked:</numerusform>
            <numerusform>Fewer than %n games, not ranked:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: rating %3, %n game(s), win rate %4%, average per game %5</source>
        <extracomment>One line of the league table: %1 the player&apos;s rank (&quot;&quot; when unranked), %2 name, %3 rating (μ − 3σ), then the counted games, %4 win rate in percent, %5 average total of a game</extracomment>
        <translation>
            <numerusform>%1 %2: rating %3, %n game, win rate %4%, average per game %5</numerusform>
            <numerusform>%1 %2: rating %3, %n games, win rate %4%, average per game %5</numerusform>
        </translation>
    </message>
    <message>
        <source>a director adds players who came late to an open event; the rounds not seated yet seat them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event add takes one EVENT (its number) and --players. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1&apos;s players are now %2.</source>
        <extracomment>%1 the event&apos;s number, %2 its players in order</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the club&apos;s games with revisions waiting for a director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a director keeps one revision of a disputed game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server goes only with games, stats, import --event, event, disputes and resolve. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n club event(s) copied here, new or changed on the server.</source>
        <translation>
            <numerusform>%n club event copied here, new or changed on the server.</numerusform>
            <numerusform>%n club events copied here, new or changed on the server.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played here attached to their event&apos;s table.</source>
        <translation>
            <numerusform>%n game played here attached to its event&apos;s table.</numerusform>
            <numerusform>%n games played here attached to their event&apos;s table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played here refused at their event&apos;s table: the app says why, and tries again once the director changes the event.</source>
        <translation>
            <numerusform>%n game played here refused at its event&apos;s table: the app says why, and tries again once the director changes the event.</numerusform>
            <numerusform>%n games played here refused at their event&apos;s table: the app says why, and tries again once the director changes the event.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1. the club&apos;s revision, sent by %2 at %3</source>
        <extracomment>%1 the revision&apos;s number, %2 the login that sent it, %3 when</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1. waiting, sent by %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>     its record cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), finished</source>
        <translation>
            <numerusform>%n card, finished</numerusform>
            <numerusform>%n cards, finished</numerusform>
        </translation>
    </message>
    <message>
        <source>differs from the club&apos;s revision from card %1 (round %2)</source>
        <extracomment>%1 the card&apos;s place in entry order, %2 its round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same cards as the club&apos;s revision (it differs in names, date or exclusion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the club&apos;s games with revisions waiting for a director, each revision numbered for resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disputes takes no arguments. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is disputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game #%1</source>
        <extracomment>%1 the game&apos;s number on the server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(event %1, round %2, table %3)</source>
        <extracomment>%1 the club event&apos;s number, %2 round, %3 table</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a director keeps one revision of a disputed game; the others are set aside on the server, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game: its number on the server (as disputes shows it) or its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The revision to keep, numbered as disputes shows them (1: the club&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, for the club&apos;s record of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolve takes a GAME, --keep N and --reason. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game #%1 keeps the club&apos;s revision; %n other(s) set aside.</source>
        <extracomment>%1 the game&apos;s number on the server, %2 the revision kept</extracomment>
        <translation>
            <numerusform>Game #%1 keeps the club&apos;s revision; %n other set aside.</numerusform>
            <numerusform>Game #%1 keeps the club&apos;s revision; %n others set aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game #%1 takes revision %2; %n other(s) set aside.</source>
        <translation>
            <numerusform>Game #%1 takes revision %2; %n other set aside.</numerusform>
            <numerusform>Game #%1 takes revision %2; %n others set aside.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) complete</source>
        <translation>
            <numerusform>%n round complete</numerusform>
            <numerusform>%n rounds complete</numerusform>
        </translation>
    </message>
    <message>
        <source>score, check, import, export, games, stats, backup, restore, sync, club, event, disputes or resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a command: score, check, import, export, games, stats, backup, restore, sync, club, event, disputes or resolve. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported, not even the other files: %1 cannot be read as a record (see above), and one import stores all its files or none. Leave it out and import the others again.</source>
        <extracomment>%1 is the file that could not be read</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was an empty file with no backups beside it; it is now a new, empty database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest backup is %1. To put it in place of the database: tornei-cli --db %2 restore %1</source>
        <extracomment>%1 is the latest backup file, %2 the database</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. The export stopped there: %2 of %3 games were written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot watch for the signal that stops the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Read %n submission(s).</source>
        <extracomment>%n is how many submissions the service read</extracomment>
        <translation>
            <numerusform>Read %n submission.</numerusform>
            <numerusform>Read %n submissions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Trying again in a few seconds.</source>
        <extracomment>%1 says what went wrong</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s service is running on %1; SIGTERM or Ctrl+C stops it.</source>
        <extracomment>%1 names the server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s service stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set up a club&apos;s PostgreSQL server: `init` makes its tables and roles, or brings them up to date; `serve` runs the club&apos;s service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to do: init makes or updates the tables and roles; serve runs the club&apos;s service, which reads every game submitted and writes what the club counts, until stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club takes init or serve, and a SERVER. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) sent to the club&apos;s inbox.</source>
        <translation>
            <numerusform>%n game sent to the club&apos;s inbox.</numerusform>
            <numerusform>%n games sent to the club&apos;s inbox.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken by the club: %n game(s)</source>
        <translation>
            <numerusform>Taken by the club: %n game</numerusform>
            <numerusform>Taken by the club: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) sent, waiting for the club&apos;s service to read them.</source>
        <translation>
            <numerusform>%n game sent, waiting for the club&apos;s service to read it.</numerusform>
            <numerusform>%n games sent, waiting for the club&apos;s service to read them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted here belong to a closed club event: the server keeps them until a director reopens it.</source>
        <translation>
            <numerusform>%n game deleted here belongs to a closed club event: the server keeps it until a director reopens the event.</numerusform>
            <numerusform>%n games deleted here belong to a closed club event: the server keeps them until a director reopens it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 was refused by the club: %2</source>
        <extracomment>%1 is the game&apos;s number here, %2 the club&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--http takes HOST:PORT, e.g. 127.0.0.1:8080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club nights&apos; pages are served at %1 (port %2).</source>
        <extracomment>%1 is where the pages are, e.g. http://127.0.0.1:8080</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve: also serve the club nights&apos; web pages at this address and port (port 0: any free one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve: the pages&apos; address as phones reach it, when not http://HOST:PORT (behind a reverse proxy, e.g. https://club.example/tornei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve: connections one address may hold open (default 32; 0: no limit, behind a reverse proxy that limits them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club events on the club&apos;s server: create one, add late players, show its standings, close or reopen it, void one of its games, seat a round, its web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address of an event&apos;s web page on the club&apos;s service, with its token (a director&apos;s); --renew gives it a new token, and the old address shows nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the page&apos;s token: the old address stops working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s service has not served pages yet (club serve --http): the page will be at %1 on it.</source>
        <extracomment>%1 is the page&apos;s path on the club&apos;s service</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share a game as a live web page on the local network, until stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share a game of the database as a live web page on the local network, until stopped: phones on the network follow its score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address and port to serve the page at, e.g. 192.168.1.20:8080 (port 0: any free one); only that network reaches it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game to share (default: the newest by when it was played, and a newer one as soon as it is started)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the game to share from standard input, a game id a line (0: the newest), and stop at its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON lines instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share takes no argument. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share needs --http HOST:PORT. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--game takes a game id, e.g. 12. See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot watch for the signal that stops the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is shared at %1; SIGTERM or Ctrl+C stops it.</source>
        <extracomment>%1 is the page&apos;s address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--http-per-address takes a number of connections (0: no limit). See --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no database at %1: no games are stored there, and none was made.</source>
        <extracomment>%1 is the database&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. No backup was made today; the next command tries again.</source>
        <extracomment>%1 says why, a sentence without its full stop</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player named is in event %1 already; its players are %2.</source>
        <extracomment>%1 the event&apos;s number, %2 its players in order</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubConnection</name>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server is not named as PostgreSQL expects: %1. Give a URI such as postgresql://user@host/club or settings such as &quot;host=... dbname=club&quot;.</source>
        <extracomment>%1 is what libpq found wrong, e.g. &apos;missing &quot;=&quot; after &quot;club&quot;&apos;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server&apos;s name holds a password: the app never keeps one. Put the password in ~/.pgpass (or PGPASSWORD, or a service file) and name the server without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server&apos;s setting %1 holds a &apos;;&apos;, which cannot be passed on.</source>
        <extracomment>%1 is a libpq keyword, e.g. sslrootcert.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, database %2</source>
        <extracomment>How a club server is named in messages: %1 the host (or socket folder), %2 the database.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the login, %2 the server as named above.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PostgreSQL driver of Qt is not installed (Debian package libqt6sql6-psql): the club server cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to the club server (%1): %2</source>
        <extracomment>%1 names the server (user, host, database), %2 is PostgreSQL&apos;s own reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the club server was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PostgreSQL client library (libpq) cannot be loaded: %1</source>
        <extracomment>%1 is the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PostgreSQL client library %1 lacks functions this program needs.</source>
        <extracomment>%1 is the library&apos;s file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to the club server.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubDisputes</name>
    <message>
        <source>&quot;%1&quot; is not a game: give its number on the server or its id.</source>
        <extracomment>%1 the game as given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 has no revision waiting for a director.</source>
        <extracomment>%1 the game as given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no revision %1: the game has %2.</source>
        <extracomment>%1 the revision asked for, %2 how many the game has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A choice between revisions needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubDisputesModel</name>
    <message>
        <source>Event %1</source>
        <extracomment>A club event the list of events does not show (yet), by its number on the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>A game&apos;s number on the club&apos;s server, e.g. &quot;#12&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A disputed game that belongs to no club event.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last came</source>
        <extracomment>When the last revision of a disputed game came to the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubEvents</name>
    <message>
        <source>the dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 of the game is %2, where table %3 of round %4 has %5: nothing was sent.</source>
        <extracomment>%1 seat number (0-3), %2 who sits there in the game, %3 table, %4 round, %5 who the table has there</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server refused: this login may not do that (%1).</source>
        <extracomment>%1 is the club server&apos;s own reason, in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server refused: %1.</source>
        <extracomment>%1 is the club server&apos;s own reason, in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a player&apos;s name: %2</source>
        <extracomment>%1 is a player&apos;s name as given, %2 what is wrong with it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club has no event %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1 is closed: a director reopens it first</source>
        <extracomment>%1 is the event&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be an event&apos;s name: it is held to the rules of a player&apos;s name, and %1.</source>
        <extracomment>%1 says what is wrong, in the words used for a player&apos;s name, e.g. &quot;a player&apos;s name must not be longer than 100 characters&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubGames</name>
    <message>
        <source>The club server answered in a way this app does not know (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server answered %2 of the %1 games sent.</source>
        <extracomment>%1 is how many games were sent, %2 how many answers came back.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club refused the game: %1</source>
        <extracomment>%1 is the club&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s service has not read the game yet: it counts once the service is running (tornei-cli club serve).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubOutbox</name>
    <message>
        <source>Game %1 from the club server was not stored: %2</source>
        <extracomment>%1 is the game&apos;s club-wide id, %2 why it could not be stored</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubPlayers</name>
    <message>
        <source>The club server did not take the player %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubSchema</name>
    <message>
        <source>This database already has a schema named %1 that this app did not make: it is left untouched. Use another database for the club, or remove that schema.</source>
        <extracomment>%1 is the schema&apos;s name (tornei_club).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s tables on this server are of a newer version (%1) than this app knows (%2): they are left untouched. Update the app.</source>
        <extracomment>%1 is the schema&apos;s version on the server, %2 the newest this app knows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server has no club&apos;s tables yet: run &quot;tornei-cli club init&quot; on it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s tables on this server are of a newer version (%1) than this app knows (%2). Update the app.</source>
        <extracomment>%1 is the schema&apos;s version on the server, %2 the newest this app knows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s tables on this server are of an older version (%1) than this app needs (%2): run &quot;tornei-cli club init&quot; on it to update them.</source>
        <extracomment>%1 is the schema&apos;s version on the server, %2 the one this app needs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server reported an error: %1.</source>
        <extracomment>%1 is PostgreSQL&apos;s own description of the problem.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubService</name>
    <message>
        <source>The checksum sent with it (%1) is not the record&apos;s (%2).</source>
        <extracomment>%1 is the checksum a laptop sent, %2 the record&apos;s own</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It names a club player at the dummy&apos;s seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It names one club player at two seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures sent with it are not what its cards give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat names a player the club does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its game belongs to event %1, which is closed: a director reopens it first.</source>
        <extracomment>%1 is the event&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the club&apos;s service: its login must be a member of tornei_service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat&apos;s name is not the name of the club player sent for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its record is that of game #%1, another game of the club.</source>
        <extracomment>%1 is a game&apos;s number at the club</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server refused to write it: %1</source>
        <extracomment>%1 is the club server&apos;s own words (PostgreSQL&apos;s)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubSyncer</name>
    <message>
        <source>Club: syncing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Club: %n game(s) waiting to be sent</source>
        <extracomment>%1 is the time of the last sync</extracomment>
        <translation>
            <numerusform>Club: %n game waiting to be sent</numerusform>
            <numerusform>Club: %n games waiting to be sent</numerusform>
        </translation>
    </message>
    <message>
        <source>Club: synced at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club: offline since %1</source>
        <extracomment>%1 is the time since when the server could not be reached</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) waiting</source>
        <translation>
            <numerusform>%n game waiting</numerusform>
            <numerusform>%n games waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>Club: refused (%1)</source>
        <extracomment>%1 is why the server refused (its own words)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) disputed</source>
        <translation>
            <numerusform>%n game disputed</numerusform>
            <numerusform>%n games disputed</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1, round %2 not attached: %3</source>
        <extracomment>%1 is the table&apos;s number, %2 the round, %3 why the club server refused (its own words, in English)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1, table %2, round %3: the club server would not attach the game (%4).</source>
        <extracomment>%1 the event&apos;s number, %2 the table&apos;s, %3 the round, %4 why the club server refused (its own words)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) sent, waiting for the club</source>
        <translation>
            <numerusform>%n game sent, waiting for the club</numerusform>
            <numerusform>%n games sent, waiting for the club</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) refused by the club</source>
        <translation>
            <numerusform>%n game refused by the club</numerusform>
            <numerusform>%n games refused by the club</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 was refused by the club: %2</source>
        <extracomment>%1 is the game&apos;s number here, %2 why the club&apos;s service refused it (its own words)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ClubTableDialog</name>
    <message>
        <source>Table at a club event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A club event in a list: %1 its name, %2 its date</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (closed)</source>
        <extracomment>A club event in a list that a director has closed: %1 is its name and date</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This laptop has no club event yet. Set the club&apos;s server in Settings: the events come down with the sync, and stay here when the network is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>New Game opens this table&apos;s game of the current round, its players in their seats, as the director seated them. The event has %n round(s) and up to %1 table(s).</source>
        <extracomment>%n is the club event&apos;s number of rounds, %1 the most tables it has in a round</extracomment>
        <translation>
            <numerusform>New Game opens this table&apos;s game of the current round, its players in their seats, as the director seated them. The event has %n round and up to %1 table(s).</numerusform>
            <numerusform>New Game opens this table&apos;s game of the current round, its players in their seats, as the director seated them. The event has %n rounds and up to %1 table(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::ClubTableMode</name>
    <message>
        <source>event %1</source>
        <extracomment>A club event this laptop has no copy of yet: %1 is its number on the club&apos;s server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this laptop has no copy of the event yet: it comes with the next sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <extracomment>%1 is the round&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not seated yet</source>
        <extracomment>%1 is the round&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every round played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 · %2 · %3</source>
        <extracomment>The status bar: %1 is the table&apos;s number, %2 the club event&apos;s name, %3 its round or state</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 of %2: %3</source>
        <extracomment>Above a new game at a club event: %1 the table&apos;s number, %2 the event&apos;s name, %3 its round or state</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a club event&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which table of a club event this laptop is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::CsvExport</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct 1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct 2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct 3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct 4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-trick bonus</source>
        <extracomment>Column: the points of the zero-trick bonus in this round (0 or 3)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <extracomment>Column: 1 when the game is finished, 0 otherwise</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded</source>
        <extracomment>Column: 1 when the game is left out of the statistics, 0 otherwise</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete round</source>
        <extracomment>Column: 1 when all 7 tricks of the round are complete, 0 otherwise</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted 1st</source>
        <extracomment>Column: predictions of 1st made in the round&apos;s complete tricks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted 2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted 3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted 4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 led</source>
        <extracomment>Column: 1 when the player led trick %1 of the round, 0 otherwise</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 predicted</source>
        <extracomment>Column: the rank (1-4) the player&apos;s prediction card named in trick %1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1 rank</source>
        <extracomment>Column: the rank (1-4) the player&apos;s joust card got in trick %1</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::DatabaseFiles</name>
    <message>
        <source>%1 is the games database (or one of its files), which is open: choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one of the files of the database %2: choose another file.</source>
        <extracomment>%1 is the file refused, %2 the database it belongs to</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::DirectorWindow</name>
    <message>
        <source>No club server is set: choose one in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club event cannot be read now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a director&apos;s login may do this; this app connects to the club&apos;s server with a table&apos;s login (Settings → Club server).</source>
        <extracomment>Why a director&apos;s action is disabled: the login the app uses is a table&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a club event first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event is closed: reopen it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a table with a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is voided already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void the selected table&apos;s game, with the reason, for every laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the game in this app to correct it; the correction goes to the club&apos;s server with the next sync, as the director&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look back at the game in this app; a disputed game says so there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the event: games can be attached, voided and corrected again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the event: its standings are final and nothing changes until a director reopens it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round is not seated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round&apos;s seating on one page, to pin up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round&apos;s seating on one page, as a PDF file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This laptop&apos;s database cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game #%1 is not in this laptop&apos;s database yet: it comes down from the club&apos;s server with the next sync (the status bar of the main window says when). Try again then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is game #%1 voided? Every laptop and the event&apos;s audit will show the reason.</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the event closed? (optional; the event&apos;s audit keeps it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the event reopened? (optional; the event&apos;s audit keeps it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club event director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Void game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orrect game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lose event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print seating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save seating as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club event chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>The director&apos;s window: an event&apos;s state, e.g. &quot;Friday night · 27/11/2026 · open&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed: the standings are final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this login is a director&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this login is a table&apos;s: it may look, not change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s disputed games cannot be read now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table&apos;s game is not disputed: no other revision of it waits for a director.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose between the revisions of the game, with the reason: the club keeps the one chosen and sets the others aside, and every laptop takes it at its next sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of the club is disputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a disputed game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is game #%1 corrected? The reason goes to the club&apos;s server with the correction, into the event&apos;s audit.</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This laptop&apos;s database cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disputes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game of the club with a revision waiting for a director, of a club event or not: choose one and resolve its dispute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;solve dispute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revie&amp;w game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;eopen event…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::DisputeDialog</name>
    <message>
        <source>Resolve the dispute of game #%1</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was played at %1, round %2, table %3.</source>
        <extracomment>Where a disputed game was played: %1 the club event, %2 the round, %3 the table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It belongs to no club event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game #%1 has %n revision(s).</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server, %n how many revisions it has.</extracomment>
        <translation>
            <numerusform>Game #%1 has %n revision.</numerusform>
            <numerusform>Game #%1 has %n revisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the one the club keeps: the others are set aside on the server with your reason, and every laptop takes the one kept at its next sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1</source>
        <extracomment>A revision of a disputed game, numbered as the choice takes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the club&apos;s revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by %1, %2</source>
        <extracomment>%1 the login that sent a revision, %2 when it came.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its record cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>How far a revision goes: %1 how many cards, %2 &quot;finished&quot; or how many rounds are complete.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) complete</source>
        <translation>
            <numerusform>%n round complete</numerusform>
            <numerusform>%n rounds complete</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differs from the club&apos;s revision from card %1 (round %2).</source>
        <extracomment>%1 the card&apos;s place in entry order, %2 its round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same cards as the club&apos;s revision; it differs in names, date or exclusion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required: the club keeps it with what is set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club&apos;s revision: the one the server has now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::EntryText</name>
    <message>
        <source>the dummy&apos;s face-up card %1 (%2)</source>
        <extracomment>Undo text; %1 is a position 1-7, %2 a card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy&apos;s turned-up prediction card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s joust card %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s prediction card %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy&apos;s joust card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and the dummy&apos;s %2</source>
        <extracomment>Undo text when a card made the dummy play: %1 is the card entered, %2 the dummy&apos;s card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction to %1 (was %2)</source>
        <extracomment>Undo text for a correction: %1 describes the new card, %2 the old card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap of %1 and %2</source>
        <extracomment>Undo text for a swap of two entered cards: %1 and %2 describe them as they were.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy now plays %2 instead of %3 in trick %1</source>
        <extracomment>%1 trick number, %2 and %3 cards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correction to %1</source>
        <extracomment>Undo button text for a correction: %1 is the new card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap %1 ↔ %2</source>
        <extracomment>Undo button text for a swap of two cards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy&apos;s joust card %1 in trick %2 (was %3)</source>
        <extracomment>Undo text for a correction of the dummy&apos;s card: %1 the card it really played, %2 a trick number, %3 the old card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between two of the dummy&apos;s changed cards in one sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::EventAuditModel</name>
    <message>
        <source>Created the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seated a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopened the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voided a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored a voided game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revised a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added players who came late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director</source>
        <extracomment>Who did it, in the club event&apos;s audit: a director&apos;s login or a table&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>A game&apos;s number on the club&apos;s server, e.g. &quot;#12&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chose between a game&apos;s revisions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::EventChoice</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An event in the list: its name and date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::EventTablesModel</name>
    <message>
        <source>Not started</source>
        <extracomment>A table&apos;s game in the director&apos;s window: nothing has reached the server yet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disputed</source>
        <extracomment>A table&apos;s game in the director&apos;s window: two revisions of it wait for the director.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dummy)</source>
        <extracomment>A seat of a table in the director&apos;s window: the dummy sits there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>A seat&apos;s player who deals first, e.g. &quot;▶ Aki&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>A game&apos;s number on the club&apos;s server, e.g. &quot;#12&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> – </source>
        <extracomment>Between a game&apos;s totals in seat order, e.g. &quot;37 – 30 – 23 – 21&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two revisions of this game reached the club&apos;s server: review it to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A column of the director&apos;s tables: seat 1 to 4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::GameDocument</name>
    <message>
        <source>%1 is not saved yet: press Retry to save it now, or Discard to drop it.</source>
        <extracomment>%1 is what is not saved, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be read again after a change by another window or program: %1</source>
        <extracomment>%1 is the storage error.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was changed in another window; it has been reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: %1 is not saved yet (%2). Press Retry to save it, or Discard to drop it.</source>
        <extracomment>%1 is what is not saved, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;; %2 the storage error.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not entered: %2 is not saved yet (%3). Press Retry to save %2, or Discard to drop it.</source>
        <extracomment>%1 is the card just typed or picked; %2 what is not saved, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;; %3 the storage error.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was dropped: nothing of it was saved.</source>
        <extracomment>%1 is what was dropped, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not entered: enter it again if it still belongs here.</source>
        <extracomment>%1 is a card, e.g. &quot;W5&quot;, or &quot;the dummy&apos;s card W5&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: %1. Do it again if it still applies.</source>
        <extracomment>%1 is e.g. &quot;the correction to W5&quot; or &quot;the swap&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy won trick %1. %2</source>
        <extracomment>%1 is a trick number; %2 explains the dummy&apos;s lead of the next trick.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the last trick. Press &quot;Round summary&quot; (Ctrl+R) for the scores, or go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: every round has been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <extracomment>%1 is the card refused, %2 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy&apos;s card %1 is not saved yet: %2. Press Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not saved yet: %2. Nothing was lost; press Retry to save it, or Discard to drop it.</source>
        <extracomment>%1 is the card, %2 the storage error.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy&apos;s card %1</source>
        <extracomment>What is not saved yet, e.g. &quot;the dummy&apos;s card W5&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo was not done: undo again if it still applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not undo: %1. The game is unchanged; Undo again once the problem is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not redo: %1. The game is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is finished. Press &quot;Edit round&quot; to change its cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected. Because of it, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The correction is not saved: %1. Nothing was changed; press Retry to save it, or Discard to drop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the correction to %1</source>
        <extracomment>What is not saved yet; %1 is the new card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The correction was dropped: that card has changed since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No swap: %1</source>
        <extracomment>%1 is the reason two cards cannot change places.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapped: now %1 and %2.</source>
        <extracomment>%1 and %2 describe the two cards in their new places, e.g. &quot;Ben&apos;s joust card W12&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because of it, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The swap is not saved: %1. Nothing was changed; press Retry to save it, or Discard to drop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The swap was dropped: those cards have changed since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 can be changed now: click a card on the table to correct it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy&apos;s card %1 in trick %2 is taken back: it plays once the new leader has led.</source>
        <extracomment>%1 is a card, %2 a trick number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy played %1 in trick %2.</source>
        <extracomment>%1 is a card, %2 a trick number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy&apos;s card in trick %1 is %2 again, as its rule gives: no dummy misplay.</source>
        <extracomment>%1 is a trick number, %2 the card the dummy&apos;s rule gives.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The dummy played %1 instead of %2 in trick %3 — recorded as a dummy misplay.</source>
        <extracomment>%1 is the card really played, %2 the card the dummy&apos;s rule gives, %3 a trick number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the last trick of the game. Press &quot;Round summary&quot; (Ctrl+R) for the last round&apos;s scores, and again for the final scores.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::GameEndPage</name>
    <message>
        <source>There is no game to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save score sheet as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ Shared win: %1</source>
        <extracomment>%1 lists the players sharing the win, e.g. &quot;Aki and Ben&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Rematch, same seats — %1 deals first</source>
        <extracomment>%1 is the player who deals first in the next game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Record saved to %1</source>
        <extracomment>%1 is the path of the record file just written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>…and %n more: see the review.</source>
        <translation>
            <numerusform>…and %n more: see the review.</numerusform>
            <numerusform>…and %n more: see the review.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Violations in this game (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To undo a card, or to enter the dummy&apos;s turned-up cards not entered yet (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick and review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::GameFlow</name>
    <message>
        <source>There is no card there to correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card there to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick another card to swap with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only two cards of the same round can be swapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy&apos;s card follows from its board and the cards before it: it cannot be swapped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::GameHistoryPage</name>
    <message>
        <source>Players: anyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the games in which every chosen player sat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Include in statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xclude from statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export game records into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export game records</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the same name already exist in %1. Replace them?</source>
        <translation>
            <numerusform>%n file of the same name already exists in %1. Replace it?</numerusform>
            <numerusform>%n files of the same name already exist in %1. Replace them?</numerusform>
        </translation>
    </message>
    <message>
        <source>In game(s) %1 the dummy&apos;s cards of the last round are only partly entered; that round is left out of the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save each selected game as a tornei-record file in a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s), all selected</source>
        <extracomment>The games listed, every one of them selected (fetched or not).</extracomment>
        <translation>
            <numerusform>%Ln game, all selected</numerusform>
            <numerusform>%Ln games, all selected</numerusform>
        </translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln game(s) for good? Their cards, scores and statistics are removed from the database. Export them first if you may want them back.</source>
        <translation>
            <numerusform>Delete %Ln game for good? Its cards, scores and statistics are removed from the database. Export it first if you may want it back.</numerusform>
            <numerusform>Delete %Ln games for good? Their cards, scores and statistics are removed from the database. Export them first if you may want them back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;spreadsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the selected games&apos; rounds for a spreadsheet: Excel workbook (.xlsx) or CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The club has %Ln of these game(s): at the next sync its server is asked to remove them too. With a director&apos;s login they are removed there; with a table&apos;s login the request waits for the club&apos;s director.</source>
        <extracomment>%Ln is how many of the games to delete the club&apos;s server has. A director&apos;s or a table&apos;s login is the one set for the club&apos;s server in Settings.</extracomment>
        <translation>
            <numerusform>The club has %Ln of these games: at the next sync its server is asked to remove it too. With a director&apos;s login it is removed there; with a table&apos;s login the request waits for the club&apos;s director.</numerusform>
            <numerusform>The club has %Ln of these games: at the next sync its server is asked to remove them too. With a director&apos;s login they are removed there; with a table&apos;s login the request waits for the club&apos;s director.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::GameSession</name>
    <message>
        <source>The cards to take back are no longer the last ones entered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::GameStore</name>
    <message>
        <source>The SQLite driver of Qt is missing (package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game %1 in this database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 holds an entry this version cannot read; the database is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 holds data this version cannot read; the database is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs 3 or 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1 is the seat number, %2 what is wrong with its name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first dealer must be one of the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the backup folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full: the change was not saved. Free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is being used by another program: the change was not saved. Close the other program or wait a moment, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database cannot be written (the file or its folder is read-only): the change was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk could not be read or written (%1): the change was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file is damaged (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file cannot be opened (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database reported an error: %1</source>
        <extracomment>%1 is SQLite&apos;s own description of the problem</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not a Tornei database, or it is damaged. It was left as it is: restore a backup or start a new database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was made by a newer version of Tornei Companion (database version %2; this version reads up to %3). It was left as it is: update the app to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). It was left as it is: restore a backup or start a new database.</source>
        <extracomment>%1 is the database file, %2 what was found damaged</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 cannot use write-ahead logging (journal mode %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database needs an update, but no backup could be made first, so it was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database could not be updated to version %1, and was left as it was: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That place already holds a card; correct it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card there to correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;; merge the two players instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player cannot be merged into themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 sat at the same table in game %3, so they are different players and cannot be merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is already stored (game %1); it was not imported again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no database at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; choose a new file name for the backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy %1 beside the database (is the disk full or read-only?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move %1 aside; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot put the backup in place of %1; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards to take back are no longer the last ones entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the database %1: its folder is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is a database of another program (application id %2), not a Tornei database. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not a Tornei database: its version number %2 is not one that Tornei Companion ever wrote. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is on a read-only disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is being used by another program, which did not let go of it within %2 seconds. It was not changed: try again when the other program has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is a database of another program, not a Tornei database. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was made by a newer version of Tornei Companion. It was left as it is: update the app to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2) and needs an update to version %3 that cannot be written. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is open read-only (%1): nothing can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards of a new game overlap cards already stored; the database is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite found damage: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its working files (-wal, -shm) cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the database itself; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was restored. %1</source>
        <extracomment>%1 says why the file cannot be used</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Tornei database (its tables are another program&apos;s); nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was made by a newer version of Tornei Companion; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used (%2); nothing was restored.</source>
        <extracomment>%1 is the file, %2 what was found</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This name cannot be used: %1.</source>
        <extracomment>%1 says what is wrong with the name, as &quot;a player&apos;s name must not be blank&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 is not what was stored (its cards or players differ from the record&apos;s checksum): the database is damaged.</source>
        <extracomment>%1 is a game&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 differs from its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 holds an unreadable card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was made by a development build of Tornei Companion that was never released; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was made by a development build of Tornei Companion (database version %2) that was never released, and this version cannot read or update it. It was left as it is: open it with the build that made it and export its games as record files to import them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the backup %1: %2</source>
        <extracomment>%1 is the backup&apos;s file, %2 why it cannot be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only; nothing was restored. Make it writable first to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds more cards than a game can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card cannot be kept in the order it was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its extra (x-) keys cannot be kept as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading it back would not give the same record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is empty (0 bytes), but it has backups: it lost its games. It was left as it is: restore the latest backup, %2.</source>
        <extracomment>%1 is the database file, %2 the latest backup</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was cut short: it has %2 bytes where its header says %3. It was left as it is: restore a backup or start a new database.</source>
        <extracomment>%1 is the database file, %2 and %3 sizes in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record cannot be stored without changing it (%1), so it was not imported.</source>
        <extracomment>%1 says why</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check of the database was stopped before its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results kept for game %1</source>
        <extracomment>What disagreed with the games, inside a sentence; %1 is a game&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the results kept for %n game(s)</source>
        <translation>
            <numerusform>the results kept for %n game</numerusform>
            <numerusform>the results kept for %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>The database %1 was damaged (%2 did not agree with the games they are kept from). The games themselves are whole: those figures were rebuilt from them.</source>
        <extracomment>%1 is the database file, %2 what disagreed with the games</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the players&apos; figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the head-to-head figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the players&apos; ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not agree with the games</source>
        <extracomment>What was found, inside a sentence; %1 says which kept figures</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backup was written. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Tornei database (its tables are another program&apos;s); no backup was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in use by another program (Tornei Companion or tornei-cli): close it there first; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link to %2: restore into that file itself; nothing was restored.</source>
        <extracomment>%1 is a symbolic link given as the database, %2 the file it names</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written out, this record would take %1 bytes, more than a record file may (%2), so it was not imported.</source>
        <extracomment>%1 and %2 are sizes in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::HeadToHeadModel</name>
    <message>
        <source>%1 (closest rival)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The closest rival: among the players met at least half as often as the most met one, the one whose finishes above and below are most even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted games both played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games this player finished with a higher total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games this player finished with a lower total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games both finished with the same total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::HelpDialog</name>
    <message>
        <source>Tornei Companion Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::HistoryModel</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A player and their total in the history, e.g. &quot;Aki 31&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <extracomment>Players who tied for the highest total.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>Rounds complete out of rounds in the game, e.g. &quot;3/4&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of every statistic and chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted in the statistics once finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>Column header: 3 or 4 players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (at the table: %2)</source>
        <extracomment>A game&apos;s date in the viewer&apos;s time zone, then the time where it was played, e.g. &quot;8:00 PM UTC+09:00&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished, disputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play, disputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two revisions of this game reached the club&apos;s server: both are kept there until the club&apos;s director chooses. This is the server&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mean of the players&apos; ratings as they are now (μ − 3σ; a player without a counted game at 0): the strongest tables first when sorted from the highest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean rating</source>
        <extracomment>Column header: the mean of the game&apos;s players&apos; ratings.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <extracomment>A game&apos;s state in the history when its record breaks the rules, e.g. &quot;⚠ Finished&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This game&apos;s record breaks the rules (%n violation(s)):</source>
        <extracomment>Before the list of a game&apos;s violations in the history&apos;s tooltip.</extracomment>
        <translation>
            <numerusform>This game&apos;s record breaks the rules (%n violation):</numerusform>
            <numerusform>This game&apos;s record breaks the rules (%n violations):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::JsonParser</name>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds more than %1 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text is longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array holds more than %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object holds more than %1 members</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::JsonValue</name>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::LeagueTableModel</name>
    <message>
        <source>%1%</source>
        <extracomment>A win rate in percent, as the Players screen writes it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ %1, σ %2 (rating μ − 3σ)</source>
        <extracomment>The parts of a rating: %1 its mean μ, %2 its uncertainty σ</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too few games in the season to be ranked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>The column of places in the league table</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average per game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::LocalNetworks</name>
    <message>
        <source>This computer only — %1</source>
        <extracomment>%1 is an address such as 127.0.0.1: only this computer reaches it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is a network interface&apos;s name (wlan0), %2 its address (192.168.1.23)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::MainWindow</name>
    <message>
        <source>Tornei Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was made by a newer version of Tornei Companion. It has been left untouched: open it with the newer version, or use a new database at another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is damaged and cannot be read. It has been left untouched. You can use a new database at another place and keep the damaged file for recovery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 cannot be opened or created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the latest backup (%1)</source>
        <extracomment>%1 is the date of the backup file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring keeps the damaged file beside it, renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a new database at another place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup could not be restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei databases (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database could not be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet and violations panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tornei Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is in use by another program right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This database is read-only (%1): the games can be looked at, but nothing can be entered or changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A window title: %1 is the page (or the players at the table), %2 the app&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This laptop is a club event&apos;s &amp;table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club event &amp;director…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club event standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share on the local net&amp;work…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. No backup of the database was made today; the next start tries again.</source>
        <extracomment>%1 says why, a sentence without its full stop</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::Migrations</name>
    <message>
        <source>The database schema is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::NewGamePage</name>
    <message>
        <source>Seat %1 needs a player&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; are the same player: each player sits in one seat only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy never deals: choose a player as the first dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick or type a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3 players and the dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Seats are numbered clockwise round the table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up one seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+S or Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer: %1</source>
        <extracomment>%1 is the key that chooses this seat, e.g. Ctrl+2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the players clockwise round the table: play passes to the left, from seat 1 to seat 2 and on. New names become saved players. Ctrl+1 to Ctrl+4 choose the first dealer; Ctrl+Enter starts the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1 is the seat number, %2 what is wrong with its name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::PlayerListModel</name>
    <message numerus="yes">
        <source>%Ln counted game(s)</source>
        <translation>
            <numerusform>%Ln counted game</numerusform>
            <numerusform>%Ln counted games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::PlayerName</name>
    <message>
        <source>a player&apos;s name must not be blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name must not contain %1 (at character %2), which is not a character</source>
        <extracomment>%1 is a code point such as U+FFFE, %2 its position in the name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name must not contain invisible characters (%1 at character %2)</source>
        <extracomment>%1 is a code point such as U+FEFF</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a player&apos;s name must not be longer than %n characters</source>
        <translation>
            <numerusform>a player&apos;s name must not be longer than %n character</numerusform>
            <numerusform>a player&apos;s name must not be longer than %n characters</numerusform>
        </translation>
    </message>
    <message>
        <source>a player&apos;s name must not hold a character built of more than %1 code points (character %2)</source>
        <extracomment>%1 is a number of code points, %2 the position of the character in the name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name must show something: it holds only characters that look blank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::PlayersPage</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage, e.g. &quot;42.5%&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 tricks: %n round(s)</source>
        <extracomment>In a tooltip: &quot;3 tricks: 5 rounds&quot;.</extracomment>
        <translation>
            <numerusform>%1 tricks: %n round</numerusform>
            <numerusform>%1 tricks: %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) on %1</source>
        <extracomment>The best game&apos;s link: its total, then the date it was played.</extracomment>
        <translation>
            <numerusform>%n point on %1</numerusform>
            <numerusform>%n points on %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest rival: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The closest rival: among the players met at least half as often as the most met one, the one whose finishes above and below are most even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for %1 (every game of theirs shows it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge %1 into:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Merge %1 into %2? Every game of %1 (%n game(s)) then counts for %2 and shows %2&apos;s name, and %1 is removed. Use this when both names are the same person. It cannot be undone.</source>
        <translation>
            <numerusform>Merge %1 into %2? Every game of %1 (%n game) then counts for %2 and shows %2&apos;s name, and %1 is removed. Use this when both names are the same person. It cannot be undone.</numerusform>
            <numerusform>Merge %1 into %2? Every game of %1 (%n games) then counts for %2 and shows %2&apos;s name, and %1 is removed. Use this when both names are the same person. It cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two names for one person: move every game of this player to another and remove this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average game score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-trick rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games that are not excluded from the statistics; only these count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest total of the game, shared wins included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Came true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <extracomment>A predicted rank with its suit, e.g. &quot;1st (✦ Wyvern)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players compared in the charts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictions by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as PNG or SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game was played only among the chosen players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen players&apos; wins in the games in which every player was one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ %1, σ %2: the rating shown is μ − 3σ, a skill the player very likely has.</source>
        <extracomment>The rating&apos;s tooltip: %1 the mean μ, %2 the deviation σ.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weng–Lin rating over the counted games in the order they were played: it rises most for finishing above players rated higher, and is cautious while a player has few games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Ranked by rating (μ − 3σ) over the season; equal ratings share a rank. Players with fewer than %n game(s) follow, without a rank (Settings → Games to be ranked).</source>
        <extracomment>Under the league table&apos;s tab: %n the club&apos;s minimum of games (Settings)</extracomment>
        <translation>
            <numerusform>Ranked by rating (μ − 3σ) over the season; equal ratings share a rank. Players with fewer than %n game follow, without a rank (Settings → Games to be ranked).</numerusform>
            <numerusform>Ranked by rating (μ − 3σ) over the season; equal ratings share a rank. Players with fewer than %n games follow, without a rank (Settings → Games to be ranked).</numerusform>
        </translation>
    </message>
    <message>
        <source>League table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen players&apos; game totals, with a moving average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen players&apos; ratings after each counted game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::PredictionMatrixView</name>
    <message>
        <source>Predictions</source>
        <extracomment>The profile&apos;s tab with the table of ranks predicted against ranks got.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted %1, got %2: %3 of the %4 predictions of %1 (%5).</source>
        <extracomment>A cell&apos;s tooltip: the ranks predicted and got, the tricks of the cell and of the row, the share.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No complete tricks in the counted games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right predictions scored %1 of a possible %2 points; the missed ones lost %3.</source>
        <extracomment>%1 the points the right predictions scored, %2 the points had every prediction been right, %3 the difference: what the missed predictions lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls %2 in %3 of these tricks and gets %2 in %4.</source>
        <extracomment>%1 the player, %2 a rank (&quot;1st&quot;), %3 and %4 percentages of the tricks shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over-calls %1</source>
        <extracomment>What a player does: &quot;over-calls 2nd and 3rd&quot; (predicts those ranks more often than getting them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under-calls %1</source>
        <extracomment>&quot;under-calls 4th&quot; (predicts it less often than getting it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls each rank about as often as getting it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Joins what a player over-calls and what they under-calls.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When leading, %1.</source>
        <extracomment>%1 what the player does in the tricks they led, e.g. &quot;over-calls 1st&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When not leading, %1.</source>
        <extracomment>%1 what the player does in the tricks someone else led.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over all tricks, %1.</source>
        <extracomment>%1 what the player does over all their tricks.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tricks this player led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tricks someone else led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <extracomment>A row of the prediction table: the rank predicted with its suit&apos;s symbol and letter, e.g. &quot;1st (✦ W)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All predictions</source>
        <extracomment>The last row of the prediction table: every prediction, by the rank got.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted %1: the prediction card was a %2.</source>
        <extracomment>A row&apos;s tooltip in the prediction table, e.g. &quot;Predicted 1st: the prediction card was a Wyvern.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got %1</source>
        <extracomment>A column of the prediction table: the rank the joust card got.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <extracomment>A column of the prediction table: the tricks in the row, and their share of all.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost</source>
        <extracomment>A column of the prediction table: the points the row&apos;s missed predictions lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each missed prediction, the points a prediction of the rank the joust card got would have scored (2 for 1st, 3 for 2nd, 3 for 3rd, 2 for 4th).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over-calling a rank: predicting it at least 1 trick in 20 more often than getting it; under-calling: at least 1 in 20 less often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: the rank predicted (the prediction card&apos;s suit). Columns: the rank the joust card got. Complete tricks of the counted games; under each count, its share of the row (in the Tricks column and the last row, its share of all the tricks).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::Record</name>
    <message>
        <source>Dummy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::RecordFile</name>
    <message>
        <source>%1: cannot write: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a pipe, not a file: a record is read from a file only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a device or a socket, not a file: a record is read from a file only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::RecordFormat</name>
    <message>
        <source>&quot;%1&quot; is already the name of seat %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game record must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not &quot;tornei-record&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is not supported (this app reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a seat (0 to 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy never deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (only keys beginning with &quot;x-&quot; may be added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required key is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly %1 entries, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null is not a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly 4 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one seat can be the dummy&apos;s (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game of %1 players has at most %1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a round object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a round has at most 7 tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every round but the last needs 7 complete tricks, this one has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy&apos;s layout has exactly 7 cards, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a 3-player game has a dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy turns up at most one prediction card per complete trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a trick object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing card in a finished trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dummy makes no prediction: this entry must be null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON document: %1 (at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a date and time with its UTC offset (RFC 3339), e.g. &quot;2026-11-21T19:30:00+09:00&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large for a game record (%1 bytes; at most %2)</source>
        <extracomment>%1 and %2 are sizes in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>past a limit of game records: %1 (at byte %2)</source>
        <extracomment>%1 names the limit passed, %2 is a byte offset</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::RecordImport</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file&apos;s name, %2 why it was not imported.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n game(s).</source>
        <extracomment>How many game records were imported into the database.</extracomment>
        <translation>
            <numerusform>Imported %n game.</numerusform>
            <numerusform>Imported %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not imported (%n file(s)):</source>
        <extracomment>Followed by one line per refused file: its name and why.</extracomment>
        <translation>
            <numerusform>Not imported (%n file):</numerusform>
            <numerusform>Not imported (%n files):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::Replay</name>
    <message>
        <source>on the dummy&apos;s board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned up from the dummy&apos;s prediction pile after trick %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played by the dummy in trick %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played by %1 in trick %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s prediction card in trick %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: every round has been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not the card to enter now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy must play %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already used: %2.</source>
        <extracomment>%1 is a card such as F7; %2 says where it is, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy leads %1: the top card of its strongest suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy plays %1: it has %2, the led suit, so it plays that pile&apos;s top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy plays %1: it has no %2, so the top card of its strongest suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears more than once in round %2: %3, and again %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2 in trick %3 although %4 was led, yet showed %5 in trick %6: they held %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its rule gives %1: it leads, so the top card of its strongest suit.</source>
        <extracomment>Why the dummy should have played another card; %1 is a card such as &quot;Wyvern 9&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its rule gives %1: it has %2, the led suit, so that pile&apos;s top card.</source>
        <extracomment>%1 is a card such as &quot;Fleur-de-lis 5&quot;, %2 a suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its rule gives %1: it has no %2, so the top card of its strongest suit.</source>
        <extracomment>%1 is a card such as &quot;Wyvern 9&quot;, %2 the led suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In trick %1 the dummy played %2 instead of %3. %4</source>
        <extracomment>%1 is a trick number, %2 the card recorded for the dummy, %3 the card its rule gives, %4 why.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <extracomment>%1 is a round number, %2 a violation in full, which names its trick.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::Reports</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1/7 tricks)</source>
        <extracomment>Follows a round number in the score table, e.g. &quot;4 (2/7 tricks)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 tricks won; correct predictions %3 1st, %4 2nd, %5 3rd, %6 4th; %7 zero-trick bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* includes the zero-trick bonus (3 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game not finished. Leading: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No violations: every entered card is consistent with the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s) found:</source>
        <translation>
            <numerusform>%n violation found:</numerusform>
            <numerusform>%n violations found:</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1, trick %2: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ReviewPage</name>
    <message>
        <source>Nothing entered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2 · Trick %3 of %4</source>
        <extracomment>Where the review stands: round and trick of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <extracomment>%1 is a seat, %2 a suit name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the trick with %2.</source>
        <extracomment>%1 is a seat, %2 its card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player and the rank their prediction card named, e.g. &quot;Aki (2nd)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Correct: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Incorrect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This trick was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of this round&apos;s tricks was entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>« First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next trick ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left arrow or Page Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right arrow or Page Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 (dealer %2)</source>
        <extracomment>An entry of the round list: round number and its dealer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: %1 (%2)</source>
        <extracomment>%1 lists the players, %2 says whether the game is finished.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> </source>
        <comment>sentence separator</comment>
        <extracomment>Between the sentences about a trick (in Japanese a zero-width space: no gap, yet a place to wrap).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save score sheet as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <extracomment>A violation said under the trick it concerns; %1 gives it and its proof.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— disputed: the club&apos;s director chooses between two revisions</source>
        <extracomment>After a game&apos;s title: the club&apos;s server holds two revisions of it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the finished game at the table at this trick: press Edit round, or Ctrl+E, to correct a card. The scores are worked out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (called %2, got %3)</source>
        <extracomment>A player, the rank their prediction card named and the rank their joust card got, e.g. &quot;Aki (called 3rd, got 1st)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue this game at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ 1st (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ 2nd (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ 3rd (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ 4th (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-trick bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy never scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is saved as finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card count: %1 in the players&apos; hands + %2 on the dummy&apos;s board + %3 of 7 turned up from the dummy&apos;s prediction pile = %4 of 56.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card count: %1 in the players&apos; hands = %2 of 56.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ All 56 cards are accounted for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accounted for (%1): %2 — these lie in the dummy&apos;s prediction pile that was not turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accounted for (%1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Cards entered more than once: %1. See Violations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::SafeFile</name>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <extracomment>%1 is the path of a folder given where a file was expected</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, a pipe or a socket): choose another file.</source>
        <extracomment>%1 is a path that names a device, a pipe or a socket</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file on the disk is not what was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <extracomment>%1 and %2 are numbers of bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only: choose another file, or make it writable first.</source>
        <extracomment>%1 is an existing file that cannot be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file of that name already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link another user made in a shared folder: choose another file.</source>
        <extracomment>%1 is a symbolic link in a folder such as /tmp, made by another user</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ScoreSheetModel</name>
    <message>
        <source>★ %1</source>
        <extracomment>A final total of a winning player, e.g. &quot;★ 31&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in round %2: %3 tricks won, %4 correct predictions (1st %5, 2nd %6, 3rd %7, 4th %8)%9, %10 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, zero-trick bonus 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1
dealer %2</source>
        <extracomment>Score sheet row: round number and its dealer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points, then ● tricks won, ✓ correct predictions and +3 for the no-trick bonus. Point at a cell for the details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
●%2 ✓%3</source>
        <extracomment>Score sheet cell: %1 points; %2 tricks won (●), %3 correct predictions (✓). Keep it this short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3</source>
        <extracomment>Score sheet cell: the no-trick bonus, on a line of its own. Keep it this short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ScoreSheetPrinter</name>
    <message>
        <source>Tornei Companion · page %1</source>
        <extracomment>The footer of every printed page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not finished: %1 of %2 rounds complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <extracomment>%1 lists the players who share the win.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3 points%4</source>
        <extracomment>A line of the printed standings: place, name, total.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score sheet could not be printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the score sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score-sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played %1, %2</source>
        <extracomment>The date line of a printed score sheet: %1 the date, %2 the time.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points, then ● tricks won and ✓ correct predictions; +3 is the zero-trick bonus (no trick won in a complete round). A round in italics is not complete. ★ marks the winner&apos;s total.</source>
        <extracomment>The legend under a printed score sheet; the marks are those of its cells.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::SeasonBar</name>
    <message>
        <source>&amp;Season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure, the rating and the charts count only the games played in the season, as if there were no others: a rating starts afresh at the season&apos;s first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From</source>
        <extracomment>The first day of a custom season</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <extracomment>The last day of a custom season</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::SeatingPrinter</name>
    <message>
        <source>Table %1</source>
        <extracomment>The head of a table on the printed seating, e.g. &quot;Table 12&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dummy)</source>
        <extracomment>In a seat of the printed seating: the dummy sits there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <extracomment>The printed seating&apos;s title: %1 is the club event, %2 the round&apos;s number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ deals first</source>
        <extracomment>Under the printed seating&apos;s title: what the mark before a name means.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Under the printed seating: %1 lists the players who sit this round out.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seating could not be printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round %2 seating</source>
        <extracomment>The file name offered for a saved seating; %1 is the club event, %2 the round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the seating as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the night: %1</source>
        <extracomment>Beside the standings (and under the printed seating): %1 is the address of the club night&apos;s web page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::SeatingView</name>
    <message>
        <source>clockwise ↻
play passes to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 · first dealer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System (%1)</source>
        <extracomment>The language choice that follows the computer&apos;s settings; %1 is the language that gives now, in its own name (&quot;English&quot;, &quot;日本語&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change applies at once to every window. Dates and numbers follow the chosen language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql://table3@club.example/club</source>
        <extracomment>An example of a server&apos;s address; keep the form, translate nothing but &quot;table3&quot; and &quot;club&quot; if useful.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a server, the games stay on this computer only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games are sent to the club&apos;s server and every table&apos;s come back, in the background. The password comes from ~/.pgpass or PGPASSWORD, never from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Games to be ranked in a season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the league table, players with fewer games in the season follow the ranked ones, without a rank.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ShareDialog</name>
    <message>
        <source>&amp;Stop sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not shared: %1</source>
        <extracomment>%1 is the reason, as the system or the page&apos;s program gave it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the code or type the address on a phone on the same network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) following the game.</source>
        <extracomment>%n is how many phones (or other browsers) have the page open</extracomment>
        <translation>
            <numerusform>%n phone following the game.</numerusform>
            <numerusform>%n phones following the game.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the game on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phones on the same network as this computer can follow the table&apos;s score sheet as the cards are entered: nothing to install, and nothing on the page changes the game. Sharing stops when you stop it or close the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::StandingsDocument</name>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional standings, as of %1</source>
        <extracomment>%1 is the time the standings were read, e.g. 21:04.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game gives a player the opponents at the table with a lower total, a tie counting half, divided by the opponents at that table. Ties on points are broken by the average round score.</source>
        <extracomment>Under the standings: how a player&apos;s points are counted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::StandingsModel</name>
    <message>
        <source>Rank</source>
        <extracomment>The standings&apos; column of places: 1, 2, 2, 4...</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>The standings&apos; points: opponents finished above, a tie counting half, per table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total points</source>
        <extracomment>The game totals summed over the event.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game gives (opponents with a lower total + half of those with the same) divided by the opponents at the table, so tables of three and four weigh the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>The player&apos;s rating (μ − 3σ) over all the club&apos;s games.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s rating over all the club&apos;s games (μ − 3σ), as the club&apos;s statistics give it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round avg.</source>
        <extracomment>Short header of the average round score in the standings window.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>Short header of the game totals summed over the event in the standings window.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>short</comment>
        <extracomment>Short header of the player&apos;s rating in the standings window.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::StandingsWindow</name>
    <message>
        <source>No club server is set: choose one in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club server cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings cannot be read now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club event chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club event standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Club event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a projector: the standings fill the screen (F11; Esc to leave).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;web page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 standings</source>
        <extracomment>The file name offered for saved standings; %1 is the event&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the standings as a web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the standings as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the night: %1</source>
        <extracomment>Beside the standings (and under the printed seating): %1 is the address of the club night&apos;s web page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::StartPage</name>
    <message>
        <source>%1 — round %2 — %3</source>
        <extracomment>An unfinished game: players, the round in play or to be played next, when the game was played.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ &amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ &amp;Continue the selected game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games (double-click to review):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every stored game: search, filter, review, export, exclude or delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s figures, head-to-head records and charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished games (the %1 newest of %2; History lists them all):</source>
        <extracomment>%1 games are listed of %2 unfinished games in all.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornei Companion keeps the score of Tornei games played with real cards: enter each card as it is played, and it checks the rules and scores every trick and round. To begin, start a new game, or import the game records you already have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (tornei-record .json files) from another computer or from tornei-cli.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app speaks %1, as this computer is set. Another language can be chosen in Settings (below).</source>
        <extracomment>%1 is the language&apos;s own name (&quot;English&quot;, &quot;日本語&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app speaks %1. Another language can be chosen in Settings (below).</source>
        <extracomment>%1 is the language&apos;s own name (&quot;English&quot;, &quot;日本語&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;istory…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::TablePage</name>
    <message>
        <source>&quot;%1&quot; is not a card: type a suit letter (W, F, S or C) and a number from 1 to 14, e.g. w12.</source>
        <extracomment>%1 is what was typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals: enter the dummy&apos;s face-up card %2 of 7, in the order dealt</source>
        <extracomment>%1 is the dealer&apos;s name; %2 counts 1 to 7.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy: enter the prediction card turned up after trick %1 (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: turn up your prediction card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy plays its card now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lead with your joust card — you are the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: play your joust card — %2 was led: follow it if you can</source>
        <extracomment>%1 player, %2 suit name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2 · Dealer %3 · Dummy&apos;s board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2 · Dealer %3 · Trick %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy plays %1 — press Retry or any card to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↶ Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↷ Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Ctrl+Z)</source>
        <extracomment>Tooltip: what undo will take back, and its key.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy&apos;s turned-up card after trick %1 (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing round %1, trick %2 · now: %3</source>
        <extracomment>Header while an earlier trick is shown: %1 round, %2 trick, %3 where the game is now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous trick (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next trick (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the current trick (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round summary (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap with the card %1</source>
        <extracomment>Tooltip of a card in the picker; %1 says where it lies, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap with another card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then click the card on the table that belongs where this one is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop what is not saved yet, and go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Round %1: %2</source>
        <extracomment>The round&apos;s violations named under the table, e.g. &quot;⚠ Round 1: Revoke by Ben in trick 2 (F9)&quot;; %2 lists them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping %1: click or pick the card it trades places with</source>
        <extracomment>%1 is a card, e.g. &quot;W5&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correcting the card %1: pick the new card</source>
        <extracomment>%1 says which card, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel swap (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel correction (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy has no card in the trick shown: show the trick where it played (Page Up, Page Down), then press Ctrl+M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1, dummy&apos;s card: pick the card really played, or its rule&apos;s %2</source>
        <extracomment>%1 is a trick number, %2 the card the dummy&apos;s rule gives; picking it takes the misplay back.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1, dummy&apos;s card: pick the card really played (a dummy misplay)</source>
        <extracomment>%1 is a trick number; the card picked is kept as a dummy misplay.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The dummy played %1 instead of %2 — recorded as a dummy misplay. %3</source>
        <extracomment>%1 is the card the dummy played, %2 the card its rule gives, %3 the rule&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then click the card to correct, or press Ctrl+E and its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of the trick shown has been entered yet: show the trick with the card to correct (Page Up, Page Down), then press Ctrl+E.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1  %2 — %3</source>
        <extracomment>An entry of the Ctrl+E menu: %1 its key, %2 the card, %3 where it lies, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap with which card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct which card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy&apos;s board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of four players has no dummy: Ctrl+M corrects the dummy&apos;s card in a game of three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of trick %1 has been entered yet</source>
        <extracomment>In the Ctrl+E menu, when only the dummy&apos;s board has cards to correct.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correcting %1: pick the new card</source>
        <extracomment>%1 names the card, e.g. &quot;Ben&apos;s prediction card in trick 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::TableShare</name>
    <message>
        <source>The program that serves the page, %1, is missing.</source>
        <extracomment>%1 is the path of the program that was looked for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page stopped unexpectedly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::TrickView</name>
    <message>
        <source>✓ +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Seat status: tricks won and correct predictions this round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks %1 · ✓ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy&apos;s board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top card first, underlined</source>
        <extracomment>Under the title of the dummy&apos;s board: how its piles are shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction pile: none turned up yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction pile turned up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◆ leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ wins, leads next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ViolationList</name>
    <message>
        <source>⚠ Violations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Violations (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke by %1 in trick %2 (%3)</source>
        <extracomment>%1 is a player, %2 a trick number, %3 the off-suit card, e.g. &quot;Revoke by Ben in trick 2 (F9)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy misplay in trick %1 (%2, not %3)</source>
        <extracomment>%1 is a trick number, %2 the dummy&apos;s recorded card, %3 the card its rule gives.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entered twice</source>
        <extracomment>%1 is a card entered twice in one round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::XlsxExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sheet holds at most %L1 rows: export fewer games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tornei::ZipWriter</name>
    <message>
        <source>the workbook would be larger than 4 GB, more than a zip file holds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
