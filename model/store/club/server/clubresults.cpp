#include "clubresults.h"

#include "derivedgame.h"
#include "gamerecords.h"
#include "json.h"
#include "replay.h"

#include <charconv>
#include <optional>

namespace tornei {

using namespace storage;

namespace {

// A JSON object written straight into bytes, as JsonValue::serialize(-1)
// writes it: the service makes one for every record it reads, and building
// the values first cost more than the replay.
class ObjectWriter
{
public:
    explicit ObjectWriter(QByteArray &out) : m_out(out) { m_out += '{'; }
    ~ObjectWriter() { m_out += '}'; }

    QByteArray &key(QByteArrayView name)
    {
        if (!m_first)
            m_out += ',';
        m_first = false;
        m_out += '"';
        m_out += name;
        m_out += "\":";
        return m_out;
    }
    void null(QByteArrayView name) { key(name) += "null"; }
    void integer(QByteArrayView name, qint64 value) { key(name) += QByteArray::number(value); }
    void boolean(QByteArrayView name, bool value) { key(name) += value ? "true" : "false"; }
    void string(QByteArrayView name, const QString &value) { JsonValue::writeString(key(name), value); }
    void optionalInteger(QByteArrayView name, const QVariant &value)
    {
        if (value.isNull())
            null(name);
        else
            integer(name, value.toLongLong());
    }
    void optionalString(QByteArrayView name, const QVariant &value)
    {
        if (value.isNull())
            null(name);
        else
            string(name, value.toString());
    }

private:
    QByteArray &m_out;
    bool m_first = true;
};

// The seats' numbered columns (club.sql's game_seats), named once.
struct SeatColumns
{
    std::array<QByteArray, 4> made;
    std::array<QByteArray, 4> correct;
    std::array<QByteArray, TricksPerRound + 1> roundsWon;
    std::array<std::array<std::array<QByteArray, 4>, 4>, 2> matrix; // lead, follow; predicted; got

