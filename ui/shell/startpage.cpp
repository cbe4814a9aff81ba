#include "startpage.h"

#include "appsettings.h"
#include "gamedate.h"
#include "historycolumns.h"
#include "historymodel.h"
#include "language.h"
#include "startlistdelegate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

namespace {

// The recent games' header, its sections measured in the font they are drawn in. Qt's header measures
// them in bold, for a section drawn bold while its column is selected: a font loaded only for that
// (its match, its size, its glyphs' advances) on every start. Here no section is drawn bold.
class RecentHeader : public QHeaderView
{
public:
    explicit RecentHeader(QWidget *parent)
        : QHeaderView(Qt::Horizontal, parent)
    {
        setSectionsClickable(true);
        setHighlightSections(false);
    }

protected:
    // Kept by text: a start asks for the header's size some thirty times as it lays the page out,
    // each a text shaped again.
    QSize sectionSizeFromContents(int logicalIndex) const override
    {
        ensurePolished();
        QStyleOptionHeader option;
        initStyleOption(&option);
        option.section = logicalIndex;
        option.text = model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
        if (const auto known = m_sizes.constFind(option.text); known != m_sizes.constEnd())
            return *known;
        const QSize size = style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), this);
        m_sizes.insert(option.text, size);
        return size;
    }

    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            m_sizes.clear();
        QHeaderView::changeEvent(event);
    }

