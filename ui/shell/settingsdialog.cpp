#include "settingsdialog.h"

#include "appsettings.h"
#include "clubconnection.h"
#include "language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

namespace {

const QString systemChoice = QStringLiteral("system");

} // namespace

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_serverLabel(new QLabel(this))
    , m_server(new QLineEdit(this))
    , m_serverNote(new QLabel(this))
    , m_minimumGamesLabel(new QLabel(this))
    , m_minimumGames(new QSpinBox(this))
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
    m_server->setObjectName(QStringLiteral("clubServer"));
    m_server->setText(AppSettings::value(QStringLiteral("club/server")).toString());
    m_server->setClearButtonEnabled(true);
    // A whole connection string in sight ("postgresql://table3@club.example/club").
    m_server->setMinimumWidth(fontMetrics().averageCharWidth() * 44);
    m_serverLabel->setBuddy(m_server);
    m_serverNote->setObjectName(QStringLiteral("clubServerNote"));
    m_serverNote->setWordWrap(true);
    m_serverNote->setTextFormat(Qt::PlainText);

    m_minimumGames->setObjectName(QStringLiteral("leagueMinimumGames"));
    m_minimumGames->setRange(0, 999);
    m_minimumGames->setValue(AppSettings::leagueMinimumGames());
    m_minimumGamesLabel->setBuddy(m_minimumGames);

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    auto *club = new QFormLayout;
    club->addRow(m_serverLabel, m_server);
    layout->addSpacing(fontMetrics().height());
    layout->addLayout(club);
    layout->addWidget(m_serverNote);
    auto *league = new QFormLayout;
    league->addRow(m_minimumGamesLabel, m_minimumGames);
    layout->addSpacing(fontMetrics().height());
    layout->addLayout(league);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::chooseLanguage);
    connect(m_server, &QLineEdit::editingFinished, this, &SettingsDialog::chooseServer);
    connect(m_minimumGames, &QSpinBox::valueChanged, this, &AppSettings::setLeagueMinimumGames);

    // Wide enough for the note in either language without a tall, narrow box.
    setMinimumWidth(fontMetrics().averageCharWidth() * 48);
    syncChoice();
    retranslate();
}

bool SettingsDialog::event(QEvent *event)
{
    const bool handled = QDialog::event(event);
    // Here, not in changeEvent: the children (Qt's Close button) take their new words after it.
    if (event->type() == QEvent::LanguageChange && isVisible())
        fitContents();
    return handled;
}

void SettingsDialog::fitContents()
{
    // The minimum width set by hand keeps the layout from growing the dialog for longer
    // words, and wrapped notes need a height for their width: grow it here, never shrink.
    QLayout *box = layout();
    box->activate();
    const int width = std::max(this->width(), box->totalSizeHint().width());
    const int height = box->hasHeightForWidth() ? box->totalHeightForWidth(width) : box->totalSizeHint().height();
    resize(width, std::max(this->height(), height));
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
    m_serverLabel->setText(tr("&Club server:"));
    //: An example of a server's address; keep the form, translate nothing but "table3" and "club" if useful.
    m_server->setPlaceholderText(tr("postgresql://table3@club.example/club"));
    chooseServer();
    m_minimumGamesLabel->setText(tr("&Games to be ranked in a season:"));
    m_minimumGames->setToolTip(tr("In the league table, players with fewer games in the season follow the "
                                  "ranked ones, without a rank."));
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

void SettingsDialog::done(int result)
{
    // However the dialog is closed (Close, Esc, the window's button), the server typed counts.
    chooseServer();
    QDialog::done(result);
}

void SettingsDialog::chooseServer()
{
    const QString server = m_server->text().trimmed();
    StoreError error;
    if (!server.isEmpty() && !ClubConnection::parse(server, &error)) {
        m_serverNote->setText(error.message);
        return;
    }
    AppSettings::setValue(QStringLiteral("club/server"), server);
    m_serverNote->setText(server.isEmpty()
                              ? tr("Without a server, the games stay on this computer only.")
                              : tr("The games are sent to the club's server and every table's come back, in the "
                                   "background. The password comes from ~/.pgpass or PGPASSWORD, never from here."));
}

} // namespace tornei
