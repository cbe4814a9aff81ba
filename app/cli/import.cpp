#include "import.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "clubschema.h"
#include "gamestore.h"

#include <QCommandLineParser>

namespace tornei::cli {

Import::Import()
    : DatabaseCommand(QStringLiteral("import"),
                      tr("store each record as a new game; a file with any error is rejected whole and nothing is "
                         "written; a game already stored (same SHA-256 of its canonical record) is refused"))
{
    addArgument(QStringLiteral("files"), tr("game records (JSON)"), QStringLiteral("FILE..."));
    addOption(QCommandLineOption(QStringLiteral("server"),
                                 tr("With --event: send the game to the club's PostgreSQL server (a connection string "
                                    "or URI) instead of the database."),
                                 QStringLiteral("SERVER")));
    addOption(QCommandLineOption(QStringLiteral("event"),
                                 tr("Attach the game to a table of this club event; its seats must be that table's "
                                    "players in that table's seats."),
                                 QStringLiteral("EVENT")));
    addOption(QCommandLineOption(QStringLiteral("round"), tr("With --event: the round."), QStringLiteral("K")));
    addOption(QCommandLineOption(QStringLiteral("table"), tr("With --event: the table."), QStringLiteral("T")));
}

int Import::toEvent(const QCommandLineParser &parser)
{
    const QStringList files = parser.positionalArguments();
    bool usageError = false;
    const std::optional<QString> server = this->server(parser, &usageError);
    if (usageError)
        return usage(tr("--server and --db cannot be given together. See --help."));
    bool ok[3] = {false, false, false};
    const qint64 event = parser.value(QStringLiteral("event")).toLongLong(&ok[0]);
    const int round = parser.value(QStringLiteral("round")).toInt(&ok[1]);
    const int table = parser.value(QStringLiteral("table")).toInt(&ok[2]);
    if (!server || !ok[0] || !ok[1] || !ok[2] || event < 1 || round < 1 || table < 1 || files.size() != 1)
        return usage(tr("import --event takes --server, --round, --table and one FILE. See --help."));
    const std::optional<Record> record = load(files[0]);
    if (!record) {
        err(tr("%1: not imported; nothing was written.").arg(files[0]) + QLatin1Char('\n'));
        return 2;
    }
    ClubConnection connection;
    StoreError error;
    if (!connection.open(*server, &error) || !ClubSchema::clubFor(connection.db(), &error)) {
        err(error.message + QLatin1Char('\n'));
        return 1;
    }
    const std::optional<qint64> number = ClubEvents(connection.db()).submitAndAttach(event, round, table, *record, &error);
    if (!number) {
        //: %1 is a file name, %2 why it was not attached
        err(tr("%1: %2").arg(files[0], error.message) + QLatin1Char('\n'));
        return 1;
    }
    //: %1 file, %2 the game's number on the server, %3 table, %4 round, %5 event
    out(tr("%1: sent as game #%2, at table %3 of round %4 of event %5")
            .arg(files[0])
            .arg(*number)
            .arg(table)
            .arg(round)
            .arg(event) +
        QLatin1Char('\n'));
    return 0;
}

int Import::run(const QCommandLineParser &parser)
{
    bool usageError = false;
    if (server(parser, &usageError) || parser.isSet(QStringLiteral("event")) || parser.isSet(QStringLiteral("round")) ||
        parser.isSet(QStringLiteral("table")))
        return toEvent(parser);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usage(tr("import takes one or more FILEs. See --help."));
    std::vector<Record> records;
    for (const QString &file : files) {
        std::optional<Record> record = load(file);
        if (!record) {
            if (files.size() == 1)
                err(tr("%1: not imported; nothing was written.").arg(file) + QLatin1Char('\n'));
            else
                //: %1 is the file that could not be read
                err(tr("Nothing was imported, not even the other files: %1 cannot be read as a record (see above), "
                       "and one import stores all its files or none. Leave it out and import the others again.")
                        .arg(file) +
                    QLatin1Char('\n'));
            return 2;
        }
        records.push_back(std::move(*record));
    }
    GameStore store;
    if (!openStore(store, database(parser), Reads::Records, Missing::Made))
        return 1;
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    if (!store.records().importBatch(records, &ids, &refusals, &error)) {
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

} // namespace tornei::cli
