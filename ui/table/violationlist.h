#pragma once

#include "replay.h"

#include <QListWidget>

#include <memory>

namespace tornei {

class GameSession;

// The rule violations of a game, one line each ("Round 2, trick 3: …");
// choosing one asks for its trick. Follows a session (the table) or shows
// one replay (a past game); finds nothing itself: the replay has them.
class ViolationList : public QListWidget
{
    Q_OBJECT

public:
    explicit ViolationList(QWidget *parent = nullptr);

    // Follows the session's changes until another is given (nullptr: empty).
    void follow(const GameSession *session);
    void setReplay(std::shared_ptr<const Replay> replay);
    // For the tab that holds the list: how many there are, or none.
    QString title() const;
    // A violation in a few words ("Revoke by Ben in trick 2 (F9)"), for a line that names several.
    static QString headline(const Replay &replay, const Violation &violation);

signals:
    // A violation was chosen: its round and trick (the dummy's board, trick
    // 0, is shown with the first trick).
    void trickRequested(int round, int trick);
    void titleChanged(const QString &title);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void onChosen(QListWidgetItem *item);

    std::shared_ptr<const Replay> m_replay; // the session's own, shared
    QMetaObject::Connection m_following;
};

} // namespace tornei
