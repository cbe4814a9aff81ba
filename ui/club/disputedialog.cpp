#include "disputedialog.h"

#include "seatindex.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <algorithm>

namespace tornei {

namespace {

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

} // namespace

DisputeDialog::DisputeDialog(const ClubDispute &dispute, const QString &event, QWidget *parent)
    : QDialog(parent)
    , m_dispute(dispute)
    , m_event(event)
    , m_summaries(ClubDisputes::summarize(dispute))
{
    setObjectName(QStringLiteral("disputeDialog"));
    // Read at a table, often standing: a size up from the app's.
    QFont large = font();
    if (large.pointSizeF() > 0)
        large.setPointSizeF(large.pointSizeF() * 1.25);
    setFont(large);

    auto *layout = new QVBoxLayout(this);
    m_intro = plainLabel(this);
    m_intro->setObjectName(QStringLiteral("disputeIntro"));
    layout->addWidget(m_intro);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *row = new QWidget(scroll);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    m_choices = new QButtonGroup(this);
    for (std::size_t i = 0; i < m_dispute.revisions.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const RevisionSummary &summary = m_summaries[i];
        Column column;
        column.box = new QGroupBox(row);
        column.box->setObjectName(QStringLiteral("revisionBox%1").arg(number));
        auto *boxLayout = new QVBoxLayout(column.box);
        column.choose = new QRadioButton(column.box);
        column.choose->setObjectName(QStringLiteral("revision%1").arg(number));
        QFont bold = column.choose->font();
        bold.setBold(true);
        column.choose->setFont(bold);
        m_choices->addButton(column.choose, number);
        boxLayout->addWidget(column.choose);
        column.sent = plainLabel(column.box);
        column.extent = plainLabel(column.box);
        boxLayout->addWidget(column.sent);
        boxLayout->addWidget(column.extent);
        if (summary.record) {
            column.totalsTitle = plainLabel(column.box);
            boxLayout->addWidget(column.totalsTitle);
            auto *totals = new QGridLayout;
            totals->setContentsMargins(12, 0, 0, 0);
            int line = 0;
            // The players' totals in seat order; the dummy is no player.
            for (int s = 0; s < SeatCount; ++s) {
                if (!summary.record->isPlayer(s))
                    continue;
                QLabel *name = plainLabel(column.box);
                name->setWordWrap(false);
                name->setText(summary.record->seats[at(s)].value_or(QString()));
                QLabel *total = plainLabel(column.box);
                total->setWordWrap(false);
                total->setText(QLocale().toString(summary.totals[at(s)]));
                total->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
                totals->addWidget(name, line, 0);
                totals->addWidget(total, line, 1);
                ++line;
            }
            totals->setColumnStretch(0, 1);
            boxLayout->addLayout(totals);
        }
        column.difference = plainLabel(column.box);
        column.difference->setObjectName(QStringLiteral("revisionDifference%1").arg(number));
        boxLayout->addWidget(column.difference);
        boxLayout->addStretch(1);
        rowLayout->addWidget(column.box, 1);
        m_columns.push_back(column);
    }
    scroll->setWidget(row);
    layout->addWidget(scroll, 1);

    auto *reasonRow = new QHBoxLayout;
    m_reasonLabel = new QLabel(this);
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("disputeReason"));
    m_reasonLabel->setBuddy(m_reason);
    reasonRow->addWidget(m_reasonLabel);
    reasonRow->addWidget(m_reason, 1);
    layout->addLayout(reasonRow);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_choices, &QButtonGroup::idToggled, this, &DisputeDialog::updateOk);
    connect(m_reason, &QLineEdit::textChanged, this, &DisputeDialog::updateOk);
    retranslate();
    updateOk();
    // Every revision in view when the screen allows, the dialog within a 1366x768 one when it does not.
    for (const Column &column : m_columns)
        column.box->setMinimumWidth(fontMetrics().averageCharWidth() * 34);
    const QSize wanted = row->sizeHint();
    scroll->setMinimumSize(std::min(wanted.width() + scroll->verticalScrollBar()->sizeHint().width(), 1100),
                           std::min(wanted.height(), 440));
}

DisputeDialog::~DisputeDialog() = default;

int DisputeDialog::choice() const
{
    return std::max(0, m_choices->checkedId());
}

QString DisputeDialog::reason() const
{
    return m_reason->text().trimmed();
}

QRadioButton *DisputeDialog::revisionButton(int choice) const
{
    if (choice < 1 || choice > static_cast<int>(m_columns.size()))
        return nullptr;
    return m_columns[static_cast<std::size_t>(choice - 1)].choose;
}

QPushButton *DisputeDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void DisputeDialog::updateOk()
{
    // Both required: which revision, and why (the server keeps the reason with what it sets aside).
    okButton()->setEnabled(choice() > 0 && !reason().isEmpty());
}

void DisputeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void DisputeDialog::retranslate()
{
    //: %1 is the game's number on the club's server.
    setWindowTitle(tr("Resolve the dispute of game #%1").arg(m_dispute.number));
    //: Where a disputed game was played: %1 the club event, %2 the round, %3 the table.
    const QString where =
        m_dispute.event
            ? tr("It was played at %1, round %2, table %3.").arg(m_event).arg(m_dispute.round).arg(m_dispute.table)
            : tr("It belongs to no club event.");
    //: %1 is the game's number on the club's server, %n how many revisions it has.
    m_intro->setText(tr("Game #%1 has %n revision(s).", nullptr, static_cast<int>(m_dispute.revisions.size()))
                         .arg(m_dispute.number) +
                     QLatin1Char(' ') + where + QLatin1Char(' ') +
                     tr("Choose the one the club keeps: the others are set aside on the server with your reason, "
                        "and every laptop takes the one kept at its next sync."));
    const QLocale locale;
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const DisputedRevision &revision = m_dispute.revisions[i];
        const RevisionSummary &summary = m_summaries[i];
        Column &column = m_columns[i];
        //: A revision of a disputed game, numbered as the choice takes it.
        column.box->setTitle(tr("Revision %1").arg(number));
        column.choose->setText(revision.current ? tr("Keep the club's revision") : tr("Keep this revision"));
        //: %1 the login that sent a revision, %2 when it came.
        column.sent->setText(
            tr("Sent by %1, %2")
                .arg(revision.submittedBy, locale.toString(revision.submittedAt.toLocalTime(), QLocale::ShortFormat)));
        if (!summary.record) {
            column.extent->setText(tr("Its record cannot be read."));
        } else {
            //: How far a revision goes: %1 how many cards, %2 "finished" or how many rounds are complete.
            column.extent->setText(tr("%1, %2").arg(
                tr("%n card(s)", nullptr, summary.cards),
                summary.finished ? tr("finished") : tr("%n round(s) complete", nullptr, summary.roundsComplete)));
        }
        if (column.totalsTitle)
            column.totalsTitle->setText(tr("Totals:"));
        if (!summary.record)
            column.difference->clear();
        else if (revision.current)
            column.difference->setText(tr("The club's revision: the one the server has now."));
        else if (summary.firstDifference)
            //: %1 the card's place in entry order, %2 its round.
            column.difference->setText(tr("Differs from the club's revision from card %1 (round %2).")
                                           .arg(*summary.firstDifference + 1)
                                           .arg(summary.differenceRound));
        else
            column.difference->setText(tr("The same cards as the club's revision; it differs in names, date or "
                                          "exclusion."));
    }
    m_reasonLabel->setText(tr("&Why:"));
    m_reason->setPlaceholderText(tr("Required: the club keeps it with what is set aside"));
}

} // namespace tornei
