#include "newgamepage.h"

#include "recordformat.h"
#include "seatindex.h"
#include "seatingview.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QButtonGroup>
#include <QCollator>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QShowEvent>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace tornei {

namespace {

// Completes a seat's name from the saved players by their match keys, so
// that "ａｋ" offers "Aki" and "STRAß" offers "Strasse"; picking one puts
// the saved spelling in the seat.
class NameCompleter : public QCompleter
{
public:
    static constexpr int KeyRole = Qt::UserRole + 1;

    NameCompleter(QAbstractItemModel *model, QObject *parent)
        : QCompleter(model, parent)
    {
        setCompletionRole(KeyRole);
        setCaseSensitivity(Qt::CaseSensitive); // the keys are folded already
        setCompletionMode(QCompleter::PopupCompletion);
    }

    QStringList splitPath(const QString &path) const override { return {PlayerName::matchKey(path)}; }
    QString pathFromIndex(const QModelIndex &index) const override { return index.data(Qt::DisplayRole).toString(); }
};

// A key the window system hands the completion list after it has closed goes
// where the keyboard's focus is now. On X11 the list holds the keyboard until
// its closing reaches the server, so keys typed fast after Ctrl+Enter, while
// the table is made for the first time, come to the closed list, which would
// pass them to the seat's name behind the table: the first cards were lost.
class ClosedListKeys : public QObject
{
public:
    explicit ClosedListKeys(QWidget *list)
        : QObject(list)
    {
        list->installEventFilter(this); // after the completer's own filter, so before it
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
            return false;
        auto *list = static_cast<QWidget *>(watched);
        if (list->isVisible())
            return false;
        QWidget *focus = QApplication::focusWidget();
        if (focus && focus != list && !list->isAncestorOf(focus)) {
            const std::unique_ptr<QEvent> key(event->clone());
            QCoreApplication::sendEvent(focus, key.get());
        }
        return true;
    }
};

// Wide enough for what an empty seat asks for, in the language of the moment.
void fitPlaceholder(QComboBox *box)
{
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.editable = true;
    // The line edit keeps a few pixels free round its text.
    const QSize text(box->fontMetrics().horizontalAdvance(box->lineEdit()->placeholderText()) + 8,
                     box->fontMetrics().height());
    const QSize size = box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, box);
    box->setMinimumWidth(std::max(220, size.width()));
}

} // namespace

