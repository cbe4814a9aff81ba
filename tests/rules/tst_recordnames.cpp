// The seats' names in a record: what is read, invisible characters and
// unpaired surrogates refused, and one name in two seats.
#include "json.h"
#include "jsonparser.h"
#include "randomgame.h"
#include "record.h"
#include "recordedits.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <variant>

using namespace tornei;
using namespace tornei::testing;

class TestRecordNames : public QObject
{
    Q_OBJECT

private slots:
    void seatNames()
    {
        const QString a = QString::fromUtf8("\xe3\x81\x82");
        std::array<std::optional<QString>, SeatCount> seats{QStringLiteral("Aki"), std::nullopt, a,
                                                            QStringLiteral("AKI ")};
        QCOMPARE(RecordFormat::seatNameProblem(seats, 0), QString());
        QCOMPARE(RecordFormat::seatNameProblem(seats, 1), QString());
        QCOMPARE(RecordFormat::seatNameProblem(seats, 2), QString());
        QCOMPARE(RecordFormat::seatNameProblem(seats, 3), QStringLiteral("\"AKI \" is already the name of seat 0"));
        QCOMPARE(PlayerName::matchKey(QStringLiteral(" \tAKI  ")), QStringLiteral("aki"));
        Record record;
        record.seats = seats;
        QCOMPARE(record.playerCount(), 3);
        QCOMPARE(record.dummySeat(), 1);
        QCOMPARE(record.seatName(1), QStringLiteral("Dummy"));
        QCOMPARE(record.seatName(2), a);
        QCOMPARE(record.seatName(7), QString());
    }

    // A name comes back exactly as stored or is refused, saying why.
    void invisibleCharactersInNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem");
        QTest::newRow("byte order mark first")
            << QStringLiteral("\uFEFFAki") << QStringLiteral("U+FEFF at character 1");
        QTest::newRow("zero width space inside")
            << QStringLiteral("A\u200Bki") << QStringLiteral("U+200B at character 2");
        QTest::newRow("right-to-left mark last")
            << QStringLiteral("Aki\u200F") << QStringLiteral("U+200F at character 4");
        QTest::newRow("tab") << QStringLiteral("A\tki") << QStringLiteral("U+0009");
        QTest::newRow("line separator") << QStringLiteral("Aki\u2028") << QStringLiteral("U+2028");
        QTest::newRow("Japanese and an emoji")
            << QString::fromUtf8("\xe3\x81\x82\xe3\x81\x8d \xf0\x9f\x98\x80") << QString();
        QTest::newRow("longest") << QString(RecordFormat::MaxNameLength, QLatin1Char('a')) << QString();
        QTest::newRow("too long") << QString(RecordFormat::MaxNameLength + 1, QLatin1Char('a'))
                                  << QStringLiteral("longer than 100 characters");

        // Not characters at all: refused, since they could not come back as written.
        QTest::newRow("noncharacter U+FFFE")
            << QStringLiteral("Aki\uFFFE") << QStringLiteral("U+FFFE (at character 4), which is not a character");
        QTest::newRow("noncharacter U+FFFF") << QStringLiteral("\uFFFFAki") << QStringLiteral("U+FFFF");
        QTest::newRow("noncharacter U+FDD0") << QStringLiteral("A\uFDD0ki") << QStringLiteral("U+FDD0");
        QTest::newRow("noncharacter U+1FFFE")
            << QStringLiteral("Aki") + QString::fromUcs4(U"\U0001FFFE") << QStringLiteral("U+1FFFE");
        QTest::newRow("noncharacter U+10FFFF")
            << QStringLiteral("Aki") + QString::fromUcs4(U"\U0010FFFF") << QStringLiteral("U+10FFFF");

