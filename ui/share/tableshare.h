#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>

class QProcess;

namespace tornei {

// The app's game shared on the local network: `tornei-cli share`, found
// beside the app, run on the app's database while sharing is on. The page
// server lives in that process, so that the app links no network code and a
// misbehaving phone can never reach the window. It is told each game the
// table moves to on its standard input, whose end (the app quitting, or
// dying) ends it too: sharing never outlives the app.
class TableShare : public QObject
{
    Q_OBJECT

public:
    explicit TableShare(QObject *parent = nullptr);
    ~TableShare() override;

    // Shares the game `game` of `database` (0: the newest, until the table
    // has one) at `address`, on any free port. started() or stopped() follows.
    void start(const QString &database, const QString &address, qint64 game);
    void stop();
    bool isRunning() const;
    // The table moved to another game (0: one not stored yet).
    void follow(qint64 game);

    QString url() const { return m_url; }
    QString address() const { return m_address; }
    int phones() const { return m_phones; }

    // The program that serves the page: tornei-cli beside the app, unless set.
    QString program() const;
    void setProgram(const QString &path) { m_program = path; }

signals:
    void started(const QString &url);
    // Sharing ended: `reason` is empty when stop() ended it.
    void stopped(const QString &reason);
    void phonesChanged(int phones);

private:
    void readOutput();
    void finished();

    QString m_program;
    QProcess *m_process = nullptr;
    QString m_address;
    qint64 m_game = 0;
    QString m_url;
    int m_phones = 0;
    QByteArray m_output;
    bool m_stopping = false;
};

} // namespace tornei
