// The start page as a new user first sees it (what the app is for, the first
// steps, importing records), the window's title on every page and in either
// language, a rematch that stores nothing until its first card, and the
// confirmation of an exported record.
#include "appsettings.h"
#include "gameendpage.h"
#include "gamehistorypage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "historymodel.h"
#include "mainwindow.h"
#include "modaldialogs.h"
#include "newgamepage.h"
#include "randomgame.h"
#include "recordformat.h"
#include "shownwindow.h"
#include "startpage.h"
#include "tablepage.h"
#include "testfiles.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cstdlib>

using namespace tornei;

namespace {

// A stand-in catalogue, so that a switch can be seen whatever the shipped
// catalogues hold: each source text in `texts` becomes its value.
class FakeTranslator : public QTranslator
{
public:
    explicit FakeTranslator(QHash<QString, QString> texts)
        : m_texts(std::move(texts))
    {
    }
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return m_texts.value(QString::fromUtf8(sourceText));
    }

private:
    QHash<QString, QString> m_texts;
};

int occurrences(const QString &text, const QString &part)
{
    return static_cast<int>(text.count(part));
}

} // namespace

class TestStartPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void emptyStartPage();
    void importFromStartPage();
    void titles();
    void titlesAfterLanguageSwitch();
    void windowIconIsTheAppsDrawing();
    void databaseLineAfterSwitch();
    void databaseLineSaysWhyInText();
    void recentGamesHeaderWhole();
    void rematchStoresOnFirstCard();
    void exportConfirmation();

private:
    void shoot(QWidget *window, const QString &name);
    QTemporaryDir m_settings;
};

void TestStartPage::initTestCase()
{
    // Never the real user's settings.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    AppSettings::setLanguageChoice(QStringLiteral("system"));
    AppSettings::language().apply(QStringLiteral("en"));
}

void TestStartPage::cleanup()
{
    AppSettings::language().apply(QStringLiteral("en"));
}

void TestStartPage::shoot(QWidget *window, const QString &name)
{
    const QString dir = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents(); // the menu bar's layout after a switch
    if (!dir.isEmpty())
        window->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

void TestStartPage::emptyStartPage()
{
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    StartPage *start = window.startPage();

    // What the app is for and what to do first, instead of two empty lists.
    QVERIFY(start->isWelcomeShown());
    QVERIFY(start->welcomeLabel()->isVisible());
    QVERIFY(start->welcomeLabel()->text().contains(QStringLiteral("keeps the score of Tornei games")));
    QVERIFY(start->welcomeLabel()->text().contains(QStringLiteral("import")));
    QVERIFY(!start->unfinishedList()->isVisible());
    QVERIFY(!start->recentView()->isVisible());
    QVERIFY(!start->continueButton()->isVisible());
    QVERIFY(start->welcomeNewGameButton()->isVisible());
    QCOMPARE(start->welcomeNewGameButton()->text(), QStringLiteral("+ New game"));
    QVERIFY(start->importButton()->isVisible());
    QCOMPARE(start->importButton()->text(), QStringLiteral("Import records…"));
    // The language the first start chose, and where to change it.
    QVERIFY2(start->languageLabel()->text().contains(QStringLiteral("English")), qPrintable(start->languageLabel()->text()));
    QVERIFY(start->languageLabel()->text().contains(QStringLiteral("Settings")));
    shoot(&window, QStringLiteral("start-empty-en"));

    AppSettings::language().apply(QStringLiteral("ja"));
    QCoreApplication::sendPostedEvents();
    QVERIFY2(start->languageLabel()->text().contains(QStringLiteral("日本語")), qPrintable(start->languageLabel()->text()));
    shoot(&window, QStringLiteral("start-empty-ja"));
    AppSettings::language().apply(QStringLiteral("en"));

    start->welcomeNewGameButton()->click();
    QCOMPARE(window.findChild<QStackedWidget *>()->currentWidget(), window.newGamePage());
}

void TestStartPage::importFromStartPage()
{
    QTemporaryDir dir;
    QRandomGenerator rng(19u);
    const Record first = RandomGame::play(rng, 4);
    const Record second = RandomGame::play(rng, 3);
    QVERIFY(writeAll(dir.filePath(QStringLiteral("first.json")), RecordFormat::write(first)));
    QVERIFY(writeAll(dir.filePath(QStringLiteral("second.json")), RecordFormat::write(second)));
    QVERIFY(writeAll(dir.filePath(QStringLiteral("broken.json")), QByteArrayLiteral("{\"format\": 1")));

    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    StartPage *start = window.startPage();
    QVERIFY(start->isWelcomeShown());

    bool answered = false;
    whenModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        QVERIFY(dialog);
        QCOMPARE(dialog->fileMode(), QFileDialog::ExistingFiles);
        dialog->setDirectory(dir.path());
        typeFileNames(dialog, QStringLiteral("\"first.json\" \"second.json\" \"broken.json\""));
        answered = true;
        static_cast<QDialog *>(dialog)->accept();
    });
    start->importButton()->click();
    QVERIFY(answered);

    QCOMPARE(window.store()->games().all().size(), std::size_t(2));
    const QString notice = start->noticeLabel()->text();
    QVERIFY(start->noticeLabel()->isVisible());
    QVERIFY2(notice.contains(QStringLiteral("Imported 2 game")), qPrintable(notice));
    QVERIFY2(notice.contains(QStringLiteral("broken.json")), qPrintable(notice));
    QVERIFY2(!notice.contains(QStringLiteral("first.json")), qPrintable(notice));
    // The games are listed now, and the welcome has made way for them.
    QVERIFY(!start->isWelcomeShown());
    QCOMPARE(start->recentModel()->rowCount(), 2);

    // The same file again is refused as already stored, with its name.
    window.importFiles({dir.filePath(QStringLiteral("first.json"))});
    QCOMPARE(window.store()->games().all().size(), std::size_t(2));
    QVERIFY2(start->noticeLabel()->text().contains(QStringLiteral("Imported 0 game")), qPrintable(start->noticeLabel()->text()));
    QVERIFY(start->noticeLabel()->text().contains(QStringLiteral("first.json")));
}

