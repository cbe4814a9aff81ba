#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace tornei {

class ClubEventListener;

// Follows one club event on the server for a window that shows it: says
// when it should be read again, after the server's notice of a change of
// that event (a burst of notices, a table saving card by card, gathered
// into one), or after the connection dropped and was made again (what
// changed meanwhile). Never asks the server again and again; knows nothing
// of what the window reads.
class EventFollower : public QObject
{
    Q_OBJECT

public:
    explicit EventFollower(QObject *parent = nullptr);

    // The club's server (a libpq string); empty for none.
    void setServer(const QString &server);
    // The event whose changes are news; none: no news.
    void follow(std::optional<qint64> event) { m_event = event; }

signals:
    // Read the followed event again.
    void changed();

private:
    void listen();

    QString m_server;
    std::optional<qint64> m_event;
    ClubEventListener *m_listener = nullptr;
    QTimer m_gather;
    QTimer m_relisten;
};

} // namespace tornei
