#include "predictionmatrixview.h"

#include "card.h"
#include "language.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <cstdlib>

namespace tornei {

namespace {

int rowSum(const RankMatrix &matrix, int predicted)
{
    int sum = 0;
    for (int count : matrix[static_cast<std::size_t>(predicted - 1)])
        sum += count;
    return sum;
}

int columnSum(const RankMatrix &matrix, int got)
{
    int sum = 0;
    for (const std::array<int, 4> &row : matrix)
        sum += row[static_cast<std::size_t>(got - 1)];
    return sum;
}

int total(const RankMatrix &matrix)
{
    int sum = 0;
    for (int predicted = 1; predicted <= 4; ++predicted)
        sum += rowSum(matrix, predicted);
    return sum;
}

// A whole percentage of `of`, in the Players screen's words ("40%").
QString percent(int count, int of)
{
    const int value = of > 0 ? static_cast<int>(std::lround(100.0 * count / of)) : 0;
    return QCoreApplication::translate("tornei::PlayersPage", "%1%").arg(QLocale().toString(value));
}

// A cell: the tricks, and under them their share of `of`.
QString countAndShare(int count, int of)
{
    return QLocale().toString(count) + QLatin1Char('\n') + percent(count, of);
}

// `tint` over the palette's base, by `share` (0-1): strong enough to see,
// never so strong that the text on it is hard to read, in either palette.
QColor shade(const QColor &base, const QColor &tint, double share)
{
    const double amount = share <= 0 ? 0.0 : 0.08 + 0.47 * share;
    return QColor::fromRgbF(static_cast<float>(base.redF() + (tint.redF() - base.redF()) * amount),
                            static_cast<float>(base.greenF() + (tint.greenF() - base.greenF()) * amount),
                            static_cast<float>(base.blueF() + (tint.blueF() - base.blueF()) * amount));
}

// A difference of at least 1 in 20 tricks between calling a rank and getting it.
bool calledMore(const RankMatrix &matrix, int rank)
{
    return 20 * (rowSum(matrix, rank) - columnSum(matrix, rank)) >= total(matrix) && total(matrix) > 0;
}

bool calledLess(const RankMatrix &matrix, int rank)
{
    return 20 * (columnSum(matrix, rank) - rowSum(matrix, rank)) >= total(matrix) && total(matrix) > 0;
}

} // namespace

PredictionMatrixView::PredictionMatrixView(QWidget *parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *choice = new QHBoxLayout;
    layout->addLayout(choice);
    for (int i = 0; i < 3; ++i) {
        m_buttons[i] = new QRadioButton(this);
        m_group->addButton(m_buttons[i], i);
        choice->addWidget(m_buttons[i]);
    }
    m_buttons[0]->setObjectName(QStringLiteral("allTricks"));
    m_buttons[1]->setObjectName(QStringLiteral("leadingTricks"));
    m_buttons[2]->setObjectName(QStringLiteral("followingTricks"));
    m_buttons[0]->setChecked(true);
    choice->addStretch(1);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);
    m_table = new QTableWidget(TotalRow + 1, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("predictionMatrix"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    // The columns share the width (a cell's two short lines fit a club's
    // thousands of tricks), the table as tall as its rows.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (int row = 0; row <= TotalRow; ++row) {
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column, item);
        }
    }
    layout->addWidget(m_table);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("predictionSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    layout->addStretch(1);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { setTricks(static_cast<Tricks>(id)); });
    retranslate();
}

void PredictionMatrixView::showMatrix(const QString &name, const PredictionMatrix &matrix)
{
    m_name = name;
    m_matrix = matrix;
    fill();
}

void PredictionMatrixView::clear()
{
    m_name.clear();
    m_matrix.reset();
    fill();
}

void PredictionMatrixView::setTricks(Tricks tricks)
{
    m_tricks = tricks;
    m_buttons[static_cast<int>(tricks)]->setChecked(true);
    fill();
}

QString PredictionMatrixView::summary() const
{
    return m_summary->text();
}

QRadioButton *PredictionMatrixView::tricksButton(Tricks tricks) const
{
    return m_buttons[static_cast<int>(tricks)];
}

int PredictionMatrixView::pointsLost(const RankMatrix &matrix, int predicted)
{
    int lost = 0;
    for (int got = 1; got <= 4; ++got) {
        if (got != predicted)
            lost += matrix[static_cast<std::size_t>(predicted - 1)][static_cast<std::size_t>(got - 1)] *
                    predictionPoints(got);
    }
    return lost;
}

int PredictionMatrixView::pointsLost(const RankMatrix &matrix)
{
    int lost = 0;
    for (int predicted = 1; predicted <= 4; ++predicted)
        lost += pointsLost(matrix, predicted);
    return lost;
}