        // Length as a person counts it: an emoji, a flag, a family is one character.
        const QString grin = QString::fromUcs4(U"\U0001F600");
        const QString flag = QString::fromUcs4(U"\U0001F1EF\U0001F1F5");
        const QString family = QString::fromUcs4(U"\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466");
        QTest::newRow("100 emoji") << grin.repeated(100) << QString();
        QTest::newRow("101 emoji") << grin.repeated(101) << QStringLiteral("longer than 100 characters");
        QTest::newRow("100 flags") << flag.repeated(100) << QString();
        QTest::newRow("100 families") << family.repeated(100) << QString();
        QTest::newRow("100 accented letters") << QStringLiteral("e\u0301").repeated(100) << QString();
        QTest::newRow("101 accented letters")
            << QStringLiteral("e\u0301").repeated(101) << QStringLiteral("longer than 100 characters");
        QTest::newRow("a letter under a stack of accents")
            << QStringLiteral("Aki") + QStringLiteral("\u0301").repeated(40)
            << QStringLiteral("more than 32 code points");
        QTest::newRow("woman technologist") << QString::fromUcs4(U"\U0001F469\u200D\U0001F4BB") << QString();
        QTest::newRow("red heart, emoji style") << QStringLiteral("\u2764\uFE0F") << QString();
        QTest::newRow("flag of England")
            << QString::fromUcs4(U"\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F")
            << QString();
        QTest::newRow("a kanji's registered variant") << QString::fromUcs4(U"\u845B\U000E0100\u98FE") << QString();
        QTest::newRow("zero width joiner between letters")
            << QStringLiteral("A\u200Dki") << QStringLiteral("U+200D at character 1");
        QTest::newRow("variation selector alone") << QStringLiteral("\uFE0F") << QStringLiteral("U+FE0F");

