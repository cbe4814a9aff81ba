<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>main</name>
    <message>
        <source>Table companion for the card game Tornei.</source>
        <translation>カードゲーム「トウルネイ」のテーブル用コンパニオン。</translation>
    </message>
    <message>
        <source>Use the database at PATH.</source>
        <translation>PATH にあるデータベースを使用します。</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>Sync with the club&apos;s server SERVER (a PostgreSQL connection string) instead of the one in Settings.</source>
        <translation>設定のサーバーの代わりに、クラブのサーバー SERVER（PostgreSQL の接続文字列）と同期します。</translation>
    </message>
    <message>
        <source>SERVER</source>
        <translation>SERVER</translation>
    </message>
</context>
<context>
    <name>tornei::AboutDialog</name>
    <message>
        <source>About Tornei Companion</source>
        <translation>トウルネイ・コンパニオンについて</translation>
    </message>
    <message>
        <source>none open</source>
        <translation>開いていません</translation>
    </message>
    <message>
        <source>Tornei Companion</source>
        <translation>トウルネイ・コンパニオン</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>A table companion for the card game Tornei: enter each trick, and the rules, the dummy and the score are taken care of.</source>
        <translation>カードゲーム「トウルネイ」のテーブル用コンパニオンです。トリックを入力するだけで、ルールの確認、NPCのプレイ、得点計算はアプリが引き受けます。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>GNU 一般公衆利用許諾書（GPL）バージョン3以降のもとで配布されるフリーソフトウェアです。無保証です。</translation>
    </message>
    <message>
        <source>Built with Qt %1 (running on Qt %2).</source>
        <translation>Qt %1 でビルド（Qt %2 で実行中）。</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>データベース：%1</translation>
    </message>
</context>
<context>
    <name>tornei::Card</name>
    <message>
        <source>Wyvern</source>
        <translation>ワイバーン</translation>
    </message>
    <message>
        <source>Fleur-de-lis</source>
        <translation>フルール・ド・リス</translation>
    </message>
    <message>
        <source>Shamrock</source>
        <translation>シャムロック</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>クロス</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: suit name and number, e.g. &quot;Shamrock 9&quot;.</extracomment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
</context>
<context>
    <name>tornei::CardPicker</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a card such as &quot;Shamrock 9&quot;; %2 says where it went, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>w12</source>
        <translation>w12</translation>
    </message>
    <message>
        <source>%1…</source>
        <extracomment>The card being typed, still waiting for its number (or for 0-4 after a 1): e.g. &quot;S1…&quot;.</extracomment>
        <translation>%1…</translation>
    </message>
    <message>
        <source>&amp;Type a card, e.g. w12 (s1 then Space):</source>
        <extracomment>Label of the box where a card can be typed, e.g. w12 then Enter.</extracomment>
        <translation>カードを入力(&amp;T)：例 w12（s1 はスペースで確定）：</translation>
    </message>
</context>
<context>
    <name>tornei::ChartExport</name>
    <message>
        <source>Tornei Companion chart</source>
        <translation>Tornei Companion のグラフ</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 図形 (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>グラフを保存</translation>
    </message>
    <message>
        <source>The chart could not be saved to %1: %2</source>
        <translation>グラフを %1 に保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>tornei::ChartView</name>
    <message>
        <source>Save chart…</source>
        <translation>グラフを保存…</translation>
    </message>
</context>
<context>
    <name>tornei::Charts</name>
    <message>
        <source>Score by round</source>
        <translation>ラウンドごとの得点</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>累計得点</translation>
    </message>
    <message>
        <source>%1: game scores over time</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>%1：ゲームごとの得点の推移</translation>
    </message>
    <message>
        <source>Game score</source>
        <translation>ゲームの得点</translation>
    </message>
    <message numerus="yes">
        <source>Average of the last %n game(s)</source>
        <extracomment>The legend of the moving-average line.</extracomment>
        <translation>
            <numerusform>直近%nゲームの平均</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Correct predictions by predicted rank</source>
        <translation>予想した順位ごとの的中率</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A bar group: a rank and the suit of the prediction card that names it, e.g. &quot;1st (✦W)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Predicted rank</source>
        <translation>予想した順位</translation>
    </message>
    <message>
        <source>Correct (%)</source>
        <translation>的中率（%）</translation>
    </message>
    <message>
        <source>Tricks won per round</source>
        <translation>ラウンドごとの獲得トリック数</translation>
    </message>
    <message>
        <source>Tricks won in the round</source>
        <translation>ラウンドで獲得したトリック数</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>A shared win is split evenly among its winners.</source>
        <translation>同点の勝利は勝者の人数で等分しています。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 correct (%4%)</source>
        <extracomment>Tooltip of a bar: player, correct and made predictions of one rank, and the rate in percent.</extracomment>
        <translation>%1：%3回中%2回的中（%4%）</translation>
    </message>
    <message>
        <source>Correct (%), axis from %1%</source>
        <extracomment>The y axis of the prediction chart when it starts above 0, e.g. &quot;Correct (%), axis from 40%&quot;.</extracomment>
        <translation>的中率（%、軸は%1%から）</translation>
    </message>
    <message numerus="yes">
        <source>Win share in the %Ln game(s) played only among these players</source>
        <extracomment>Title of the win-share chart: the number of games it covers.</extracomment>
        <translation>
            <numerusform>これらのプレイヤーだけで遊んだ %Ln ゲームでの勝利の割合</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln win(s)</source>
        <extracomment>The legend of the win-share chart: a player&apos;s name and games won.</extracomment>
        <translation>
            <numerusform>%1：%Ln勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln shared)</source>
        <extracomment>Appended to the legend: how many of those wins were shared.</extracomment>
        <translation>
            <numerusform>（うち同点 %Ln）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: rating over time</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>%1：レーティングの推移</translation>
    </message>
    <message>
        <source>Rating (μ − 3σ)</source>
        <extracomment>The legend of the rating line; μ and σ as in the help.</extracomment>
        <translation>レーティング（μ − 3σ）</translation>
    </message>
    <message>
        <source>Skill estimate (μ)</source>
        <extracomment>The legend of the line of the rating&apos;s mean.</extracomment>
        <translation>推定した強さ（μ）</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message numerus="yes">
        <source>Game scores over time (lines: average of the last %n game(s))</source>
        <translation>
            <numerusform>ゲームごとの得点の推移（線は直近%nゲームの平均）</numerusform>
        </translation>
    </message>
    <message>
        <source>Games in the order played</source>
        <translation>ゲーム（プレイした順）</translation>
    </message>
    <message>
        <source>Rating (μ − 3σ) over time</source>
        <translation>レーティング（μ − 3σ）の推移</translation>
    </message>
</context>
<context>
    <name>tornei::Cli</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1：開けません：%2</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a language this tool speaks (en, ja)</source>
        <translation>--lang：「%1」はこのツールが対応している言語ではありません（en、ja）</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>コマンド：</translation>
    </message>
    <message>
        <source>print the score table of a game</source>
        <translation>ゲームの得点表を表示する</translation>
    </message>
    <message>
        <source>list every rule violation the entered cards prove</source>
        <translation>入力されたカードから確かなルール違反をすべて一覧にする</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>表の代わりに JSON を出力します。</translation>
    </message>
    <message>
        <source>Language of the output: en or ja (default: the system&apos;s).</source>
        <translation>出力の言語：en または ja（既定値：システムの言語）。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. See --help.</source>
        <translation>「%1」は不明なコマンドです。--help を参照してください。</translation>
    </message>
    <message>
        <source>%1 takes exactly one FILE. See --help.</source>
        <translation>%1 には FILE を1つだけ指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>%1: not imported; nothing was written.</source>
        <translation>%1：読み込みませんでした。何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>何も読み込みませんでした：%1</translation>
    </message>
    <message>
        <source>%1: imported as game %2</source>
        <translation>%1：ゲーム %2 として読み込みました</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file name, %2 why it was not attached
