#include "mainwindow.h"
#include "aboutdialog.h"
#include "appsettings.h"
#include "clubsyncer.h"
#include "clubtablemode.h"
#include "databaseopenprompt.h"
#include "directorwindow.h"
#include "filecheck.h"
#include "filedialogs.h"
#include "gameendpage.h"
#include "gamehistorypage.h"
#include "gamesession.h"
#include "helpdialog.h"
#include "historymodel.h"
#include "language.h"
#include "mainmenus.h"
#include "newgamepage.h"
#include "plaintext.h"
#include "playerspage.h"
#include "recordimport.h"
#include "reviewpage.h"
#include "settingsdialog.h"
#include "sharedialog.h"
#include "standingswindow.h"
#include "startpage.h"
#include "storefollower.h"
#include "tablepage.h"
#include "tableshare.h"
#include "threadpriority.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <memory>

namespace tornei {

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(std::make_unique<GameStore>(), parent)
{}

MainWindow::MainWindow(std::unique_ptr<GameStore> store, QWidget *parent)
    : QMainWindow(parent)
    , m_store(std::move(store))
{
    m_pages = new QStackedWidget(this);
    m_start = new StartPage(m_pages);
    m_pages->addWidget(m_start);
    // Every other page (the table, charts among them) is made when first
    // shown, so that the window opens almost as fast as a bare one.
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_readOnlyBanner = new QLabel(central);
    m_readOnlyBanner->setObjectName(QStringLiteral("readOnlyBanner"));
    m_readOnlyBanner->setWordWrap(true);
    m_readOnlyBanner->setTextFormat(Qt::PlainText); // names the file
    m_readOnlyBanner->setMargin(8);
    m_readOnlyBanner->setAutoFillBackground(true);
    m_readOnlyBanner->setBackgroundRole(QPalette::ToolTipBase);
    m_readOnlyBanner->setForegroundRole(QPalette::ToolTipText);
    m_readOnlyBanner->hide();
    layout->addWidget(m_readOnlyBanner);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    // The club's sync, when a server is set: always in the background, its state in the status bar.
    m_club = new ClubSyncer(this);
    m_club->setServer(AppSettings::value(QStringLiteral("club/server")).toString());
    m_clubStatus = new QLabel(this);
    m_clubStatus->setObjectName(QStringLiteral("clubStatus"));
    m_clubStatus->setTextFormat(Qt::PlainText);
    m_clubStatus->setContentsMargins(8, 2, 8, 2);
    statusBar()->addPermanentWidget(m_clubStatus, 1);
    // Which table of a club event this laptop is, beside the sync's state; a click changes it.
    m_tableMode = new ClubTableMode(this);
    m_share = new TableShare(this);
    statusBar()->addPermanentWidget(m_tableMode->button());
    statusBar()->hide();
    connect(m_club, &ClubSyncer::statusChanged, this, &MainWindow::updateClubStatus);
    connect(m_tableMode, &ClubTableMode::changed, this, &MainWindow::updateClubStatus);

    m_menus = std::make_unique<MainMenus>(menuBar());
    connect(m_menus->newGameAction(), &QAction::triggered, this, &MainWindow::showNewGame);
    connect(m_menus->startAction(), &QAction::triggered, this, &MainWindow::showStart);
    connect(m_menus->historyAction(), &QAction::triggered, this, &MainWindow::showHistory);
    connect(m_menus->playersAction(), &QAction::triggered, this, &MainWindow::showPlayers);
    connect(m_menus->importAction(), &QAction::triggered, this, &MainWindow::importRecords);
    connect(m_menus->settingsAction(), &QAction::triggered, this, &MainWindow::openSettings);
    connect(m_menus->quitAction(), &QAction::triggered, this, &QWidget::close);
    connect(m_menus->helpAction(), &QAction::triggered, this, &MainWindow::openHelp);
    connect(m_menus->aboutAction(), &QAction::triggered, this, &MainWindow::openAbout);
    connect(m_menus->standingsAction(), &QAction::triggered, this, &MainWindow::openStandings);
    connect(m_menus->clubTableAction(), &QAction::triggered, m_tableMode, &ClubTableMode::choose);
    connect(m_menus->directorAction(), &QAction::triggered, this, &MainWindow::openDirector);
    connect(m_menus->shareAction(), &QAction::triggered, this, &MainWindow::openShare);
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::updateTitle);

