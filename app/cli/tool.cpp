#include "tool.h"

#include "backup.h"
#include "check.h"
#include "club.h"
#include "disputes.h"
#include "event.h"
#include "export.h"
#include "games.h"
#include "gamestore.h"
#include "import.h"
#include "language.h"
#include "restore.h"
#include "score.h"
#include "share.h"
#include "stats.h"
#include "sync.h"
#include "version.h"

#include <QCommandLineParser>

namespace tornei::cli {

Tool::Tool()
{
    m_commands.push_back(std::make_unique<Score>());
    m_commands.push_back(std::make_unique<Check>());
    m_commands.push_back(std::make_unique<Import>());
    m_commands.push_back(std::make_unique<Export>());
    m_commands.push_back(std::make_unique<Games>());
    m_commands.push_back(std::make_unique<Stats>());
    m_commands.push_back(std::make_unique<Backup>());
    m_commands.push_back(std::make_unique<Restore>());
    m_commands.push_back(std::make_unique<Club>());
    m_commands.push_back(std::make_unique<Share>());
    m_commands.push_back(std::make_unique<Sync>());
    m_commands.push_back(std::make_unique<Event>());
    m_commands.push_back(std::make_unique<Disputes>());
    m_commands.push_back(std::make_unique<Resolve>());
}

Tool::~Tool() = default;

int Tool::run(const QStringList &arguments)
{
    // The language comes first: it decides the language of --help too.
    QString lang;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            lang = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            lang = arguments[i].mid(7);
    }
    static Language language;
    if (!lang.isEmpty() && !Language::isSupported(lang)) {
        Command::err(tr("--lang: \"%1\" is not a language this tool speaks (en, ja)").arg(lang) + QLatin1Char('\n'));
        return 2;
    }
    language.apply(lang);

    //: COMMAND stands for one of the commands listed above it; keep the word as it is
    const QString commandHelp = tr("\"tornei-cli COMMAND --help\" describes a command and its options.");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Scores and checks Tornei game records (tornei-record version 1), and imports, exports and backs up "
           "the games stored by the app.") +
        QStringLiteral("\n\n") + tr("Commands:") + QStringLiteral("\n  score FILE [--json]   ") +
        tr("print the score table of a game") + QStringLiteral("\n  check FILE [--json]   ") +
        tr("list every rule violation the entered cards prove") + QStringLiteral("\n  import FILE...   ") +
        tr("store each record as a new game; a file with any error is rejected whole and nothing is written; "
           "a game already stored (same SHA-256 of its canonical record) is refused") +
        QStringLiteral("\n  export GAME_ID FILE | export --all DIR   ") +
        tr("write stored games as tornei-record version 1 files") +
        QStringLiteral("\n  export --csv FILE [GAME_ID...]   ") +
        tr("write the rounds of the given games (all when none) as CSV for spreadsheets") +
        QStringLiteral("\n  export --xlsx FILE [GAME_ID...]   ") +
        tr("the same rows as an Excel workbook: numbers as numbers, dates as dates (local time)") +
        QStringLiteral("\n  games [--json]   ") + tr("list the stored games: date, players, totals, winners (*)") +
        QStringLiteral("\n  stats [--player NAME] [--from DATE] [--to DATE] [--json]   ") +
        tr("print the players' statistics (finished games not left out of them)") +
        QStringLiteral("\n  stats --league [--min-games N] [--from DATE] [--to DATE] [--json]   ") +
        tr("print the league table: the players ranked by rating") + QStringLiteral("\n  backup DEST   ") +
        tr("write a consistent copy of the database to DEST") + QStringLiteral("\n  restore SRC   ") +
        tr("put a backup in place of the database; the replaced file is kept as NAME.replaced-TIMESTAMP") +
        QStringLiteral("\n  share --http HOST:PORT [--game GAME_ID]   ") +
        tr("share a game as a live web page on the local network, until stopped") +
        QStringLiteral("\n  sync SERVER [--json]   ") +
        tr("send the games and players a club's server lacks, and bring down what it has") +
        QStringLiteral("\n  club init SERVER   ") +
        tr("set up a club's PostgreSQL server: `init` makes its tables and roles, or brings them up to date") +
        QStringLiteral("\n  event ACTION ... --server SERVER   ") +
        tr("club events on the club's server: create, standings, close, reopen, void, seat") +
        QStringLiteral("\n  disputes --server SERVER [--json]   ") +
        tr("list the club's games with revisions waiting for a director") +
        QStringLiteral("\n  resolve GAME --keep N --reason TEXT --server SERVER   ") +
        tr("a director keeps one revision of a disputed game") + QStringLiteral("\n\n") + commandHelp +
        QStringLiteral("\n\n") +
        tr("Exit status: 0 readable and legal (or done), 1 violations found (check) or a refused or failed "
           "operation, 2 usage errors or unreadable input."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(Command::languageOption());
    const QCommandLineOption dbOption(QStringLiteral("db"),
                                      tr("The game database (default: %1).").arg(GameStore::defaultPath()),
                                      QStringLiteral("PATH"));
    parser.addOption(dbOption);
    const QCommandLineOption serverOption(
        QStringLiteral("server"),
        tr("games and stats: report from the club's PostgreSQL server (a connection string or URI) instead of the "
           "database."),
        QStringLiteral("SERVER"));
    parser.addOption(serverOption);
    parser.addPositionalArgument(
        QStringLiteral("command"),
        tr("score, check, import, export, games, stats, backup, restore, sync, club, event, disputes or resolve"));
    parser.addPositionalArgument(QStringLiteral("file"), tr("a game record (JSON), or what the command takes"));
    // Everything after the command's name is the command's to parse.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(arguments)) {
        Command::err(parser.errorText() + QLatin1Char('\n') + parser.helpText().section(QLatin1Char('\n'), 0, 0) +
                     QLatin1Char('\n'));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        Command::out(parser.helpText());
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        Command::out(QStringLiteral("tornei-cli %1\n").arg(QStringLiteral(TORNEI_VERSION)));
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        Command::err(tr("Name a command: score, check, import, export, games, stats, backup, restore, sync, club, "
                        "event, disputes or resolve. See --help.") +
                     QLatin1Char('\n'));
        return 2;
    }
    for (const std::unique_ptr<Command> &command : m_commands) {
        if (command->name() != positional.constFirst())
            continue;
        auto *withDatabase = dynamic_cast<DatabaseCommand *>(command.get());
        if (parser.isSet(serverOption)) {
            if (auto *onServer = dynamic_cast<ServerCommand *>(command.get())) {
                onServer->setServer(parser.value(serverOption));
            } else if (withDatabase && withDatabase->readsServer()) {
                withDatabase->setServer(parser.value(serverOption));
            } else {
                Command::err(tr("--server goes only with games, stats, import --event, event, disputes and resolve. "
                                "See --help.") +
                             QLatin1Char('\n'));
                return 2;
            }
        }
        if (withDatabase && parser.isSet(dbOption))
            withDatabase->setDatabase(parser.value(dbOption));
        return command->execute(positional.mid(1));
    }
    Command::err(tr("Unknown command \"%1\". See --help.").arg(positional.constFirst()) + QLatin1Char('\n'));
    return 2;
}

} // namespace tornei::cli