private:
    mutable QHash<QString, QSize> m_sizes;
};

} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSize(24);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    outer->addWidget(m_title);

    // The first start: what the app is for and the first steps, in place of
    // two empty lists.
    QFont big = font();
    big.setPointSize(16);
    big.setBold(true);
    m_welcome = new QWidget(this);
    m_welcome->setObjectName(QStringLiteral("welcome"));
    auto *welcome = new QVBoxLayout(m_welcome);
    m_welcomeText = new QLabel(m_welcome);
    m_welcomeText->setWordWrap(true);
    QFont welcomeFont = font();
    welcomeFont.setPointSize(14);
    m_welcomeText->setFont(welcomeFont);
    welcome->addWidget(m_welcomeText);
    auto *steps = new QHBoxLayout;
    m_welcomeNew = new QPushButton(m_welcome);
    m_welcomeNew->setObjectName(QStringLiteral("welcomeNewGameButton"));
    m_welcomeNew->setFont(big);
    m_welcomeNew->setMinimumHeight(56);
    m_import = new QPushButton(m_welcome);
    m_import->setObjectName(QStringLiteral("importButton"));
    m_import->setMinimumHeight(56);
    QFont importFont = font();
    importFont.setPointSize(14);
    m_import->setFont(importFont);
    steps->addWidget(m_welcomeNew);
    steps->addWidget(m_import);
    steps->addStretch(1);
    welcome->addLayout(steps);
    m_languageHint = new QLabel(m_welcome);
    m_languageHint->setWordWrap(true);
    welcome->addWidget(m_languageHint);
    welcome->addStretch(1);
    m_welcome->hide();
    outer->addWidget(m_welcome, 1);

    m_lists = new QWidget(this);
    auto *body = new QHBoxLayout(m_lists);
    body->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_lists, 1);
    auto *left = new QVBoxLayout;
    body->addLayout(left, 2);
    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_newGame->setFont(big);
    m_newGame->setMinimumHeight(56);
    left->addWidget(m_newGame);
    m_unfinishedLabel = new QLabel(this);
    left->addWidget(m_unfinishedLabel);
    m_unfinished = new QListWidget(this);
    m_unfinished->setObjectName(QStringLiteral("unfinishedGames"));
    QFont listFont = font();
    listFont.setPointSize(13);
    m_unfinished->setFont(listFont);
    m_unfinished->setItemDelegate(new StartListDelegate(m_unfinished));
    left->addWidget(m_unfinished, 1);
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_continue->setFont(big);
    m_continue->setMinimumHeight(48);
    left->addWidget(m_continue);
    auto *row = new QHBoxLayout;
    m_settings = new QPushButton(this);
    m_help = new QPushButton(this);
    m_about = new QPushButton(this);
    row->addWidget(m_settings);
    row->addWidget(m_help);
    row->addWidget(m_about);
    outer->addLayout(row);

    auto *right = new QVBoxLayout;
    body->addLayout(right, 3);
    m_historyLabel = new QLabel(this);
    right->addWidget(m_historyLabel);
    // The history's own lazy model: the newest games first, fetched a page at
    // a time, so a long history costs nothing here.
    m_recentModel = new HistoryModel(this);
    m_recent = new QTableView(this);
    m_recent->setObjectName(QStringLiteral("recentGames"));
    m_recent->setHorizontalHeader(new RecentHeader(m_recent));
    m_recent->setModel(m_recentModel);
    m_recent->setItemDelegate(new StartListDelegate(m_recent));
    m_recent->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_recent->setSelectionMode(QAbstractItemView::SingleSelection);
    m_recent->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_recent->verticalHeader()->hide();
    m_recent->setWordWrap(false);
    for (int column : {HistoryModel::PlayerCountColumn, HistoryModel::RoundsColumn, HistoryModel::StatisticsColumn,
                       HistoryModel::RatingColumn})
        m_recent->setColumnHidden(column, true);
    HistoryColumns::follow(m_recent, m_recentModel);
    right->addWidget(m_recent, 1);
    auto *screens = new QHBoxLayout;
    m_historyButton = new QPushButton(this);
    m_historyButton->setObjectName(QStringLiteral("historyButton"));
    m_playersButton = new QPushButton(this);
    m_playersButton->setObjectName(QStringLiteral("playersButton"));
    screens->addWidget(m_historyButton);
    screens->addWidget(m_playersButton);
    screens->addStretch(1);
    right->addLayout(screens);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("importNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText); // file names and reasons
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->hide();
    outer->addWidget(m_notice);
    m_database = new QLabel(this);
    m_database->setWordWrap(true);
    m_database->setTextFormat(Qt::PlainText); // a path, or why it could not be opened
    outer->addWidget(m_database);

    connect(m_newGame, &QPushButton::clicked, this, &StartPage::newGameRequested);
    connect(m_welcomeNew, &QPushButton::clicked, this, &StartPage::newGameRequested);
    connect(m_import, &QPushButton::clicked, this, &StartPage::importRequested);
    // The recent games arrive from the model; the welcome goes once there are any.
    connect(m_recentModel, &QAbstractItemModel::modelReset, this, &StartPage::updateWelcome);
    connect(m_recentModel, &QAbstractItemModel::rowsInserted, this, &StartPage::updateWelcome);
    connect(m_recentModel, &QAbstractItemModel::rowsRemoved, this, &StartPage::updateWelcome);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_unfinished->currentItem())
            emit continueRequested(item->data(Qt::UserRole).toLongLong());
    });
    connect(m_unfinished, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit continueRequested(item->data(Qt::UserRole).toLongLong()); });
    connect(m_unfinished, &QListWidget::currentRowChanged, this,
            [this](int current) { m_continue->setEnabled(current >= 0); });
    connect(m_settings, &QPushButton::clicked, this, &StartPage::settingsRequested);
    connect(m_help, &QPushButton::clicked, this, &StartPage::helpRequested);
    connect(m_about, &QPushButton::clicked, this, &StartPage::aboutRequested);
    connect(m_historyButton, &QPushButton::clicked, this, &StartPage::historyRequested);
    connect(m_playersButton, &QPushButton::clicked, this, &StartPage::playersRequested);
    connect(m_recent, &QTableView::activated, this,
            [this](const QModelIndex &index) { emit reviewRequested(m_recentModel->game(index.row()).id); });
    retranslate();
}

QString StartPage::players(const GameSummary &game)
{
    QStringList names;
    for (const auto &seat : game.seats) {
        if (seat)
            names << *seat;
    }
    return Language::joinNames(names);
}

int StartPage::nextRound(const GameSummary &game)
{
    // A game has as many rounds as players; its complete rounds come first,
    // so the one after them is in play, or next once a round is over.
    const auto players = std::count_if(game.seats.begin(), game.seats.end(),
                                       [](const std::optional<QString> &seat) { return seat.has_value(); });
    return std::clamp(game.roundsPlayed + 1, 1, std::max(1, static_cast<int>(players)));
}

void StartPage::setGames(const std::vector<GameSummary> &unfinished, int unfinishedCount)
{
    m_unfinishedGames = unfinished;
    m_unfinishedCount = std::max(unfinishedCount, static_cast<int>(unfinished.size()));
    m_gamesKnown = true;
    fill();
}

