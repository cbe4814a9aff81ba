// ClubEvents: a game sent to the club and attached to its table in one go.
#include "clubconnection.h"
#include "clubevents.h"
#include "clubgames.h"
#include "gamerecords.h"
#include "playername.h"
#include "recordformat.h"
#include "seatindex.h"
#include "storeerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace tornei {

std::optional<std::array<QString, SeatCount>> ClubEvents::seatsAt(qint64 event, int round, int table,
                                                                  const Record &record, StoreError *error)
{
    QSqlQuery query(m_db);
    const auto failed = [&]() -> std::optional<std::array<QString, SeatCount>> {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return std::nullopt;
    };
    // The table's players as they count now, with their names.
    QString seats;
    for (int s = 0; s < SeatCount; ++s) {
        seats +=
            QStringLiteral("%1tornei_club.player_root(t.seat%2)::text,"
                           " (SELECT p.name FROM tornei_club.players p WHERE p.id = tornei_club.player_root(t.seat%2))")
                .arg(s == 0 ? QString() : QStringLiteral(", "))
                .arg(s);
    }
    if (!query.prepare(QStringLiteral("SELECT %1 FROM tornei_club.event_tables t"
                                      " WHERE t.event = ? AND t.round = ? AND t.table_no = ?")
                           .arg(seats)))
        return failed();
    query.addBindValue(event);
    query.addBindValue(round);
    query.addBindValue(table);
    if (!query.exec())
        return failed();
    std::array<QString, SeatCount> wanted;
    std::array<QString, SeatCount> wantedNames;
    // Without such a table the server's own refusal says why (not seated, no such table).
    const bool known = query.next();
    for (int s = 0; known && s < SeatCount; ++s) {
        wanted[at(s)] = query.value(2 * s).toString();
        wantedNames[at(s)] = query.value(2 * s + 1).toString();
    }
    std::array<QString, SeatCount> players;
    for (int s = 0; s < SeatCount; ++s) {
        const std::optional<QString> &name = record.seats[at(s)];
        QString found;
        QString foundName = name ? *name : QString();
        if (name) {
            // Names match as a laptop's sync matches them, to the player that name is now.
            const QString stored = PlayerName::normalized(name->trimmed());
            if (!query.prepare(QStringLiteral("SELECT tornei_club.player_root(id)::text FROM tornei_club.players"
                                              " WHERE name_key = ? AND merged_into IS NULL")))
                return failed();
            query.addBindValue(PlayerName::matchKey(stored));
            if (!query.exec())
                return failed();
            if (query.next())
                found = query.value(0).toString();
        }
        players[at(s)] = found;
        if (!known || (name && !found.isEmpty() && found == wanted[at(s)]) || (!name && wanted[at(s)].isEmpty()))
            continue;
        if (error) {
            const QString dummy = tr("the dummy");
            //: %1 seat number (0-3), %2 who sits there in the game, %3 table, %4 round, %5 who the table has there
            *error = StoreError{tr("Seat %1 of the game is %2, where table %3 of round %4 has %5: nothing was sent.")
                                    .arg(s)
                                    .arg(name ? foundName : dummy)
                                    .arg(table)
                                    .arg(round)
                                    .arg(wanted[at(s)].isEmpty() ? dummy : wantedNames[at(s)])};
        }
        return std::nullopt;
    }
    return players;
}

std::optional<qint64> ClubEvents::submitAndAttach(qint64 event, int round, int table, const Record &record,
                                                  StoreError *error)
{
    if (!begin(false, error))
        return std::nullopt;
    const auto fail = [this]() -> std::optional<qint64> {
        rollback();
        return std::nullopt;
    };
    const std::optional<std::array<QString, SeatCount>> players = seatsAt(event, round, table, record, error);
    if (!players)
        return fail();
    // As a local import keeps it: the record a file can hold, dated by this import when it has no date,
    // and known by the checksum of the file it came from then, so that the same file imported at a
    // laptop too is the same game.
    Record exported = GameRecords::exportable(record);
    const QString source = GameRecords::hash(exported);
    if (!exported.started)
        exported.started = RecordFormat::startedNow();
    ClubSubmission game{QUuid::createUuid().toString(QUuid::WithoutBraces),
                        0,
                        QString(),
                        RecordFormat::write(exported),
                        GameRecords::identity(exported, source),
                        *players,
                        &exported};
    ClubGames games(m_db);
    const std::optional<std::vector<ClubReceipt>> receipts = games.submit(std::vector<ClubSubmission>{game}, error);
    if (!receipts)
        return fail();
    const QString id = receipts->front().game;
    if (id.isEmpty()) {
        if (error)
            *error = StoreError{tr("The club server did not take the game.")};
        return fail();
    }
    if (!attach(event, round, table, id, error))
        return fail();
    QSqlQuery query(m_db);
    if (!query.prepare(QStringLiteral("SELECT number FROM tornei_club.games WHERE id = ?::uuid"))) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return fail();
    }
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        if (error)
            *error = ClubConnection::serverError(query.lastError());
        return fail();
    }
    const qint64 number = query.value(0).toLongLong();
    if (!commit(error))
        return std::nullopt;
    return number;
}

} // namespace tornei
