#pragma once

#include "clubevents.h"
#include "seatingprinter.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace tornei {

class EventAuditModel;
class EventFollower;
class EventTablesModel;
class GameStore;

// A club night as its director runs it: the events on the club's server; the
// chosen one's rounds, each table with its seats and the game played there
// (its state and totals); a director's actions on them (void a game with a
// reason, close or reopen the night, open a game in the app to correct it
// or to review a dispute) and the night's audit, which every login may
// read. A table's login sees the actions disabled, saying why (the server
// refuses them anyway). The seating of a round prints on one page. Reads
// again when the server tells of a change (EventFollower). Changes the club
// only through the server's functions (ClubEvents); a correction is the main
// window's, on the game this laptop has from the club, with the reason the
// director gives here kept beside it until the sync sends it (ClubLedger).
class DirectorWindow : public QWidget
{
    Q_OBJECT

public:
    explicit DirectorWindow(QWidget *parent = nullptr);
    ~DirectorWindow() override;

    // The club's server (a libpq string, as Settings keeps it); empty for none.
    void setServer(const QString &server);
    // This laptop's database, where the club's games come down (not owned); null for none.
    void setStore(GameStore *store) { m_store = store; }
    void chooseEvent(qint64 event);
    std::optional<qint64> shownEvent() const;
    void chooseRound(int round);
    int shownRound() const;
    // The login's role as the server says it: "director", "table" or "none" (empty before a server is read).
    QString role() const { return m_role; }

    // Acts on the game of the table selected; false, having said why, when it cannot.
    bool voidSelectedGame(const QString &reason);
    // Keeps the reason beside this laptop's copy of the selected game and asks the main window to open it.
    bool correctSelectedGame(const QString &reason);
    bool setClosed(bool closed, const QString &reason);

    EventTablesModel *tablesModel() const { return m_tables; }
    EventAuditModel *auditModel() const { return m_audit; }
    QTableView *tablesView() const { return m_tablesView; }
    QTableView *auditView() const { return m_auditView; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *problemLabel() const { return m_problem; }
    // The seating of the round shown, as printed.
    SeatingSheet seatingSheet() const;

signals:
    // The event shown was read again.
    void eventRead();
    // Open this laptop's copy of a club's game to correct it, or to review it.
    void correctRequested(qint64 game);
    void reviewRequested(qint64 game);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void listEvents();
    void readEvent();
    void updateActions();
    // The selected table's game, or null.
    const EventGame *selectedGame() const;
    // This laptop's copy of the selected game, or nullopt having said why there is none.
    std::optional<qint64> localGame();
    // A reason the director types (OK waits for one); nullopt when cancelled.
    std::optional<QString> askReason(const QString &title, const QString &label);
    void askVoid();
    void askCorrect();
    void askClose();
    void showRefusal(const StoreError &error);

    QString m_server;
    GameStore *m_store = nullptr;
    QString m_role;
    QString m_login;
    std::optional<ClubEvent> m_event;
    std::optional<EventSeating> m_seating;
    EventTablesModel *m_tables = nullptr;
    EventAuditModel *m_audit = nullptr;
    EventFollower *m_follower = nullptr;
    QLabel *m_eventLabel = nullptr;
    QComboBox *m_events = nullptr;
    QLabel *m_roundLabel = nullptr;
    QSpinBox *m_round = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_problem = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_tablesView = nullptr;
    QTableView *m_auditView = nullptr;
    QPushButton *m_void = nullptr;
    QPushButton *m_correct = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_close = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_pdf = nullptr;
};

} // namespace tornei
