// tornei-cli: scores and checks game records, and imports, exports, lists and
// backs up the stored games; needs no display.
#include "csvexport.h"
#include "databasefiles.h"
#include "gamedate.h"
#include "gamestore.h"
#include "language.h"
#include "record.h"
#include "replay.h"
#include "reports.h"
#include "version.h"
#include "xlsxexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace tornei;

namespace {

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    static int run(QCoreApplication &app);

private:
    static void out(const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), stdout);
        std::fflush(stdout);
    }
    static void err(const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), stderr);
        std::fflush(stderr);
    }
    static std::optional<Record> load(const QString &path);
    // A store error on stderr; damage said as when opening the file.
    static void storeFailed(const GameStore &store, const StoreError &error)
    {
        err((GameStore::isDamage(error) && !error.message.contains(QDir::toNativeSeparators(store.path()))
                 ? GameStore::damageMessage(store.path(), error)
                 : error.message) +
            QLatin1Char('\n'));
    }

    // The storage commands; each returns the exit status.
    static int importFiles(const QString &db, const QStringList &files);
    static int exportGames(const QString &db, const QString &allDir, const QStringList &args);
    static int listGames(const QString &db, bool json);
    enum class Sheet { Csv, Xlsx };
    static int exportSheet(const QString &db, Sheet format, const QString &file, const QStringList &ids);
    static int stats(const QString &db, const QString &player, bool json);
    static JsonValue statsJson(const std::vector<PlayerStatistics> &players);
    static QString statsText(const std::vector<PlayerStatistics> &players);
    static int backup(const QString &db, const QString &dest);
    static int restore(const QString &db, const QString &source);
    // `readsGames`: the command reports or exports games, so every page of
    // the file is checked first (PRAGMA quick_check, a quarter of a second
    // at 10,000 games): a damaged file gives an error, never a short answer.
    static bool openStore(GameStore &store, const QString &db, bool readsGames = false);
    static bool writeRecord(const Record &record, qint64 game, const QString &path);
};

std::optional<Record> Cli::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err(tr("%1: cannot open: %2").arg(path, file.errorString()) + QLatin1Char('\n'));
        return std::nullopt;
    }
    // Checked before reading: a huge file is refused without loading it.
    if (file.size() > RecordFormat::MaxFileBytes) {
        err(path + QStringLiteral(": ") + RecordFormat::tooLargeMessage(file.size()) + QLatin1Char('\n'));
        return std::nullopt;
    }
    RecordError error;
    std::optional<Record> record = RecordFormat::read(file.read(RecordFormat::MaxFileBytes + 1), &error);
    if (!record)
        err(error.toString() + QLatin1Char('\n'));
    return record;
}

bool Cli::openStore(GameStore &store, const QString &db, bool readsGames)
{
    StoreError error;
    if (store.open(db, &error) != GameStore::OpenResult::Ok) {
        err(error.message + QLatin1Char('\n'));
        return false;
    }
    // A failed daily backup does not stop the command (the next open tries
    // again); a damaged file does.
    if (store.dailyBackupDue()) {
        if (!GameStore::checkFile(store.path(), true, &error) && GameStore::isDamage(error)) {
            err(error.message + QLatin1Char('\n'));
            return false;
        }
    } else if (readsGames && !store.checkIntegrity(&error)) {
        err(error.message + QLatin1Char('\n'));
        return false;
    }
    return true;
}

int Cli::importFiles(const QString &db, const QStringList &files)
{
    // Every file is read before anything is written: one unreadable file
    // and nothing is imported.
    std::vector<Record> records;
    for (const QString &file : files) {
        std::optional<Record> record = load(file);
        if (!record) {
            err(tr("%1: not imported; nothing was written.").arg(file) + QLatin1Char('\n'));
            return 2;
        }
        records.push_back(std::move(*record));
    }
    GameStore store;
    if (!openStore(store, db))
        return 1;
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    if (!store.importRecords(records, &ids, &refusals, &error)) {
        err(tr("Nothing was imported: %1").arg(error.message) + QLatin1Char('\n'));
        return 1;
    }
    int status = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const QString &file = files[static_cast<qsizetype>(i)];
        if (ids[i]) {
            out(tr("%1: imported as game %2").arg(file).arg(*ids[i]) + QLatin1Char('\n'));
        } else {
            //: %1 is a file name, %2 why it was not imported
            err(tr("%1: %2").arg(file, refusals[i].message) + QLatin1Char('\n'));
            status = 1;
        }
    }
    return status;
}

