#include "import.h"

#include "gamestore.h"

#include <QCommandLineParser>

namespace tornei::cli {

Import::Import()
    : DatabaseCommand(QStringLiteral("import"),
                      tr("store each record as a new game; a file with any error is rejected whole and nothing is "
                         "written; a game already stored (same SHA-256 of its canonical record) is refused"))
{
    addArgument(QStringLiteral("files"), tr("game records (JSON)"), QStringLiteral("FILE..."));
}

int Import::run(const QCommandLineParser &parser)
{
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usage(tr("import takes one or more FILEs. See --help."));
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
    if (!openStore(store, database(parser)))
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
