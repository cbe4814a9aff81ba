#include "gamehistorypage.h"


#include "gamestore.h"
#include "historycolumns.h"
#include "historymodel.h"
#include "language.h"
#include "plaintext.h"
#include "storefollower.h"

#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace tornei {

namespace {

// The table, telling the page when the user selects all (Ctrl+A, or any
// other call of selectAll()): all is every game the filter matches, not only
// the rows fetched so far.
class HistoryView : public QTableView
{
public:
    using QTableView::QTableView;

    std::function<void()> allSelected;

    void selectAll() override
    {
        QTableView::selectAll();
        if (allSelected)
            allSelected();
    }
};

} // namespace

GameHistoryPage::GameHistoryPage(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryModel(this))
    , m_actions(this, [this](const StoreError &error) { emit storeDamaged(error); })
{
    auto *outer = new QVBoxLayout(this);
    auto *titleRow = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSize(20);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    titleRow->addWidget(m_title);
    titleRow->addStretch(1);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("historyCount"));
    m_count->setTextFormat(Qt::PlainText); // or an error, which may quote a name
    titleRow->addWidget(m_count);
    outer->addLayout(titleRow);

    auto *filters = new QGridLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("historySearch"));
    m_search->setClearButtonEnabled(true);
    filters->addWidget(m_search, 0, 0, 1, 2);
    m_search->setMinimumWidth(280);
    m_playersMenu = new QMenu(this);
    m_players = new QToolButton(this);
    m_players->setObjectName(QStringLiteral("historyPlayers"));
    m_players->setMenu(m_playersMenu);
    // The arrow in a section of its own: drawn over the text it hides its end.
    m_players->setPopupMode(QToolButton::MenuButtonPopup);
    connect(m_players, &QToolButton::clicked, m_players, &QToolButton::showMenu);
    m_players->setToolButtonStyle(Qt::ToolButtonTextOnly);
    filters->addWidget(m_players, 0, 2, 1, 2);
    m_sizeLabel = new QLabel(this);
    m_size = new QComboBox(this);
    m_sizeLabel->setBuddy(m_size);
    filters->addWidget(m_sizeLabel, 0, 4);
    filters->addWidget(m_size, 0, 5);
    m_stateLabel = new QLabel(this);
    m_state = new QComboBox(this);
    m_stateLabel->setBuddy(m_state);
    filters->addWidget(m_stateLabel, 0, 6);
    filters->addWidget(m_state, 0, 7);
    m_statisticsLabel = new QLabel(this);
    m_statistics = new QComboBox(this);
    m_statisticsLabel->setBuddy(m_statistics);
    filters->addWidget(m_statisticsLabel, 0, 8);
    filters->addWidget(m_statistics, 0, 9);
    m_fromCheck = new QCheckBox(this);
    m_from = new QDateEdit(this);
    m_from->setCalendarPopup(true);
    m_from->setEnabled(false);
    m_toCheck = new QCheckBox(this);
    m_to = new QDateEdit(this);
    m_to->setCalendarPopup(true);
    m_to->setEnabled(false);
    const QDate today = QDate::currentDate();
    m_from->setDate(today.addMonths(-1));
    m_to->setDate(today);
    auto *dates = new QHBoxLayout;
    dates->addWidget(m_fromCheck);
    dates->addWidget(m_from);
    dates->addSpacing(12);
    dates->addWidget(m_toCheck);
    dates->addWidget(m_to);
    dates->addStretch(1);
    filters->addLayout(dates, 1, 0, 1, 4);
    m_clear = new QPushButton(this);
    filters->addWidget(m_clear, 1, 8, 1, 2);
    filters->setColumnStretch(0, 1);
    outer->addLayout(filters);

    auto *view = new HistoryView(this);
    view->allSelected = [this] { selectAllGames(); };
    m_view = view;
    m_view->setObjectName(QStringLiteral("historyView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSortingEnabled(true);
    m_view->horizontalHeader()->setSortIndicator(HistoryModel::DateColumn, Qt::DescendingOrder);
    HistoryColumns::follow(m_view, m_model);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    outer->addWidget(m_view, 1);

    auto *actions = new QHBoxLayout;
    m_review = new QPushButton(this);
    m_continue = new QPushButton(this);
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportRecordsButton"));
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("exportSpreadsheetButton"));
    m_exclude = new QPushButton(this);
    m_delete = new QPushButton(this);
    for (QPushButton *button : {m_review, m_continue, m_export, m_csv, m_exclude})
        actions->addWidget(button);
    actions->addStretch(1);
    actions->addWidget(m_delete);
    outer->addLayout(actions);

    connect(m_search, &QLineEdit::textChanged, this, &GameHistoryPage::applyFilter);
    for (QComboBox *box : {m_size, m_state, m_statistics})
        connect(box, &QComboBox::currentIndexChanged, this, &GameHistoryPage::applyFilter);
    connect(m_fromCheck, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_toCheck, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    for (QCheckBox *box : {m_fromCheck, m_toCheck})
        connect(box, &QCheckBox::toggled, this, &GameHistoryPage::applyFilter);
    for (QDateEdit *edit : {m_from, m_to})
        connect(edit, &QDateEdit::dateChanged, this, &GameHistoryPage::applyFilter);
    connect(m_clear, &QPushButton::clicked, this, &GameHistoryPage::clearFilters);
    m_follower = new StoreFollower(this, [this] { reload(); });
    connect(m_model, &HistoryModel::modelReset, this, &GameHistoryPage::modelReset);
    connect(m_model, &HistoryModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { selectFetched(first, last); });
    connect(m_model, &HistoryModel::readFailed, this,
            [this](const QString &message) { m_actions.showError(message); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GameHistoryPage::selectionChanged);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        emit reviewRequested(m_model->game(index.row()).id);
    });
    connect(m_review, &QPushButton::clicked, this, [this] {
        const std::vector<qint64> games = selectedGames();
        if (games.size() == 1)
            emit reviewRequested(games.front());
    });
    connect(m_continue, &QPushButton::clicked, this, [this] {
        const std::vector<qint64> games = selectedGames();
        if (games.size() == 1)
            emit continueRequested(games.front());
    });
    connect(m_export, &QPushButton::clicked, this, &GameHistoryPage::askExport);
    connect(m_csv, &QPushButton::clicked, this, &GameHistoryPage::askCsv);
    connect(m_exclude, &QPushButton::clicked, this, &GameHistoryPage::toggleExcluded);
    connect(m_delete, &QPushButton::clicked, this, &GameHistoryPage::askDelete);
    auto *deleteKey = new QShortcut(QKeySequence::Delete, m_view);
    deleteKey->setContext(Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, &GameHistoryPage::askDelete);
    retranslate();
}

