#pragma once

#include "replay.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace tornei {

// The picture of the table for one trick: four seats clockwise (names,
// leader, tricks won and correct predictions this round), their joust and
// prediction cards, ranks and ✓/✗ once the trick is complete, and the
// dummy's board with the top card of each pile marked. Clicking an entered
// card emits its slot. Paints from a replay; owns no game state.
class TrickView : public QWidget
{
    Q_OBJECT

public:
    explicit TrickView(QWidget *parent = nullptr);

    // Shows trick `trick` of round `round` (trick may be one past the last entered).
    void show(std::shared_ptr<const Replay> replay, int round, int trick, std::optional<Slot> next, std::optional<Slot> selected);
    // Cards to mark as faulty (a proven revoke, a dummy card against its rule) where they are drawn.
    void setFlagged(std::vector<Slot> flagged);
    bool isFlagged(const Slot &slot) const;
    // How many of the dummy's turned-up prediction cards of `round` were known by trick `trick`
    // (0-based): those after the tricks before it, and its own once it is complete. A
    // `selected` turned-up card (being corrected) is counted in.
    static int turnedUpBy(const Replay &replay, int round, int trick, const std::optional<Slot> &selected = std::nullopt);
    int shownRound() const { return m_round; }
    int shownTrick() const { return m_trick; }
    // Where an entered card is drawn, for clicks (empty when not drawn).
    QRect slotRect(const Slot &slot) const;

    QSize sizeHint() const override { return {900, 380}; }
    QSize minimumSizeHint() const override { return {600, 300}; }

signals:
    void slotClicked(const tornei::Slot &slot);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void paintDummyBoard(QPainter &painter, const QRectF &area);
    static qreal textWidthOf(const QString &name, const QStringList &marks, const QString &info, const QFont &nameFont,
                             const QFont &infoFont);

    std::shared_ptr<const Replay> m_replay; // the session's own, shared
    int m_round = 0;
    int m_trick = 0;
    std::optional<Slot> m_next;
    std::optional<Slot> m_selected;
    std::vector<Slot> m_flagged;
    mutable std::vector<std::pair<QRect, Slot>> m_hits;
};

} // namespace tornei
