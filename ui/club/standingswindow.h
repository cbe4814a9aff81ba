#pragma once

#include "standingsdocument.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QSqlDatabase;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace tornei {

struct ClubEvent;
class EventFollower;
class FitLabel;
class QrCodeView;
class StandingsModel;

// A club event's live standings, for every laptop and for a projector: the
// events on the club's server to choose from, the chosen one's standings in
// large type (larger still in full screen), marked provisional or final,
// printable and savable as CSV or as one web page, sortable by any column
// (the players' ratings among them) with a click on its header. They are
// read again when the server says a game of the event changed
// (EventFollower), never by asking again and again. For a director's login,
// once the club's service serves pages, the event's page address and its QR
// code sit beside the title, for the players in the room to open on a phone.
class StandingsWindow : public QWidget
{
    Q_OBJECT

public:
    explicit StandingsWindow(QWidget *parent = nullptr);
    ~StandingsWindow() override;

    // The club's server (a libpq string, as Settings keeps it); empty for none.
    void setServer(const QString &server);
    // Shows an event of the server's, when it has one of that id.
    void chooseEvent(qint64 event);
    std::optional<qint64> shownEvent() const;

    StandingsModel *model() const { return m_model; }
    // The table as shown: the model sorted by the header clicked (by rank at first).
    QTableView *view() const { return m_table; }
    const StandingsSheet &sheet() const { return m_sheet; }
    QLabel *statusLabel() const { return m_status; }
    // The shown event's page address, as `event page` gives it; empty when not shown.
    QString pageAddress() const { return m_pageAddress; }
    QrCodeView *pageCode() const { return m_pageCode; }
    FitLabel *pageLabel() const { return m_pageLabel; }

signals:
    // The standings shown were read again (after a change the server told of, or on demand).
    void standingsRead();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();
    void listEvents();
    void readStandings();
    // The players' ratings, read again only when the event's finished games changed.
    void readRatings(const ClubEvent &event, const std::vector<EventStanding> &standings, QSqlDatabase &db);
    // The event's page address, read when another event is shown (a director's only; never a new token).
    void readPage(qint64 event, QSqlDatabase &db);
    void showPage();
    void applyTypeSize();
    void printStandings();
    void saveStandings(bool html);

    QString m_server;
    StandingsSheet m_sheet;
    StandingsModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    EventFollower *m_follower = nullptr;
    qint64 m_ratedEvent = 0;
    QList<int> m_ratedGames; // the games each player had when the ratings were read
    std::optional<qint64> m_pageEvent; // the event whose page address was read
    QString m_pageAddress;
    QLabel *m_eventLabel = nullptr;
    QComboBox *m_events = nullptr;
    QPushButton *m_fullScreen = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_saveCsv = nullptr;
    QPushButton *m_saveHtml = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_problem = nullptr;
    FitLabel *m_pageLabel = nullptr;
    QrCodeView *m_pageCode = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace tornei
