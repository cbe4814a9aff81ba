// The game flow without a widget: each table action (a card with the dummy's
// cards it makes follow, a correction, a swap, undo and redo) is one edit,
// checked against a game worked out by hand, and followed from another connection.
#include "entrycommand.h"
#include "gameflow.h"
#include "gamesession.h"
#include "gamestore.h"
#include "sessionfixture.h"
#include "storeevents.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tornei;

class TestGameSession : public QObject
{
    Q_OBJECT

private slots:
    void enterPlaysTheDummyAtOnce();
    void correctionMovesTheDummysLaterCard();
    void swapIsOneStep();
    void swapRefusals();
    void undoStackFollowsTheStore();
    void sessionFollowsAnotherConnection();
};

void TestGameSession::enterPlaysTheDummyAtOnce()
{
    Fixture f;
    QVERIFY(f.ok());
    GameSession &session = f.session();
    for (int i = 0; i < 6; ++i) {
        const std::optional<GameAction> action = f.enter(Layout[i]);
        QVERIFY(action);
        QCOMPARE(action->redo.append, entries({{layout(i), Layout[i]}}));
    }
    // The seventh face-up card completes the board; the dummy, first leader, leads at once:
    // the top card of its strongest suit, W6.
    std::optional<GameAction> action = f.enter("C7");
    QVERIFY(action);
    QCOMPARE(action->redo.append, entries({{layout(6), "C7"}, {joust(0, Dummy), "W6"}}));
    QCOMPARE(action->undo.removeLast, action->redo.append);
    QVERIFY(action->redo.replace.empty() && action->redo.removeLast.empty());
    QCOMPARE(action->dummy.size(), std::size_t(1));
    QCOMPARE(action->dummy[0], (DummyChange{joust(0, Dummy), std::nullopt, card("W6")}));
    QCOMPARE(f.stored(), session.record());
    QCOMPARE(f.storedEntries(), session.entries());

    // Trick 1: Aki W14, Ben W2, Chie F9; predictions Aki W1, Ben S1, Chie C3 (each alone).
    for (const char *c : {"W14", "W2", "F9", "W1", "S1", "C3"}) {
        action = f.enter(c);
        QVERIFY(action);
        QCOMPARE(action->redo.append.size(), std::size_t(1));
    }
    const TrickResult &first = session.replay().round(0).tricks[0];
    QVERIFY(first.complete);
    QCOMPARE(first.rank, (SeatArray{1, 3, 4, 2})); // W14, W2, F9, the dummy's W6
    QCOMPARE(first.winner, Aki);
    QCOMPARE(first.correct, (std::array<bool, SeatCount>{true, true, true, false}));

    // Trick 2, led by Aki: F2, Ben S5, then Chie's F3 makes the dummy follow with F4, its only Fleur.
    QVERIFY(f.enter("F2"));
    QVERIFY(f.enter("S5"));
    action = f.enter("F3");
    QVERIFY(action);
    QCOMPARE(action->redo.append, entries({{joust(1, Chie), "F3"}, {joust(1, Dummy), "F4"}}));
    QVERIFY(f.enter("S2"));
    QVERIFY(f.enter("C4"));
    // F4 wins trick 2, so Chie's prediction, the trick's last card, also makes the dummy lead
    // trick 3: its strongest suit again, W5.
    action = f.enter("F5");
    QVERIFY(action);
    QCOMPARE(action->redo.append, entries({{prediction(1, Chie), "F5"}, {joust(2, Dummy), "W5"}}));
    const TrickResult &second = session.replay().round(0).tricks[1];
    QCOMPARE(second.rank, (SeatArray{3, 4, 2, 1}));
    QCOMPARE(second.winner, Dummy);
    QCOMPARE(second.correct, (std::array<bool, SeatCount>{true, true, true, false}));
    // Aki: W✓ 2 + his trick 1 + S✓ 3; Ben: S✓ 3 + C✓ 2; Chie: C✓ 2 + F✓ 3; the dummy never scores.
    QCOMPARE(session.replay().round(0).scores, (SeatArray{6, 5, 5, 0}));
    QCOMPARE(session.replay().next().slot, joust(2, Aki));
    QCOMPARE(f.stored(), session.record());
    QCOMPARE(f.storedEntries(), session.entries());
    QCOMPARE(session.entries().size(), std::size_t(7 + 1 + 6 + 7 + 1));

    // Undo takes the prediction and the dummy's lead back together.
    StoreError error;
    QVERIFY(session.apply(action->undo, &error));
    QCOMPARE(session.replay().next().slot, prediction(1, Chie));
    QVERIFY(!session.record().cardAt(joust(2, Dummy)));
    QCOMPARE(f.stored(), session.record());
    QVERIFY(session.apply(action->redo, &error));
    QCOMPARE(session.record().cardAt(joust(2, Dummy)), CardSlot(card("W5")));
}

