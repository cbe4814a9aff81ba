#pragma once

#include "gameflow.h"
#include "record.h"

#include <QCoreApplication>
#include <QString>

namespace tornei {

// Entries and actions in the words a player reads: "Ben's joust card W12",
// the text of an undo step, what a correction made the dummy do. Knows the
// record's seats and the card labels; knows nothing of widgets or storage.
class EntryText
{
    Q_DECLARE_TR_FUNCTIONS(tornei::EntryText)

public:
    // "Ben's joust card W12", "the dummy's face-up card 3 (F7)".
    static QString entry(const Record &record, const Entry &entry);
    // The text of an undo step: what it does in full (its tooltip), and the
    // few words the Undo and Redo buttons show.
    static QString step(const QString &full, const QString &brief);
    // Every kind of brief text with the widest card, one per line: what the buttons make room for.
    static QString widestBrief();
    // An undo step entering cards: the card, and the dummy's cards it made follow.
    static QString entered(const Record &record, const std::vector<Entry> &entries);
    // An undo step correcting `slot` to `card` (it held `was`).
    static QString corrected(const Record &record, const Slot &slot, Card card, Card was);
    // An undo step swapping the cards of two slots (as they were before the swap).
    static QString swapped(const Record &record, const Entry &first, const Entry &second);
    // "the dummy now plays F3 instead of F9 in trick 2; …", or empty when the dummy's cards stayed.
    static QString dummyChanges(const std::vector<DummyChange> &changes);
};

} // namespace tornei
