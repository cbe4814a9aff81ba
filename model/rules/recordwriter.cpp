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
        if (record.seats[s])
            JsonValue::writeString(m_out, *record.seats[s]);
        else
            m_out += "null";
    }
    close(!record.seats.empty(), 1, ']');
    key("firstDealer", 1, first);
    m_out += QByteArray::number(record.firstDealer);
    if (record.started) {
        key("started", 1, first);
        JsonValue::writeString(m_out, *record.started);
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

void RecordWriter::newline(int depth)
{
    m_out += '\n';
    m_out.append(depth * Indent, ' ');
}

void RecordWriter::key(const char *name, int depth, bool &first)
{
    if (!first)
        m_out += ',';
    first = false;
    newline(depth);
    m_out += '"';
    m_out += name;
    m_out += "\": ";
}

void RecordWriter::item(std::size_t index, int depth)
{
    if (index > 0)
        m_out += ',';
    newline(depth);
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
        if (!first)
            m_out += ',';
        first = false;
        newline(depth);
        JsonValue::writeString(m_out, member.first);
        m_out += ": ";
        member.second.write(m_out, Indent, depth);
    }
}

void RecordWriter::card(Card c)
{
    m_out += '"';
    m_out += suitLetter(c.suit).toLatin1();
    if (c.number >= 0 && c.number < 10) {
        m_out += static_cast<char>('0' + c.number);
    } else if (c.number >= 10 && c.number < 20) {
        m_out += '1';
        m_out += static_cast<char>('0' + c.number - 10);
    } else {
        m_out += QByteArray::number(c.number);
    }
    m_out += '"';
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