NewGamePage::NewGamePage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSize(20);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    outer->addWidget(m_title);
    m_clubNote = new QLabel(this);
    m_clubNote->setObjectName(QStringLiteral("clubNote"));
    m_clubNote->setTextFormat(Qt::PlainText); // names the event
    m_clubNote->setWordWrap(true);
    m_clubNote->hide();
    outer->addWidget(m_clubNote);

    auto *body = new QHBoxLayout;
    outer->addLayout(body, 1);
    auto *form = new QVBoxLayout;
    body->addLayout(form, 3);

    auto *countRow = new QHBoxLayout;
    m_countLabel = new QLabel(this);
    m_three = new QRadioButton(this);
    m_four = new QRadioButton(this);
    m_four->setChecked(true);
    m_three->setObjectName(QStringLiteral("threePlayers"));
    m_four->setObjectName(QStringLiteral("fourPlayers"));
    countRow->addWidget(m_countLabel);
    countRow->addWidget(m_three);
    countRow->addWidget(m_four);
    countRow->addStretch();
    form->addLayout(countRow);

    auto *grid = new QGridLayout;
    m_dummyGroup = new QButtonGroup(this);
    m_dealerGroup = new QButtonGroup(this);
    QFont nameFont = font();
    nameFont.setPointSize(15);
    for (int s = 0; s < SeatCount; ++s) {
        m_seatLabels[at(s)] = new QLabel(this);
        m_names[at(s)] = new QComboBox(this);
        m_names[at(s)]->setEditable(true);
        m_names[at(s)]->setInsertPolicy(QComboBox::NoInsert);
        m_names[at(s)]->setFont(nameFont);
        m_names[at(s)]->setObjectName(QStringLiteral("seatName%1").arg(s));
        auto *completer = new NameCompleter(m_names[at(s)]->model(), m_names[at(s)]);
        m_names[at(s)]->setCompleter(completer);
        new ClosedListKeys(completer->popup());
        m_dummy[at(s)] = new QRadioButton(this);
        m_dealer[at(s)] = new QRadioButton(this);
        m_dummyGroup->addButton(m_dummy[at(s)], s);
        m_dealerGroup->addButton(m_dealer[at(s)], s);
        m_dummy[at(s)]->setObjectName(QStringLiteral("dummySeat%1").arg(s));
        m_dealer[at(s)]->setObjectName(QStringLiteral("firstDealer%1").arg(s));
        m_up[at(s)] = new QToolButton(this);
        m_up[at(s)]->setObjectName(QStringLiteral("moveUp%1").arg(s));
        m_up[at(s)]->setText(QStringLiteral("▲"));
        m_up[at(s)]->setEnabled(s > 0);
        grid->addWidget(m_seatLabels[at(s)], s, 0);
        grid->addWidget(m_names[at(s)], s, 1);
        grid->addWidget(m_dummy[at(s)], s, 2);
        grid->addWidget(m_dealer[at(s)], s, 3);
        grid->addWidget(m_up[at(s)], s, 4);
        connect(m_names[at(s)], &QComboBox::currentTextChanged, this, &NewGamePage::refreshState);
        connect(m_names[at(s)]->lineEdit(), &QLineEdit::returnPressed, this, [this, s] {
            // With the completion list open, Enter takes the completion chosen in it, if
            // any, and moves on as it does without it: one Enter a seat.
            QAbstractItemView *list = m_names[at(s)]->completer()->popup();
            if (list->isVisible()) {
                if (const QModelIndex chosen = list->currentIndex(); chosen.isValid())
                    m_names[at(s)]->setEditText(chosen.data(Qt::DisplayRole).toString());
                list->hide();
            }
            nameEntered(s);
        });
        connect(m_up[at(s)], &QToolButton::clicked, this, [this, s] { moveUp(s); });
    }
    m_dummy[3]->setChecked(true);
    m_dealer[0]->setChecked(true);
    form->addLayout(grid);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    form->addWidget(m_hint);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText); // quotes the names
    form->addWidget(m_problem);
    form->addStretch();

    m_picture = new SeatingView(this);
    body->addWidget(m_picture, 2);

    auto *buttons = new QHBoxLayout;
    m_cancel = new QPushButton(this);
    m_start = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("backButton"));
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setDefault(true);
    QFont startFont = m_start->font();
    startFont.setPointSize(15);
    startFont.setBold(true);
    m_start->setFont(startFont);
    buttons->addStretch();
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_start);
    outer->addLayout(buttons);

    auto *startKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    startKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(startKey, &QShortcut::activated, m_start, &QPushButton::click);
    auto *startKey2 = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), this);
    startKey2->setContext(Qt::WidgetWithChildrenShortcut);
    connect(startKey2, &QShortcut::activated, m_start, &QPushButton::click);
    connect(m_three, &QRadioButton::toggled, this, &NewGamePage::refreshState);
    connect(m_dummyGroup, &QButtonGroup::idToggled, this, &NewGamePage::refreshState);
    connect(m_dealerGroup, &QButtonGroup::idToggled, this, &NewGamePage::refreshState);
    // Ctrl+1..4 chooses the first dealer without leaving the name being typed.
    for (int s = 0; s < SeatCount; ++s) {
        auto *dealerKey = new QShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + s)), this);
        dealerKey->setContext(Qt::WidgetWithChildrenShortcut);
        connect(dealerKey, &QShortcut::activated, this, [this, s] {
            if (m_dealer[at(s)]->isEnabled())
                setFirstDealer(s);
        });
    }
    // Top to bottom as the form reads, names one after another (typing the
    // table is the common case), then the choices, then the buttons.
    QList<QWidget *> order = {m_three, m_four};
    for (QComboBox *box : m_names)
        order << box;
    for (QRadioButton *b : m_dummy)
        order << b;
    for (QRadioButton *b : m_dealer)
        order << b;
    for (QToolButton *b : m_up)
        order << b;
    order << m_cancel << m_start;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
    connect(m_cancel, &QPushButton::clicked, this, &NewGamePage::cancelled);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (problem().isEmpty())
            emit startRequested(setup());
        else
            refreshState();
    });
    retranslate();
}