int PredictionMatrixView::pointsScored(const RankMatrix &matrix)
{
    int scored = 0;
    for (int rank = 1; rank <= 4; ++rank)
        scored +=
            matrix[static_cast<std::size_t>(rank - 1)][static_cast<std::size_t>(rank - 1)] * predictionPoints(rank);
    return scored;
}

RankMatrix PredictionMatrixView::shown() const
{
    if (!m_matrix)
        return {};
    switch (m_tricks) {
    case Tricks::Leading:
        return m_matrix->leading;
    case Tricks::Following:
        return m_matrix->following;
    case Tricks::All:
        break;
    }
    return m_matrix->all();
}

void PredictionMatrixView::fill()
{
    if (!m_summary)
        return; // a palette change while being made
    const QLocale locale;
    const RankMatrix matrix = shown();
    const int tricks = total(matrix);
    const QColor base = palette().color(QPalette::Base);
    // Green where the prediction came true, amber where it missed; the
    // numbers say the same, so colour is never the only sign.
    const QColor right(0x2e, 0x9d, 0x4f);
    const QColor missed(0xe8, 0x8a, 0x1a);
    for (int predicted = 1; predicted <= 4; ++predicted) {
        const int made = rowSum(matrix, predicted);
        for (int got = 1; got <= 4; ++got) {
            const int count = matrix[static_cast<std::size_t>(predicted - 1)][static_cast<std::size_t>(got - 1)];
            QTableWidgetItem *item = m_table->item(predicted - 1, GotFirst + got - 1);
            item->setText(made > 0 ? countAndShare(count, made) : QStringLiteral("—"));
            item->setBackground(
                made > 0 ? shade(base, predicted == got ? right : missed, static_cast<double>(count) / made) : base);
            //: A cell's tooltip: the ranks predicted and got, the tricks of the cell and of the row, the share.
            item->setToolTip(tr("Predicted %1, got %2: %3 of the %4 predictions of %1 (%5).")
                                 .arg(rankName(predicted), rankName(got), locale.toString(count), locale.toString(made),
                                      percent(count, made)));
        }
        m_table->item(predicted - 1, TricksColumn)->setText(countAndShare(made, tricks));
        m_table->item(predicted - 1, PointsLostColumn)->setText(locale.toString(pointsLost(matrix, predicted)));
    }
    for (int got = 1; got <= 4; ++got) {
        const int count = columnSum(matrix, got);
        m_table->item(TotalRow, GotFirst + got - 1)->setText(countAndShare(count, tricks));
    }
    m_table->item(TotalRow, TricksColumn)->setText(locale.toString(tricks));
    m_table->item(TotalRow, PointsLostColumn)->setText(locale.toString(pointsLost(matrix)));
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int column = 0; column < ColumnCount; ++column)
        m_table->item(TotalRow, column)->setFont(bold);

    if (!m_matrix || tricks == 0) {
        m_summary->setText(tr("No complete tricks in the counted games yet."));
        return;
    }
    QStringList sentences{callSentence(matrix)};
    if (m_tricks == Tricks::All) {
        sentences << overUnderSentence(m_matrix->leading, Tricks::Leading)
                  << overUnderSentence(m_matrix->following, Tricks::Following);
    } else {
        sentences << overUnderSentence(matrix, m_tricks);
    }
    int possible = 0;
    for (int got = 1; got <= 4; ++got)
        possible += columnSum(matrix, got) * predictionPoints(got);
    //: %1 the points the right predictions scored, %2 the points had every prediction been right, %3 the
    //: difference: what the missed predictions lost.
    sentences << tr("The right predictions scored %1 of a possible %2 points; the missed ones lost %3.")
                     .arg(locale.toString(pointsScored(matrix)), locale.toString(possible),
                          locale.toString(pointsLost(matrix)));
    sentences.removeAll(QString());
    m_summary->setText(Language::joinSentences(sentences));
}

// The rank whose calls and results differ most (the most called on a tie of
// differences, then the higher rank): "Aki calls 1st in 40% of these tricks
// and gets 1st in 52%."
QString PredictionMatrixView::callSentence(const RankMatrix &matrix) const
{
    const int tricks = total(matrix);
    int chosen = 1;
    int chosenGap = -1;
    for (int rank = 1; rank <= 4; ++rank) {
        const int gap = std::abs(rowSum(matrix, rank) - columnSum(matrix, rank));
        if (gap > chosenGap || (gap == chosenGap && rowSum(matrix, rank) > rowSum(matrix, chosen))) {
            chosen = rank;
            chosenGap = gap;
        }
    }
    //: %1 the player, %2 a rank ("1st"), %3 and %4 percentages of the tricks shown.
    return tr("%1 calls %2 in %3 of these tricks and gets %2 in %4.")
        .arg(m_name, rankName(chosen), percent(rowSum(matrix, chosen), tricks),
             percent(columnSum(matrix, chosen), tricks));
}

