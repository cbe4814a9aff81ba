#include "standingswindow.h"

#include "clubconnection.h"
#include "clubevents.h"
#include "clubreports.h"
#include "eventchoice.h"
#include "eventfollower.h"
#include "filedialogs.h"
#include "fitlabel.h"
#include "qrcode.h"
#include "safefile.h"
#include "scoresheetprinter.h"
#include "standingsmodel.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

namespace tornei {

StandingsWindow::StandingsWindow(QWidget *parent)
    : QWidget(parent)
    , m_model(new StandingsModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_follower(new EventFollower(this))
{
    setObjectName(QStringLiteral("standingsWindow"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_eventLabel = new QLabel(this);
    m_events = new QComboBox(this);
    m_events->setObjectName(QStringLiteral("events"));
    m_events->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_eventLabel->setBuddy(m_events);
    top->addWidget(m_eventLabel);
    top->addWidget(m_events);
    top->addStretch(1);
    m_fullScreen = new QPushButton(this);
    m_fullScreen->setObjectName(QStringLiteral("fullScreen"));
    m_fullScreen->setCheckable(true);
    m_print = new QPushButton(this);
    m_saveCsv = new QPushButton(this);
    m_saveHtml = new QPushButton(this);
    for (QPushButton *button : {m_fullScreen, m_print, m_saveCsv, m_saveHtml})
        top->addWidget(button);
    layout->addLayout(top);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("standingsTitle"));
    m_title->setTextFormat(Qt::PlainText);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("standingsStatus"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("standingsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    m_pageLabel = new FitLabel(7.0, this);
    m_pageLabel->setObjectName(QStringLiteral("pageAddress"));
    m_pageLabel->setTextFormat(Qt::PlainText);
    m_pageCode = new QrCodeView(this);
    m_pageCode->setObjectName(QStringLiteral("pageCode"));
    // The code in the corner beside the title, never wider than it must be:
    // the players' names keep the table's width.
    auto *header = new QHBoxLayout;
    auto *texts = new QVBoxLayout;
    texts->addWidget(m_title);
    texts->addWidget(m_status);
    texts->addWidget(m_pageLabel);
    texts->addStretch(1);
    header->addLayout(texts, 1);
    header->addWidget(m_pageCode, 0, Qt::AlignTop);
    layout->addLayout(header);
    layout->addWidget(m_problem);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("standings"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(StandingsModel::SortRole);
    m_sorted->setSortLocaleAware(true);
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(StandingsModel::RankColumn, Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(StandingsModel::PlayerColumn, QHeaderView::Stretch);
    // A name longer than its column goes on over a second line rather than being cut.
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);

    connect(m_follower, &EventFollower::changed, this, &StandingsWindow::readStandings);
    connect(m_events, &QComboBox::currentIndexChanged, this, &StandingsWindow::readStandings);
    connect(m_fullScreen, &QPushButton::toggled, this, [this](bool on) {
        setWindowState(on ? (windowState() | Qt::WindowFullScreen) : (windowState() & ~Qt::WindowFullScreen));
    });
    connect(m_print, &QPushButton::clicked, this, &StandingsWindow::printStandings);
    connect(m_saveCsv, &QPushButton::clicked, this, [this] { saveStandings(false); });
    connect(m_saveHtml, &QPushButton::clicked, this, [this] { saveStandings(true); });
    retranslate();
    applyTypeSize();
}

StandingsWindow::~StandingsWindow() = default;

void StandingsWindow::setServer(const QString &server)
{
    m_server = server;
    m_follower->setServer(server);
    m_pageEvent.reset();
    listEvents();
}

void StandingsWindow::chooseEvent(qint64 event)
{
    EventChoice::choose(m_events, event);
}

std::optional<qint64> StandingsWindow::shownEvent() const
{
    return EventChoice::shown(m_events);
}

void StandingsWindow::listEvents()
{
    const std::optional<qint64> shown = shownEvent();
    const QSignalBlocker quiet(m_events);
    m_events->clear();
    if (m_server.isEmpty()) {
        m_problem->setText(tr("No club server is set: choose one in Settings."));
        m_problem->setVisible(true);
        readStandings();
        return;
    }
    ClubConnection connection;
    StoreError error;
    std::optional<std::vector<ClubEvent>> events;
    if (connection.open(m_server, &error))
        events = ClubEvents(connection.db()).list(&error);
    EventChoice::fill(m_events, events.value_or(std::vector<ClubEvent>{}), shown);
    readStandings();
    if (!events) {
        m_problem->setText(tr("The club server cannot be read: %1").arg(error.message));
        m_problem->setVisible(true);
    }
}

void StandingsWindow::readStandings()
{
    const std::optional<qint64> event = shownEvent();
    m_follower->follow(event);
    StandingsSheet sheet;
    StoreError error;
    bool read = !event.has_value();
    if (event) {
        ClubConnection connection;
        if (connection.open(m_server, &error)) {
            ClubEvents events(connection.db());
            const std::optional<ClubEvent> found = events.event(*event, &error);
            const std::optional<EventResults> results =
                found ? events.standings(*event, &error) : std::optional<EventResults>();
            if (found && results) {
                sheet.event = found->name;
                sheet.date = found->date;
                sheet.final = results->final;
                sheet.players = results->players;
                read = true;
                readRatings(*found, sheet.players, connection.db());
                if (m_pageEvent != event)
                    readPage(*event, connection.db());
            }
        }
    } else {
        m_pageEvent.reset();
        m_pageAddress.clear();
    }
    showPage();
    sheet.asOf = QDateTime::currentDateTime();
    if (read) {
        m_sheet = sheet;
        m_model->setStandings(m_sheet.players);
        m_problem->setVisible(false);
    } else {
        // What was shown stays, said to be as of when it was read.
        m_problem->setText(tr("The standings cannot be read now: %1").arg(error.message));
        m_problem->setVisible(true);
    }
    m_title->setText(m_sheet.event);
    m_status->setText(m_sheet.event.isEmpty() ? tr("No club event chosen.") : StandingsDocument::status(m_sheet));
    for (QPushButton *button : {m_print, m_saveCsv, m_saveHtml})
        button->setEnabled(!m_sheet.event.isEmpty());
    emit standingsRead();
}

void StandingsWindow::readRatings(const ClubEvent &event, const std::vector<EventStanding> &standings,
                                  QSqlDatabase &db)
{
    // Every counted game of the club is rated again (ClubReports): done
    // when an event is chosen and when a game of it finished or left, not
    // for each card a table saves.
    QList<int> games;
    for (const EventStanding &s : standings)
        games << s.games;
    if (event.id == m_ratedEvent && games == m_ratedGames)
        return;
    StoreError error;
    const std::optional<std::map<QString, Rating>> ratings = ClubReports(db).ratings(&error);
    if (!ratings)
        return; // the column keeps what it had; the next change tries again
    std::map<int, Rating> byPlayer;
    for (int p = 0; p < event.playerIds.size(); ++p) {
        if (const auto rated = ratings->find(event.playerIds[p]); rated != ratings->end())
            byPlayer[p] = rated->second;
    }
    m_model->setRatings(std::move(byPlayer));
    m_ratedEvent = event.id;
    m_ratedGames = games;
}

void StandingsWindow::readPage(qint64 event, QSqlDatabase &db)
{
    // The first read makes the page's token, which the server tells the
    // followers of the event as news: the read that follows finds the page
    // already read. A read that failed is tried again with the next standings.
    const std::optional<QString> address = ClubEvents(db).shownPageUrl(event);
    m_pageAddress = address.value_or(QString());
    m_pageEvent = address ? std::optional<qint64>(event) : std::nullopt;
}

void StandingsWindow::showPage()
{
    const bool shown = !m_pageAddress.isEmpty();
    m_pageCode->setText(m_pageAddress);
    m_pageCode->setVisible(shown);
    m_pageLabel->setVisible(shown);
    //: Beside the standings (and under the printed seating): %1 is the address of the club night's web page.
    m_pageLabel->setText(shown ? tr("Follow the night: %1").arg(m_pageAddress) : QString());
    // Big enough to read from across the room on a projector: four pixels to a module in full screen, three here.
    const int perModule = (windowState() & Qt::WindowFullScreen) ? 4 : 3;
    const int side = m_pageCode->code().sideWithQuietZone() * perModule;
    m_pageCode->setFixedSize(side, side);
}

void StandingsWindow::applyTypeSize()
{
    // Large enough to read across a room; larger still on a projector in full screen.
    const bool full = windowState() & Qt::WindowFullScreen;
    QFont table = font();
    table.setPointSizeF(font().pointSizeF() * (full ? 2.2 : 1.5));
    m_table->setFont(table);
    // The headers smaller than the rows: read once, they leave the players' names the width.
    QFont header = font();
    header.setPointSizeF(font().pointSizeF() * (full ? 1.6 : 1.15));
    m_table->horizontalHeader()->setFont(header);
    m_table->verticalHeader()->setMinimumSectionSize(QFontMetrics(table).height() * 3 / 2);
    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * (full ? 3.0 : 2.0));
    title.setBold(true);
    m_title->setFont(title);
    QFont status = font();
    status.setPointSizeF(font().pointSizeF() * (full ? 1.8 : 1.3));
    m_status->setFont(status);
    QFont page = font();
    page.setPointSizeF(font().pointSizeF() * (full ? 1.4 : 1.0));
    m_pageLabel->setFont(page);
    showPage();
}

void StandingsWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::WindowStateChange) {
        m_fullScreen->setChecked(windowState() & Qt::WindowFullScreen);
        applyTypeSize();
    }
    QWidget::changeEvent(event);
}

void StandingsWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_F11 || (event->key() == Qt::Key_Escape && m_fullScreen->isChecked())) {
        m_fullScreen->toggle();
        return;
    }
    QWidget::keyPressEvent(event);
}

void StandingsWindow::retranslate()
{
    setWindowTitle(tr("Club event standings"));
    m_eventLabel->setText(tr("&Club event:"));
    EventChoice::retranslate(m_events);
    m_fullScreen->setText(tr("&Full screen"));
    m_fullScreen->setToolTip(tr("For a projector: the standings fill the screen (F11; Esc to leave)."));
    m_print->setText(tr("&Print…"));
    m_saveCsv->setText(tr("&Save as CSV…"));
    m_saveHtml->setText(tr("Save as &web page…"));
    m_model->retranslate();
    showPage();
    if (!m_sheet.event.isEmpty())
        m_status->setText(StandingsDocument::status(m_sheet));
    else
        m_status->setText(tr("No club event chosen."));
}

void StandingsWindow::printStandings()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(ScoreSheetPrinter::defaultPaper(QLocale())));
    printer.setDocName(m_sheet.event);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QTextDocument document;
    document.setHtml(StandingsDocument::html(m_sheet));
    document.print(&printer);
}

void StandingsWindow::saveStandings(bool html)
{
    const QString suffix = html ? QStringLiteral(".html") : QStringLiteral(".csv");
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    //: The file name offered for saved standings; %1 is the event's name.
    const QString name = tr("%1 standings").arg(m_sheet.event).replace(QLatin1Char('/'), QLatin1Char('-')) + suffix;
    QString path = FileDialogs::saveFileName(this, html ? tr("Save the standings as a web page") : tr("Save the standings as CSV"),
                                             QDir(dir).filePath(name),
                                             html ? tr("Web pages (*.html)") : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += suffix;
    const QByteArray bytes = html ? StandingsDocument::html(m_sheet).toUtf8() : StandingsDocument::csv(m_sheet);
    if (const QString refusal = SafeFile::refusal(path); !refusal.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), refusal);
        return;
    }
    QString why;
    if (!SafeFile::write(path, bytes, &why))
        QMessageBox::warning(this, windowTitle(),
                             tr("The file %1 cannot be written: %2").arg(QDir::toNativeSeparators(path), why));
}

} // namespace tornei