    // The start page reads the store again when it changes (once shown, when hidden), never merely when shown.
    m_startFollower = new StoreFollower(m_start, [this] { fillStart(); });
    m_startFollower->follow(m_store.get());
    connect(m_start, &StartPage::newGameRequested, this, &MainWindow::showNewGame);
    connect(m_start, &StartPage::continueRequested, this, &MainWindow::continueGame);
    connect(m_start, &StartPage::settingsRequested, this, &MainWindow::openSettings);
    connect(m_start, &StartPage::helpRequested, this, &MainWindow::openHelp);
    connect(m_start, &StartPage::aboutRequested, this, &MainWindow::openAbout);
    connect(m_start, &StartPage::historyRequested, this, &MainWindow::showHistory);
    connect(m_start, &StartPage::playersRequested, this, &MainWindow::showPlayers);
    connect(m_start, &StartPage::reviewRequested, this, &MainWindow::showReview);
    connect(m_start, &StartPage::importRequested, this, &MainWindow::importRecords);

    resize(1366, 740);
    retranslate();
}

QIcon MainWindow::appIcon()
{
    QIcon icon;
    for (int size : {16, 32, 64, 128})
        icon.addFile(QStringLiteral(":/icons/tornei-%1.png").arg(size), QSize(size, size));
    return icon;
}

NewGamePage *MainWindow::newGamePage()
{
    if (!m_newGame) {
        m_newGame = new NewGamePage(m_pages);
        m_pages->addWidget(m_newGame);
        connect(m_newGame, &NewGamePage::cancelled, this, &MainWindow::showStart);
        connect(m_newGame, &NewGamePage::startRequested, this, &MainWindow::startGame);
    }
    return m_newGame;
}

TablePage *MainWindow::tablePage()
{
    if (!m_table) {
        m_table = new TablePage(m_pages);
        m_pages->addWidget(m_table);
        m_table->sidePanel()->setVisible(m_menus->sidePanelAction()->isChecked());
        connect(m_menus->sidePanelAction(), &QAction::toggled, m_table->sidePanel(), &QWidget::setVisible);
        connect(m_table, &TablePage::backToStartRequested, this, &MainWindow::showStart);
        connect(m_table, &TablePage::finishedGameShown, this, &MainWindow::onFinishedGameShown);
        // Asked for again once the game's end has been left (or never shown, as for a finished
        // game opened to correct it): it comes back.
        connect(m_table, &TablePage::finalScoresRequested, this, [this] {
            if (m_pages->currentWidget() != m_table)
                return;
            m_gameEndShown = true;
            showGameEnd();
        });
        connect(m_table, &TablePage::storeDamaged, this, &MainWindow::reportDamageLater);
    }
    return m_table;
}

GameHistoryPage *MainWindow::historyPage()
{
    if (!m_history) {
        m_history = new GameHistoryPage(m_pages);
        m_pages->addWidget(m_history);
        connect(m_history, &GameHistoryPage::reviewRequested, this, &MainWindow::showReview);
        connect(m_history, &GameHistoryPage::continueRequested, this, &MainWindow::continueGame);
        connect(m_history, &GameHistoryPage::storeDamaged, this, &MainWindow::reportDamageLater);
        m_history->setStore(m_store->isOpen() ? m_store.get() : nullptr);
        m_history->setClubServer(!m_club->server().isEmpty());
    }
    return m_history;
}

PlayersPage *MainWindow::playersPage()
{
    if (!m_players) {
        m_players = new PlayersPage(m_pages);
        m_pages->addWidget(m_players);
        connect(m_players, &PlayersPage::reviewRequested, this, &MainWindow::showReview);
        connect(m_players, &PlayersPage::storeDamaged, this, &MainWindow::reportDamageLater);
        m_players->setStore(m_store->isOpen() ? m_store.get() : nullptr);
    }
    return m_players;
}

