#include "trickview.h"

#include "seatindex.h"
#include "suitstyle.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace tornei {

TrickView::TrickView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // It fills its own background: the widgets under it need not be drawn again with each card.
    setAttribute(Qt::WA_OpaquePaintEvent, true);
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

qreal TrickView::textWidthOf(const QString &name, const QStringList &marks, const QString &info, const QFont &nameFont,
                             const QFont &infoFont)
{
    qreal width = QFontMetricsF(nameFont).horizontalAdvance(name);
    for (const QString &m : marks)
        width = std::max(width, QFontMetricsF(infoFont).horizontalAdvance(m));
    return std::max(width, QFontMetricsF(infoFont).horizontalAdvance(info));
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

int TrickView::turnedUpBy(const Replay &replay, int round, int trick, const std::optional<Slot> &selected)
{
    if (round < 0 || round >= static_cast<int>(replay.record().rounds.size()))
        return 0;
    const int entered = static_cast<int>(replay.record().rounds[at(round)].dummyPredictions.size());
    // The card turned up after trick t follows it: a trick still being played has only those before it.
    const bool complete = round < static_cast<int>(replay.rounds().size())
                          && trick < static_cast<int>(replay.round(round).tricks.size())
                          && replay.round(round).tricks[at(trick)].complete;
    int count = complete ? trick + 1 : trick;
    // A card being corrected is always in sight.
    if (selected && selected->kind == EntryKind::DummyPrediction && selected->round == round)
        count = std::max(count, selected->index + 1);
    return std::clamp(count, 0, entered);
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
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(backgroundRole()));
    painter.setRenderHint(QPainter::Antialiasing);
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

    // What stands beside each seat's cards: its name, up to two marks and its tally.
    struct SeatText
    {
        QString name;
        QStringList marks;
        QString info;
    };
    std::array<SeatText, SeatCount> texts;
    for (int s = 0; s < SeatCount; ++s) {
        SeatText &t = texts[at(s)];
        const bool nextHere = m_next && m_next->seat == s && m_next->round == m_round && m_next->index == m_trick
                              && (m_next->kind == EntryKind::Joust || m_next->kind == EntryKind::Prediction);
        t.name = (nextHere ? QStringLiteral("▶ ") : QString()) + record.seatName(s);
        if (s == leader)
            t.marks << tr("◆ leader");
        if (complete && trickResult->winner == s) {
            // After a round's last trick the next leader is the new round's: the dealer's left.
            t.marks << (m_trick == TricksPerRound - 1 ? tr("★ wins") : tr("★ wins, leads next"));
        }
        //: Seat status: tricks won and correct predictions this round.
        t.info = s == dummy ? tr("Tricks %1").arg(won[at(s)]) : tr("Tricks %1 · ✓ %2").arg(won[at(s)]).arg(correct[at(s)]);
    }

    // Card size: as large as the height allows, then smaller until every
    // seat's cards and words fit side by side without touching.
    const qreal gap = 8.0;
    QFont nameFont = font();
    nameFont.setBold(true);
    QFont infoFont = font();
    qreal h = 0;
    qreal w = 0;
    qreal badge = 0;
    const auto setSizes = [&](qreal height) {
        h = height;
        w = h * 0.72;
        badge = qBound(16.0, h * 0.18, 28.0); // rank badges sit above the cards, never on them
        nameFont.setPixelSize(qBound(14, int(h * 0.3 * 0.72), 27));
        infoFont.setPixelSize(qBound(12, int(h * 0.7 / 3 * 0.72), 19));
    };
    const auto seatTextWidth = [&](int s) {
        const SeatText &t = texts[at(s)];
        return textWidthOf(t.name, t.marks, t.info, nameFont, infoFont) + 4;
    };
    const auto cardsWidth = [&](int s) { return s == dummy ? w : w + 6 + w * 0.75; };
    qreal rowStep = 0;
    qreal leftCards = 0; // left edge of the left seat's cards
    qreal midGap = 0;
    qreal centreLeft = 0; // left edge of the top and bottom seats' cards
    // A violation's flag hangs this far below the card it marks.
    const qreal flagBelow = 12.0;
    for (qreal height = qMin<qreal>(170.0, (area.height() - 2 * gap - 9 - flagBelow) / 3.54);; height -= 2) {
        setSizes(std::max(height, 48.0));
        rowStep = h + gap + badge + 3;
        const qreal leftText = seatTextWidth(1);
        const qreal rightText = seatTextWidth(3);
        const qreal minGap = w * 0.5;
        const qreal need = leftText + 10 + cardsWidth(1) + minGap + cardsWidth(3) + 10 + rightText;
        const qreal extra = std::max<qreal>(0.0, area.width() - need);
        midGap = minGap + std::min(extra, w * 2.2);
        const qreal used = need - minGap + midGap;
        const qreal x0 = area.left() + std::max<qreal>(0.0, (area.width() - used) / 2);
        leftCards = x0 + leftText + 10;
        const qreal gapLeft = leftCards + cardsWidth(1);
        centreLeft = gapLeft + midGap / 2 - w / 2;
        const qreal centreNeed = std::max(cardsWidth(0) + 10 + seatTextWidth(0), cardsWidth(2) + 10 + seatTextWidth(2));
        if ((need <= area.width() && centreLeft + centreNeed <= area.right()) || height <= 48.0)
            break;
    }
    const qreal top =
        area.top() + std::max<qreal>(0.0, (area.height() - (2 * rowStep + h + badge + 3 + flagBelow)) / 2) + badge + 3;
    const std::array<QPointF, SeatCount> corners = {
        QPointF(centreLeft, top + 2 * rowStep),                         // seat 0: bottom
        QPointF(leftCards, top + rowStep),                              // seat 1: left
        QPointF(centreLeft, top),                                       // seat 2: top
        QPointF(leftCards + cardsWidth(1) + midGap, top + rowStep),     // seat 3: right
    };

    for (int s = 0; s < SeatCount; ++s) {
        const QRectF joustRect(corners[at(s)], QSizeF(w, h));
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
            const QRectF flag(joustRect.left() - 4, joustRect.bottom() - flagBelow, qMax(w * 0.6, 34.0), 2 * flagBelow);
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

        // Rank above the joust card, ✓/✗ and points above the prediction.
        if (complete) {
            const int rank = trickResult->rank[at(s)];
            QFont rankFont = infoFont;
            rankFont.setBold(true);
            rankFont.setPixelSize(int(badge * 0.72));
            painter.setFont(rankFont);
            const QString rankText = rankName(rank);
            const QRectF rankBadge(joustRect.left(), joustRect.top() - badge - 2,
                                   std::max(w * 0.8, painter.fontMetrics().horizontalAdvance(rankText) + 10.0), badge);
            painter.setPen(Qt::NoPen);
            painter.setBrush(rank == 1 ? pal.color(QPalette::Highlight) : pal.color(QPalette::Dark));
            painter.drawRoundedRect(rankBadge, 6, 6);
            painter.setPen(rank == 1 ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::BrightText));
            painter.drawText(rankBadge, Qt::AlignCenter, rankText);
            if (!isDummy && pred) {
                // ✓/✗ with the points gained, just above the prediction card.
                const bool ok = trickResult->correct[at(s)];
                const QString mark = ok ? tr("✓ +%1").arg(predictionPoints(rank)) : tr("✗");
                const qreal markWidth = std::max(w * 0.75, painter.fontMetrics().horizontalAdvance(mark) + 10.0);
                const QRectF markBadge(predRect.left(), predRect.top() - badge - 2, markWidth, badge);
                painter.setPen(Qt::NoPen);
                painter.setBrush(ok ? QColor(0x2e, 0x8b, 0x3a) : QColor(0xc0, 0x30, 0x30));
                painter.drawRoundedRect(markBadge, 6, 6);
                painter.setPen(Qt::white);
                painter.drawText(markBadge, Qt::AlignCenter, mark);
            }
        }

        // Name, marks and tally beside the cards: left of them for the left seat, right of them otherwise.
        const SeatText &t = texts[at(s)];
        QRectF nameRect;
        Qt::Alignment align = Qt::AlignLeft;
        if (s == 1) {
            nameRect = QRectF(area.left(), joustRect.top(), std::max<qreal>(0.0, joustRect.left() - 10 - area.left()), h);
            align = Qt::AlignRight;
        } else {
            const qreal left = (isDummy ? joustRect.right() : predRect.right()) + 10;
            nameRect = QRectF(left, joustRect.top(), std::max<qreal>(0.0, area.right() - left), h);
        }
        const qreal nameLine = h * 0.3;
        const qreal line = (h - nameLine) / 3;
        const qreal textWidth = std::min(nameRect.width(), textWidthOf(t.name, t.marks, t.info, nameFont, infoFont));
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
        painter.drawText(QRectF(nameRect.left(), nameRect.top(), nameRect.width(), nameLine), align | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(t.name, Qt::ElideRight, int(nameRect.width())));
        painter.setFont(infoFont);
        QStringList lines = t.marks;
        lines.append(t.info);
        for (int i = 0; i < lines.size(); ++i) {
            // The tally stays on the last line; marks fill the lines above it.
            const int slot = i == lines.size() - 1 ? 2 : i;
            painter.drawText(QRectF(nameRect.left(), nameRect.top() + nameLine + slot * line, nameRect.width(), line),
                             align | Qt::AlignVCenter,
                             painter.fontMetrics().elidedText(lines[i], Qt::ElideRight, int(nameRect.width())));
        }
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
    // Four pile rows and, under them, room for the prediction pile's title and two lines of cards.
    QFont pileNote = font();
    pileNote.setPointSizeF(11); // as the prediction pile is written below
    const qreal pileReserve = 3 * (QFontMetricsF(pileNote).height() + 4);
    const qreal rowHeight = qBound<qreal>(14.0, (inner.height() - 42 - pileReserve) / 4, 44.0);
    QFont pileFont = font();
    QFont topFont = pileFont;
    topFont.setBold(true);
    topFont.setUnderline(true);
    qreal labelWidth = 0;
    // As large as a row allows, then smaller until the longest pile fits its row.
    for (int pixels = std::min(21, int(rowHeight * 0.62));; --pixels) {
        pileFont.setPixelSize(std::max(pixels, 9));
        topFont.setPixelSize(std::max(pixels, 9));
        labelWidth = QFontMetricsF(topFont).horizontalAdvance(QStringLiteral("✦W ▸")) + 8;
        qreal widest = 0;
        for (int s = 0; s < SuitCount; ++s) {
            qreal width = 0;
            for (const Card &card : board.pile(static_cast<Suit>(s)))
                width += QFontMetricsF(topFont).horizontalAdvance(QString::number(card.number)) + 14;
            widest = std::max(widest, width);
        }
        if (labelWidth + widest <= inner.width() || pixels <= 9)
            break;
    }
    for (int s = 0; s < SuitCount; ++s) {
        const Suit suit = static_cast<Suit>(s);
        const QRectF row(inner.left(), inner.top() + 42 + s * rowHeight, inner.width(), rowHeight);
        painter.setPen(SuitStyle::colour(suit, pal));
        painter.setFont(topFont);
        painter.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, suitSymbol(suit) + suitLetter(suit) + QStringLiteral(" ▸"));
        const std::vector<Card> &pile = board.pile(suit);
        qreal x = row.left() + labelWidth;
        if (pile.empty()) {
            painter.setFont(pileFont);
            painter.drawText(QRectF(x, row.top(), row.width() - labelWidth, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                             QStringLiteral("—"));
        }
        for (auto it = pile.rbegin(); it != pile.rend(); ++it) {
            const bool isTop = it == pile.rbegin();
            const bool isPlayed = played && *played == *it;
            painter.setFont(isTop ? topFont : pileFont);
            const QString text = QString::number(it->number);
            const qreal tw = painter.fontMetrics().horizontalAdvance(text) + 12;
            const QRectF cell(x, row.top() + 2, tw, row.height() - 4);
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
    // The prediction pile: what had been turned up by the shown trick (the
    // card after a trick once it is complete); each card can be clicked to
    // correct it.
    if (m_round < static_cast<int>(replay.record().rounds.size())) {
        const Round &round = replay.record().rounds[at(m_round)];
        const int turnedUp = turnedUpBy(replay, m_round, m_trick, m_selected);
        QFont small = font();
        small.setPointSizeF(11);
        painter.setFont(small);
        painter.setPen(pal.color(QPalette::WindowText));
        const QFontMetricsF metrics(small);
        const QRectF pileRect(inner.left(), inner.top() + 42 + 4 * rowHeight + 4, inner.width(),
                              inner.bottom() - (inner.top() + 42 + 4 * rowHeight + 4));
        const QString pileTitle = turnedUp == 0 ? tr("Prediction pile: none turned up yet")
                                                : tr("Prediction pile turned up:");
        QRectF titleRect;
        painter.drawText(pileRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, pileTitle, &titleRect);
        qreal x = pileRect.left();
        qreal y = titleRect.bottom() + 2;
        for (int i = 0; i < turnedUp; ++i) {
            const Card card = round.dummyPredictions[at(i)];
            const QString text = cardLabel(card);
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
