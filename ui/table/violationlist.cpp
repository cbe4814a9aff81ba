#include "violationlist.h"

#include "gamesession.h"
#include "seatindex.h"
#include "suitstyle.h"

#include <QEvent>

#include <algorithm>
#include <tuple>

namespace tornei {

namespace {

constexpr int RoundRole = Qt::UserRole + 1;
constexpr int TrickRole = Qt::UserRole + 2;

} // namespace

ViolationList::ViolationList(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("violations"));
    setWordWrap(true);
    connect(this, &QListWidget::itemClicked, this, &ViolationList::onChosen);
    connect(this, &QListWidget::itemActivated, this, &ViolationList::onChosen);
}

void ViolationList::follow(const GameSession *session)
{
    disconnect(m_following);
    if (!session) {
        setReplay(nullptr);
        return;
    }
    m_following = connect(session, &GameSession::changed, this, [this, session] { setReplay(session->sharedReplay()); });
    setReplay(session->sharedReplay());
}

void ViolationList::setReplay(std::shared_ptr<const Replay> replay)
{
    m_replay = std::move(replay);
    fill();
}

QString ViolationList::title() const
{
    const int count = m_replay ? static_cast<int>(m_replay->violations().size()) : 0;
    return count ? tr("⚠ Violations (%1)").arg(count) : tr("Violations (none)");
}

QString ViolationList::headline(const Replay &replay, const Violation &v)
{
    switch (v.code) {
    case Violation::Code::Revoke:
        //: %1 is a player, %2 a trick number, %3 the off-suit card, e.g. "Revoke by Ben in trick 2 (F9)".
        return tr("Revoke by %1 in trick %2 (%3)")
            .arg(replay.record().seatName(v.seat), QString::number(v.trick), cardLabel(v.card));
    case Violation::Code::DummyMisplay:
        //: %1 is a trick number, %2 the dummy's recorded card, %3 the card its rule gives.
        return tr("Dummy misplay in trick %1 (%2, not %3)")
            .arg(QString::number(v.trick), cardLabel(v.played), cardLabel(v.card));
    case Violation::Code::DuplicateCard:
        //: %1 is a card entered twice in one round.
        return tr("%1 entered twice").arg(cardLabel(v.card));
    }
    return {};
}

void ViolationList::fill()
{
    // Most cards change nothing here: the list is made again only when it would read differently.
    std::vector<std::tuple<QString, int, int>> items;
    if (m_replay) {
        for (const Violation &v : m_replay->violations())
            items.emplace_back(m_replay->describeInGame(v), v.round, v.trick);
    }
    bool same = count() == static_cast<int>(items.size());
    for (int i = 0; same && i < count(); ++i) {
        const QListWidgetItem *shown = item(i);
        same = std::get<0>(items[at(i)]) == shown->text() && std::get<1>(items[at(i)]) == shown->data(RoundRole).toInt()
               && std::get<2>(items[at(i)]) == shown->data(TrickRole).toInt();
    }
    if (!same) {
        clear();
        for (const auto &[text, round, trick] : items) {
            auto *item = new QListWidgetItem(text, this);
            item->setData(RoundRole, round);
            item->setData(TrickRole, trick);
        }
    }
    emit titleChanged(title());
}

void ViolationList::onChosen(QListWidgetItem *item)
{
    if (item)
        emit trickRequested(item->data(RoundRole).toInt(), std::max(0, item->data(TrickRole).toInt() - 1));
}

void ViolationList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QListWidget::changeEvent(event);
}

} // namespace tornei
