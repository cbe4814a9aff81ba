// A dummy misplayed at the table, recorded through the document as the
// table does it: the round of misplaygame.h entered while the app plays the
// dummy by its rule, then the dummy's card of trick 1 corrected to the card
// really played, undone, redone, put back to its rule's card, and read again
// from the database.
#include "gamedocument.h"
#include "gamesession.h"
#include "gamestore.h"
#include "misplaygame.h"
#include "recordformat.h"
#include "reports.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tornei;

namespace {

Card card(const char *code)
{
    return *Card::fromCode(QString::fromLatin1(code));
}

std::vector<Violation> ofCode(const Replay &replay, Violation::Code code)
{
    std::vector<Violation> found;
    for (const Violation &v : replay.violations()) {
        if (v.code == code)
            found.push_back(v);
    }
    return found;
}

} // namespace

class TestDummyMisplay : public QObject
{
    Q_OBJECT

private slots:
    void misplayIsRecordedAndUndone();
    void aCorrectionThatHandsTheDummyTheLeadPlaysIt();
};

void TestDummyMisplay::misplayIsRecordedAndUndone()
{
    const Record real = misplay::played();
    QVERIFY(!real.rounds.empty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("g.sqlite"));
    qint64 gameId = 0;
    Record corrected;
    std::vector<Violation> correctedViolations;
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        const std::optional<qint64> game = store.records().create(misplay::setup());
        QVERIFY(game);
        gameId = *game;
        GameDocument document(GameSession::load(&store, *game, nullptr));
        GameSession *session = document.session();
        QSignalSpy said(&document, &GameDocument::said);

        // Every card the players really played, in the order the table asks for them; the app plays
        // the dummy by its rule (W9 to lead trick 1).
        for (int guard = 0; guard < 100; ++guard) {
            const NextEntry &next = session->replay().next();
            if (next.gameOver || next.slot.round > 0)
                break;
            document.enterCard(*real.cardAt(next.slot));
        }
        const Record byRule = session->record();
        QCOMPARE(byRule.rounds, misplay::byRule(real).rounds);
        QCOMPARE(byRule.cardAt(misplay::dummyCard(0)), CardSlot(card("W9")));
        const std::vector<Violation> byRuleViolations = session->replay().violations();
        QVERIFY(ofCode(session->replay(), Violation::Code::DummyMisplay).empty());
        QVERIFY(!ofCode(session->replay(), Violation::Code::Revoke).empty());
        const int steps = document.undoStack()->count();

        // The table says the dummy turned up S10: one action, one undo step. The round is over, so it
        // is opened for changes first, as Edit round does.
        QVERIFY(!document.startCorrection(misplay::dummyCard(0)));
        document.unlockRound(0);
        QVERIFY(document.startCorrection(misplay::dummyCard(0)));
        QCOMPARE(document.target(), std::optional<Slot>(misplay::dummyCard(0)));
        said.clear();
        document.enterCard(card("S10"));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QVERIFY(!document.correcting());
        QCOMPARE(session->record().rounds, real.rounds);
        const Replay &after = session->replay();
        // Nobody followed a card the dummy did not play: no revoke, the misplay with its rule's card.
        QVERIFY(ofCode(after, Violation::Code::Revoke).empty());
        const std::vector<Violation> misplays = ofCode(after, Violation::Code::DummyMisplay);
        QCOMPARE(misplays.size(), std::size_t(1));
        QCOMPARE(misplays[0].trick, 1);
        QCOMPARE(misplays[0].card, card("W9"));
        QCOMPARE(misplays[0].played, card("S10"));
        QCOMPARE(after.violations().size(), std::size_t(1));
        QCOMPARE(after.totals(), misplay::Totals);
        QCOMPARE(after.standings().front().name, QStringLiteral("Aki"));
        // Said as a violation, with what was played, the rule's card and why.
        QVERIFY(!said.isEmpty());
        const QString message = said.last().at(0).toString();
        QVERIFY(said.last().at(1).toBool());
        QVERIFY2(message.contains(QStringLiteral("recorded as a dummy misplay")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("instead of")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("W9")), qPrintable(message));
        // The reason is the violation's: the rule leads the top card of its strongest suit.
        QVERIFY2(after.describe(misplays[0]).contains(QStringLiteral("strongest suit")),
                 qPrintable(after.describe(misplays[0])));
        QVERIFY(document.undoStack()->undoText().contains(QStringLiteral("S10")));

        // What the database holds, and its export, name the misplay.
        const std::optional<Record> stored = store.records().load(gameId);
        QVERIFY(stored);
        QCOMPARE(*stored, session->record());
        RecordError error;
        const std::optional<Record> exported = RecordFormat::read(RecordFormat::write(*stored), &error);
        QVERIFY2(exported, qPrintable(error.message));
        const QByteArray check = Reports::checkJson(Replay(*exported)).serialize();
        QVERIFY2(check.contains("\"dummy-misplay\""), check.constData());
        QVERIFY2(!check.contains("\"revoke\""), check.constData());
        corrected = session->record();
        correctedViolations = after.violations();

        // Undo restores the record and its violations exactly; redo brings the correction back.
        document.undo();
        QCOMPARE(session->record(), byRule);
        QCOMPARE(session->replay().violations(), byRuleViolations);
        QCOMPARE(*store.records().load(gameId), byRule);
        document.redo();
        QCOMPARE(session->record(), corrected);
        QCOMPARE(session->replay().violations(), correctedViolations);
        QCOMPARE(*store.records().load(gameId), corrected);

        // Put back to its rule's card: the misplay is gone (and the revokes come back), one more step.
        document.unlockRound(0);
        QVERIFY(document.startCorrection(misplay::dummyCard(0)));
        said.clear();
        document.enterCard(card("W9"));
        QCOMPARE(session->record(), byRule);
        QVERIFY(ofCode(session->replay(), Violation::Code::DummyMisplay).empty());
        QVERIFY2(said.last().at(0).toString().contains(QStringLiteral("no dummy misplay")),
                 qPrintable(said.last().at(0).toString()));
        document.undo();
        QCOMPARE(session->record(), corrected);
        QCOMPARE(session->replay().violations(), correctedViolations);
    }

    // The database opened again holds the same game, and replays to the same violations and totals.
    GameStore reopened;
    QCOMPARE(reopened.open(path), GameStore::OpenResult::Ok);
    std::unique_ptr<GameSession> session = GameSession::load(&reopened, gameId, nullptr);
    QVERIFY(session);
    QCOMPARE(session->record(), corrected);
    QCOMPARE(session->replay().violations(), correctedViolations);
    QCOMPARE(session->replay().totals(), misplay::Totals);
    // Its undo history, rebuilt from the stored entries, still takes the last card back.
    GameDocument document(std::move(session));
    QVERIFY(document.undoStack()->canUndo());
}

