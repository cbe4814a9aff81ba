#include "csvexport.h"

#include "databasefiles.h"

#include "gamestore.h"
#include "replay.h"

#include <QSaveFile>

namespace tornei {

QString CsvExport::field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

std::optional<QByteArray> CsvExport::write(const GameStore &store, const std::vector<qint64> &games, StoreError *error)
{
    std::vector<qint64> ids = games;
    if (ids.empty()) {
        HistoryQuery all;
        all.sortOrder = Qt::AscendingOrder;
        all.limit = 0;
        StoreError failure;
        const HistoryPage page = store.history(all, &failure);
        if (failure.isError()) {
            if (error)
                *error = failure;
            return std::nullopt;
        }
        for (const HistoryRow &row : page.rows)
            ids.push_back(row.id);
    }
    const QStringList header{
        tr("Date"),        tr("Game"),        tr("Round"),       tr("Dealer"),
        tr("Player"),      tr("Seat"),        tr("Tricks won"),  tr("Correct 1st"),
        tr("Correct 2nd"), tr("Correct 3rd"), tr("Correct 4th"), tr("Zero-trick bonus"),
        tr("Round score"), tr("Game total"),
    };
    const QString crlf = QStringLiteral("\r\n");
    QString text = header.join(QLatin1Char(',')) + crlf;
    for (qint64 id : ids) {
        const std::optional<GameSummary> summary = store.game(id, error);
        if (!summary)
            return std::nullopt;
        const std::optional<Record> record = store.loadRecord(id, error);
        if (!record)
            return std::nullopt;
        const Replay replay(*record);
        // The date as written in the record (ISO 8601, which both spreadsheets read).
        const QString date =
            summary->startedText.isEmpty() ? summary->started.toString(Qt::ISODate) : summary->startedText;
        for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
            const RoundResult &round = replay.round(r);
            for (int s = 0; s < SeatCount; ++s) {
                if (!record->isPlayer(s))
                    continue;
                QStringList row{field(date),
                                QString::number(id),
                                QString::number(r + 1),
                                field(record->seatName(round.dealer)),
                                field(record->seatName(s)),
                                QString::number(s + 1),
                                QString::number(round.tricksWon[static_cast<std::size_t>(s)])};
                for (int rank = 0; rank < 4; ++rank)
                    row << QString::number(
                        round.correctByRank[static_cast<std::size_t>(s)][static_cast<std::size_t>(rank)]);
                row << QString::number(round.zeroTrickBonus[static_cast<std::size_t>(s)] ? 1 : 0)
                    << QString::number(round.scores[static_cast<std::size_t>(s)])
                    << QString::number(replay.totals()[static_cast<std::size_t>(s)]);
                text += row.join(QLatin1Char(',')) + crlf;
            }
        }
    }
    // Excel needs the byte order mark to read UTF-8.
    return QByteArrayLiteral("\xEF\xBB\xBF") + text.toUtf8();
}

bool CsvExport::writeFile(const GameStore &store, const std::vector<qint64> &games, const QString &path,
                          StoreError *error)
{
    if (const QString refusal = DatabaseFiles::refusal(path); !refusal.isEmpty()) {
        if (error)
            *error = StoreError{refusal};
        return false;
    }
    const std::optional<QByteArray> csv = write(store, games, error);
    if (!csv)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*csv) != csv->size() || !file.commit()) {
        if (error)
            *error = StoreError{tr("Cannot write %1: %2").arg(path, file.errorString()), 0};
        return false;
    }
    return true;
}

} // namespace tornei
