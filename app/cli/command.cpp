#include "command.h"

#include "recordfile.h"
#include "recordformat.h"

#include <QCommandLineParser>
#include <cstdio>

namespace tornei::cli {

namespace {

void write(std::FILE *stream, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), stream);
    std::fflush(stream);
}

} // namespace

Command::Command(QString name, QString description)
    : m_name(std::move(name))
    , m_description(std::move(description))
{
    m_options << languageOption();
}

Command::~Command() = default;

QCommandLineOption Command::languageOption()
{
    return QCommandLineOption(QStringLiteral("lang"), tr("Language of the output: en or ja (default: the system's)."),
                              QStringLiteral("en|ja"));
}

void Command::out(const QString &text)
{
    write(stdout, text);
}

void Command::err(const QString &text)
{
    write(stderr, text);
}

void Command::addOption(const QCommandLineOption &option)
{
    m_options << option;
}

void Command::addArgument(const QString &name, const QString &description, const QString &syntax)
{
    m_arguments << Argument{name, description, syntax};
}

void Command::describe(QCommandLineParser &parser) const
{
    parser.setApplicationDescription(m_description);
    parser.addHelpOption();
    for (const QCommandLineOption &option : m_options)
        parser.addOption(option);
    for (const Argument &argument : m_arguments)
        parser.addPositionalArgument(argument.name, argument.description, argument.syntax);
}

QString Command::helpText() const
{
    QCommandLineParser parser;
    describe(parser);
    // Qt's usage line names the program only: the command follows it.
    QString text = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype at = text.indexOf(program);
    if (at >= 0)
        text.insert(at + program.size(), QLatin1Char(' ') + m_name);
    return text;
}

int Command::execute(const QStringList &arguments)
{
    QCommandLineParser parser;
    describe(parser);
    // The command's name stands where a parser expects the program's.
    if (!parser.parse(QStringList{m_name} + arguments)) {
        err(parser.errorText() + QLatin1Char('\n') + helpText().section(QLatin1Char('\n'), 0, 0) + QLatin1Char('\n'));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        out(helpText());
        return 0;
    }
    return run(parser);
}

int Command::usage(const QString &message)
{
    err(message + QLatin1Char('\n'));
    return 2;
}

std::optional<Record> Command::load(const QString &path)
{
    QString why;
    bool unopened = false;
    const std::optional<QByteArray> bytes = RecordFile::read(path, &why, &unopened);
    if (!bytes) {
        err((unopened ? tr("%1: cannot open: %2").arg(path, why) : path + QStringLiteral(": ") + why) +
            QLatin1Char('\n'));
        return std::nullopt;
    }
    RecordError error;
    std::optional<Record> record = RecordFormat::read(*bytes, &error);
    // A limit is the file's as a whole: it is named.
    if (!record)
        err((error.limit ? path + QStringLiteral(": ") : QString()) + error.toString() + QLatin1Char('\n'));
    return record;
}

} // namespace tornei::cli
