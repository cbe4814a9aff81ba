#include "trickview.h"

#include "suitstyle.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace tornei {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

TrickView::TrickView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void TrickView::show(std::shared_ptr<const Replay> replay, int round, int trick, std::optional<Slot> next,
                     std::optional<Slot> selected)
{
    m_replay = std::move(replay);
    m_round = round;
    m_trick = trick;
    m_next = next;
    m_selected = selected;
    update();
}

void TrickView::setFlagged(std::vector<Slot> flagged)
{
    m_flagged = std::move(flagged);
    update();
}

bool TrickView::isFlagged(const Slot &slot) const
{
    return std::find(m_flagged.begin(), m_flagged.end(), slot) != m_flagged.end();
}

QRect TrickView::slotRect(const Slot &slot) const
{
    if (m_replay) {
        // Lay out now, without painting on screen: the last paint may predate the current state.
        QImage scratch(size().expandedTo(QSize(1, 1)), QImage::Format_ARGB32);
        QPainter p(&scratch);
        const_cast<TrickView *>(this)->render(&p);
    }
    for (const auto &[rect, s] : m_hits) {
        if (s == slot)
            return rect;
    }
    return {};
}

void TrickView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void TrickView::mousePressEvent(QMouseEvent *event)
{
    for (const auto &[rect, slot] : m_hits) {
        if (rect.contains(event->position().toPoint())) {
            emit slotClicked(slot);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void TrickView::paintEvent(QPaintEvent *)
{
    m_hits.clear();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (!m_replay)
        return;
    const Replay &replay = *m_replay;
    const Record &record = replay.record();
    const int dummy = record.dummySeat();

    QRectF area = rect().adjusted(8, 8, -8, -8);
    if (dummy >= 0) {
        const qreal boardWidth = qMin<qreal>(260.0, area.width() * 0.3);
        paintDummyBoard(painter, QRectF(area.right() - boardWidth, area.top(), boardWidth, area.height()));
        area.setRight(area.right() - boardWidth - 8);
    }

    const bool hasRound = m_round < static_cast<int>(replay.rounds().size());
    const RoundResult *roundResult = hasRound ? &replay.round(m_round) : nullptr;
    const TrickResult *trickResult = roundResult && m_trick < static_cast<int>(roundResult->tricks.size())
                                         ? &roundResult->tricks[at(m_trick)]
                                         : nullptr;
    const Trick *trick = hasRound && m_trick < static_cast<int>(record.rounds[at(m_round)].tricks.size())
                             ? &record.rounds[at(m_round)].tricks[at(m_trick)]
                             : nullptr;
    int leader = trickResult ? trickResult->leader : -1;
    if (leader < 0 && m_next && m_next->kind == EntryKind::Joust && m_next->index == m_trick)
        leader = m_next->seat;
    const bool complete = trickResult && trickResult->complete;

    // Tricks won and correct predictions in this round up to the shown trick.
    SeatArray won{};
    SeatArray correct{};
    if (roundResult) {
        for (int t = 0; t < static_cast<int>(roundResult->tricks.size()) && t <= m_trick; ++t) {
            const TrickResult &tr = roundResult->tricks[at(t)];
            if (!tr.complete)
                continue;
            ++won[at(tr.winner)];
            for (int s = 0; s < SeatCount; ++s)
                correct[at(s)] += tr.correct[at(s)] ? 1 : 0;
        }
    }

    // Three rows of cards (top, middle, bottom); names stand beside the cards.
    const qreal gap = 8.0;
    const qreal badgeRoom = 14.0; // the rank badge sits on the top edge of a card
    const qreal h = qMin<qreal>(150.0, (area.height() - 2 * gap - 3 * badgeRoom) / 3.0);
    const qreal w = h * 0.72;
    // Names stand left of the left seat's cards and right of the others'.
    const qreal nameRoom = qMin<qreal>(190.0, area.width() * 0.24);
    const QPointF c(area.center().x() - w * 0.4, area.center().y() + badgeRoom / 2);
    const qreal dx = qMax(w * 1.9, qMin(area.width() / 2 - w * 0.9 - nameRoom, w * 2.8));
    const std::array<QPointF, SeatCount> anchors = {
        QPointF(c.x(), c.y() + h + gap + badgeRoom), // seat 0: bottom
        QPointF(c.x() - dx, c.y()),                 // seat 1: left
        QPointF(c.x(), c.y() - h - gap - badgeRoom), // seat 2: top
        QPointF(c.x() + dx, c.y()),                 // seat 3: right
    };

    QFont nameFont = font();
    nameFont.setPointSizeF(qBound(12.0, h / 6.0, 20.0));
    nameFont.setBold(true);
    QFont infoFont = font();
    infoFont.setPointSizeF(qMax(10.0, h / 9.0));

    for (int s = 0; s < SeatCount; ++s) {
        const QPointF anchor = anchors[at(s)];
        const QRectF joustRect(anchor.x() - w / 2, anchor.y() - h / 2, w, h);
        const QRectF predRect(joustRect.right() + 6, joustRect.top() + h * 0.25, w * 0.75, h * 0.75);
        const bool isDummy = s == dummy;

        const Slot joustSlot{EntryKind::Joust, m_round, m_trick, s};
        const Slot predSlot{EntryKind::Prediction, m_round, m_trick, s};
        const CardSlot joust = trick ? trick->jousts[at(s)] : std::nullopt;
        const CardSlot pred = trick ? trick->predictions[at(s)] : std::nullopt;
        const bool nextHere = m_next && m_next->seat == s && m_next->round == m_round && m_next->index == m_trick
                              && (m_next->kind == EntryKind::Joust || m_next->kind == EntryKind::Prediction);
        const bool seatHighlighted = nextHere;

        SuitStyle::drawCard(painter, joustRect, pal, joust ? SuitStyle::Face::Up : SuitStyle::Face::Empty, joust,
                            (nextHere && m_next->kind == EntryKind::Joust) || (m_selected && *m_selected == joustSlot));
        if (joust)
            m_hits.push_back({joustRect.toAlignedRect(), joustSlot});
        if (joust && isFlagged(joustSlot)) {
            // A warning sign on the card's bottom edge: never colour alone.
            const QRectF flag(joustRect.left() - 4, joustRect.bottom() - 12, qMax(w * 0.6, 34.0), 24);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0xc0, 0x30, 0x30));
            painter.drawRoundedRect(flag, 8, 8);
            painter.setPen(Qt::white);
            painter.setFont(infoFont);
            painter.drawText(flag, Qt::AlignCenter, QStringLiteral("⚠"));
        }
        if (!isDummy) {
            const bool predNext = nextHere && m_next->kind == EntryKind::Prediction;
            SuitStyle::drawCard(painter, predRect, pal,
                                pred ? SuitStyle::Face::Up : (joust || predNext ? SuitStyle::Face::Down
                                                                                 : SuitStyle::Face::Empty),
                                pred, predNext || (m_selected && *m_selected == predSlot));
            if (pred)
                m_hits.push_back({predRect.toAlignedRect(), predSlot});
        }

        // Rank on the joust card, ✓/✗ and points on the prediction.
        if (complete) {
            const int rank = trickResult->rank[at(s)];
            QFont rankFont = infoFont;
            rankFont.setBold(true);
            painter.setFont(rankFont);
            const QRectF badge(joustRect.left() - 4, joustRect.top() - 14, w * 0.75, 26);
            painter.setPen(Qt::NoPen);
            painter.setBrush(rank == 1 ? pal.color(QPalette::Highlight) : pal.color(QPalette::Dark));
            painter.drawRoundedRect(badge, 8, 8);
            painter.setPen(rank == 1 ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::BrightText));
            painter.drawText(badge, Qt::AlignCenter, rankName(rank));
            if (!isDummy && pred) {
                // ✓/✗ with the points gained, on the top edge of the prediction card.
                const bool ok = trickResult->correct[at(s)];
                const QString mark = ok ? tr("✓ +%1").arg(predictionPoints(rank)) : tr("✗");
                const QRectF markBadge(predRect.left() - 2, predRect.top() - 14, qMax(w * 0.75, 44.0), 26);
                painter.setPen(Qt::NoPen);
                painter.setBrush(ok ? QColor(0x2e, 0x8b, 0x3a) : QColor(0xc0, 0x30, 0x30));
                painter.drawRoundedRect(markBadge, 8, 8);
                painter.setPen(Qt::white);
                painter.drawText(markBadge, Qt::AlignCenter, mark);
            }
        }

        // Name and status.
        const QString name = record.seatName(s);
        QString marks;
        if (s == leader)
            marks += tr(" ◆ leader");
        if (complete && trickResult->winner == s)
            marks += tr(" ★ wins, leads next");
        //: Seat status: tricks won and correct predictions this round.
        const QString info = isDummy ? tr("Tricks %1").arg(won[at(s)])
                                     : tr("Tricks %1 · ✓ %2").arg(won[at(s)]).arg(correct[at(s)]);
        // Beside the cards: left of them, or right of them for the seat on the right.
        QRectF nameRect;
        Qt::Alignment align = Qt::AlignLeft;
        if (s == 1) {
            nameRect = QRectF(area.left(), joustRect.top(), qMax<qreal>(60.0, joustRect.left() - 10 - area.left()), h);
            align = Qt::AlignRight;
        } else {
            const qreal left = (isDummy ? joustRect.right() : predRect.right()) + 10;
            const qreal right = area.right();
            nameRect = QRectF(left, joustRect.top(), qMax<qreal>(60.0, right - left), h);
        }
        const qreal line = nameRect.height() / 3;
        const QString shownName = (seatHighlighted ? QStringLiteral("▶ ") : QString()) + name;
        const qreal textWidth = qMin(nameRect.width(), std::max({QFontMetricsF(nameFont).horizontalAdvance(shownName),
                                                              QFontMetricsF(infoFont).horizontalAdvance(marks.trimmed()),
                                                              QFontMetricsF(infoFont).horizontalAdvance(info)}));
        if (seatHighlighted) {
            painter.setPen(Qt::NoPen);
            QColor hl = pal.color(QPalette::Highlight);
            hl.setAlpha(60);
            painter.setBrush(hl);
            const QRectF textRect = align == Qt::AlignRight
                                        ? QRectF(nameRect.right() - textWidth, nameRect.top(), textWidth, h)
                                        : QRectF(nameRect.left(), nameRect.top(), textWidth, h);
            painter.drawRoundedRect(textRect.adjusted(-6, -2, 6, 2), 6, 6);
        }
        painter.setPen(pal.color(QPalette::WindowText));
        painter.setFont(nameFont);
        painter.drawText(QRectF(nameRect.left(), nameRect.top(), nameRect.width(), line), align | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(shownName, Qt::ElideRight, int(nameRect.width())));
        painter.setFont(infoFont);
        painter.drawText(QRectF(nameRect.left(), nameRect.top() + line, nameRect.width(), line),
                         align | Qt::AlignVCenter, marks.trimmed());
        painter.drawText(QRectF(nameRect.left(), nameRect.top() + 2 * line, nameRect.width(), line),
                         align | Qt::AlignVCenter, info);
    }
}

