#include "recordwriter.h"

#include "recordformat.h"

namespace tornei {

RecordWriter::RecordWriter(QByteArray &out) : m_out(out) {}

void RecordWriter::write(const Record &record)
{
    m_out += '{';
    bool first = true;
    key("format", 1, first);
    m_out += "\"tornei-record\"";
    key("version", 1, first);
    m_out += QByteArray::number(RecordFormat::Version);
    key("seats", 1, first);
    m_out += '[';
    for (std::size_t s = 0; s < record.seats.size(); ++s) {
        item(s, 2);
        m_seatNames[s].reset();
        if (record.seats[s]) {
            const qsizetype begin = m_out.size();
            JsonValue::writeString(m_out, *record.seats[s]);
            m_seatNames[s] = std::pair(begin, m_out.size());
        } else {
            m_out += "null";
        }
    }
    close(!record.seats.empty(), 1, ']');
    key("firstDealer", 1, first);
    m_out += QByteArray::number(record.firstDealer);
    m_started.reset();
    if (record.started) {
        const qsizetype begin = m_out.size();
        key("started", 1, first);
        JsonValue::writeString(m_out, *record.started);
        m_started = std::pair(begin, m_out.size());
    }
    if (record.excluded) {
        key("excluded", 1, first);
        m_out += "true";
    }
    key("rounds", 1, first);
    m_out += '[';
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        item(r, 2);
        writeRound(record, record.rounds[r]);
    }
    close(!record.rounds.empty(), 1, ']');
    extensions(record.extensions, 1, first);
    close(true, 0, '}');
}

void RecordWriter::writeRound(const Record &record, const Round &round)
{
    m_out += '{';
    bool first = true;
    if (record.hasDummy()) {
        key("dummyLayout", 3, first);
        cards(round.dummyLayout, 3);
    }
    if (round.hasDummyPredictions || !round.dummyPredictions.empty()) {
        key("dummyPredictions", 3, first);
        cards(round.dummyPredictions, 3);
    }
    key("tricks", 3, first);
    m_out += '[';
    for (std::size_t t = 0; t < round.tricks.size(); ++t) {
        item(t, 4);
        const Trick &trick = round.tricks[t];
        m_out += '{';
        bool firstOfTrick = true;
        key("jousts", 5, firstOfTrick);
        slotCards(trick.jousts, 5);
        key("predictions", 5, firstOfTrick);
        slotCards(trick.predictions, 5);
        extensions(trick.extensions, 5, firstOfTrick);
        close(true, 4, '}');
    }
    close(!round.tricks.empty(), 3, ']');
    extensions(round.extensions, 3, first);
    close(true, 2, '}');
}

// Each piece appended at once: a record is written whole for every checksum, and a
// byte at a time cost more than the rest of writing it.
namespace {

// A comma (or not), a newline and the indent of the deepest level a record has.
constexpr char Breaks[] = ",\n                    ";

} // namespace

void RecordWriter::newline(int depth, bool comma)
{
    static_assert(sizeof(Breaks) - 3 >= 7 * Indent, "the deepest indent fits");
    m_out.append(QByteArrayView(Breaks + (comma ? 0 : 1), (comma ? 2 : 1) + depth * Indent));
}

void RecordWriter::key(const char *name, int depth, bool &first)
{
    newline(depth, !first);
    first = false;
    m_out += '"';
    m_out += name;
    m_out += "\": ";
}

void RecordWriter::item(std::size_t index, int depth)
{
    newline(depth, index > 0);
}

void RecordWriter::close(bool hadContent, int depth, char bracket)
{
    if (hadContent)
        newline(depth);
    m_out += bracket;
}

void RecordWriter::extensions(const Extensions &members, int depth, bool &first)
{
    for (const JsonValue::Member &member : members) {
        newline(depth, !first);
        first = false;
        JsonValue::writeString(m_out, member.first);
        m_out += ": ";
        member.second.write(m_out, Indent, depth);
    }
}

void RecordWriter::card(Card c)
{
    if (c.number < 0 || c.number >= 20) {
        m_out += '"';
        m_out += suitLetter(c.suit).toLatin1();
        m_out += QByteArray::number(c.number);
        m_out += '"';
        return;
    }
    char code[5] = {'"', suitLetter(c.suit).toLatin1()};
    qsizetype length = 2;
    if (c.number >= 10)
        code[length++] = '1';
    code[length++] = static_cast<char>('0' + c.number % 10);
    code[length++] = '"';
    m_out.append(code, length);
}

void RecordWriter::cards(const std::vector<Card> &list, int depth)
{
    m_out += '[';
    for (std::size_t i = 0; i < list.size(); ++i) {
        item(i, depth + 1);
        card(list[i]);
    }
    close(!list.empty(), depth, ']');
}

void RecordWriter::slotCards(const std::array<CardSlot, SeatCount> &list, int depth)
{
    m_out += '[';
    for (std::size_t i = 0; i < list.size(); ++i) {
        item(i, depth + 1);
        if (list[i])
            card(*list[i]);
        else
            m_out += "null";
    }
    close(true, depth, ']');
}

} // namespace tornei
