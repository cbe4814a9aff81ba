// The committed catalogues against the sources, and the language switch of
// the GUI: every open widget follows it, it is remembered, and the help page
// and the default locale change with it; each menu's Alt letters differ in
// every language.
#include "appsettings.h"
#include "clubevents.h"
#include "directorwindow.h"
#include "eventchoice.h"
#include "helpdialog.h"
#include "language.h"
#include "mainmenus.h"
#include "mnemonics.h"
#include "settingsdialog.h"
#include "standingswindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QXmlStreamReader>
#include <map>
#include <set>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "", "unfinished", "obsolete", "vanished"
    QStringList forms;

    QString key() const { return context + QChar(0x1f) + source + QChar(0x1f) + comment; }
    QString where() const { return QStringLiteral("[%1] \"%2\"").arg(context, source); }
};

struct Catalogue
{
    QString language;
    std::vector<Message> messages;
    QString error;
};

Catalogue readTs(const QString &path)
{
    Catalogue ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            Message m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    m.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("comment")) {
                    m.comment = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (m.numerus) {
                        while (xml.readNextStartElement()) {
                            if (xml.name() == QLatin1String("numerusform"))
                                m.forms << xml.readElementText();
                            else
                                xml.skipCurrentElement();
                        }
                    } else {
                        m.forms << xml.readElementText();
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            ts.messages.push_back(m);
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

// "%1", "%L2", "%n", "%Ln" → "%1", "%2", "%n": a translation may add or drop
// the L (digit grouping) but must keep the argument.
std::multiset<QString> argumentsOf(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    std::multiset<QString> found;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        found.insert(QLatin1Char('%') + m.captured(1));
    return found;
}

// Counts the LanguageChange events a plain open window receives.
class Probe : public QWidget
{
public:
    int changes = 0;

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++changes;
        QWidget::changeEvent(event);
    }
};

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void upToDate_data();
    void upToDate();
    void finished_data();
    void finished();
    void placeholders_data();
    void placeholders();
    void catalogueLoads();
    void switchLanguage();
    void settingsFitTheNewLanguage();
    void menuMnemonicsDiffer_data();
    void menuMnemonicsDiffer();
    void windowMnemonicsDiffer_data();
    void windowMnemonicsDiffer();
    void eventListsFollowTheLanguage();
    void cleanupTestCase();

private:
    void files();

    QTemporaryDir m_dir;
    std::map<QString, Catalogue> m_committed;
    std::map<QString, Catalogue> m_updated;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The language choice is remembered: keep it out of the user's settings.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("config")));

    // The project file that `update_translations` feeds to lupdate, made to
    // write into copies of the catalogues instead of the committed ones.
    const QString projectIn = QStringLiteral(TORNEI_LUPDATE_PROJECT);
    QVERIFY2(QFile::exists(projectIn), qPrintable(projectIn + QStringLiteral(" is missing: configure first")));
    const QString project = m_dir.filePath(QStringLiteral("project.json"));
    QProcess cmake;
    cmake.start(QStringLiteral(TORNEI_CMAKE),
                {QStringLiteral("-DIN_FILE=") + projectIn, QStringLiteral("-DOUT_FILE=") + project,
                 QStringLiteral("-P"), QStringLiteral(TORNEI_LUPDATE_PROJECT_SCRIPT)});
    QVERIFY(cmake.waitForFinished(60000));
    QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());

    QStringList copies;
    for (const QString &name : {QStringLiteral("tornei_en.ts"), QStringLiteral("tornei_ja.ts")}) {
        const QString committed = QStringLiteral(TORNEI_TRANSLATIONS) + QLatin1Char('/') + name;
        const QString copy = m_dir.filePath(name);
        QVERIFY2(QFile::copy(committed, copy), qPrintable(committed));
        copies << copy;
        m_committed[name] = readTs(committed);
        QVERIFY2(m_committed[name].error.isEmpty(), qPrintable(m_committed[name].error));
    }

    // The options of the top-level qt_add_translations().
    QProcess lupdate;
    lupdate.start(QStringLiteral(TORNEI_LUPDATE),
                  QStringList{QStringLiteral("-project"), project, QStringLiteral("-no-obsolete"),
                              QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts")} +
                      copies);
    QVERIFY(lupdate.waitForFinished(300000));
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             lupdate.readAllStandardError().constData());
    for (const QString &copy : copies) {
        const QString name = QFileInfo(copy).fileName();
        m_updated[name] = readTs(copy);
        QVERIFY2(m_updated[name].error.isEmpty(), qPrintable(m_updated[name].error));
    }
}