void NewGamePage::setKnownPlayers(const QStringList &players)
{
    // Sorted for the reader's language: SQLite compares bytes, not names.
    QStringList names = players;
    QCollator collator{QLocale()};
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(names.begin(), names.end(), collator);
    for (QComboBox *box : m_names) {
        const QString text = box->currentText();
        box->clear();
        box->addItems(names);
        for (int i = 0; i < box->count(); ++i)
            box->setItemData(i, PlayerName::matchKey(box->itemText(i)), NameCompleter::KeyRole);
        box->setCurrentIndex(-1);
        box->setEditText(text);
    }
}

void NewGamePage::setClubNote(const QString &note)
{
    m_clubNote->setText(note);
    m_clubNote->setVisible(!note.isEmpty());
}

void NewGamePage::reset()
{
    for (QComboBox *box : m_names)
        box->setEditText(QString());
    m_setAside = {};
    m_four->setChecked(true);
    m_dummy[3]->setChecked(true);
    m_dealer[0]->setChecked(true);
    refreshState();
}

void NewGamePage::setPlayerCount(int players)
{
    (players == 3 ? m_three : m_four)->setChecked(true);
    refreshState();
}

int NewGamePage::playerCount() const
{
    return m_three->isChecked() ? 3 : 4;
}

void NewGamePage::setSeatName(int seat, const QString &name)
{
    m_names[at(seat)]->setEditText(name);
}

QString NewGamePage::seatName(int seat) const
{
    return m_names[at(seat)]->currentText().trimmed();
}

void NewGamePage::setDummySeat(int seat)
{
    m_dummy[at(seat)]->setChecked(true);
}

void NewGamePage::setFirstDealer(int seat)
{
    m_dealer[at(seat)]->setChecked(true);
}

void NewGamePage::moveUp(int seat)
{
    if (seat <= 0)
        return;
    const QString a = m_names[at(seat)]->currentText();
    const QString b = m_names[at(seat - 1)]->currentText();
    m_names[at(seat)]->setEditText(b);
    m_names[at(seat - 1)]->setEditText(a);
    const int dummy = m_dummyGroup->checkedId();
    if (dummy == seat || dummy == seat - 1)
        m_dummy[at(dummy == seat ? seat - 1 : seat)]->setChecked(true);
    const int dealer = m_dealerGroup->checkedId();
    if (dealer == seat || dealer == seat - 1)
        m_dealer[at(dealer == seat ? seat - 1 : seat)]->setChecked(true);
    refreshState();
}

void NewGamePage::setSetup(const Record &record)
{
    setPlayerCount(record.playerCount());
    if (record.hasDummy())
        setDummySeat(record.dummySeat());
    for (int s = 0; s < SeatCount; ++s) {
        if (record.isPlayer(s))
            setSeatName(s, *record.seats[at(s)]);
    }
    setFirstDealer(record.firstDealer);
}

Record NewGamePage::setup() const
{
    Record record;
    const int dummy = playerCount() == 3 ? m_dummyGroup->checkedId() : -1;
    for (int s = 0; s < SeatCount; ++s) {
        if (s != dummy)
            record.seats[at(s)] = seatName(s);
    }
    record.firstDealer = std::max(0, m_dealerGroup->checkedId());
    return record;
}

QString NewGamePage::problem() const
{
    const Record record = setup();
    // Said first: it follows from the choice just made (the dummy moved onto the dealer's seat),
    // while the names may still be on their way.
    if (!record.isPlayer(record.firstDealer))
        return tr("The dummy never deals: choose a player as the first dealer.");
    for (int s = 0; s < SeatCount; ++s) {
        if (!record.isPlayer(s))
            continue;
        const QString name = *record.seats[at(s)];
        if (name.isEmpty())
            return tr("Seat %1 needs a player's name.").arg(s + 1);
        for (int o = 0; o < s; ++o) {
            if (record.isPlayer(o) && PlayerName::matchKey(*record.seats[at(o)]) == PlayerName::matchKey(name))
                return tr("\"%1\" and \"%2\" are the same player: each player sits in one seat only.")
                    .arg(*record.seats[at(o)], name);
        }
        // The record's rule for names (invisible characters, length).
        if (const QString nameProblem = RecordFormat::seatNameProblem(record.seats, s); !nameProblem.isEmpty())
            //: %1 is the seat number, %2 what is wrong with its name
            return tr("Seat %1: %2").arg(s + 1).arg(nameProblem);
    }
    return {};
}

