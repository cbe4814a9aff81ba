#include "export.h"

#include "csvexport.h"
#include "gamestore.h"
#include "recordfile.h"
#include "xlsxexport.h"

#include <QCommandLineParser>
#include <QDir>
#include <algorithm>

namespace tornei::cli {

namespace {

const QString AllOption = QStringLiteral("all");
const QString CsvOption = QStringLiteral("csv");
const QString XlsxOption = QStringLiteral("xlsx");

} // namespace

Export::Export()
    : DatabaseCommand(QStringLiteral("export"), tr("write stored games as tornei-record version 1 files"))
{
    addOption(QCommandLineOption(AllOption, tr("export: every stored game, into DIR."), QStringLiteral("DIR")));
    addOption(QCommandLineOption(CsvOption, tr("export: the rounds as CSV, into FILE."), QStringLiteral("FILE")));
    addOption(QCommandLineOption(XlsxOption, tr("export: the rounds as an Excel workbook (.xlsx), into FILE."),
                                 QStringLiteral("FILE")));
    addArgument(QStringLiteral("game"),
                tr("GAME_ID FILE: one game into FILE; with --csv or --xlsx, the games to write (all when none)"),
                QStringLiteral("[GAME_ID FILE | GAME_ID...]"));
}

int Export::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const QString db = database(parser);
    const bool csv = parser.isSet(CsvOption);
    const bool xlsx = parser.isSet(XlsxOption);
    if (csv || xlsx) {
        if (parser.isSet(AllOption) || (csv && xlsx))
            return usage(tr("export takes one of --all DIR, --csv FILE or --xlsx FILE. See --help."));
        return csv ? exportSheet(db, Sheet::Csv, parser.value(CsvOption), args)
                   : exportSheet(db, Sheet::Xlsx, parser.value(XlsxOption), args);
    }
    return exportRecords(db, parser.value(AllOption), args);
}

int Export::exportRecords(const QString &db, const QString &allDir, const QStringList &args)
{
    if (allDir.isEmpty() ? args.size() != 2 : !args.isEmpty())
        return usage(tr("export takes --all DIR, or GAME_ID FILE. See --help."));
    std::vector<qint64> ids;
    if (allDir.isEmpty()) {
        bool ok = false;
        ids.push_back(args[0].toLongLong(&ok));
        if (!ok)
            return usage(tr("\"%1\" is not a game number. See games.").arg(args[0]));
    }
    GameStore store;
    if (!openStore(store, db, Reads::Records, Missing::Refused))
        return 1;
    StoreError error;
    if (!allDir.isEmpty()) {
        const std::vector<GameSummary> games = store.games().all(&error);
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
    qsizetype exported = 0;
    // Damaged games are not exported (never a file that quietly lacks
    // cards); the others are, for what they are worth to a recovery.
    QStringList damaged;
    StoreError damage;
    for (qint64 id : ids) {
        const std::optional<Record> record = store.records().load(id, &error);
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
        const QString path = allDir.isEmpty() ? args[1] : QDir(allDir).filePath(QStringLiteral("game-%1.json").arg(id));
        QString why;
        bool trimmed = false;
        const bool written = RecordFile::write(*record, path, &why, &trimmed);
        if (trimmed) {
            err(tr("Game %1: the dummy's layout of the last round is only partly entered; that round is left out of "
                   "the file.")
                    .arg(id) +
                QLatin1Char('\n'));
        }
        if (!written && allDir.isEmpty()) {
            err(why + QLatin1Char('\n'));
            status = 1;
        } else if (!written) {
            // What stops one file (a full disk, a folder that cannot be
            // written) stops the next: one error, not one per game.
            //: %1 says which file could not be written and why; %2 and %3 are numbers of games
            while (why.endsWith(QLatin1Char('.')) || why.endsWith(QChar(0x3002)))
                why.chop(1);
            err(tr("%1. The export stopped there: %2 of %3 games were written.")
                    .arg(why)
                    .arg(exported)
                    .arg(ids.size()) +
                QLatin1Char('\n'));
            status = 1;
            break;
        } else if (!allDir.isEmpty()) {
            ++exported;
            out(tr("game %1: %2").arg(id).arg(QDir::toNativeSeparators(path)) + QLatin1Char('\n'));
        }
    }
    if (!damaged.isEmpty()) {
        err(GameStore::damageMessage(store.path(), damage) + QLatin1Char('\n'));
        std::sort(damaged.begin(), damaged.end(),
                  [](const QString &a, const QString &b) { return a.toLongLong() < b.toLongLong(); });
        //: %1 lists game numbers
        err(tr("Not exported: game %1.").arg(damaged.join(QStringLiteral(", "))) + QLatin1Char('\n'));
    }
    return status;
}

int Export::exportSheet(const QString &db, Sheet format, const QString &file, const QStringList &ids)
{
    std::vector<qint64> games;
    for (const QString &id : ids) {
        bool ok = false;
        const qint64 game = id.toLongLong(&ok);
        if (!ok)
            return usage(tr("\"%1\" is not a game number. See games.").arg(id));
        // A game named twice is one game's rows, once.
        if (std::find(games.begin(), games.end(), game) == games.end())
            games.push_back(game);
    }
    GameStore store;
    if (!openStore(store, db, Reads::Records, Missing::Refused))
        return 1;
    StoreError error;
    if (!(format == Sheet::Csv ? CsvExport::writeFile(store, games, file, &error)
                               : XlsxExport::writeFile(store, games, file, &error))) {
        storeFailed(store, error);
        return 1;
    }
    return 0;
}

} // namespace tornei::cli