----------
%1 is a file name, %2 why it was not imported</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Game %1: the dummy&apos;s layout of the last round is only partly entered; that round is left out of the file.</source>
        <translation>ゲーム %1：最後のラウンドのNPCのボードが一部しか入力されていないため、そのラウンドはファイルに含めていません。</translation>
    </message>
    <message>
        <source>export takes --all DIR, or GAME_ID FILE. See --help.</source>
        <translation>export には --all DIR か GAME_ID FILE を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a game number. See games.</source>
        <translation>「%1」はゲーム番号ではありません。games を参照してください。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>ゲーム %1：%2</translation>
    </message>
    <message>
        <source>No games stored.</source>
        <translation>保存されたゲームはありません。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A player and their total in the list of games; %1 name, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message numerus="yes">
        <source>unfinished, %n round(s) complete</source>
        <translation>
            <numerusform>途中、%nラウンド終了</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1  %2  %3  (%4)</source>
        <extracomment>One line of the list of games: %1 number, %2 date and time, %3 players and totals, %4 finished or not</extracomment>
        <translation>#%1  %2  %3  （%4）</translation>
    </message>
    <message>
        <source>[not in statistics]</source>
        <translation>[統計に含めない]</translation>
    </message>
    <message>
        <source>Backed up %1 to %2</source>
        <translation>%1 を %2 にバックアップしました</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：ファイルがありません</translation>
    </message>
    <message>
        <source>Restored %1 from %2.</source>
        <translation>%2 から %1 を復元しました。</translation>
    </message>
    <message>
        <source>Restored %1 from %2; the replaced database is kept as %3.</source>
        <translation>%2 から %1 を復元しました。置き換えられたデータベースは %3 として残してあります。</translation>
    </message>
    <message>
        <source>Scores and checks Tornei game records (tornei-record version 1), and imports, exports and backs up the games stored by the app.</source>
        <translation>トウルネイのゲーム記録（tornei-record バージョン1）の得点を計算してルール違反を確認し、アプリに保存されたゲームの読み込み・書き出し・バックアップを行います。</translation>
    </message>
    <message>
        <source>store each record as a new game; a file with any error is rejected whole and nothing is written; a game already stored (same SHA-256 of its canonical record) is refused</source>
        <translation>各記録を新しいゲームとして保存する。エラーが1つでもあるファイルは丸ごと拒否し、何も書き込まない。既に保存されているゲーム（正規化した記録の SHA-256 が同じもの）は受け付けない</translation>
    </message>
    <message>
        <source>write stored games as tornei-record version 1 files</source>
        <translation>保存されたゲームを tornei-record バージョン1のファイルに書き出す</translation>
    </message>
    <message>
        <source>list the stored games: date, players, totals, winners (*)</source>
        <translation>保存されたゲームを一覧にする：日付、プレイヤー、合計点、勝者（*）</translation>
    </message>
    <message>
        <source>write a consistent copy of the database to DEST</source>
        <translation>データベースの整合したコピーを DEST に書き出す</translation>
    </message>
    <message>
        <source>put a backup in place of the database; the replaced file is kept as NAME.replaced-TIMESTAMP</source>
        <translation>バックアップでデータベースを置き換える。置き換えられたファイルは NAME.replaced-TIMESTAMP として残す</translation>
    </message>
    <message>
        <source>Exit status: 0 readable and legal (or done), 1 violations found (check) or a refused or failed operation, 2 usage errors or unreadable input.</source>
        <translation>終了ステータス：0 読み込めてルール違反なし（または完了）、1 違反あり（check）または拒否・失敗した操作、2 使い方の誤りまたは読み込めない入力。</translation>
    </message>
    <message>
        <source>The game database (default: %1).</source>
        <translation>ゲームのデータベース（既定値：%1）。</translation>
    </message>
    <message>
        <source>export: every stored game, into DIR.</source>
        <translation>export：保存されたすべてのゲームを DIR に書き出します。</translation>
    </message>
    <message>
        <source>a game record (JSON), or what the command takes</source>
        <translation>ゲーム記録（JSON）、またはコマンドが受け取る引数</translation>
    </message>
    <message>
        <source>import takes one or more FILEs. See --help.</source>
        <translation>import には FILE を1つ以上指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>games takes no argument. See --help.</source>
        <translation>games は引数を取りません。--help を参照してください。</translation>
    </message>
    <message>
        <source>backup takes exactly one DEST. See --help.</source>
        <translation>backup には DEST を1つだけ指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>restore takes exactly one SRC. See --help.</source>
        <translation>restore には SRC を1つだけ指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>No finished games in the statistics yet.</source>
        <translation>統計に含まれる終了したゲームはまだありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s)</source>
        <extracomment>Statistics of one player: %1 name, then the number of counted games</extracomment>
        <translation>
            <numerusform>%1：%nゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n win(s) (%1 shared)</source>
        <extracomment>Wins of a player, %1 of them shared</extracomment>
        <translation>
            <numerusform>、%n勝（うち同点首位 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>average per game %1, per round %2</source>
        <extracomment>%1 average total of a game, %2 average score of a round</extracomment>
        <translation>平均得点：1ゲーム %1、1ラウンド %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>Predictions of one rank: %1 rank, %2 correct, %3 made</extracomment>
        <translation>%1位：%3回中%2回的中</translation>
    </message>
    <message>
        <source>correct predictions by rank: %1</source>
        <extracomment>Separator between the figures of the ranks</extracomment>
        <translation>順位別の予想の的中：%1</translation>
    </message>
    <message>
        <source>rounds with 0 to 7 tricks won: %1</source>
        <translation>獲得トリック数0～7のラウンド数：%1</translation>
    </message>
    <message numerus="yes">
        <source>against %1: %n game(s), above %2, below %3, equal %4</source>
        <extracomment>Head to head: %1 opponent, then the games both played and how often the total was above, below, equal</extracomment>
        <translation>
            <numerusform>対 %1：%nゲーム、上回った %2、下回った %3、同点 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no player named &quot;%1&quot;.</source>
        <translation>「%1」という名前のプレイヤーはいません。</translation>
    </message>
    <message>
        <source>write the rounds of the given games (all when none) as CSV for spreadsheets</source>
        <translation>指定したゲーム（指定がなければすべて）のラウンドを表計算ソフト用の CSV に書き出す</translation>
    </message>
    <message>
        <source>print the players&apos; statistics (finished games not left out of them)</source>
        <translation>プレイヤーの統計を表示する（統計に含める終了したゲームが対象）</translation>
    </message>
    <message>
        <source>export: the rounds as CSV, into FILE.</source>
        <translation>export：ラウンドを CSV として FILE に書き出します。</translation>
    </message>
    <message>
        <source>stats: only this saved player.</source>
        <translation>stats：この保存済みプレイヤーだけを表示します。</translation>
    </message>
    <message>
        <source>stats takes no argument. See --help.</source>
        <translation>stats は引数を取りません。--help を参照してください。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Not exported: game %1.</source>
        <extracomment>%1 lists game numbers</extracomment>
        <translation>書き出さなかったゲーム：%1。</translation>
    </message>
    <message>
        <source>the same rows as an Excel workbook: numbers as numbers, dates as dates (local time)</source>
        <translation>同じ行を Excel ブックに書き出す。数値は数値のまま、日付は日付（ローカル時刻）として保存する</translation>
    </message>
    <message>
        <source>export: the rounds as an Excel workbook (.xlsx), into FILE.</source>
        <translation>export：ラウンドを Excel ブック（.xlsx）として FILE に書き出します。</translation>
    </message>
    <message>
        <source>export takes one of --all DIR, --csv FILE or --xlsx FILE. See --help.</source>
        <translation>export には --all DIR、--csv FILE、--xlsx FILE のいずれか1つを指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>&quot;tornei-cli COMMAND --help&quot; describes a command and its options.</source>
        <extracomment>COMMAND stands for one of the commands listed above it; keep the word as it is</extracomment>
        <translation>「tornei-cli COMMAND --help」で各コマンドとそのオプションの説明が表示されます。</translation>
    </message>
    <message>
        <source>a game record (JSON)</source>
        <translation>ゲーム記録（JSON）</translation>
    </message>
    <message>
        <source>game records (JSON)</source>
        <translation>ゲーム記録（JSON、複数可）</translation>
    </message>
    <message>
        <source>GAME_ID FILE: one game into FILE; with --csv or --xlsx, the games to write (all when none)</source>
        <translation>GAME_ID FILE：1ゲームを FILE に書き出します。--csv か --xlsx のときは書き出すゲーム（指定がなければすべて）</translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation>書き出すファイル</translation>
    </message>
    <message>
        <source>the backup to put in place</source>
        <translation>元に戻すバックアップ</translation>
    </message>
    <message>
        <source>set up a club&apos;s PostgreSQL server: `init` makes its tables and roles, or brings them up to date</source>
        <translation>クラブの PostgreSQL サーバーを準備します：`init` でテーブルとロールを作成、または最新の版に更新します</translation>
    </message>
    <message>
        <source>a PostgreSQL connection string or URI, e.g. postgresql://admin@host/club (the password comes from ~/.pgpass or PGPASSWORD)</source>
        <translation>PostgreSQL の接続文字列または URI（例：postgresql://admin@host/club。パスワードは ~/.pgpass か PGPASSWORD から読まれます）</translation>
    </message>
    <message>
        <source>Made the club&apos;s tables (version %1) on %2.</source>
        <extracomment>%1 is the schema&apos;s version, %2 names the server.</extracomment>
        <translation>%2 にクラブのテーブル（版 %1）を作成しました。</translation>
    </message>
    <message>
        <source>Brought the club&apos;s tables from version %1 to %2 on %3.</source>
        <extracomment>%1 and %2 are schema versions, %3 names the server.</extracomment>
        <translation>%3 のクラブのテーブルを版 %1 から版 %2 に更新しました。</translation>
    </message>
    <message>
        <source>The club&apos;s tables are up to date (version %1) on %2.</source>
        <extracomment>%1 is the schema&apos;s version, %2 names the server.</extracomment>
        <translation>%2 のクラブのテーブルは最新です（版 %1）。</translation>
    </message>
    <message>
        <source>games and stats: report from the club&apos;s PostgreSQL server (a connection string or URI) instead of the database.</source>
        <translation>games と stats：データベースの代わりに、クラブの PostgreSQL サーバー（接続文字列または URI）から集計します。</translation>
    </message>
    <message>
        <source>Report from the club&apos;s PostgreSQL server instead of the database: a connection string or URI, as for club init.</source>
        <translation>データベースの代わりにクラブの PostgreSQL サーバーから集計します：club init と同じく接続文字列または URI で指定します。</translation>
    </message>
    <message>
        <source>--server and --db cannot be given together. See --help.</source>
        <translation>--server と --db は同時に指定できません。--help を参照してください。</translation>
    </message>
    <message>
        <source>send the games and players a club&apos;s server lacks, and bring down what it has</source>
        <translation>クラブのサーバーにないゲームとプレイヤーを送り、サーバーにあるものを受け取ります</translation>
    </message>
    <message>
        <source>a PostgreSQL connection string or URI, e.g. postgresql://table3@host/club (the password comes from ~/.pgpass or PGPASSWORD)</source>
        <translation>PostgreSQL の接続文字列または URI（例：postgresql://table3@host/club。パスワードは ~/.pgpass か PGPASSWORD から読まれます）</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>テキストの代わりに JSON を出力します。</translation>
    </message>
    <message>
        <source>sync takes one SERVER. See --help.</source>
        <translation>sync には SERVER を 1 つ指定してください。--help を参照してください。</translation>
    </message>
    <message>
        <source>The database is open read-only (%1): it cannot be synced.</source>
        <translation>データベースは読み取り専用で開かれています（%1）。同期できません。</translation>
    </message>
    <message>
        <source>Synced with %1.</source>
        <extracomment>%1 names the server</extracomment>
        <translation>%1 と同期しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n 件は送信済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s).</source>
        <translation>
            <numerusform>新しいプレイヤー %n 人。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Received: %n new game(s)</source>
        <translation>
            <numerusform>受信：新しいゲーム %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revised</source>
        <translation>
            <numerusform>修正 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n voided by the director.</source>
        <translation>
            <numerusform>ディレクターによる無効 %n 件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) changed here were changed on the server too: both are kept for the director.</source>
        <translation>
            <numerusform>ここで変更したゲーム %n 件はサーバーでも変更されていました。ディレクターのために両方を保存しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) disputed, waiting for the director.</source>
        <translation>
            <numerusform>%n 件のゲームに異議があり、ディレクターの判断を待っています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) changed during the sync wait for the next one.</source>
        <translation>
            <numerusform>同期中に変更されたゲーム %n 件は次回の同期で送ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rename(s) or merge(s) of players made here are the club&apos;s now.</source>
        <translation>
            <numerusform>ここで行ったプレイヤーの名前の変更・統合 %n 件がクラブに反映されました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rename(s) or merge(s) of players made here wait for the director on the server.</source>
        <translation>
            <numerusform>ここで行ったプレイヤーの名前の変更・統合 %n 件は、サーバーでディレクターの承認を待っています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted here are voided on the server now.</source>
        <translation>
            <numerusform>ここで削除した %n ゲームは、サーバーでも無効になりました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted here wait for the director to remove them on the server.</source>
        <translation>
            <numerusform>ここで削除した %n ゲームは、サーバーから削除するかどうかディレクターの判断を待っています。</numerusform>
        </translation>
    </message>
    <message>
        <source>club events on the club&apos;s server: create, standings, close, reopen, void, seat</source>
        <translation>クラブのサーバー上の例会：create、standings、close、reopen、void、seat</translation>
    </message>
    <message>
        <source>With --event: send the game to the club&apos;s PostgreSQL server (a connection string or URI) instead of the database.</source>
        <translation>--event とともに：ゲームをデータベースの代わりにクラブの PostgreSQL サーバー（接続文字列または URI）へ送ります。</translation>
    </message>
    <message>
        <source>Attach the game to a table of this club event; its seats must be that table&apos;s players in that table&apos;s seats.</source>
        <translation>ゲームをこの例会の卓に割り当てます。ゲームの席は、その卓のプレイヤーがその卓の席順で座っている必要があります。</translation>
    </message>
    <message>
        <source>With --event: the round.</source>
        <translation>--event とともに：回戦。</translation>
    </message>
    <message>
        <source>With --event: the table.</source>
        <translation>--event とともに：卓。</translation>
    </message>
    <message>
        <source>import --event takes --server, --round, --table and one FILE. See --help.</source>
        <translation>import --event には --server、--round、--table と FILE を1つ指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>%1: sent as game #%2, at table %3 of round %4 of event %5</source>
        <extracomment>%1 file, %2 the game&apos;s number on the server, %3 table, %4 round, %5 event</extracomment>
        <translation>%1：ゲーム #%2 として送信しました（例会 %5、第%4回戦、%3卓）</translation>
    </message>
    <message>
        <source>The club&apos;s PostgreSQL server: a connection string or URI, as for club init.</source>
        <translation>クラブの PostgreSQL サーバー：club init と同じく接続文字列または URI。</translation>
    </message>
    <message>
        <source>%1 needs the club&apos;s server: --server SERVER. See --help.</source>
        <extracomment>%1 is the command, e.g. &quot;event create&quot;</extracomment>
        <translation>%1 にはクラブのサーバーが必要です：--server SERVER。--help を参照してください。</translation>
    </message>
    <message>
        <source>event takes an action: %1. See --help.</source>
        <extracomment>%1 lists the actions, e.g. &quot;create, standings, close&quot;</extracomment>
        <translation>event には操作を指定します：%1。--help を参照してください。</translation>
    </message>
    <message>
        <source>Actions (&quot;event ACTION --help&quot; describes each):</source>
        <translation>操作（それぞれの説明は「event ACTION --help」）：</translation>
    </message>
    <message>
        <source>a director makes a club event: its players in order and its number of rounds; names the club does not know become its players</source>
        <translation>ディレクターが例会を作成します：プレイヤーの順と回戦数。クラブにない名前はクラブのプレイヤーになります</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>例会の名前</translation>
    </message>
    <message>
        <source>The players, in order, separated by commas.</source>
        <translation>プレイヤー（順に、カンマ区切り）。</translation>
    </message>
    <message>
        <source>How many rounds the event has.</source>
        <translation>例会の回戦数。</translation>
    </message>
    <message>
        <source>The event&apos;s date (default: today).</source>
        <translation>例会の日付（既定：今日）。</translation>
    </message>
    <message>
        <source>event create takes a NAME, --players and --rounds. See --help.</source>
        <translation>event create には NAME、--players、--rounds を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>--rounds takes a number from 1 to 99. See --help.</source>
        <translation>--rounds には 1 から 99 までの数を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>--date takes a date as YYYY-MM-DD. See --help.</source>
        <translation>--date には YYYY-MM-DD 形式の日付を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>An event needs at least 3 players. See --help.</source>
        <translation>例会には3人以上のプレイヤーが必要です。--help を参照してください。</translation>
    </message>
    <message numerus="yes">
        <source>Made event %1, &quot;%2&quot; on %3: %n round(s), players %4.</source>
        <extracomment>%1 the event&apos;s number, %2 its name, %3 its date, %n its rounds, %4 the players</extracomment>
        <translation>
            <numerusform>例会 %1「%2」（%3）を作成しました：%n回戦、プレイヤー %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>an event&apos;s standings: each finished game not voided gives a player (opponents with a lower total + half those with the same) / (players at the table - 1); ties of points go by the average round score</source>
        <translation>例会の順位表：無効でない終了済みのゲームごとに、（合計得点が自分より低い相手の数 + 同点の相手の数の半分）÷（卓の人数 − 1）のポイント。ポイントが同じときはラウンドの平均得点で順位を決めます</translation>
    </message>
    <message>
        <source>the event&apos;s number</source>
        <translation>例会の番号</translation>
    </message>
    <message>
        <source>%1 takes one EVENT (its number). See --help.</source>
        <extracomment>%1 is the command, e.g. &quot;event close&quot; or &quot;event standings&quot;</extracomment>
        <translation>%1 には EVENT（例会の番号）を1つ指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Avg round</source>
        <translation>ラウンド平均</translation>
    </message>
    <message>
        <source>Event %1, final standings:</source>
        <extracomment>%1 the event&apos;s number; the line above its standings</extracomment>
        <translation>例会 %1 の最終順位：</translation>
    </message>
    <message>
        <source>Event %1, standings so far:</source>
        <translation>例会 %1 の現在の順位：</translation>
    </message>
    <message>
        <source>a director lets a closed event go on: games may be attached and voided, rounds seated again</source>
        <translation>ディレクターが終了した例会を再開します：ゲームの割り当てと無効化、回戦の座席決めができるようになります</translation>
    </message>
    <message>
        <source>a director closes an event: its standings are final, and no game is attached or voided, no round seated, until it is reopened</source>
        <translation>ディレクターが例会を終了します：順位表は確定し、再開するまでゲームの割り当てや無効化、回戦の座席決めはできません</translation>
    </message>
    <message>
        <source>Why, for the event&apos;s audit.</source>
        <translation>理由（例会の記録に残ります）。</translation>
    </message>
    <message>
        <source>Event %1 is open again.</source>
        <translation>例会 %1 を再開しました。</translation>
    </message>
    <message>
        <source>Event %1 was open already.</source>
        <translation>例会 %1 はすでに開いています。</translation>
    </message>
    <message>
        <source>Event %1 is closed: its standings are final.</source>
        <translation>例会 %1 を終了しました：順位表は確定です。</translation>
    </message>
    <message>
        <source>Event %1 was closed already.</source>
        <translation>例会 %1 はすでに終了しています。</translation>
    </message>
    <message>
        <source>a director voids one of an event&apos;s games: it leaves the standings (and the club&apos;s statistics); the reason goes into the event&apos;s audit</source>
        <translation>ディレクターが例会のゲームを無効にします：順位表（とクラブの統計）から外れ、理由は例会の記録に残ります</translation>
    </message>
    <message>
        <source>The game: its number on the server (as games --server shows it) or its id.</source>
        <translation>ゲーム：サーバー上の番号（games --server の表示）または ID。</translation>
    </message>
    <message>
        <source>event void takes an EVENT, --game and --reason. See --help.</source>
        <translation>event void には EVENT、--game、--reason を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>Game %1 of event %2 is voided.</source>
        <extracomment>%1 the game as given, %2 the event&apos;s number</extracomment>
        <translation>例会 %2 のゲーム %1 を無効にしました。</translation>
    </message>
    <message>
        <source>Game %1 of event %2 was voided already.</source>
        <translation>例会 %2 のゲーム %1 はすでに無効です。</translation>
    </message>
    <message>
        <source>seat a round (a director, once the rounds before it are seated), or show how it is seated</source>
        <translation>回戦の座席を決めます（ディレクター。それより前の回戦が決まっていること）。決まっていれば表示します</translation>
    </message>
    <message>
        <source>The round.</source>
        <translation>回戦。</translation>
    </message>
    <message>
        <source>Seat only these of the event&apos;s players (someone left, or is not there yet); everyone when not given.</source>
        <translation>例会のプレイヤーのうち、この人たちだけの座席を決めます（帰った人やまだ来ていない人がいるとき）。指定しなければ全員です。</translation>
    </message>
    <message>
        <source>Seat a round that is seated already anew, while none of its games has begun.</source>
        <translation>座席の決まった回戦を、ゲームが始まる前に決め直します。</translation>
    </message>
    <message numerus="yes">
        <source>Event %1 has %n round(s).</source>
        <extracomment>%1 the event&apos;s number, %n its number of rounds</extracomment>
        <translation>
            <numerusform>例会 %1 は%n回戦です。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a player of event %2.</source>
        <extracomment>%1 a name, %2 the event&apos;s number</extracomment>
        <translation>%1 は例会 %2 のプレイヤーではありません。</translation>
    </message>
    <message>
        <source>Round %1 is not seated yet: seat the rounds in order.</source>
        <extracomment>%1 the round not seated yet</extracomment>
        <translation>第%1回戦の座席がまだ決まっていません：回戦の順に決めてください。</translation>
    </message>
    <message>
        <source>At least three players are needed to seat a table.</source>
        <translation>卓を作るには3人以上のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>event seat takes an EVENT and --round. See --help.</source>
        <translation>event seat には EVENT と --round を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>Round %1 of event %2:</source>
        <extracomment>%1 the round, %2 the event&apos;s number</extracomment>
        <translation>例会 %2 の第%1回戦：</translation>
    </message>
    <message>
        <source>(dummy)</source>
        <translation>（NPC）</translation>
    </message>
    <message>
        <source>Table %1: %2; first dealer %3</source>
        <extracomment>%1 the table&apos;s number, %2 its seats in order, %3 who deals first</extracomment>
        <translation>%1卓：%2、最初のディーラー %3</translation>
    </message>
    <message>
        <source>Sitting out: %1</source>
        <translation>休み：%1</translation>
    </message>
    <message>
        <source>print the league table: the players ranked by rating</source>
        <translation>順位表を出力します：レーティング順に並べたプレイヤー</translation>
    </message>
    <message>
        <source>stats: only games played on or after this date (YYYY-MM-DD, the date the record writes; every figure, the rating too, as over those games alone).</source>
        <translation>stats：この日以降に遊んだゲームだけ（YYYY-MM-DD、記録に書かれた日付。レーティングも含め、すべての数字をそのゲームだけで数えます）。</translation>
    </message>
    <message>
        <source>stats: only games played on or before this date (YYYY-MM-DD; games without a date of their own are in no range).</source>
        <translation>stats：この日以前に遊んだゲームだけ（YYYY-MM-DD。日付のないゲームはどの期間にも入りません）。</translation>
    </message>
    <message>
        <source>stats: the league table, every player ranked by rating (equal ratings share a rank).</source>
        <translation>stats：順位表。全プレイヤーをレーティング順に並べます（同じレーティングは同順位）。</translation>
    </message>
    <message>
        <source>stats --league: players with fewer games follow, unranked (default: the app&apos;s setting, else 1).</source>
        <translation>stats --league：これより少ないゲーム数のプレイヤーは順位なしで後に続きます（既定：アプリの設定、なければ 1）。</translation>
    </message>
    <message>
        <source>--%1 takes a date as YYYY-MM-DD, not &quot;%2&quot;. See --help.</source>
        <extracomment>%1 the option (--from or --to), %2 what was given</extracomment>
        <translation>--%1 には YYYY-MM-DD 形式の日付を指定します（「%2」ではありません）。--help を参照してください。</translation>
    </message>
    <message>
        <source>--from must not be after --to. See --help.</source>
        <translation>--from は --to より後にできません。--help を参照してください。</translation>
    </message>
    <message>
        <source>--league lists every player: it cannot be given with --player. See --help.</source>
        <translation>--league は全プレイヤーを並べるので、--player と一緒には指定できません。--help を参照してください。</translation>
    </message>
    <message>
        <source>--min-games goes only with --league. See --help.</source>
        <translation>--min-games は --league と一緒にだけ指定できます。--help を参照してください。</translation>
    </message>
    <message>
        <source>--min-games takes a whole number of games, 0 or more. See --help.</source>
        <translation>--min-games には 0 以上の整数のゲーム数を指定します。--help を参照してください。</translation>
    </message>
    <message numerus="yes">
        <source>Fewer than %n game(s), not ranked:</source>
        <extracomment>Heading of the players the league table does not rank</extracomment>
        <translation>
            <numerusform>ゲーム数が %n 未満、順位なし：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: rating %3, %n game(s), win rate %4%, average per game %5</source>
        <extracomment>One line of the league table: %1 the player&apos;s rank (&quot;&quot; when unranked), %2 name, %3 rating (μ − 3σ), then the counted games, %4 win rate in percent, %5 average total of a game</extracomment>
        <translation>
            <numerusform>%1 %2：レーティング %3、%n ゲーム、勝率 %4%、ゲームの平均得点 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>a director adds players who came late to an open event; the rounds not seated yet seat them</source>
        <translation>ディレクターが開催中の例会に遅れて来たプレイヤーを加えます。まだ座席を決めていない回戦から席に着きます</translation>
    </message>
    <message>
        <source>The players, separated by commas.</source>
        <translation>プレイヤー（カンマ区切り）。</translation>
    </message>
    <message>
        <source>event add takes one EVENT (its number) and --players. See --help.</source>
        <translation>event add には EVENT（例会の番号）1 つと --players を指定します。--help を参照してください。</translation>
    </message>
    <message>
        <source>Event %1&apos;s players are now %2.</source>
        <extracomment>%1 the event&apos;s number, %2 its players in order</extracomment>
        <translation>例会 %1 のプレイヤーは %2 になりました。</translation>
    </message>
    <message>
        <source>list the club&apos;s games with revisions waiting for a director</source>
        <translation>ディレクターの判断を待つ版があるクラブのゲームを一覧します</translation>
    </message>
    <message>
        <source>a director keeps one revision of a disputed game</source>
        <translation>ディレクターが競合しているゲームの版を一つ残します</translation>
    </message>
    <message>
        <source>--server goes only with games, stats, import --event, event, disputes and resolve. See --help.</source>
        <translation>--server は games、stats、import --event、event、disputes、resolve とだけ使えます。--help を参照してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n club event(s) copied here, new or changed on the server.</source>
        <translation>
            <numerusform>例会 %n 件をこの端末に写しました（サーバーで新しく作られたか変わったもの）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played here attached to their event&apos;s table.</source>
        <translation>
            <numerusform>この端末で遊んだゲーム %n 件を例会の卓に割り当てました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played here refused at their event&apos;s table: the app says why, and tries again once the director changes the event.</source>
        <translation>
            <numerusform>この端末で遊んだゲーム %n 件は例会の卓に割り当てを断られました：理由はアプリに表示され、ディレクターが例会を変えたらもう一度試します。</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1. the club&apos;s revision, sent by %2 at %3</source>
        <extracomment>%1 the revision&apos;s number, %2 the login that sent it, %3 when</extracomment>
        <translation>  %1. クラブの版（%2 が %3 に送信）</translation>
    </message>
    <message>
        <source>  %1. waiting, sent by %2 at %3</source>
        <translation>  %1. 判断待ち（%2 が %3 に送信）</translation>
    </message>
    <message>
        <source>     its record cannot be read</source>
        <translation>     記録を読めません</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), finished</source>
        <translation>
            <numerusform>カード %n 枚、終了</numerusform>
        </translation>
    </message>
    <message>
        <source>differs from the club&apos;s revision from card %1 (round %2)</source>
        <extracomment>%1 the card&apos;s place in entry order, %2 its round</extracomment>
        <translation>%1 枚目のカード（ラウンド %2）からクラブの版と異なります</translation>
    </message>
    <message>
        <source>the same cards as the club&apos;s revision (it differs in names, date or exclusion)</source>
        <translation>カードはクラブの版と同じです（名前、日付、または統計からの除外が異なります）</translation>
    </message>
    <message>
        <source>list the club&apos;s games with revisions waiting for a director, each revision numbered for resolve</source>
        <translation>ディレクターの判断を待つ版があるクラブのゲームを、resolve で使う版の番号付きで一覧します</translation>
    </message>
    <message>
        <source>disputes takes no arguments. See --help.</source>
        <translation>disputes に引数はありません。--help を参照してください。</translation>
    </message>
    <message>
        <source>No game is disputed.</source>
        <translation>競合しているゲームはありません。</translation>
    </message>
    <message>
        <source>Game #%1</source>
        <extracomment>%1 the game&apos;s number on the server</extracomment>
        <translation>ゲーム #%1</translation>
    </message>
    <message>
        <source>(event %1, round %2, table %3)</source>
        <extracomment>%1 the club event&apos;s number, %2 round, %3 table</extracomment>
        <translation>（例会 %1・第 %2 回戦・卓 %3）</translation>
    </message>
    <message>
        <source>a director keeps one revision of a disputed game; the others are set aside on the server, with the reason</source>
        <translation>ディレクターが競合しているゲームの版を一つ残します。ほかの版は理由とともにサーバーに保管されます</translation>
    </message>
    <message>
        <source>the game: its number on the server (as disputes shows it) or its id</source>
        <translation>ゲーム：サーバー上の番号（disputes の表示どおり）または ID</translation>
    </message>
    <message>
        <source>The revision to keep, numbered as disputes shows them (1: the club&apos;s).</source>
        <translation>残す版の番号（disputes の表示どおり。1 はクラブの版）。</translation>
    </message>
    <message>
        <source>Why, for the club&apos;s record of it.</source>
        <translation>理由（クラブの記録に残ります）。</translation>
    </message>
    <message>
        <source>resolve takes a GAME, --keep N and --reason. See --help.</source>
        <translation>resolve には GAME、--keep N、--reason が必要です。--help を参照してください。</translation>
    </message>
    <message numerus="yes">
        <source>Game #%1 keeps the club&apos;s revision; %n other(s) set aside.</source>
        <extracomment>%1 the game&apos;s number on the server, %2 the revision kept</extracomment>
        <translation>
            <numerusform>ゲーム #%1 はクラブの版を残しました。ほかの %n 件は保管されました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game #%1 takes revision %2; %n other(s) set aside.</source>
        <translation>
            <numerusform>ゲーム #%1 は版 %2 を採りました。ほかの %n 件は保管されました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>カード %n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) complete</source>
        <translation>
            <numerusform>%n ラウンド完了</numerusform>
        </translation>
    </message>
    <message>
        <source>score, check, import, export, games, stats, backup, restore, sync, club, event, disputes or resolve</source>
        <translation>score、check、import、export、games、stats、backup、restore、sync、club、event、disputes、resolve のいずれか</translation>
    </message>
    <message>
        <source>Name a command: score, check, import, export, games, stats, backup, restore, sync, club, event, disputes or resolve. See --help.</source>
        <translation>コマンドを指定してください：score、check、import、export、games、stats、backup、restore、sync、club、event、disputes、resolve。--help を参照してください。</translation>
    </message>
    <message>
        <source>Nothing was imported, not even the other files: %1 cannot be read as a record (see above), and one import stores all its files or none. Leave it out and import the others again.</source>
        <extracomment>%1 is the file that could not be read</extracomment>
        <translation>何も読み込みませんでした（ほかのファイルも含めて）：%1 は記録として読めません（上記参照）。1 回の読み込みはすべてのファイルを保存するか、何も保存しないかのどちらかです。このファイルを除いて、ほかのファイルをもう一度読み込んでください。</translation>
    </message>
    <message>
        <source>%1. The export stopped there: %2 of %3 games were written.</source>
        <translation>%1。書き出しはここで止まりました：%3 ゲーム中 %2 ゲームを書き出しました。</translation>
    </message>
    <message>
        <source>The database %1 was an empty file with no backups beside it; it is now a new, empty database.</source>
        <translation>データベース %1 はバックアップのない空のファイルだったため、新しい空のデータベースになりました。</translation>
    </message>
    <message>
        <source>The latest backup is %1. To put it in place of the database: tornei-cli --db %2 restore %1</source>
        <extracomment>%1 is the latest backup file, %2 the database</extracomment>
        <translation>最新のバックアップは %1 です。これをデータベースの代わりに置くには: tornei-cli --db %2 restore %1</translation>
    </message>
    <message>
        <source>Cannot watch for the signal that stops the service.</source>
        <translation>サービスを止めるシグナルを待ち受けられません。</translation>
    </message>
    <message numerus="yes">
        <source>Read %n submission(s).</source>
        <extracomment>%n is how many submissions the service read</extracomment>
        <translation>
            <numerusform>送られたゲームを%n件読みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Trying again in a few seconds.</source>
        <extracomment>%1 says what went wrong</extracomment>
        <translation>%1 数秒後にもう一度試します。</translation>
    </message>
    <message>
        <source>The club&apos;s service is running on %1; SIGTERM or Ctrl+C stops it.</source>
        <extracomment>%1 names the server</extracomment>
        <translation>クラブのサービスを %1 で動かしています。SIGTERM か Ctrl+C で止まります。</translation>
    </message>
    <message>
        <source>The club&apos;s service stopped.</source>
        <translation>クラブのサービスを止めました。</translation>
    </message>
    <message>
        <source>set up a club&apos;s PostgreSQL server: `init` makes its tables and roles, or brings them up to date; `serve` runs the club&apos;s service</source>
        <translation>クラブの PostgreSQL サーバーを準備する：`init` はテーブルとロールを作るか最新にし、`serve` はクラブのサービスを動かす</translation>
    </message>
    <message>
        <source>what to do: init makes or updates the tables and roles; serve runs the club&apos;s service, which reads every game submitted and writes what the club counts, until stopped</source>
        <translation>行うこと：init はテーブルとロールを作るか更新する。serve はクラブのサービスを止めるまで動かし、送られたゲームをすべて読んで、クラブが数えるものを書き込む</translation>
    </message>
    <message>
        <source>club takes init or serve, and a SERVER. See --help.</source>
        <translation>club には init か serve と、SERVER を指定します。--help を参照してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) sent to the club&apos;s inbox.</source>
        <translation>
            <numerusform>%n件のゲームをクラブの受付に送りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taken by the club: %n game(s)</source>
        <translation>
            <numerusform>クラブが受け取ったゲーム：%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) sent, waiting for the club&apos;s service to read them.</source>
        <translation>
            <numerusform>%n件のゲームを送り、クラブのサービスが読むのを待っています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted here belong to a closed club event: the server keeps them until a director reopens it.</source>
        <translation>
            <numerusform>ここで削除した%n件のゲームは締め切った例会のものです。ディレクターが例会を再開するまで、サーバーはそのまま残します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 was refused by the club: %2</source>
        <extracomment>%1 is the game&apos;s number here, %2 the club&apos;s reason</extracomment>
        <translation>ゲーム %1 はクラブに受け付けられませんでした：%2</translation>
    </message>
    <message>
        <source>--http takes HOST:PORT, e.g. 127.0.0.1:8080.</source>
        <translation>--http には HOST:PORT を指定します（例：127.0.0.1:8080）。</translation>
    </message>
    <message>
        <source>The club nights&apos; pages are served at %1 (port %2).</source>
        <extracomment>%1 is where the pages are, e.g. http://127.0.0.1:8080</extracomment>
        <translation>例会のページを %1 で配信しています（ポート %2）。</translation>
    </message>
    <message>
        <source>serve: also serve the club nights&apos; web pages at this address and port (port 0: any free one)</source>
        <translation>serve：例会のウェブページもこのアドレスとポートで配信します（ポート 0：空いているポート）</translation>
    </message>
    <message>
        <source>serve: the pages&apos; address as phones reach it, when not http://HOST:PORT (behind a reverse proxy, e.g. https://club.example/tornei)</source>
        <translation>serve：スマートフォンから見たページのアドレス（http://HOST:PORT と異なるとき。リバースプロキシの背後など。例：https://club.example/tornei）</translation>
    </message>
    <message>
        <source>serve: connections one address may hold open (default 32; 0: no limit, behind a reverse proxy that limits them)</source>
        <translation>serve：1つのアドレスが同時に開ける接続の数（既定 32。0：制限なし。接続数を制限するリバースプロキシの背後で）</translation>
    </message>
    <message>
        <source>club events on the club&apos;s server: create one, add late players, show its standings, close or reopen it, void one of its games, seat a round, its web page</source>
        <translation>クラブのサーバー上の例会：作成、遅れて来たプレイヤーの追加、順位表の表示、終了と再開、ゲームの無効化、回戦の座席決め、ウェブページ</translation>
    </message>
    <message>
        <source>the address of an event&apos;s web page on the club&apos;s service, with its token (a director&apos;s); --renew gives it a new token, and the old address shows nothing</source>
        <translation>クラブのサービス上の例会のウェブページのアドレス（トークン付き、ディレクター用）。--renew で新しいトークンにすると、古いアドレスには何も表示されなくなります</translation>
    </message>
    <message>
        <source>Replace the page&apos;s token: the old address stops working.</source>
        <translation>ページのトークンを新しくします：古いアドレスは使えなくなります。</translation>
    </message>
    <message>
        <source>The club&apos;s service has not served pages yet (club serve --http): the page will be at %1 on it.</source>
        <extracomment>%1 is the page&apos;s path on the club&apos;s service</extracomment>
        <translation>クラブのサービスはまだページを配信していません（club serve --http）：ページはそのサービスの %1 になります。</translation>
    </message>
    <message>
        <source>share a game as a live web page on the local network, until stopped</source>
        <translation>ゲームをローカルネットワークにライブのウェブページとして共有する（止めるまで）</translation>
    </message>
    <message>
        <source>share a game of the database as a live web page on the local network, until stopped: phones on the network follow its score sheet</source>
        <translation>データベースのゲームをローカルネットワークにライブのウェブページとして共有します（止めるまで）。同じネットワークのスマートフォンでスコアシートを追えます</translation>
    </message>
    <message>
        <source>the address and port to serve the page at, e.g. 192.168.1.20:8080 (port 0: any free one); only that network reaches it</source>
        <translation>ページを配信するアドレスとポート（例：192.168.1.20:8080。ポート0は空いている任意のポート）。そのネットワークからだけ見られます</translation>
    </message>
    <message>
        <source>the game to share (default: the newest by when it was played, and a newer one as soon as it is started)</source>
        <translation>共有するゲーム（省略時：対局日時がいちばん新しいゲーム。より新しいゲームが始まればそれに切り替わります）</translation>
    </message>
    <message>
        <source>read the game to share from standard input, a game id a line (0: the newest), and stop at its end</source>
        <translation>共有するゲームを標準入力から1行に1つのゲームIDで読み取り（0は最新のゲーム）、入力が終わると停止します</translation>
    </message>
    <message>
        <source>Print JSON lines instead of text.</source>
        <translation>テキストの代わりにJSONを1行ずつ出力します。</translation>
    </message>
    <message>
        <source>share takes no argument. See --help.</source>
        <translation>share は引数を取りません。--help を参照してください。</translation>
    </message>
    <message>
        <source>share needs --http HOST:PORT. See --help.</source>
        <translation>share には --http HOST:PORT が必要です。--help を参照してください。</translation>
    </message>
    <message>
        <source>--game takes a game id, e.g. 12. See --help.</source>
        <translation>--game にはゲームIDを指定します（例：12）。--help を参照してください。</translation>
    </message>
    <message>
        <source>Cannot watch for the signal that stops the page.</source>
        <translation>ページを止めるシグナルを監視できません。</translation>
    </message>
    <message>
        <source>The game is shared at %1; SIGTERM or Ctrl+C stops it.</source>
        <extracomment>%1 is the page&apos;s address</extracomment>
        <translation>ゲームを %1 で共有しています。SIGTERM または Ctrl+C で止まります。</translation>
    </message>
    <message>
        <source>--http-per-address takes a number of connections (0: no limit). See --help.</source>
        <translation>--http-per-address には接続の数を指定します（0 は制限なし）。--help を参照してください。</translation>
    </message>
    <message>
        <source>There is no database at %1: no games are stored there, and none was made.</source>
        <extracomment>%1 is the database&apos;s path</extracomment>
        <translation>%1 にデータベースはありません（保存されたゲームはありません）。新しいデータベースは作っていません。</translation>
    </message>
    <message>
        <source>%1. No backup was made today; the next command tries again.</source>
        <extracomment>%1 says why, a sentence without its full stop</extracomment>
        <translation>%1。今日はバックアップを作成できませんでした。次のコマンドでもう一度試します。</translation>
    </message>
    <message>
        <source>Every player named is in event %1 already; its players are %2.</source>
        <extracomment>%1 the event&apos;s number, %2 its players in order</extracomment>
        <translation>指定したプレイヤーは全員、すでに例会 %1 に入っています。例会のプレイヤーは %2 です。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubConnection</name>
    <message>
        <source>out of memory</source>
        <translation>メモリが足りません</translation>
    </message>
    <message>
        <source>The club server is not named as PostgreSQL expects: %1. Give a URI such as postgresql://user@host/club or settings such as &quot;host=... dbname=club&quot;.</source>
        <extracomment>%1 is what libpq found wrong, e.g. &apos;missing &quot;=&quot; after &quot;club&quot;&apos;.</extracomment>
        <translation>クラブのサーバーの指定を PostgreSQL が読めません：%1。postgresql://user@host/club のような URI か、&quot;host=... dbname=club&quot; のような設定で指定してください。</translation>
    </message>
    <message>
        <source>The club server&apos;s name holds a password: the app never keeps one. Put the password in ~/.pgpass (or PGPASSWORD, or a service file) and name the server without it.</source>
        <translation>クラブのサーバーの指定にパスワードが含まれています。このアプリはパスワードを保存しません。パスワードは ~/.pgpass（または PGPASSWORD、サービスファイル）に置き、サーバーはパスワードなしで指定してください。</translation>
    </message>
    <message>
        <source>The club server&apos;s setting %1 holds a &apos;;&apos;, which cannot be passed on.</source>
        <extracomment>%1 is a libpq keyword, e.g. sslrootcert.</extracomment>
        <translation>クラブのサーバーの設定 %1 に「;」が含まれているため、渡せません。</translation>
    </message>
    <message>
        <source>%1, database %2</source>
        <extracomment>How a club server is named in messages: %1 the host (or socket folder), %2 the database.</extracomment>
        <translation>%1、データベース %2</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（既定）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the login, %2 the server as named above.</extracomment>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>The PostgreSQL driver of Qt is not installed (Debian package libqt6sql6-psql): the club server cannot be reached.</source>
        <translation>Qt の PostgreSQL ドライバー（Debian パッケージ libqt6sql6-psql）がインストールされていないため、クラブのサーバーに接続できません。</translation>
    </message>
    <message>
        <source>Cannot connect to the club server (%1): %2</source>
        <extracomment>%1 names the server (user, host, database), %2 is PostgreSQL&apos;s own reason.</extracomment>
        <translation>クラブのサーバー（%1）に接続できません：%2</translation>
    </message>
    <message>
        <source>The connection to the club server was lost.</source>
        <translation>クラブのサーバーとの接続が切れました。</translation>
    </message>
    <message>
        <source>The PostgreSQL client library (libpq) cannot be loaded: %1</source>
        <extracomment>%1 is the system&apos;s reason</extracomment>
        <translation>PostgreSQLのクライアントライブラリ（libpq）を読み込めません：%1</translation>
    </message>
    <message>
        <source>The PostgreSQL client library %1 lacks functions this program needs.</source>
        <extracomment>%1 is the library&apos;s file</extracomment>
        <translation>PostgreSQLのクライアントライブラリ %1 には、このプログラムに必要な関数がありません。</translation>
    </message>
    <message>
        <source>Not connected to the club server.</source>
        <translation>クラブのサーバーに接続していません。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubDisputes</name>
    <message>
        <source>&quot;%1&quot; is not a game: give its number on the server or its id.</source>
        <extracomment>%1 the game as given</extracomment>
        <translation>「%1」はゲームではありません：サーバー上の番号か ID を指定してください。</translation>
    </message>
    <message>
        <source>Game %1 has no revision waiting for a director.</source>
        <extracomment>%1 the game as given</extracomment>
        <translation>ゲーム %1 にはディレクターの判断を待つ版がありません。</translation>
    </message>
    <message>
        <source>There is no revision %1: the game has %2.</source>
        <extracomment>%1 the revision asked for, %2 how many the game has</extracomment>
        <translation>版 %1 はありません：このゲームの版は %2 つです。</translation>
    </message>
    <message>
        <source>A choice between revisions needs a reason.</source>
        <translation>版を選ぶには理由が必要です。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubDisputesModel</name>
    <message>
        <source>Event %1</source>
        <extracomment>A club event the list of events does not show (yet), by its number on the server.</extracomment>
        <translation>例会 %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>A game&apos;s number on the club&apos;s server, e.g. &quot;#12&quot;.</extracomment>
        <translation>#%1</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A disputed game that belongs to no club event.</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Club event</source>
        <translation>例会</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>版の数</translation>
    </message>
    <message>
        <source>Last came</source>
        <extracomment>When the last revision of a disputed game came to the server.</extracomment>
        <translation>最後に届いた日時</translation>
    </message>
