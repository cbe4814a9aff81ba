#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace tornei {

// The preferences dialog: today the language. A change applies at once to the
// whole GUI (through AppSettings::language()) and is remembered. Knows nothing
// of the windows it retranslates: they follow QEvent::LanguageChange.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncChoice();
    void chooseLanguage(int index);

    QLabel *m_languageLabel = nullptr;
    QComboBox *m_language = nullptr;
    QLabel *m_note = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace tornei
