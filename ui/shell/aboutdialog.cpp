#include "aboutdialog.h"

#include "version.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace tornei {

AboutDialog::AboutDialog(const QString &databasePath, QWidget *parent)
    : QDialog(parent)
    , m_databasePath(databasePath)
{
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/tornei.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_text->setOpenExternalLinks(true);
    m_text->setMinimumWidth(420);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    retranslate();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Tornei Companion"));
    const QString database = m_databasePath.isEmpty() ? tr("none open")
                                                      : QDir::toNativeSeparators(m_databasePath).toHtmlEscaped();
    m_text->setText(
        QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p><p>%4</p><p>%5</p><p>%6</p>")
            .arg(tr("Tornei Companion"),
                 tr("Version %1").arg(QStringLiteral(TORNEI_VERSION)),
                 tr("A table companion for the card game Tornei: enter each trick, and the rules, the dummy and "
                    "the score are taken care of."),
                 tr("Free software under the GNU General Public License, version 3 or later. It comes with no "
                    "warranty."),
                 tr("Built with Qt %1 (running on Qt %2).").arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())),
                 tr("Database: %1").arg(database)));
}

} // namespace tornei