ReviewPage *MainWindow::reviewPage()
{
    if (!m_review) {
        m_review = new ReviewPage(m_pages);
        m_pages->addWidget(m_review);
        connect(m_review, &ReviewPage::continueRequested, this, &MainWindow::continueGame);
        connect(m_review, &ReviewPage::correctRequested, this, &MainWindow::correctGame);
        connect(m_review, &ReviewPage::backRequested, this, [this] {
            if (m_reviewReturn)
                m_pages->setCurrentWidget(m_reviewReturn);
            else
                showStart();
        });
    }
    return m_review;
}

GameEndPage *MainWindow::gameEndPage()
{
    if (!m_gameEnd) {
        m_gameEnd = new GameEndPage(m_pages);
        m_pages->addWidget(m_gameEnd);
        connect(m_gameEnd, &GameEndPage::rematchRequested, this, &MainWindow::startRematch);
        connect(m_gameEnd, &GameEndPage::reviewRequested, this, &MainWindow::showReview);
        connect(m_gameEnd, &GameEndPage::backToTableRequested, this, [this] {
            m_table->returnFromGameEnd();
            m_pages->setCurrentWidget(m_table);
        });
        connect(m_gameEnd, &GameEndPage::startScreenRequested, this, &MainWindow::showStart);
        // Undo and Redo reach the game from its end too: the table comes back to show what they did.
        auto *undoKey = new QShortcut(QKeySequence::Undo, m_gameEnd);
        auto *redoKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), m_gameEnd);
        for (QShortcut *key : {undoKey, redoKey})
            key->setContext(Qt::WidgetWithChildrenShortcut);
        connect(undoKey, &QShortcut::activated, this, [this] { stepFromGameEnd(&TablePage::undo); });
        connect(redoKey, &QShortcut::activated, this, [this] { stepFromGameEnd(&TablePage::redo); });
    }
    return m_gameEnd;
}

MainWindow::~MainWindow()
{
    stopCheck();
    // It reads the store, which goes with this window.
    delete m_director;
    // The table's session refers to the store.
    if (m_table)
        m_table->setSession(nullptr);
}

void MainWindow::showStart()
{
    m_pages->setCurrentWidget(m_start);
}

void MainWindow::fillStart()
{
    fillStart(m_store->isOpen() ? StartContents::read(*m_store) : StartContents());
}

void MainWindow::fillStart(StartContents contents)
{
    if (m_store->isOpen())
        m_start->setDatabasePath(QDir::toNativeSeparators(m_store->path()));
    // The recent games first: the welcome is said with both lists known.
    m_start->recentModel()->setStore(m_store->isOpen() ? m_store.get() : nullptr, std::move(contents.recent));
    m_start->setGames(contents.unfinished, contents.unfinishedCount);
}

void MainWindow::showNewGame()
{
    if (m_store->isReadOnly()) {
        // The banner says why; nothing can be entered in this database.
        PlainText::information(this, tr("Tornei Companion"), m_readOnlyBanner->text());
        return;
    }
    QStringList names;
    if (m_store->isOpen()) {
        StoreError error;
        for (const PlayerProfile &p : m_store->players().all(&error))
            names << p.name;
    }
    newGamePage()->setKnownPlayers(names);
    // A club event's table: its game of the current round, nothing to type.
    const TableTurn turn = m_tableMode->turn();
    if (turn.kind == TableTurn::Kind::Continue) {
        continueGame(turn.game);
        return;
    }
    if (turn.kind == TableTurn::Kind::Play) {
        m_newGame->reset();
        m_newGame->setSetup(turn.setup);
    }
    m_newGame->setClubNote(m_tableMode->newGameNote(turn));
    m_pages->setCurrentWidget(m_newGame);
}

bool MainWindow::startGame(const Record &setup)
{
    if (!m_store->isOpen())
        return false;
    // The new players are saved with the game, in its transaction: both, or neither.
    StoreError error;
    const std::optional<qint64> id = m_tableMode->createGame(setup, &error);
    if (!id) {
        showStoreError(error);
        return false;
    }
    return continueGame(*id);
}

bool MainWindow::continueGame(qint64 game)
{
    std::unique_ptr<GameSession> session = loadSession(game);
    if (!session)
        return false;
    openSession(std::move(session));
    return true;
}

