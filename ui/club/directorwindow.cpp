#include "directorwindow.h"
#include "clubconnection.h"
#include "clubdisputes.h"
#include "clubdisputesmodel.h"
#include "disputedialog.h"
#include "eventauditmodel.h"
#include "eventchoice.h"
#include "eventfollower.h"
#include "eventtablesmodel.h"
#include "gamestore.h"
#include "plaintext.h"
#include "storeerror.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <map>

namespace tornei {

namespace {

QTableView *newTable(QWidget *parent, const QString &name)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->verticalHeader()->hide();
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setWordWrap(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

} // namespace

DirectorWindow::DirectorWindow(QWidget *parent)
    : QWidget(parent)
    , m_tables(new EventTablesModel(this))
    , m_audit(new EventAuditModel(this))
    , m_disputes(new ClubDisputesModel(this))
    , m_follower(new EventFollower(this))
{
    setObjectName(QStringLiteral("directorWindow"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_eventLabel = new QLabel(this);
    m_events = new QComboBox(this);
    m_events->setObjectName(QStringLiteral("events"));
    m_events->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_eventLabel->setBuddy(m_events);
    m_roundLabel = new QLabel(this);
    m_round = new QSpinBox(this);
    m_round->setObjectName(QStringLiteral("round"));
    m_round->setRange(1, 1);
    m_roundLabel->setBuddy(m_round);
    top->addWidget(m_eventLabel);
    top->addWidget(m_events);
    top->addSpacing(12);
    top->addWidget(m_roundLabel);
    top->addWidget(m_round);
    top->addStretch(1);
    layout->addLayout(top);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("directorStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("directorProblem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    layout->addWidget(m_status);
    layout->addWidget(m_problem);

    m_tabs = new QTabWidget(this);
    auto *tablesPage = new QWidget(m_tabs);
    m_tablesPage = tablesPage;
    auto *tablesLayout = new QVBoxLayout(tablesPage);
    m_tablesView = newTable(tablesPage, QStringLiteral("tables"));
    m_tablesView->setModel(m_tables);
    for (int seat = EventTablesModel::Seat1Column; seat <= EventTablesModel::Seat4Column; ++seat)
        m_tablesView->horizontalHeader()->setSectionResizeMode(seat, QHeaderView::Stretch);
    // A name longer than its seat's column goes on over a second line rather than being cut.
    m_tablesView->setWordWrap(true);
    m_tablesView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tablesLayout->addWidget(m_tablesView, 1);
    auto *actions = new QHBoxLayout;
    m_void = new QPushButton(tablesPage);
    m_void->setObjectName(QStringLiteral("voidGame"));
    m_correct = new QPushButton(tablesPage);
    m_correct->setObjectName(QStringLiteral("correctGame"));
    m_review = new QPushButton(tablesPage);
    m_review->setObjectName(QStringLiteral("reviewGame"));
    m_resolve = new QPushButton(tablesPage);
    m_resolve->setObjectName(QStringLiteral("resolveDispute"));
    m_close = new QPushButton(tablesPage);
    m_close->setObjectName(QStringLiteral("closeEvent"));
    m_print = new QPushButton(tablesPage);
    m_print->setObjectName(QStringLiteral("printSeating"));
    m_pdf = new QPushButton(tablesPage);
    m_pdf->setObjectName(QStringLiteral("saveSeatingPdf"));
    for (QPushButton *button : {m_void, m_correct, m_review, m_resolve, m_close})
        actions->addWidget(button);
    actions->addStretch(1);
    actions->addWidget(m_print);
    actions->addWidget(m_pdf);
    tablesLayout->addLayout(actions);
    m_tabs->addTab(tablesPage, QString());
    m_disputesPage = new QWidget(m_tabs);
    auto *disputesLayout = new QVBoxLayout(m_disputesPage);
    m_disputesNote = new QLabel(m_disputesPage);
    m_disputesNote->setTextFormat(Qt::PlainText);
    m_disputesNote->setWordWrap(true);
    disputesLayout->addWidget(m_disputesNote);
    m_disputesView = newTable(m_disputesPage, QStringLiteral("disputes"));
    m_disputesView->setModel(m_disputes);
    m_disputesView->horizontalHeader()->setSectionResizeMode(ClubDisputesModel::EventColumn, QHeaderView::Stretch);
    disputesLayout->addWidget(m_disputesView, 1);
    auto *disputeActions = new QHBoxLayout;
    m_resolveListed = new QPushButton(m_disputesPage);
    m_resolveListed->setObjectName(QStringLiteral("resolveListedDispute"));
    disputeActions->addWidget(m_resolveListed);
    disputeActions->addStretch(1);
    disputesLayout->addLayout(disputeActions);
    m_tabs->addTab(m_disputesPage, QString());
    m_auditView = newTable(m_tabs, QStringLiteral("audit"));
    m_auditView->setModel(m_audit);
    m_auditView->horizontalHeader()->setStretchLastSection(true);
    m_tabs->addTab(m_auditView, QString());
    layout->addWidget(m_tabs, 1);

    connect(m_follower, &EventFollower::changed, this, &DirectorWindow::readEvent);
    connect(m_events, &QComboBox::currentIndexChanged, this, &DirectorWindow::readEvent);
    connect(m_round, &QSpinBox::valueChanged, this, &DirectorWindow::readEvent);
    connect(m_tablesView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DirectorWindow::updateActions);
    connect(m_disputesView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DirectorWindow::updateActions);
    connect(m_void, &QPushButton::clicked, this, &DirectorWindow::askVoid);
    connect(m_resolve, &QPushButton::clicked, this, [this] {
        if (const EventGame *game = selectedGame())
            askResolve(game->id);
    });
    connect(m_resolveListed, &QPushButton::clicked, this, [this] {
        if (const ClubDispute *dispute = listedDispute())
            askResolve(dispute->game);
    });
    connect(m_disputesView, &QAbstractItemView::doubleClicked, this, [this] {
        if (m_resolveListed->isEnabled())
            m_resolveListed->click();
    });
    connect(m_close, &QPushButton::clicked, this, &DirectorWindow::askClose);
    connect(m_correct, &QPushButton::clicked, this, &DirectorWindow::askCorrect);
    connect(m_review, &QPushButton::clicked, this, [this] {
        if (const std::optional<qint64> game = localGame())
            emit reviewRequested(*game);
    });
    connect(m_print, &QPushButton::clicked, this, [this] { SeatingPrinter::printWithDialog(this, seatingSheet()); });
    connect(m_pdf, &QPushButton::clicked, this, [this] { SeatingPrinter::savePdfWithDialog(this, seatingSheet()); });
    retranslate();
}

DirectorWindow::~DirectorWindow() = default;

void DirectorWindow::setServer(const QString &server)
{
    m_server = server;
    m_follower->setServer(server);
    m_pageEvent.reset();
    listEvents();
}

void DirectorWindow::chooseEvent(qint64 event)
{
    EventChoice::choose(m_events, event);
}

std::optional<qint64> DirectorWindow::shownEvent() const
{
    return EventChoice::shown(m_events);
}

void DirectorWindow::chooseRound(int round)
{
    m_round->setValue(round);
}

int DirectorWindow::shownRound() const
{
    return m_round->value();
}

void DirectorWindow::listEvents()
{
    const std::optional<qint64> shown = shownEvent();
    {
        const QSignalBlocker quiet(m_events);
        m_events->clear();
    }
    m_role.clear();
    if (m_server.isEmpty()) {
        readEvent();
        m_problem->setText(tr("No club server is set: choose one in Settings."));
        m_problem->setVisible(true);
        return;
    }
    ClubConnection connection;
    StoreError error;
    std::optional<std::vector<ClubEvent>> events;
    if (connection.open(m_server, &error)) {
        ClubEvents club(connection.db());
        m_role = club.callerRole(&error).value_or(QString());
        events = club.list(&error);
    }
    if (events)
        EventChoice::fill(m_events, *events, shown);
    readEvent();
    if (!events) {
        m_problem->setText(tr("The club server cannot be read: %1").arg(error.message));
        m_problem->setVisible(true);
    }
}

void DirectorWindow::readEvent()
{
    const std::optional<qint64> id = shownEvent();
    m_follower->follow(id);
    const int selected = m_tablesView->currentIndex().isValid() ? m_tablesView->currentIndex().row() : -1;
    const ClubDispute *listed = listedDispute();
    const QString listedGame = listed ? listed->game : QString();
    StoreError error;
    bool read = !id.has_value();
    ClubConnection connection;
    const bool connected = (id || !m_server.isEmpty()) && connection.open(m_server, &error);
    if (id) {
        if (connected) {
            ClubEvents events(connection.db());
            std::optional<ClubEvent> event = events.event(*id, &error);
            if (event) {
                const QSignalBlocker quiet(m_round);
                m_round->setRange(1, std::max(1, event->rounds));
            }
            std::optional<EventSeating> seating =
                event ? events.seating(*id, m_round->value(), &error) : std::optional<EventSeating>();
            const std::optional<std::vector<EventGame>> games =
                seating ? events.games(*id, &error) : std::optional<std::vector<EventGame>>();
            std::optional<std::vector<EventAuditEntry>> audit =
                games ? events.audit(*id, &error) : std::optional<std::vector<EventAuditEntry>>();
            // The page's address for the printed seating, read when another
            // event is shown (the first read makes its token: news that
            // brings one more read, which finds it read).
            if (audit && m_pageEvent != id) {
                const std::optional<QString> page = events.shownPageUrl(*id);
                m_pageAddress = page.value_or(QString());
                m_pageEvent = page ? id : std::nullopt;
            }
            if (audit) {
                m_event = std::move(event);
                m_seating = std::move(seating);
                m_tables->setRound(*m_seating, *games);
                m_audit->setEntries(std::move(*audit));
                read = true;
            }
        }
    } else {
        m_pageEvent.reset();
        m_pageAddress.clear();
        m_event.reset();
        m_seating.reset();
        m_tables->clear();
        m_audit->setEntries({});
    }
    // Every disputed game of the club, of this event or another or none.
    StoreError disputesError;
    bool disputesRead = true;
    if (m_server.isEmpty()) {
        m_disputes->setDisputes({}, {});
    } else if (connected) {
        disputesRead = readDisputes(connection.db(), &disputesError);
    } else {
        disputesRead = false;
        disputesError = error;
    }
    if (!read) {
        // What was shown stays.
        m_problem->setText(tr("The club event cannot be read now: %1").arg(error.message));
        m_problem->setVisible(true);
    } else if (!disputesRead) {
        m_problem->setText(tr("The club's disputed games cannot be read now: %1").arg(disputesError.message));
        m_problem->setVisible(true);
    } else {
        m_problem->setVisible(false);
    }
    if (selected >= 0 && selected < m_tables->rowCount())
        m_tablesView->selectRow(selected);
    if (const int row = m_disputes->rowOf(listedGame); !listedGame.isEmpty() && row >= 0)
        m_disputesView->selectRow(row);
    retranslate();
    emit eventRead();
}

bool DirectorWindow::readDisputes(QSqlDatabase &db, StoreError *error)
{
    std::optional<std::vector<ClubDispute>> disputes = ClubDisputes(db).list(error);
    if (!disputes)
        return false;
    // The events by the names the list of events gives them.
    std::map<qint64, QString> events;
    for (int i = 0; i < m_events->count(); ++i)
        events.emplace(m_events->itemData(i).toLongLong(), m_events->itemText(i));
    m_disputes->setDisputes(std::move(*disputes), std::move(events));
    return true;
}

const ClubDispute *DirectorWindow::listedDispute() const
{
    const QModelIndex current = m_disputesView->currentIndex();
    if (!current.isValid() || !m_disputesView->selectionModel()->isRowSelected(current.row(), QModelIndex()))
        return nullptr;
    return m_disputes->dispute(current.row());
}

const EventGame *DirectorWindow::selectedGame() const
{
    const QModelIndex current = m_tablesView->currentIndex();
    if (!current.isValid() || !m_tablesView->selectionModel()->isRowSelected(current.row(), QModelIndex()))
        return nullptr;
    return m_tables->game(current.row());
}

SeatingSheet DirectorWindow::seatingSheet() const
{
    if (!m_event || !m_seating)
        return {};
    SeatingSheet sheet = SeatingSheet::from(*m_seating, m_event->name, m_event->date);
    sheet.pageAddress = m_pageAddress;
    return sheet;
}

void DirectorWindow::updateActions()
{
    const bool director = m_role == QLatin1String("director");
    const bool open = m_event && !m_event->closed;
    const EventGame *game = selectedGame();
    //: Why a director's action is disabled: the login the app uses is a table's.
    const QString notDirector = tr("Only a director's login may do this; this app connects to the club's server "
                                   "with a table's login (Settings → Club server).");
    const auto set = [](QPushButton *button, bool enabled, const QString &why, const QString &what) {
        button->setEnabled(enabled);
        button->setToolTip(enabled ? what : why);
    };
    QString why = !director ? notDirector
                  : !m_event ? tr("Choose a club event first.")
                  : !open    ? tr("The event is closed: reopen it first.")
                  : !game    ? tr("Choose a table with a game first.")
                  : game->voided ? tr("This game is voided already.")
                                 : QString();
    set(m_void, why.isEmpty(), why, tr("Void the selected table's game, with the reason, for every laptop."));
    set(m_correct, why.isEmpty(), why,
        tr("Open the game in this app to correct it; the correction goes to the club's server with the next sync, "
           "as the director's."));
    const QString reviewWhy = !m_event ? tr("Choose a club event first.")
                              : !game  ? tr("Choose a table with a game first.")
                                       : QString();
    set(m_review, reviewWhy.isEmpty(), reviewWhy,
        tr("Look back at the game in this app; a disputed game says so there."));
    const QString resolveWhy =
        !director         ? notDirector
        : !m_event        ? tr("Choose a club event first.")
        : !open           ? tr("The event is closed: reopen it first.")
        : !game           ? tr("Choose a table with a game first.")
        : !game->disputed ? tr("This table's game is not disputed: no other revision of it waits for a director.")
                          : QString();
    const QString resolveWhat = tr("Choose between the revisions of the game, with the reason: the club keeps the "
                                   "one chosen and sets the others aside, and every laptop takes it at its next sync.");
    set(m_resolve, resolveWhy.isEmpty(), resolveWhy, resolveWhat);
    const QString listedWhy = !director                     ? notDirector
                              : m_disputes->rowCount() == 0 ? tr("No game of the club is disputed.")
                              : !listedDispute()            ? tr("Choose a disputed game first.")
                                                            : QString();
    set(m_resolveListed, listedWhy.isEmpty(), listedWhy, resolveWhat);
    const QString closeWhy = !director ? notDirector : !m_event ? tr("Choose a club event first.") : QString();
    set(m_close, closeWhy.isEmpty(), closeWhy,
        m_event && m_event->closed ? tr("Reopen the event: games can be attached, voided and corrected again.")
                                   : tr("Close the event: its standings are final and nothing changes until a "
                                        "director reopens it."));
    const bool seated = m_seating && !m_seating->seated.tables.empty();
    const QString printWhy = seated ? QString() : tr("This round is not seated yet.");
    set(m_print, seated, printWhy, tr("The round's seating on one page, to pin up."));
    set(m_pdf, seated, printWhy, tr("The round's seating on one page, as a PDF file."));
}

void DirectorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DirectorWindow::retranslate()
{
    setWindowTitle(tr("Club event director"));
    m_eventLabel->setText(tr("&Club event:"));
    EventChoice::retranslate(m_events);
    m_roundLabel->setText(tr("&Round:"));
    m_tabs->setTabText(m_tabs->indexOf(m_tablesPage), tr("Tables"));
    m_tabs->setTabText(m_tabs->indexOf(m_disputesPage), tr("Disputes"));
    m_tabs->setTabText(m_tabs->indexOf(m_auditView), tr("Audit log"));
    m_disputesNote->setText(tr("Every game of the club with a revision waiting for a director, of a club event or "
                               "not: choose one and resolve its dispute."));
    m_void->setText(tr("&Void game…"));
    m_correct->setText(tr("C&orrect game…"));
    m_review->setText(tr("Revie&w game"));
    m_resolve->setText(tr("Re&solve dispute…"));
    m_resolveListed->setText(tr("Re&solve dispute…"));
    m_close->setText(m_event && m_event->closed ? tr("R&eopen event…") : tr("C&lose event…"));
    m_print->setText(tr("&Print seating…"));
    m_pdf->setText(tr("Save seating as P&DF…"));
    m_tables->retranslate();
    m_audit->retranslate();
    m_disputes->retranslate();
    QString status;
    if (!m_event) {
        status = tr("No club event chosen.");
    } else {
        //: The director's window: an event's state, e.g. "Friday night · 27/11/2026 · open".
        status = tr("%1 · %2 · %3")
                     .arg(m_event->name, QLocale().toString(m_event->date, QLocale::ShortFormat),
                          m_event->closed ? tr("closed: the standings are final") : tr("open"));
    }
    if (m_role == QLatin1String("director"))
        status += QStringLiteral(" — ") + tr("this login is a director's");
    else if (m_role == QLatin1String("table"))
        status += QStringLiteral(" — ") + tr("this login is a table's: it may look, not change");
    m_status->setText(status);
    updateActions();
}

// A director's actions in the director's window: voiding a game, closing or reopening the event,
// correcting a game in the app and choosing between a disputed game's revisions, each with the
// reason asked for here. They go through the server's functions, which refuse a table's login
// whatever the buttons say.

std::optional<qint64> DirectorWindow::localGame()
{
    const EventGame *game = selectedGame();
    if (!game)
        return std::nullopt;
    StoreError error;
    std::optional<qint64> local;
    if (m_store && m_store->isOpen())
        local = m_store->games().gameOfUid(game->id, &error);
    if (!local) {
        PlainText::information(
            this, windowTitle(),
            !error.message.isEmpty()
                ? tr("This laptop's database cannot be read: %1").arg(error.message)
                //: %1 is the game's number on the club's server.
                : tr("Game #%1 is not in this laptop's database yet: it comes down from the club's server with the "
                     "next sync (the status bar of the main window says when). Try again then.")
                      .arg(game->number));
    }
    return local;
}

std::optional<QString> DirectorWindow::askReason(const QString &title, const QString &label)
{
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("reasonDialog"));
    dialog.setWindowTitle(title);
    dialog.setLabelText(label);
    PlainText::plainLabels(&dialog);
    // A void needs a reason: OK waits for one.
    const auto needReason = [&dialog](const QString &text) {
        if (auto *buttons = dialog.findChild<QDialogButtonBox *>())
            buttons->button(QDialogButtonBox::Ok)->setEnabled(!text.trimmed().isEmpty());
    };
    connect(&dialog, &QInputDialog::textValueChanged, &dialog, needReason);
    // Its buttons exist once it is shown.
    QTimer::singleShot(0, &dialog, [&dialog, needReason] { needReason(dialog.textValue()); });
    if (dialog.exec() != QDialog::Accepted || dialog.textValue().trimmed().isEmpty())
        return std::nullopt;
    return dialog.textValue().trimmed();
}

void DirectorWindow::askVoid()
{
    const EventGame *game = selectedGame();
    if (!game)
        return;
    //: %1 is the game's number on the club's server.
    const QString label =
        tr("Why is game #%1 voided? Every laptop and the event's audit will show the reason.").arg(game->number);
    const std::optional<QString> reason = askReason(tr("Void a game"), label);
    if (reason)
        voidSelectedGame(*reason);
}

void DirectorWindow::askCorrect()
{
    const EventGame *game = selectedGame();
    if (!game || !localGame())
        return;
    //: %1 is the game's number on the club's server.
    const QString label = tr("Why is game #%1 corrected? The reason goes to the club's server with the correction, "
                             "into the event's audit.")
                              .arg(game->number);
    const std::optional<QString> reason = askReason(tr("Correct a game"), label);
    if (reason)
        correctSelectedGame(*reason);
}

bool DirectorWindow::correctSelectedGame(const QString &reason)
{
    const std::optional<qint64> game = localGame();
    if (!game)
        return false;
    StoreError error;
    if (!m_store->club().giveReason(*game, reason, &error)) {
        PlainText::warning(this, windowTitle(), tr("This laptop's database cannot be written: %1").arg(error.message));
        return false;
    }
    emit correctRequested(*game);
    return true;
}

bool DirectorWindow::voidSelectedGame(const QString &reason)
{
    const EventGame *game = selectedGame();
    if (!game || !m_event)
        return false;
    ClubConnection connection;
    StoreError error;
    const bool done = connection.open(m_server, &error) &&
                      ClubEvents(connection.db()).voidGame(m_event->id, game->id, reason, &error).has_value();
    if (!done) {
        showRefusal(error);
        return false;
    }
    readEvent();
    return true;
}

void DirectorWindow::askClose()
{
    if (!m_event)
        return;
    const bool closing = !m_event->closed;
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("reasonDialog"));
    dialog.setWindowTitle(closing ? tr("Close the event") : tr("Reopen the event"));
    dialog.setLabelText(closing ? tr("Why is the event closed? (optional; the event's audit keeps it)")
                                : tr("Why is the event reopened? (optional; the event's audit keeps it)"));
    PlainText::plainLabels(&dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    setClosed(closing, dialog.textValue().trimmed());
}

bool DirectorWindow::setClosed(bool closed, const QString &reason)
{
    if (!m_event)
        return false;
    ClubConnection connection;
    StoreError error;
    bool done = connection.open(m_server, &error);
    if (done) {
        ClubEvents events(connection.db());
        done = (closed ? events.close(m_event->id, reason, &error) : events.reopen(m_event->id, reason, &error))
                   .has_value();
    }
    if (!done) {
        showRefusal(error);
        return false;
    }
    readEvent();
    return true;
}

std::optional<ClubDispute> DirectorWindow::readDispute(const QString &game)
{
    // Read afresh: a revision that came since the list was read is one to choose from too.
    StoreError error;
    std::optional<ClubDispute> dispute;
    {
        ClubConnection connection;
        if (connection.open(m_server, &error))
            dispute = ClubDisputes(connection.db()).of(game, &error);
    }
    if (!dispute) {
        showRefusal(error);
        readEvent();
    }
    return dispute;
}

void DirectorWindow::askResolve(const QString &game)
{
    const std::optional<ClubDispute> dispute = readDispute(game);
    if (!dispute)
        return;
    DisputeDialog dialog(*dispute, m_disputes->eventLabel(dispute->event), this);
    if (dialog.exec() != QDialog::Accepted || dialog.choice() == 0 || dialog.reason().isEmpty())
        return;
    resolve(*dispute, dialog.choice(), dialog.reason());
}

bool DirectorWindow::resolveSelectedDispute(int choice, const QString &reason)
{
    const EventGame *game = selectedGame();
    return game && resolveDispute(game->id, choice, reason);
}

bool DirectorWindow::resolveListedDispute(int choice, const QString &reason)
{
    const ClubDispute *dispute = listedDispute();
    return dispute && resolveDispute(dispute->game, choice, reason);
}

bool DirectorWindow::resolveDispute(const QString &game, int choice, const QString &reason)
{
    const std::optional<ClubDispute> dispute = readDispute(game);
    return dispute && resolve(*dispute, choice, reason);
}

bool DirectorWindow::resolve(const ClubDispute &dispute, int choice, const QString &reason)
{
    ClubConnection connection;
    StoreError error;
    const bool done = connection.open(m_server, &error) &&
                      ClubDisputes(connection.db()).resolve(dispute, choice, reason, &error).has_value();
    if (!done)
        showRefusal(error);
    // Taken or refused, what is shown is read again: a refusal may say the dispute changed.
    readEvent();
    return done;
}

void DirectorWindow::showRefusal(const StoreError &error)
{
    PlainText::warning(this, windowTitle(), error.message);
}

} // namespace tornei
