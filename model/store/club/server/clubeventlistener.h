#pragma once

#include <QObject>
#include <QString>

namespace tornei {

class ClubListener;

// News of the club's events as they are committed, for live standings: a
// ClubListener on the channel the server notifies with an event's id
// (ClubEvents::Channel, in club.sql) when a game of it is attached,
// revised or voided, or it is seated, closed or reopened. The notice
// carries the id only; the standings are read again with the listener's
// own rights.
class ClubEventListener : public QObject
{
    Q_OBJECT

public:
    explicit ClubEventListener(QObject *parent = nullptr);
    ~ClubEventListener() override;

    // Listens to `server` (a libpq string, as ClubConnection takes); false when it cannot connect.
    bool listen(const QString &server);
    void stop();
    bool isListening() const;

signals:
    // Something of event `event` changed: read its standings again.
    void eventChanged(qint64 event);
    // The connection dropped: listen() again later.
    void lost();

private:
    ClubListener *m_listener = nullptr;
};

} // namespace tornei