bool MainWindow::correctGame(qint64 game, int round, int trick)
{
    if (m_store->isReadOnly()) {
        PlainText::information(this, tr("Tornei Companion"), m_readOnlyBanner->text());
        return false;
    }
    std::unique_ptr<GameSession> session = loadSession(game);
    if (!session)
        return false;
    openSession(std::move(session), false);
    m_table->showTrick(round, trick);
    return true;
}

std::unique_ptr<GameSession> MainWindow::loadSession(qint64 game)
{
    StoreError error;
    std::unique_ptr<GameSession> session = GameSession::load(m_store.get(), game, &error);
    if (!session)
        showStoreError(error);
    return session;
}

bool MainWindow::startRematch(const Record &setup)
{
    if (!m_store->isOpen() || m_store->isReadOnly())
        return false;
    // Stored with its first card: a stray click on Rematch, then back to the
    // start, leaves no empty game behind, as a fresh score sheet with only
    // the names on it would not be kept.
    openSession(GameSession::unstored(m_store.get(), setup));
    return true;
}

void MainWindow::openSession(std::unique_ptr<GameSession> session, bool showEnd)
{
    tablePage()->setSession(std::move(session));
    m_gameEndShown = m_table->session()->replay().isComplete();
    connect(m_table->session(), &GameSession::changed, this, &MainWindow::onSessionChanged);
    followSharedGame();
    m_pages->setCurrentWidget(m_table);
    m_table->setFocus();
    updateTitle();
    if (showEnd && m_table->session()->replay().isComplete())
        showGameEnd();
}

void MainWindow::onSessionChanged()
{
    followSharedGame();
    // Taking back the last card reopens the game: its end is shown again once it is over.
    if (const GameSession *session = m_table ? m_table->session() : nullptr; session && !session->replay().isComplete())
        m_gameEndShown = false;
}

void MainWindow::onFinishedGameShown()
{
    // Once per finished game: after "Back to the table" the table stays (for the
    // dummy's last turned-up card, or an undo).
    if (m_gameEndShown || m_pages->currentWidget() != m_table)
        return;
    m_gameEndShown = true;
    showGameEnd();
}

void MainWindow::stepFromGameEnd(void (TablePage::*step)())
{
    const QUndoStack *stack = m_table ? m_table->undoStack() : nullptr;
    if (!stack || !(step == &TablePage::undo ? stack->canUndo() : stack->canRedo()))
        return;
    m_pages->setCurrentWidget(m_table);
    m_table->setFocus();
    (m_table->*step)();
}

void MainWindow::showGameEnd()
{
    const GameSession *session = m_table ? m_table->session() : nullptr;
    if (!session)
        return;
    gameEndPage()->setGame(session->replay(), session->gameId());
    m_pages->setCurrentWidget(m_gameEnd);
    // Keys stay with the game: Enter starts the rematch, Ctrl+Z takes back the last card.
    m_gameEnd->rematchButton()->setFocus();
}

bool MainWindow::showReview(qint64 game)
{
    StoreError error;
    if (!reviewPage()->loadGame(*m_store, game, &error)) {
        showStoreError(error);
        return false;
    }
    QWidget *current = m_pages->currentWidget();
    if (current != m_review)
        m_reviewReturn = current;
    m_pages->setCurrentWidget(m_review);
    m_review->setFocus();
    return true;
}

void MainWindow::showHistory()
{
    // It follows the store's changes itself.
    m_pages->setCurrentWidget(historyPage());
    m_history->view()->setFocus();
}

void MainWindow::showPlayers()
{
    m_pages->setCurrentWidget(playersPage());
}

void MainWindow::importRecords()
{
    const QStringList files =
        FileDialogs::openFileNames(this, tr("Import records"), QDir::homePath(), tr("Tornei records (*.json)"));
    if (!files.isEmpty())
        importFiles(files);
}

void MainWindow::importFiles(const QStringList &files)
{
    if (!m_store->isOpen() || m_store->isReadOnly())
        return;
    const RecordImport::Result result = RecordImport::importFiles(*m_store, files);
    if (result.failure && reportDamage(*result.failure))
        return;
    showStart();
    m_start->setNotice(result.report);
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(this);
    dialog.exec();
    if (!m_clubServer)
        m_club->setServer(AppSettings::value(QStringLiteral("club/server")).toString());
    if (m_history)
        m_history->setClubServer(!m_club->server().isEmpty());
}