bool Cli::writeRecord(const Record &record, qint64 game, const QString &path)
{
    bool trimmed = false;
    const Record exported = GameStore::exportable(record, &trimmed);
    if (trimmed) {
        err(tr("Game %1: the dummy's layout of the last round is only partly entered; that round is left out of "
               "the file.")
                .arg(game)
            + QLatin1Char('\n'));
    }
    if (const QString refusal = DatabaseFiles::refusal(path); !refusal.isEmpty()) {
        err(refusal + QLatin1Char('\n'));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(RecordFormat::write(exported)) < 0 || !file.commit()) {
        err(tr("%1: cannot write: %2").arg(path, file.errorString()) + QLatin1Char('\n'));
        return false;
    }
    return true;
}

int Cli::exportGames(const QString &db, const QString &allDir, const QStringList &args)
{
    if (allDir.isEmpty() ? args.size() != 2 : !args.isEmpty()) {
        err(tr("export takes --all DIR, or GAME_ID FILE. See --help.") + QLatin1Char('\n'));
        return 2;
    }
    std::vector<qint64> ids;
    if (allDir.isEmpty()) {
        bool ok = false;
        ids.push_back(args[0].toLongLong(&ok));
        if (!ok) {
            err(tr("\"%1\" is not a game number. See games.").arg(args[0]) + QLatin1Char('\n'));
            return 2;
        }
    }
    GameStore store;
    if (!openStore(store, db, true))
        return 1;
    StoreError error;
    if (!allDir.isEmpty()) {
        const std::vector<GameSummary> games = store.games(&error);
        if (error.isError()) {
            storeFailed(store, error);
            return 1;
        }
        for (const GameSummary &game : games)
            ids.push_back(game.id);
        if (!QDir().mkpath(allDir)) {
            err(tr("Cannot create the folder %1.").arg(allDir) + QLatin1Char('\n'));
            return 1;
        }
    }
    int status = 0;
    // Damaged games are not exported (never a file that quietly lacks
    // cards); the others are, for what they are worth to a recovery.
    QStringList damaged;
    StoreError damage;
    for (qint64 id : ids) {
        const std::optional<Record> record = store.loadRecord(id, &error);
        if (!record) {
            if (GameStore::isDamage(error)) {
                damaged << QString::number(id);
                damage = error;
            } else {
                err(error.message + QLatin1Char('\n'));
            }
            status = 1;
            continue;
        }
        const QString path =
            allDir.isEmpty() ? args[1] : QDir(allDir).filePath(QStringLiteral("game-%1.json").arg(id));
        if (!writeRecord(*record, id, path))
            status = 1;
        else if (!allDir.isEmpty())
            out(tr("game %1: %2").arg(id).arg(QDir::toNativeSeparators(path)) + QLatin1Char('\n'));
    }
    if (!damaged.isEmpty()) {
        err(GameStore::damageMessage(store.path(), damage) + QLatin1Char('\n'));
        //: %1 lists game numbers
        std::sort(damaged.begin(), damaged.end(),
                  [](const QString &a, const QString &b) { return a.toLongLong() < b.toLongLong(); });
        err(tr("Not exported: game %1.").arg(damaged.join(QStringLiteral(", "))) + QLatin1Char('\n'));
    }
    return status;
}

