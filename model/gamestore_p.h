#pragma once

// Shared by the files that implement GameStore, one concern each:
// gamestore.cpp (connection, opening, transactions), gamestore_records.cpp
// (a game's entries, import, identity), gamestore_results.cpp (derived
// per-round results), gamestore_games.cpp (summaries, history, delete,
// exclude), gamestore_statistics.cpp (player statistics),
// gamestore_players.cpp (players, rename, merge), gamestore_backups.cpp
// (backups and restore). Not part of the model's interface.

#include "gamestore.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <functional>
#include <map>

namespace tornei {

namespace storage {

inline std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

inline QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

inline QString kindName(EntryKind kind)
{
    switch (kind) {
    case EntryKind::DummyLayout:
        return QStringLiteral("layout");
    case EntryKind::Joust:
        return QStringLiteral("joust");
    case EntryKind::Prediction:
        return QStringLiteral("prediction");
    case EntryKind::DummyPrediction:
        return QStringLiteral("dummy-prediction");
    }
    return {};
}

inline std::optional<EntryKind> kindFromName(const QString &name)
{
    for (EntryKind kind :
         {EntryKind::DummyLayout, EntryKind::Joust, EntryKind::Prediction, EntryKind::DummyPrediction}) {
        if (kindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

inline bool isSqliteHeader(const QByteArray &header)
{
    return header.size() >= 100 && header.startsWith(QByteArrayLiteral("SQLite format 3\0"));
}

inline QString seatColumns(const char *suffix)
{
    QStringList columns;
    for (int s = 0; s < SeatCount; ++s)
        columns << QStringLiteral("seat%1_%2").arg(s).arg(QLatin1String(suffix));
    return columns.join(QStringLiteral(", "));
}

inline StoreError plainError(const QString &message)
{
    return StoreError{message, 0};
}

inline void setError(StoreError *error, const StoreError &value)
{
    if (error)
        *error = value;
}

// When a game was played, from the games table: the UTC instant in the
// offset it was played at (undated games: local time).
inline QDateTime playedAt(const QVariant &utc, const QVariant &offset)
{
    const QDateTime instant = QDateTime::fromString(utc.toString(), Qt::ISODateWithMs);
    return offset.isNull() ? instant.toLocalTime() : instant.toOffsetFromUtc(offset.toInt());
}

// The shape of a record its entries do not give (x- keys, trick and round
// counts), stored beside the entries so that import and export are lossless.
QString shapeJson(const Record &record);
bool applyShape(Record &record, const QString &json);

} // namespace storage

struct GameStore::Private
{
    QSqlDatabase db;
    QString connection;
    QString path;
    QString vfs;
    int busyTimeout = 5000;
    int version = 0;

    static QString databaseName(const QString &path, const QString &vfs, bool inspect);
    static bool connect(QSqlDatabase &db, const QString &path, const QString &vfs, bool inspect, StoreError *error);
    static void disconnect(QSqlDatabase &db);

    bool run(const QString &sql, StoreError *error) const;
    bool exec(QSqlQuery &query, StoreError *error) const;
    bool prepare(QSqlQuery &query, const QString &sql, StoreError *error) const;
    template <typename Body> bool transaction(StoreError *error, Body body);

    bool quickCheck(StoreError *error) const;
    std::optional<Record> load(qint64 game, StoreError *error) const;
    bool refresh(qint64 game, const Record &record, bool touch, StoreError *error, const QString &hash = QString());
    // Rebuilds, in one transaction, every game whose cached results were
    // computed by another version of the rules (Replay::RulesVersion).
    bool refreshOutdated(StoreError *error);
    std::optional<qint64> playerFor(const QString &name, StoreError *error);
    std::optional<qint64> insertGame(const Record &record, const QString &sourceHash, StoreError *error);
    bool insertEntries(qint64 game, const std::vector<Entry> &entries, int firstSeq, StoreError *error);
    // Calls row(game, seat, total, winner) for every player seat of the games.
    bool results(const std::vector<qint64> &games, const std::function<void(qint64, int, int, bool)> &row,
                 StoreError *error) const;
    std::vector<GameSummary> summaries(const QString &where, const std::optional<qint64> &game,
                                       StoreError *error) const;
    // The statistics of one saved player, or of all, by player id.
    bool collectStatistics(std::optional<qint64> player, std::map<qint64, PlayerStatistics> &out,
                           StoreError *error) const;
    std::vector<qint64> gamesOfPlayer(qint64 player, StoreError *error) const;
    bool backup(const QString &reason, StoreError *error);
    std::optional<qint64> findDuplicate(const QString &hash, StoreError *error) const;
    std::optional<qint64> importOne(const Record &record, StoreError *error);
};

template <typename Body> bool GameStore::Private::transaction(StoreError *error, Body body)
{
    if (!db.isOpen()) {
        storage::setError(error, storage::plainError(tr("No database is open.")));
        return false;
    }
    // Deferred BEGIN can fail at the first write whatever the busy timeout;
    // IMMEDIATE takes the write lock up front.
    if (!run(QStringLiteral("BEGIN IMMEDIATE"), error))
        return false;
    StoreError failure;
    if (!body(&failure)) {
        run(QStringLiteral("ROLLBACK"), nullptr);
        storage::setError(error, failure);
        return false;
    }
    QSqlQuery commit(db);
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        storage::setError(error, errorFrom(commit.lastError()));
        commit.finish();
        run(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    return true;
}

} // namespace tornei