void MainWindow::openStandings()
{
    if (!m_standings) {
        m_standings = new StandingsWindow;
        m_standings->setAttribute(Qt::WA_DeleteOnClose);
        m_standings->resize(1000, 700);
    }
    m_standings->setServer(m_club->server());
    m_standings->show();
    m_standings->raise();
    m_standings->activateWindow();
}

ShareDialog *MainWindow::shareDialog() const
{
    return m_shareDialog;
}

void MainWindow::openShare()
{
    if (!m_shareDialog) {
        m_shareDialog = new ShareDialog(m_share, this);
        connect(m_shareDialog, &ShareDialog::startAsked, this, [this](const QString &address) {
            const GameSession *session = m_table ? m_table->session() : nullptr;
            m_share->start(m_store->path(), address, session ? session->gameId() : 0);
        });
    }
    m_shareDialog->show();
    m_shareDialog->raise();
    m_shareDialog->activateWindow();
}

void MainWindow::followSharedGame()
{
    const GameSession *session = m_table ? m_table->session() : nullptr;
    m_share->follow(session ? session->gameId() : 0);
}

void MainWindow::openDirector()
{
    if (!m_director) {
        m_director = new DirectorWindow;
        m_director->setAttribute(Qt::WA_DeleteOnClose);
        m_director->resize(1100, 700);
        // A correction or a review happens here, on this laptop's copy of the club's game.
        const auto toFront = [this] {
            raise();
            activateWindow();
        };
        connect(m_director, &DirectorWindow::correctRequested, this, [this, toFront](qint64 game) {
            if (continueGame(game))
                toFront();
        });
        connect(m_director, &DirectorWindow::reviewRequested, this, [this, toFront](qint64 game) {
            if (showReview(game))
                toFront();
        });
    }
    m_director->setStore(m_store->isOpen() ? m_store.get() : nullptr);
    m_director->setServer(m_club->server());
    m_director->show();
    m_director->raise();
    m_director->activateWindow();
}

void MainWindow::useClubServer(const QString &server)
{
    m_clubServer = server;
    m_club->setServer(server);
    if (m_history)
        m_history->setClubServer(!m_club->server().isEmpty());
}

void MainWindow::updateClubStatus()
{
    const QString text = m_club->statusText();
    m_clubStatus->setText(text);
    m_clubStatus->setToolTip(m_club->details());
    statusBar()->setVisible(!text.isEmpty() || m_tableMode->choice().isSet());
}

void MainWindow::openHelp()
{
    HelpDialog dialog(this);
    dialog.exec();
}

void MainWindow::openAbout()
{
    AboutDialog dialog(m_store->path(), this);
    dialog.exec();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateReadOnlyBanner();
    }
    QMainWindow::changeEvent(event);
}

// Reads nothing of the store: the constructor's store may be opening on another thread.
void MainWindow::retranslate()
{
    // The platform adds the display name to every window's title: in the language shown.
    if (!QGuiApplication::applicationDisplayName().isEmpty()
        && QGuiApplication::applicationDisplayName() != QCoreApplication::applicationName())
        QGuiApplication::setApplicationDisplayName(tr("Tornei Companion"));
    m_tableMode->retranslate();
    updateClubStatus();
    m_menus->retranslate();
    updateTitle();
}

void MainWindow::updateTitle()
{
    // The app's name once, last: the platform appends the display name to a
    // title that does not already end with it.
    QString app = QGuiApplication::applicationDisplayName();
    if (app.isEmpty() || app == QCoreApplication::applicationName())
        app = tr("Tornei Companion");
    QWidget *page = m_pages->currentWidget();
    QString what;
    if (page == m_table && m_table && m_table->session()) {
        QStringList names;
        for (const auto &seat : m_table->session()->record().seats) {
            if (seat)
                names << *seat;
        }
        what = Language::joinNames(names);
    } else if (page == m_newGame && m_newGame) {
        what = tr("New game");
    } else if (page == m_history && m_history) {
        what = tr("History");
    } else if (page == m_players && m_players) {
        what = tr("Players");
    } else if (page == m_review && m_review) {
        what = tr("Review");
    } else if (page == m_gameEnd && m_gameEnd) {
        what = tr("Game over");
    }
    //: A window title: %1 is the page (or the players at the table), %2 the app's name.
    setWindowTitle(what.isEmpty() ? app : tr("%1 — %2").arg(what, app));
}

