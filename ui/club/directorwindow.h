#pragma once

#include "clubevents.h"
#include "seatingprinter.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSqlDatabase;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace tornei {

class ClubDisputesModel;
struct ClubDispute;
class EventAuditModel;
class EventFollower;
class EventTablesModel;
class GameStore;

// A club event as its director runs it: the events on the club's server; the
// chosen one's rounds, each table with its seats and the game played there
// (its state and totals); a director's actions on them (void a game with a
// reason, close or reopen the event, open a game in the app to correct it
// or to review a dispute, choose between a disputed game's revisions) and
// the event's audit, which every login may read; and every disputed game of
// the club, of an event or not, to choose between its revisions too. A
// table's login sees the actions disabled, saying why (the server refuses
// them anyway). The seating of a round prints on one page. Reads again when
// the server tells of a change (EventFollower). Changes the club only
// through the server's functions (ClubEvents, ClubDisputes); a correction is
// the main window's, on the game this laptop has from the club, with the
// reason the director gives here kept beside it until the sync sends it
// (ClubOutbox).
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
    // Keeps revision `choice` (numbered as ClubDisputes::resolve numbers them, 1 for the club's) of the
    // selected table's game, or of the game selected on the Disputes tab, read afresh from the server.
    bool resolveSelectedDispute(int choice, const QString &reason);
    bool resolveListedDispute(int choice, const QString &reason);

    EventTablesModel *tablesModel() const { return m_tables; }
    EventAuditModel *auditModel() const { return m_audit; }
    ClubDisputesModel *disputesModel() const { return m_disputes; }
    QTableView *tablesView() const { return m_tablesView; }
    QTableView *auditView() const { return m_auditView; }
    QTableView *disputesView() const { return m_disputesView; }
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
    // The club's disputed games, through the connection the window reads with; false, saying why, when it cannot.
    bool readDisputes(QSqlDatabase &db, StoreError *error);
    void updateActions();
    // The selected table's game, or null.
    const EventGame *selectedGame() const;
    // The game selected on the Disputes tab, or null.
    const ClubDispute *listedDispute() const;
    // The director's actions (directorwindowactions.cpp).
    // This laptop's copy of the selected game, or nullopt having said why there is none.
    std::optional<qint64> localGame();
    // A reason the director types (OK waits for one); nullopt when cancelled.
    std::optional<QString> askReason(const QString &title, const QString &label);
    void askVoid();
    void askCorrect();
    void askClose();
    // The dispute of `game` as the server has it now; nullopt, having said why, when there is none.
    std::optional<ClubDispute> readDispute(const QString &game);
    // Reads the dispute of a game (its club id) afresh and asks the director to choose.
    void askResolve(const QString &game);
    bool resolveDispute(const QString &game, int choice, const QString &reason);
    bool resolve(const ClubDispute &dispute, int choice, const QString &reason);
    void showRefusal(const StoreError &error);

    QString m_server;
    GameStore *m_store = nullptr;
    QString m_role;
    QString m_login;
    std::optional<ClubEvent> m_event;
    std::optional<EventSeating> m_seating;
    std::optional<qint64> m_pageEvent; // the event whose page address was read
    QString m_pageAddress;             // printed with the seating; empty when not known
    EventTablesModel *m_tables = nullptr;
    EventAuditModel *m_audit = nullptr;
    ClubDisputesModel *m_disputes = nullptr;
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
    QWidget *m_tablesPage = nullptr;
    QWidget *m_disputesPage = nullptr;
    QTableView *m_disputesView = nullptr;
    QLabel *m_disputesNote = nullptr;
    QPushButton *m_void = nullptr;
    QPushButton *m_correct = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_resolve = nullptr;
    QPushButton *m_close = nullptr;
    QPushButton *m_resolveListed = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_pdf = nullptr;
};

} // namespace tornei