// The round of misplaygame.h to the end of trick 6, with Aki's W8 there entered as W10: Aki
// wins it and is asked to lead trick 7. Corrected to W8, the dummy's W9 wins trick 6, so the
// dummy leads trick 7 with its last card, W2, in the same action (one undo step), and the next
// card typed is the next player's: it is never taken for a prompt to play the dummy.
void TestDummyMisplay::aCorrectionThatHandsTheDummyTheLeadPlaysIt()
{
    const Record real = misplay::played();
    QCOMPARE(real.rounds.size(), std::size_t(1));
    Record typo = real;
    typo.rounds[0].tricks.pop_back();
    const Slot akisCard{EntryKind::Joust, 0, 5, 0};
    QCOMPARE(typo.cardAt(akisCard), CardSlot(card("W8")));
    typo.place(akisCard, card("W10"));
    QTemporaryDir dir;
    GameStore store;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("g.sqlite"))), GameStore::OpenResult::Ok);
    // Imported: the table's entries would have the dummy lead trick 1 with W9, by its rule.
    StoreError error;
    const std::optional<qint64> game = store.records().importOne(typo, &error);
    QVERIFY2(game, qPrintable(error.message));
    GameDocument document(GameSession::load(&store, *game, nullptr));
    GameSession *session = document.session();
    QCOMPARE(session->record().rounds, typo.rounds);
    QCOMPARE(session->replay().next().slot, (Slot{EntryKind::Joust, 0, 6, 0})); // Aki leads trick 7
    const int steps = document.undoStack()->count();

    QVERIFY(document.startCorrection(akisCard));
    document.enterCard(card("W8"));
    QVERIFY(!document.correcting());
    QCOMPARE(document.undoStack()->count(), steps + 1);
    const Slot dummysLead = misplay::dummyCard(6);
    QCOMPARE(session->record().cardAt(akisCard), CardSlot(card("W8")));
    QCOMPARE(session->record().cardAt(dummysLead), CardSlot(card("W2")));
    QVERIFY(!session->replay().next().byDummy);
    QCOMPARE(session->replay().next().slot, (Slot{EntryKind::Joust, 0, 6, 0})); // then Aki
    QCOMPARE(*store.records().load(*game), session->record());

    // The rest of trick 7 as played: the game is the real one, card for card.
    for (const char *played : {"W10", "W11", "F13", "S9", "W12", "C2"})
        document.enterCard(card(played));
    QCOMPARE(session->record().rounds, real.rounds);
    QCOMPARE(session->replay().totals(), misplay::Totals);

    // Undone back to before the correction: the dummy's lead goes with it, Aki leads again.
    for (int i = 0; i < 6; ++i)
        document.undo();
    QCOMPARE(document.undoStack()->index(), steps + 1);
    document.undo();
    QCOMPARE(session->record().rounds, typo.rounds);
    QCOMPARE(store.records().load(*game)->rounds, typo.rounds);
    document.redo();
    QCOMPARE(session->record().cardAt(dummysLead), CardSlot(card("W2")));
    QVERIFY(!session->replay().next().byDummy);
}

QTEST_GUILESS_MAIN(TestDummyMisplay)
#include "tst_dummymisplay.moc"