// The main window's open database (MainWindow::openDatabase): opening a file, with the prompt's way
// on when it cannot be used; the whole check after every start; damage found later, said as at
// open; and what the open store gives the screens (and refuses, when it is read-only).

bool MainWindow::openDatabase(const QString &initialPath, bool interactive)
{
    return openDatabase(initialPath, interactive, std::nullopt);
}

bool MainWindow::openDatabase(const QString &path, OpenedStore opened, bool interactive)
{
    return openDatabase(path, interactive, std::move(opened));
}

bool MainWindow::openDatabase(const QString &initialPath, bool interactive, std::optional<OpenedStore> tried)
{
    QString path = initialPath;
    stopCheck();
    // The page shows a game of the file being closed.
    m_share->stop();
    for (;;) {
        StoreError error;
        GameStore::OpenResult result = GameStore::OpenResult::Damaged;
        std::optional<StartContents> start;
        if (tried) {
            result = tried->result;
            error = std::move(tried->error);
            start = std::move(tried->start);
            tried.reset();
            if (result != GameStore::OpenResult::Ok)
                m_store->close();
        } else {
            m_store->close();
            QDir().mkpath(QFileInfo(path).absolutePath());
            result = m_store->open(path, &error);
        }
        updateReadOnlyBanner();
        followStore(result == GameStore::OpenResult::Ok ? std::move(start) : std::nullopt);
        if (result == GameStore::OpenResult::Ok) {
            showStart();
            if (m_store->backups().dailyDue()) {
                startCheck();
            } else {
                // A second later: the window's first frames do not share the processor with a
                // check that reads the whole file, and a quit right after opening has none to stop.
                QTimer::singleShot(1000, this, [this, path = m_store->path()] {
                    if (!m_check && m_store->isOpen() && m_store->path() == path)
                        startCheck();
                });
            }
            return true;
        }
        const QString why = DatabaseOpenPrompt::reason(result, path, error);
        if (!interactive) {
            m_start->setDatabaseText(why);
            return false;
        }
        QString chosen;
        switch (DatabaseOpenPrompt::ask(this, result, why, path, &chosen)) {
        case DatabaseOpenPrompt::Next::TryAgain:
            continue;
        case DatabaseOpenPrompt::Next::UseOther:
            path = chosen;
            continue;
        case DatabaseOpenPrompt::Next::Quit:
            return false;
        }
    }
}

namespace {

// Where the whole check of a database stopped before its end (the app quit),
// so that the next start goes on from there.
const QString CheckedPathKey = QStringLiteral("wholeCheck/path");
const QString CheckedUpToKey = QStringLiteral("wholeCheck/checkedUpTo");

} // namespace

