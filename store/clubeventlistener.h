#pragma once

#include <QObject>
#include <QString>

class QSocketNotifier;
struct pg_conn;

namespace tornei {

// News of the club's nights as they are committed, for live standings: a
// connection of its own that LISTENs on the channel the server notifies
// with an event's id (ClubEvents::Channel, ClubSchema version 8) when a game
// of it is attached, revised or voided, or it is seated, closed or reopened.
// The notice carries the id only; the standings are read again with the
// listener's own rights. Like ClubListener, its socket is watched by the
// event loop of the thread that made it.
class ClubEventListener : public QObject
{
    Q_OBJECT

public:
    explicit ClubEventListener(QObject *parent = nullptr);
    ~ClubEventListener() override;

    // Listens to `server` (a libpq string, as ClubConnection takes); false when it cannot connect.
    bool listen(const QString &server);
    void stop();
    bool isListening() const { return m_connection != nullptr; }

signals:
    // Something of event `event` changed: read its standings again.
    void eventChanged(qint64 event);
    // The connection dropped: listen() again later.
    void lost();

private:
    void read();

    pg_conn *m_connection = nullptr;
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace tornei
