#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tornei {

// The preferences dialog: the language, and the club's server this laptop
// syncs with. A language change applies at once to the whole GUI (through
// AppSettings::language()) and is remembered; the server is remembered when
// it can be read as a server ("club/server"), and the main window uses it
// once the dialog closes; and the fewest games a player needs in a season to
// be ranked in the Players screen's league table (remembered at once). Knows
// nothing of the windows it retranslates: they follow QEvent::LanguageChange.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    void done(int result) override;

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncChoice();
    void chooseLanguage(int index);
    void chooseServer();
    void fitContents();

    QLabel *m_languageLabel = nullptr;
    QComboBox *m_language = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_serverLabel = nullptr;
    QLineEdit *m_server = nullptr;
    QLabel *m_serverNote = nullptr;
    QLabel *m_minimumGamesLabel = nullptr;
    QSpinBox *m_minimumGames = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace tornei