void TrickView::paintDummyBoard(QPainter &painter, const QRectF &area)
{
    const Replay &replay = *m_replay;
    const QPalette pal = palette();
    painter.save();
    painter.setPen(pal.color(QPalette::Mid));
    painter.setBrush(pal.color(QPalette::AlternateBase));
    painter.drawRoundedRect(area, 8, 8);

    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(14);
    painter.setFont(title);
    painter.setPen(pal.color(QPalette::WindowText));
    const QRectF inner = area.adjusted(10, 8, -10, -8);
    painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), 24), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Dummy's board"));
    QFont note = font();
    note.setPointSizeF(10);
    painter.setFont(note);
    //: Under the title of the dummy's board: how its piles are shown.
    painter.drawText(QRectF(inner.left(), inner.top() + 22, inner.width(), 16), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Top card first, underlined"));

    // The board before the shown trick, and the card it plays in it.
    DummyBoard board;
    std::optional<Card> played;
    if (m_round < static_cast<int>(replay.rounds().size())) {
        const RoundResult &rr = replay.round(m_round);
        const Round &round = replay.record().rounds[at(m_round)];
        if (m_trick < static_cast<int>(rr.tricks.size())) {
            board = rr.tricks[at(m_trick)].dummyBoard;
            played = round.tricks[at(m_trick)].jousts[at(replay.record().dummySeat())];
        } else {
            board = rr.dummyBoard;
        }
    }
    QFont pileFont = font();
    pileFont.setPointSizeF(16);
    QFont topFont = pileFont;
    topFont.setBold(true);
    topFont.setUnderline(true);
    const qreal rowHeight = qMin<qreal>(44.0, (inner.height() - 90) / 4);
    for (int s = 0; s < SuitCount; ++s) {
        const Suit suit = static_cast<Suit>(s);
        const QRectF row(inner.left(), inner.top() + 42 + s * rowHeight, inner.width(), rowHeight);
        painter.setPen(SuitStyle::colour(suit, pal));
        painter.setFont(topFont);
        painter.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, suitSymbol(suit) + suitLetter(suit) + QStringLiteral(" ▸"));
        const std::vector<Card> &pile = board.pile(suit);
        qreal x = row.left() + 60;
        if (pile.empty()) {
            painter.setFont(pileFont);
            painter.drawText(QRectF(x, row.top(), row.width() - 60, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                             QStringLiteral("—"));
        }
        for (auto it = pile.rbegin(); it != pile.rend(); ++it) {
            const bool isTop = it == pile.rbegin();
            const bool isPlayed = played && *played == *it;
            painter.setFont(isTop ? topFont : pileFont);
            const QString text = QString::number(it->number);
            const qreal tw = painter.fontMetrics().horizontalAdvance(text) + 12;
            const QRectF cell(x, row.top() + 4, tw, row.height() - 8);
            if (isPlayed) {
                QPen pen(pal.color(QPalette::Highlight));
                pen.setWidth(3);
                painter.setPen(pen);
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(cell, 4, 4);
            }
            painter.setPen(SuitStyle::colour(suit, pal));
            painter.drawText(cell, Qt::AlignCenter, text);
            // A board card can be clicked to correct the layout entry it came from.
            if (m_round < static_cast<int>(replay.record().rounds.size())) {
                const std::vector<Card> &layout = replay.record().rounds[at(m_round)].dummyLayout;
                const auto found = std::find(layout.begin(), layout.end(), *it);
                if (found != layout.end()) {
                    const Slot slot{EntryKind::DummyLayout, m_round, static_cast<int>(found - layout.begin()),
                                    replay.record().dummySeat()};
                    m_hits.push_back({cell.toAlignedRect(), slot});
                    if (m_selected && *m_selected == slot) {
                        QPen pen(pal.color(QPalette::Highlight));
                        pen.setWidth(3);
                        pen.setStyle(Qt::DashLine);
                        painter.setPen(pen);
                        painter.setBrush(Qt::NoBrush);
                        painter.drawRoundedRect(cell.adjusted(-2, -2, 2, 2), 4, 4);
                    }
                }
            }
            x += tw + 2;
        }
    }
    // The prediction pile: what has been turned up so far; each card can be
    // clicked to correct it.
    if (m_round < static_cast<int>(replay.record().rounds.size())) {
        const Round &round = replay.record().rounds[at(m_round)];
        QFont small = font();
        small.setPointSizeF(11);
        painter.setFont(small);
        painter.setPen(pal.color(QPalette::WindowText));
        const QFontMetricsF metrics(small);
        const QRectF pileRect(inner.left(), inner.top() + 42 + 4 * rowHeight + 4, inner.width(),
                              inner.bottom() - (inner.top() + 42 + 4 * rowHeight + 4));
        const QString pileTitle = round.dummyPredictions.empty() ? tr("Prediction pile: none turned up yet")
                                                             : tr("Prediction pile turned up:");
        QRectF titleRect;
        painter.drawText(pileRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, pileTitle, &titleRect);
        qreal x = pileRect.left();
        qreal y = titleRect.bottom() + 2;
        for (int i = 0; i < static_cast<int>(round.dummyPredictions.size()); ++i) {
            const Card card = round.dummyPredictions[at(i)];
            const QString text = SuitStyle::cardLabel(card);
            const qreal w = metrics.horizontalAdvance(text) + 10;
            if (x + w > pileRect.right() && x > pileRect.left()) {
                x = pileRect.left();
                y += metrics.height() + 4;
            }
            const QRectF cell(x, y, w, metrics.height() + 2);
            const Slot slot{EntryKind::DummyPrediction, m_round, i, replay.record().dummySeat()};
            painter.setPen(SuitStyle::colour(card.suit, pal));
            painter.drawText(cell, Qt::AlignCenter, text);
            if (m_selected && *m_selected == slot) {
                QPen pen(pal.color(QPalette::Highlight));
                pen.setWidth(3);
                pen.setStyle(Qt::DashLine);
                painter.setPen(pen);
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(cell.adjusted(-1, -1, 1, 1), 4, 4);
            }
            m_hits.push_back({cell.toAlignedRect(), slot});
            x += w + 4;
        }
    }
    painter.restore();
}

} // namespace tornei