    SeatColumns()
    {
        for (int rank = 1; rank <= 4; ++rank) {
            made[at(rank - 1)] = "made_rank" + QByteArray::number(rank);
            correct[at(rank - 1)] = "correct_rank" + QByteArray::number(rank);
        }
        for (int k = 0; k <= TricksPerRound; ++k)
            roundsWon[at(k)] = "rounds_won" + QByteArray::number(k);
        for (int side = 0; side < 2; ++side) {
            for (int predicted = 1; predicted <= 4; ++predicted) {
                for (int got = 1; got <= 4; ++got) {
                    matrix[at(side)][at(predicted - 1)][at(got - 1)] =
                        (side == 0 ? "lead" : "follow") + QByteArray("_p") + QByteArray::number(predicted) + "_g" +
                        QByteArray::number(got);
                }
            }
        }
    }
};

// Each figure of a seat's row after its round score, in club.sql's column order, with its
// column's name: what json() names and seatRows() writes in order.
template<typename Figure>
void forEachFigure(const DerivedGame::SeatRow &row, Figure &&figure)
{
    static const SeatColumns columns;
    for (int rank = 0; rank < 4; ++rank)
        figure(columns.made[at(rank)], row.made[at(rank)]);
    for (int rank = 0; rank < 4; ++rank)
        figure(columns.correct[at(rank)], row.correct[at(rank)]);
    for (int k = 0; k <= TricksPerRound; ++k)
        figure(columns.roundsWon[at(k)], row.roundsWon[at(k)]);
    for (int side = 0; side < 2; ++side) {
        const auto &matrix = side == 0 ? row.matrix.leading : row.matrix.following;
        for (int predicted = 0; predicted < 4; ++predicted) {
            for (int got = 0; got < 4; ++got)
                figure(columns.matrix[at(side)][at(predicted)][at(got)], matrix[at(predicted)][at(got)]);
        }
    }
}

} // namespace

DerivedGame ClubResults::derive(const Record &record)
{
    const Replay replay(record);
    // Every player's seat has its row, as every seat of a stored game has a saved player.
    return storage::derive(record, replay, seatsWithPlayers(record));
}

QByteArray ClubResults::summary(const Record &record, const DerivedGame &derived)
{
    std::array<std::optional<int>, SeatCount> seatTotals;
    for (const DerivedGame::SeatRow &row : derived.seats)
        seatTotals[at(row.seat)] = row.total;
    QByteArray out;
    out.reserve(512);
    {
        ObjectWriter summary(out);
        if (record.started)
            summary.string("started_text", *record.started);
        else
            summary.null("started_text");
        summary.optionalString("started_utc", derived.startedUtc);
        summary.optionalInteger("started_offset", derived.startedOffset);
        summary.integer("first_dealer", record.firstDealer);
        summary.integer("player_count", record.playerCount());
        summary.integer("rounds_played", derived.roundsPlayed);
        summary.boolean("finished", derived.finished);
        summary.boolean("excluded", record.excluded);
        summary.key("seat_names") += '[';
        for (int s = 0; s < SeatCount; ++s) {
            if (s > 0)
                out += ',';
            if (record.isPlayer(s))
                JsonValue::writeString(out, *record.seats[at(s)]);
            else
                out += "null";
        }
        out += ']';
        summary.key("totals") += '[';
        for (int s = 0; s < SeatCount; ++s) {
            if (s > 0)
                out += ',';
            const std::optional<int> &total = seatTotals[at(s)];
            out += record.isPlayer(s) && total ? QByteArray::number(*total) : QByteArray("null");
        }
        out += ']';
        summary.key("winners") += '[';
        bool first = true;
        for (const DerivedGame::SeatRow &row : derived.seats) {
            if (!row.winner)
                continue;
            if (!first)
                out += ',';
            first = false;
            out += QByteArray::number(row.seat);
        }
        out += ']';
        summary.string("rating_key", GameRecords::ratingKey(record));
    }
    return out;
}

QByteArray ClubResults::json(const Record &record, const DerivedGame &derived,
                             const std::array<QString, SeatCount> &seatPlayers)
{
    const bool counted = derived.finished && !record.excluded;
    QByteArray out;
    out.reserve(4096);
    {
        ObjectWriter game(out);
        game.key("summary") += summary(record, derived);
        game.key("seats") += '[';
        bool firstSeat = true;
        for (const DerivedGame::SeatRow &row : derived.seats) {
            if (!firstSeat)
                out += ',';
            firstSeat = false;
            ObjectWriter seat(out);
            const QString &player = seatPlayers[at(row.seat)];
            seat.integer("seat", row.seat);
            if (player.isEmpty())
                seat.null("player");
            else
                seat.string("player", player);
            seat.integer("total", row.total);
            seat.boolean("winner", row.winner);
            seat.boolean("shared_win", row.sharedWin);
            seat.boolean("counted", counted);
            seat.integer("complete_rounds", row.completeRounds);
            seat.integer("round_score", row.roundScore);
            forEachFigure(row, [&seat](const QByteArray &name, int value) { seat.integer(name, value); });
        }
        out += ']';
    }
    return out;
}

QByteArray ClubResults::seatRows(const Record &record, const DerivedGame &derived,
                                 const std::array<QString, SeatCount> &seatPlayers, const QString &game)
{
    // The columns in club.sql's order, as json() names them; a null player is nothing between
    // two commas. Ids are uuids and figures numbers: nothing in them needs quoting.
    const char counted = derived.finished && !record.excluded ? 't' : 'f';
    const QByteArray id = game.toLatin1();
    QByteArray out;
    out.reserve(static_cast<qsizetype>(derived.seats.size()) * 200);
    for (const DerivedGame::SeatRow &row : derived.seats) {
        if (!out.isEmpty())
            out += ',';
        out += "\"(" + id + ',';
        out += QByteArray::number(row.seat) + ',' + seatPlayers[at(row.seat)].toLatin1() + ',';
        out += QByteArray::number(row.total) + ',';
        out += row.winner ? "t," : "f,";
        out += row.sharedWin ? "t," : "f,";
        out += counted;
        // Written in place: about 170 figures a game, each a text of its own and a copy before.
        const auto number = [&out](int value) {
            char digits[12];
            const char *end = std::to_chars(digits, digits + sizeof digits, value).ptr;
            out += ',';
            out.append(digits, end - digits);
        };
        number(row.completeRounds);
        number(row.roundScore);
        forEachFigure(row, [&number](const QByteArray &, int value) { number(value); });
        out += ")\"";
    }
    return out;
}

} // namespace tornei
