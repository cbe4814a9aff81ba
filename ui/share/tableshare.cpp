#include "tableshare.h"

#include "appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace tornei {

TableShare::TableShare(QObject *parent)
    : QObject(parent)
{}

TableShare::~TableShare()
{
    stop();
}

QString TableShare::program() const
{
    return m_program.isEmpty() ? QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("tornei-cli"))
                               : m_program;
}

bool TableShare::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void TableShare::start(const QString &database, const QString &address, qint64 game)
{
    stop();
    m_address = address;
    m_game = game;
    m_url.clear();
    m_output.clear();
    m_phones = 0;
    m_stopping = false;
    if (!QFileInfo(program()).isExecutable()) {
        //: %1 is the path of the program that was looked for
        emit stopped(tr("The program that serves the page, %1, is missing.").arg(QDir::toNativeSeparators(program())));
        return;
    }
    m_process = new QProcess(this);
    QObject::connect(m_process, &QProcess::readyReadStandardOutput, this, &TableShare::readOutput);
    QObject::connect(m_process, &QProcess::finished, this, &TableShare::finished);
    QObject::connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finished();
    });
    QStringList arguments = {QStringLiteral("--lang"),       AppSettings::language().current(),
                             QStringLiteral("--db"),         database,
                             QStringLiteral("share"),        QStringLiteral("--http"),
                             address + QStringLiteral(":0"), QStringLiteral("--follow-input"),
                             QStringLiteral("--json")};
    if (game > 0)
        arguments << QStringLiteral("--game") << QString::number(game);
    m_process->start(program(), arguments);
}

void TableShare::stop()
{
    if (!m_process)
        return;
    m_stopping = true;
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    // Its input's end stops it; a moment later it is made to.
    process->closeWriteChannel();
    if (!process->waitForFinished(2000)) {
        process->terminate();
        if (!process->waitForFinished(1000))
            process->kill();
        process->waitForFinished(1000);
    }
    delete process;
    const bool wasShared = !m_url.isEmpty();
    m_url.clear();
    m_phones = 0;
    if (wasShared)
        emit stopped(QString());
}

void TableShare::follow(qint64 game)
{
    if (game == m_game)
        return;
    m_game = game;
    if (isRunning())
        m_process->write(QByteArray::number(game) + '\n');
}

void TableShare::readOutput()
{
    m_output += m_process->readAllStandardOutput();
    qsizetype end;
    while ((end = m_output.indexOf('\n')) >= 0) {
        const QJsonObject line = QJsonDocument::fromJson(m_output.left(end)).object();
        m_output.remove(0, end + 1);
        if (line.contains(QLatin1String("url"))) {
            m_url = line.value(QLatin1String("url")).toString();
            // The game may have moved on while the page was starting.
            if (line.value(QLatin1String("game")).toInteger() != m_game)
                m_process->write(QByteArray::number(m_game) + '\n');
            emit started(m_url);
        } else if (line.contains(QLatin1String("phones"))) {
            m_phones = line.value(QLatin1String("phones")).toInt();
            emit phonesChanged(m_phones);
        }
    }
}

void TableShare::finished()
{
    if (!m_process || m_stopping)
        return;
    QString reason = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
    m_process->deleteLater();
    m_process = nullptr;
    m_url.clear();
    m_phones = 0;
    if (reason.isEmpty())
        reason = tr("The page stopped unexpectedly.");
    emit stopped(reason);
}

} // namespace tornei
