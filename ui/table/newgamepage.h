#pragma once

#include "record.h"

#include <QWidget>

#include <array>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace tornei {

class SeatingView;

// Setting up a new game: 3 or 4 players from saved players or typed, the
// seating clockwise (reorderable), the dummy's seat and the first dealer,
// with a picture of the table. Produces a record's seats; knows nothing of
// storage.
class NewGamePage : public QWidget
{
    Q_OBJECT

public:
    explicit NewGamePage(QWidget *parent = nullptr);

    void setKnownPlayers(const QStringList &players);
    void reset();

    void setPlayerCount(int players);
    int playerCount() const;
    void setSeatName(int seat, const QString &name);
    QString seatName(int seat) const;
    void setDummySeat(int seat);
    void setFirstDealer(int seat);
    // Swaps a seat with the one before it.
    void moveUp(int seat);

    // The seats and first dealer as set; the problem when they cannot start a game.
    Record setup() const;
    // Fills the form with a record's seats and first dealer.
    void setSetup(const Record &record);
    QString problem() const;
    QPushButton *startButton() const { return m_start; }
    // A line under the title saying which club event's table this game is for ("" for none).
    void setClubNote(const QString &note);

signals:
    void startRequested(const tornei::Record &setup);
    void cancelled();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void retranslate();
    void refreshState();
    void nameEntered(int seat);

    QRadioButton *m_three = nullptr;
    QRadioButton *m_four = nullptr;
    std::array<QLabel *, SeatCount> m_seatLabels{};
    std::array<QComboBox *, SeatCount> m_names{};
    std::array<QRadioButton *, SeatCount> m_dummy{};
    std::array<QRadioButton *, SeatCount> m_dealer{};
    std::array<QToolButton *, SeatCount> m_up{};
    std::array<QString, SeatCount> m_setAside; // names taken off the dummy's seat
    QButtonGroup *m_dummyGroup = nullptr;
    QButtonGroup *m_dealerGroup = nullptr;
    SeatingView *m_picture = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_clubNote = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace tornei
