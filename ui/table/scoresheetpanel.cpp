#include "scoresheetpanel.h"

#include "scoresheetmodel.h"
#include "tabletexts.h"
#include "violationlist.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

ScoreSheetPanel::ScoreSheetPanel(QWidget *parent)
    : QTabWidget(parent)
{
    m_scoreModel = new ScoreSheetModel(this);
    m_scoreView = new QTableView(this);
    m_scoreView->setObjectName(QStringLiteral("scoreSheet"));
    m_scoreView->setModel(m_scoreModel);
    m_scoreView->setFocusPolicy(Qt::NoFocus);
    m_scoreView->setWordWrap(false); // a cell's lines are short; a wrapped one would read as two
    m_scoreView->installEventFilter(this); // its width decides the size of the names
    m_scoreView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_scoreView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_violations = new ViolationList(this);
    m_violations->setFocusPolicy(Qt::NoFocus);
    // The sheet with what its marks mean under it.
    auto *sheet = new QWidget(this);
    auto *sheetLayout = new QVBoxLayout(sheet);
    sheetLayout->setContentsMargins(0, 0, 0, 0);
    m_scoreView->setParent(sheet);
    m_scoreLegend = new QLabel(sheet);
    m_scoreLegend->setObjectName(QStringLiteral("scoreLegend"));
    m_scoreLegend->setWordWrap(true);
    m_scoreLegend->setMargin(4);
    sheetLayout->addWidget(m_scoreView, 1);
    sheetLayout->addWidget(m_scoreLegend);
    addTab(sheet, QString());
    addTab(m_violations, QString());

    // The score sheet and the violations follow the session themselves; the
    // panel keeps the room the rows' names need and the tab's title.
    connect(m_violations, &ViolationList::trickRequested, this, &ScoreSheetPanel::trickRequested);
    // The tab bar lays itself out again on any text set, the same or not.
    connect(m_violations, &ViolationList::titleChanged, this, [this](const QString &title) {
        if (tabText(1) != title)
            setTabText(1, title);
    });
    connect(m_scoreModel, &QAbstractItemModel::modelReset, this, &ScoreSheetPanel::fitScoreSheet);
    connect(m_scoreModel, &QAbstractItemModel::headerDataChanged, this, &ScoreSheetPanel::fitScoreSheet);
    // A wider score may leave the names less room.
    connect(m_scoreModel, &QAbstractItemModel::dataChanged, this, &ScoreSheetPanel::fitScoreSheet);
    retranslate();
}

void ScoreSheetPanel::follow(const GameSession *session)
{
    m_scoreModel->follow(session);
    m_violations->follow(session);
}

void ScoreSheetPanel::fitScoreSheet()
{
    // The rounds' and the players' names in full: with long names in a narrow panel both headers
    // are written smaller (down to a minimum) rather than cut. The cells keep their size.
    const int columns = m_scoreModel->columnCount();
    int cells = 0;
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < m_scoreModel->rowCount(); ++r) {
            QFont font = m_scoreView->font();
            if (const QVariant f = m_scoreModel->index(r, c).data(Qt::FontRole); f.isValid())
                font = f.value<QFont>();
            for (const QString &line : m_scoreModel->index(r, c).data().toString().split(QLatin1Char('\n')))
                cells = std::max(cells, QFontMetrics(font).horizontalAdvance(line) + 6);
        }
    }
    const auto widest = [](const QFont &font, Qt::Orientation orientation, int count, const QAbstractItemModel *model) {
        int width = 0;
        for (int i = 0; i < count; ++i) {
            for (const QString &line : model->headerData(i, orientation).toString().split(QLatin1Char('\n')))
                width = std::max(width, QFontMetrics(font).horizontalAdvance(line));
        }
        return width;
    };
    const int room = m_scoreView->width() - 2 * m_scoreView->frameWidth();
    QFont f = m_scoreView->font();
    const auto need = [&](const QFont &font) {
        const int rows = widest(font, Qt::Vertical, m_scoreModel->rowCount(), m_scoreModel) + 12;
        // A section's label has the style's margin on each side, and a stretched column may lose a pixel.
        const int margins = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_scoreView->horizontalHeader()) + 3;
        return rows + columns * std::max(widest(font, Qt::Horizontal, columns, m_scoreModel) + margins, cells);
    };
    while (room > 0 && f.pointSizeF() - 0.5 >= 7 && need(f) > room)
        f.setPointSizeF(f.pointSizeF() - 0.5);
    m_scoreView->horizontalHeader()->setFont(f);
    m_scoreView->verticalHeader()->setFont(f);
    // The header keeps the width it first had when only the data changes.
    m_scoreView->verticalHeader()->setMinimumWidth(widest(f, Qt::Vertical, m_scoreModel->rowCount(), m_scoreModel) + 12);
}

bool ScoreSheetPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Asked while the panel is still being made: only what exists yet is compared.
    if (event->type() == QEvent::Resize && m_scoreView && m_scoreModel && watched == m_scoreView)
        fitScoreSheet();
    return QTabWidget::eventFilter(watched, event);
}

void ScoreSheetPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

void ScoreSheetPanel::retranslate()
{
    m_scoreLegend->setText(ScoreSheetModel::legend());
    setTabText(0, TableTexts::tr("Score sheet"));
    setTabText(1, m_violations->title());
    m_scoreModel->retranslate();
}

} // namespace tornei