int Cli::listGames(const QString &db, bool json)
{
    GameStore store;
    if (!openStore(store, db, true))
        return 1;
    StoreError error;
    const std::vector<GameSummary> games = store.games(&error);
    if (error.isError()) {
        storeFailed(store, error);
        return 1;
    }
    if (json) {
        std::vector<JsonValue> items;
        for (const GameSummary &game : games) {
            std::vector<JsonValue> seats;
            std::vector<JsonValue> totals;
            std::vector<JsonValue> winners;
            for (int s = 0; s < SeatCount; ++s) {
                const auto &name = game.seats[static_cast<std::size_t>(s)];
                seats.push_back(name ? JsonValue::string(*name) : JsonValue());
                totals.push_back(name ? JsonValue::integer(game.totals[static_cast<std::size_t>(s)]) : JsonValue());
            }
            for (int w : game.winners)
                winners.push_back(JsonValue::integer(w));
            items.push_back(JsonValue::object({
                {QStringLiteral("id"), JsonValue::integer(game.id)},
                {QStringLiteral("created"), JsonValue::string(game.created.toUTC().toString(Qt::ISODate))},
                {QStringLiteral("started"),
                 game.startedText.isEmpty() ? JsonValue() : JsonValue::string(game.startedText)},
                {QStringLiteral("updated"), JsonValue::string(game.updated.toUTC().toString(Qt::ISODate))},
                {QStringLiteral("seats"), JsonValue::array(std::move(seats))},
                {QStringLiteral("firstDealer"), JsonValue::integer(game.firstDealer)},
                {QStringLiteral("roundsPlayed"), JsonValue::integer(game.roundsPlayed)},
                {QStringLiteral("totals"), JsonValue::array(std::move(totals))},
                {QStringLiteral("winners"), JsonValue::array(std::move(winners))},
                {QStringLiteral("finished"), JsonValue::boolean(game.finished)},
                {QStringLiteral("excludedFromStatistics"), JsonValue::boolean(game.excludedFromStatistics)},
            }));
        }
        out(QString::fromUtf8(JsonValue::array(std::move(items)).serialize(2)) + QLatin1Char('\n'));
        return 0;
    }
    if (games.empty()) {
        out(tr("No games stored.") + QLatin1Char('\n'));
        return 0;
    }
    for (const GameSummary &game : games) {
        QStringList players;
        for (int s = 0; s < SeatCount; ++s) {
            const auto &name = game.seats[static_cast<std::size_t>(s)];
            if (!name)
                continue;
            const bool winner = std::find(game.winners.begin(), game.winners.end(), s) != game.winners.end();
            //: A player and their total in the list of games; %1 name, %2 points
            QString entry = tr("%1 %2").arg(*name).arg(game.totals[static_cast<std::size_t>(s)]);
            if (winner && game.finished)
                entry += QLatin1Char('*');
            players << entry;
        }
        const QString state = game.finished ? tr("finished") : tr("unfinished, %n round(s) complete", nullptr, game.roundsPlayed);
        //: One line of the list of games: %1 number, %2 date and time, %3 players and totals, %4 finished or not
        out(tr("#%1  %2  %3  (%4)")
                .arg(game.id)
                .arg(GameDate::text(game.started), players.join(QStringLiteral(", ")),
                     state)
            + (game.excludedFromStatistics ? QLatin1Char(' ') + tr("[not in statistics]") : QString())
            + QLatin1Char('\n'));
    }
    return 0;
}

int Cli::exportSheet(const QString &db, Sheet format, const QString &file, const QStringList &ids)
{
    std::vector<qint64> games;
    for (const QString &id : ids) {
        bool ok = false;
        games.push_back(id.toLongLong(&ok));
        if (!ok) {
            err(tr("\"%1\" is not a game number. See games.").arg(id) + QLatin1Char('\n'));
            return 2;
        }
    }
    GameStore store;
    if (!openStore(store, db, true))
        return 1;
    StoreError error;
    if (!(format == Sheet::Csv ? CsvExport::writeFile(store, games, file, &error)
                               : XlsxExport::writeFile(store, games, file, &error))) {
        storeFailed(store, error);
        return 1;
    }
    return 0;
}

namespace {

// An average as the statistics show it (already rounded to hundredths): two
// decimals at most, always with a fraction.
JsonValue average(double value)
{
    const double rounded = std::round(value * 100.0) / 100.0;
    QByteArray text = QByteArray::number(rounded, 'f', 2);
    while (text.endsWith('0') && !text.endsWith(".0"))
        text.chop(1);
    return JsonValue::number(text.toDouble(), text);
}

} // namespace