</context>
<context>
    <name>tornei::ClubEvents</name>
    <message>
        <source>the dummy</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Seat %1 of the game is %2, where table %3 of round %4 has %5: nothing was sent.</source>
        <extracomment>%1 seat number (0-3), %2 who sits there in the game, %3 table, %4 round, %5 who the table has there</extracomment>
        <translation>ゲームの席 %1 は %2 ですが、第%4回戦の%3卓のその席は %5 です：何も送信していません。</translation>
    </message>
    <message>
        <source>The club server refused: this login may not do that (%1).</source>
        <extracomment>%1 is the club server&apos;s own reason, in English.</extracomment>
        <translation>クラブのサーバーが拒否しました：このログインにはその操作は許されていません（%1）。</translation>
    </message>
    <message>
        <source>The club server refused: %1.</source>
        <extracomment>%1 is the club server&apos;s own reason, in English.</extracomment>
        <translation>クラブのサーバーが拒否しました：%1。</translation>
    </message>
    <message>
        <source>An event needs a name.</source>
        <translation>例会には名前が必要です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a player&apos;s name: %2</source>
        <extracomment>%1 is a player&apos;s name as given, %2 what is wrong with it.</extracomment>
        <translation>「%1」はプレイヤーの名前にできません：%2</translation>
    </message>
    <message>
        <source>The club has no event %1.</source>
        <translation>クラブに例会 %1 はありません。</translation>
    </message>
    <message>
        <source>event %1 is closed: a director reopens it first</source>
        <extracomment>%1 is the event&apos;s number</extracomment>
        <translation>例会 %1 は締め切られています。先にディレクターが再開してください</translation>
    </message>
    <message>
        <source>That cannot be an event&apos;s name: it is held to the rules of a player&apos;s name, and %1.</source>
        <extracomment>%1 says what is wrong, in the words used for a player&apos;s name, e.g. &quot;a player&apos;s name must not be longer than 100 characters&quot;.</extracomment>
        <translation>この例会名は使えません。例会名にはプレイヤー名と同じ決まりがあります：%1。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubGames</name>
    <message>
        <source>The club server answered in a way this app does not know (%1).</source>
        <translation>クラブのサーバーが、このアプリの知らない応答をしました（%1）。</translation>
    </message>
    <message>
        <source>The club server answered %2 of the %1 games sent.</source>
        <extracomment>%1 is how many games were sent, %2 how many answers came back.</extracomment>
        <translation>クラブのサーバーは、送った %1 件のゲームのうち %2 件にしか応答しませんでした。</translation>
    </message>
    <message>
        <source>The club refused the game: %1</source>
        <extracomment>%1 is the club&apos;s reason</extracomment>
        <translation>クラブはゲームを受け付けませんでした：%1</translation>
    </message>
    <message>
        <source>The club&apos;s service has not read the game yet: it counts once the service is running (tornei-cli club serve).</source>
        <translation>クラブのサービスがまだゲームを読んでいません。サービス（tornei-cli club serve）が動けば数えられます。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubOutbox</name>
    <message>
        <source>Game %1 from the club server was not stored: %2</source>
        <extracomment>%1 is the game&apos;s club-wide id, %2 why it could not be stored</extracomment>
        <translation>クラブのサーバーのゲーム %1 は保存されませんでした：%2</translation>
    </message>
</context>
<context>
    <name>tornei::ClubPlayers</name>
    <message>
        <source>The club server did not take the player %1.</source>
        <translation>クラブのサーバーがプレイヤー %1 を受け付けませんでした。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubSchema</name>
    <message>
        <source>This database already has a schema named %1 that this app did not make: it is left untouched. Use another database for the club, or remove that schema.</source>
        <extracomment>%1 is the schema&apos;s name (tornei_club).</extracomment>
        <translation>このデータベースには、このアプリが作成していない %1 という名前のスキーマがすでにあります。変更していません。クラブには別のデータベースを使うか、そのスキーマを削除してください。</translation>
    </message>
    <message>
        <source>The club&apos;s tables on this server are of a newer version (%1) than this app knows (%2): they are left untouched. Update the app.</source>
        <extracomment>%1 is the schema&apos;s version on the server, %2 the newest this app knows.</extracomment>
        <translation>このサーバーのクラブのテーブルは、このアプリが扱える版（%2）より新しい版（%1）です。変更していません。アプリを更新してください。</translation>
    </message>
    <message>
        <source>This server has no club&apos;s tables yet: run &quot;tornei-cli club init&quot; on it first.</source>
        <translation>このサーバーにはまだクラブのテーブルがありません。先に「tornei-cli club init」を実行してください。</translation>
    </message>
    <message>
        <source>The club&apos;s tables on this server are of a newer version (%1) than this app knows (%2). Update the app.</source>
        <extracomment>%1 is the schema&apos;s version on the server, %2 the newest this app knows.</extracomment>
        <translation>このサーバーのクラブのテーブルは、このアプリが扱える版（%2）より新しい版（%1）です。アプリを更新してください。</translation>
    </message>
    <message>
        <source>The club&apos;s tables on this server are of an older version (%1) than this app needs (%2): run &quot;tornei-cli club init&quot; on it to update them.</source>
        <extracomment>%1 is the schema&apos;s version on the server, %2 the one this app needs.</extracomment>
        <translation>このサーバーのクラブのテーブルは、このアプリに必要な版（%2）より古い版（%1）です。「tornei-cli club init」を実行して更新してください。</translation>
    </message>
    <message>
        <source>The club server reported an error: %1.</source>
        <extracomment>%1 is PostgreSQL&apos;s own description of the problem.</extracomment>
        <translation>クラブのサーバーがエラーを報告しました：%1。</translation>
    </message>
</context>
<context>
    <name>tornei::ClubService</name>
    <message>
        <source>The checksum sent with it (%1) is not the record&apos;s (%2).</source>
        <extracomment>%1 is the checksum a laptop sent, %2 the record&apos;s own</extracomment>
        <translation>一緒に送られたチェックサム（%1）は記録のもの（%2）と一致しません。</translation>
    </message>
    <message>
        <source>It names a club player at the dummy&apos;s seat.</source>
        <translation>NPC の席にクラブのプレイヤーが指定されています。</translation>
    </message>
    <message>
        <source>It names one club player at two seats.</source>
        <translation>同じクラブのプレイヤーが2つの席に指定されています。</translation>
    </message>
    <message>
        <source>The figures sent with it are not what its cards give.</source>
        <translation>一緒に送られた数値が、記録のカードから求まるものと一致しません。</translation>
    </message>
    <message>
        <source>A seat names a player the club does not have.</source>
        <translation>クラブにいないプレイヤーが席に指定されています。</translation>
    </message>
    <message>
        <source>Its game belongs to event %1, which is closed: a director reopens it first.</source>
        <extracomment>%1 is the event&apos;s number</extracomment>
        <translation>このゲームは締め切られた例会 %1 のものです。先にディレクターが再開してください。</translation>
    </message>
    <message>
        <source>%1 is not the club&apos;s service: its login must be a member of tornei_service.</source>
        <translation>%1 はクラブのサービスではありません。ログインが tornei_service のメンバーである必要があります。</translation>
    </message>
    <message>
        <source>A seat&apos;s name is not the name of the club player sent for it.</source>
        <translation>席の名前が、その席に送られたクラブのプレイヤーの名前ではありません。</translation>
    </message>
    <message>
        <source>Its record is that of game #%1, another game of the club.</source>
        <extracomment>%1 is a game&apos;s number at the club</extracomment>
        <translation>その記録はクラブの別のゲーム #%1 の記録です。</translation>
    </message>
    <message>
        <source>The club server refused to write it: %1</source>
        <extracomment>%1 is the club server&apos;s own words (PostgreSQL&apos;s)</extracomment>
        <translation>クラブのサーバーが書き込みを拒否しました：%1</translation>
    </message>
</context>
<context>
    <name>tornei::ClubSyncer</name>
    <message>
        <source>Club: syncing…</source>
        <translation>クラブ：同期中…</translation>
    </message>
    <message numerus="yes">
        <source>Club: %n game(s) waiting to be sent</source>
        <extracomment>%1 is the time of the last sync</extracomment>
        <translation>
            <numerusform>クラブ：送信待ちのゲーム %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Club: synced at %1</source>
        <translation>クラブ：%1 に同期済み</translation>
    </message>
    <message>
        <source>Club: offline since %1</source>
        <extracomment>%1 is the time since when the server could not be reached</extracomment>
        <translation>クラブ：%1 からオフライン</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) waiting</source>
        <translation>
            <numerusform>送信待ち %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Club: refused (%1)</source>
        <extracomment>%1 is why the server refused (its own words)</extracomment>
        <translation>クラブ：拒否されました（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) disputed</source>
        <translation>
            <numerusform>異議のあるゲーム %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>table %1, round %2 not attached: %3</source>
        <extracomment>%1 is the table&apos;s number, %2 the round, %3 why the club server refused (its own words, in English)</extracomment>
        <translation>卓 %1・第 %2 回戦は割り当てられていません：%3</translation>
    </message>
    <message>
        <source>Event %1, table %2, round %3: the club server would not attach the game (%4).</source>
        <extracomment>%1 the event&apos;s number, %2 the table&apos;s, %3 the round, %4 why the club server refused (its own words)</extracomment>
        <translation>例会 %1、卓 %2、第 %3 回戦：クラブのサーバーがゲームの割り当てを拒否しました（%4）。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) sent, waiting for the club</source>
        <translation>
            <numerusform>%n件送信済み、クラブの処理待ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) refused by the club</source>
        <translation>
            <numerusform>%n件がクラブに受け付けられませんでした</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 was refused by the club: %2</source>
        <extracomment>%1 is the game&apos;s number here, %2 why the club&apos;s service refused it (its own words)</extracomment>
        <translation>ゲーム %1 はクラブに受け付けられませんでした：%2</translation>
    </message>
</context>
<context>
    <name>tornei::ClubTableDialog</name>
    <message>
        <source>Table at a club event</source>
        <translation>例会の卓</translation>
    </message>
    <message>
        <source>Club event:</source>
        <translation>例会：</translation>
    </message>
    <message>
        <source>Table number:</source>
        <translation>卓番号：</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A club event in a list: %1 its name, %2 its date</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 (closed)</source>
        <extracomment>A club event in a list that a director has closed: %1 is its name and date</extracomment>
        <translation>%1（終了）</translation>
    </message>
    <message>
        <source>&amp;Not a table</source>
        <translation>卓ではない(&amp;N)</translation>
    </message>
    <message>
        <source>This laptop has no club event yet. Set the club&apos;s server in Settings: the events come down with the sync, and stay here when the network is lost.</source>
        <translation>この端末にはまだ例会がありません。設定でクラブのサーバーを指定してください。例会は同期で届き、ネットワークが切れてもここに残ります。</translation>
    </message>
    <message numerus="yes">
        <source>New Game opens this table&apos;s game of the current round, its players in their seats, as the director seated them. The event has %n round(s) and up to %1 table(s).</source>
        <extracomment>%n is the club event&apos;s number of rounds, %1 the most tables it has in a round</extracomment>
        <translation>
            <numerusform>「新しいゲーム」で、この卓の現在の回戦のゲームが、ディレクターの決めた席にプレイヤーが着いた状態で開きます。この例会は %n 回戦、最大 %1 卓です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::ClubTableMode</name>
    <message>
        <source>event %1</source>
        <extracomment>A club event this laptop has no copy of yet: %1 is its number on the club&apos;s server</extracomment>
        <translation>例会 %1</translation>
    </message>
    <message>
        <source>this laptop has no copy of the event yet: it comes with the next sync</source>
        <translation>この端末にはまだ例会の写しがありません：次の同期で届きます</translation>
    </message>
    <message>
        <source>the event is closed</source>
        <translation>例会は終了しています</translation>
    </message>
    <message>
        <source>round %1</source>
        <extracomment>%1 is the round&apos;s number</extracomment>
        <translation>第 %1 回戦</translation>
    </message>
    <message>
        <source>round %1 is not seated yet</source>
        <extracomment>%1 is the round&apos;s number</extracomment>
        <translation>第 %1 回戦はまだ座席が決まっていません</translation>
    </message>
    <message>
        <source>every round played</source>
        <translation>全回戦終了</translation>
    </message>
    <message>
        <source>Table %1 · %2 · %3</source>
        <extracomment>The status bar: %1 is the table&apos;s number, %2 the club event&apos;s name, %3 its round or state</extracomment>
        <translation>卓 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Table %1 of %2: %3</source>
        <extracomment>Above a new game at a club event: %1 the table&apos;s number, %2 the event&apos;s name, %3 its round or state</extracomment>
        <translation>%2 の卓 %1：%3</translation>
    </message>
    <message>
        <source>Not a club event&apos;s table</source>
        <translation>例会の卓ではありません</translation>
    </message>
    <message>
        <source>Choose which table of a club event this laptop is</source>
        <translation>この端末が例会のどの卓かを選びます</translation>
    </message>
</context>
<context>
    <name>tornei::CsvExport</name>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>獲得トリック数</translation>
    </message>
    <message>
        <source>Correct 1st</source>
        <translation>1位予想の的中</translation>
    </message>
    <message>
        <source>Correct 2nd</source>
        <translation>2位予想の的中</translation>
    </message>
    <message>
        <source>Correct 3rd</source>
        <translation>3位予想の的中</translation>
    </message>
    <message>
        <source>Correct 4th</source>
        <translation>4位予想の的中</translation>
    </message>
    <message>
        <source>Zero-trick bonus</source>
        <extracomment>Column: the points of the zero-trick bonus in this round (0 or 3)</extracomment>
        <translation>トリック0ボーナス</translation>
    </message>
    <message>
        <source>Round score</source>
        <translation>ラウンド得点</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>ゲーム合計</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Finished</source>
        <extracomment>Column: 1 when the game is finished, 0 otherwise</extracomment>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Excluded</source>
        <extracomment>Column: 1 when the game is left out of the statistics, 0 otherwise</extracomment>
        <translation>統計から除外</translation>
    </message>
    <message>
        <source>Complete round</source>
        <extracomment>Column: 1 when all 7 tricks of the round are complete, 0 otherwise</extracomment>
        <translation>ラウンド完了</translation>
    </message>
    <message>
        <source>Predicted 1st</source>
        <extracomment>Column: predictions of 1st made in the round&apos;s complete tricks</extracomment>
        <translation>1位予想</translation>
    </message>
    <message>
        <source>Predicted 2nd</source>
        <translation>2位予想</translation>
    </message>
    <message>
        <source>Predicted 3rd</source>
        <translation>3位予想</translation>
    </message>
    <message>
        <source>Predicted 4th</source>
        <translation>4位予想</translation>
    </message>
    <message>
        <source>Trick %1 led</source>
        <extracomment>Column: 1 when the player led trick %1 of the round, 0 otherwise</extracomment>
        <translation>トリック%1 リード</translation>
    </message>
    <message>
        <source>Trick %1 predicted</source>
        <extracomment>Column: the rank (1-4) the player&apos;s prediction card named in trick %1</extracomment>
        <translation>トリック%1 予想順位</translation>
    </message>
    <message>
        <source>Trick %1 rank</source>
        <extracomment>Column: the rank (1-4) the player&apos;s joust card got in trick %1</extracomment>
        <translation>トリック%1 取った順位</translation>
    </message>
