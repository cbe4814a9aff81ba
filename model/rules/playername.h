#pragma once

#include <QCoreApplication>
#include <QString>

namespace tornei {

// What a player's name may be, the form it is kept in, and when two names
// are the same player. The record reader, the store and the forms all ask
// here, so a name accepted or matched in one place is accepted or matched in
// every place. Knows text, not games or storage.
class PlayerName
{
    Q_DECLARE_TR_FUNCTIONS(tornei::PlayerName)

public:
    // The longest name, in characters as a person counts them (grapheme
    // clusters: an emoji, a flag or a letter with its accents is one).
    static constexpr int MaxLength = 100;
    // The most code points one of those characters may be built of: room
    // for the longest emoji sequences, none for a stack of thousands of
    // accents on one letter.
    static constexpr int MaxCodePointsPerCharacter = 32;

    // The name as it is stored: Unicode NFC, so that the composed and the
    // decomposed "Amélie" are one text.
    static QString normalized(const QString &name);
    // What two names are compared by: widths folded (ＡＫＩ is AKI, ｶ is カ),
    // full Unicode case folding (Straße is STRASSE), every kind of space one
    // space, surrounding spaces and variation selectors ignored. Never shown.
    static QString matchKey(const QString &name);
    // Characters as a person counts them.
    static int length(const QString &name);
    // Why `name` cannot be a player's name, or "" when it can. A name must
    // come back exactly as it was written, so anything that is not text
    // (noncharacters such as U+FFFE, unpaired surrogates) is refused; so are
    // invisible characters (controls, format characters, default-ignorable
    // code points; a zero width joiner only inside an emoji sequence), names
    // that show nothing (spaces of every kind, U+3164, U+2800) and names
    // longer than MaxLength.
    static QString problem(const QString &name);
};

} // namespace tornei
