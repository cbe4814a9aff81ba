#pragma once

#include <QDialog>

class QDialogButtonBox;
class QTextBrowser;

namespace tornei {

// The in-app help: one page per language, from the resources, shown in the
// language of the GUI and switched on QEvent::LanguageChange. Knows nothing
// of the rules engine; the pages say it in words.
class HelpDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HelpDialog(QWidget *parent = nullptr);

    // The resource shown for the current default locale.
    static QString pageUrl();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_browser = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace tornei
