#pragma once

#include "record.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace tornei {

class GameDocument;
class Replay;

// The words of the table screen: where the game stands, what to enter next,
// and the dummy's reason for the shown card. Reads the
// game; decides nothing. The table's widgets take their other words from
// here too (TableTexts::tr), so every string of the table screen keeps the
// table page's context, and its translation.
class TableTexts
{
    Q_DECLARE_TR_FUNCTIONS(tornei::TablePage)

public:
    TableTexts() = delete;

    // The header: where the game is, and which trick is in sight when another is (`browsing`: one chosen
    // to look at; else a finished trick still on the table). Nothing of a trick while the summary is shown.
    static QString header(const Replay &replay, int shownRound, int shownTrick, bool browsing, bool summary);
    // The prompt for the slot to enter (none: the game is over), or to correct or swap.
    static QString prompt(const GameDocument &document, const std::optional<Slot> &slot);
    // Why the dummy played its card in a shown trick, or that the recorded card is not the rule's; empty when
    // the trick has no card of the dummy.
    static QString dummyNote(const Replay &replay, int round, int trick);

private:
    // Where a trick (-1: the dummy's board) of a round is.
    static QString where(const Replay &replay, int round, int trick);
    static QString slotPrompt(const GameDocument &document, const Slot &slot);
};

} // namespace tornei