JsonValue Cli::statsJson(const std::vector<PlayerStatistics> &players)
{
    std::vector<JsonValue> items;
    for (const PlayerStatistics &p : players) {
        std::vector<JsonValue> predictions;
        for (const PredictionFigures &f : p.predictions)
            predictions.push_back(JsonValue::object({{QStringLiteral("rank"), JsonValue::integer(f.rank)},
                                                     {QStringLiteral("made"), JsonValue::integer(f.made)},
                                                     {QStringLiteral("correct"), JsonValue::integer(f.correct)}}));
        std::vector<JsonValue> tricks;
        for (int count : p.tricksWonPerRound)
            tricks.push_back(JsonValue::integer(count));
        std::vector<JsonValue> versus;
        for (const HeadToHead &h : p.headToHead)
            versus.push_back(JsonValue::object({{QStringLiteral("opponent"), JsonValue::string(h.opponentName)},
                                                {QStringLiteral("games"), JsonValue::integer(h.games)},
                                                {QStringLiteral("above"), JsonValue::integer(h.above)},
                                                {QStringLiteral("below"), JsonValue::integer(h.below)},
                                                {QStringLiteral("equal"), JsonValue::integer(h.equal)}}));
        items.push_back(JsonValue::object({
            {QStringLiteral("name"), JsonValue::string(p.name)},
            {QStringLiteral("games"), JsonValue::integer(p.games)},
            {QStringLiteral("wins"), JsonValue::integer(p.wins)},
            {QStringLiteral("sharedWins"), JsonValue::integer(p.sharedWins)},
            {QStringLiteral("averageGameScore"), average(p.averageGameScore)},
            {QStringLiteral("averageRoundScore"), average(p.averageRoundScore)},
            {QStringLiteral("predictions"), JsonValue::array(std::move(predictions))},
            {QStringLiteral("zeroTrickRounds"), JsonValue::integer(p.zeroTrickRounds)},
            {QStringLiteral("tricksWonPerRound"), JsonValue::array(std::move(tricks))},
            {QStringLiteral("headToHead"), JsonValue::array(std::move(versus))},
        }));
    }
    return JsonValue::object({{QStringLiteral("players"), JsonValue::array(std::move(items))}});
}

QString Cli::statsText(const std::vector<PlayerStatistics> &players)
{
    if (players.empty())
        return tr("No finished games in the statistics yet.") + QLatin1Char('\n');
    const QLocale locale;
    QString text;
    for (const PlayerStatistics &p : players) {
        //: Statistics of one player: %1 name, then the number of counted games
        text += tr("%1: %n game(s)", nullptr, p.games).arg(p.name)
                //: Wins of a player, %1 of them shared
                + tr(", %n win(s) (%1 shared)", nullptr, p.wins).arg(p.sharedWins) + QLatin1Char('\n');
        //: %1 average total of a game, %2 average score of a round
        text += QStringLiteral("  ") + tr("average per game %1, per round %2")
                    .arg(locale.toString(p.averageGameScore, 'f', 2), locale.toString(p.averageRoundScore, 'f', 2))
                + QLatin1Char('\n');
        QStringList predictions;
        for (const PredictionFigures &f : p.predictions)
            //: Predictions of one rank: %1 rank, %2 correct, %3 made
            predictions << tr("%1: %2 of %3").arg(f.rank).arg(f.correct).arg(f.made);
        //: Separator between the figures of the ranks
        text += QStringLiteral("  ") + tr("correct predictions by rank: %1").arg(predictions.join(tr(", ")))
                + QLatin1Char('\n');
        QStringList tricks;
        for (int count : p.tricksWonPerRound)
            tricks << QString::number(count);
        text += QStringLiteral("  ") + tr("rounds with 0 to 7 tricks won: %1").arg(tricks.join(QStringLiteral(" ")))
                + QLatin1Char('\n');
        for (const HeadToHead &h : p.headToHead)
            //: Head to head: %1 opponent, then the games both played and how often the total was above, below, equal
            text += QStringLiteral("  ") + tr("against %1: %n game(s), above %2, below %3, equal %4", nullptr, h.games)
                        .arg(h.opponentName)
                        .arg(h.above)
                        .arg(h.below)
                        .arg(h.equal)
                    + QLatin1Char('\n');
    }
    return text;
}

