#pragma once

#include "card.h"
#include "record.h"

#include <QByteArray>

#include <array>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace tornei {

// Lays out a record exactly as RecordFormat::toJson(record).serialize(2)
// does, straight into the bytes: every import hashes this text (twice for an
// undated record), and building the tree of values first cost more than
// hashing it. Knows the layout of the text, not what makes a record valid.
class RecordWriter
{
public:
    explicit RecordWriter(QByteArray &out);

    // Appends the record, without the final newline.
    void write(const Record &record);
    // Where the record last written has its date (the "started" member with the comma before it),
    // as the first offset in the output and the one past it: the output without them is the record
    // written without a date. Nothing when it has none.
    std::optional<std::pair<qsizetype, qsizetype>> startedMember() const { return m_started; }
    // Where each seat's name is in the output (its string, quotes included, as the first offset and
    // the one past it); nothing for the dummy's seat.
    using SeatNameSpans = std::array<std::optional<std::pair<qsizetype, qsizetype>>, SeatCount>;
    const SeatNameSpans &seatNames() const { return m_seatNames; }

private:
    // A round object at depth 2: its members at 3.
    void writeRound(const Record &record, const Round &round);
    void newline(int depth, bool comma = false);
    // The next member of an object whose members are at `depth`.
    void key(const char *name, int depth, bool &first);
    // The next item of an array whose items are at `depth`.
    void item(std::size_t index, int depth);
    void close(bool hadContent, int depth, char bracket);
    void extensions(const Extensions &members, int depth, bool &first);
    void card(Card c);
    // An array of cards as the value of a member at `depth`.
    void cards(const std::vector<Card> &list, int depth);
    void slotCards(const std::array<CardSlot, SeatCount> &list, int depth);

    static constexpr int Indent = 2;
    QByteArray &m_out;
    std::optional<std::pair<qsizetype, qsizetype>> m_started;
    SeatNameSpans m_seatNames;
};

} // namespace tornei
