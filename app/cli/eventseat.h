#pragma once

#include "clubevents.h"
#include "servercommand.h"

#include <optional>

namespace tornei::cli {

// `event seat EVENT --round K [--present A,B,...] [--again] [--json]`: seats
// a round (seatRound, from the rounds seated before it) unless it is seated
// already, then prints its tables and who sits out.
class EventSeat : public ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    EventSeat();

protected:
    int run(const QCommandLineParser &parser) override;

private:
    // Seats the round and saves it: the server refuses anyone but a director,
    // and a round with a game begun. The seating as saved.
    std::optional<EventSeating> seat(ClubEvents &events, qint64 event, int round, const QString &present,
                                     StoreError *error) const;
};

} // namespace tornei::cli
