#include "entrytext.h"

#include <QStringList>

namespace tornei {

QString EntryText::entry(const Record &record, const Entry &entry)
{
    const QString name = record.seatName(entry.slot.seat);
    const QString card = cardLabel(entry.card);
    switch (entry.slot.kind) {
    case EntryKind::DummyLayout:
        //: Undo text; %1 is a position 1-7, %2 a card.
        return tr("the dummy's face-up card %1 (%2)").arg(entry.slot.index + 1).arg(card);
    case EntryKind::DummyPrediction:
        return tr("the dummy's turned-up prediction card %1").arg(card);
    case EntryKind::Joust:
        return tr("%1's joust card %2").arg(name, card);
    case EntryKind::Prediction:
        return tr("%1's prediction card %2").arg(name, card);
    }
    return {};
}

QString EntryText::step(const QString &full, const QString &brief)
{
    // QUndoCommand's own convention: text(), then after a line break actionText().
    return full + QLatin1Char('\n') + brief;
}

QString EntryText::entered(const Record &record, const std::vector<Entry> &entries)
{
    if (entries.empty())
        return {};
    const Entry &first = entries.front();
    QString text = record.isDummyJoust(first.slot)
                       ? tr("the dummy's joust card %1").arg(cardLabel(first.card))
                       : entry(record, first);
    for (std::size_t i = 1; i < entries.size(); ++i) {
        //: Undo text when a card made the dummy play: %1 is the card entered, %2 the dummy's card.
        text = tr("%1 and the dummy's %2").arg(text, cardLabel(entries[i].card));
    }
    return step(text, cardLabel(first.card));
}

QString EntryText::corrected(const Record &record, const Slot &slot, Card card, Card was)
{
    if (record.isDummyJoust(slot)) {
        //: Undo text for a correction of the dummy's card: %1 the card it really played, %2 a trick number, %3 the
        //: old card.
        return step(tr("the dummy's joust card %1 in trick %2 (was %3)")
                        .arg(cardLabel(card), QString::number(slot.index + 1), cardLabel(was)),
                    tr("correction to %1").arg(cardLabel(card)));
    }
    //: Undo text for a correction: %1 describes the new card, %2 the old card.
    return step(tr("correction to %1 (was %2)").arg(entry(record, Entry{slot, card}), cardLabel(was)),
                //: Undo button text for a correction: %1 is the new card.
                tr("correction to %1").arg(cardLabel(card)));
}

QString EntryText::swapped(const Record &record, const Entry &first, const Entry &second)
{
    //: Undo text for a swap of two entered cards: %1 and %2 describe them as they were.
    return step(tr("swap of %1 and %2").arg(entry(record, first), entry(record, second)),
                //: Undo button text for a swap of two cards.
                tr("swap %1 ↔ %2").arg(cardLabel(first.card), cardLabel(second.card)));
}

QString EntryText::widestBrief()
{
    QStringList briefs;
    for (int suit = 0; suit < SuitCount; ++suit) {
        const QString card = cardLabel(Card{static_cast<Suit>(suit), NumbersPerSuit});
        briefs << card << tr("correction to %1").arg(card) << tr("swap %1 ↔ %2").arg(card, card);
    }
    return briefs.join(QLatin1Char('\n'));
}

QString EntryText::dummyChanges(const std::vector<DummyChange> &changes)
{
    QStringList notes;
    for (const DummyChange &change : changes) {
        if (!change.before)
            continue; // a card the dummy played for the first time, not a change
        //: %1 trick number, %2 and %3 cards.
        notes << tr("the dummy now plays %2 instead of %3 in trick %1")
                     .arg(change.slot.index + 1)
                     .arg(cardLabel(change.after), cardLabel(*change.before));
    }
    //: Between two of the dummy's changed cards in one sentence.
    return notes.join(tr("; "));
}

} // namespace tornei