void TestStartPage::titles()
{
    QTemporaryDir dir;
    QRandomGenerator rng(5u);
    Record game = RandomGame::playStopped(rng, 4);
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    QVERIFY(window.store()->records().importBatch({game}, &ids, &refusals));
    QVERIFY(ids[0]);
    window.show();
    const QString app = QStringLiteral("Tornei Companion");

    window.showStart();
    QCOMPARE(window.windowTitle(), app);
    QVERIFY(window.continueGame(*ids[0]));
    QStringList names;
    for (const auto &seat : game.seats) {
        if (seat)
            names << *seat;
    }
    QCOMPARE(window.windowTitle(), names.join(QStringLiteral(", ")) + QStringLiteral(" — ") + app);
    // The New game page never shows the last game's players.
    window.showNewGame();
    QCOMPARE(window.windowTitle(), QStringLiteral("New game — ") + app);
    window.showHistory();
    QCOMPARE(window.windowTitle(), QStringLiteral("History — ") + app);
    window.showPlayers();
    QCOMPARE(window.windowTitle(), QStringLiteral("Players — ") + app);
    QVERIFY(window.showReview(*ids[0]));
    QCOMPARE(window.windowTitle(), QStringLiteral("Review — ") + app);
    window.showStart();
    QCOMPARE(window.windowTitle(), app);

    // With the display name set, as the app sets it, the platform adds it only
    // to a title that does not end with it: ours always do, so it shows once.
    QGuiApplication::setApplicationDisplayName(app);
    const auto unset = qScopeGuard([] { QGuiApplication::setApplicationDisplayName(QString()); });
    window.showPlayers();
    QVERIFY(window.windowTitle().endsWith(app));
    QCOMPARE(occurrences(window.windowTitle(), app), 1);

    // The players in a run as the language writes a list, "、" in Japanese:
    // in the title and in the start page's unfinished games alike.
    QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
    const auto english = qScopeGuard([] { AppSettings::language().apply(QStringLiteral("en")); });
    MainWindow japanese;
    QVERIFY(japanese.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    japanese.show();
    const auto *unfinished = japanese.findChild<QListWidget *>(QStringLiteral("unfinishedGames"));
    QVERIFY(unfinished && unfinished->count() == 1);
    QVERIFY2(unfinished->item(0)->text().startsWith(names.join(QStringLiteral("、")) + QStringLiteral(" — ")),
             qPrintable(unfinished->item(0)->text()));
    QVERIFY(japanese.continueGame(*ids[0]));
    QCOMPARE(japanese.windowTitle(), names.join(QStringLiteral("、")) + QStringLiteral(" — ") + app);
}

void TestStartPage::titlesAfterLanguageSwitch()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    window.showPlayers();
    QCOMPARE(window.windowTitle(), QStringLiteral("Players — Tornei Companion"));

    FakeTranslator other({{QStringLiteral("Players"), QStringLiteral("プレイヤー")},
                          {QStringLiteral("History"), QStringLiteral("履歴")}});
    QCoreApplication::installTranslator(&other);
    QCoreApplication::sendPostedEvents(); // the switch reaches the widgets as a posted event
    QCOMPARE(window.windowTitle(), QStringLiteral("プレイヤー — Tornei Companion"));
    window.showHistory();
    QCOMPARE(window.windowTitle(), QStringLiteral("履歴 — Tornei Companion"));
    QCoreApplication::removeTranslator(&other);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(window.windowTitle(), QStringLiteral("History — Tornei Companion"));

    // The app's name too, and so the display name the platform adds to every window's title.
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tornei Companion"));
    const auto unset = qScopeGuard([] { QGuiApplication::setApplicationDisplayName(QString()); });
    FakeTranslator named({{QStringLiteral("History"), QStringLiteral("履歴")},
                          {QStringLiteral("Tornei Companion"), QStringLiteral("トウルネイ・コンパニオン")}});
    QCoreApplication::installTranslator(&named);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(window.windowTitle(), QStringLiteral("履歴 — トウルネイ・コンパニオン"));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("トウルネイ・コンパニオン"));
    QCoreApplication::removeTranslator(&named);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(window.windowTitle(), QStringLiteral("History — Tornei Companion"));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("Tornei Companion"));
}