void NewGamePage::refreshState()
{
    const bool three = playerCount() == 3;
    const int dummy = three ? m_dummyGroup->checkedId() : -1;
    std::array<QString, SeatCount> names;
    for (int s = 0; s < SeatCount; ++s) {
        m_dummy[at(s)]->setVisible(three);
        m_names[at(s)]->setEnabled(s != dummy);
        // The dummy's seat has no player: a name left there would only mislead. It is set aside,
        // and comes back if the dummy moves on before another name is typed in that seat.
        QComboBox *box = m_names[at(s)];
        const QSignalBlocker blocker(box);
        if (s == dummy && !box->currentText().isEmpty()) {
            m_setAside[at(s)] = box->currentText();
            box->setEditText(QString());
        } else if (s != dummy && box->currentText().isEmpty() && !m_setAside[at(s)].isEmpty()) {
            box->setEditText(m_setAside[at(s)]);
            m_setAside[at(s)].clear();
        } else if (s != dummy) {
            m_setAside[at(s)].clear();
        }
        m_names[at(s)]->lineEdit()->setPlaceholderText(s == dummy ? tr("Dummy") : tr("Pick or type a name"));
        fitPlaceholder(m_names[at(s)]);
        names[at(s)] = seatName(s);
    }
    m_picture->setSeating(names, dummy, m_dealerGroup->checkedId());
    const QString why = problem();
    m_problem->setText(why.isEmpty() ? tr("Ready to start.") : why);
    m_start->setEnabled(why.isEmpty());
}

void NewGamePage::nameEntered(int seat)
{
    // On to the next seat with a player, as Tab would; after the last, back to a seat still
    // empty, else to Start, so that one more Enter starts the game once the dealer is seen to.
    for (int s = seat + 1; s < SeatCount; ++s) {
        if (m_names[at(s)]->isEnabled()) {
            m_names[at(s)]->setFocus(Qt::TabFocusReason);
            return;
        }
    }
    for (int s = 0; s < SeatCount; ++s) {
        if (m_names[at(s)]->isEnabled() && seatName(s).isEmpty()) {
            m_names[at(s)]->setFocus(Qt::TabFocusReason);
            return;
        }
    }
    if (m_start->isEnabled())
        m_start->setFocus(Qt::TabFocusReason);
}

void NewGamePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    for (int s = 0; s < SeatCount; ++s) {
        if (m_names[at(s)]->isEnabled()) {
            m_names[at(s)]->setFocus();
            break;
        }
    }
}

void NewGamePage::hideEvent(QHideEvent *event)
{
    // A completion list left open over the next screen would take its first key.
    for (QComboBox *box : m_names) {
        if (QCompleter *completer = box->completer(); completer && completer->popup()->isVisible())
            completer->popup()->hide();
    }
    QWidget::hideEvent(event);
}

void NewGamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NewGamePage::retranslate()
{
    m_title->setText(tr("New game"));
    m_countLabel->setText(tr("Players:"));
    m_three->setText(tr("&3 players and the dummy"));
    m_four->setText(tr("&4 players"));
    for (int s = 0; s < SeatCount; ++s) {
        //: Seats are numbered clockwise round the table.
        m_seatLabels[at(s)]->setText(tr("Seat %1").arg(s + 1));
        m_dummy[at(s)]->setText(tr("Dummy here"));
        m_dealer[at(s)]->setText(tr("First dealer"));
        //: %1 is the key that chooses this seat, e.g. Ctrl+2.
        m_dealer[at(s)]->setToolTip(tr("First dealer: %1").arg(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + s)).toString(QKeySequence::NativeText)));
        m_up[at(s)]->setToolTip(tr("Move up one seat"));
    }
    m_hint->setText(tr("Enter the players clockwise round the table: play passes to the left, from seat 1 to seat 2 "
                       "and on. New names become saved players. Ctrl+1 to Ctrl+4 choose the first dealer; Ctrl+Enter "
                       "starts the game."));
    m_cancel->setText(tr("&Back"));
    m_start->setText(tr("&Start the game"));
    m_start->setToolTip(tr("Alt+S or Ctrl+Enter"));
    refreshState();
}

} // namespace tornei
