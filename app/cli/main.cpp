// tornei-cli: scores and checks game records; needs no display.
#include "language.h"
#include "record.h"
#include "replay.h"
#include "reports.h"
#include "version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

using namespace tornei;

namespace {

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    static int run(QCoreApplication &app);

private:
    static void out(const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), stdout);
        std::fflush(stdout);
    }
    static void err(const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), stderr);
        std::fflush(stderr);
    }
    static std::optional<Record> load(const QString &path);
};

std::optional<Record> Cli::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err(tr("%1: cannot open: %2").arg(path, file.errorString()) + QLatin1Char('\n'));
        return std::nullopt;
    }
    RecordError error;
    std::optional<Record> record = RecordFormat::read(file.readAll(), &error);
    if (!record)
        err(error.toString() + QLatin1Char('\n'));
    return record;
}

int Cli::run(QCoreApplication &app)
{
    QStringList args = app.arguments();
    // The language comes first: it decides the language of --help too.
    QString lang;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            lang = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            lang = args[i].mid(7);
    }
    static Language language;
    if (!lang.isEmpty() && !Language::isSupported(lang)) {
        err(tr("--lang: \"%1\" is not a language this tool speaks (en, ja)").arg(lang) + QLatin1Char('\n'));
        return 2;
    }
    language.apply(lang);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Scores and checks Tornei game records (tornei-record version 1).") + QStringLiteral("\n\n")
        + tr("Commands:") + QStringLiteral("\n  score FILE   ") + tr("print the score table of a game")
        + QStringLiteral("\n  check FILE   ") + tr("list every rule violation the entered cards prove")
        + QStringLiteral("\n\n") + tr("Exit status: 0 readable and legal, 1 violations found (check), 2 unreadable input."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON instead of a table."));
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("Language of the output: en or ja (default: the system's)."),
                                        QStringLiteral("en|ja"));
    parser.addOption(json);
    parser.addOption(langOption);
    parser.addPositionalArgument(QStringLiteral("command"), tr("score or check"));
    parser.addPositionalArgument(QStringLiteral("file"), tr("a game record (JSON)"));
    if (!parser.parse(args)) {
        err(parser.errorText() + QLatin1Char('\n'));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out(parser.helpText());
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out(QStringLiteral("tornei-cli %1\n").arg(QStringLiteral(TORNEI_VERSION)));
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        err(tr("Name a command: score or check. See --help.") + QLatin1Char('\n'));
        return 2;
    }
    const QString command = positional.first();
    if (command != QLatin1String("score") && command != QLatin1String("check")) {
        err(tr("Unknown command \"%1\". See --help.").arg(command) + QLatin1Char('\n'));
        return 2;
    }
    if (positional.size() != 2) {
        err(tr("%1 takes exactly one FILE. See --help.").arg(command) + QLatin1Char('\n'));
        return 2;
    }
    const std::optional<Record> record = load(positional[1]);
    if (!record)
        return 2;
    const Replay replay(*record);
    if (command == QLatin1String("score")) {
        out(parser.isSet(json) ? QString::fromUtf8(Reports::scoreJson(replay).serialize(2)) + QLatin1Char('\n')
                               : Reports::scoreText(replay));
        return 0;
    }
    out(parser.isSet(json) ? QString::fromUtf8(Reports::checkJson(replay).serialize(2)) + QLatin1Char('\n')
                           : Reports::checkText(replay));
    return replay.violations().empty() ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tornei")); // shares the GUI's data directory
    QCoreApplication::setApplicationVersion(QStringLiteral(TORNEI_VERSION));
    return Cli::run(app);
}
