#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

class QSocketNotifier;
struct pg_conn;

namespace tornei {

// News of the club's changes as they are committed: a connection of its
// own that LISTENs on a channel the server's triggers notify (by default
// the games' and players', club.sql), so that a laptop fetches
// another table's game as it arrives rather than at its next poll. Its
// socket is watched by the event loop of the thread that made it, which
// alone may use it.
class ClubListener : public QObject
{
    Q_OBJECT

public:
    static constexpr const char *Channel = "tornei_club";

    explicit ClubListener(QObject *parent = nullptr);
    ClubListener(const char *channel, QObject *parent);
    ~ClubListener() override;

    // Listens to `server` (a libpq string, as ClubConnection takes); false
    // when it cannot connect (a sync says why). Changes made by the session
    // `ownBackend` (the sync's own connection) are not news.
    bool listen(const QString &server, int ownBackend);
    void stop();
    bool isListening() const { return m_connection != nullptr; }

signals:
    // Another session committed a change of the club's games or players.
    void changed();
    // The same, with what each notice of it carried (an id, or nothing).
    void notified(const QList<QByteArray> &payloads);
    // The connection dropped (the server went away): listen() again later.
    void lost();

private:
    void read();

    const char *m_channel = Channel;
    pg_conn *m_connection = nullptr;
    QSocketNotifier *m_notifier = nullptr;
    int m_ownBackend = 0;
};

} // namespace tornei