void TestTranslations::files()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("en") << QStringLiteral("tornei_en.ts");
    QTest::newRow("ja") << QStringLiteral("tornei_ja.ts");
}

void TestTranslations::upToDate_data()
{
    files();
}

// The committed file is what lupdate makes of today's sources.
void TestTranslations::upToDate()
{
    QFETCH(QString, file);
    const Catalogue &committed = m_committed.at(file);
    const Catalogue &updated = m_updated.at(file);
    std::set<QString> committedKeys;
    std::set<QString> updatedKeys;
    QStringList problems;
    for (const Message &m : committed.messages) {
        committedKeys.insert(m.key());
        if (m.type == QLatin1String("obsolete") || m.type == QLatin1String("vanished"))
            problems << QStringLiteral("%1 is %2").arg(m.where(), m.type);
    }
    for (const Message &m : updated.messages) {
        updatedKeys.insert(m.key());
        if (!committedKeys.count(m.key()))
            problems << QStringLiteral("%1 is missing").arg(m.where());
    }
    for (const Message &m : committed.messages) {
        if (!updatedKeys.count(m.key()))
            problems << QStringLiteral("%1 is no longer in the sources").arg(m.where());
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 is not up to date (run the update_translations target):\n  %2")
                            .arg(file, problems.join(QStringLiteral("\n  ")))));
}

void TestTranslations::finished_data()
{
    files();
}

