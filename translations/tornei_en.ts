<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>Scores and checks Tornei game records (tornei-record version 1).</source>
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
        <source>Exit status: 0 readable and legal, 1 violations found (check), 2 unreadable input.</source>
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
        <source>score or check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game record (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a command: score or check. See --help.</source>
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
</context>
<context>
    <name>tornei::JsonParser</name>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
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
    <name>tornei::MainWindow</name>
    <message>
        <source>Tornei Companion</source>
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
    <name>tornei::RecordFormat</name>
    <message>
        <source>a player&apos;s name must not be blank</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>In trick %1 the dummy must play %2, not %3.</source>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>round %1, trick %2: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
