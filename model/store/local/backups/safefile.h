#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <functional>

namespace tornei {

// Every file written for the user, whole or not at all: a temporary file
// beside the target, written with every write checked, synced, its size
// (and, when the caller asks, its bytes) read back, then renamed over the
// target and the folder synced. A failure leaves whatever was at the target
// before and no temporary file. Owns the one rule of what may be a target
// (never one of the database's files, a folder or a device) and the reasons
// given when a write fails. Knows nothing of widgets.
class SafeFile
{
    Q_DECLARE_TR_FUNCTIONS(tornei::SafeFile)

public:
    // What a written file is checked against once it is on the disk: its
    // size, or its size and its bytes (cheap for our own formats).
    enum class Check { Size, Bytes };

    // Why `path` may not be written (a whole sentence naming it), or an empty
    // string when it may. `database` is a database file to protect besides
    // those this process has open (the source of a backup).
    static QString refusal(const QString &path, const QString &database = QString());

    // Writes `bytes` to `path`. False with the reason in `why`: the whole
    // refusal sentence when the target is refused, else a clause to follow
    // the file's name ("the disk is full").
    static bool write(const QString &path, const QByteArray &bytes, QString *why, Check check = Check::Bytes,
                      const QString &database = QString());

    // For a file another library writes by name (a workbook, SQLite's
    // VACUUM INTO): open() makes an empty temporary file for it, commit()
    // puts it in place. The destructor removes it when not committed.
    explicit SafeFile(QString target, QString database = QString());
    ~SafeFile();
    SafeFile(const SafeFile &) = delete;
    SafeFile &operator=(const SafeFile &) = delete;

    bool open(QString *why);
    QString temporaryPath() const { return m_temporary; }
    // `verify`, when given, reads the synced file's bytes and says whether
    // they are what was meant (a zip's last record, say).
    bool commit(QString *why, const std::function<bool(const QByteArray &)> &verify = {});
    // The same, but never over a file that came to the target meanwhile (a
    // backup's new name): false with why "already exists" then.
    bool commitAsNew(QString *why);
    // Removes the temporary file (and a journal a library left beside it).
    void discard();

    // From now on, SIGINT, SIGTERM and SIGHUP first remove the temporary
    // files being written, then end the process as they would have (a
    // handler installed before is called instead). Called by each main().
    static void removeTemporaryOnSignal();

    // write(2) to `fd` until every byte is out; false with the errno.
    static bool writeAll(int fd, const char *data, qint64 size, int *error);
    // The reason for an errno, in words a user acts on.
    static QString reason(int error);

private:
    bool commitTo(QString *why, const std::function<bool(const QByteArray &)> &verify, bool replace);
    void setTemporary(const QString &path);

    QString m_given;    // the target as given
    QString m_target;   // where the file goes (links resolved)
    QString m_database; // protected besides the open databases
    QString m_temporary;
    int m_mode = 0666;     // the permissions the file gets
    bool m_exists = false; // a file was at the target before
    int m_slot = -1;       // where a signal handler finds the temporary file
};

} // namespace tornei