// Japanese: every message. English: the source is the text, except for
// plurals, which need their English forms.
void TestTranslations::finished()
{
    QFETCH(QString, file);
    const bool everything = file != QLatin1String("tornei_en.ts");
    const int forms = everything ? 1 : 2;
    QStringList problems;
    for (const Message &m : m_updated.at(file).messages) {
        if (!everything && !m.numerus)
            continue;
        if (m.type == QLatin1String("unfinished"))
            problems << QStringLiteral("%1 is unfinished").arg(m.where());
        else if (m.forms.size() != (m.numerus ? forms : 1))
            problems << QStringLiteral("%1 has %2 forms").arg(m.where()).arg(m.forms.size());
        else if (m.forms.contains(QString()))
            problems << QStringLiteral("%1 has an empty translation").arg(m.where());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::placeholders_data()
{
    files();
}

// A translation keeps every argument of its source and adds none; only the
// one-item form of a plural may leave out %n ("1 violation").
void TestTranslations::placeholders()
{
    QFETCH(QString, file);
    QStringList problems;
    for (const Message &m : m_committed.at(file).messages) {
        if (m.type == QLatin1String("unfinished"))
            continue;
        const std::multiset<QString> wanted = argumentsOf(m.source);
        for (qsizetype i = 0; i < m.forms.size(); ++i) {
            std::multiset<QString> got = argumentsOf(m.forms[i]);
            std::multiset<QString> need = wanted;
            const bool mayDropN = m.numerus && i + 1 < m.forms.size();
            if (mayDropN && !got.count(QStringLiteral("%n")))
                need.erase(QStringLiteral("%n"));
            // Compare as sets: "%1 … %1" may become one "%1".
            const std::set<QString> needSet(need.begin(), need.end());
            const std::set<QString> gotSet(got.begin(), got.end());
            if (needSet != gotSet)
                problems << QStringLiteral("%1: \"%2\" does not keep the placeholders").arg(m.where(), m.forms[i]);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// The Japanese catalogue embedded in the app is the committed one, and Qt's
// own catalogue comes with it.
void TestTranslations::catalogueLoads()
{
    tornei::Language language;
    language.apply(QStringLiteral("ja"));
    QCOMPARE(language.current(), QStringLiteral("ja"));
    QCOMPARE(QLocale().language(), QLocale::Japanese);
    int checked = 0;
    for (const Message &m : m_committed.at(QStringLiteral("tornei_ja.ts")).messages) {
        if (m.type == QLatin1String("unfinished") || m.numerus)
            continue;
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        QCOMPARE(QCoreApplication::translate(context.constData(), source.constData(),
                                             comment.isEmpty() ? nullptr : comment.constData()),
                 m.forms.value(0));
        ++checked;
    }
    qInfo("%d Japanese translations found in the embedded catalogue", checked);
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), QStringLiteral("閉じる"));
    language.apply(QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), QStringLiteral("Close"));
    QCOMPARE(QLocale().language(), QLocale::English);
}

void TestTranslations::switchLanguage()
{
    // LANG is C here, so the system's language is English.
    tornei::AppSettings::language().apply(tornei::AppSettings::languageChoice());
    QCOMPARE(tornei::AppSettings::languageChoice(), QStringLiteral("system"));
    QCOMPARE(tornei::AppSettings::language().current(), QStringLiteral("en"));

    Probe probe;
    tornei::HelpDialog help;
    tornei::SettingsDialog settings;
    auto *browser = help.findChild<QTextBrowser *>(QStringLiteral("helpBrowser"));
    auto *choice = settings.findChild<QComboBox *>(QStringLiteral("languageChoice"));
    auto *buttons = settings.findChild<QDialogButtonBox *>();
    QVERIFY(browser && choice && buttons);
    QPushButton *close = buttons->button(QDialogButtonBox::Close);
    QVERIFY(close);
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/help/help_en.html")));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Entering a trick")));
    QCOMPARE(choice->currentData().toString(), QStringLiteral("system"));
    // The languages are named in their own words whatever the GUI's language.
    QCOMPARE(choice->itemText(1), QStringLiteral("English"));
    QCOMPARE(choice->itemText(2), QStringLiteral("日本語"));

    choice->setCurrentIndex(choice->findData(QStringLiteral("ja")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(tornei::AppSettings::languageChoice(), QStringLiteral("ja"));
    QCOMPARE(QSettings(QStringLiteral("tornei"), QStringLiteral("tornei")).value(QStringLiteral("ui/language")),
             QVariant(QStringLiteral("ja")));
    QCOMPARE(tornei::AppSettings::language().current(), QStringLiteral("ja"));
    QCOMPARE(QLocale().language(), QLocale::Japanese);
    QVERIFY(probe.changes > 0);
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/help/help_ja.html")));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("リードプレイヤー")));
    QCOMPARE(close->text(), QStringLiteral("閉じる"));
    QCOMPARE(choice->itemText(2), QStringLiteral("日本語"));

    // A second settings dialog opened now shows the remembered choice.
    tornei::SettingsDialog again;
    QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("languageChoice"))->currentData().toString(),
             QStringLiteral("ja"));

    const int before = probe.changes;
    choice->setCurrentIndex(choice->findData(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(tornei::AppSettings::languageChoice(), QStringLiteral("en"));
    QCOMPARE(QLocale().language(), QLocale::English);
    QVERIFY(probe.changes > before);
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/help/help_en.html")));
    QCOMPARE(close->text(), QStringLiteral("Close"));
    // The other dialog followed the change it did not make.
    QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("languageChoice"))->currentData().toString(),
             QStringLiteral("en"));
}

