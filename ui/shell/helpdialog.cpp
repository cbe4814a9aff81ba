#include "helpdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace tornei {

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("helpDialog"));
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setOpenExternalLinks(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 720);
    retranslate();
}

QString HelpDialog::pageUrl()
{
    // Language::apply() makes the chosen language the default locale, so the
    // page follows the GUI's language without knowing the settings.
    return QLocale().language() == QLocale::Japanese ? QStringLiteral("qrc:/help/help_ja.html")
                                                     : QStringLiteral("qrc:/help/help_en.html");
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("Tornei Companion Help"));
    // Both pages use the same anchors: keep the section the reader is in.
    const QUrl current = m_browser->source();
    QUrl url(pageUrl());
    if (current.adjusted(QUrl::RemoveFragment) == url)
        return;
    url.setFragment(current.fragment());
    m_browser->setSource(url);
}

} // namespace tornei
