#pragma once
// A database of a few hundred imported games for the History screen's tests,
// seen from Tokyo, and the ways they read the screen's model and table.
#include "gamestore.h"
#include "historymodel.h"
#include "language.h"
#include "randomgame.h"
#include "replay.h"
#include "seatindex.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>
#include <functional>
#include <memory>
#include <set>

namespace tornei {

// The viewer sits in Tokyo (a POSIX rule: no time zone files needed), set
// before any Qt object reads the zone. Every time is shown in the viewer's
// zone, whatever offset a record carries.
inline void viewerInTokyo()
{
    qputenv("TZ", "JST-9");
    tzset();
}
Q_CONSTRUCTOR_FUNCTION(viewerInTokyo)

constexpr int GameCount = 300;
const QStringList Names = {QStringLiteral("Aki"),    QStringLiteral("Ben"),  QStringLiteral("Chie"),
                           QStringLiteral("Daisuke"), QStringLiteral("Emi"), QStringLiteral("Fumio"),
                           QStringLiteral("Goro"),   QStringLiteral("Hana")};

// One imported game as the test knows it.
struct Known
{
    qint64 id = 0;
    Record record;
    QDate date;      // the day it was played, at the table
    bool finished = false;
};

inline void fetchAll(HistoryModel *model)
{
    while (model->canFetchMore({}))
        model->fetchMore({});
}

inline std::set<qint64> shownIds(HistoryModel *model)
{
    fetchAll(model);
    std::set<qint64> ids;
    for (int row = 0; row < model->rowCount(); ++row)
        ids.insert(model->game(row).id);
    return ids;
}

inline void clickHeader(QTableView *view, int column)
{
    QHeaderView *header = view->horizontalHeader();
    const QPoint point(header->sectionViewportPosition(column) + header->sectionSize(column) / 2, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, point);
}

// A fresh database of GameCount imported games, a few of them stopped, each
// known to the test; set up before each test and dropped after it.
class HistoryDatabase
{
protected:
    void setUp();
    void tearDown();
    std::set<qint64> expected(const std::function<bool(const Known &)> &keep) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameStore> m_store;
    std::vector<Known> m_games;
    Language m_language;
};

inline void HistoryDatabase::setUp()
{
    m_language.apply(QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<GameStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("h.sqlite"))), GameStore::OpenResult::Ok);
    QRandomGenerator rng(20261123u);
    std::vector<Record> records;
    m_games.clear();
    const QDateTime first(QDate(2026, 1, 1), QTime(20, 0), Qt::OffsetFromUTC, 9 * 3600);
    for (int i = 0; i < GameCount; ++i) {
        const int players = 3 + static_cast<int>(rng.bounded(2));
        Record record = (i % 5 == 4) ? RandomGame::playStopped(rng, players) : RandomGame::play(rng, players);
        QStringList pool = Names;
        for (int s = 0; s < SeatCount; ++s) {
            if (record.isPlayer(s))
                record.seats[at(s)] = pool.takeAt(static_cast<qsizetype>(rng.bounded(static_cast<quint32>(pool.size()))));
        }
        const QDateTime when = first.addDays(i);
        record.started = when.toString(Qt::ISODate);
        records.push_back(record);
        m_games.push_back({0, record, when.date(), Replay(record).isComplete()});
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    QVERIFY2(m_store->records().importBatch(records, &ids, &refusals, &error), qPrintable(error.message));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        QVERIFY2(ids[i].has_value(), qPrintable(refusals[i].message));
        m_games[i].id = *ids[i];
    }
}

inline void HistoryDatabase::tearDown()
{
    m_store.reset();
    m_dir.reset();
}

inline std::set<qint64> HistoryDatabase::expected(const std::function<bool(const Known &)> &keep) const
{
    std::set<qint64> ids;
    for (const Known &game : m_games) {
        if (keep(game))
            ids.insert(game.id);
    }
    return ids;
}

} // namespace tornei
