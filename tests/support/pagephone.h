#pragma once
// A phone following a live page (PageServer): its WebSocket and every
// snapshot it was pushed, the cards on the table in one of them, and one
// request to the page's server as a browser makes it.
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QTimer>
#include <QWebSocket>
#include <functional>

namespace tornei::testing {

// What the page's server answered: the status, the body and the headers.
struct PageAnswer
{
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
};

// `method` on `url` (within a minute).
inline PageAnswer pageRequest(const QByteArray &method, const QString &url)
{
    QNetworkAccessManager manager;
    QNetworkReply *reply = manager.sendCustomRequest(QNetworkRequest(QUrl(url)), method);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    PageAnswer answer{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll(),
                      reply->rawHeaderPairs()};
    reply->deleteLater();
    return answer;
}

// The joust cards on the table in a shared game's snapshot, as "seat:card" in play order.
inline QStringList playedCards(const QJsonObject &snapshot)
{
    QStringList cards;
    const QJsonObject current =
        snapshot.value(QStringLiteral("game")).toObject().value(QStringLiteral("current")).toObject();
    for (const QJsonValue &play : current.value(QStringLiteral("played")).toArray()) {
        cards << QStringLiteral("%1:%2")
                     .arg(play.toObject().value(QStringLiteral("seat")).toInt())
                     .arg(play.toObject().value(QStringLiteral("card")).toString());
    }
    return cards;
}

class PagePhone : public QObject
{
public:
    // `pageUrl`: the page's address (http://HOST:PORT/SECTION/TOKEN/).
    explicit PagePhone(const QString &pageUrl)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, this,
                         [this](const QString &text) { messages << QJsonDocument::fromJson(text.toUtf8()).object(); });
        QString live = pageUrl + QStringLiteral("live");
        live.replace(QStringLiteral("http://"), QStringLiteral("ws://"));
        socket.open(QUrl(live));
    }
    // Whether the last snapshot pushed shows that, within 30 s.
    bool waitFor(const std::function<bool(const QJsonObject &)> &shown)
    {
        QDeadlineTimer deadline(30000);
        while (!deadline.hasExpired()) {
            if (!messages.isEmpty() && shown(messages.last()))
                return true;
            QTest::qWait(20);
        }
        return false;
    }

    QWebSocket socket;
    QList<QJsonObject> messages;
};

} // namespace tornei::testing
