// The buttons that write files, pressed as a player presses them: each opens
// its dialog (the app's own file dialog, or the print dialog), the test
// answers it as a person would, and the file it leaves behind is checked.
#include "chartview.h"
#include "gameendpage.h"
#include "gamehistorypage.h"
#include "gamestore.h"
#include "historymodel.h"
#include "playerspage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "reviewpage.h"
#include "scoresheetprinter.h"
#include "seatindex.h"
#include "testfiles.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace tornei;

namespace {

Record example(const QString &name)
{
    const QByteArray bytes = readAll(QStringLiteral(TORNEI_TEST_DATA "/examples/") + name + QStringLiteral(".json"));
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(bytes, &error);
    if (!record)
        qFatal("%s", qPrintable(error.toString()));
    return *record;
}

std::optional<Record> readRecord(const QString &path)
{
    RecordError error;
    return RecordFormat::read(readAll(path), &error);
}

// Answers the dialogs a press opens, for as long as it lives: the first file
// dialog gets `path` typed into its name box and is accepted; the first print
// dialog is set to print to the PDF file `path` and is accepted; any message
// box is noted and closed, so that a failure shows as a test failure rather
// than a test that waits for ever. Once it is gone, nothing is answered: a
// press that opened nothing leaves no answer for the next test's dialog.
class DialogAnswers
{
public:
    explicit DialogAnswers(const QString &path)
        : m_path(path)
    {
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { answer(); });
        m_timer.start(10);
    }

    int fileDialogs() const { return m_fileDialogs; }
    int printDialogs() const { return m_printDialogs; }
    QFileDialog::FileMode fileMode() const { return m_fileMode; }
    QFileDialog::AcceptMode acceptMode() const { return m_acceptMode; }
    QString title() const { return m_title; }
    // The print dialog's paper as it opened.
    std::optional<QPageSize::PageSizeId> paper() const { return m_paper; }
    // Whether the print dialog offered printing to a PDF file.
    bool printedToFile() const { return m_printedToFile; }
    QStringList messages() const { return m_messages; }

private:
    void answer()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            m_messages << box->text();
            box->reject();
            return;
        }
        if (auto *files = qobject_cast<QFileDialog *>(modal); files && m_fileDialogs == 0) {
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name)
                return;
            ++m_fileDialogs;
            m_fileMode = files->fileMode();
            m_acceptMode = files->acceptMode();
            m_title = files->windowTitle();
            name->setText(m_path);
            QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
            return;
        }
        if (auto *print = qobject_cast<QPrintDialog *>(modal); print && m_printDialogs == 0) {
            ++m_printDialogs;
            m_title = print->windowTitle();
            m_paper = print->printer()->pageLayout().pageSize().id();
            // Qt's own dialog on Linux: the printer list ends with "Print to File (PDF)", which
            // opens the output file's name box.
            auto *printers = print->findChild<QComboBox *>(QStringLiteral("printers"));
            auto *file = print->findChild<QLineEdit *>(QStringLiteral("filename"));
            if (printers && file && printers->count() > 0) {
                printers->setCurrentIndex(printers->count() - 1);
                m_printedToFile = file->isEnabled();
                file->setText(m_path);
            }
            QMetaObject::invokeMethod(print, m_printedToFile ? "accept" : "reject", Qt::QueuedConnection);
        }
    }

    QString m_path;
    QTimer m_timer;
    int m_fileDialogs = 0;
    int m_printDialogs = 0;
    QFileDialog::FileMode m_fileMode = QFileDialog::AnyFile;
    QFileDialog::AcceptMode m_acceptMode = QFileDialog::AcceptOpen;
    QString m_title;
    std::optional<QPageSize::PageSizeId> m_paper;
    bool m_printedToFile = false;
    QStringList m_messages;
};

bool isPdf(const QString &path)
{
    const QByteArray bytes = readAll(path);
    return bytes.size() > 100 && bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF");
}

} // namespace

class TestExportButtons : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void gameEndExportRecord();
    void gameEndPdf();
    void gameEndPrint();
    void gameEndSaveChart_data();
    void gameEndSaveChart();
    void reviewPdfAndPrint();
    void historyExportRecords();
    void historySpreadsheet_data();
    void historySpreadsheet();
    void playersSaveChart();

private:
    // A store with a few finished games.
    void fillStore();
    // The History page on that store, every row selected.
    void fillHistory(GameHistoryPage *page);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameStore> m_store;
};

