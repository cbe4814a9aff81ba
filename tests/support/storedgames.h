#pragma once
// Games entered in a test's store the way the table screen enters them, random
// legal games to enter, the results table a replay gives, and a raw
// connection to look at what the store wrote.
#include "gamesetup.h"
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"
#include "testfiles.h"

#include <QDir>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace tornei::testing {

// A second, raw connection to look at the tables the store wrote.
class RawDb
{
public:
    explicit RawDb(const QString &path)
        : m_name(QStringLiteral("raw-%1").arg(++s_count))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    QVariant value(const QString &sql) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql) || !query.next())
            return {};
        return query.value(0);
    }
    bool exec(const QString &sql) const
    {
        QSqlQuery query(db());
        return query.exec(sql);
    }
    // round_results of a game as "round seat complete score tricks c1 c2 c3 c4 bonus" lines.
    QStringList results(qint64 game) const
    {
        QStringList rows;
        QSqlQuery query(db());
        query.exec(QStringLiteral("SELECT round, seat, complete, score, tricks_won, correct_rank1, correct_rank2,"
                                  " correct_rank3, correct_rank4, zero_trick_bonus FROM round_results WHERE game = %1"
                                  " ORDER BY round, seat")
                       .arg(game));
        while (query.next()) {
            QStringList fields;
            for (int i = 0; i < 10; ++i)
                fields << query.value(i).toString();
            rows << fields.join(QLatin1Char(' '));
        }
        return rows;
    }

private:
    static inline int s_count = 0;
    QString m_name;
};

inline QStringList expectedResults(const Record &record)
{
    const Replay replay(record);
    QStringList rows;
    for (int r = 0; r < static_cast<int>(replay.rounds().size()); ++r) {
        const RoundResult &result = replay.round(r);
        for (int s = 0; s < SeatCount; ++s) {
            QStringList fields{QString::number(r), QString::number(s), QString::number(result.complete ? 1 : 0),
                               QString::number(result.scores[at(s)]), QString::number(result.tricksWon[at(s)])};
            for (int rank = 0; rank < 4; ++rank)
                fields << QString::number(result.correctByRank[at(s)][at(rank)]);
            fields << QString::number(result.zeroTrickBonus[at(s)] ? 1 : 0);
            rows << fields.join(QLatin1Char(' '));
        }
    }
    return rows;
}

inline std::optional<qint64> enterGame(GameStore &store, const Record &record, StoreError *error)
{
    const std::optional<qint64> game = store.records().create(setupOf(record), error);
    if (!game)
        return std::nullopt;
    for (const Entry &entry : Replay(record).entries()) {
        if (!store.records().applyEdit(*game, EntryEdit::appending({entry}), error))
            return std::nullopt;
    }
    return game;
}

inline Record fourPlayers()
{
    Record record;
    record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dai")};
    record.firstDealer = 1;
    record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
    return record;
}

// The index (from 0) of a page holding cards in the middle of a closed
// database: the part of the file that opening it never reads (unlike the
// schema and the indexes it asks), for tests that damage one page. -1 when
// there are too few.
inline qsizetype middleCardPage(const QString &path)
{
    std::vector<qsizetype> pages;
    {
        RawDb raw(path);
        QSqlQuery leaves(raw.db());
        if (!leaves.exec(QStringLiteral("SELECT pageno FROM dbstat WHERE name = 'entries' AND pagetype = 'leaf'"
                                        " ORDER BY pageno")))
            return -1;
        while (leaves.next())
            pages.push_back(leaves.value(0).toLongLong() - 1);
    }
    return pages.size() > 4 ? pages[pages.size() / 2] : -1;
}

// A file made by this version, taken back to what version 10 made: the
// reasons of a director's corrections (version 11) removed.
inline bool asVersion10(const QSqlDatabase &db)
{
    for (const char *sql : {"DROP TABLE club_revision_reasons", "PRAGMA user_version = 10"}) {
        QSqlQuery query(db);
        if (!query.exec(QString::fromLatin1(sql)))
            return false;
    }
    return true;
}

// A file made by this version, taken back to what version 9 made: the
// copies of the club's events and the attaches to their tables (version 10)
// removed.
inline bool asVersion9(const QSqlDatabase &db)
{
    if (!asVersion10(db))
        return false;
    for (const char *sql : {"DROP TABLE club_attachments", "DROP TABLE club_event_games",
                            "DROP TABLE club_event_sitouts", "DROP TABLE club_event_tables",
                            "DROP TABLE club_event_players", "DROP TABLE club_events", "PRAGMA user_version = 9"}) {
        QSqlQuery query(db);
        if (!query.exec(QString::fromLatin1(sql)))
            return false;
    }
    return true;
}

// A file made by this version, taken back to what version 8 made: the
// players' ratings (version 9) removed.
inline bool asVersion8(const QSqlDatabase &db)
{
    if (!asVersion9(db))
        return false;
    for (const char *sql :
         {"DROP TRIGGER ratings_follow_new_results", "DROP TRIGGER ratings_follow_changed_results",
          "DROP TRIGGER ratings_follow_removed_results", "DROP TRIGGER ratings_follow_removed_games",
          "DROP TRIGGER ratings_follow_moved_games", "DROP TABLE rating_steps", "DROP TABLE player_ratings",
          "DROP TABLE ratings_from", "PRAGMA user_version = 8"}) {
        QSqlQuery query(db);
        if (!query.exec(QString::fromLatin1(sql)))
            return false;
    }
    return true;
}

// A random legal game. RandomGame::play cannot deal 4 players (it takes the
// dummy's pile past the end of the deck), so 4-player games come from the
// legal examples of the specification, cut at a random entry when stopped.
inline Record playGame(QRandomGenerator &rng, int players, bool stopped = false)
{
    // Dated, as every stored game is (an undated one is dated when stored).
    const auto dated = [](Record record) {
        record.started = QStringLiteral("2026-11-21T19:30:00+09:00");
        return record;
    };
    if (players == 3)
        return dated(stopped ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players));
    static const char *complete[] = {"0003", "0022", "0025", "0032", "0043", "0047"};
    const QString prefix = QLatin1String(complete[rng.bounded(6)]);
    const QDir examples(QStringLiteral(TORNEI_TEST_DATA "/examples"));
    const QStringList names = examples.entryList({prefix + QStringLiteral("-legal-complete.json")});
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(readAll(examples.filePath(names.value(0))), &error);
    if (!record || !stopped)
        return dated(record.value_or(fourPlayers()));
    const std::vector<Entry> entries = Replay(*record).entries();
    Record cut = setupOf(*record);
    const auto keep = rng.bounded(static_cast<quint32>(entries.size()));
    for (quint32 i = 0; i < keep; ++i)
        cut.place(entries[i].slot, entries[i].card);
    return dated(cut);
}

} // namespace tornei::testing
