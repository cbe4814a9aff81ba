#pragma once

#include "pageserver.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

namespace tornei {

class GameStore;

// One table's game as a page on the local network (the app's "Share on the
// local network", `tornei-cli share`): a PageServer at /table/TOKEN/ whose
// snapshot is the game as played so far, read from the store after each
// commit, whoever made it (the app beside `tornei-cli`: StoreEvents), and
// pushed when it differs. The token is new each time, so the
// page is reached only from its address as shown; nothing on it changes
// anything.
//
// {"id": 12, "started": "2026-11-28T20:15:00+09:00", "game": {PlayedGame}}
// ({"id": null, "game": null} while the store holds no game)
class TableGamePage : public QObject
{
    Q_OBJECT

public:
    explicit TableGamePage(GameStore &store, QObject *parent = nullptr);
    ~TableGamePage() override;

    void setLimits(const PageServer::Limits &limits) { m_pages->setLimits(limits); }
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    // The page's address: http://HOST:PORT/table/TOKEN/.
    QString url() const;
    int liveCount() const { return m_pages->liveCount(); }

    // The game the page shows; 0 (the default) for the newest game by when
    // it was played, looked for again after every commit.
    void follow(qint64 game);
    qint64 shownGame() const { return m_shown; }

signals:
    void liveCountChanged(int count);

private:
    void findNewest();
    QByteArray snapshot();

    GameStore &m_store;
    PageServer *m_pages = nullptr;
    QString m_token;
    qint64 m_followed = 0;
    qint64 m_shown = 0;
};

} // namespace tornei
