#pragma once

#include <QWidget>

class QPushButton;

namespace tornei {

class FitLabel;
class GameDocument;

// The strip under the table: the dummy's reason for its card in the shown
// trick, set apart, and the last message with Retry and Discard beside it.
// Its height is kept for a game, so a longer message never moves the
// buttons under it; one too long for it even in the smallest font takes
// more lines from the table above rather than being cut. Keeps the message with the revision of the game it
// describes: any later change makes it stale, and what waits for Retry is
// never left unsaid. Acts on nothing: the page connects the buttons.
class TableNotes : public QWidget
{
    Q_OBJECT

public:
    explicit TableNotes(QWidget *parent = nullptr);

    // Errors and violations: a red that reads on the light and the dark palette.
    static QColor errorColour(const QPalette &palette);

    // Two lines of the dummy's reason (3 players) and two of message, or three of message.
    void setHasDummy(bool dummy);
    // A message about the game at `revision`.
    void say(const QString &message, bool isError, int revision);
    void clearMessage();
    bool isError() const { return m_isError; }
    void setDummyText(const QString &text);
    // Shows the message (or the pending action's note) and the buttons that apply to the document now.
    void refresh(const GameDocument &document);

    // A message, the dummy's reason or a button is shown.
    bool hasContent() const;
    // A message too long for the strip's own lines, which asks for more room.
    bool isOverlong() const;
    QString messageText() const;
    QString dummyText() const;
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *discardButton() const { return m_discard; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_message;
    bool m_isError = false;
    int m_revision = -1;
    FitLabel *m_dummyLabel = nullptr;
    FitLabel *m_messageLabel = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_discard = nullptr;
};

} // namespace tornei