void TestStartPage::windowIconIsTheAppsDrawing()
{
    // Drawn at each size a desktop is sent, each the scalable drawing at that size.
    const QIcon icon = MainWindow::appIcon();
    const QIcon drawing(QStringLiteral(":/icons/tornei.svg"));
    for (int size : {16, 32, 64, 128}) {
        QVERIFY(icon.availableSizes().contains(QSize(size, size)));
        const QImage raster = icon.pixmap(size).toImage().convertToFormat(QImage::Format_ARGB32);
        const QImage scalable = drawing.pixmap(size).toImage().convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(raster.size(), QSize(size, size));
        QCOMPARE(scalable.size(), QSize(size, size));
        qint64 difference = 0;
        for (int y = 0; y < size; ++y) {
            for (int x = 0; x < size; ++x) {
                const QRgb a = raster.pixel(x, y);
                const QRgb b = scalable.pixel(x, y);
                difference += std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                              std::abs(qBlue(a) - qBlue(b)) + std::abs(qAlpha(a) - qAlpha(b));
            }
        }
        // On average within a few levels of 255 per channel: the same picture, antialiased its own way.
        const double mean = static_cast<double>(difference) / (4.0 * size * size);
        QVERIFY2(mean < 8.0, qPrintable(QStringLiteral("%1 px: %2").arg(size).arg(mean)));
    }
}

void TestStartPage::databaseLineAfterSwitch()
{
    QTemporaryDir dir;
    const QString path = QDir::toNativeSeparators(dir.filePath(QStringLiteral("t.sqlite")));
    MainWindow window;
    QVERIFY(window.openDatabase(path, false));
    QLabel *line = window.startPage()->databaseLabel();
    QCOMPARE(line->text(), QStringLiteral("Database: ") + path);

    FakeTranslator other({{QStringLiteral("Database: %1"), QStringLiteral("データベース：%1")}});
    QCoreApplication::installTranslator(&other);
    QCoreApplication::sendPostedEvents(); // the switch reaches the widgets as a posted event
    QCOMPARE(line->text(), QStringLiteral("データベース：") + path);
    QCoreApplication::removeTranslator(&other);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(line->text(), QStringLiteral("Database: ") + path);
}