int Cli::stats(const QString &db, const QString &player, bool json)
{
    GameStore store;
    if (!openStore(store, db, true))
        return 1;
    StoreError error;
    std::vector<PlayerStatistics> players;
    if (player.isEmpty()) {
        players = store.statistics(&error);
    } else {
        const std::optional<qint64> id = store.findPlayer(player, &error);
        if (!id && !error.isError()) {
            err(tr("There is no player named \"%1\".").arg(player) + QLatin1Char('\n'));
            return 1;
        }
        if (id) {
            if (std::optional<PlayerStatistics> one = store.playerStatistics(*id, &error))
                players.push_back(std::move(*one));
        }
    }
    if (error.isError()) {
        storeFailed(store, error);
        return 1;
    }
    out(json ? QString::fromUtf8(statsJson(players).serialize(2)) + QLatin1Char('\n') : statsText(players));
    return 0;
}

int Cli::backup(const QString &db, const QString &dest)
{
    StoreError error;
    if (!GameStore::backupTo(db, dest, &error)) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    out(tr("Backed up %1 to %2").arg(QDir::toNativeSeparators(db), QDir::toNativeSeparators(dest)) + QLatin1Char('\n'));
    return 0;
}

int Cli::restore(const QString &db, const QString &source)
{
    if (!QFileInfo::exists(source)) {
        err(tr("%1: no such file").arg(source) + QLatin1Char('\n'));
        return 2;
    }
    StoreError error;
    QString aside;
    if (!GameStore::restoreBackup(source, db, &error, &aside)) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    out((aside.isEmpty() ? tr("Restored %1 from %2.").arg(QDir::toNativeSeparators(db), QDir::toNativeSeparators(source))
                         : tr("Restored %1 from %2; the replaced database is kept as %3.")
                               .arg(QDir::toNativeSeparators(db), QDir::toNativeSeparators(source),
                                    QDir::toNativeSeparators(aside)))
        + QLatin1Char('\n'));
    return 0;
}

