// The main window's open database (MainWindow::openDatabase): opening a
// file, with the prompt's way on when it cannot be used; the whole check
// after every start; damage found later, said as at open; and what the open
// store gives the screens (and refuses, when it is read-only). Part of
// MainWindow.
#include "clubsyncer.h"
#include "clubtablemode.h"
#include "databaseopenprompt.h"
#include "directorwindow.h"
#include "gamehistorypage.h"
#include "gamesession.h"
#include "mainmenus.h"
#include "mainwindow.h"
#include "plaintext.h"
#include "playerspage.h"
#include "startpage.h"
#include "tablepage.h"
#include "threadpriority.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QThread>
#include <QTimer>
#include <memory>

namespace tornei {

bool MainWindow::openDatabase(const QString &initialPath, bool interactive)
{
    return openDatabase(initialPath, interactive, std::nullopt);
}

bool MainWindow::openDatabase(const QString &initialPath, bool interactive, std::optional<StoreError> damage)
{
    QString path = initialPath;
    waitForCheck();
    for (;;) {
        m_store->close();
        StoreError error;
        GameStore::OpenResult result = GameStore::OpenResult::Damaged;
        if (damage) {
            error = *damage;
            damage.reset();
        } else {
            QDir().mkpath(QFileInfo(path).absolutePath());
            result = m_store->open(path, &error);
        }
        updateReadOnlyBanner();
        followStore();
        if (result == GameStore::OpenResult::Ok) {
            showStart();
            startCheck();
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

void MainWindow::startCheck()
{
    // The whole file is read (a third of a second at 10,000 games, and
    // every game's checksum), so it runs on its own connection beside the
    // open window, after every start; the daily backup follows it.
    const QString path = m_store->path();
    const bool backup = m_store->backups().dailyDue();
    auto failure = std::make_shared<StoreError>();
    QThread *thread = QThread::create([path, backup, failure] {
        runBelowTheTable();
        Backups::checkFile(path, backup, failure.get());
    });
    thread->setParent(this);
    m_check = thread;
    connect(thread, &QThread::finished, this, [this, thread, path, failure] {
        if (m_check == thread)
            m_check = nullptr;
        thread->deleteLater();
        // A failed backup does not stop the table (the next start tries
        // again); a damaged file is reported as opening it would have.
        if (m_store->path() == path)
            reportDamage(*failure);
    });
    thread->start();
}

void MainWindow::waitForCheck()
{
    if (m_check)
        m_check->wait();
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
    if (!openDatabase(path, true, damage))
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

void MainWindow::followStore()
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
