#include "share.h"

#include "gamestore.h"
#include "json.h"
#include "serving.h"
#include "tablegamepage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>
#include <unistd.h>

namespace tornei::cli {

Share::Share()
    : DatabaseCommand(QStringLiteral("share"),
                      tr("share a game of the database as a live web page on the local network, until stopped: "
                         "phones on the network follow its score sheet"))
{
    addOption(QCommandLineOption(QStringLiteral("http"),
                                 tr("the address and port to serve the page at, e.g. 192.168.1.20:8080 (port 0: any "
                                    "free one); only that network reaches it"),
                                 QStringLiteral("HOST:PORT")));
    addOption(QCommandLineOption(QStringLiteral("game"),
                                 tr("the game to share (default: the newest by when it was played, and a newer one "
                                    "as soon as it is started)"),
                                 QStringLiteral("GAME_ID")));
    addOption(QCommandLineOption(QStringLiteral("follow-input"),
                                 tr("read the game to share from standard input, a game id a line (0: the newest), "
                                    "and stop at its end")));
    addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON lines instead of text.")));
}

int Share::run(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("share takes no argument. See --help."));
    if (!parser.isSet(QStringLiteral("http")))
        return usage(tr("share needs --http HOST:PORT. See --help."));
    const auto listen = httpAddress(parser.value(QStringLiteral("http")));
    if (!listen)
        return usage(tr("--http takes HOST:PORT, e.g. 127.0.0.1:8080."));
    qint64 game = 0;
    if (parser.isSet(QStringLiteral("game"))) {
        bool ok = false;
        game = parser.value(QStringLiteral("game")).toLongLong(&ok);
        if (!ok || game <= 0)
            return usage(tr("--game takes a game id, e.g. 12. See --help."));
    }
    const bool json = parser.isSet(QStringLiteral("json"));

    const StopOnSignal stop;
    if (!stop.isReady()) {
        err(tr("Cannot watch for the signal that stops the page.") + QLatin1Char('\n'));
        return 1;
    }
    GameStore store;
    if (!openStore(store, database(parser), Reads::Records, Missing::Made))
        return 1;
    if (game != 0) {
        StoreError error;
        if (!store.games().summary(game, &error)) {
            storeFailed(store, error);
            return 1;
        }
    }
    TableGamePage page(store);
    page.follow(game);
    QString reason;
    if (!page.listen(listen->first, listen->second, &reason)) {
        err(reason + QLatin1Char('\n'));
        return 1;
    }
    if (json) {
        out(QString::fromUtf8(JsonValue::object({{QStringLiteral("url"), JsonValue::string(page.url())},
                                                 {QStringLiteral("game"), JsonValue::integer(page.shownGame())}})
                                  .serialize(-1)) +
            QLatin1Char('\n'));
        QObject::connect(&page, &TableGamePage::liveCountChanged, [](int count) {
            out(QString::fromUtf8(
                    JsonValue::object({{QStringLiteral("phones"), JsonValue::integer(count)}}).serialize(-1)) +
                QLatin1Char('\n'));
        });
    } else {
        //: %1 is the page's address
        out(tr("The game is shared at %1; SIGTERM or Ctrl+C stops it.").arg(page.url()) + QLatin1Char('\n'));
    }

    // The app says which game it shows, a line at a time; its end (the app closed, or died) ends the page.
    std::unique_ptr<QSocketNotifier> input;
    QByteArray pending;
    if (parser.isSet(QStringLiteral("follow-input"))) {
        input = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        QObject::connect(input.get(), &QSocketNotifier::activated, [&] {
            char buffer[256];
            const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (got <= 0) {
                input->setEnabled(false);
                QCoreApplication::quit();
                return;
            }
            pending.append(buffer, got);
            // A line longer than any id is not one: dropped rather than kept growing.
            if (pending.size() > 64 && !pending.contains('\n'))
                pending.clear();
            qsizetype end;
            while ((end = pending.indexOf('\n')) >= 0) {
                bool ok = false;
                const qint64 id = pending.left(end).trimmed().toLongLong(&ok);
                pending.remove(0, end + 1);
                if (ok && id >= 0)
                    page.follow(id);
            }
        });
    }
    QCoreApplication::exec();
    return 0;
}

} // namespace tornei::cli