        // Names that show nothing.
        QTest::newRow("Hangul filler") << QStringLiteral("\u3164") << QStringLiteral("U+3164");
        QTest::newRow("Hangul filler after a name") << QStringLiteral("Aki\u3164") << QStringLiteral("U+3164");
        QTest::newRow("half-width Hangul filler") << QStringLiteral("\uFFA0") << QStringLiteral("U+FFA0");
        QTest::newRow("Hangul choseong filler") << QStringLiteral("\u115F") << QStringLiteral("U+115F");
        QTest::newRow("Hangul jungseong filler") << QStringLiteral("\u1160") << QStringLiteral("U+1160");
        QTest::newRow("combining grapheme joiner") << QStringLiteral("\u034F") << QStringLiteral("U+034F");
        QTest::newRow("braille blank") << QStringLiteral("\u2800") << QStringLiteral("look blank");
        QTest::newRow("braille blanks and spaces")
            << QStringLiteral("\u2800 \u2800\u3000") << QStringLiteral("look blank");
        QTest::newRow("ideographic space") << QStringLiteral("\u3000") << QStringLiteral("must not be blank");
        QTest::newRow("no-break spaces") << QStringLiteral("\u00A0\u00A0") << QStringLiteral("must not be blank");
        QTest::newRow("em and thin spaces") << QStringLiteral("\u2003\u2009") << QStringLiteral("must not be blank");
        QTest::newRow("accents on nothing") << QStringLiteral("\u0301\u0301") << QStringLiteral("look blank");
        QTest::newRow("braille letters") << QStringLiteral("\u2801\u2800\u2803") << QString();
    }

    void invisibleCharactersInNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const std::array<std::optional<QString>, SeatCount> seats{name, QStringLiteral("Aki"), QStringLiteral("Ben"),
                                                                  std::nullopt};
        const QString found = RecordFormat::seatNameProblem(seats, 0);
        if (problem.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(problem), qPrintable(found));

        // Through a file: refused at the seat's path, or read back exactly.
        JsonValue doc = parse(baseText(3));
        edit(doc, QStringLiteral("set seats[0] ") + QString::fromUtf8(JsonValue::string(name).serialize(-1)));
        RecordError error;
        const std::optional<Record> record = RecordFormat::read(doc.serialize(), &error);
        if (!problem.isEmpty()) {
            QVERIFY(!record);
            QCOMPARE(error.path, QStringLiteral("seats[0]"));
            QVERIFY2(error.message.contains(problem), qPrintable(error.message));
            return;
        }
        QVERIFY2(record, qPrintable(error.toString()));
        QCOMPARE(*record->seats[0], name);
        QCOMPARE(RecordFormat::write(*RecordFormat::read(RecordFormat::write(*record), &error)),
                 RecordFormat::write(*record));
    }

    // Halves of a UTF-16 pair alone are no text: refused, never replaced.
    void unpairedSurrogatesInNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("high surrogate last") << QStringLiteral("Aki") + QChar(0xD83D);
        QTest::newRow("low surrogate first") << QChar(0xDE00) + QStringLiteral("Aki");
        QTest::newRow("high surrogate before a letter") << QStringLiteral("A") + QChar(0xD83D) + QStringLiteral("ki");
    }

    void unpairedSurrogatesInNames()
    {
        QFETCH(QString, name);
        const std::array<std::optional<QString>, SeatCount> seats{name, QStringLiteral("Ben"), QStringLiteral("Chie"),
                                                                  std::nullopt};
        const QString problem = RecordFormat::seatNameProblem(seats, 0);
        QVERIFY2(problem.contains(QStringLiteral("which is not a character")), qPrintable(problem));
    }

    // Two seats are one player when their names match: in case (full case
    // folding), in width, in composed or decomposed form, in the kind of space.
    void sameNameInTwoSeats_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("same");
        QTest::newRow("case") << QStringLiteral("Aki") << QStringLiteral("AKI") << true;
        QTest::newRow("full width") << QStringLiteral("AKI") << QStringLiteral("\uFF21\uFF2B\uFF29") << true;
        QTest::newRow("full width, lower case")
            << QStringLiteral("Aki") << QStringLiteral("\uFF41\uFF4B\uFF49") << true;
        QTest::newRow("sharp s") << QStringLiteral("Stra\u00DFe") << QStringLiteral("STRASSE") << true;
        QTest::newRow("composed and decomposed")
            << QStringLiteral("Am\u00E9lie") << QStringLiteral("Ame\u0301lie") << true;
        QTest::newRow("half-width katakana")
            << QStringLiteral("\u30AC\u30AF") << QStringLiteral("\uFF76\uFF9E\uFF78") << true;
        QTest::newRow("no-break space") << QStringLiteral("Aki Sato") << QStringLiteral("Aki\u00A0Sato") << true;
        QTest::newRow("ideographic space")
            << QStringLiteral("\u4F50\u85E4 \u660E") << QStringLiteral("\u4F50\u85E4\u3000\u660E") << true;
        QTest::newRow("emoji and text style") << QStringLiteral("\u2764") << QStringLiteral("\u2764\uFE0F") << true;
        QTest::newRow("ligature") << QStringLiteral("\uFB01lip") << QStringLiteral("Filip") << true;
        QTest::newRow("different") << QStringLiteral("Aki") << QStringLiteral("Akio") << false;
        QTest::newRow("different accent") << QStringLiteral("Am\u00E9lie") << QStringLiteral("Am\u00E8lie") << false;
        QTest::newRow("hiragana and katakana")
            << QStringLiteral("\u3042\u304D") << QStringLiteral("\u30A2\u30AD") << false;
    }

    void sameNameInTwoSeats()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, same);
        const std::array<std::optional<QString>, SeatCount> seats{first, QStringLiteral("Ben"), second, std::nullopt};
        QCOMPARE(RecordFormat::seatNameProblem(seats, 0), QString());
        const QString problem = RecordFormat::seatNameProblem(seats, 2);
        if (same)
            QCOMPARE(problem, QStringLiteral("\"%1\" is already the name of seat 0").arg(second));
        else
            QCOMPARE(problem, QString());
    }
};

QTEST_GUILESS_MAIN(TestRecordNames)
#include "tst_recordnames.moc"
