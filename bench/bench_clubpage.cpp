// A club night's page watched by 200 phones: a club server of its own with
// the tests' night (tests/support/clubnight.h: seven players, round 1
// seated, a game attached and one under way) and `tornei-cli club serve
// --http`, 200 WebSockets on the page's live address (4 threads of this
// program). Table 2's laptop then syncs a new game under way, 20 times; the
// page shows the newest one, so every phone's next snapshot has table 2's
// game number changed. Prints the time from the sync's send to each phone's
// snapshot with the new game, p50 and p99, beside the send until the
// service has derived the game (part of the above), the rest after it (the
// push: the page server's 50 ms gathering of notices, one snapshot made, 200
// sends), the notice as a listener hears it and one snapshot made alone; and
// the page's weight on first load: the page, each file it loads and the
// first snapshot.
// The page server's ClubNight, not the tests' fixture of the same file name.
#include "../model/store/club/page/clubnight.h"
#include "clublistener.h"
#include "clubnight.h"
#include "percentile.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <vector>

using namespace tornei;
using namespace tornei::testing;

namespace {

constexpr int Pages = 200;
constexpr int Threads = 4;
constexpr int Repetitions = 20;

qint64 now()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return qint64{t.tv_sec} * 1000000000 + t.tv_nsec;
}

// Table 2's game number in a snapshot; -1 when it has none.
qint64 tableTwoNumber(const QString &text)
{
    const QJsonArray tables = QJsonDocument::fromJson(text.toUtf8()).object().value(QStringLiteral("tables")).toArray();
    return tables.size() > 1 ? tables[1].toObject().value(QStringLiteral("number")).toInteger(-1) : -1;
}

// What every phone has seen: for each, when it first had each game number of table 2.
struct Seen
{
    QMutex mutex;
    std::vector<std::map<qint64, qint64>> firstSeen = std::vector<std::map<qint64, qint64>>(Pages);
    std::vector<int> messages = std::vector<int>(Pages);
    std::vector<int> closed = std::vector<int>(Pages);
    std::vector<qint64> notices; // when a notice of the games' channel came, as the page server hears it
    bool listening = false;

    int withNumber(qint64 number)
    {
        QMutexLocker lock(&mutex);
        int count = 0;
        for (const auto &page : firstSeen)
            count += page.count(number) ? 1 : 0;
        return count;
    }
    int opened()
    {
        QMutexLocker lock(&mutex);
        return static_cast<int>(std::count_if(messages.begin(), messages.end(), [](int n) { return n > 0; }));
    }
};

// The phones of one thread: their sockets live there, each message timed as it arrives.
void openPages(QObject *owner, const QUrl &live, int from, int to, Seen *seen)
{
    for (int i = from; i < to; ++i) {
        auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, owner);
        QObject::connect(socket, &QWebSocket::textMessageReceived, owner, [seen, i](const QString &text) {
            const qint64 at = now();
            const qint64 number = tableTwoNumber(text);
            QMutexLocker lock(&seen->mutex);
            ++seen->messages[static_cast<std::size_t>(i)];
            seen->firstSeen[static_cast<std::size_t>(i)].emplace(number, at);
        });
        QObject::connect(socket, &QWebSocket::disconnected, owner, [seen, i] {
            QMutexLocker lock(&seen->mutex);
            ++seen->closed[static_cast<std::size_t>(i)];
        });
        socket->open(live);
    }
}

// Waits (the main thread's events going on) until `done`, or false after `ms`.
bool waitFor(const std::function<bool()> &done, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        QThread::usleep(500);
    }
    return true;
}

