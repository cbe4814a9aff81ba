// A director's actions in the director's window: voiding a game, closing
// or reopening the event, correcting a game in the app and choosing between
// a disputed game's revisions, each with the reason asked for here. They go
// through the server's functions, which refuse a table's login whatever the
// buttons say. Part of DirectorWindow.
#include "clubconnection.h"
#include "clubdisputes.h"
#include "clubdisputesmodel.h"
#include "directorwindow.h"
#include "disputedialog.h"
#include "gamestore.h"
#include "plaintext.h"
#include "storeerror.h"

#include <QDialogButtonBox>
#include <QInputDialog>
#include <QPushButton>
#include <QTimer>

namespace tornei {

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