int Cli::run(QCoreApplication &app)
{
    QStringList args = app.arguments();
    // The language comes first: it decides the language of --help too.
    QString lang;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            lang = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            lang = args[i].mid(7);
    }
    static Language language;
    if (!lang.isEmpty() && !Language::isSupported(lang)) {
        err(tr("--lang: \"%1\" is not a language this tool speaks (en, ja)").arg(lang) + QLatin1Char('\n'));
        return 2;
    }
    language.apply(lang);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Scores and checks Tornei game records (tornei-record version 1), and imports, exports and backs up "
           "the games stored by the app.")
        + QStringLiteral("\n\n") + tr("Commands:") + QStringLiteral("\n  score FILE   ")
        + tr("print the score table of a game") + QStringLiteral("\n  check FILE   ")
        + tr("list every rule violation the entered cards prove") + QStringLiteral("\n  import FILE...   ")
        + tr("store each record as a new game; a file with any error is rejected whole and nothing is written; "
             "a game already stored (same SHA-256 of its canonical record) is refused")
        + QStringLiteral("\n  export GAME_ID FILE | export --all DIR   ")
        + tr("write stored games as tornei-record version 1 files")
        + QStringLiteral("\n  export --csv FILE [GAME_ID...]   ")
        + tr("write the rounds of the given games (all when none) as CSV for spreadsheets")
        + QStringLiteral("\n  export --xlsx FILE [GAME_ID...]   ")
        + tr("the same rows as an Excel workbook: numbers as numbers, dates as dates (local time)")
        + QStringLiteral("\n  games [--json]   ") + tr("list the stored games: date, players, totals, winners (*)")
        + QStringLiteral("\n  stats [--player NAME] [--json]   ")
        + tr("print the players' statistics (finished games not left out of them)")
        + QStringLiteral("\n  backup DEST   ") + tr("write a consistent copy of the database to DEST")
        + QStringLiteral("\n  restore SRC   ")
        + tr("put a backup in place of the database; the replaced file is kept as NAME.replaced-TIMESTAMP")
        + QStringLiteral("\n\n")
        + tr("Exit status: 0 readable and legal (or done), 1 violations found (check) or a refused or failed "
             "operation, 2 usage errors or unreadable input."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON instead of a table."));
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("Language of the output: en or ja (default: the system's)."),
                                        QStringLiteral("en|ja"));
    const QCommandLineOption dbOption(QStringLiteral("db"),
                                      tr("The game database (default: %1).").arg(GameStore::defaultPath()),
                                      QStringLiteral("PATH"));
    const QCommandLineOption allOption(QStringLiteral("all"), tr("export: every stored game, into DIR."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption csvOption(QStringLiteral("csv"), tr("export: the rounds as CSV, into FILE."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption playerOption(QStringLiteral("player"), tr("stats: only this saved player."),
                                          QStringLiteral("NAME"));
    parser.addOption(json);
    const QCommandLineOption xlsxOption(QStringLiteral("xlsx"),
                                        tr("export: the rounds as an Excel workbook (.xlsx), into FILE."),
                                        QStringLiteral("FILE"));
    parser.addOption(csvOption);
    parser.addOption(xlsxOption);
    parser.addOption(playerOption);
    parser.addOption(langOption);
    parser.addOption(dbOption);
    parser.addOption(allOption);
    parser.addPositionalArgument(QStringLiteral("command"),
                                 tr("score, check, import, export, games, stats, backup or restore"));
    parser.addPositionalArgument(QStringLiteral("file"), tr("a game record (JSON), or what the command takes"));
    if (!parser.parse(args)) {
        err(parser.errorText() + QLatin1Char('\n'));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out(parser.helpText());
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out(QStringLiteral("tornei-cli %1\n").arg(QStringLiteral(TORNEI_VERSION)));
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        err(tr("Name a command: score, check, import, export, games, stats, backup or restore. See --help.")
            + QLatin1Char('\n'));
        return 2;
    }
    const QString command = positional.first();
    const QStringList rest = positional.mid(1);
    const QString db = parser.isSet(dbOption) ? parser.value(dbOption) : GameStore::defaultPath();
    const auto usage = [&](const QString &message) {
        err(message + QLatin1Char('\n'));
        return 2;
    };
    if (command == QLatin1String("import"))
        return rest.isEmpty() ? usage(tr("import takes one or more FILEs. See --help.")) : importFiles(db, rest);
    if (command == QLatin1String("export") && (parser.isSet(csvOption) || parser.isSet(xlsxOption))) {
        if (parser.isSet(allOption) || (parser.isSet(csvOption) && parser.isSet(xlsxOption)))
            return usage(tr("export takes one of --all DIR, --csv FILE or --xlsx FILE. See --help."));
        return parser.isSet(csvOption) ? exportSheet(db, Sheet::Csv, parser.value(csvOption), rest)
                                       : exportSheet(db, Sheet::Xlsx, parser.value(xlsxOption), rest);
    }
    if (command == QLatin1String("export"))
        return exportGames(db, parser.value(allOption), rest);
    if (command == QLatin1String("stats"))
        return rest.isEmpty() ? stats(db, parser.value(playerOption), parser.isSet(json))
                              : usage(tr("stats takes no argument. See --help."));
    if (command == QLatin1String("games"))
        return rest.isEmpty() ? listGames(db, parser.isSet(json)) : usage(tr("games takes no argument. See --help."));
    if (command == QLatin1String("backup"))
        return rest.size() == 1 ? backup(db, rest[0]) : usage(tr("backup takes exactly one DEST. See --help."));
    if (command == QLatin1String("restore"))
        return rest.size() == 1 ? restore(db, rest[0]) : usage(tr("restore takes exactly one SRC. See --help."));
    if (command != QLatin1String("score") && command != QLatin1String("check")) {
        err(tr("Unknown command \"%1\". See --help.").arg(command) + QLatin1Char('\n'));
        return 2;
    }
    if (positional.size() != 2) {
        err(tr("%1 takes exactly one FILE. See --help.").arg(command) + QLatin1Char('\n'));
        return 2;
    }
    const std::optional<Record> record = load(positional[1]);
    if (!record)
        return 2;
    const Replay replay(*record);
    if (command == QLatin1String("score")) {
        out(parser.isSet(json) ? QString::fromUtf8(Reports::scoreJson(replay).serialize(2)) + QLatin1Char('\n')
                               : Reports::scoreText(replay));
        return 0;
    }
    out(parser.isSet(json) ? QString::fromUtf8(Reports::checkJson(replay).serialize(2)) + QLatin1Char('\n')
                           : Reports::checkText(replay));
    return replay.violations().empty() ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tornei")); // shares the GUI's data directory
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    return Cli::run(app);
}