void TestStartPage::databaseLineSaysWhyInText()
{
    QTemporaryDir dir;
    const QString foreign = dir.filePath(QStringLiteral("notes.sqlite"));
    QFile notes(foreign);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write(QByteArray(4096, 'x'));
    notes.close();
    MainWindow window;
    QVERIFY(!window.openDatabase(foreign, false));
    QLabel *line = window.startPage()->databaseLabel();
    // Why the file was not opened, in words the user can select and copy.
    QVERIFY2(line->text().contains(QDir::toNativeSeparators(foreign)), qPrintable(line->text()));
    QVERIFY(line->textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY(line->wordWrap());

    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    QVERIFY(window.openDatabase(path, false));
    QCOMPARE(line->text(), QStringLiteral("Database: ") + QDir::toNativeSeparators(path));
}

void TestStartPage::recentGamesHeaderWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(5u);
        std::vector<Record> records;
        for (int i = 0; i < 12; ++i)
            records.push_back(RandomGame::play(rng, 3 + i % 2));
        QVERIFY(store.records().importBatch(records, nullptr, nullptr));
    }
    MainWindow window;
    window.resize(1366, 740);
    QVERIFY(window.openDatabase(path, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTableView *recent = window.startPage()->recentView();
    QVERIFY(recent->isVisible());
    QHeaderView *header = recent->horizontalHeader();
    // A selected game leaves the headers as they were drawn (never bold), so
    // each column holds its header's text whole in the header's own font.
    recent->selectRow(0);
    QVERIFY(!header->highlightSections());
    const QFontMetrics metrics(header->font());
    // The header texts too narrow for their columns; how many columns were looked at.
    const auto cut = [&](int *shown) {
        QStringList texts;
        for (int column = 0; column < recent->model()->columnCount(); ++column) {
            if (recent->isColumnHidden(column) || column == HistoryModel::PlayersColumn)
                continue;
            const QString text = recent->model()->headerData(column, Qt::Horizontal).toString();
            if (recent->columnWidth(column) < metrics.horizontalAdvance(text))
                texts << text;
            ++*shown;
        }
        return texts;
    };
    int shown = 0;
    QCOMPARE(cut(&shown), QStringList());
    QVERIFY(shown >= 3);
    shoot(&window, QStringLiteral("start-selected-en"));
    // In Japanese too, whose headers are drawn in the fallback font.
    AppSettings::language().apply(QStringLiteral("ja"));
    QCoreApplication::sendPostedEvents();
    shown = 0;
    QCOMPARE(cut(&shown), QStringList());
    QVERIFY(shown >= 3);
    shoot(&window, QStringLiteral("start-selected-ja"));
}

void TestStartPage::rematchStoresOnFirstCard()
{
    QTemporaryDir dir;
    QRandomGenerator rng(11u);
    const Record played = RandomGame::play(rng, 4);
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    QVERIFY(window.store()->records().importBatch({played}, &ids, &refusals));
    QVERIFY(ids[0]);
    window.show();
    QVERIFY(window.continueGame(*ids[0]));
    auto *pages = window.findChild<QStackedWidget *>();
    QCOMPARE(pages->currentWidget(), window.gameEndPage());

    // A stray click on Rematch, then back to the start: nothing was stored.
    window.gameEndPage()->rematchButton()->click();
    QCOMPARE(pages->currentWidget(), window.tablePage());
    QVERIFY(!window.tablePage()->session()->isStored());
    QCOMPARE(window.store()->games().all().size(), std::size_t(1));
    window.showStart();
    QCOMPARE(window.startPage()->unfinishedList()->count(), 0);
    QCOMPARE(window.store()->games().all().size(), std::size_t(1));

    // Rematch again and enter a card: now the game is stored, with its card.
    QVERIFY(window.continueGame(*ids[0]));
    window.gameEndPage()->rematchButton()->click();
    const Record next = played.rematch();
    const Record script = [&] {
        // A legal game with the rematch's seats and first dealer.
        for (quint32 seed = 1;; ++seed) {
            QRandomGenerator r(seed);
            Record candidate = RandomGame::play(r, 4);
            if (candidate.firstDealer == next.firstDealer)
                return candidate;
        }
    }();
    const Entry first = Replay(script).entries().front();
    window.tablePage()->enterCard(first.card);
    GameSession *session = window.tablePage()->session();
    QVERIFY(session->isStored());
    QCOMPARE(session->entries().size(), std::size_t(1));
    QCOMPARE(window.store()->games().all().size(), std::size_t(2));
    StoreError error;
    QCOMPARE(window.store()->records().entries(session->gameId(), &error).size(), std::size_t(1));
    QCOMPARE(window.store()->records().load(session->gameId())->seats, next.seats);
}

void TestStartPage::exportConfirmation()
{
    QTemporaryDir dir;
    QRandomGenerator rng(3u);
    const Record played = RandomGame::play(rng, 3);
    GameEndPage page;
    page.setGame(Replay(played), 1);
    page.show();
    QVERIFY(!page.exportedLabel()->isVisible());
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(page.exportTo(path));
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(page.exportedLabel()->isVisible());
    QVERIFY2(page.exportedLabel()->text().contains(QDir::toNativeSeparators(path)), qPrintable(page.exportedLabel()->text()));
    // Another game's end says nothing of this file.
    page.setGame(Replay(played), 2);
    QVERIFY(!page.exportedLabel()->isVisible());
}

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
