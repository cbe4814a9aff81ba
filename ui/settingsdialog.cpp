#include "settingsdialog.h"

#include "appsettings.h"
#include "language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tornei {

namespace {

const QString systemChoice = QStringLiteral("system");

} // namespace

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    m_language->setObjectName(QStringLiteral("languageChoice"));
    // The languages are named in their own language so that anyone can find
    // theirs whatever the GUI shows now; only "System" is translated.
    m_language->addItem(QString(), systemChoice);
    m_language->addItem(Language::nativeName(QStringLiteral("en")), QStringLiteral("en"));
    m_language->addItem(Language::nativeName(QStringLiteral("ja")), QStringLiteral("ja"));
    m_languageLabel->setBuddy(m_language);
    m_note->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::chooseLanguage);

    // Wide enough for the note in either language without a tall, narrow box.
    setMinimumWidth(fontMetrics().averageCharWidth() * 48);
    syncChoice();
    retranslate();
}

void SettingsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        syncChoice(); // another window may have changed it
    }
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslate()
{
    setWindowTitle(tr("Settings"));
    m_languageLabel->setText(tr("&Language:"));
    //: The language choice that follows the computer's settings; %1 is the
    //: language that gives now, in its own name ("English", "日本語").
    m_language->setItemText(0, tr("System (%1)").arg(Language::nativeName(Language::resolve(systemChoice))));
    m_note->setText(tr("The change applies at once to every window. Dates and numbers follow the chosen language."));
    // The Close button is Qt's: its own catalogue retranslates it.
}

void SettingsDialog::syncChoice()
{
    const QSignalBlocker blocker(m_language);
    const int index = m_language->findData(AppSettings::languageChoice());
    m_language->setCurrentIndex(index < 0 ? 0 : index);
}

void SettingsDialog::chooseLanguage(int index)
{
    const QString choice = m_language->itemData(index).toString();
    AppSettings::setLanguageChoice(choice);
    AppSettings::language().apply(choice);
}

} // namespace tornei
