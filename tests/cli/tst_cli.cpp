// tornei-cli as a user runs it: exit codes, JSON and text output, errors.
#include "expectedoutput.h"
#include "json.h"
#include "jsonparser.h"
#include "misplaygame.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <sys/stat.h>

using namespace tornei;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Run run(const QStringList &args)
{
    QProcess process;
    process.setProgram(QStringLiteral(TORNEI_CLI));
    process.setArguments(args);
    process.start();
    Run result;
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit) {
        result.err = process.readAllStandardError();
        return result;
    }
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}


QString example(const QString &name)
{
    return QStringLiteral(TORNEI_TEST_DATA "/examples/") + name;
}

// Columns on a terminal: East Asian wide characters take two.
int displayWidth(const QString &s)
{
    int w = 0;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        w += (u >= 0x1100 && (u <= 0x115F || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3) ||
                              (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFF60)))
                 ? 2
                 : 1;
    }
    return w;
}

// The score table: from the header to the total line.
QStringList tableLines(const QByteArray &out)
{
    const QStringList lines = QString::fromUtf8(out).split(QLatin1Char('\n'));
    const qsizetype end = lines.indexOf(QString());
    return lines.mid(0, end);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void examples_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("expected");
        const QList<ExpectedOutput::Example> examples = ExpectedOutput::examples();
        QVERIFY(examples.size() >= 48);
        for (const ExpectedOutput::Example &example : examples) {
            for (const char *command : {"score", "check"}) {
                QTest::addRow("%s %s", command, qPrintable(example.name))
                    << QString::fromLatin1(command) << example.record << example.expected;
            }
        }
    }

    void examples()
    {
        QFETCH(QString, command);
        QFETCH(QString, record);
        QFETCH(QString, expected);
        const JsonValue want = *ExpectedOutput::readJson(expected).find(command);
        const qint64 exit = want.find(QStringLiteral("exit"))->toInteger();

        const Run json = run({command, record, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, static_cast<int>(exit));
        const Run text = run({command, record});
        QCOMPARE(text.exitCode, static_cast<int>(exit));

        if (exit == 2) {
            // Nothing on stdout; on stderr one line, "path: message", the path as expected.
            QVERIFY(json.out.isEmpty());
            QVERIFY(text.out.isEmpty());
            const QString stderrText = QString::fromUtf8(json.err);
            QVERIFY(stderrText.endsWith(QLatin1Char('\n')));
            QCOMPARE(stderrText.count(QLatin1Char('\n')), 1);
            const QString wantPath =
                want.find(QStringLiteral("stderr"))->toString().section(QStringLiteral(": "), 0, 0);
            QCOMPARE(stderrText.section(QStringLiteral(": "), 0, 0), wantPath);
            QCOMPARE(text.err, json.err);
            return;
        }
        QVERIFY2(json.err.isEmpty(), json.err.constData());
        JsonParseError error;
        const JsonValue got = parseJson(json.out, &error);
        QVERIFY2(error.ok(), qPrintable(error.message));
        const JsonValue &wantJson = *want.find(QStringLiteral("json"));
        if (command == QLatin1String("score")) {
            QCOMPARE(got.serialize(-1), wantJson.serialize(-1));
            QVERIFY(text.out.contains("Total"));
            return;
        }
        QCOMPARE(ExpectedOutput::normalizedCheck(got).serialize(-1), ExpectedOutput::normalizedCheck(wantJson).serialize(-1));
        for (const JsonValue &v : got.find(QStringLiteral("violations"))->items()) {
            const JsonValue *message = v.find(QStringLiteral("message"));
            QVERIFY(message && message->isString() && !message->toString().isEmpty());
            // The text report lists the same message.
            QVERIFY(QString::fromUtf8(text.out).contains(message->toString()));
        }
        if (exit == 0)
            QVERIFY(text.out.startsWith("No violations"));
        // English plurals come from the English catalogue: "1 violation", "2 violations".
        const qsizetype count = static_cast<qsizetype>(got.find(QStringLiteral("violations"))->items().size());
        if (count == 1)
            QVERIFY2(text.out.startsWith("1 violation found:"), text.out.constData());
        else if (count > 1)
            QVERIFY2(text.out.startsWith(QByteArray::number(count) + " violations found:"), text.out.constData());
    }

    void scoreTableIsAligned_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("rename"); // a seat's new name, "" to keep them
        // A stopped game: the round label "1 (2/7 tricks)" is wider than "Round".
        QTest::newRow("stopped") << example(QStringLiteral("0001-legal-stopped.json")) << QString();
        QTest::newRow("complete") << example(QStringLiteral("0004-fault-dummy.json")) << QString();
        QTest::newRow("long name") << example(QStringLiteral("0008-legal-stopped.json"))
                                   << QStringLiteral("Maximiliana Wolkenstein");
        QTest::newRow("Japanese name") << example(QStringLiteral("0016-legal-stopped.json"))
                                       << QString::fromUtf8("\xe3\x81\x82\xe3\x81\x8d\xe3\x81\x93");
    }

    void scoreTableIsAligned()
    {
        QFETCH(QString, record);
        QFETCH(QString, rename);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString path = record;
        if (!rename.isEmpty()) {
            QFile in(record);
            QVERIFY(in.open(QIODevice::ReadOnly));
            JsonParseError error;
            JsonValue doc = parseJson(in.readAll(), &error);
            QVERIFY(error.ok());
            for (auto &[key, value] : doc.members()) {
                if (key == QLatin1String("seats")) {
                    for (JsonValue &seat : value.items()) {
                        if (seat.isString()) {
                            seat = JsonValue::string(rename);
                            break;
                        }
                    }
                }
            }
            path = dir.filePath(QStringLiteral("renamed.json"));
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(doc.serialize(2));
        }
        for (const char *lang : {"en", "ja"}) {
            const Run score = run({QStringLiteral("score"), path, QStringLiteral("--lang"), QString::fromLatin1(lang)});
            QCOMPARE(score.exitCode, 0);
            const QStringList lines = tableLines(score.out);
            // Header, rule, at least one round, rule, total.
            QVERIFY(lines.size() >= 5);
            const int width = displayWidth(lines[1]);
            QVERIFY(lines[1] == QString(width, QLatin1Char('-')));
            // Every score is right-aligned to the end of the rule, and the
            // dealer column starts at the same place on every line.
            for (const QString &line : lines) {
                QCOMPARE(displayWidth(line), width);
                QVERIFY(!line.endsWith(QLatin1Char(' ')));
            }
            if (!rename.isEmpty())
                QVERIFY(QString::fromUtf8(score.out).contains(rename));
            const auto dealerColumn = [](const QString &line) {
                // The first column is followed by two spaces, then the dealer.
                int col = 0;
                qsizetype i = 0;
                while (i + 1 < line.size() && !(line[i] == QLatin1Char(' ') && line[i + 1] == QLatin1Char(' '))) {
                    col += displayWidth(line.mid(i, 1));
                    ++i;
                }
                while (i < line.size() && line[i] == QLatin1Char(' ')) {
                    ++col;
                    ++i;
                }
                return col;
            };
            const int header = dealerColumn(lines[0]);
            for (int i = 2; i + 2 < lines.size(); ++i)
                QCOMPARE(dealerColumn(lines[i]), header);
        }
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        for (const char *word : {"score FILE", "check FILE", "--json", "--lang", "--version", "Exit status"})
            QVERIFY2(out.contains(QLatin1String(word)), word);
    }

    void version()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("tornei-cli " TORNEI_EXPECTED_VERSION "\n"));
        QCOMPARE(QByteArray(TORNEI_EXPECTED_VERSION), QByteArray("0.1.0"));
    }

    void japanese_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        const QString legal = example(QStringLiteral("0005-legal-complete.json"));
        const QString faulty = example(QStringLiteral("0006-fault-revoke.json"));
        QTest::newRow("score") << QStringList{QStringLiteral("score"), legal, QStringLiteral("--lang"),
                                              QStringLiteral("ja")}
                               << 0;
        QTest::newRow("score --json") << QStringList{QStringLiteral("score"), legal, QStringLiteral("--json"),
                                                     QStringLiteral("--lang=ja")}
                                      << 0;
        QTest::newRow("check") << QStringList{QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("check"),
                                              faulty}
                               << 1;
        QTest::newRow("check --json") << QStringList{QStringLiteral("check"), faulty, QStringLiteral("--json"),
                                                     QStringLiteral("--lang"), QStringLiteral("ja")}
                                      << 1;
        QTest::newRow("help") << QStringList{QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("ja")}
                              << 0;
    }

    void japanese()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const Run r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(!r.out.isEmpty());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        // Valid UTF-8 all through.
        QCOMPARE(QString::fromUtf8(r.out).toUtf8(), r.out);
        if (args.contains(QStringLiteral("--json"))) {
            JsonParseError error;
            parseJson(r.out, &error);
            QVERIFY2(error.ok(), qPrintable(error.message));
        }
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("stderrPart");
        const QString legal = example(QStringLiteral("0005-legal-complete.json"));
        const QString missing = QStringLiteral(TORNEI_TEST_DATA "/examples/no-such-file.json");
        QTest::newRow("missing file, score") << QStringList{QStringLiteral("score"), missing} << missing;
        QTest::newRow("missing file, check --json")
            << QStringList{QStringLiteral("check"), missing, QStringLiteral("--json")} << missing;
        QTest::newRow("a directory") << QStringList{QStringLiteral("score"), QStringLiteral(TORNEI_TEST_DATA)}
                                     << QString();
        QTest::newRow("unknown command") << QStringList{QStringLiteral("scores"), legal} << QStringLiteral("scores");
        QTest::newRow("no command") << QStringList{} << QStringLiteral("Name a command");
        QTest::newRow("no file") << QStringList{QStringLiteral("score")} << QStringLiteral("FILE");
        QTest::newRow("two files") << QStringList{QStringLiteral("check"), legal, legal} << QStringLiteral("FILE");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("score"), legal, QStringLiteral("--xml")}
                                        << QStringLiteral("xml");
        QTest::newRow("unknown language")
            << QStringList{QStringLiteral("score"), legal, QStringLiteral("--lang"), QStringLiteral("fr")}
            << QStringLiteral("fr");
        // A limit misread would be no limit: refused before the service starts.
        for (const char *limit : {"abc", "-5"}) {
            QTest::addRow("--http-per-address %s", limit)
                << QStringList{QStringLiteral("club"), QStringLiteral("serve"), QStringLiteral("host=/nonexistent"),
                               QStringLiteral("--http"), QStringLiteral("127.0.0.1:0"),
                               QStringLiteral("--http-per-address"), QString::fromLatin1(limit)}
                << QStringLiteral("--http-per-address");
        }
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, stderrPart);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(stderrPart), r.err.constData());
    }

    // Each command takes only its own options (and --lang, --help, --db for
    // those that use the database): any other is refused before anything is
    // read or written, with the command's usage line.
    void misplacedOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("command"); // whose usage line; "" for the tool's own
        const QString legal = example(QStringLiteral("0005-legal-complete.json"));
        const auto row = [](const char *name, const QStringList &args, const char *option, const char *command) {
            QTest::newRow(name) << args << QString::fromLatin1(option) << QString::fromLatin1(command);
        };
        row("score --player --csv", {QStringLiteral("score"), legal, QStringLiteral("--player"), QStringLiteral("X"),
                                     QStringLiteral("--csv"), QStringLiteral("y")},
            "player", "score");
        row("score --db", {QStringLiteral("score"), legal, QStringLiteral("--db"), QStringLiteral("x.sqlite")}, "db",
            "score");
        row("check --all", {QStringLiteral("check"), QStringLiteral("--all"), QStringLiteral("dir"), legal}, "all",
            "check");
        row("import --json", {QStringLiteral("import"), legal, QStringLiteral("--json")}, "json", "import");
        row("export --json", {QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("out.json"),
                              QStringLiteral("--json")},
            "json", "export");
        row("export --player", {QStringLiteral("export"), QStringLiteral("--csv"), QStringLiteral("out.csv"),
                                QStringLiteral("--player"), QStringLiteral("X")},
            "player", "export");
        row("games --player", {QStringLiteral("games"), QStringLiteral("--player"), QStringLiteral("X")}, "player",
            "games");
        row("games --csv", {QStringLiteral("games"), QStringLiteral("--csv"), QStringLiteral("out.csv")}, "csv",
            "games");
        row("stats --all", {QStringLiteral("stats"), QStringLiteral("--all"), QStringLiteral("dir")}, "all", "stats");
        row("stats --xlsx", {QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--xlsx"),
                             QStringLiteral("out.xlsx")},
            "xlsx", "stats");
        row("backup --json", {QStringLiteral("backup"), QStringLiteral("copy.sqlite"), QStringLiteral("--json")}, "json",
            "backup");
        row("restore --all", {QStringLiteral("restore"), QStringLiteral("--all"), QStringLiteral("dir"),
                              QStringLiteral("copy.sqlite")},
            "all", "restore");
        // Before the command only the tool's own options stand.
        row("--json before games", {QStringLiteral("--json"), QStringLiteral("games")}, "json", "");
    }

    void misplacedOption()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        QFETCH(QString, command);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(QStringLiteral("games.sqlite"));
        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.start(QStringLiteral(TORNEI_CLI), QStringList{QStringLiteral("--db"), db} + args);
        QVERIFY(process.waitForFinished(-1));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardOutput().isEmpty());
        const QStringList lines = QString::fromUtf8(process.readAllStandardError()).split(QLatin1Char('\n'));
        // What was wrong, then the usage line, and nothing else.
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].contains(QLatin1Char('\'') + option + QLatin1Char('\''))
                     || lines[0].contains(QStringLiteral(": ") + option),
                 qPrintable(lines[0]));
        const QString usage = QStringLiteral("Usage: ") + QStringLiteral(TORNEI_CLI)
                              + (command.isEmpty() ? QString() : QLatin1Char(' ') + command) + QStringLiteral(" [options]");
        QVERIFY2(lines[1].startsWith(usage), qPrintable(lines[1]));
        QVERIFY(lines[2].isEmpty());
        // Refused before anything was opened or written.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }

    // `COMMAND --help` describes that command with its own options only.
    void commandHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("own");    // options it lists
        QTest::addColumn<QStringList>("others"); // options it must not list
        const QString json = QStringLiteral("--json");
        const QString db = QStringLiteral("--db");
        const QString player = QStringLiteral("--player");
        const QString all = QStringLiteral("--all");
        const QString csv = QStringLiteral("--csv");
        const QString xlsx = QStringLiteral("--xlsx");
        QTest::newRow("score") << QStringLiteral("score") << QStringList{json} << QStringList{db, player, all, csv, xlsx};
        QTest::newRow("check") << QStringLiteral("check") << QStringList{json} << QStringList{db, player, all, csv, xlsx};
        QTest::newRow("import") << QStringLiteral("import") << QStringList{db} << QStringList{json, player, all, csv, xlsx};
        QTest::newRow("export") << QStringLiteral("export") << QStringList{db, all, csv, xlsx} << QStringList{json, player};
        QTest::newRow("games") << QStringLiteral("games") << QStringList{db, json} << QStringList{player, all, csv, xlsx};
        QTest::newRow("stats") << QStringLiteral("stats") << QStringList{db, json, player} << QStringList{all, csv, xlsx};
        QTest::newRow("backup") << QStringLiteral("backup") << QStringList{db} << QStringList{json, player, all, csv, xlsx};
        QTest::newRow("restore") << QStringLiteral("restore") << QStringList{db} << QStringList{json, player, all, csv, xlsx};
        QTest::newRow("sync") << QStringLiteral("sync") << QStringList{db, json} << QStringList{player, all, csv, xlsx};
        QTest::newRow("club") << QStringLiteral("club") << QStringList{}
                              << QStringList{db, json, player, all, csv, xlsx};
    }

    void commandHelp()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, own);
        QFETCH(QStringList, others);
        for (const QStringList &args : {QStringList{command, QStringLiteral("--help")},
                                        QStringList{QStringLiteral("--lang"), QStringLiteral("en"), command,
                                                    QStringLiteral("-h")}}) {
            const Run r = run(args);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            const QString out = QString::fromUtf8(r.out);
            const QString usage = QStringLiteral("Usage: " TORNEI_CLI " ") + command + QStringLiteral(" [options]");
            QVERIFY2(out.startsWith(usage), qPrintable(out));
            for (const QString &option : own + QStringList{QStringLiteral("--lang"), QStringLiteral("--help")})
                QVERIFY2(out.contains(QLatin1String("  ") + option), qPrintable(option));
            for (const QString &option : others)
                QVERIFY2(!out.contains(option), qPrintable(option));
        }
        // The tool's help names every command and how to get its help.
        const Run tool = run({QStringLiteral("--help")});
        QVERIFY(tool.out.contains("\n  " + command.toUtf8() + ' '));
        QVERIFY(tool.out.contains("COMMAND --help"));
    }

    // A game left out of the statistics stays out through export and import,
    // and is the same game as its cards without the flag.
    void excludedThroughExportAndImport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile example(QStringLiteral(TORNEI_TEST_DATA "/examples/0003-legal-complete.json"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        QByteArray plain = example.readAll();
        const int at = static_cast<int>(plain.indexOf("\"rounds\""));
        QVERIFY(at > 0);
        // Dated, so that the export is the same game to every database.
        plain.insert(at, "\"started\": \"2026-11-21T19:30:00+09:00\", ");
        const QByteArray excluded = QByteArray(plain).insert(at, "\"excluded\": true, ");
        const QString plainPath = dir.filePath(QStringLiteral("plain.json"));
        const QString excludedPath = dir.filePath(QStringLiteral("excluded.json"));
        for (const auto &[path, bytes] : {std::pair{plainPath, plain}, std::pair{excludedPath, excluded}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        const QString home = dir.filePath(QStringLiteral("home.sqlite"));
        const QString club = dir.filePath(QStringLiteral("club.sqlite"));
        const auto db = [](const QString &path, const QStringList &args) {
            return run(QStringList{QStringLiteral("--db"), path} + args);
        };
        QCOMPARE(db(home, {QStringLiteral("import"), excludedPath}).exitCode, 0);
        Run games = db(home, {QStringLiteral("games"), QStringLiteral("--json")});
        QVERIFY(games.out.contains("\"excludedFromStatistics\": true"));
        QCOMPARE(db(home, {QStringLiteral("stats"), QStringLiteral("--json")}).out, QByteArray("{\n  \"players\": []\n}\n"));
        // The same cards without the flag: already stored.
        QCOMPARE(db(home, {QStringLiteral("import"), plainPath}).exitCode, 1);

        const QString exported = dir.filePath(QStringLiteral("out.json"));
        QCOMPARE(db(home, {QStringLiteral("export"), QStringLiteral("1"), exported}).exitCode, 0);
        QFile out(exported);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QByteArray written = out.readAll();
        QVERIFY2(written.contains("\n  \"excluded\": true,\n"), written.constData());
        QCOMPARE(db(club, {QStringLiteral("import"), exported}).exitCode, 0);
        games = db(club, {QStringLiteral("games"), QStringLiteral("--json")});
        QVERIFY(games.out.contains("\"excludedFromStatistics\": true"));
        QCOMPARE(db(club, {QStringLiteral("import"), plainPath}).exitCode, 1);
        QCOMPARE(db(club, {QStringLiteral("stats"), QStringLiteral("--json")}).out, QByteArray("{\n  \"players\": []\n}\n"));
        // A game that is not excluded is written without the key.
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        QCOMPARE(db(other, {QStringLiteral("import"), plainPath}).exitCode, 0);
        QCOMPARE(db(other, {QStringLiteral("export"), QStringLiteral("1"), exported}).exitCode, 0);
        QFile again(exported);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QVERIFY(!again.readAll().contains("excluded"));
    }

    // A dummy misplay stored and exported: check names it, with the card the rule required, and
    // accuses nobody of a revoke; the scores are those worked out in misplaygame.h.
    void dummyMisplayThroughExport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString played = dir.filePath(QStringLiteral("played.json"));
        {
            QFile file(played);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(misplay::PlayedJson);
        }
        const QString home = dir.filePath(QStringLiteral("home.sqlite"));
        const QString exported = dir.filePath(QStringLiteral("out.json"));
        QCOMPARE(run({QStringLiteral("--db"), home, QStringLiteral("import"), played}).exitCode, 0);
        QCOMPARE(run({QStringLiteral("--db"), home, QStringLiteral("export"), QStringLiteral("1"), exported}).exitCode,
                 0);
        const Run check = run({QStringLiteral("check"), exported, QStringLiteral("--json")});
        QCOMPARE(check.exitCode, 1);
        JsonParseError error;
        const JsonValue json = parseJson(check.out, &error);
        const JsonValue *violations = json.find(QStringLiteral("violations"));
        QVERIFY(violations && violations->items().size() == 1);
        const JsonValue &v = violations->items().front();
        QCOMPARE(v.find(QStringLiteral("code"))->toString(), QStringLiteral("dummy-misplay"));
        QCOMPARE(v.find(QStringLiteral("round"))->toInteger(), 1);
        QCOMPARE(v.find(QStringLiteral("trick"))->toInteger(), 1);
        QCOMPARE(v.find(QStringLiteral("seat"))->toInteger(), 3);
        QCOMPARE(v.find(QStringLiteral("card"))->toString(), QStringLiteral("W9"));
        const QString message = v.find(QStringLiteral("message"))->toString();
        QVERIFY2(message.contains(QStringLiteral("S10 instead of W9")), qPrintable(message));
        const Run score = run({QStringLiteral("score"), exported, QStringLiteral("--json")});
        QCOMPARE(score.exitCode, 0);
        const JsonValue scores = parseJson(score.out, &error);
        const JsonValue *totals = scores.find(QStringLiteral("totals"));
        QVERIFY(totals && totals->items().size() == 4);
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(totals->items()[static_cast<std::size_t>(seat)].toInteger(),
                     misplay::Totals[static_cast<std::size_t>(seat)]);
    }

    void malformedInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("stderrStart");
        QTest::newRow("empty file") << QByteArray() << "not a JSON document";
        QTest::newRow("not UTF-8") << QByteArray("{\"format\": \"\xff\"}") << "not a JSON document";
        QTest::newRow("bad card") << QByteArray("{\"format\":\"tornei-record\",\"version\":1,"
                                                "\"seats\":[\"A\",\"B\",\"C\",\"D\"],\"firstDealer\":0,"
                                                "\"rounds\":[{\"tricks\":[{\"jousts\":[\"W1\",\"X15\",null,null],"
                                                "\"predictions\":[null,null,null,null]}]}]}")
                                  << "rounds[0].tricks[0].jousts[1]: \"X15\" is not a card";
        QTest::newRow("excluded not a boolean")
            << QByteArray("{\"format\":\"tornei-record\",\"version\":1,\"seats\":[\"A\",\"B\",\"C\",\"D\"],"
                          "\"firstDealer\":0,\"excluded\":\"yes\",\"rounds\":[]}")
            << "excluded: \"yes\" is not true or false";
        QTest::newRow("version 2") << QByteArray("{\"format\":\"tornei-record\",\"version\":2}") << "version: ";
    }

    void malformedInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, stderrStart);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("record.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        for (const char *command : {"score", "check"}) {
            const Run r = run({QString::fromLatin1(command), path, QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(QString::fromUtf8(r.err).startsWith(stderrStart), r.err.constData());
        }
    }

    // Inputs that are not regular files are refused at once; targets that
    // are the database's own files are refused for every writer; a folder
    // that cannot take the files stops export --all with one error.
    void filesThatAreNotRecordsOrTargets()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString db = dir.filePath(QStringLiteral("games.sqlite"));
        for (const QStringList &args : {QStringList{QStringLiteral("score"), fifo}, QStringList{QStringLiteral("check"), fifo},
                                        QStringList{QStringLiteral("--db"), db, QStringLiteral("import"), fifo}}) {
            const Run r = run(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.startsWith(QFile::encodeName(fifo) + ": it is a pipe, not a file"), r.err.constData());
        }
        // One bad file among good ones: nothing imported, and said so.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile badFile(bad);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write("{");
        badFile.close();
        Run r = run({QStringLiteral("--db"), db, QStringLiteral("import"), example(QStringLiteral("0003-legal-complete.json")),
                     bad, example(QStringLiteral("0047-legal-complete.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Nothing was imported, not even the other files: " + QFile::encodeName(bad)),
                 r.err.constData());
        r = run({QStringLiteral("--db"), db, QStringLiteral("import"), example(QStringLiteral("0003-legal-complete.json")),
                 example(QStringLiteral("0047-legal-complete.json"))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count("imported as game"), 2);

        // The database's files, by name and through a link.
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(db + QStringLiteral("-wal"), link));
        const QByteArray before = readAll(db);
        for (const QString &target : {db, db + QStringLiteral("-wal"), db + QStringLiteral("-shm"),
                                      db + QStringLiteral("-journal"), link}) {
            for (const QStringList &args :
                 {QStringList{QStringLiteral("backup"), target}, QStringList{QStringLiteral("export"), QStringLiteral("1"), target},
                  QStringList{QStringLiteral("export"), QStringLiteral("--csv"), target},
                  QStringList{QStringLiteral("export"), QStringLiteral("--xlsx"), target}}) {
                r = run(QStringList{QStringLiteral("--db"), db} + args);
                QVERIFY2(r.exitCode != 0 && r.out.isEmpty(), qPrintable(args.join(QLatin1Char(' '))));
                QVERIFY2(r.err.contains("choose another file"), r.err.constData());
            }
        }
        QCOMPARE(readAll(db), before);
        QVERIFY(!QFileInfo::exists(db + QStringLiteral("-wal")) && !QFileInfo::exists(db + QStringLiteral("-journal")));

        // Every name export --all would write is taken by a folder: one error.
        const QString all = dir.filePath(QStringLiteral("all"));
        for (int game = 1; game <= 2; ++game)
            QVERIFY(QDir().mkpath(QDir(all).filePath(QStringLiteral("game-%1.json").arg(game))));
        r = run({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("--all"), all});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("The export stopped there: 0 of 2 games were written."), r.err.constData());
    }

    // A record nested as deep as the format allows is stored as it is.
    void deepestRecordIsImported()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile source(example(QStringLiteral("0003-legal-complete.json")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray base = source.readAll();
        const QString path = dir.filePath(QStringLiteral("deep.json"));
        // The deepest nesting score reads.
        int depth = 70;
        for (; depth > 40; --depth) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray(base).replace("\"tricks\": [", "\"x-deep\": " + QByteArray(depth, '[') +
                                                                   QByteArray(depth, ']') + ", \"tricks\": ["));
            file.close();
            if (run({QStringLiteral("score"), path}).exitCode == 0)
                break;
        }
        QVERIFY(depth > 40);
        const QString db = dir.filePath(QStringLiteral("games.sqlite"));
        const Run r = run({QStringLiteral("--db"), db, QStringLiteral("import"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString back = dir.filePath(QStringLiteral("back.json"));
        QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("export"), QStringLiteral("1"), back}).exitCode, 0);
        // Given back as it was: the same game again.
        const Run again = run({QStringLiteral("--db"), db, QStringLiteral("import"), back});
        QVERIFY2(again.err.contains("already stored (game 1)"), again.err.constData());
        // One level more is a limit passed, said with the file's name.
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray(base).replace("\"tricks\": [", "\"x-deep\": " + QByteArray(depth + 1, '[') +
                                                               QByteArray(depth + 1, ']') + ", \"tricks\": ["));
        file.close();
        const Run deeper = run({QStringLiteral("score"), path});
        QCOMPARE(deeper.exitCode, 2);
        QVERIFY2(deeper.err.startsWith(QFile::encodeName(path) + ": "), deeper.err.constData());
        QVERIFY2(deeper.err.contains("past a limit of game records: the JSON is nested more than 64 levels deep"),
                 deeper.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