</context>
<context>
    <name>tornei::DatabaseFiles</name>
    <message>
        <source>%1 is the games database (or one of its files), which is open: choose another file.</source>
        <translation>%1 は使用中のゲームのデータベース（またはその関連ファイル）です。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>%1 is one of the files of the database %2: choose another file.</source>
        <extracomment>%1 is the file refused, %2 the database it belongs to</extracomment>
        <translation>%1 はデータベース %2 のファイルの一つです。別のファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>tornei::DirectorWindow</name>
    <message>
        <source>No club server is set: choose one in Settings.</source>
        <translation>クラブのサーバーが設定されていません：設定で選んでください。</translation>
    </message>
    <message>
        <source>The club server cannot be read: %1</source>
        <translation>クラブのサーバーを読めません：%1</translation>
    </message>
    <message>
        <source>The club event cannot be read now: %1</source>
        <translation>今は例会を読めません：%1</translation>
    </message>
    <message>
        <source>Only a director&apos;s login may do this; this app connects to the club&apos;s server with a table&apos;s login (Settings → Club server).</source>
        <extracomment>Why a director&apos;s action is disabled: the login the app uses is a table&apos;s.</extracomment>
        <translation>これができるのはディレクターのログインだけです。このアプリは卓のログインでクラブのサーバーに接続しています（設定 → クラブのサーバー）。</translation>
    </message>
    <message>
        <source>Choose a club event first.</source>
        <translation>先に例会を選んでください。</translation>
    </message>
    <message>
        <source>The event is closed: reopen it first.</source>
        <translation>例会は終了しています：先に再開してください。</translation>
    </message>
    <message>
        <source>Choose a table with a game first.</source>
        <translation>先にゲームのある卓を選んでください。</translation>
    </message>
    <message>
        <source>This game is voided already.</source>
        <translation>このゲームはすでに無効です。</translation>
    </message>
    <message>
        <source>Void the selected table&apos;s game, with the reason, for every laptop.</source>
        <translation>選んだ卓のゲームを理由を付けて無効にします。すべての端末に反映されます。</translation>
    </message>
    <message>
        <source>Open the game in this app to correct it; the correction goes to the club&apos;s server with the next sync, as the director&apos;s.</source>
        <translation>ゲームをこのアプリで開いて訂正します。訂正は次の同期でディレクターのものとしてクラブのサーバーに送られます。</translation>
    </message>
    <message>
        <source>Look back at the game in this app; a disputed game says so there.</source>
        <translation>このアプリでゲームを見返します。競合しているゲームはそこに表示されます。</translation>
    </message>
    <message>
        <source>Reopen the event: games can be attached, voided and corrected again.</source>
        <translation>例会を再開します：ゲームの割り当て・無効化・訂正が再びできるようになります。</translation>
    </message>
    <message>
        <source>Close the event: its standings are final and nothing changes until a director reopens it.</source>
        <translation>例会を終了します：順位表は確定し、ディレクターが再開するまで何も変わりません。</translation>
    </message>
    <message>
        <source>This round is not seated yet.</source>
        <translation>この回戦はまだ座席が決まっていません。</translation>
    </message>
    <message>
        <source>The round&apos;s seating on one page, to pin up.</source>
        <translation>この回戦の席順を張り出し用に1ページにまとめます。</translation>
    </message>
    <message>
        <source>The round&apos;s seating on one page, as a PDF file.</source>
        <translation>この回戦の席順を1ページのPDFファイルにします。</translation>
    </message>
    <message>
        <source>This laptop&apos;s database cannot be read: %1</source>
        <translation>この端末のデータベースを読めません：%1</translation>
    </message>
    <message>
        <source>Game #%1 is not in this laptop&apos;s database yet: it comes down from the club&apos;s server with the next sync (the status bar of the main window says when). Try again then.</source>
        <translation>ゲーム #%1 はまだこの端末のデータベースにありません。次の同期でクラブのサーバーから届きます（メインウィンドウのステータスバーに表示されます）。そのあとでもう一度試してください。</translation>
    </message>
    <message>
        <source>Void a game</source>
        <translation>ゲームを無効にする</translation>
    </message>
    <message>
        <source>Why is game #%1 voided? Every laptop and the event&apos;s audit will show the reason.</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server.</extracomment>
        <translation>ゲーム #%1 を無効にする理由は？ 理由はすべての端末と例会の監査ログに表示されます。</translation>
    </message>
    <message>
        <source>Close the event</source>
        <translation>例会を終了する</translation>
    </message>
    <message>
        <source>Reopen the event</source>
        <translation>例会を再開する</translation>
    </message>
    <message>
        <source>Why is the event closed? (optional; the event&apos;s audit keeps it)</source>
        <translation>例会を終了する理由は？（任意。例会の監査ログに残ります）</translation>
    </message>
    <message>
        <source>Why is the event reopened? (optional; the event&apos;s audit keeps it)</source>
        <translation>例会を再開する理由は？（任意。例会の監査ログに残ります）</translation>
    </message>
    <message>
        <source>Club event director</source>
        <translation>例会のディレクター</translation>
    </message>
    <message>
        <source>&amp;Club event:</source>
        <translation>例会(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>回戦(&amp;R)：</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>監査ログ</translation>
    </message>
    <message>
        <source>&amp;Void game…</source>
        <translation>無効にする(&amp;V)…</translation>
    </message>
    <message>
        <source>C&amp;orrect game…</source>
        <translation>訂正(&amp;O)…</translation>
    </message>
    <message>
        <source>C&amp;lose event…</source>
        <translation>終了(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Print seating…</source>
        <translation>席順を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Save seating as P&amp;DF…</source>
        <translation>席順をPDFで保存(&amp;D)…</translation>
    </message>
    <message>
        <source>No club event chosen.</source>
        <translation>例会が選ばれていません。</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>The director&apos;s window: an event&apos;s state, e.g. &quot;Friday night · 27/11/2026 · open&quot;.</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>closed: the standings are final</source>
        <translation>終了：順位表は確定</translation>
    </message>
    <message>
        <source>open</source>
        <translation>開催中</translation>
    </message>
    <message>
        <source>this login is a director&apos;s</source>
        <translation>このログインはディレクターです</translation>
    </message>
    <message>
        <source>this login is a table&apos;s: it may look, not change</source>
        <translation>このログインは卓のものです：見ることはできますが変更はできません</translation>
    </message>
    <message>
        <source>The club&apos;s disputed games cannot be read now: %1</source>
        <translation>クラブの競合しているゲームを今は読めません：%1</translation>
    </message>
    <message>
        <source>This table&apos;s game is not disputed: no other revision of it waits for a director.</source>
        <translation>この卓のゲームは競合していません：ディレクターの判断を待つ別の版はありません。</translation>
    </message>
    <message>
        <source>Choose between the revisions of the game, with the reason: the club keeps the one chosen and sets the others aside, and every laptop takes it at its next sync.</source>
        <translation>理由を添えてゲームの版を選びます：クラブは選んだ版を残してほかを保管し、すべての端末が次の同期でそれを受け取ります。</translation>
    </message>
    <message>
        <source>No game of the club is disputed.</source>
        <translation>クラブに競合しているゲームはありません。</translation>
    </message>
    <message>
        <source>Choose a disputed game first.</source>
        <translation>先に競合しているゲームを選んでください。</translation>
    </message>
    <message>
        <source>Why is game #%1 corrected? The reason goes to the club&apos;s server with the correction, into the event&apos;s audit.</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server.</extracomment>
        <translation>ゲーム #%1 を訂正する理由は？ 理由は訂正とともにクラブのサーバーに送られ、例会の監査ログに残ります。</translation>
    </message>
    <message>
        <source>Correct a game</source>
        <translation>ゲームを訂正する</translation>
    </message>
    <message>
        <source>This laptop&apos;s database cannot be written: %1</source>
        <translation>この端末のデータベースに書き込めません：%1</translation>
    </message>
    <message>
        <source>Disputes</source>
        <translation>競合</translation>
    </message>
    <message>
        <source>Every game of the club with a revision waiting for a director, of a club event or not: choose one and resolve its dispute.</source>
        <translation>ディレクターの判断を待つ版があるクラブのすべてのゲーム（例会のものもそれ以外も）：一つ選んで競合を解決します。</translation>
    </message>
    <message>
        <source>Re&amp;solve dispute…</source>
        <translation>競合を解決(&amp;S)…</translation>
    </message>
    <message>
        <source>Revie&amp;w game</source>
        <translation>ゲームを見る(&amp;W)</translation>
    </message>
    <message>
        <source>R&amp;eopen event…</source>
        <translation>再開(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>tornei::DisputeDialog</name>
    <message>
        <source>Resolve the dispute of game #%1</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server.</extracomment>
        <translation>ゲーム #%1 の競合を解決</translation>
    </message>
    <message>
        <source>It was played at %1, round %2, table %3.</source>
        <extracomment>Where a disputed game was played: %1 the club event, %2 the round, %3 the table.</extracomment>
        <translation>%1・第 %2 回戦・卓 %3 で遊ばれました。</translation>
    </message>
    <message>
        <source>It belongs to no club event.</source>
        <translation>どの例会にも属していません。</translation>
    </message>
    <message numerus="yes">
        <source>Game #%1 has %n revision(s).</source>
        <extracomment>%1 is the game&apos;s number on the club&apos;s server, %n how many revisions it has.</extracomment>
        <translation>
            <numerusform>ゲーム #%1 には %n つの版があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the one the club keeps: the others are set aside on the server with your reason, and every laptop takes the one kept at its next sync.</source>
        <translation>クラブが残す版を選んでください：ほかの版は理由とともにサーバーに保管され、すべての端末が次の同期で残した版を受け取ります。</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <extracomment>A revision of a disputed game, numbered as the choice takes it.</extracomment>
        <translation>版 %1</translation>
    </message>
    <message>
        <source>Keep the club&apos;s revision</source>
        <translation>クラブの版を残す</translation>
    </message>
    <message>
        <source>Keep this revision</source>
        <translation>この版を残す</translation>
    </message>
    <message>
        <source>Sent by %1, %2</source>
        <extracomment>%1 the login that sent a revision, %2 when it came.</extracomment>
        <translation>送信：%1、%2</translation>
    </message>
    <message>
        <source>Its record cannot be read.</source>
        <translation>記録を読めません。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>How far a revision goes: %1 how many cards, %2 &quot;finished&quot; or how many rounds are complete.</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>カード %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) complete</source>
        <translation>
            <numerusform>%n ラウンド完了</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation>合計：</translation>
    </message>
    <message>
        <source>Differs from the club&apos;s revision from card %1 (round %2).</source>
        <extracomment>%1 the card&apos;s place in entry order, %2 its round.</extracomment>
        <translation>%1 枚目のカード（ラウンド %2）からクラブの版と異なります。</translation>
    </message>
    <message>
        <source>The same cards as the club&apos;s revision; it differs in names, date or exclusion.</source>
        <translation>カードはクラブの版と同じです。名前、日付、または統計からの除外が異なります。</translation>
    </message>
    <message>
        <source>&amp;Why:</source>
        <translation>理由(&amp;W)：</translation>
    </message>
    <message>
        <source>Required: the club keeps it with what is set aside</source>
        <translation>必須：保管される版とともにクラブに残ります</translation>
    </message>
    <message>
        <source>The club&apos;s revision: the one the server has now.</source>
        <translation>クラブの版：いまサーバーにある版です。</translation>
    </message>
</context>
<context>
    <name>tornei::EntryText</name>
    <message>
        <source>the dummy&apos;s face-up card %1 (%2)</source>
        <extracomment>Undo text; %1 is a position 1-7, %2 a card.</extracomment>
        <translation>NPCの表向きのカード%1枚目（%2）</translation>
    </message>
    <message>
        <source>the dummy&apos;s turned-up prediction card %1</source>
        <translation>NPCの表にした予想カード %1</translation>
    </message>
    <message>
        <source>%1&apos;s joust card %2</source>
        <translation>%1のプレイングカード %2</translation>
    </message>
    <message>
        <source>%1&apos;s prediction card %2</source>
        <translation>%1の予想カード %2</translation>
    </message>
    <message>
        <source>the dummy&apos;s joust card %1</source>
        <translation>NPCのプレイングカード %1</translation>
    </message>
    <message>
        <source>%1 and the dummy&apos;s %2</source>
        <extracomment>Undo text when a card made the dummy play: %1 is the card entered, %2 the dummy&apos;s card.</extracomment>
        <translation>%1とNPCの%2</translation>
    </message>
    <message>
        <source>correction to %1 (was %2)</source>
        <extracomment>Undo text for a correction: %1 describes the new card, %2 the old card.</extracomment>
        <translation>%1への訂正（元は%2）</translation>
    </message>
    <message>
        <source>swap of %1 and %2</source>
        <extracomment>Undo text for a swap of two entered cards: %1 and %2 describe them as they were.</extracomment>
        <translation>%1と%2の入れ替え</translation>
    </message>
    <message>
        <source>the dummy now plays %2 instead of %3 in trick %1</source>
        <extracomment>%1 trick number, %2 and %3 cards.</extracomment>
        <translation>トリック%1でNPCが出すカードが%3から%2に変わりました</translation>
    </message>
    <message>
        <source>correction to %1</source>
        <extracomment>Undo button text for a correction: %1 is the new card.</extracomment>
        <translation>%1への訂正</translation>
    </message>
    <message>
        <source>swap %1 ↔ %2</source>
        <extracomment>Undo button text for a swap of two cards.</extracomment>
        <translation>入れ替え %1 ↔ %2</translation>
    </message>
    <message>
        <source>the dummy&apos;s joust card %1 in trick %2 (was %3)</source>
        <extracomment>Undo text for a correction of the dummy&apos;s card: %1 the card it really played, %2 a trick number, %3 the old card.</extracomment>
        <translation>トリック%2のNPCのプレイングカード%1（訂正前は%3）</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between two of the dummy&apos;s changed cards in one sentence.</extracomment>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>tornei::EventAuditModel</name>
    <message>
        <source>Created the event</source>
        <translation>例会を作成</translation>
    </message>
    <message>
        <source>Seated a round</source>
        <translation>回戦の座席を決定</translation>
    </message>
    <message>
        <source>Attached a game</source>
        <translation>ゲームを割り当て</translation>
    </message>
    <message>
        <source>Closed the event</source>
        <translation>例会を終了</translation>
    </message>
    <message>
        <source>Reopened the event</source>
        <translation>例会を再開</translation>
    </message>
    <message>
        <source>Voided a game</source>
        <translation>ゲームを無効化</translation>
    </message>
    <message>
        <source>Restored a voided game</source>
        <translation>無効にしたゲームを復活</translation>
    </message>
    <message>
        <source>Revised a game</source>
        <translation>ゲームを訂正</translation>
    </message>
    <message>
        <source>Added players who came late</source>
        <translation>遅れて来たプレイヤーを追加</translation>
    </message>
    <message>
        <source>Director</source>
        <extracomment>Who did it, in the club event&apos;s audit: a director&apos;s login or a table&apos;s.</extracomment>
        <translation>ディレクター</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>A game&apos;s number on the club&apos;s server, e.g. &quot;#12&quot;.</extracomment>
        <translation>#%1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>ログイン</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Chose between a game&apos;s revisions</source>
        <translation>ゲームの版を選んだ</translation>
    </message>
</context>
<context>
    <name>tornei::EventChoice</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An event in the list: its name and date.</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>tornei::EventTablesModel</name>
    <message>
        <source>Not started</source>
        <extracomment>A table&apos;s game in the director&apos;s window: nothing has reached the server yet.</extracomment>
        <translation>未開始</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>Disputed</source>
        <extracomment>A table&apos;s game in the director&apos;s window: two revisions of it wait for the director.</extracomment>
        <translation>競合</translation>
    </message>
    <message>
        <source>(dummy)</source>
        <extracomment>A seat of a table in the director&apos;s window: the dummy sits there.</extracomment>
        <translation>（NPC）</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>A seat&apos;s player who deals first, e.g. &quot;▶ Aki&quot;.</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>A game&apos;s number on the club&apos;s server, e.g. &quot;#12&quot;.</extracomment>
        <translation>#%1</translation>
    </message>
    <message>
        <source> – </source>
        <extracomment>Between a game&apos;s totals in seat order, e.g. &quot;37 – 30 – 23 – 21&quot;.</extracomment>
        <translation> – </translation>
    </message>
    <message>
        <source>Two revisions of this game reached the club&apos;s server: review it to choose.</source>
        <translation>このゲームは2つの版がクラブのサーバーに届いています：見返して選んでください。</translation>
    </message>
    <message>
        <source>Deals first.</source>
        <translation>最初のディーラー。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A column of the director&apos;s tables: seat 1 to 4.</extracomment>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>tornei::GameDocument</name>
    <message>
        <source>%1 is not saved yet: press Retry to save it now, or Discard to drop it.</source>
        <extracomment>%1 is what is not saved, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;.</extracomment>
        <translation>%1はまだ保存されていません。今すぐ保存するには「再試行」を、破棄するには「破棄」を押してください。</translation>
    </message>
    <message>
        <source>This game could not be read again after a change by another window or program: %1</source>
        <extracomment>%1 is the storage error.</extracomment>
        <translation>別のウィンドウまたはプログラムで変更されたこのゲームを読み込み直せませんでした：%1</translation>
    </message>
    <message>
        <source>This game was changed in another window; it has been reloaded.</source>
        <translation>このゲームは別のウィンドウで変更されたため、読み込み直しました。</translation>
    </message>
    <message>
        <source>Not done: %1 is not saved yet (%2). Press Retry to save it, or Discard to drop it.</source>
        <extracomment>%1 is what is not saved, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;; %2 the storage error.</extracomment>
        <translation>実行しませんでした：%1がまだ保存されていません（%2）。保存するには「再試行」を、破棄するには「破棄」を押してください。</translation>
    </message>
    <message>
        <source>%1 was not entered: %2 is not saved yet (%3). Press Retry to save %2, or Discard to drop it.</source>
        <extracomment>%1 is the card just typed or picked; %2 what is not saved, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;; %3 the storage error.</extracomment>
        <translation>%1は入力されませんでした：%2がまだ保存されていません（%3）。%2を保存するには「再試行」を、破棄するには「破棄」を押してください。</translation>
    </message>
    <message>
        <source>%1 was dropped: nothing of it was saved.</source>
        <extracomment>%1 is what was dropped, e.g. &quot;W5&quot; or &quot;the correction to W5&quot;.</extracomment>
        <translation>%1を破棄しました。その内容は何も保存されていません。</translation>
    </message>
    <message>
        <source>%1 was not entered: enter it again if it still belongs here.</source>
        <extracomment>%1 is a card, e.g. &quot;W5&quot;, or &quot;the dummy&apos;s card W5&quot;.</extracomment>
        <translation>%1は入力されませんでした。まだここに入るカードなら、もう一度入力してください。</translation>
    </message>
    <message>
        <source>Not done: %1. Do it again if it still applies.</source>
        <extracomment>%1 is e.g. &quot;the correction to W5&quot; or &quot;the swap&quot;.</extracomment>
        <translation>%1は行われませんでした。まだ必要なら、もう一度行ってください。</translation>
    </message>
    <message>
        <source>The dummy won trick %1. %2</source>
        <extracomment>%1 is a trick number; %2 explains the dummy&apos;s lead of the next trick.</extracomment>
        <translation>トリック%1はNPCが勝ちました。%2</translation>
    </message>
    <message>
        <source>%1 won the last trick. Press &quot;Round summary&quot; (Ctrl+R) for the scores, or go on.</source>
        <translation>最後のトリックは%1が勝ちました。得点は「ラウンドの結果」（Ctrl+R）で確認できます。そのまま続けてもかまいません。</translation>
    </message>
    <message>
        <source>The game is over: every round has been played.</source>
        <translation>ゲームは終了しました。すべてのラウンドが終わっています。</translation>
    </message>
    <message>
        <source>%1 refused: %2</source>
        <extracomment>%1 is the card refused, %2 the reason.</extracomment>
        <translation>%1は受け付けられません：%2</translation>
    </message>
    <message>
        <source>The dummy&apos;s card %1 is not saved yet: %2. Press Retry.</source>
        <translation>NPCのカード%1はまだ保存されていません：%2。「再試行」を押してください。</translation>
    </message>
    <message>
        <source>%1 is not saved yet: %2. Nothing was lost; press Retry to save it, or Discard to drop it.</source>
        <extracomment>%1 is the card, %2 the storage error.</extracomment>
        <translation>%1はまだ保存されていません：%2。失われたものはありません。保存するには「再試行」を、破棄するには「破棄」を押してください。</translation>
    </message>
    <message>
        <source>the dummy&apos;s card %1</source>
        <extracomment>What is not saved yet, e.g. &quot;the dummy&apos;s card W5&quot;.</extracomment>
        <translation>NPCのカード%1</translation>
    </message>
    <message>
        <source>Undo was not done: undo again if it still applies.</source>
        <translation>元に戻す操作は行われませんでした。まだ必要なら、もう一度元に戻してください。</translation>
    </message>
    <message>
        <source>Could not undo: %1. The game is unchanged; Undo again once the problem is solved.</source>
        <translation>元に戻せませんでした：%1。ゲームは変わっていません。問題が解決したら、もう一度「元に戻す」を押してください。</translation>
    </message>
    <message>
        <source>Could not redo: %1. The game is unchanged.</source>
        <translation>やり直せませんでした：%1。ゲームは変わっていません。</translation>
    </message>
    <message>
        <source>Round %1 is finished. Press &quot;Edit round&quot; to change its cards.</source>
        <translation>ラウンド%1は終了しています。カードを変更するには「ラウンドを編集」を押してください。</translation>
    </message>
    <message>
        <source>Corrected: %1.</source>
        <translation>訂正しました：%1。</translation>
    </message>
    <message>
        <source>Corrected. Because of it, %1.</source>
        <translation>訂正しました。これにより、%1。</translation>
    </message>
    <message>
        <source>The correction is not saved: %1. Nothing was changed; press Retry to save it, or Discard to drop it.</source>
        <translation>訂正は保存されていません：%1。何も変更されていません。保存するには「再試行」を、破棄するには「破棄」を押してください。</translation>
    </message>
    <message>
        <source>the correction to %1</source>
        <extracomment>What is not saved yet; %1 is the new card.</extracomment>
        <translation>%1への訂正</translation>
    </message>
    <message>
        <source>The correction was dropped: that card has changed since.</source>
        <translation>訂正を破棄しました。そのカードはその後に変更されています。</translation>
    </message>
    <message>
        <source>No swap: %1</source>
        <extracomment>%1 is the reason two cards cannot change places.</extracomment>
        <translation>入れ替えできません：%1</translation>
    </message>
    <message>
        <source>Swapped: now %1 and %2.</source>
        <extracomment>%1 and %2 describe the two cards in their new places, e.g. &quot;Ben&apos;s joust card W12&quot;.</extracomment>
        <translation>入れ替えました：%1、%2になりました。</translation>
    </message>
    <message>
        <source>Because of it, %1.</source>
        <translation>これにより、%1。</translation>
    </message>
    <message>
        <source>The swap is not saved: %1. Nothing was changed; press Retry to save it, or Discard to drop it.</source>
        <translation>カードの入れ替えは保存されていません：%1。何も変更されていません。保存するには「再試行」を、破棄するには「破棄」を押してください。</translation>
    </message>
    <message>
        <source>the swap</source>
        <translation>カードの入れ替え</translation>
    </message>
    <message>
        <source>The swap was dropped: those cards have changed since.</source>
        <translation>カードの入れ替えを破棄しました。それらのカードはその後に変更されています。</translation>
    </message>
    <message>
        <source>Round %1 can be changed now: click a card on the table to correct it.</source>
        <translation>ラウンド%1を変更できます。訂正するカードをテーブル上でクリックしてください。</translation>
    </message>
    <message>
        <source>The dummy&apos;s card %1 in trick %2 is taken back: it plays once the new leader has led.</source>
        <extracomment>%1 is a card, %2 a trick number.</extracomment>
        <translation>トリック%2のNPCのカード%1を取り消しました。新しいリードプレイヤーがリードしてからNPCが出します。</translation>
    </message>
    <message>
        <source>The dummy played %1 in trick %2.</source>
        <extracomment>%1 is a card, %2 a trick number.</extracomment>
        <translation>NPCはトリック%2で%1を出しました。</translation>
    </message>
    <message>
        <source>The dummy&apos;s card in trick %1 is %2 again, as its rule gives: no dummy misplay.</source>
        <extracomment>%1 is a trick number, %2 the card the dummy&apos;s rule gives.</extracomment>
        <translation>トリック%1のNPCのカードは、ルールどおりの%2に戻りました。NPCの誤プレイはありません。</translation>
    </message>
    <message>
        <source>⚠ The dummy played %1 instead of %2 in trick %3 — recorded as a dummy misplay.</source>
        <extracomment>%1 is the card really played, %2 the card the dummy&apos;s rule gives, %3 a trick number.</extracomment>
        <translation>⚠ NPCはトリック%3で%2ではなく%1を出しました。NPCの誤プレイとして記録しました。</translation>
    </message>
    <message>
        <source>%1 won the last trick of the game. Press &quot;Round summary&quot; (Ctrl+R) for the last round&apos;s scores, and again for the final scores.</source>
        <translation>ゲームの最後のトリックは%1が勝ちました。「ラウンドの結果」（Ctrl+R）で最後のラウンドの得点を、もう一度押すと最終得点を確認できます。</translation>
    </message>
</context>
<context>
    <name>tornei::GameEndPage</name>
    <message>
        <source>There is no game to export.</source>
        <translation>書き出すゲームがありません。</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>ゲームの記録を書き出す</translation>
    </message>
    <message>
        <source>Tornei records (*.json)</source>
        <translation>トウルネイの記録 (*.json)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>得点表を印刷…</translation>
    </message>
    <message>
        <source>Save score sheet as PDF…</source>
        <translation>得点表を PDF で保存…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>★ Shared win: %1</source>
        <extracomment>%1 lists the players sharing the win, e.g. &quot;Aki and Ben&quot;.</extracomment>
        <translation>★ 同点優勝：%1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation>★ %1の勝利</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1（同点）</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>Rematch, same seats — %1 deals first</source>
        <extracomment>%1 is the player who deals first in the next game.</extracomment>
        <translation>同じ席で再戦 — 最初のディーラーは%1</translation>
    </message>
    <message>
        <source>✓ Record saved to %1</source>
        <extracomment>%1 is the path of the record file just written.</extracomment>
        <translation>✓ 記録を %1 に保存しました</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more: see the review.</source>
        <translation>
            <numerusform>…ほか%n件。振り返りで確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Violations in this game (%1):</source>
        <translation>⚠ このゲームの違反（%1）：</translation>
    </message>
    <message>
        <source>To undo a card, or to enter the dummy&apos;s turned-up cards not entered yet (Ctrl+D)</source>
        <translation>カードを取り消すときや、まだ入力していないNPCのめくった予想カードを入力するときに（Ctrl+D）</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick and review</source>
        <translation>◀ 前のトリックと振り返り(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>記録を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Back to the &amp;table</source>
        <translation>テーブルに戻る(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>スタート画面(&amp;S)</translation>
    </message>
</context>
<context>
    <name>tornei::GameFlow</name>
    <message>
        <source>There is no card there to correct.</source>
        <translation>そこには訂正するカードがありません。</translation>
    </message>
    <message>
        <source>There is no card there to swap.</source>
        <translation>そこには入れ替えるカードがありません。</translation>
    </message>
    <message>
        <source>Pick another card to swap with.</source>
        <translation>入れ替える相手として別のカードを選んでください。</translation>
    </message>
    <message>
        <source>Only two cards of the same round can be swapped.</source>
        <translation>入れ替えられるのは同じラウンドの2枚のカードだけです。</translation>
    </message>
    <message>
        <source>The dummy&apos;s card follows from its board and the cards before it: it cannot be swapped.</source>
        <translation>NPCのカードはNPCのボードとそれまでのカードから決まるため、入れ替えできません。</translation>
    </message>
</context>
<context>
    <name>tornei::GameHistoryPage</name>
    <message>
        <source>Players: anyone</source>
        <translation>プレイヤー：全員</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <source>Show only the games in which every chosen player sat.</source>
        <translation>選んだプレイヤー全員が参加したゲームだけを表示します。</translation>
    </message>
    <message>
        <source>&amp;Include in statistics</source>
        <translation>統計に含める(&amp;I)</translation>
    </message>
    <message>
        <source>E&amp;xclude from statistics</source>
        <translation>統計から除外(&amp;X)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln ゲーム</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Export game records into a folder</source>
        <translation>ゲーム記録をフォルダーに書き出す</translation>
    </message>
    <message>
        <source>Export game records</source>
        <translation>ゲーム記録の書き出し</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the same name already exist in %1. Replace them?</source>
        <translation>
            <numerusform>%1 には同じ名前のファイルがすでに %n 個あります。置き換えますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>In game(s) %1 the dummy&apos;s cards of the last round are only partly entered; that round is left out of the file.</source>
        <translation>ゲーム %1 では最後のラウンドの NPC のカードが一部しか入力されていないため、そのラウンドはファイルに含めていません。</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>ゲームの削除</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Search names…</source>
        <translation>名前で検索…</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>人数(&amp;Z)：</translation>
    </message>
    <message>
        <source>S&amp;tate:</source>
        <translation>状態(&amp;T)：</translation>
    </message>
    <message>
        <source>Stat&amp;istics:</source>
        <translation>統計(&amp;I)：</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>集計対象</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>開始(&amp;F)</translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <translation>終了(&amp;O)</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>絞り込みを解除</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export records…</source>
        <translation>記録を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Save each selected game as a tornei-record file in a folder.</source>
        <translation>選んだゲームをそれぞれ tornei-record ファイルとしてフォルダーに保存します。</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s), all selected</source>
        <extracomment>The games listed, every one of them selected (fetched or not).</extracomment>
        <translation>
            <numerusform>%Ln ゲーム（すべて選択中）</numerusform>
        </translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
        <source>Export as a spreadsheet</source>
        <translation>表計算ファイルとして書き出す</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln game(s) for good? Their cards, scores and statistics are removed from the database. Export them first if you may want them back.</source>
        <translation>
            <numerusform>%Ln ゲームを完全に削除しますか？カード、得点、統計がデータベースから削除されます。後で元に戻したくなるかもしれない場合は、先に書き出しておいてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;spreadsheet…</source>
        <translation>表計算ファイルに書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the selected games&apos; rounds for a spreadsheet: Excel workbook (.xlsx) or CSV.</source>
        <translation>選んだゲームのラウンドを表計算ソフト用に保存します：Excel ブック（.xlsx）または CSV。</translation>
    </message>
    <message numerus="yes">
        <source>The club has %Ln of these game(s): at the next sync its server is asked to remove them too. With a director&apos;s login they are removed there; with a table&apos;s login the request waits for the club&apos;s director.</source>
        <extracomment>%Ln is how many of the games to delete the club&apos;s server has. A director&apos;s or a table&apos;s login is the one set for the club&apos;s server in Settings.</extracomment>
        <translation>
            <numerusform>このうち %Ln ゲームはクラブにもあります。次の同期で、クラブのサーバーにも削除を依頼します。ディレクターのログインならサーバーからも削除され、テーブルのログインなら依頼はクラブのディレクターの判断を待ちます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::GameSession</name>
    <message>
        <source>The cards to take back are no longer the last ones entered.</source>
        <translation>取り消すカードは、もう最後に入力されたカードではありません。</translation>
    </message>
</context>
<context>
    <name>tornei::GameStore</name>
    <message>
        <source>The SQLite driver of Qt is missing (package libqt6sql6-sqlite).</source>
        <translation>Qt の SQLite ドライバーがありません（パッケージ libqt6sql6-sqlite）。</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>データベース %1 を開けません：%2</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>データベースが開かれていません。</translation>
    </message>
    <message>
        <source>There is no game %1 in this database.</source>
        <translation>このデータベースにゲーム %1 はありません。</translation>
    </message>
    <message>
        <source>Game %1 holds an entry this version cannot read; the database is damaged.</source>
        <translation>ゲーム %1 に、このバージョンでは読めない入力があります。データベースが壊れています。</translation>
    </message>
    <message>
        <source>Game %1 holds data this version cannot read; the database is damaged.</source>
        <translation>ゲーム %1 に、このバージョンでは読めないデータがあります。データベースが壊れています。</translation>
    </message>
    <message>
        <source>A game needs 3 or 4 players.</source>
        <translation>ゲームには3人または4人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1 is the seat number, %2 what is wrong with its name</extracomment>
        <translation>席%1：%2</translation>
    </message>
    <message>
        <source>The first dealer must be one of the players.</source>
        <translation>最初のディーラーはプレイヤーの誰かでなければなりません。</translation>
    </message>
    <message>
        <source>Cannot create the backup folder %1.</source>
        <translation>バックアップ用フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>The disk is full: the change was not saved. Free some space and try again.</source>
        <translation>ディスクがいっぱいのため、変更は保存されませんでした。空き容量を作ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The database is being used by another program: the change was not saved. Close the other program or wait a moment, then try again.</source>
        <translation>データベースを別のプログラムが使用しているため、変更は保存されませんでした。そのプログラムを閉じるか、少し待ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The database cannot be written (the file or its folder is read-only): the change was not saved.</source>
        <translation>データベースに書き込めないため（ファイルかフォルダーが読み取り専用です）、変更は保存されませんでした。</translation>
    </message>
    <message>
        <source>The disk could not be read or written (%1): the change was not saved.</source>
        <translation>ディスクの読み書きができなかったため（%1）、変更は保存されませんでした。</translation>
    </message>
    <message>
        <source>The database file is damaged (%1).</source>
        <translation>データベースファイルが壊れています（%1）。</translation>
    </message>
    <message>
        <source>The database file cannot be opened (%1).</source>
        <translation>データベースファイルを開けません（%1）。</translation>
    </message>
    <message>
        <source>The database reported an error: %1</source>
        <extracomment>%1 is SQLite&apos;s own description of the problem</extracomment>
        <translation>データベースがエラーを報告しました：%1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>データベース用のフォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot read the database %1: %2</source>
        <translation>データベース %1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>The file %1 is not a Tornei database, or it is damaged. It was left as it is: restore a backup or start a new database.</source>
        <translation>ファイル %1 はトウルネイのデータベースではないか、壊れています。ファイルはそのままにしてあります。バックアップから復元するか、新しいデータベースを作成してください。</translation>
    </message>
    <message>
        <source>The database %1 was made by a newer version of Tornei Companion (database version %2; this version reads up to %3). It was left as it is: update the app to open it.</source>
        <translation>データベース %1 は、より新しいバージョンのトウルネイ・コンパニオンで作成されています（データベースのバージョン %2、このバージョンが読めるのは %3 まで）。データベースはそのままにしてあります。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). It was left as it is: restore a backup or start a new database.</source>
        <extracomment>%1 is the database file, %2 what was found damaged</extracomment>
        <translation>データベース %1 は壊れています（%2）。データベースはそのままにしてあります。バックアップから復元するか、新しいデータベースを作成してください。</translation>
    </message>
    <message>
        <source>The database %1 cannot use write-ahead logging (journal mode %2).</source>
        <translation>データベース %1 では先行書き込みログ（WAL）を使用できません（ジャーナルモード %2）。</translation>
    </message>
    <message>
        <source>The database needs an update, but no backup could be made first, so it was not changed: %1</source>
        <translation>データベースの更新が必要ですが、先にバックアップを作成できなかったため、変更していません：%1</translation>
    </message>
    <message>
        <source>The database could not be updated to version %1, and was left as it was: %2</source>
        <translation>データベースをバージョン %1 に更新できなかったため、元のままにしてあります：%2</translation>
    </message>
    <message>
        <source>That place already holds a card; correct it instead.</source>
        <translation>そこには既にカードがあります。代わりにそのカードを訂正してください。</translation>
    </message>
    <message>
        <source>There is no card there to correct.</source>
        <translation>そこには訂正するカードがありません。</translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;.</source>
        <translation>「%1」という名前のプレイヤーは既にいます。</translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;; merge the two players instead.</source>
        <translation>「%1」という名前のプレイヤーは既にいます。代わりに2人のプレイヤーを統合してください。</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>そのプレイヤーは存在しません。</translation>
    </message>
    <message>
        <source>A player cannot be merged into themselves.</source>
        <translation>プレイヤーを自分自身に統合することはできません。</translation>
    </message>
    <message>
        <source>%1 and %2 sat at the same table in game %3, so they are different players and cannot be merged.</source>
        <translation>%1 と %2 はゲーム %3 で同じテーブルに着いていたので別のプレイヤーです。統合できません。</translation>
    </message>
    <message>
        <source>This game is already stored (game %1); it was not imported again.</source>
        <translation>このゲームは既に保存されています（ゲーム %1）。再度の読み込みはしませんでした。</translation>
    </message>
    <message>
        <source>There is no database at %1.</source>
        <translation>%1 にデータベースはありません。</translation>
    </message>
    <message>
        <source>%1 already exists; choose a new file name for the backup.</source>
        <translation>%1 は既に存在します。バックアップには新しいファイル名を指定してください。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot copy %1 beside the database (is the disk full or read-only?).</source>
        <translation>%1 をデータベースと同じ場所にコピーできません（ディスクがいっぱいか、読み取り専用ではありませんか？）。</translation>
    </message>
    <message>
        <source>Cannot move %1 aside; nothing was changed.</source>
        <translation>%1 を退避できません。何も変更していません。</translation>
    </message>
    <message>
        <source>Cannot put the backup in place of %1; nothing was changed.</source>
        <translation>バックアップを %1 の代わりに置けません。何も変更していません。</translation>
    </message>
    <message>
        <source>The cards to take back are no longer the last ones entered.</source>
        <translation>取り消そうとしたカードは、もう最後に入力したカードではありません。</translation>
    </message>
    <message>
        <source>Cannot create the database %1: its folder is read-only.</source>
        <translation>データベース %1 を作成できません。フォルダーが読み取り専用です。</translation>
    </message>
    <message>
        <source>The file %1 is a database of another program (application id %2), not a Tornei database. It was left as it is.</source>
        <translation>ファイル %1 はトウルネイのデータベースではなく、別のプログラムのデータベースです（アプリケーション ID %2）。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The file %1 is not a Tornei database: its version number %2 is not one that Tornei Companion ever wrote. It was left as it is.</source>
        <translation>ファイル %1 はトウルネイのデータベースではありません。バージョン番号 %2 は、トウルネイ・コンパニオンが書き込んだことのない番号です。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>it is on a read-only disk</source>
        <translation>読み取り専用のディスク上にあります</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>ファイルかフォルダーが読み取り専用です</translation>
    </message>
    <message>
        <source>The database %1 is being used by another program, which did not let go of it within %2 seconds. It was not changed: try again when the other program has finished.</source>
        <translation>データベース %1 を別のプログラムが使用していて、%2 秒以内に解放されませんでした。データベースは変更していません。そのプログラムが終わってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The file %1 is a database of another program, not a Tornei database. It was left as it is.</source>
        <translation>ファイル %1 はトウルネイのデータベースではなく、別のプログラムのデータベースです。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The database %1 was made by a newer version of Tornei Companion. It was left as it is: update the app to open it.</source>
        <translation>データベース %1 は、より新しいバージョンのトウルネイ・コンパニオンで作成されています。データベースはそのままにしてあります。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2) and needs an update to version %3 that cannot be written. It was left as it is.</source>
        <translation>データベース %1 は読み取り専用（%2）ですが、バージョン %3 への更新が必要で、その書き込みができません。データベースはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The database is open read-only (%1): nothing can be changed.</source>
        <translation>データベースは読み取り専用で開いています（%1）。何も変更できません。</translation>
    </message>
    <message>
        <source>The cards of a new game overlap cards already stored; the database is damaged.</source>
        <translation>新しいゲームのカードが、既に保存されているカードと重なっています。データベースが壊れています。</translation>
    </message>
    <message>
        <source>SQLite found damage: %1.</source>
        <translation>SQLite が破損を検出しました：%1。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>its working files (-wal, -shm) cannot be written</source>
        <translation>作業ファイル（-wal、-shm）に書き込めません</translation>
    </message>
    <message>
        <source>%1 is not a file; nothing was restored.</source>
        <translation>%1 はファイルではありません。何も復元していません。</translation>
    </message>
    <message>
        <source>%1 is the database itself; nothing was restored.</source>
        <translation>%1 は使用中のデータベースそのものです。何も復元していません。</translation>
    </message>
    <message>
        <source>Nothing was restored. %1</source>
        <extracomment>%1 says why the file cannot be used</extracomment>
        <translation>何も復元していません。%1</translation>
    </message>
    <message>
        <source>%1 is not a Tornei database (its tables are another program&apos;s); nothing was restored.</source>
        <translation>%1 はトウルネイのデータベースではありません（テーブルが別のプログラムのものです）。何も復元していません。</translation>
    </message>
    <message>
        <source>%1 was made by a newer version of Tornei Companion; nothing was restored.</source>
        <translation>%1 は、より新しいバージョンのトウルネイ・コンパニオンで作成されています。何も復元していません。</translation>
    </message>
    <message>
        <source>%1 cannot be used (%2); nothing was restored.</source>
        <extracomment>%1 is the file, %2 what was found</extracomment>
        <translation>%1 は使用できません（%2）。何も復元していません。</translation>
    </message>
    <message>
        <source>This name cannot be used: %1.</source>
        <extracomment>%1 says what is wrong with the name, as &quot;a player&apos;s name must not be blank&quot;</extracomment>
        <translation>この名前は使えません：%1。</translation>
    </message>
    <message>
        <source>Game %1 is not what was stored (its cards or players differ from the record&apos;s checksum): the database is damaged.</source>
        <extracomment>%1 is a game&apos;s number</extracomment>
        <translation>ゲーム %1 が保存した内容と違います（カードかプレイヤーが記録のチェックサムと一致しません）。データベースが壊れています。</translation>
    </message>
    <message>
        <source>game %1 differs from its checksum</source>
        <translation>ゲーム %1 がチェックサムと一致しません</translation>
    </message>
    <message>
        <source>game %1 holds an unreadable card</source>
        <translation>ゲーム %1 に読めないカードがあります</translation>
    </message>
    <message>
        <source>%1 was made by a development build of Tornei Companion that was never released; nothing was restored.</source>
        <translation>%1 は、公開されなかった開発版のトウルネイ・コンパニオンで作成されています。何も復元していません。</translation>
    </message>
    <message>
        <source>The database %1 was made by a development build of Tornei Companion (database version %2) that was never released, and this version cannot read or update it. It was left as it is: open it with the build that made it and export its games as record files to import them here.</source>
        <translation>データベース %1 は、公開されなかった開発版のトウルネイ・コンパニオンで作成されています（データベースのバージョン %2）。このバージョンでは読むことも更新することもできません。データベースはそのままにしてあります。作成した版で開いてゲームを記録ファイルに書き出し、ここで取り込んでください。</translation>
    </message>
    <message>
        <source>Cannot write the backup %1: %2</source>
        <extracomment>%1 is the backup&apos;s file, %2 why it cannot be written</extracomment>
        <translation>バックアップ %1 を書き込めません：%2</translation>
    </message>
    <message>
        <source>%1 is read-only; nothing was restored. Make it writable first to replace it.</source>
        <translation>%1 は読み取り専用です。何も復元していません。置き換えるには、先に書き込み可能にしてください。</translation>
    </message>
    <message>
        <source>it holds more cards than a game can</source>
        <translation>1 ゲームに収まるより多くのカードがあります</translation>
    </message>
    <message>
        <source>a card cannot be kept in the order it was played</source>
        <translation>カードを出された順に保存できません</translation>
    </message>
    <message>
        <source>its extra (x-) keys cannot be kept as they are</source>
        <translation>追加の（x-）キーをそのまま保存できません</translation>
    </message>
    <message>
        <source>reading it back would not give the same record</source>
        <translation>読み戻すと同じ記録になりません</translation>
    </message>
    <message>
        <source>This record cannot be stored without changing it (%1), so it was not imported.</source>
        <extracomment>%1 says why</extracomment>
        <translation>この記録は変更せずに保存できない（%1）ため、読み込みませんでした。</translation>
    </message>
    <message>
        <source>The database %1 is empty (0 bytes), but it has backups: it lost its games. It was left as it is: restore the latest backup, %2.</source>
        <extracomment>%1 is the database file, %2 the latest backup</extracomment>
        <translation>データベース %1 は空（0 バイト）ですが、バックアップがあります。ゲームが失われています。データベースはそのままにしてあります。最新のバックアップ %2 から復元してください。</translation>
    </message>
    <message>
        <source>The database %1 was cut short: it has %2 bytes where its header says %3. It was left as it is: restore a backup or start a new database.</source>
        <extracomment>%1 is the database file, %2 and %3 sizes in bytes</extracomment>
        <translation>データベース %1 は途中で切れています。ヘッダーでは %3 バイトのはずが、%2 バイトしかありません。データベースはそのままにしてあります。バックアップから復元するか、新しいデータベースを作成してください。</translation>
    </message>
    <message>
        <source>The check of the database was stopped before its end.</source>
        <translation>データベースのチェックは、終わる前に止められました。</translation>
    </message>
    <message>
        <source>the results kept for game %1</source>
        <extracomment>What disagreed with the games, inside a sentence; %1 is a game&apos;s number</extracomment>
        <translation>ゲーム %1 の保存された結果</translation>
    </message>
    <message numerus="yes">
        <source>the results kept for %n game(s)</source>
        <translation>
            <numerusform>%n ゲームの保存された結果</numerusform>
        </translation>
    </message>
    <message>
        <source>The database %1 was damaged (%2 did not agree with the games they are kept from). The games themselves are whole: those figures were rebuilt from them.</source>
        <extracomment>%1 is the database file, %2 what disagreed with the games</extracomment>
        <translation>データベース %1 は壊れていました（%2 が元のゲームと一致しませんでした）。ゲーム自体は無事なので、それらの数値をゲームから作り直しました。</translation>
    </message>
    <message>
        <source>the players&apos; figures</source>
        <translation>プレイヤーの成績</translation>
    </message>
    <message>
        <source>the head-to-head figures</source>
        <translation>対戦成績</translation>
    </message>
    <message>
        <source>the players&apos; ratings</source>
        <translation>プレイヤーのレーティング</translation>
    </message>
    <message>
        <source>%1 did not agree with the games</source>
        <extracomment>What was found, inside a sentence; %1 says which kept figures</extracomment>
        <translation>%1 が元のゲームと一致しません</translation>
    </message>
    <message>
        <source>No backup was written. %1</source>
        <translation>バックアップは書き込んでいません。%1</translation>
    </message>
    <message>
        <source>%1 is not a Tornei database (its tables are another program&apos;s); no backup was written.</source>
        <translation>%1 はトウルネイのデータベースではありません（テーブルが別のプログラムのものです）。バックアップは書き込んでいません。</translation>
    </message>
    <message>
        <source>%1 is in use by another program (Tornei Companion or tornei-cli): close it there first; nothing was restored.</source>
        <translation>%1 は別のプログラム（トウルネイ・コンパニオンまたは tornei-cli）が使用中です。先にそちらで閉じてください。何も復元していません。</translation>
    </message>
    <message>
        <source>%1 is a link to %2: restore into that file itself; nothing was restored.</source>
        <extracomment>%1 is a symbolic link given as the database, %2 the file it names</extracomment>
        <translation>%1 は %2 へのリンクです。そのファイル自体に復元してください。何も復元していません。</translation>
    </message>
    <message>
        <source>Written out, this record would take %1 bytes, more than a record file may (%2), so it was not imported.</source>
        <extracomment>%1 and %2 are sizes in bytes</extracomment>
        <translation>この記録は書き出すと %1 バイトになり、記録ファイルの上限（%2 バイト）を超えるため、読み込みませんでした。</translation>
    </message>
</context>
<context>
    <name>tornei::HeadToHeadModel</name>
    <message>
        <source>%1 (closest rival)</source>
        <translation>%1（互角のライバル）</translation>
    </message>
    <message>
        <source>The closest rival: among the players met at least half as often as the most met one, the one whose finishes above and below are most even.</source>
        <translation>互角のライバル：一番多く対戦した相手の半分以上の回数対戦した相手のうち、上回った回数と下回った回数が最も拮抗している相手。</translation>
    </message>
    <message>
        <source>Counted games both played</source>
        <translation>両者が参加した集計対象のゲーム数</translation>
    </message>
    <message>
        <source>Games this player finished with a higher total</source>
        <translation>このプレイヤーの合計点が上回ったゲーム</translation>
    </message>
    <message>
        <source>Games this player finished with a lower total</source>
        <translation>このプレイヤーの合計点が下回ったゲーム</translation>
    </message>
    <message>
        <source>Games both finished with the same total</source>
        <translation>合計点が同じだったゲーム</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Together</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <source>Above</source>
        <translation>上回り</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>下回り</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>同点</translation>
    </message>
</context>
<context>
    <name>tornei::HelpDialog</name>
    <message>
        <source>Tornei Companion Help</source>
        <translation>トウルネイ・コンパニオンのヘルプ</translation>
    </message>
</context>
<context>
    <name>tornei::HistoryModel</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A player and their total in the history, e.g. &quot;Aki 31&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <extracomment>Players who tied for the highest total.</extracomment>
        <translation>%1（同点）</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>Rounds complete out of rounds in the game, e.g. &quot;3/4&quot;.</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>集計対象</translation>
    </message>
    <message>
        <source>Left out of every statistic and chart.</source>
        <translation>すべての統計とグラフから除外されています。</translation>
    </message>
    <message>
        <source>Counted in the statistics once finished.</source>
        <translation>終了すると統計に含まれます。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>Column header: 3 or 4 players.</extracomment>
        <translation>人数</translation>
    </message>
    <message>
        <source>Players and totals</source>
        <translation>プレイヤーと合計点</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>%1 (at the table: %2)</source>
        <extracomment>A game&apos;s date in the viewer&apos;s time zone, then the time where it was played, e.g. &quot;8:00 PM UTC+09:00&quot;.</extracomment>
        <translation>%1（現地時刻：%2）</translation>
    </message>
    <message>
        <source>Finished, disputed</source>
        <translation>終了・異議あり</translation>
    </message>
    <message>
        <source>In play, disputed</source>
        <translation>進行中・異議あり</translation>
    </message>
    <message>
        <source>Two revisions of this game reached the club&apos;s server: both are kept there until the club&apos;s director chooses. This is the server&apos;s.</source>
        <translation>このゲームは 2 つの修正版がクラブのサーバーに届きました。クラブのディレクターが選ぶまで、サーバーに両方を保存しています。ここに表示しているのはサーバーの版です。</translation>
    </message>
    <message>
        <source>The mean of the players&apos; ratings as they are now (μ − 3σ; a player without a counted game at 0): the strongest tables first when sorted from the highest.</source>
        <translation>プレイヤーの現在のレーティング（μ − 3σ。数えるゲームのないプレイヤーは 0）の平均：高い順に並べると強い卓から並びます。</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <extracomment>Column header: the mean of the game&apos;s players&apos; ratings.</extracomment>
        <translation>平均レーティング</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <extracomment>A game&apos;s state in the history when its record breaks the rules, e.g. &quot;⚠ Finished&quot;.</extracomment>
        <translation>⚠ %1</translation>
    </message>
    <message numerus="yes">
        <source>This game&apos;s record breaks the rules (%n violation(s)):</source>
        <extracomment>Before the list of a game&apos;s violations in the history&apos;s tooltip.</extracomment>
        <translation>
            <numerusform>このゲームの記録にはルール違反があります（%n件）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::JsonParser</name>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>JSON の値の後に余分なテキストがあります</translation>
    </message>
    <message>
        <source>unexpected end of the file</source>
        <translation>ファイルが途中で終わっています</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>正しい JSON ではありません</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>ファイルが正しい UTF-8 ではありません</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object</source>
        <translation>キー「%1」が1つのオブジェクト内に2回現れます</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep</source>
        <translation>JSON の入れ子が %1 段より深くなっています</translation>
    </message>
    <message>
        <source>the file holds more than %1 values</source>
        <translation>ファイルの値が %1 個を超えています</translation>
    </message>
    <message>
        <source>a text is longer than %1 bytes</source>
        <translation>文字列が %1 バイトを超えています</translation>
    </message>
    <message>
        <source>an array holds more than %1 items</source>
        <translation>配列の要素が %1 個を超えています</translation>
    </message>
    <message>
        <source>an object holds more than %1 members</source>
        <translation>オブジェクトのメンバーが %1 個を超えています</translation>
    </message>
</context>
<context>
    <name>tornei::JsonValue</name>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
</context>
<context>
    <name>tornei::LeagueTableModel</name>
    <message>
        <source>%1%</source>
        <extracomment>A win rate in percent, as the Players screen writes it</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>μ %1, σ %2 (rating μ − 3σ)</source>
        <extracomment>The parts of a rating: %1 its mean μ, %2 its uncertainty σ</extracomment>
        <translation>μ %1、σ %2（レーティング μ − 3σ）</translation>
    </message>
    <message>
        <source>Too few games in the season to be ranked</source>
        <translation>このシーズンのゲーム数が少なく順位なし</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>The column of places in the league table</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average per game</source>
        <translation>ゲームの平均得点</translation>
    </message>
</context>
<context>
    <name>tornei::LocalNetworks</name>
    <message>
        <source>This computer only — %1</source>
        <extracomment>%1 is an address such as 127.0.0.1: only this computer reaches it</extracomment>
        <translation>このコンピューターのみ — %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is a network interface&apos;s name (wlan0), %2 its address (192.168.1.23)</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>tornei::MainWindow</name>
    <message>
        <source>Tornei Companion</source>
        <translation>トウルネイ・コンパニオン</translation>
    </message>
    <message>
        <source>The database %1 was made by a newer version of Tornei Companion. It has been left untouched: open it with the newer version, or use a new database at another place.</source>
        <translation>データベース %1 は、より新しいバージョンのトウルネイ・コンパニオンで作成されています。データベースには手を加えていません。新しいバージョンで開くか、別の場所に新しいデータベースを作って使ってください。</translation>
    </message>
    <message>
        <source>The database %1 is damaged and cannot be read. It has been left untouched. You can use a new database at another place and keep the damaged file for recovery.</source>
        <translation>データベース %1 は壊れていて読み込めません。データベースには手を加えていません。別の場所に新しいデータベースを作って使い、壊れたファイルは復旧用に残しておくことができます。</translation>
    </message>
    <message>
        <source>The database %1 cannot be opened or created.</source>
        <translation>データベース %1 を開くことも作成することもできません。</translation>
    </message>
    <message>
        <source>Restore the latest backup (%1)</source>
        <extracomment>%1 is the date of the backup file.</extracomment>
        <translation>最新のバックアップ（%1）から復元</translation>
    </message>
    <message>
        <source>Restoring keeps the damaged file beside it, renamed.</source>
        <translation>復元しても、壊れたファイルは名前を変えて同じ場所に残します。</translation>
    </message>
    <message>
        <source>Use a new database at another place…</source>
        <translation>別の場所に新しいデータベースを作る…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>The backup could not be restored: %1</source>
        <translation>バックアップから復元できませんでした：%1</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>新しいデータベース</translation>
    </message>
    <message>
        <source>Tornei databases (*.sqlite)</source>
        <translation>トウルネイのデータベース (*.sqlite)</translation>
    </message>
    <message>
        <source>The database could not be used: %1</source>
        <translation>データベースを使用できませんでした：%1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>スタート画面(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>設定(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Score sheet and violations panel</source>
        <translation>得点表と違反のパネル</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tornei Companion</source>
        <translation>トウルネイ・コンパニオンについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program right now.</source>
        <translation>データベース %1 は現在、別のプログラムが使用しています。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>もう一度試す</translation>
    </message>
    <message>
        <source>This database is read-only (%1): the games can be looked at, but nothing can be entered or changed.</source>
        <translation>このデータベースは読み取り専用です（%1）。ゲームを見ることはできますが、入力や変更はできません。</translation>
    </message>
    <message>
        <source>Import records</source>
        <translation>記録の読み込み</translation>
    </message>
    <message>
        <source>Tornei records (*.json)</source>
        <translation>トウルネイの記録 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>記録を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A window title: %1 is the page (or the players at the table), %2 the app&apos;s name.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>This laptop is a club event&apos;s &amp;table…</source>
        <translation>この端末を例会の卓にする(&amp;T)…</translation>
    </message>
    <message>
        <source>Club event &amp;director…</source>
        <translation>例会のディレクター(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Club event standings</source>
        <translation>例会の順位表(&amp;C)</translation>
    </message>
    <message>
        <source>Share on the local net&amp;work…</source>
        <translation>ローカルネットワークで共有(&amp;W)…</translation>
    </message>
    <message>
        <source>%1. No backup of the database was made today; the next start tries again.</source>
        <extracomment>%1 says why, a sentence without its full stop</extracomment>
        <translation>%1。今日はデータベースのバックアップを作成できませんでした。次回の起動時にもう一度試します。</translation>
    </message>
</context>
<context>
    <name>tornei::Migrations</name>
    <message>
        <source>The database schema is missing from this build.</source>
        <translation>このビルドにはデータベースのスキーマが含まれていません。</translation>
    </message>
    <message>
        <source>The database is not open.</source>
        <translation>データベースが開かれていません。</translation>
    </message>
</context>
<context>
    <name>tornei::NewGamePage</name>
    <message>
        <source>Seat %1 needs a player&apos;s name.</source>
        <translation>席%1にプレイヤー名を入れてください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; are the same player: each player sits in one seat only.</source>
        <translation>「%1」と「%2」は同じプレイヤーです。1人のプレイヤーが座れるのは1席だけです。</translation>
    </message>
    <message>
        <source>The dummy never deals: choose a player as the first dealer.</source>
        <translation>NPCはディーラーになりません。最初のディーラーにはプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Pick or type a name</source>
        <translation>名前を選ぶか入力</translation>
    </message>
    <message>
        <source>Ready to start.</source>
        <translation>開始できます。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>プレイヤー数：</translation>
    </message>
    <message>
        <source>&amp;3 players and the dummy</source>
        <translation>3人＋NPC(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;4 players</source>
        <translation>4人(&amp;4)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Seats are numbered clockwise round the table.</extracomment>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Dummy here</source>
        <translation>ここにNPC</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>最初のディーラー</translation>
    </message>
    <message>
        <source>Move up one seat</source>
        <translation>1つ前の席へ移動</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
        <source>Alt+S or Ctrl+Enter</source>
        <translation>Alt+S または Ctrl+Enter</translation>
    </message>
    <message>
        <source>First dealer: %1</source>
        <extracomment>%1 is the key that chooses this seat, e.g. Ctrl+2.</extracomment>
        <translation>最初のディーラー：%1</translation>
    </message>
    <message>
        <source>Enter the players clockwise round the table: play passes to the left, from seat 1 to seat 2 and on. New names become saved players. Ctrl+1 to Ctrl+4 choose the first dealer; Ctrl+Enter starts the game.</source>
        <translation>プレイヤーをテーブルの時計回りに入力してください。手番は左隣へ、席1から席2へと進みます。新しい名前はプレイヤーとして保存されます。Ctrl+1〜Ctrl+4 で最初のディーラーを選び、Ctrl+Enter でゲームを始めます。</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <extracomment>%1 is the seat number, %2 what is wrong with its name</extracomment>
        <translation>席%1：%2</translation>
    </message>
</context>
<context>
    <name>tornei::PlayerListModel</name>
    <message numerus="yes">
        <source>%Ln counted game(s)</source>
        <translation>
            <numerusform>集計対象 %Ln ゲーム</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::PlayerName</name>
    <message>
        <source>a player&apos;s name must not be blank</source>
        <translation>プレイヤー名を空欄にはできません</translation>
    </message>
    <message>
        <source>a player&apos;s name must not contain %1 (at character %2), which is not a character</source>
        <extracomment>%1 is a code point such as U+FFFE, %2 its position in the name</extracomment>
        <translation>プレイヤー名に文字ではない %1 は使えません（%2 文字目）</translation>
    </message>
    <message>
        <source>a player&apos;s name must not contain invisible characters (%1 at character %2)</source>
        <extracomment>%1 is a code point such as U+FEFF</extracomment>
        <translation>プレイヤー名に見えない文字は使えません（%2 文字目に %1）</translation>
    </message>
    <message numerus="yes">
        <source>a player&apos;s name must not be longer than %n characters</source>
        <translation>
            <numerusform>プレイヤー名は %n 文字以内でなければなりません</numerusform>
        </translation>
    </message>
    <message>
        <source>a player&apos;s name must not hold a character built of more than %1 code points (character %2)</source>
        <extracomment>%1 is a number of code points, %2 the position of the character in the name</extracomment>
        <translation>プレイヤー名に %1 個を超えるコードポイントからなる文字は使えません（%2 文字目）</translation>
    </message>
    <message>
        <source>a player&apos;s name must show something: it holds only characters that look blank</source>
        <translation>プレイヤー名には見える文字が必要です（空白に見える文字しかありません）</translation>
    </message>
</context>
<context>
    <name>tornei::PlayersPage</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage, e.g. &quot;42.5%&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>まだプレイヤーがいません</translation>
    </message>
    <message numerus="yes">
        <source>%1 tricks: %n round(s)</source>
        <extracomment>In a tooltip: &quot;3 tricks: 5 rounds&quot;.</extracomment>
        <translation>
            <numerusform>%1 トリック：%n ラウンド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) on %1</source>
        <extracomment>The best game&apos;s link: its total, then the date it was played.</extracomment>
        <translation>
            <numerusform>%1 に %n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>このゲームを振り返る</translation>
    </message>
    <message>
        <source>Closest rival: %1</source>
        <translation>互角のライバル：%1</translation>
    </message>
    <message>
        <source>The closest rival: among the players met at least half as often as the most met one, the one whose finishes above and below are most even.</source>
        <translation>互角のライバル：一番多く対戦した相手の半分以上の回数対戦した相手のうち、上回った回数と下回った回数が最も拮抗している相手。</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>プレイヤー名の変更</translation>
    </message>
    <message>
        <source>New name for %1 (every game of theirs shows it):</source>
        <translation>%1 の新しい名前（このプレイヤーのすべてのゲームに反映されます）：</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>プレイヤーの統合</translation>
    </message>
    <message>
        <source>Merge %1 into:</source>
        <translation>%1 の統合先：</translation>
    </message>
    <message numerus="yes">
        <source>Merge %1 into %2? Every game of %1 (%n game(s)) then counts for %2 and shows %2&apos;s name, and %1 is removed. Use this when both names are the same person. It cannot be undone.</source>
        <translation>
            <numerusform>%1 を %2 に統合しますか？%1 のすべてのゲーム（%n ゲーム）が %2 のものとして集計され、%2 の名前で表示されます。%1 は削除されます。二つの名前が同じ人の場合に使ってください。元に戻せません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>統合</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>統合(&amp;M)…</translation>
    </message>
    <message>
        <source>Two names for one person: move every game of this player to another and remove this name.</source>
        <translation>一人に二つの名前がある場合：このプレイヤーのすべてのゲームを別のプレイヤーに移し、この名前を削除します。</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>プロフィール</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Shared wins</source>
        <translation>同点での勝利</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average game score</source>
        <translation>ゲームの平均得点</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>ラウンドの平均得点</translation>
    </message>
    <message>
        <source>Zero-trick rounds</source>
        <translation>トリック 0 のラウンド</translation>
    </message>
    <message>
        <source>Tricks won per round</source>
        <translation>ラウンドあたりの獲得トリック</translation>
    </message>
    <message>
        <source>Finished games that are not excluded from the statistics; only these count.</source>
        <translation>統計から除外されていない終了したゲームだけを集計します。</translation>
    </message>
    <message>
        <source>Highest total of the game, shared wins included.</source>
        <translation>ゲームで最高の合計点（同点での勝利を含む）。</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>予想</translation>
    </message>
    <message>
        <source>Came true</source>
        <translation>的中</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>的中率</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <extracomment>A predicted rank with its suit, e.g. &quot;1st (✦ Wyvern)&quot;.</extracomment>
        <translation>%1（%2 %3）</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>ベストゲーム：</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>対戦成績</translation>
    </message>
    <message>
        <source>Players compared in the charts:</source>
        <translation>グラフで比べるプレイヤー：</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>得点の推移</translation>
    </message>
    <message>
        <source>Predictions by rank</source>
        <translation>順位ごとの予想</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>勝利の割合</translation>
    </message>
    <message>
        <source>Tricks per round</source>
        <translation>ラウンドごとのトリック</translation>
    </message>
    <message>
        <source>Save chart as PNG or SVG…</source>
        <translation>グラフを PNG または SVG で保存…</translation>
    </message>
    <message>
        <source>No game was played only among the chosen players.</source>
        <translation>選んだプレイヤーだけで遊んだゲームはありません。</translation>
    </message>
    <message>
        <source>The chosen players&apos; wins in the games in which every player was one of them.</source>
        <translation>選んだプレイヤーの勝利数です。全員が選んだプレイヤーだったゲームだけを数えます。</translation>
    </message>
    <message>
        <source>μ %1, σ %2: the rating shown is μ − 3σ, a skill the player very likely has.</source>
        <extracomment>The rating&apos;s tooltip: %1 the mean μ, %2 the deviation σ.</extracomment>
        <translation>μ %1、σ %2：表示するレーティングは μ − 3σ で、そのプレイヤーがほぼ確実に持っている強さです。</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Weng–Lin rating over the counted games in the order they were played: it rises most for finishing above players rated higher, and is cautious while a player has few games.</source>
        <translation>統計に数えるゲームを遊んだ順に計算した Weng–Lin レーティング。自分よりレーティングの高いプレイヤーより上で終えると大きく上がり、ゲーム数の少ないうちは控えめに表示されます。</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>レーティングの推移</translation>
    </message>
    <message numerus="yes">
        <source>Ranked by rating (μ − 3σ) over the season; equal ratings share a rank. Players with fewer than %n game(s) follow, without a rank (Settings → Games to be ranked).</source>
        <extracomment>Under the league table&apos;s tab: %n the club&apos;s minimum of games (Settings)</extracomment>
        <translation>
            <numerusform>シーズンのレーティング（μ − 3σ）順。同じレーティングは同順位です。ゲーム数が %n 未満のプレイヤーは順位なしで後に続きます（設定 → 順位に必要なシーズンのゲーム数）。</numerusform>
        </translation>
    </message>
    <message>
        <source>League table</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>The chosen players&apos; game totals, with a moving average.</source>
        <translation>選んだプレイヤーのゲーム合計点と移動平均。</translation>
    </message>
    <message>
        <source>The chosen players&apos; ratings after each counted game.</source>
        <translation>選んだプレイヤーの、統計に数える各ゲーム後のレーティング。</translation>
    </message>
</context>
<context>
    <name>tornei::PredictionMatrixView</name>
    <message>
        <source>Predictions</source>
        <extracomment>The profile&apos;s tab with the table of ranks predicted against ranks got.</extracomment>
        <translation>予想</translation>
    </message>
    <message>
        <source>Predicted %1, got %2: %3 of the %4 predictions of %1 (%5).</source>
        <extracomment>A cell&apos;s tooltip: the ranks predicted and got, the tricks of the cell and of the row, the share.</extracomment>
        <translation>%1を予想し%2を取った：%1の予想%4回のうち%3回（%5）</translation>
    </message>
    <message>
        <source>No complete tricks in the counted games yet.</source>
        <translation>数えるゲームに完了したトリックはまだありません。</translation>
    </message>
    <message>
        <source>The right predictions scored %1 of a possible %2 points; the missed ones lost %3.</source>
        <extracomment>%1 the points the right predictions scored, %2 the points had every prediction been right, %3 the difference: what the missed predictions lost.</extracomment>
        <translation>的中した予想は、得られたはずの%2点のうち%1点を得ました。不一致の予想で%3点を失いました。</translation>
    </message>
    <message>
        <source>%1 calls %2 in %3 of these tricks and gets %2 in %4.</source>
        <extracomment>%1 the player, %2 a rank (&quot;1st&quot;), %3 and %4 percentages of the tricks shown.</extracomment>
        <translation>%1はこれらのトリックの%3で%2を予想し、%4で%2を取っています。</translation>
    </message>
    <message>
        <source>over-calls %1</source>
        <extracomment>What a player does: &quot;over-calls 2nd and 3rd&quot; (predicts those ranks more often than getting them).</extracomment>
        <translation>%1を予想しすぎ</translation>
    </message>
    <message>
        <source>under-calls %1</source>
        <extracomment>&quot;under-calls 4th&quot; (predicts it less often than getting it).</extracomment>
        <translation>%1は予想不足</translation>
    </message>
    <message>
        <source>calls each rank about as often as getting it</source>
        <translation>どの順位もほぼ取った回数どおりに予想</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Joins what a player over-calls and what they under-calls.</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>When leading, %1.</source>
        <extracomment>%1 what the player does in the tricks they led, e.g. &quot;over-calls 1st&quot;.</extracomment>
        <translation>リード時は%1。</translation>
    </message>
    <message>
        <source>When not leading, %1.</source>
        <extracomment>%1 what the player does in the tricks someone else led.</extracomment>
        <translation>リード以外では%1。</translation>
    </message>
    <message>
        <source>Over all tricks, %1.</source>
        <extracomment>%1 what the player does over all their tricks.</extracomment>
        <translation>すべてのトリックで%1。</translation>
    </message>
    <message>
        <source>All tricks</source>
        <translation>すべてのトリック</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>リード時</translation>
    </message>
    <message>
        <source>Not leading</source>
        <translation>リード以外</translation>
    </message>
    <message>
        <source>The tricks this player led.</source>
        <translation>このプレイヤーがリードしたトリック。</translation>
    </message>
    <message>
        <source>The tricks someone else led.</source>
        <translation>ほかのプレイヤーがリードしたトリック。</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <extracomment>A row of the prediction table: the rank predicted with its suit&apos;s symbol and letter, e.g. &quot;1st (✦ W)&quot;.</extracomment>
        <translation>%1（%2 %3）</translation>
    </message>
    <message>
        <source>All predictions</source>
        <extracomment>The last row of the prediction table: every prediction, by the rank got.</extracomment>
        <translation>すべての予想</translation>
    </message>
    <message>
        <source>Predicted %1: the prediction card was a %2.</source>
        <extracomment>A row&apos;s tooltip in the prediction table, e.g. &quot;Predicted 1st: the prediction card was a Wyvern.&quot;</extracomment>
        <translation>%1を予想：予想カードは%2でした。</translation>
    </message>
    <message>
        <source>Got %1</source>
        <extracomment>A column of the prediction table: the rank the joust card got.</extracomment>
        <translation>%1を取った</translation>
    </message>
    <message>
        <source>Tricks</source>
        <extracomment>A column of the prediction table: the tricks in the row, and their share of all.</extracomment>
        <translation>トリック数</translation>
    </message>
    <message>
        <source>Points lost</source>
        <extracomment>A column of the prediction table: the points the row&apos;s missed predictions lost.</extracomment>
        <translation>失った点</translation>
    </message>
    <message>
        <source>For each missed prediction, the points a prediction of the rank the joust card got would have scored (2 for 1st, 3 for 2nd, 3 for 3rd, 2 for 4th).</source>
        <translation>不一致の予想ごとに、プレイングカードが実際に取った順位を予想していれば得られた点（1位 2点、2位 3点、3位 3点、4位 2点）の合計です。</translation>
    </message>
    <message>
        <source>Over-calling a rank: predicting it at least 1 trick in 20 more often than getting it; under-calling: at least 1 in 20 less often.</source>
        <translation>予想しすぎ：ある順位を、実際に取るよりもトリック20回に1回以上多く予想すること。予想不足：20回に1回以上少なく予想すること。</translation>
    </message>
    <message>
        <source>Rows: the rank predicted (the prediction card&apos;s suit). Columns: the rank the joust card got. Complete tricks of the counted games; under each count, its share of the row (in the Tricks column and the last row, its share of all the tricks).</source>
        <translation>行：予想した順位（予想カードのスート）。列：プレイングカードが取った順位。数えるゲームの完了したトリックです。各数の下に、行の中での割合を表示します（「トリック数」列と最後の行では、トリック全体に占める割合）。</translation>
    </message>
</context>
<context>
    <name>tornei::Record</name>
    <message>
        <source>Dummy</source>
        <translation>NPC</translation>
    </message>
</context>
<context>
    <name>tornei::RecordFile</name>
    <message>
        <source>%1: cannot write: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation>%1：書き込めません：%2</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ファイルではなくフォルダです</translation>
    </message>
    <message>
        <source>it is a pipe, not a file: a record is read from a file only</source>
        <translation>ファイルではなくパイプです。記録はファイルからのみ読み込みます</translation>
    </message>
    <message>
        <source>it is a device or a socket, not a file: a record is read from a file only</source>
        <translation>ファイルではなくデバイスまたはソケットです。記録はファイルからのみ読み込みます</translation>
    </message>
</context>
<context>
    <name>tornei::RecordFormat</name>
    <message>
        <source>&quot;%1&quot; is already the name of seat %2</source>
        <translation>「%1」は既に席%2の名前です</translation>
    </message>
    <message>
        <source>a game record must be a JSON object</source>
        <translation>ゲーム記録は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>%1 is not &quot;tornei-record&quot;</source>
        <translation>%1 は &quot;tornei-record&quot; ではありません</translation>
    </message>
    <message>
        <source>%1 is not an integer</source>
        <translation>%1 は整数ではありません</translation>
    </message>
    <message>
        <source>version %1 is not supported (this app reads version %2)</source>
        <translation>バージョン %1 には対応していません（このアプリが読めるのはバージョン %2）</translation>
    </message>
    <message>
        <source>%1 is not a seat (0 to 3)</source>
        <translation>%1 は席番号（0～3）ではありません</translation>
    </message>
    <message>
        <source>the dummy never deals</source>
        <translation>NPCはディーラーになりません</translation>
    </message>
    <message>
        <source>unknown key (only keys beginning with &quot;x-&quot; may be added)</source>
        <translation>不明なキーです（追加できるのは &quot;x-&quot; で始まるキーだけです）</translation>
    </message>
    <message>
        <source>required key is missing</source>
        <translation>必須のキーがありません</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 は配列ではありません</translation>
    </message>
    <message>
        <source>expected exactly %1 entries, found %2</source>
        <translation>要素はちょうど %1 個のはずですが、%2 個あります</translation>
    </message>
    <message>
        <source>null is not a card</source>
        <translation>null はカードではありません</translation>
    </message>
    <message>
        <source>%1 is not a card</source>
        <translation>%1 はカードではありません</translation>
    </message>
    <message>
        <source>expected exactly 4 entries</source>
        <translation>要素はちょうど4個のはずです</translation>
    </message>
    <message>
        <source>only one seat can be the dummy&apos;s (null)</source>
        <translation>NPCの席（null）にできるのは1席だけです</translation>
    </message>
    <message>
        <source>%1 is not a player&apos;s name</source>
        <translation>%1 はプレイヤー名ではありません</translation>
    </message>
    <message>
        <source>a game of %1 players has at most %1 rounds</source>
        <translation>%1人のゲームのラウンドは最大%1つです</translation>
    </message>
    <message>
        <source>%1 is not a round object</source>
        <translation>%1 はラウンドのオブジェクトではありません</translation>
    </message>
    <message>
        <source>a round has at most 7 tricks</source>
        <translation>1ラウンドのトリックは最大7つです</translation>
    </message>
    <message>
        <source>every round but the last needs 7 complete tricks, this one has %1</source>
        <translation>最後以外のラウンドには完了したトリックが7つ必要ですが、このラウンドには%1つしかありません</translation>
    </message>
    <message>
        <source>the dummy&apos;s layout has exactly 7 cards, found %1</source>
        <translation>NPCのボードのカードはちょうど7枚のはずですが、%1枚あります</translation>
    </message>
    <message>
        <source>only a 3-player game has a dummy</source>
        <translation>NPCがいるのは3人戦だけです</translation>
    </message>
    <message>
        <source>the dummy turns up at most one prediction card per complete trick</source>
        <translation>NPCの予想カードを表にするのは、完了したトリック1つにつき最大1枚です</translation>
    </message>
    <message>
        <source>%1 is not a trick object</source>
        <translation>%1 はトリックのオブジェクトではありません</translation>
    </message>
    <message>
        <source>missing card in a finished trick</source>
        <translation>終わったトリックにカードが欠けています</translation>
    </message>
    <message>
        <source>the dummy makes no prediction: this entry must be null</source>
        <translation>NPCは予想をしないので、この要素は null でなければなりません</translation>
    </message>
    <message>
        <source>not a JSON document: %1 (at byte %2)</source>
        <translation>JSON ドキュメントではありません：%1（%2 バイト目）</translation>
    </message>
    <message>
        <source>%1 is not a date and time with its UTC offset (RFC 3339), e.g. &quot;2026-11-21T19:30:00+09:00&quot;</source>
        <translation>%1 は UTC からの時差付きの日時（RFC 3339）ではありません。例：&quot;2026-11-21T19:30:00+09:00&quot;</translation>
    </message>
    <message>
        <source>the file is too large for a game record (%1 bytes; at most %2)</source>
        <extracomment>%1 and %2 are sizes in bytes</extracomment>
        <translation>ゲーム記録としてはファイルが大きすぎます（%1 バイト、上限 %2 バイト）</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 は true でも false でもありません</translation>
    </message>
    <message>
        <source>past a limit of game records: %1 (at byte %2)</source>
        <extracomment>%1 names the limit passed, %2 is a byte offset</extracomment>
        <translation>ゲーム記録の上限を超えています：%1（%2 バイト目）</translation>
    </message>
</context>
<context>
    <name>tornei::RecordImport</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file&apos;s name, %2 why it was not imported.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>何も読み込みませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n game(s).</source>
        <extracomment>How many game records were imported into the database.</extracomment>
        <translation>
            <numerusform>%n ゲームを読み込みました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not imported (%n file(s)):</source>
        <extracomment>Followed by one line per refused file: its name and why.</extracomment>
        <translation>
            <numerusform>読み込まなかったファイル（%n 個）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tornei::Replay</name>
    <message>
        <source>on the dummy&apos;s board</source>
        <translation>NPCのボード上のカード</translation>
    </message>
    <message>
        <source>turned up from the dummy&apos;s prediction pile after trick %1</source>
        <translation>トリック%1の後にNPCの予想カードの山から表にしたカード</translation>
    </message>
    <message>
        <source>played by the dummy in trick %1</source>
        <translation>トリック%1でNPCが出したカード</translation>
    </message>
    <message>
        <source>played by %1 in trick %2</source>
        <translation>トリック%2で%1が出したカード</translation>
    </message>
    <message>
        <source>%1&apos;s prediction card in trick %2</source>
        <translation>トリック%2での%1の予想カード</translation>
    </message>
    <message>
        <source>The game is over: every round has been played.</source>
        <translation>ゲームは終了しました。すべてのラウンドが終わっています。</translation>
    </message>
    <message>
        <source>That is not the card to enter now.</source>
        <translation>いま入力するカードではありません。</translation>
    </message>
    <message>
        <source>The dummy must play %1, not %2.</source>
        <translation>NPCが出すのは%2ではなく%1です。</translation>
    </message>
    <message>
        <source>%1 is already used: %2.</source>
        <extracomment>%1 is a card such as F7; %2 says where it is, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation>%1は既に使われています（%2）。</translation>
    </message>
    <message>
        <source>The dummy leads %1: the top card of its strongest suit.</source>
        <translation>NPCは%1をリードします。最も強いスートの一番上のカードです。</translation>
    </message>
    <message>
        <source>The dummy plays %1: it has %2, the led suit, so it plays that pile&apos;s top card.</source>
        <translation>NPCは%1を出します。リードスートの%2があるので、その山の一番上のカードです。</translation>
    </message>
    <message>
        <source>The dummy plays %1: it has no %2, so the top card of its strongest suit.</source>
        <translation>NPCは%1を出します。%2がないので、最も強いスートの一番上のカードです。</translation>
    </message>
    <message>
        <source>%1 appears more than once in round %2: %3, and again %4.</source>
        <translation>ラウンド%2で%1が重複しています：%3と、%4。</translation>
    </message>
    <message>
        <source>%1 played %2 in trick %3 although %4 was led, yet showed %5 in trick %6: they held %4.</source>
        <translation>%1はトリック%3で%4がリードされたのに%2を出しましたが、トリック%6で%5を出しています。%4を持っていたことになります。</translation>
    </message>
    <message>
        <source>Its rule gives %1: it leads, so the top card of its strongest suit.</source>
        <extracomment>Why the dummy should have played another card; %1 is a card such as &quot;Wyvern 9&quot;.</extracomment>
        <translation>ルールでは%1です。リードなので、最も強いスートの一番上のカードです。</translation>
    </message>
    <message>
        <source>Its rule gives %1: it has %2, the led suit, so that pile&apos;s top card.</source>
        <extracomment>%1 is a card such as &quot;Fleur-de-lis 5&quot;, %2 a suit.</extracomment>
        <translation>ルールでは%1です。リードスートの%2があるので、その山の一番上のカードです。</translation>
    </message>
    <message>
        <source>Its rule gives %1: it has no %2, so the top card of its strongest suit.</source>
        <extracomment>%1 is a card such as &quot;Wyvern 9&quot;, %2 the led suit.</extracomment>
        <translation>ルールでは%1です。%2がないので、最も強いスートの一番上のカードです。</translation>
    </message>
    <message>
        <source>In trick %1 the dummy played %2 instead of %3. %4</source>
        <extracomment>%1 is a trick number, %2 the card recorded for the dummy, %3 the card its rule gives, %4 why.</extracomment>
        <translation>トリック%1でNPCは%3ではなく%2を出しました。%4</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <extracomment>%1 is a round number, %2 a violation in full, which names its trick.</extracomment>
        <translation>ラウンド%1：%2</translation>
    </message>
</context>
<context>
    <name>tornei::Reports</name>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>(%1/7 tricks)</source>
        <extracomment>Follows a round number in the score table, e.g. &quot;4 (2/7 tricks)&quot;.</extracomment>
        <translation>（%1/7トリック）</translation>
    </message>
    <message>
        <source>%1: %2 tricks won; correct predictions %3 1st, %4 2nd, %5 3rd, %6 4th; %7 zero-trick bonus</source>
        <translation>%1：獲得トリック %2、的中 1位 %3・2位 %4・3位 %5・4位 %6、0トリックボーナス %7</translation>
    </message>
    <message>
        <source>* includes the zero-trick bonus (3 points)</source>
        <translation>* 0トリックボーナス（3点）を含む</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>同点で勝利：%1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>Game not finished. Leading: %1</source>
        <translation>ゲームは終わっていません。首位：%1</translation>
    </message>
    <message>
        <source>No violations: every entered card is consistent with the rules.</source>
        <translation>違反はありません。入力されたカードはすべてルールどおりです。</translation>
    </message>
    <message numerus="yes">
        <source>%n violation(s) found:</source>
        <translation>
            <numerusform>%n件の違反が見つかりました：</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1, trick %2: </source>
        <translation>ラウンド%1、トリック%2：</translation>
    </message>
</context>
<context>
    <name>tornei::ReviewPage</name>
    <message>
        <source>Nothing entered yet</source>
        <translation>まだ何も入力されていません</translation>
    </message>
    <message>
        <source>Round %1 of %2 · Trick %3 of %4</source>
        <extracomment>Where the review stands: round and trick of the game.</extracomment>
        <translation>ラウンド %1/%2 · トリック %3/%4</translation>
    </message>
    <message>
        <source>The dummy</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <extracomment>%1 is a seat, %2 a suit name.</extracomment>
        <translation>%1が%2をリードしました。</translation>
    </message>
    <message>
        <source>%1 won the trick with %2.</source>
        <extracomment>%1 is a seat, %2 its card.</extracomment>
        <translation>%1が%2でトリックを獲得しました。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player and the rank their prediction card named, e.g. &quot;Aki (2nd)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>✓ Correct: %1</source>
        <translation>✓ 的中：%1</translation>
    </message>
    <message>
        <source>✗ Incorrect: %1</source>
        <translation>✗ 不一致：%1</translation>
    </message>
    <message>
        <source>This trick was not finished.</source>
        <translation>このトリックは途中までです。</translation>
    </message>
    <message>
        <source>No card of this round&apos;s tricks was entered.</source>
        <translation>このラウンドのトリックはまだ入力されていません。</translation>
    </message>
    <message>
        <source>« First</source>
        <translation>« 最初</translation>
    </message>
    <message>
        <source>◀ Previous trick</source>
        <translation>◀ 前のトリック</translation>
    </message>
    <message>
        <source>Next trick ▶</source>
        <translation>次のトリック ▶</translation>
    </message>
    <message>
        <source>Last »</source>
        <translation>最後 »</translation>
    </message>
    <message>
        <source>Left arrow or Page Up</source>
        <translation>← キーまたは Page Up</translation>
    </message>
    <message>
        <source>Right arrow or Page Down</source>
        <translation>→ キーまたは Page Down</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>ラウンド(&amp;R)：</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>得点グラフ</translation>
    </message>
    <message>
        <source>Round %1 (dealer %2)</source>
        <extracomment>An entry of the round list: round number and its dealer.</extracomment>
        <translation>ラウンド%1（ディーラー：%2）</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>未終了</translation>
    </message>
    <message>
        <source>Review: %1 (%2)</source>
        <extracomment>%1 lists the players, %2 says whether the game is finished.</extracomment>
        <translation>振り返り：%1（%2）</translation>
    </message>
    <message>
        <source> </source>
        <comment>sentence separator</comment>
        <extracomment>Between the sentences about a trick (in Japanese a zero-width space: no gap, yet a place to wrap).</extracomment>
        <translation>​</translation>
    </message>
    <message>
        <source>There is no game to print.</source>
        <translation>印刷するゲームがありません。</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>得点表を印刷…</translation>
    </message>
    <message>
        <source>Save score sheet as PDF…</source>
        <translation>得点表を PDF で保存…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <extracomment>A violation said under the trick it concerns; %1 gives it and its proof.</extracomment>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>— disputed: the club&apos;s director chooses between two revisions</source>
        <extracomment>After a game&apos;s title: the club&apos;s server holds two revisions of it.</extracomment>
        <translation>— 異議あり：クラブのディレクターが 2 つの修正版から選びます</translation>
    </message>
    <message>
        <source>Opens the finished game at the table at this trick: press Edit round, or Ctrl+E, to correct a card. The scores are worked out again.</source>
        <translation>終わったゲームを、このトリックを表示してテーブルで開きます。「ラウンドを編集」または Ctrl+E でカードを訂正できます。得点は計算し直されます。</translation>
    </message>
    <message>
        <source>%1 (called %2, got %3)</source>
        <extracomment>A player, the rank their prediction card named and the rank their joust card got, e.g. &quot;Aki (called 3rd, got 1st)&quot;.</extracomment>
        <translation>%1（予想%2・結果%3）</translation>
    </message>
    <message>
        <source>&amp;Correct at the table</source>
        <translation>テーブルで訂正(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Continue this game at the table</source>
        <translation>このゲームをテーブルで続ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
</context>
<context>
    <name>tornei::RoundSummary</name>
    <message>
        <source>Round %1 is over</source>
        <translation>ラウンド%1終了</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>✓ 1st (W)</source>
        <translation>✓ 1位（W）</translation>
    </message>
    <message>
        <source>✓ 2nd (F)</source>
        <translation>✓ 2位（F）</translation>
    </message>
    <message>
        <source>✓ 3rd (S)</source>
        <translation>✓ 3位（S）</translation>
    </message>
    <message>
        <source>✓ 4th (C)</source>
        <translation>✓ 4位（C）</translation>
    </message>
    <message>
        <source>No-trick bonus</source>
        <translation>0トリックボーナス</translation>
    </message>
    <message>
        <source>Round score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>The dummy never scores.</source>
        <translation>NPCは得点しません。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>★ Shared win: %1</source>
        <translation>★ 同点で勝利：%1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation>★ %1の勝利</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 (shared)</source>
        <translation>%1（同点）</translation>
    </message>
    <message>
        <source>The game is saved as finished.</source>
        <translation>ゲームを終了済みとして保存しました。</translation>
    </message>
    <message>
        <source>Card count: %1 in the players&apos; hands + %2 on the dummy&apos;s board + %3 of 7 turned up from the dummy&apos;s prediction pile = %4 of 56.</source>
        <translation>カードの枚数：プレイヤーの手札 %1 ＋ NPCのボード %2 ＋ NPCの予想カードの山から表にしたカード %3/7 ＝ %4/56。</translation>
    </message>
    <message>
        <source>Card count: %1 in the players&apos; hands = %2 of 56.</source>
        <translation>カードの枚数：プレイヤーの手札 %1 ＝ %2/56。</translation>
    </message>
    <message>
        <source>✓ All 56 cards are accounted for.</source>
        <translation>✓ 56枚すべての行方がわかっています。</translation>
    </message>
    <message>
        <source>Not accounted for (%1): %2 — these lie in the dummy&apos;s prediction pile that was not turned up.</source>
        <translation>行方不明（%1）：%2 — 表にしていないNPCの予想カードの山にあるカードです。</translation>
    </message>
    <message>
        <source>Not accounted for (%1): %2.</source>
        <translation>行方不明（%1）：%2。</translation>
    </message>
    <message>
        <source>⚠ Cards entered more than once: %1. See Violations.</source>
        <translation>⚠ 2回以上入力されたカード：%1枚。「違反」を確認してください。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>tornei::SafeFile</name>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <translation>そのフォルダに書き込む権限がありません</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>フォルダが存在しません</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名前が長すぎます</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>ディスクがエラーを報告しました</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>ファイル名が指定されていません。</translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <extracomment>%1 is the path of a folder given where a file was expected</extracomment>
        <translation>%1 はフォルダです。ファイル名を指定してください。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, a pipe or a socket): choose another file.</source>
        <extracomment>%1 is a path that names a device, a pipe or a socket</extracomment>
        <translation>%1 は通常のファイルではありません（デバイス、パイプまたはソケット）。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>the file on the disk is not what was written</source>
        <translation>ディスク上のファイルが書き込んだ内容と一致しません</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <extracomment>%1 and %2 are numbers of bytes</extracomment>
        <translation>%2 バイト中 %1 バイトしかディスクに書き込まれませんでした</translation>
    </message>
    <message>
        <source>%1 is read-only: choose another file, or make it writable first.</source>
        <extracomment>%1 is an existing file that cannot be written</extracomment>
        <translation>%1 は読み取り専用です。別のファイルを選ぶか、先に書き込めるようにしてください。</translation>
    </message>
    <message>
        <source>a file of that name already exists</source>
        <translation>同じ名前のファイルがすでにあります</translation>
    </message>
    <message>
        <source>%1 is a link another user made in a shared folder: choose another file.</source>
        <extracomment>%1 is a symbolic link in a folder such as /tmp, made by another user</extracomment>
        <translation>%1 は共有フォルダーに別のユーザーが作ったリンクです。別のファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>tornei::ScoreSheetModel</name>
    <message>
        <source>★ %1</source>
        <extracomment>A final total of a winning player, e.g. &quot;★ 31&quot;.</extracomment>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1: %2 points in total</source>
        <translation>%1：合計%2点</translation>
    </message>
    <message>
        <source>%1 in round %2: %3 tricks won, %4 correct predictions (1st %5, 2nd %6, 3rd %7, 4th %8)%9, %10 points.</source>
        <translation>ラウンド%2の%1：獲得トリック%3、的中%4（1位 %5、2位 %6、3位 %7、4位 %8）%9、%10点。</translation>
    </message>
    <message>
        <source>, zero-trick bonus 3</source>
        <translation>、0トリックボーナス 3</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Round %1
dealer %2</source>
        <extracomment>Score sheet row: round number and its dealer.</extracomment>
        <translation>ラウンド%1
ディーラー %2</translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points, then ● tricks won, ✓ correct predictions and +3 for the no-trick bonus. Point at a cell for the details.</source>
        <translation>各マス：そのラウンドの得点、● 獲得トリック数、✓ 的中した予想の数、+3 はトリック0のボーナス。マスを指すと詳細が出ます。</translation>
    </message>
    <message>
        <source>%1
●%2 ✓%3</source>
        <extracomment>Score sheet cell: %1 points; %2 tricks won (●), %3 correct predictions (✓). Keep it this short.</extracomment>
        <translation>%1
●%2 ✓%3</translation>
    </message>
    <message>
        <source>+3</source>
        <extracomment>Score sheet cell: the no-trick bonus, on a line of its own. Keep it this short.</extracomment>
        <translation>+3</translation>
    </message>
</context>
<context>
    <name>tornei::ScoreSheetPrinter</name>
    <message>
        <source>Tornei Companion · page %1</source>
        <extracomment>The footer of every printed page.</extracomment>
        <translation>Tornei Companion · %1ページ</translation>
    </message>
    <message>
        <source>Tornei score sheet</source>
        <translation>Tornei 得点表</translation>
    </message>
    <message>
        <source>Not finished: %1 of %2 rounds complete.</source>
        <translation>未終了：%2ラウンド中%1ラウンド終了。</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <extracomment>%1 lists the players who share the win.</extracomment>
        <translation>同点優勝：%1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>%1. %2 — %3 points%4</source>
        <extracomment>A line of the printed standings: place, name, total.</extracomment>
        <translation>%1位 %2 — %3点%4</translation>
    </message>
    <message>
        <source> (shared)</source>
        <translation>（同点）</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>違反</translation>
    </message>
    <message>
        <source>The file %1 cannot be written.</source>
        <translation>ファイル %1 に書き込めません。</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>The score sheet could not be printed.</source>
        <translation>得点表を印刷できませんでした。</translation>
    </message>
    <message>
        <source>Save the score sheet as PDF</source>
        <translation>得点表を PDF で保存</translation>
    </message>
    <message>
        <source>score-sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF で保存</translation>
    </message>
    <message>
        <source>Played %1, %2</source>
        <extracomment>The date line of a printed score sheet: %1 the date, %2 the time.</extracomment>
        <translation>プレイ日時：%1 %2</translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points, then ● tricks won and ✓ correct predictions; +3 is the zero-trick bonus (no trick won in a complete round). A round in italics is not complete. ★ marks the winner&apos;s total.</source>
        <extracomment>The legend under a printed score sheet; the marks are those of its cells.</extracomment>
        <translation>各マス：そのラウンドの得点、● 獲得トリック数、✓ 的中した予想の数。+3 は0トリックボーナス（完了したラウンドでトリックを1つも獲得しなかった場合）です。斜体のラウンドは完了していません。★ は勝者の合計点です。</translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation>ファイル %1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>tornei::SeasonBar</name>
    <message>
        <source>&amp;Season:</source>
        <translation>シーズン(&amp;S)：</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>今年</translation>
    </message>
    <message>
        <source>Custom range…</source>
        <translation>期間を指定…</translation>
    </message>
    <message>
        <source>Every figure, the rating and the charts count only the games played in the season, as if there were no others: a rating starts afresh at the season&apos;s first game.</source>
        <translation>すべての数字、レーティング、グラフはシーズン中に遊んだゲームだけを、ほかにゲームがないものとして数えます。レーティングはシーズン最初のゲームから始め直します。</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <extracomment>The first day of a custom season</extracomment>
        <translation>開始(&amp;F)</translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <extracomment>The last day of a custom season</extracomment>
        <translation>終了(&amp;O)</translation>
    </message>
</context>
<context>
    <name>tornei::SeatingPrinter</name>
    <message>
        <source>Table %1</source>
        <extracomment>The head of a table on the printed seating, e.g. &quot;Table 12&quot;.</extracomment>
        <translation>卓 %1</translation>
    </message>
    <message>
        <source>(dummy)</source>
        <extracomment>In a seat of the printed seating: the dummy sits there.</extracomment>
        <translation>（NPC）</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <extracomment>The printed seating&apos;s title: %1 is the club event, %2 the round&apos;s number.</extracomment>
        <translation>%1 — 第 %2 回戦</translation>
    </message>
    <message>
        <source>▶ deals first</source>
        <extracomment>Under the printed seating&apos;s title: what the mark before a name means.</extracomment>
        <translation>▶ 最初のディーラー</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Under the printed seating: %1 lists the players who sit this round out.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Sitting out: %1</source>
        <translation>休み：%1</translation>
    </message>
    <message>
        <source>The file %1 cannot be written.</source>
        <translation>ファイル %1 に書き込めません。</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>The seating could not be printed.</source>
        <translation>席順を印刷できませんでした。</translation>
    </message>
    <message>
        <source>%1 round %2 seating</source>
        <extracomment>The file name offered for a saved seating; %1 is the club event, %2 the round.</extracomment>
        <translation>%1 第%2回戦 席順</translation>
    </message>
    <message>
        <source>Save the seating as PDF</source>
        <translation>席順を PDF で保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF で保存</translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2</source>
        <extracomment>%1 is a file, %2 why it could not be written</extracomment>
        <translation>ファイル %1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Follow the night: %1</source>
        <extracomment>Beside the standings (and under the printed seating): %1 is the address of the club night&apos;s web page.</extracomment>
        <translation>例会のページ：%1</translation>
    </message>
</context>
<context>
    <name>tornei::SeatingView</name>
    <message>
        <source>clockwise ↻
play passes to the left</source>
        <translation>時計回り ↻
手番は左隣へ</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Seat %1 (empty)</source>
        <translation>席%1（空席）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Seat %1 · first dealer</source>
        <translation>席%1 · 最初のディーラー</translation>
    </message>
</context>
<context>
    <name>tornei::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <extracomment>The language choice that follows the computer&apos;s settings; %1 is the language that gives now, in its own name (&quot;English&quot;, &quot;日本語&quot;).</extracomment>
        <translation>システム（%1）</translation>
    </message>
    <message>
        <source>The change applies at once to every window. Dates and numbers follow the chosen language.</source>
        <translation>変更はすぐにすべてのウィンドウに反映されます。日付と数値の書式も選んだ言語に従います。</translation>
    </message>
    <message>
        <source>&amp;Club server:</source>
        <translation>クラブのサーバー(&amp;C)：</translation>
    </message>
    <message>
        <source>postgresql://table3@club.example/club</source>
        <extracomment>An example of a server&apos;s address; keep the form, translate nothing but &quot;table3&quot; and &quot;club&quot; if useful.</extracomment>
        <translation>postgresql://table3@club.example/club</translation>
    </message>
    <message>
        <source>Without a server, the games stay on this computer only.</source>
        <translation>サーバーを指定しない場合、ゲームはこのコンピューターにだけ保存されます。</translation>
    </message>
    <message>
        <source>The games are sent to the club&apos;s server and every table&apos;s come back, in the background. The password comes from ~/.pgpass or PGPASSWORD, never from here.</source>
        <translation>ゲームはバックグラウンドでクラブのサーバーに送られ、すべてのテーブルのゲームが届きます。パスワードはここではなく ~/.pgpass か PGPASSWORD から読まれます。</translation>
    </message>
    <message>
        <source>&amp;Games to be ranked in a season:</source>
        <translation>順位に必要なシーズンのゲーム数(&amp;G)：</translation>
    </message>
    <message>
        <source>In the league table, players with fewer games in the season follow the ranked ones, without a rank.</source>
        <translation>順位表では、シーズンのゲーム数がこれより少ないプレイヤーは順位なしで後に続きます。</translation>
    </message>
</context>
<context>
    <name>tornei::ShareDialog</name>
    <message>
        <source>&amp;Stop sharing</source>
        <translation>共有を停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>共有を開始(&amp;S)</translation>
    </message>
    <message>
        <source>The game is not shared: %1</source>
        <extracomment>%1 is the reason, as the system or the page&apos;s program gave it</extracomment>
        <translation>ゲームは共有されていません：%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Scan the code or type the address on a phone on the same network.</source>
        <translation>同じネットワークのスマートフォンでコードを読み取るか、アドレスを入力してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) following the game.</source>
        <extracomment>%n is how many phones (or other browsers) have the page open</extracomment>
        <translation>
            <numerusform>%n台のスマートフォンがゲームを見ています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>共有していません。</translation>
    </message>
    <message>
        <source>Share the game on the local network</source>
        <translation>ゲームをローカルネットワークで共有</translation>
    </message>
    <message>
        <source>Phones on the same network as this computer can follow the table&apos;s score sheet as the cards are entered: nothing to install, and nothing on the page changes the game. Sharing stops when you stop it or close the app.</source>
        <translation>このコンピューターと同じネットワークにあるスマートフォンで、カードの入力に合わせてこの卓のスコアシートを見られます。インストールは不要で、ページからゲームを変えることはできません。共有は停止するかアプリを閉じると終わります。</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>ネットワーク(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>アドレスをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>tornei::StandingsDocument</name>
    <message>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>Provisional standings, as of %1</source>
        <extracomment>%1 is the time the standings were read, e.g. 21:04.</extracomment>
        <translation>暫定順位（%1 時点）</translation>
    </message>
    <message>
        <source>Each game gives a player the opponents at the table with a lower total, a tie counting half, divided by the opponents at that table. Ties on points are broken by the average round score.</source>
        <extracomment>Under the standings: how a player&apos;s points are counted.</extracomment>
        <translation>各ゲームで、同じテーブルで自分より合計得点の低い相手の数（同点は0.5人）を、そのテーブルの相手の数で割った値がポイントになります。ポイントが同じときは、ラウンドの平均得点で順位を決めます。</translation>
    </message>
</context>
<context>
    <name>tornei::StandingsModel</name>
    <message>
        <source>Rank</source>
        <extracomment>The standings&apos; column of places: 1, 2, 2, 4...</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>The standings&apos; points: opponents finished above, a tie counting half, per table.</extracomment>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>ラウンドの平均得点</translation>
    </message>
    <message>
        <source>Total points</source>
        <extracomment>The game totals summed over the event.</extracomment>
        <translation>合計得点</translation>
    </message>
    <message>
        <source>Each game gives (opponents with a lower total + half of those with the same) divided by the opponents at the table, so tables of three and four weigh the same.</source>
        <translation>各ゲームのポイントは（合計得点が自分より低い相手の数 + 同点の相手の数の半分）÷ テーブルの相手の数。3人卓と4人卓が同じ重みになります。</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>The player&apos;s rating (μ − 3σ) over all the club&apos;s games.</extracomment>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>The player&apos;s rating over all the club&apos;s games (μ − 3σ), as the club&apos;s statistics give it.</source>
        <translation>クラブの全ゲームでのプレイヤーのレーティング（μ − 3σ）。クラブの統計と同じ値です。</translation>
    </message>
    <message>
        <source>Round avg.</source>
        <extracomment>Short header of the average round score in the standings window.</extracomment>
        <translation>ラウンド平均</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>Short header of the game totals summed over the event in the standings window.</extracomment>
        <translation>合計</translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>short</comment>
        <extracomment>Short header of the player&apos;s rating in the standings window.</extracomment>
        <translation>レーティング</translation>
    </message>
</context>
<context>
    <name>tornei::StandingsWindow</name>
    <message>
        <source>No club server is set: choose one in Settings.</source>
        <translation>クラブのサーバーが設定されていません：設定で選んでください。</translation>
    </message>
    <message>
        <source>The club server cannot be read: %1</source>
        <translation>クラブのサーバーを読めません：%1</translation>
    </message>
    <message>
        <source>The standings cannot be read now: %1</source>
        <translation>いま順位表を読めません：%1</translation>
    </message>
    <message>
        <source>No club event chosen.</source>
        <translation>例会が選ばれていません。</translation>
    </message>
    <message>
        <source>Club event standings</source>
        <translation>例会の順位表</translation>
    </message>
    <message>
        <source>&amp;Club event:</source>
        <translation>例会(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面(&amp;F)</translation>
    </message>
    <message>
        <source>For a projector: the standings fill the screen (F11; Esc to leave).</source>
        <translation>プロジェクター用：順位表を画面いっぱいに表示します（F11。Esc で戻ります）。</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Save as &amp;web page…</source>
        <translation>ウェブページとして保存(&amp;W)…</translation>
    </message>
    <message>
        <source>%1 standings</source>
        <extracomment>The file name offered for saved standings; %1 is the event&apos;s name.</extracomment>
        <translation>%1 順位表</translation>
    </message>
    <message>
        <source>Save the standings as a web page</source>
        <translation>順位表をウェブページとして保存</translation>
    </message>
    <message>
        <source>Save the standings as CSV</source>
        <translation>順位表を CSV で保存</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>ウェブページ (*.html)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2</source>
        <translation>ファイル %1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Follow the night: %1</source>
        <extracomment>Beside the standings (and under the printed seating): %1 is the address of the club night&apos;s web page.</extracomment>
        <translation>例会のページ：%1</translation>
    </message>
    <message>
        <source>&amp;Save as CSV…</source>
        <translation>CSV で保存(&amp;S)…</translation>
    </message>
</context>
<context>
    <name>tornei::StartPage</name>
    <message>
        <source>%1 — round %2 — %3</source>
        <extracomment>An unfinished game: players, the round in play or to be played next, when the game was played.</extracomment>
        <translation>%1 — ラウンド%2 — %3</translation>
    </message>
    <message>
        <source>Tornei Companion</source>
        <translation>トウルネイ・コンパニオン</translation>
    </message>
    <message>
        <source>+ &amp;New game</source>
        <translation>＋ 新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Unfinished games:</source>
        <translation>途中のゲーム：</translation>
    </message>
    <message>
        <source>▶ &amp;Continue the selected game</source>
        <translation>▶ 選んだゲームを続ける(&amp;C)</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>About</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <source>Recent games (double-click to review):</source>
        <translation>最近のゲーム（ダブルクリックで振り返り）：</translation>
    </message>
    <message>
        <source>Every stored game: search, filter, review, export, exclude or delete.</source>
        <translation>保存したすべてのゲーム：検索・絞り込み・振り返り・書き出し・除外・削除。</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>プレイヤー(&amp;P)…</translation>
    </message>
    <message>
        <source>Each player&apos;s figures, head-to-head records and charts.</source>
        <translation>各プレイヤーの成績・対戦成績・グラフ。</translation>
    </message>
    <message>
        <source>Unfinished games (the %1 newest of %2; History lists them all):</source>
        <extracomment>%1 games are listed of %2 unfinished games in all.</extracomment>
        <translation>途中のゲーム（%2ゲーム中、新しい%1ゲーム。すべて「履歴」で見られます）：</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>データベース：%1</translation>
    </message>
    <message>
        <source>Tornei Companion keeps the score of Tornei games played with real cards: enter each card as it is played, and it checks the rules and scores every trick and round. To begin, start a new game, or import the game records you already have.</source>
        <translation>トウルネイ・コンパニオンは、実物のカードで遊ぶトウルネイの得点を記録します。出されたカードを順に入力すると、ルールを確認し、トリックとラウンドごとに得点を計算します。新しいゲームを始めるか、お持ちのゲーム記録を読み込んでください。</translation>
    </message>
    <message>
        <source>+ New game</source>
        <translation>＋ 新しいゲーム</translation>
    </message>
    <message>
        <source>Import records…</source>
        <translation>記録を読み込む…</translation>
    </message>
    <message>
        <source>Game records (tornei-record .json files) from another computer or from tornei-cli.</source>
        <translation>別のコンピューターや tornei-cli で作成したゲーム記録（tornei-record の .json ファイル）。</translation>
    </message>
    <message>
        <source>The app speaks %1, as this computer is set. Another language can be chosen in Settings (below).</source>
        <extracomment>%1 is the language&apos;s own name (&quot;English&quot;, &quot;日本語&quot;).</extracomment>
        <translation>このコンピューターの設定に合わせて、アプリは%1で表示されています。ほかの言語は下の「設定」で選べます。</translation>
    </message>
    <message>
        <source>The app speaks %1. Another language can be chosen in Settings (below).</source>
        <extracomment>%1 is the language&apos;s own name (&quot;English&quot;, &quot;日本語&quot;).</extracomment>
        <translation>アプリは%1で表示されています。ほかの言語は下の「設定」で選べます。</translation>
    </message>
    <message>
        <source>H&amp;istory…</source>
        <translation>履歴(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>tornei::TablePage</name>
    <message>
        <source>&quot;%1&quot; is not a card: type a suit letter (W, F, S or C) and a number from 1 to 14, e.g. w12.</source>
        <extracomment>%1 is what was typed.</extracomment>
        <translation>「%1」はカードではありません。スートの頭文字（W、F、S、C）と1～14の数字を入力してください（例：w12）。</translation>
    </message>
    <message>
        <source>%1 deals: enter the dummy&apos;s face-up card %2 of 7, in the order dealt</source>
        <extracomment>%1 is the dealer&apos;s name; %2 counts 1 to 7.</extracomment>
        <translation>ディーラーは%1：NPCの表向きのカードを配った順に入力してください（%2/7枚目）</translation>
    </message>
    <message>
        <source>Dummy: enter the prediction card turned up after trick %1 (optional)</source>
        <translation>NPC：トリック%1の後に表にした予想カードを入力（省略可）</translation>
    </message>
    <message>
        <source>%1: turn up your prediction card</source>
        <translation>%1：予想カードを表にしてください</translation>
    </message>
    <message>
        <source>The dummy plays its card now</source>
        <translation>NPCがカードを出します</translation>
    </message>
    <message>
        <source>%1: lead with your joust card — you are the leader</source>
        <translation>%1：リードプレイヤーです。プレイングカードを出してください</translation>
    </message>
    <message>
        <source>%1: play your joust card — %2 was led: follow it if you can</source>
        <extracomment>%1 player, %2 suit name.</extracomment>
        <translation>%1：プレイングカード — リードは%2。持っていれば必ず出す</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Round %1 of %2 · Dealer %3 · Dummy&apos;s board</source>
        <translation>ラウンド %1/%2 · ディーラー %3 · NPCのボード</translation>
    </message>
    <message>
        <source>Round %1 of %2 · Dealer %3 · Trick %4 of %5</source>
        <translation>ラウンド %1/%2 · ディーラー %3 · トリック %4/%5</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>The dummy plays %1 — press Retry or any card to play it</source>
        <translation>NPCは%1を出します — 「再試行」かいずれかのカードを押すと出します</translation>
    </message>
    <message>
        <source>↶ Undo %1</source>
        <translation>↶ 元に戻す：%1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ 元に戻す</translation>
    </message>
    <message>
        <source>↷ Redo %1</source>
        <translation>↷ やり直す：%1</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ やり直す</translation>
    </message>
    <message>
        <source>%1 (Ctrl+Z)</source>
        <extracomment>Tooltip: what undo will take back, and its key.</extracomment>
        <translation>%1（Ctrl+Z）</translation>
    </message>
    <message>
        <source>%1 (Ctrl+Shift+Z)</source>
        <translation>%1（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Dummy&apos;s turned-up card after trick %1 (Ctrl+D)</source>
        <translation>トリック%1の後に表にしたNPCの予想カード（Ctrl+D）</translation>
    </message>
    <message>
        <source>Edit round %1</source>
        <translation>ラウンド%1を編集</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>スタート画面に戻る</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Showing round %1, trick %2 · now: %3</source>
        <extracomment>Header while an earlier trick is shown: %1 round, %2 trick, %3 where the game is now.</extracomment>
        <translation>ラウンド%1・トリック%2を表示中 · 現在：%3</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Previous trick (Page Up)</source>
        <translation>前のトリック（Page Up）</translation>
    </message>
    <message>
        <source>Next trick (Page Down)</source>
        <translation>次のトリック（Page Down）</translation>
    </message>
    <message>
        <source>Current trick</source>
        <translation>現在のトリック</translation>
    </message>
    <message>
        <source>Back to the current trick (Esc)</source>
        <translation>現在のトリックに戻る（Esc）</translation>
    </message>
    <message>
        <source>Final scores (Ctrl+R)</source>
        <translation>最終得点（Ctrl+R）</translation>
    </message>
    <message>
        <source>Round summary (Ctrl+R)</source>
        <translation>ラウンドの結果（Ctrl+R）</translation>
    </message>
    <message>
        <source>Swap with the card %1</source>
        <extracomment>Tooltip of a card in the picker; %1 says where it lies, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation>%1のカードと入れ替え</translation>
    </message>
    <message>
        <source>Swap with another card…</source>
        <translation>別のカードと入れ替え…</translation>
    </message>
    <message>
        <source>Then click the card on the table that belongs where this one is</source>
        <translation>続けて、このカードの場所に入るべきテーブル上のカードをクリックしてください</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Drop what is not saved yet, and go on</source>
        <translation>まだ保存されていない内容を破棄して続ける</translation>
    </message>
    <message>
        <source>⚠ Round %1: %2</source>
        <extracomment>The round&apos;s violations named under the table, e.g. &quot;⚠ Round 1: Revoke by Ben in trick 2 (F9)&quot;; %2 lists them.</extracomment>
        <translation>⚠ ラウンド%1：%2</translation>
    </message>
    <message>
        <source> · </source>
        <translation>・</translation>
    </message>
    <message>
        <source>Swapping %1: click or pick the card it trades places with</source>
        <extracomment>%1 is a card, e.g. &quot;W5&quot;.</extracomment>
        <translation>%1を入れ替え中：入れ替える相手のカードをクリックするか選んでください</translation>
    </message>
    <message>
        <source>Correcting the card %1: pick the new card</source>
        <extracomment>%1 says which card, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation>%1を訂正中：新しいカードを選んでください</translation>
    </message>
    <message>
        <source>Cancel swap (Esc)</source>
        <translation>入れ替えをやめる（Esc）</translation>
    </message>
    <message>
        <source>Cancel correction (Esc)</source>
        <translation>訂正をやめる（Esc）</translation>
    </message>
    <message>
        <source>The dummy has no card in the trick shown: show the trick where it played (Page Up, Page Down), then press Ctrl+M.</source>
        <translation>表示中のトリックにNPCのカードがありません。NPCがカードを出したトリックを表示して（Page Up、Page Down）から Ctrl+M を押してください。</translation>
    </message>
    <message>
        <source>Trick %1, dummy&apos;s card: pick the card really played, or its rule&apos;s %2</source>
        <extracomment>%1 is a trick number, %2 the card the dummy&apos;s rule gives; picking it takes the misplay back.</extracomment>
        <translation>トリック%1のNPCのカード：実際に出したカードか、ルールどおりの%2を選んでください</translation>
    </message>
    <message>
        <source>Trick %1, dummy&apos;s card: pick the card really played (a dummy misplay)</source>
        <extracomment>%1 is a trick number; the card picked is kept as a dummy misplay.</extracomment>
        <translation>トリック%1のNPCのカード：実際に出したカードを選んでください（NPCの誤プレイ）</translation>
    </message>
    <message>
        <source>⚠ The dummy played %1 instead of %2 — recorded as a dummy misplay. %3</source>
        <extracomment>%1 is the card the dummy played, %2 the card its rule gives, %3 the rule&apos;s reason.</extracomment>
        <translation>⚠ NPCは%2ではなく%1を出しました。NPCの誤プレイとして記録しています。%3</translation>
    </message>
    <message>
        <source>Then click the card to correct, or press Ctrl+E and its number</source>
        <translation>続けて直すカードをクリックするか、Ctrl+E を押してカードの番号を押します</translation>
    </message>
    <message>
        <source>No card of the trick shown has been entered yet: show the trick with the card to correct (Page Up, Page Down), then press Ctrl+E.</source>
        <translation>表示中のトリックにはまだカードが入力されていません。直すカードのあるトリックを表示して（Page Up、Page Down）から Ctrl+E を押してください。</translation>
    </message>
    <message>
        <source>&amp;%1  %2 — %3</source>
        <extracomment>An entry of the Ctrl+E menu: %1 its key, %2 the card, %3 where it lies, e.g. &quot;played by Ben in trick 2&quot;.</extracomment>
        <translation>&amp;%1  %2 — %3</translation>
    </message>
    <message>
        <source>Swap with which card?</source>
        <translation>どのカードと入れ替えますか？</translation>
    </message>
    <message>
        <source>Correct which card?</source>
        <translation>どのカードを直しますか？</translation>
    </message>
    <message>
        <source>The dummy&apos;s board</source>
        <translation>NPCのボード</translation>
    </message>
    <message>
        <source>A game of four players has no dummy: Ctrl+M corrects the dummy&apos;s card in a game of three.</source>
        <translation>4人戦にはNPCがいません。Ctrl+M は3人戦でNPCのカードを訂正するキーです。</translation>
    </message>
    <message>
        <source>No card of trick %1 has been entered yet</source>
        <extracomment>In the Ctrl+E menu, when only the dummy&apos;s board has cards to correct.</extracomment>
        <translation>トリック%1のカードはまだ入力されていません</translation>
    </message>
    <message>
        <source>Correcting %1: pick the new card</source>
        <extracomment>%1 names the card, e.g. &quot;Ben&apos;s prediction card in trick 2&quot;.</extracomment>
        <translation>%1を訂正中：新しいカードを選んでください</translation>
    </message>
</context>
<context>
    <name>tornei::TableShare</name>
    <message>
        <source>The program that serves the page, %1, is missing.</source>
        <extracomment>%1 is the path of the program that was looked for</extracomment>
        <translation>ページを配信するプログラム %1 が見つかりません。</translation>
    </message>
    <message>
        <source>The page stopped unexpectedly.</source>
        <translation>ページが予期せず停止しました。</translation>
    </message>
</context>
<context>
    <name>tornei::TrickView</name>
    <message>
        <source>✓ +%1</source>
        <translation>✓ +%1</translation>
    </message>
    <message>
        <source>✗</source>
        <translation>✗</translation>
    </message>
    <message>
        <source>Tricks %1</source>
        <extracomment>Seat status: tricks won and correct predictions this round.</extracomment>
        <translation>トリック %1</translation>
    </message>
    <message>
        <source>Tricks %1 · ✓ %2</source>
        <translation>トリック %1 · ✓ %2</translation>
    </message>
    <message>
        <source>Dummy&apos;s board</source>
        <translation>NPCのボード</translation>
    </message>
    <message>
        <source>Top card first, underlined</source>
        <extracomment>Under the title of the dummy&apos;s board: how its piles are shown.</extracomment>
        <translation>一番上のカードが先頭（下線付き）</translation>
    </message>
    <message>
        <source>Prediction pile: none turned up yet</source>
        <translation>予想カードの山：まだ表にしたカードはありません</translation>
    </message>
    <message>
        <source>Prediction pile turned up:</source>
        <translation>めくった予想カード：</translation>
    </message>
    <message>
        <source>◆ leader</source>
        <translation>◆ リードプレイヤー</translation>
    </message>
    <message>
        <source>★ wins, leads next</source>
        <translation>★ 勝ち・次のリード</translation>
    </message>
    <message>
        <source>★ wins</source>
        <translation>★ 勝ち</translation>
    </message>
</context>
<context>
    <name>tornei::ViolationList</name>
    <message>
        <source>⚠ Violations (%1)</source>
        <translation>⚠ 違反（%1）</translation>
    </message>
    <message>
        <source>Violations (none)</source>
        <translation>違反（なし）</translation>
    </message>
    <message>
        <source>Revoke by %1 in trick %2 (%3)</source>
        <extracomment>%1 is a player, %2 a trick number, %3 the off-suit card, e.g. &quot;Revoke by Ben in trick 2 (F9)&quot;.</extracomment>
        <translation>トリック%2で%1がリボーク（%3）</translation>
    </message>
    <message>
        <source>Dummy misplay in trick %1 (%2, not %3)</source>
        <extracomment>%1 is a trick number, %2 the dummy&apos;s recorded card, %3 the card its rule gives.</extracomment>
        <translation>トリック%1でNPCの誤プレイ（%3ではなく%2）</translation>
    </message>
    <message>
        <source>%1 entered twice</source>
        <extracomment>%1 is a card entered twice in one round.</extracomment>
        <translation>%1を2回入力</translation>
    </message>
</context>
<context>
    <name>tornei::XlsxExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>a sheet holds at most %L1 rows: export fewer games</source>
        <translation>1 枚のシートに入るのは %L1 行までです。書き出すゲームを減らしてください</translation>
    </message>
</context>
<context>
    <name>tornei::ZipWriter</name>
    <message>
        <source>the workbook would be larger than 4 GB, more than a zip file holds</source>
        <translation>ブックが 4 GB を超え、zip ファイルに収まりません</translation>
    </message>
</context>
</TS>