void TestGameSession::correctionMovesTheDummysLaterCard()
{
    Fixture f;
    QVERIFY(f.ok());
    QVERIFY(f.enterTwoTricks());
    GameSession &session = f.session();
    const Record before = session.record();
    // W5, the bottom of the Wyvern pile, was really W13: the dummy's lead of trick 3 follows.
    QString why;
    const std::optional<GameAction> action = GameFlow::correct(session.replay(), layout(4), card("W13"), &why);
    QVERIFY2(action, qPrintable(why));
    QCOMPARE(action->redo.replace, entries({{layout(4), "W13"}, {joust(2, Dummy), "W13"}}));
    QCOMPARE(action->undo.replace, entries({{layout(4), "W5"}, {joust(2, Dummy), "W5"}}));
    QCOMPARE(action->dummy.size(), std::size_t(1));
    QCOMPARE(action->dummy[0], (DummyChange{joust(2, Dummy), card("W5"), card("W13")}));
    const int revision = session.revision();
    StoreError error;
    QVERIFY(session.apply(action->redo, &error));
    QCOMPARE(session.revision(), revision + 1);
    QCOMPARE(f.stored(), session.record());
    QVERIFY(session.replay().violations().empty());
    QVERIFY(session.apply(action->undo, &error));
    QCOMPARE(session.record(), before);
    QCOMPARE(f.stored(), before);

    // The same card again is nothing to do; the dummy's own card, corrected, is kept as played (a
    // dummy misplay); a card a player holds is refused.
    QVERIFY(!GameFlow::correct(session.replay(), layout(4), card("W5"), &why));
    QVERIFY(why.isEmpty());
    const std::optional<GameAction> misplayed = GameFlow::correct(session.replay(), joust(0, Dummy), card("W13"), &why);
    QVERIFY2(misplayed, qPrintable(why));
    QCOMPARE(misplayed->redo.replace.front(), (Entry{joust(0, Dummy), card("W13")}));
    QVERIFY(!GameFlow::correct(session.replay(), joust(0, Dummy), card("W14"), &why));
    QVERIFY(!why.isEmpty());
}

void TestGameSession::swapIsOneStep()
{
    Fixture f;
    QVERIFY(f.enterTwoTricks());
    GameSession &session = f.session();
    const Record before = session.record();
    QString why;

    // Aki's and Ben's prediction cards of trick 1 were entered the wrong way round.
    std::optional<GameAction> action = GameFlow::swap(session.replay(), prediction(0, Aki), prediction(0, Ben), &why);
    QVERIFY2(action, qPrintable(why));
    QCOMPARE(action->redo.replace, entries({{prediction(0, Aki), "S1"}, {prediction(0, Ben), "W1"}}));
    QCOMPARE(action->undo.replace, entries({{prediction(0, Aki), "W1"}, {prediction(0, Ben), "S1"}}));
    QVERIFY(action->dummy.empty());
    StoreError error;
    QVERIFY(session.apply(action->redo, &error));
    // Aki (1st) predicted 3rd, Ben (3rd) predicted 1st: both wrong now; Aki keeps his trick and trick 2.
    QCOMPARE(session.replay().round(0).tricks[0].correct, (std::array<bool, SeatCount>{false, false, true, false}));
    QCOMPARE(session.replay().round(0).scores, (SeatArray{4, 2, 5, 0}));
    QCOMPARE(f.stored(), session.record());
    QVERIFY(session.apply(action->undo, &error));
    QCOMPARE(session.record(), before);

    // Two face-up cards dealt the other way round: W6 under W5. The dummy's two Wyvern leads follow.
    action = GameFlow::swap(session.replay(), layout(4), layout(5), &why);
    QVERIFY2(action, qPrintable(why));
    QCOMPARE(action->redo.replace,
             entries({{layout(4), "W6"}, {layout(5), "W5"}, {joust(0, Dummy), "W5"}, {joust(2, Dummy), "W6"}}));
    QCOMPARE(action->dummy.size(), std::size_t(2));
    QVERIFY(session.apply(action->redo, &error));
    QCOMPARE(session.replay().round(0).tricks[0].rank, (SeatArray{1, 3, 4, 2}));
    QVERIFY(session.replay().violations().empty());
    QCOMPARE(f.stored(), session.record());
    QVERIFY(session.apply(action->undo, &error));
    QCOMPARE(session.record(), before);
    QCOMPARE(f.stored(), before);
}

void TestGameSession::swapRefusals()
{
    Fixture f;
    QVERIFY(f.enterTwoTricks());
    const Replay &replay = f.session().replay();
    QString why;
    QVERIFY(!GameFlow::swap(replay, joust(0, Dummy), joust(0, Aki), &why));
    QVERIFY(!why.isEmpty());
    QVERIFY(!GameFlow::swap(replay, joust(0, Aki), joust(0, Aki), &why));
    QVERIFY(!GameFlow::swap(replay, joust(0, Aki), joust(5, Ben), &why));
    QVERIFY(!GameFlow::swap(replay, joust(0, Aki), Slot{EntryKind::Joust, 1, 0, Ben}, &why));
    QVERIFY(GameFlow::isSwappable(replay.record(), layout(0)));
    QVERIFY(!GameFlow::isSwappable(replay.record(), joust(1, Dummy)));
}

