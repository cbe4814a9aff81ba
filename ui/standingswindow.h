#pragma once

#include "standingsdocument.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace tornei {

class ClubEventListener;
class StandingsModel;

// A club night's live standings, for every laptop and for a projector: the
// events on the club's server to choose from, the chosen one's standings in
// large type (larger still in full screen), marked provisional or final,
// printable and savable as CSV or as one web page. They are read again when
// the server says a game of the event changed (ClubEventListener), never by
// asking again and again; when the connection drops it is made again.
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
    const StandingsSheet &sheet() const { return m_sheet; }
    QLabel *statusLabel() const { return m_status; }

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
    void listen();
    void applyTypeSize();
    void printStandings();
    void saveStandings(bool html);

    QString m_server;
    StandingsSheet m_sheet;
    StandingsModel *m_model = nullptr;
    ClubEventListener *m_listener = nullptr;
    QTimer m_changed; // gathers a burst of notices into one read
    QTimer m_relisten;
    QLabel *m_eventLabel = nullptr;
    QComboBox *m_events = nullptr;
    QPushButton *m_fullScreen = nullptr;
    QPushButton *m_print = nullptr;
    QPushButton *m_saveCsv = nullptr;
    QPushButton *m_saveHtml = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_problem = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace tornei
