#include "gameendpage.h"
#include "filedialogs.h"

#include "charts.h"
#include "chartview.h"
#include "gamestore.h"
#include "plaintext.h"
#include "recordfile.h"
#include "scoresheetprinter.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tornei {

GameEndPage::GameEndPage(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);

    auto *left = new QVBoxLayout;
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSize(24);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText); // the winners' names
    QFont headlineFont = m_headline->font();
    headlineFont.setPointSize(20);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_standings = new QLabel(this);
    m_standings->setObjectName(QStringLiteral("standings"));
    m_standings->setTextFormat(Qt::RichText);
    QFont standingsFont = m_standings->font();
    standingsFont.setPointSize(16);
    m_standings->setFont(standingsFont);
    left->addWidget(m_title);
    left->addWidget(m_headline);
    left->addSpacing(8);
    left->addWidget(m_standings);
    // What the cards prove stays said at the end, not only in the review and the PDF.
    m_violations = new QLabel(this);
    m_violations->setObjectName(QStringLiteral("violations"));
    m_violations->setWordWrap(true);
    m_violations->setTextFormat(Qt::PlainText); // names
    QFont violationsFont = m_violations->font();
    violationsFont.setPointSize(12);
    m_violations->setFont(violationsFont);
    left->addSpacing(8);
    left->addWidget(m_violations);
    left->addStretch();

    // The next steps, the likeliest first.
    m_rematch = new QPushButton(this);
    m_rematch->setObjectName(QStringLiteral("rematchButton"));
    QFont rematchFont = m_rematch->font();
    rematchFont.setPointSize(14);
    rematchFont.setBold(true);
    m_rematch->setFont(rematchFont);
    m_rematch->setDefault(true);
    m_previous = new QPushButton(this);
    m_previous->setObjectName(QStringLiteral("reviewButton"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_print = new QPushButton(this);
    m_print->setObjectName(QStringLiteral("printButton"));
    m_pdf = new QPushButton(this);
    m_pdf->setObjectName(QStringLiteral("pdfButton"));
    m_table = new QPushButton(this);
    m_table->setObjectName(QStringLiteral("backToTableButton"));
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("startScreenButton"));
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_rematch, 0, 0, 1, 2);
    buttons->addWidget(m_previous, 1, 0);
    buttons->addWidget(m_export, 1, 1);
    buttons->addWidget(m_print, 2, 0);
    buttons->addWidget(m_pdf, 2, 1);
    buttons->addWidget(m_table, 3, 0);
    buttons->addWidget(m_start, 3, 1);
    left->addLayout(buttons);
    m_exported = new QLabel(this);
    m_exported->setObjectName(QStringLiteral("exportedNotice"));
    m_exported->setWordWrap(true);
    m_exported->setTextFormat(Qt::PlainText); // a path
    m_exported->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exported->hide();
    left->addWidget(m_exported);
    layout->addLayout(left, 2);

    auto *right = new QVBoxLayout;
    m_chart = new ChartView(this);
    right->addWidget(m_chart, 1);
    auto *saveChart = new QToolButton(this);
    saveChart->setObjectName(QStringLiteral("saveChartButton"));
    saveChart->setDefaultAction(m_chart->saveAction());
    right->addWidget(saveChart, 0, Qt::AlignRight);
    layout->addLayout(right, 3);

    connect(m_rematch, &QPushButton::clicked, this, [this] {
        if (m_replay)
            emit rematchRequested(m_replay->record().rematch());
    });
    connect(m_previous, &QPushButton::clicked, this, [this] { emit reviewRequested(m_game); });
    connect(m_export, &QPushButton::clicked, this, &GameEndPage::exportWithDialog);
    connect(m_print, &QPushButton::clicked, this, &GameEndPage::printWithDialog);
    connect(m_pdf, &QPushButton::clicked, this, &GameEndPage::savePdfWithDialog);
    connect(m_table, &QPushButton::clicked, this, &GameEndPage::backToTableRequested);
    connect(m_start, &QPushButton::clicked, this, &GameEndPage::startScreenRequested);
    retranslate();
}

void GameEndPage::setGame(const Replay &replay, qint64 game)
{
    m_replay.emplace(replay);
    m_game = game;
    m_exportedPath.clear();
    const GameScoreData scores = Charts::gameScoreData(replay);
    m_chart->setBuilder([scores](const QPalette &palette) { return Charts::gameScores(scores, palette); },
                        QStringLiteral("scores"));
    retranslate();
}