void StartPage::setDatabaseText(const QString &text)
{
    m_databasePath.clear();
    m_database->setText(text);
    // Why the file could not be opened, to be copied into a search or a message. A selectable
    // label lays its text out as a document at every width its layout tries (2.5 M instructions
    // of a start): the path alone is also selectable in About.
    m_database->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void StartPage::setDatabasePath(const QString &path)
{
    m_databasePath = path;
    m_database->setTextInteractionFlags(Qt::NoTextInteraction);
    m_database->setText(tr("Database: %1").arg(path));
}

void StartPage::setNotice(const QString &text)
{
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

void StartPage::setWritable(bool writable)
{
    m_newGame->setEnabled(writable);
    m_welcomeNew->setEnabled(writable);
    m_import->setEnabled(writable);
}

bool StartPage::isWelcomeShown() const
{
    return !m_welcome->isHidden();
}

void StartPage::updateWelcome()
{
    // Nothing is said of the games before they are known. Showing a widget
    // lays its parent out at once, every text measured: only what changes is
    // shown or hidden.
    const bool empty = m_unfinishedCount == 0 && m_recentModel->rowCount() == 0;
    if (m_gamesKnown && m_welcome->isVisibleTo(this) != empty) {
        m_welcome->setVisible(empty);
        m_lists->setVisible(!empty);
    }
    if (empty && m_welcomeNew->isEnabled())
        m_welcomeNew->setFocus();
}

void StartPage::fill()
{
    const QLocale locale;
    const int shown = static_cast<int>(m_unfinishedGames.size());
    if (shown < m_unfinishedCount) {
        //: %1 games are listed of %2 unfinished games in all.
        m_unfinishedLabel->setText(tr("Unfinished games (the %1 newest of %2; History lists them all):")
                                       .arg(locale.toString(shown), locale.toString(m_unfinishedCount)));
    } else {
        m_unfinishedLabel->setText(tr("Unfinished games:"));
    }
    m_unfinished->clear();
    for (const GameSummary &game : m_unfinishedGames) {
        //: An unfinished game: players, the round in play or to be played next, when the game was played.
        auto *item = new QListWidgetItem(tr("%1 — round %2 — %3")
                                             .arg(players(game), locale.toString(nextRound(game)),
                                                  GameDate::text(game.started)),
                                         m_unfinished);
        item->setData(Qt::UserRole, game.id);
    }
    if (m_unfinished->count() > 0) {
        m_unfinished->setCurrentRow(0);
        m_unfinished->setFocus();
    } else {
        m_newGame->setFocus();
    }
    m_continue->setEnabled(m_unfinished->currentRow() >= 0);
    updateWelcome();
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StartPage::retranslate()
{
    m_title->setText(tr("Tornei Companion"));
    m_newGame->setText(tr("+ &New game"));
    m_continue->setText(tr("▶ &Continue the selected game"));
    m_settings->setText(tr("Settings…"));
    m_help->setText(tr("Help"));
    m_about->setText(tr("About"));
    m_historyLabel->setText(tr("Recent games (double-click to review):"));
    m_historyButton->setText(tr("H&istory…"));
    m_historyButton->setToolTip(tr("Every stored game: search, filter, review, export, exclude or delete."));
    m_playersButton->setText(tr("&Players…"));
    m_playersButton->setToolTip(tr("Each player's figures, head-to-head records and charts."));
    m_welcomeText->setText(tr("Tornei Companion keeps the score of Tornei games played with real cards: enter each "
                              "card as it is played, and it checks the rules and scores every trick and round. "
                              "To begin, start a new game, or import the game records you already have."));
    m_welcomeNew->setText(tr("+ New game"));
    m_import->setText(tr("Import records…"));
    m_import->setToolTip(tr("Game records (tornei-record .json files) from another computer or from tornei-cli."));
    const QString language = Language::nativeName(AppSettings::language().current().isEmpty()
                                                      ? Language::resolve(AppSettings::languageChoice())
                                                      : AppSettings::language().current());
    if (AppSettings::languageChoice() == QLatin1String("system")) {
        //: %1 is the language's own name ("English", "日本語").
        m_languageHint->setText(tr("The app speaks %1, as this computer is set. Another language can be chosen in "
                                   "Settings (below).")
                                    .arg(language));
    } else {
        //: %1 is the language's own name ("English", "日本語").
        m_languageHint->setText(tr("The app speaks %1. Another language can be chosen in Settings (below).")
                                    .arg(language));
    }
    if (!m_databasePath.isEmpty())
        setDatabasePath(m_databasePath);
    m_recentModel->retranslate();
    fill();
}

} // namespace tornei