void MainWindow::startCheck()
{
    // The whole file is read (pages, indexes, every game's checksum and
    // results, the kept figures: seconds at 10,000 games), so it runs on
    // connections of its own beside the open window, after every start,
    // below the table's priority; the daily backup follows it. It only
    // reads, a slice of games at a time: nobody waits for it, and a quit
    // stops it at once (stopCheck()).
    const QString path = m_store->path();
    const bool backup = m_store->backups().dailyDue();
    auto check = std::make_shared<FileCheck>(path);
    if (AppSettings::value(CheckedPathKey).toString() == QFileInfo(path).absoluteFilePath())
        check->resumeAfter(AppSettings::value(CheckedUpToKey, 0).toLongLong());
    auto failure = std::make_shared<StoreError>();
    auto result = std::make_shared<FileCheck::Result>(FileCheck::Result::Failed);
    QThread *thread = QThread::create([check, backup, failure, result] {
        runBelowTheTable();
        *result = check->run(backup, failure.get());
    });
    thread->setParent(this);
    m_check = thread;
    m_checkRun = check;
    connect(thread, &QThread::finished, this, [this, thread, path, check, failure, result, backup] {
        if (m_check == thread) {
            m_check = nullptr;
            m_checkRun.reset();
        }
        thread->deleteLater();
        if (*result == FileCheck::Result::Stopped)
            return;
        if (AppSettings::value(CheckedPathKey).toString() == QFileInfo(path).absoluteFilePath())
            AppSettings::setValue(CheckedUpToKey, 0);
        if (m_store->path() != path)
            return;
        // Said, never silently; the table goes on meanwhile.
        const auto say = [this](const QString &text) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Tornei Companion"), text, QMessageBox::Ok, this);
            box->setTextFormat(Qt::PlainText);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        };
        if (*result == FileCheck::Result::Rebuilt) {
            say(check->notice());
            return;
        }
        // A damaged file is reported as opening it would have. A failed backup does not stop the
        // table: the next start tries again.
        if (reportDamage(*failure) || *result != FileCheck::Result::Failed || !backup)
            return;
        QString why = failure->message;
        while (why.endsWith(QLatin1Char('.')) || why.endsWith(QChar(0x3002)))
            why.chop(1);
        //: %1 says why, a sentence without its full stop
        say(tr("%1. No backup of the database was made today; the next start tries again.").arg(why));
    });
    thread->start();
}

void MainWindow::stopCheck()
{
    if (!m_check)
        return;
    m_checkRun->stop();
    m_check->wait();
    // Stopped before its end: noted, so that the next start goes on from
    // the game it had reached rather than from the first.
    if (m_checkRun->checkedUpTo() > 0) {
        AppSettings::setValue(CheckedPathKey, QFileInfo(m_store->path()).absoluteFilePath());
        AppSettings::setValue(CheckedUpToKey, m_checkRun->checkedUpTo());
    }
    // Ended: a check started from now on is the only one (its thread goes
    // when its finished() is delivered).
    m_check = nullptr;
    m_checkRun.reset();
}

bool MainWindow::reportDamage(const StoreError &error)
{
    if (!GameStore::isDamage(error) || !m_store->isOpen())
        return false;
    const QString path = m_store->path();
    StoreError damage = error;
    if (!damage.message.contains(QDir::toNativeSeparators(path)))
        damage.message = GameStore::damageMessage(path, error);
    if (m_table)
        m_table->setSession(nullptr);
    if (!openDatabase(path, true, OpenedStore{GameStore::OpenResult::Damaged, damage, std::nullopt}))
        close();
    return true;
}

void MainWindow::reportDamageLater(const StoreError &error)
{
    // Once the page that found it has finished its own call: the database is
    // closed and reopened under it.
    QTimer::singleShot(0, this, [this, error] { reportDamage(error); });
}

void MainWindow::showStoreError(const StoreError &error)
{
    // Damage, wherever it was found, is said as at open, with a backup offered.
    if (reportDamage(error))
        return;
    PlainText::warning(this, tr("Tornei Companion"), tr("The database could not be used: %1").arg(error.message));
}

void MainWindow::followStore(std::optional<StartContents> start)
{
    GameStore *store = m_store->isOpen() ? m_store.get() : nullptr;
    m_club->setStore(store);
    m_tableMode->setStore(store);
    if (m_history)
        m_history->setStore(store);
    if (m_players)
        m_players->setStore(store);
    if (m_director)
        m_director->setStore(store);
    if (start)
        fillStart(std::move(*start));
    else
        fillStart();
}

void MainWindow::updateReadOnlyBanner()
{
    const bool readOnly = m_store->isReadOnly();
    if (readOnly) {
        m_readOnlyBanner->setText(tr("This database is read-only (%1): the games can be looked at, but nothing can be "
                                     "entered or changed.")
                                      .arg(m_store->readOnlyReason()));
    }
    m_readOnlyBanner->setVisible(readOnly);
    m_menus->newGameAction()->setEnabled(!readOnly);
    m_menus->importAction()->setEnabled(!readOnly);
    m_start->setWritable(!readOnly);
}

} // namespace tornei