QByteArray get(QNetworkAccessManager &manager, const QUrl &url, int *status)
{
    QNetworkRequest request(url);
    QNetworkReply *reply = manager.get(request);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    reply->deleteLater();
    return body;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (PgCluster::binDir().isEmpty()) {
        std::fprintf(stderr, "no PostgreSQL server installed: ./dev test installs it\n");
        return 1;
    }
    ClubNightFixture night;
    QString why;
    // No limit per address: every phone here comes from 127.0.0.1.
    if (!night.start(&why, 0)) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 1;
    }
    const QUrl page(night.pageUrl());
    if (!page.isValid() || page.isEmpty()) {
        std::fprintf(stderr, "no page address\n");
        return 1;
    }

    // The page's weight on first load: the HTML, what it links, the snapshot its script fetches.
    QNetworkAccessManager manager;
    std::vector<std::pair<QString, qsizetype>> files;
    int status = 0;
    const QByteArray html = get(manager, page, &status);
    if (status != 200) {
        std::fprintf(stderr, "the page answered %d\n", status);
        return 1;
    }
    files.emplace_back(QStringLiteral("(the page)"), html.size());
    static const QRegularExpression linked(QStringLiteral("(?:src|href)=\"([^\"#]+)\""));
    for (auto it = linked.globalMatch(QString::fromUtf8(html)); it.hasNext();) {
        const QString name = it.next().captured(1);
        const QByteArray body = get(manager, page.resolved(QUrl(name)), &status);
        files.emplace_back(status == 200 ? name : name + QStringLiteral(" (%1)").arg(status), body.size());
    }
    files.emplace_back(QStringLiteral("snapshot.json"),
                       get(manager, page.resolved(QUrl(QStringLiteral("snapshot.json"))), &status).size());

    // The phones, spread over a few threads.
    QUrl live = page.resolved(QUrl(QStringLiteral("live")));
    live.setScheme(QStringLiteral("ws"));
    Seen seen;
    std::vector<std::unique_ptr<QThread>> threads;
    std::vector<QObject *> owners;
    const qint64 openStart = now();
    for (int t = 0; t < Threads; ++t) {
        threads.push_back(std::make_unique<QThread>());
        auto *owner = new QObject;
        owner->moveToThread(threads.back().get());
        QObject::connect(threads.back().get(), &QThread::finished, owner, &QObject::deleteLater);
        threads.back()->start();
        const int from = Pages * t / Threads;
        const int to = Pages * (t + 1) / Threads;
        QMetaObject::invokeMethod(owner, [owner, live, from, to, &seen] { openPages(owner, live, from, to, &seen); });
        if (t == 0) {
            const QString server = night.server(QStringLiteral("table1"));
            QMetaObject::invokeMethod(owner, [owner, server, &seen] {
                auto *listener = new ClubListener(ClubListener::Channel, owner);
                QObject::connect(listener, &ClubListener::changed, owner, [&seen] {
                    const qint64 at = now();
                    QMutexLocker lock(&seen.mutex);
                    seen.notices.push_back(at);
                });
                const bool listening = listener->listen(server, 0);
                QMutexLocker lock(&seen.mutex);
                seen.listening = listening;
            });
        }
        owners.push_back(owner);
    }
    const auto stopThreads = [&threads] {
        for (const std::unique_ptr<QThread> &thread : threads) {
            thread->quit();
            thread->wait();
        }
    };
    if (!waitFor([&seen] { return seen.opened() == Pages; }, 120000)) {
        std::fprintf(stderr, "only %d of %d pages had their first snapshot\n", seen.opened(), Pages);
        stopThreads();
        return 1;
    }
    const double openMs = static_cast<double>(now() - openStart) / 1e6;
    if (!waitFor(
            [&seen] {
                QMutexLocker lock(&seen.mutex);
                return seen.listening;
            },
            30000)) {
        std::fprintf(stderr, "cannot listen for the club's notices\n");
        stopThreads();
        return 1;
    }

    // Table 2's laptop: its players' ids once, then a new game under way each time.
    ClubConnection table;
    StoreError error;
    if (!table.open(night.server(QStringLiteral("table2")), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        stopThreads();
        return 1;
    }
    std::array<QString, SeatCount> ids;
    for (int s = 1; s < SeatCount; ++s) {
        QSqlQuery query(table.db());
        query.prepare(QStringLiteral("SELECT id::text FROM tornei_club.players WHERE name = ?"));
        query.addBindValue(night.players[3 + s]);
        if (!query.exec() || !query.next()) {
            std::fprintf(stderr, "no player %s\n", qPrintable(night.players[3 + s]));
            stopThreads();
            return 1;
        }
        ids[static_cast<std::size_t>(s)] = query.value(0).toString();
    }
    ClubGames games(table.db());
    std::vector<double> pushed;
    std::vector<double> derived;
    std::vector<double> lastPage;
    std::vector<double> afterDerived;
    std::vector<double> noticed;
    std::vector<double> afterNotice;
    std::vector<double> noticesBefore;
    int late = 0;
    for (int r = 0; r < Repetitions; ++r) {
        Record record = ClubNightFixture::example("0001-legal-stopped.json",
                                                  {QString(), night.players[4], night.players[5], night.players[6]});
        // Another start each time: another game, not the same one sent again.
        record.started = QStringLiteral("2026-11-27T20:%1:00+09:00").arg(r, 2, 10, QLatin1Char('0'));
        ClubSubmission submission;
        submission.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        submission.record = RecordFormat::write(record);
        submission.seatPlayers = ids;
        const qint64 sent = now();
        const std::optional<std::vector<qint64>> tickets = games.send({submission}, &error);
        if (!tickets) {
            std::fprintf(stderr, "send: %s\n", qPrintable(error.message));
            stopThreads();
            return 1;
        }
        // Polled every millisecond: when the service's game is there to read.
        std::optional<std::vector<ClubAnswer>> answers;
        while ((answers = games.await(*tickets, 0, &error)) && answers->front().state == ClubAnswer::State::Waiting)
            QThread::usleep(1000);
        const qint64 done = now();
        if (!answers || answers->front().state != ClubAnswer::State::Done) {
            std::fprintf(stderr, "not derived: %s%s\n", qPrintable(error.message),
                         answers ? qPrintable(answers->front().rejection) : "");
            stopThreads();
            return 1;
        }
        derived.push_back(static_cast<double>(done - sent) / 1e6);
        // The game's number, as the page shows it.
        QSqlQuery query(table.db());
        query.prepare(QStringLiteral("SELECT number FROM tornei_club.games WHERE id::text = ?"));
        query.addBindValue(answers->front().receipt.game);
        if (!query.exec() || !query.next()) {
            std::fprintf(stderr, "no number for the game\n");
            stopThreads();
            return 1;
        }
        const qint64 number = query.value(0).toLongLong();
        if (!waitFor([&seen, number] { return seen.withNumber(number) == Pages; }, 30000))
            ++late;
        double slowest = 0;
        QMutexLocker lock(&seen.mutex);
        const auto notice = std::lower_bound(seen.notices.begin(), seen.notices.end(), sent);
        const qint64 heard = notice != seen.notices.end() ? *notice : done;
        noticed.push_back(static_cast<double>(heard - sent) / 1e6);
        for (const auto &pageSeen : seen.firstSeen) {
            const auto at = pageSeen.find(number);
            if (at == pageSeen.end())
                continue;
            const double ms = static_cast<double>(at->second - sent) / 1e6;
            pushed.push_back(ms);
            afterDerived.push_back(ms - derived.back());
            afterNotice.push_back(static_cast<double>(at->second - heard) / 1e6);
            slowest = std::max(slowest, ms);
        }
        lastPage.push_back(slowest);
        // The notices before the first phone had it: each starts the page server's gathering again.
        qint64 first = std::numeric_limits<qint64>::max();
        for (const auto &pageSeen : seen.firstSeen) {
            const auto at = pageSeen.find(number);
            if (at != pageSeen.end())
                first = std::min(first, at->second);
        }
        const auto before = std::lower_bound(seen.notices.begin(), seen.notices.end(), first);
        noticesBefore.push_back(static_cast<double>(before - notice));
    }
    int messages = 0;
    int closed = 0;
    {
        QMutexLocker lock(&seen.mutex);
        for (int i = 0; i < Pages; ++i) {
            messages += seen.messages[static_cast<std::size_t>(i)];
            closed += seen.closed[static_cast<std::size_t>(i)] > 0 ? 1 : 0;
        }
    }
    stopThreads();
    // One snapshot made as the page server makes it after a change, with nothing else going on; and one
    // fetched over HTTP between changes, when the server answers with the one it keeps.
    std::vector<double> made;
    {
        ClubConnection service;
        if (!service.open(night.server(ServiceLogin), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.message));
            return 1;
        }
        ClubNight reader(service.db());
        for (int i = 0; i < 9; ++i) {
            const qint64 start = now();
            const std::optional<JsonValue> json = reader.snapshot(1, &error);
            if (json)
                json->serialize(-1);
            made.push_back(static_cast<double>(now() - start) / 1e6);
        }
    }
    std::vector<double> fetches;
    for (int i = 0; i < 9; ++i) {
        const qint64 start = now();
        get(manager, page.resolved(QUrl(QStringLiteral("snapshot.json"))), &status);
        fetches.push_back(static_cast<double>(now() - start) / 1e6);
    }

    std::printf("A club night's page watched by %d phones (WebSockets, %d threads of this program), a game "
                "under way synced %d times (a real local server; milliseconds)\n",
                Pages, Threads, Repetitions);
    std::printf("  from the sync's send to a phone's snapshot with it       p50 %7.1f   p99 %7.1f   max %7.1f\n",
                percentile(pushed, 0.5), percentile(pushed, 0.99), percentile(pushed, 1.0));
    std::printf("  from the sync's send to the last phone's                 p50 %7.1f   p99 %7.1f\n",
                percentile(lastPage, 0.5), percentile(lastPage, 0.99));
    std::printf("  the send until the game is derived (part of the above)   p50 %7.1f   p99 %7.1f\n",
                percentile(derived, 0.5), percentile(derived, 0.99));
    std::printf("  from the game derived to a phone's snapshot (the push)   p50 %7.1f   p99 %7.1f\n",
                percentile(afterDerived, 0.5), percentile(afterDerived, 0.99));
    std::printf("  from the sync's send to its notice heard (a listener)    p50 %7.1f   p99 %7.1f\n",
                percentile(noticed, 0.5), percentile(noticed, 0.99));
    std::printf("  from the notice heard to a phone's snapshot              p50 %7.1f   p99 %7.1f"
                "   (notices before it, at most %.0f a sync)\n",
                percentile(afterNotice, 0.5), percentile(afterNotice, 0.99), percentile(noticesBefore, 1.0));
    std::printf("  one snapshot made (ClubNight, the service's login)       p50 %7.1f\n", percentile(made, 0.5));
    std::printf("  one snapshot.json fetched between changes (kept)         p50 %7.1f\n", percentile(fetches, 0.5));
    std::printf("  snapshots received %d (%d phones x %d syncs = %d awaited, %zu arrived), "
                "phones that missed one: %d, closed: %d\n",
                messages, Pages, Repetitions, Pages * Repetitions, pushed.size(), late, closed);
    std::printf("  %d phones opened and given their first snapshot in %.0f ms\n", Pages, openMs);
    std::printf("The page's weight on first load (bytes, as served)\n");
    qsizetype total = 0;
    for (const auto &[name, size] : files) {
        std::printf("  %-40s %7lld\n", qPrintable(name), static_cast<long long>(size));
        total += size;
    }
    std::printf("  %-40s %7lld\n", "total", static_cast<long long>(total));
    return 0;
}