// The settings dialog, open while its language changes, makes room for the
// new words: no label is cut, the club server's among them.
void TestTranslations::settingsFitTheNewLanguage()
{
    tornei::SettingsDialog settings;
    auto *choice = settings.findChild<QComboBox *>(QStringLiteral("languageChoice"));
    choice->setCurrentIndex(choice->findData(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
    settings.show();
    QVERIFY(QTest::qWaitForWindowExposed(&settings));

    choice->setCurrentIndex(choice->findData(QStringLiteral("ja")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(tornei::AppSettings::language().current(), QStringLiteral("ja"));
    const auto labels = settings.findChildren<QLabel *>();
    QVERIFY(labels.size() >= 5);
    bool serverLabel = false;
    for (const QLabel *label : labels) {
        const QString what = label->text() + QStringLiteral(": %1×%2").arg(label->width()).arg(label->height());
        QVERIFY2(label->isVisible(), qPrintable(what));
        QVERIFY2(label->width() >= label->minimumSizeHint().width(), qPrintable(what));
        if (label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(what));
        else
            QVERIFY2(label->height() >= label->minimumSizeHint().height(), qPrintable(what));
        serverLabel = serverLabel || label->buddy() == settings.findChild<QWidget *>(QStringLiteral("clubServer"));
    }
    QVERIFY(serverLabel);
    choice->setCurrentIndex(choice->findData(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
}

void TestTranslations::menuMnemonicsDiffer_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

// Alt and one letter reach one entry of a menu: no two entries share their letter.
void TestTranslations::menuMnemonicsDiffer()
{
    QFETCH(QString, language);
    tornei::AppSettings::language().apply(language);
    QMenuBar bar;
    tornei::MainMenus menus(&bar);
    menus.retranslate();
    const QRegularExpression mnemonic(QStringLiteral("&([^&])"));
    QStringList clashes;
    const auto check = [&](const QList<QAction *> &actions, const QString &where) {
        std::map<QChar, QString> seen;
        for (const QAction *action : actions) {
            const QString text = action->menu() ? action->menu()->title() : action->text();
            const QRegularExpressionMatch match = mnemonic.match(text);
            if (!match.hasMatch())
                continue;
            const auto [at, fresh] = seen.emplace(match.captured(1).at(0).toUpper(), text);
            if (!fresh)
                clashes << QStringLiteral("%1: \"%2\" and \"%3\"").arg(where, at->second, text);
        }
    };
    check(bar.actions(), QStringLiteral("menu bar"));
    for (const QAction *menu : bar.actions())
        check(menu->menu()->actions(), menu->menu()->title());
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    tornei::AppSettings::language().apply(QStringLiteral("en"));
}

void TestTranslations::windowMnemonicsDiffer_data()
{
    menuMnemonicsDiffer_data();
}

// In the club's windows, Alt and one letter reach one field or button of those shown.
void TestTranslations::windowMnemonicsDiffer()
{
    QFETCH(QString, language);
    tornei::AppSettings::language().apply(language);
    tornei::StandingsWindow standings;
    tornei::DirectorWindow director;
    QStringList clashes;
    for (QWidget *window : {static_cast<QWidget *>(&standings), static_cast<QWidget *>(&director)}) {
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        Mnemonics letters(window->windowTitle());
        letters.noteControls(window);
        QVERIFY2(letters.count() >= 3, qPrintable(window->windowTitle()));
        clashes << letters.clashes();
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    tornei::AppSettings::language().apply(QStringLiteral("en"));
}

// The club windows' lists of events write each date as the language of the moment does.
void TestTranslations::eventListsFollowTheLanguage()
{
    tornei::AppSettings::language().apply(QStringLiteral("en"));
    tornei::StandingsWindow standings;
    tornei::DirectorWindow director;
    tornei::ClubEvent night;
    night.id = 7;
    night.name = QStringLiteral("Friday night");
    night.date = QDate(2026, 11, 28);
    for (QWidget *window : {static_cast<QWidget *>(&standings), static_cast<QWidget *>(&director)}) {
        auto *events = window->findChild<QComboBox *>(QStringLiteral("events"));
        QVERIFY(events);
        tornei::EventChoice::fill(events, {night}, std::nullopt);
        QCOMPARE(events->itemText(0), QStringLiteral("Friday night (11/28/26)"));
    }
    tornei::AppSettings::language().apply(QStringLiteral("ja"));
    QCoreApplication::sendPostedEvents();
    for (QWidget *window : {static_cast<QWidget *>(&standings), static_cast<QWidget *>(&director)}) {
        const auto *events = window->findChild<QComboBox *>(QStringLiteral("events"));
        QVERIFY2(events->itemText(0).contains(QStringLiteral("2026/11/28")), qPrintable(events->itemText(0)));
        QCOMPARE(events->itemData(0).toLongLong(), 7);
    }
    tornei::AppSettings::language().apply(QStringLiteral("en"));
}

void TestTranslations::cleanupTestCase()
{
    tornei::AppSettings::language().apply(QStringLiteral("en"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