// Which ranks the player calls more often than they get them (by at least 1
// trick in 20), and which less, for the tricks they led or the others.
QString PredictionMatrixView::overUnderSentence(const RankMatrix &matrix, Tricks tricks) const
{
    if (total(matrix) == 0)
        return QString();
    QStringList over;
    QStringList under;
    for (int rank = 1; rank <= 4; ++rank) {
        if (calledMore(matrix, rank))
            over << rankName(rank);
        else if (calledLess(matrix, rank))
            under << rankName(rank);
    }
    const QLocale locale;
    QStringList parts;
    //: What a player does: "over-calls 2nd and 3rd" (predicts those ranks more often than getting them).
    if (!over.isEmpty())
        parts << tr("over-calls %1").arg(locale.createSeparatedList(over));
    //: "under-calls 4th" (predicts it less often than getting it).
    if (!under.isEmpty())
        parts << tr("under-calls %1").arg(locale.createSeparatedList(under));
    if (parts.isEmpty())
        parts << tr("calls each rank about as often as getting it");
    //: Joins what a player over-calls and what they under-calls.
    const QString what = parts.size() == 2 ? tr("%1; %2").arg(parts[0], parts[1]) : parts[0];
    switch (tricks) {
    case Tricks::Leading:
        //: %1 what the player does in the tricks they led, e.g. "over-calls 1st".
        return tr("When leading, %1.").arg(what);
    case Tricks::Following:
        //: %1 what the player does in the tricks someone else led.
        return tr("When not leading, %1.").arg(what);
    case Tricks::All:
        break;
    }
    //: %1 what the player does over all their tricks.
    return tr("Over all tricks, %1.").arg(what);
}

void PredictionMatrixView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        fill();
    QWidget::changeEvent(event);
}

void PredictionMatrixView::retranslate()
{
    m_buttons[0]->setText(tr("All tricks"));
    m_buttons[1]->setText(tr("Leading"));
    m_buttons[2]->setText(tr("Not leading"));
    m_buttons[1]->setToolTip(tr("The tricks this player led."));
    m_buttons[2]->setToolTip(tr("The tricks someone else led."));
    m_caption->setText(tr("Rows: the rank predicted (the prediction card's suit). Columns: the rank the joust card "
                          "got. Complete tricks of the counted games; under each count, its share of the row (in "
                          "the Tricks column and the last row, its share of all the tricks)."));
    QStringList rows;
    for (int rank = 1; rank <= 4; ++rank) {
        const Suit suit = static_cast<Suit>(rank - 1);
        //: A row of the prediction table: the rank predicted with its suit's symbol and letter, e.g. "1st (✦ W)".
        rows << tr("%1 (%2 %3)").arg(rankName(rank), suitSymbol(suit), QString(suitLetter(suit)));
    }
    //: The last row of the prediction table: every prediction, by the rank got.
    rows << tr("All predictions");
    m_table->setVerticalHeaderLabels(rows);
    for (int rank = 1; rank <= 4; ++rank) {
        //: A row's tooltip in the prediction table, e.g. "Predicted 1st: the prediction card was a Wyvern."
        m_table->verticalHeaderItem(rank - 1)->setToolTip(
            tr("Predicted %1: the prediction card was a %2.")
                .arg(rankName(rank), suitName(static_cast<Suit>(rank - 1))));
    }
    QStringList columns;
    for (int rank = 1; rank <= 4; ++rank)
        //: A column of the prediction table: the rank the joust card got.
        columns << tr("Got %1").arg(rankName(rank));
    //: A column of the prediction table: the tricks in the row, and their share of all.
    columns << tr("Tricks");
    //: A column of the prediction table: the points the row's missed predictions lost.
    columns << tr("Points lost");
    m_table->setHorizontalHeaderLabels(columns);
    m_table->horizontalHeaderItem(PointsLostColumn)
        ->setToolTip(tr("For each missed prediction, the points a prediction of the rank the joust card got would "
                        "have scored (2 for 1st, 3 for 2nd, 3 for 3rd, 2 for 4th)."));
    m_summary->setToolTip(tr("Over-calling a rank: predicting it at least 1 trick in 20 more often than getting "
                             "it; under-calling: at least 1 in 20 less often."));
    fill();
}

} // namespace tornei