void TestGameSession::undoStackFollowsTheStore()
{
    Fixture f;
    QVERIFY(f.ok());
    GameSession &session = f.session();
    QUndoStack stack;
    std::vector<StoreError> errors;
    const auto push = [&](const char *code) {
        QString why;
        const std::optional<GameAction> action =
            GameFlow::enter(session.replay(), session.replay().next().slot, card(code), &why);
        if (!action)
            return false;
        stack.push(new EntryCommand(&session, *action, [code] { return QString::fromLatin1(code); },
                                    [&errors](const StoreError &e) { errors.push_back(e); }));
        return true;
    };
    // The first redo() is the action itself: pushing stores it.
    for (const char *c : Layout)
        QVERIFY(push(c));
    QCOMPARE(stack.count(), 7);
    QCOMPARE(f.storedEntries().size(), std::size_t(8)); // the dummy's lead came with C7
    QCOMPARE(f.stored(), session.record());

    Locker locker(f.path());

    // A push the store refuses is obsolete: QUndoStack deletes it and keeps nothing of it.
    QVERIFY(locker.lock());
    const Record before = session.record();
    QVERIFY(push("W14"));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(stack.count(), 7);
    QCOMPARE(stack.index(), 7);
    QCOMPARE(session.record(), before);

    // An undo the store refuses leaves the step stored and the next to undo.
    QVERIFY(!EntryCommand::undoLast(&stack));
    QCOMPARE(errors.size(), std::size_t(2));
    QCOMPARE(stack.count(), 7);
    QCOMPARE(stack.index(), 7);
    QCOMPARE(stack.undoText(), QStringLiteral("C7"));
    QCOMPARE(session.record(), before);
    locker.unlock();
    QCOMPARE(f.stored(), before);
    // Once the store is back, the same undo works, and takes the dummy's lead with it.
    QVERIFY(EntryCommand::undoLast(&stack));
    QCOMPARE(stack.index(), 6);
    QVERIFY(!session.record().cardAt(layout(6)));
    QVERIFY(!session.record().cardAt(joust(0, Dummy)));
    QCOMPARE(f.stored(), session.record());

    // A redo the store refuses drops the step: the stack never claims what the store lacks.
    QVERIFY(locker.lock());
    stack.redo();
    QCOMPARE(errors.size(), std::size_t(3));
    QCOMPARE(stack.count(), 6);
    QCOMPARE(stack.index(), 6);
    QVERIFY(!stack.canRedo());
    QVERIFY(!session.record().cardAt(layout(6)));
    locker.unlock();
    QCOMPARE(f.stored(), session.record());
    // Undo and redo of the steps left still work.
    stack.undo();
    QVERIFY(!session.record().cardAt(layout(5)));
    stack.redo();
    QCOMPARE(session.record().cardAt(layout(5)), CardSlot(card("W6")));
    QCOMPARE(f.stored(), session.record());
    QCOMPARE(errors.size(), std::size_t(3));
}

void TestGameSession::sessionFollowsAnotherConnection()
{
    Fixture f;
    QVERIFY(f.ok());
    QVERIFY(f.enter(Layout[0]));
    // A second window: its own connection to the same file, its own session of the same game.
    GameStore other;
    QCOMPARE(other.open(f.path()), GameStore::OpenResult::Ok);
    std::unique_ptr<GameSession> stale = GameSession::load(&other, f.session().gameId(), nullptr);
    QVERIFY(stale);
    StoreEvents *watcher = other.events();
    QVERIFY(!watcher->checkElsewhere());

    // Its own changes are not another writer's.
    QString why;
    StoreError error;
    std::optional<GameAction> action = GameFlow::enter(stale->replay(), layout(1), card(Layout[1]), &why);
    QVERIFY(action);
    QVERIFY2(stale->apply(action->redo, &error), qPrintable(error.message));
    QVERIFY(!watcher->checkElsewhere());

    // The first window does not know that card yet; once it has followed, its next card lands after it.
    bool differs = false;
    QVERIFY(f.session().reload(&differs, &error));
    QVERIFY(differs);
    QCOMPARE(f.session().record(), f.stored());
    QVERIFY(f.enter(Layout[2]));
    QVERIFY(f.enter(Layout[3]));
    QVERIFY(watcher->checkElsewhere());
    QVERIFY(!watcher->checkElsewhere());
    const int revision = stale->revision();
    QSignalSpy changed(stale.get(), &GameSession::changed);
    QVERIFY(stale->reload(&differs, &error));
    QVERIFY(differs);
    QCOMPARE(changed.count(), 1);
    QVERIFY(stale->revision() > revision);
    QCOMPARE(stale->record(), f.stored());
    QCOMPARE(stale->entries(), f.storedEntries());
    // Reading it again when nothing changed changes nothing.
    QVERIFY(stale->reload(&differs, &error));
    QVERIFY(!differs);
    QCOMPARE(changed.count(), 1);
    action = GameFlow::enter(stale->replay(), layout(4), card(Layout[4]), &why);
    QVERIFY(action);
    QVERIFY2(stale->apply(action->redo, &error), qPrintable(error.message));
    QCOMPARE(f.stored(), stale->record());
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
