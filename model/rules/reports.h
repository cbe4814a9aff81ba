#pragma once

#include "json.h"
#include "replay.h"

namespace tornei {

// The outputs of `tornei-cli score` and `check`: the JSON of
// record-format.md and the tables a player reads.
class Reports
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Reports)

public:
    static JsonValue scoreJson(const Replay &replay);
    static JsonValue checkJson(const Replay &replay);
    static QString scoreText(const Replay &replay);
    static QString checkText(const Replay &replay);

    // Text padded to a width in terminal columns, East Asian wide characters
    // counting two, as the tables of these reports are laid out.
    static QString padLeft(const QString &text, int width);
    static QString padRight(const QString &text, int width);
    static int displayWidth(const QString &text);
};

} // namespace tornei
