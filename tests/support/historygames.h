#pragma once
// The five games the history's tests start from, in a store of their own
// with the viewer in Tokyo, and what reads back what the history and its
// exports wrote (files, `tornei-cli`).
#include "examplerecords.h"
#include "gamestore.h"
#include "record.h"
#include "recordformat.h"
#include "seatindex.h"

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <ctime>
#include <optional>

namespace tornei::testing {

// The viewer sits in Tokyo (a POSIX rule: no time zone files needed): the
// date filter takes the viewer's dates, as the screens show them.
inline void viewerInTokyo()
{
    qputenv("TZ", "JST-9");
    tzset();
}
Q_CONSTRUCTOR_FUNCTION(viewerInTokyo)

inline Record setup(const std::array<std::optional<QString>, SeatCount> &seats, const QString &started)
{
    Record record;
    record.seats = seats;
    record.firstDealer = 1;
    record.started = started;
    return record;
}


inline int runCli(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), args);
    process.waitForFinished(120000);
    if (out)
        *out = process.readAllStandardOutput();
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// The games h1..h5 of a fresh store, made again for every test (init and
// cleanup call create and destroy).
class HistoryGames
{
protected:
    // h1 Aki Ben Chie Dai, set up 2026-03-01 10:00 +09:00 (01:00 UTC), no rounds
    // h2 Ben Chie Émile (3 players), 2026-02-28 23:30 -05:00 (03-01 04:30 UTC), no rounds
    // h3 Zoë Aki 佐藤 (3 players), 2026-01-15 12:00 Z, no rounds
    // h4 0003 as Dai Ben Aki Chie, 2025-12-31 23:00 +01:00 (22:00 UTC): 37 30 23 21, finished
    // h5 0015 as Chie Ben Aki + dummy, 2026-03-02 08:00 +09:00 (03-01 23:00 UTC): 18 17 18, shared win, excluded
    void create()
    {
        m_dir = new QTemporaryDir;
        m_path = m_dir->filePath(QStringLiteral("h.sqlite"));
        m_store.emplace();
        QCOMPARE(m_store->open(m_path), GameStore::OpenResult::Ok);
        const QString aki = QStringLiteral("Aki"), ben = QStringLiteral("Ben"), chie = QStringLiteral("Chie"),
                      dai = QStringLiteral("Dai");
        StoreError error;
        const std::optional<qint64> h1 =
            m_store->records().create(setup({aki, ben, chie, dai}, QStringLiteral("2026-03-01T10:00:00+09:00")), &error);
        const std::optional<qint64> h2 = m_store->records().create(
            setup({ben, chie, QStringLiteral("Émile"), std::nullopt}, QStringLiteral("2026-02-28T23:30:00-05:00")), &error);
        const std::optional<qint64> h3 =
            m_store->records().create(setup({QStringLiteral("Zoë"), aki, QStringLiteral("佐藤"), std::nullopt},
                                            QStringLiteral("2026-01-15T12:00:00Z")),
                                      &error);
        const std::optional<qint64> h4 =
            m_store->records().importOne(example(QStringLiteral("0003-legal-complete.json"), {dai, ben, aki, chie},
                                                 QStringLiteral("2025-12-31T23:00:00+01:00")),
                                         &error);
        const std::optional<qint64> h5 =
            m_store->records().importOne(example(QStringLiteral("0015-legal-onlysuit.json"), {chie, ben, aki, std::nullopt},
                                                 QStringLiteral("2026-03-02T08:00:00+09:00")),
                                         &error);
        QVERIFY2(h1 && h2 && h3 && h4 && h5, qPrintable(error.message));
        m_h[1] = *h1;
        m_h[2] = *h2;
        m_h[3] = *h3;
        m_h[4] = *h4;
        m_h[5] = *h5;
        QVERIFY(m_store->games().setExcluded({*h5}, true));
    }

    void destroy()
    {
        m_store.reset();
        delete m_dir;
        m_dir = nullptr;
    }

    QTemporaryDir *m_dir = nullptr;
    QString m_path;
    std::optional<GameStore> m_store;
    qint64 m_h[6] = {};
};

} // namespace tornei::testing
