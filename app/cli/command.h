#pragma once

#include "record.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class QCommandLineParser;

namespace tornei::cli {

// One command of tornei-cli: its name, its own options and arguments, its
// --help, and the refusal of any option that is not its own. A command
// learns its arguments only through execute() and speaks only through
// stdout, stderr and the exit status. The commands share the tool's
// translation context (tornei::Cli).
class Command
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    virtual ~Command();
    Command(const Command &) = delete;
    Command &operator=(const Command &) = delete;

    QString name() const { return m_name; }
    // Runs the command with the arguments after its name; returns the exit
    // status: 2 for a usage error (an option of another command among them),
    // after its usage line on stderr.
    virtual int execute(const QStringList &arguments);
    // What `tornei-cli NAME --help` prints.
    virtual QString helpText() const;

    // The language option every command takes (the tool applies it first).
    static QCommandLineOption languageOption();

    static void out(const QString &text);
    static void err(const QString &text);

protected:
    // `description`: the line under the usage line of its --help.
    Command(QString name, QString description);

    void addOption(const QCommandLineOption &option);
    // An argument as the usage line shows it ("FILE", "[GAME_ID...]").
    void addArgument(const QString &name, const QString &description, const QString &syntax = QString());

    // Runs after the options have been checked.
    virtual int run(const QCommandLineParser &parser) = 0;

    // `message` on stderr, exit status 2.
    static int usage(const QString &message);
    // A record file read and checked, or its error on stderr.
    static std::optional<Record> load(const QString &path);

private:
    struct Argument
    {
        QString name;
        QString description;
        QString syntax;
    };
    void describe(QCommandLineParser &parser) const;

    QString m_name;
    QString m_description;
    QList<QCommandLineOption> m_options;
    QList<Argument> m_arguments;
};

} // namespace tornei::cli