bool GameEndPage::exportRecord(const QString &path, QString *error) const
{
    if (!m_replay) {
        if (error)
            *error = tr("There is no game to export.");
        return false;
    }
    return RecordFile::write(m_replay->record(), path, error);
}

QString GameEndPage::headlineText() const
{
    return m_headline->text();
}

QString GameEndPage::standingsText() const
{
    return m_standings->text();
}

QString GameEndPage::violationsText() const
{
    return m_violations->isVisibleTo(this) ? m_violations->text() : QString();
}

void GameEndPage::exportWithDialog()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = FileDialogs::saveFileName(this, tr("Export the game record"),
                                                QDir(dir).filePath(QStringLiteral("tornei-game-%1.json").arg(m_game)),
                                                tr("Tornei records (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    exportTo(path);
}

bool GameEndPage::exportTo(const QString &path)
{
    QString error;
    if (!exportRecord(path, &error)) {
        QMessageBox::warning(this, tr("Export the game record"), error);
        return false;
    }
    m_exportedPath = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    retranslate();
    return true;
}

void GameEndPage::printWithDialog()
{
    if (m_replay)
        ScoreSheetPrinter::printWithDialog(this, *m_replay);
}

void GameEndPage::savePdfWithDialog()
{
    if (m_replay)
        ScoreSheetPrinter::savePdfWithDialog(this, *m_replay);
}

void GameEndPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GameEndPage::retranslate()
{
    m_title->setText(tr("Game over"));
    m_previous->setText(tr("◀ &Previous trick and review"));
    m_export->setText(tr("&Export record…"));
    m_print->setText(tr("Print score sheet…"));
    m_pdf->setText(tr("Save score sheet as PDF…"));
    m_table->setText(tr("Back to the &table"));
    m_table->setToolTip(tr("To undo a card, or to enter the dummy's turned-up cards not entered yet (Ctrl+D)"));
    m_start->setText(tr("&Start screen"));
    //: %1 is the path of the record file just written.
    m_exported->setText(m_exportedPath.isEmpty() ? QString() : tr("✓ Record saved to %1").arg(m_exportedPath));
    m_exported->setVisible(!m_exportedPath.isEmpty());
    if (!m_replay) {
        m_headline->clear();
        m_standings->clear();
        m_violations->clear();
        m_violations->hide();
        m_rematch->setText(tr("Rematch"));
        return;
    }
    const std::vector<Standing> table = m_replay->standings();
    QStringList winners;
    for (const Standing &s : table) {
        if (s.winner)
            winners << s.name;
    }
    if (winners.size() > 1)
        //: %1 lists the players sharing the win, e.g. "Aki and Ben".
        m_headline->setText(tr("★ Shared win: %1").arg(winners.join(tr(" and "))));
    else if (!winners.isEmpty())
        m_headline->setText(tr("★ %1 wins").arg(winners.first()));

    QString html = QStringLiteral("<table cellspacing='0' cellpadding='6'>");
    for (const Standing &s : table) {
        const QString place = s.shared ? tr("%1 (shared)").arg(s.place) : QString::number(s.place);
        html += QStringLiteral("<tr valign='middle'><td align='right'>%1</td><td>%2<b>%3</b></td><td align='right'><b>%4</b></td></tr>")
                    .arg(place.toHtmlEscaped(), s.winner ? QStringLiteral("★ ") : QString(), s.name.toHtmlEscaped(),
                         tr("%n point(s)", "", s.total).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    m_standings->setText(html);

    // The first few in full; the review lists them all, each at its trick.
    const std::vector<Violation> &violations = m_replay->violations();
    constexpr std::size_t Shown = 3;
    QStringList lines;
    for (std::size_t i = 0; i < std::min(violations.size(), Shown); ++i)
        lines << QStringLiteral("• ") + m_replay->describeInGame(violations[i]);
    if (violations.size() > Shown)
        lines << tr("…and %n more: see the review.", "", static_cast<int>(violations.size() - Shown));
    if (!lines.isEmpty())
        lines.prepend(tr("⚠ Violations in this game (%1):").arg(violations.size()));
    m_violations->setText(lines.join(QLatin1Char('\n')));
    m_violations->setVisible(!lines.isEmpty());

    const Record next = m_replay->record().rematch();
    //: %1 is the player who deals first in the next game.
    m_rematch->setText(
        PlainText::buttonText(tr("Rematch, same seats — %1 deals first").arg(next.seatName(next.firstDealer))));
}

} // namespace tornei