void GameHistoryPage::setStore(GameStore *store)
{
    m_store = store;
    m_actions.setStore(store);
    m_follower->follow(store);
    m_allSelected = false; // another database's games
    fillPlayers();
    m_model->setStore(store, filter());
}

void GameHistoryPage::reload()
{
    // The same games stay selected (all of them, when all were), at the same place in the view.
    const std::vector<qint64> selected = selectedGames();
    const QModelIndex current = m_view->currentIndex();
    const qint64 currentGame = current.isValid() ? m_model->game(current.row()).id : 0;
    const int scrolled = m_view->verticalScrollBar()->value();
    fillPlayers();
    // A merged player's choice is gone with its menu entry: filter by what is left.
    if (const HistoryFilter now = filter(); now == m_model->filter())
        m_model->refresh();
    else
        m_model->setFilter(now);
    if (!m_allSelected) {
        for (qint64 game : selected) {
            const int row = m_model->rowOfGame(game);
            if (row >= 0)
                m_view->selectionModel()->select(m_model->index(row, 0),
                                                 QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    if (const int row = currentGame ? m_model->rowOfGame(currentGame) : -1; row >= 0) {
        const QScopedValueRollback selecting(m_selecting, true);
        m_view->selectionModel()->setCurrentIndex(m_model->index(row, current.column()), QItemSelectionModel::NoUpdate);
    }
    m_view->verticalScrollBar()->setValue(scrolled);
}

HistoryFilter GameHistoryPage::filter() const
{
    HistoryFilter f;
    for (const QAction *action : m_playersMenu->actions()) {
        if (action->isChecked())
            f.players.push_back(action->data().toLongLong());
    }
    if (m_fromCheck->isChecked())
        f.from = m_from->date();
    if (m_toCheck->isChecked())
        f.to = m_to->date();
    if (m_size->currentIndex() > 0)
        f.playerCount = m_size->currentData().toInt();
    if (m_state->currentIndex() > 0)
        f.finished = m_state->currentData().toBool();
    if (m_statistics->currentIndex() > 0)
        f.excluded = m_statistics->currentData().toBool();
    f.nameSearch = m_search->text().trimmed();
    return f;
}

void GameHistoryPage::applyFilter()
{
    if (m_filling)
        return;
    updatePlayersText();
    m_model->setFilter(filter());
    // Other games now: start from the first (the newest, unless sorted otherwise), not the old offset.
    m_view->scrollToTop();
}

void GameHistoryPage::clearFilters()
{
    m_filling = true;
    m_search->clear();
    for (QAction *action : m_playersMenu->actions())
        action->setChecked(false);
    for (QComboBox *box : {m_size, m_state, m_statistics})
        box->setCurrentIndex(0);
    m_fromCheck->setChecked(false);
    m_toCheck->setChecked(false);
    m_filling = false;
    applyFilter();
}

void GameHistoryPage::fillPlayers()
{
    std::vector<qint64> checked;
    for (const QAction *action : m_playersMenu->actions()) {
        if (action->isChecked())
            checked.push_back(action->data().toLongLong());
    }
    m_playersMenu->clear();
    std::vector<PlayerProfile> players;
    if (m_store && m_store->isOpen()) {
        StoreError error;
        players = m_store->players().all(&error);
    }
    // Sorted for the reader's language: SQLite compares bytes, not names.
    QCollator collator{QLocale()};
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(players.begin(), players.end(),
              [&](const PlayerProfile &a, const PlayerProfile &b) { return collator.compare(a.name, b.name) < 0; });
    for (const PlayerProfile &player : players) {
        QAction *action = m_playersMenu->addAction(PlainText::buttonText(player.name));
        action->setCheckable(true);
        action->setData(player.id);
        action->setChecked(std::find(checked.begin(), checked.end(), player.id) != checked.end());
        connect(action, &QAction::toggled, this, &GameHistoryPage::applyFilter);
    }
    updatePlayersText();
}

void GameHistoryPage::updatePlayersText()
{
    QStringList names;
    for (const QAction *action : m_playersMenu->actions()) {
        if (action->isChecked())
            names << action->text();
    }
    m_players->setText(names.isEmpty() ? tr("Players: anyone") : tr("Players: %1").arg(Language::joinNames(names)));
    m_players->setToolTip(tr("Show only the games in which every chosen player sat."));
}

std::vector<qint64> GameHistoryPage::selectedGames() const
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    std::vector<qint64> games;
    for (const QModelIndex &index : rows)
        games.push_back(m_model->game(index.row()).id);
    return games;
}

int GameHistoryPage::selectedCount() const
{
    return m_allSelected ? m_model->totalCount() : static_cast<int>(m_view->selectionModel()->selectedRows().size());
}

void GameHistoryPage::selectAllGames()
{
    m_allSelected = true;
    m_allFilter = m_model->filter();
    updateActions();
    updateCount();
}

void GameHistoryPage::selectionChanged()
{
    // Any selection but the page's own keeping of "all" is a choice of rows.
    if (!m_selecting && m_allSelected) {
        m_allSelected = false;
        updateCount();
    }
    updateActions();
}

void GameHistoryPage::selectFetched(int first, int last)
{
    if (m_allSelected) {
        const QScopedValueRollback selecting(m_selecting, true);
        m_view->selectionModel()->select(QItemSelection(m_model->index(first, 0), m_model->index(last, 0)),
                                         QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    updateCount();
}

void GameHistoryPage::modelReset()
{
    // Read again with the same filter (after a change, or another order):
    // still all of its games; with another filter the selection is gone.
    if (m_allSelected && m_model->filter() == m_allFilter && m_model->rowCount() > 0)
        selectFetched(0, m_model->rowCount() - 1);
    else
        m_allSelected = false;
    updateCount();
    updateActions();
}

bool GameHistoryPage::chosenAllExcluded() const
{
    if (m_allSelected) {
        if (!m_store || m_model->totalCount() == 0)
            return false;
        // All excluded when none of the filter's games is counted.
        HistoryQuery counted;
        counted.filter = m_allFilter;
        counted.filter.excluded = false;
        counted.limit = 1;
        StoreError error;
        const HistoryPage page = m_store->games().page(counted, &error);
        return !error.isError() && page.totalCount == 0;
    }
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return !rows.isEmpty() && std::all_of(rows.begin(), rows.end(), [this](const QModelIndex &index) {
        return m_model->game(index.row()).excluded;
    });
}

std::optional<std::vector<qint64>> GameHistoryPage::chosenGames()
{
    if (!m_allSelected)
        return selectedGames();
    if (!m_store)
        return std::nullopt;
    HistoryQuery query;
    query.filter = m_allFilter;
    query.sortColumn = m_model->sortColumn();
    query.sortOrder = m_model->sortOrder();
    StoreError error;
    std::vector<qint64> games = m_store->games().ids(query, &error);
    if (error.isError()) {
        m_actions.showStoreError(error);
        return std::nullopt;
    }
    return games;
}

void GameHistoryPage::updateActions()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    const bool one = rows.size() == 1 && selectedCount() == 1;
    const bool any = selectedCount() > 0;
    m_review->setEnabled(one);
    m_continue->setEnabled(one && !m_model->game(rows.front().row()).finished);
    m_export->setEnabled(any);
    m_csv->setEnabled(any);
    m_delete->setEnabled(any);
    m_exclude->setEnabled(any);
    m_exclude->setText(chosenAllExcluded() ? tr("&Include in statistics") : tr("E&xclude from statistics"));
}

void GameHistoryPage::updateCount()
{
    const QString error = m_model->lastError();
    if (!error.isEmpty())
        m_count->setText(error);
    else if (m_allSelected)
        //: The games listed, every one of them selected (fetched or not).
        m_count->setText(tr("%Ln game(s), all selected", nullptr, m_model->totalCount()));
    else
        m_count->setText(tr("%Ln game(s)", nullptr, m_model->totalCount()));
}

void GameHistoryPage::askExport()
{
    if (const std::optional<std::vector<qint64>> games = chosenGames())
        m_actions.askExportRecords(*games);
}

void GameHistoryPage::askCsv()
{
    if (const std::optional<std::vector<qint64>> games = chosenGames())
        m_actions.askExportSpreadsheet(*games);
}

void GameHistoryPage::toggleExcluded()
{
    const bool allExcluded = chosenAllExcluded();
    const std::optional<std::vector<qint64>> games = chosenGames();
    if (!games || games->empty())
        return;
    m_actions.setExcluded(*games, !allExcluded);
}

void GameHistoryPage::askDelete()
{
    // Exactly the games counted here are deleted, even if others are stored meanwhile.
    const std::optional<std::vector<qint64>> games = chosenGames();
    if (games && m_actions.confirmDelete(*games))
        deleteGames(*games);
}

bool GameHistoryPage::deleteGames(const std::vector<qint64> &games)
{
    // Gone once the store's signal reads the games again; games that could not be deleted stay selected.
    const bool all = std::exchange(m_allSelected, false);
    return m_actions.deleteGames(games, [this, all] { m_allSelected = all; });
}

void GameHistoryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GameHistoryPage::retranslate()
{
    m_filling = true;
    m_title->setText(tr("History"));
    m_search->setPlaceholderText(tr("Search names…"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_stateLabel->setText(tr("S&tate:"));
    m_statisticsLabel->setText(tr("Stat&istics:"));
    const auto refill = [](QComboBox *box, const QList<std::pair<QString, QVariant>> &items) {
        const int current = std::max(0, box->currentIndex());
        box->clear();
        for (const auto &[text, value] : items)
            box->addItem(text, value);
        box->setCurrentIndex(current);
    };
    refill(m_size, {{tr("Any"), QVariant()}, {tr("3 players"), 3}, {tr("4 players"), 4}});
    refill(m_state, {{tr("Any"), QVariant()}, {tr("Finished"), true}, {tr("In play"), false}});
    refill(m_statistics, {{tr("Any"), QVariant()}, {tr("Counted"), false}, {tr("Excluded"), true}});
    m_fromCheck->setText(tr("&From"));
    m_toCheck->setText(tr("T&o"));
    // Dates as the chosen language writes them.
    const QString format = QLocale().dateFormat(QLocale::ShortFormat);
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setLocale(QLocale());
        edit->setDisplayFormat(format);
    }
    m_clear->setText(tr("Clear filters"));
    m_review->setText(tr("&Review"));
    m_continue->setText(tr("&Continue"));
    m_export->setText(tr("&Export records…"));
    m_export->setToolTip(tr("Save each selected game as a tornei-record file in a folder."));
    m_csv->setText(tr("Export &spreadsheet…"));
    m_csv->setToolTip(tr("Save the selected games' rounds for a spreadsheet: Excel workbook (.xlsx) or CSV."));
    m_delete->setText(tr("&Delete…"));
    m_filling = false;
    updatePlayersText();
    updateActions();
    updateCount();
    m_model->retranslate();
}

} // namespace tornei