void TestExportButtons::init()
{
    m_store.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestExportButtons::gameEndExportRecord()
{
    const Record record = example(QStringLiteral("0015-legal-onlysuit"));
    GameEndPage page;
    page.setGame(Replay(record), 7);
    const QString path = m_dir->filePath(QStringLiteral("finished.json"));
    {
        DialogAnswers answers(path);
        QVERIFY(pressButton(&page, QStringLiteral("exportButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QCOMPARE(answers.acceptMode(), QFileDialog::AcceptSave);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    const std::optional<Record> back = readRecord(path);
    QVERIFY(back);
    QCOMPARE(*back, record);
    // The page says where it went.
    QVERIFY(page.exportedLabel()->isVisibleTo(&page));
    QVERIFY(page.exportedLabel()->text().contains(QDir::toNativeSeparators(path)));
}

void TestExportButtons::gameEndPdf()
{
    GameEndPage page;
    page.setGame(Replay(example(QStringLiteral("0015-legal-onlysuit"))), 7);
    // Typed without its suffix: the file gets ".pdf".
    const QString path = m_dir->filePath(QStringLiteral("sheet"));
    {
        DialogAnswers answers(path);
        QVERIFY(pressButton(&page, QStringLiteral("pdfButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QCOMPARE(answers.acceptMode(), QFileDialog::AcceptSave);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    QVERIFY(isPdf(path + QStringLiteral(".pdf")));
}

// Print opens Qt's print dialog, with the paper the language's locale uses.
// Offscreen there is no printer, but the dialog offers "Print to File
// (PDF)": chosen with a file name, the sheet is printed into it.
void TestExportButtons::gameEndPrint()
{
    GameEndPage page;
    page.setGame(Replay(example(QStringLiteral("0015-legal-onlysuit"))), 7);
    const QString path = m_dir->filePath(QStringLiteral("printed.pdf"));
    DialogAnswers answers(path);
    QVERIFY(pressButton(&page, QStringLiteral("printButton")));
    QCOMPARE(answers.printDialogs(), 1);
    QVERIFY(answers.paper().has_value());
    QCOMPARE(*answers.paper(), ScoreSheetPrinter::defaultPaper());
    QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    if (!answers.printedToFile())
        QSKIP("this Qt's print dialog offers no printing to a file; the dialog opened with the right paper");
    QVERIFY(isPdf(path));
}

void TestExportButtons::gameEndSaveChart_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("png") << QStringLiteral("chart.png") << QByteArray("\x89PNG\r\n\x1a\n");
    QTest::newRow("svg") << QStringLiteral("chart.svg") << QByteArray("<?xml");
}

void TestExportButtons::gameEndSaveChart()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, magic);
    GameEndPage page;
    page.setGame(Replay(example(QStringLiteral("0015-legal-onlysuit"))), 7);
    const QString path = m_dir->filePath(name);
    {
        DialogAnswers answers(path);
        QVERIFY(pressButton(&page, QStringLiteral("saveChartButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.size() > 100);
    QVERIFY2(bytes.startsWith(magic), bytes.left(16).toHex().constData());
}

// The review screen has the same two buttons for a stored game.
void TestExportButtons::reviewPdfAndPrint()
{
    ReviewPage page;
    page.setRecord(example(QStringLiteral("0015-legal-onlysuit")));
    const QString pdf = m_dir->filePath(QStringLiteral("review.pdf"));
    {
        DialogAnswers answers(pdf);
        QVERIFY(pressButton(&page, QStringLiteral("pdfButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    QVERIFY(isPdf(pdf));
    const QString printed = m_dir->filePath(QStringLiteral("review-printed.pdf"));
    DialogAnswers answers(printed);
    QVERIFY(pressButton(&page, QStringLiteral("printButton")));
    QCOMPARE(answers.printDialogs(), 1);
    QCOMPARE(*answers.paper(), ScoreSheetPrinter::defaultPaper());
    if (!answers.printedToFile())
        QSKIP("this Qt's print dialog offers no printing to a file; the dialog opened with the right paper");
    QVERIFY(isPdf(printed));
}

void TestExportButtons::fillStore()
{
    m_store = std::make_unique<GameStore>();
    QCOMPARE(m_store->open(m_dir->filePath(QStringLiteral("club.sqlite"))), GameStore::OpenResult::Ok);
    QRandomGenerator rng(20261124u);
    std::vector<Record> records;
    const QStringList names = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Cho"),
                               QStringLiteral("Dai")};
    for (int i = 0; i < 3; ++i) {
        Record record = RandomGame::play(rng, 3 + i % 2);
        for (int s = 0; s < SeatCount; ++s) {
            if (record.isPlayer(s))
                record.seats[at(s)] = names[s];
        }
        record.started = QDateTime(QDate(2026, 3, 1 + i), QTime(19, 0), Qt::UTC).toString(Qt::ISODate);
        records.push_back(record);
    }
    std::vector<std::optional<qint64>> ids;
    std::vector<StoreError> refusals;
    StoreError error;
    QVERIFY2(m_store->records().importBatch(records, &ids, &refusals, &error), qPrintable(error.message));
}

void TestExportButtons::fillHistory(GameHistoryPage *page)
{
    fillStore();
    if (QTest::currentTestFailed())
        return;
    page->setStore(m_store.get());
    QCOMPARE(page->model()->rowCount(), 3);
    for (int row = 0; row < page->model()->rowCount(); ++row) {
        page->view()->selectionModel()->select(page->model()->index(row, 0),
                                               QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    QCOMPARE(page->selectedCount(), 3);
}

void TestExportButtons::historyExportRecords()
{
    GameHistoryPage page;
    fillHistory(&page);
    if (QTest::currentTestFailed())
        return;
    const QString folder = m_dir->filePath(QStringLiteral("records"));
    QVERIFY(QDir().mkpath(folder));
    {
        DialogAnswers answers(folder);
        QVERIFY(pressButton(&page, QStringLiteral("exportRecordsButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QCOMPARE(answers.fileMode(), QFileDialog::Directory);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    const std::vector<qint64> games = page.selectedGames();
    QCOMPARE(QDir(folder).entryList(QDir::Files).size(), static_cast<qsizetype>(games.size()));
    for (qint64 id : games) {
        const std::optional<Record> back = readRecord(QDir(folder).filePath(QStringLiteral("game-%1.json").arg(id)));
        QVERIFY(back);
        QCOMPARE(*back, GameRecords::exportable(*m_store->records().load(id)));
    }
}

void TestExportButtons::historySpreadsheet_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("magic");
    // An Excel workbook is a zip; a CSV starts with the BOM and the header.
    QTest::newRow("xlsx") << QStringLiteral("games.xlsx") << QByteArray("PK\x03\x04");
    QTest::newRow("csv") << QStringLiteral("games.csv") << QByteArray("\xEF\xBB\xBF");
}

void TestExportButtons::historySpreadsheet()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, magic);
    GameHistoryPage page;
    fillHistory(&page);
    if (QTest::currentTestFailed())
        return;
    const QString path = m_dir->filePath(name);
    {
        DialogAnswers answers(path);
        QVERIFY(pressButton(&page, QStringLiteral("exportSpreadsheetButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QCOMPARE(answers.acceptMode(), QFileDialog::AcceptSave);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.size() > 100);
    QVERIFY2(bytes.startsWith(magic), bytes.left(16).toHex().constData());
    if (name.endsWith(QLatin1String(".csv"))) {
        // One line per player per round of the three games, under a header.
        int lines = 1;
        for (qint64 id : page.selectedGames()) {
            const Record record = *m_store->records().load(id);
            lines += record.playerCount() * static_cast<int>(record.rounds.size());
        }
        QCOMPARE(static_cast<int>(bytes.count("\r\n")), lines);
    }
}

// The Players screen's charts tab saves the chart in sight.
void TestExportButtons::playersSaveChart()
{
    fillStore();
    if (QTest::currentTestFailed())
        return;
    PlayersPage page;
    page.setStore(m_store.get());
    page.tabs()->setCurrentIndex(1);
    page.chartTabs()->setCurrentIndex(1); // predictions by rank, of the players with most games
    const QString path = m_dir->filePath(QStringLiteral("predictions.png"));
    {
        DialogAnswers answers(path);
        QVERIFY(pressButton(&page, QStringLiteral("saveChartButton")));
        QCOMPARE(answers.fileDialogs(), 1);
        QVERIFY2(answers.messages().isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))));
    }
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.size() > 100);
    QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));
}

QTEST_MAIN(TestExportButtons)
#include "tst_exportbuttons.moc"
