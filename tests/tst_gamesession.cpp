// The game flow without a widget: each table action (a card with the dummy's
// cards it makes follow, a correction, a swap, undo and redo) is one edit in
// one transaction, checked against a game worked out by hand, and nothing of
// it is stored or shown when the store fails, even at the end of its transaction.
#include "entrycommand.h"
#include "gameflow.h"
#include "gamesession.h"
#include "gamestore.h"
#include "storeevents.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tornei;

namespace {

Card card(const char *code)
{
    return *Card::fromCode(QString::fromLatin1(code));
}

constexpr int Aki = 0;
constexpr int Ben = 1;
constexpr int Chie = 2;
constexpr int Dummy = 3;

Slot layout(int i)
{
    return Slot{EntryKind::DummyLayout, 0, i, Dummy};
}

Slot joust(int trick, int seat)
{
    return Slot{EntryKind::Joust, 0, trick, seat};
}

Slot prediction(int trick, int seat)
{
    return Slot{EntryKind::Prediction, 0, trick, seat};
}

// Aki, Ben and Chie with the dummy in the fourth seat; Chie deals first, so
// the dummy, on her left, leads the first trick.
Record setup()
{
    Record record;
    record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
    record.firstDealer = Chie;
    return record;
}

// The dummy's board, in the order dealt: piles W [W5 W6], F [F4], S [S3], C [C1 C2 C7] (top last).
const char *const Layout[] = {"C1", "C2", "S3", "F4", "W5", "W6", "C7"};

// A connection of its own that holds the write lock, as another program might.
class Locker
{
public:
    explicit Locker(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~Locker()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (m_locked)
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool lock()
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        m_locked = query.exec(QStringLiteral("BEGIN EXCLUSIVE"));
        return m_locked;
    }
    void unlock()
    {
        QSqlQuery(QSqlDatabase::database(m_name, false)).exec(QStringLiteral("ROLLBACK"));
        m_locked = false;
    }

private:
    QString m_name = QStringLiteral("locker");
    bool m_locked = false;
};

// Makes the store fail at the very end of its transaction, once every entry of the
// edit is written: the per-round results it rebuilds last cannot be inserted.
class LateFault
{
public:
    explicit LateFault(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~LateFault()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool arm()
    {
        return QSqlQuery(QSqlDatabase::database(m_name, false))
            .exec(QStringLiteral("CREATE TRIGGER late_fault BEFORE INSERT ON round_results"
                                 " BEGIN SELECT RAISE(ABORT, 'injected failure'); END"));
    }
    bool disarm()
    {
        return QSqlQuery(QSqlDatabase::database(m_name, false)).exec(QStringLiteral("DROP TRIGGER late_fault"));
    }

private:
    QString m_name = QStringLiteral("latefault");
};

// A fresh database holding the game set up above, and its session.
class Fixture
{
public:
    Fixture()
    {
        m_path = m_dir.filePath(QStringLiteral("g.sqlite"));
        if (m_store.open(m_path) != GameStore::OpenResult::Ok)
            return;
        m_store.setBusyTimeout(0); // a locked database fails at once
        const std::optional<qint64> game = m_store.records().create(setup());
        if (game)
            m_session = GameSession::load(&m_store, *game, nullptr);
    }
    bool ok() const { return m_session != nullptr; }
    GameSession &session() { return *m_session; }
    GameStore &store() { return m_store; }
    const QString &path() const { return m_path; }
    Record stored() { return m_store.records().load(m_session->gameId()).value_or(Record()); }
    std::vector<Entry> storedEntries() { return m_store.records().entries(m_session->gameId()); }

    // Enters the card the table would enter next; the action it took.
    std::optional<GameAction> enter(const char *code)
    {
        QString why;
        std::optional<GameAction> action =
            GameFlow::enter(m_session->replay(), m_session->replay().next().slot, card(code), &why);
        if (!action) {
            qWarning("refused %s: %s", code, qPrintable(why));
            return std::nullopt;
        }
        StoreError error;
        if (!m_session->apply(action->redo, &error)) {
            qWarning("not stored: %s", qPrintable(error.message));
            return std::nullopt;
        }
        return action;
    }
    // The layout and the first two tricks, worked by hand (see each step in enterPlaysTheDummyAtOnce).
    bool enterTwoTricks()
    {
        for (const char *c : Layout) {
            if (!enter(c))
                return false;
        }
        for (const char *c : {"W14", "W2", "F9", "W1", "S1", "C3", "F2", "S5", "F3", "S2", "C4", "F5"}) {
            if (!enter(c))
                return false;
        }
        return true;
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    GameStore m_store;
    std::unique_ptr<GameSession> m_session;
};

std::vector<Entry> entries(std::initializer_list<std::pair<Slot, const char *>> list)
{
    std::vector<Entry> result;
    for (const auto &[slot, code] : list)
        result.push_back(Entry{slot, card(code)});
    return result;
}

} // namespace

class TestGameSession : public QObject
{
    Q_OBJECT

private slots:
    void enterPlaysTheDummyAtOnce();
    void correctionMovesTheDummysLaterCard();
    void swapIsOneStep();
    void swapRefusals();
    void refusalsStoreNothing();
    void failedActionLeavesEverythingAsItWas();
    void failureLateInTheTransactionStoresNothing();
    void undoStackFollowsTheStore();
    void sessionFollowsAnotherConnection();
    void newFaults();
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

    // The same card again is nothing to do; the dummy's own card cannot be corrected.
    QVERIFY(!GameFlow::correct(session.replay(), layout(4), card("W5"), &why));
    QVERIFY(why.isEmpty());
    QVERIFY(!GameFlow::correct(session.replay(), joust(0, Dummy), card("W13"), &why));
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

void TestGameSession::refusalsStoreNothing()
{
    Fixture f;
    QVERIFY(f.ok());
    for (const char *c : Layout)
        QVERIFY(f.enter(c));
    const Record before = f.session().record();
    const int revision = f.session().revision();
    QString why;
    // A card already on the dummy's board, and a card for a place that is not next.
    QVERIFY(!GameFlow::enter(f.session().replay(), joust(0, Aki), card("C7"), &why));
    QVERIFY2(why.contains(QStringLiteral("already used")), qPrintable(why));
    QVERIFY(!GameFlow::enter(f.session().replay(), joust(0, Ben), card("W14"), &why));
    // The store refuses an edit that does not fit, as one.
    EntryEdit bad;
    bad.append = entries({{joust(0, Aki), "W14"}, {joust(0, Ben), "W14"}});
    StoreError error;
    QVERIFY(!f.session().apply(bad, &error));
    QCOMPARE(f.session().record(), before);
    QCOMPARE(f.session().revision(), revision);
    QCOMPARE(f.stored(), before);
}

void TestGameSession::failedActionLeavesEverythingAsItWas()
{
    Fixture f;
    QVERIFY(f.ok());
    for (int i = 0; i < 6; ++i)
        QVERIFY(f.enter(Layout[i]));
    GameSession &session = f.session();
    const Record before = session.record();
    const std::vector<Entry> entriesBefore = session.entries();
    const int revision = session.revision();
    QString why;
    const std::optional<GameAction> action = GameFlow::enter(session.replay(), layout(6), card("C7"), &why);
    QVERIFY(action);
    QCOMPARE(action->redo.append.size(), std::size_t(2)); // with the dummy's lead

    QSignalSpy changed(&session, &GameSession::changed);
    Locker locker(f.path());
    QVERIFY(locker.lock());
    StoreError error;
    QVERIFY(!session.apply(action->redo, &error));
    QVERIFY(!error.message.isEmpty());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(session.record(), before);
    QCOMPARE(session.entries(), entriesBefore);
    QCOMPARE(session.revision(), revision);
    locker.unlock();
    // Neither the card nor the dummy's answer reached the store.
    QCOMPARE(f.stored(), before);
    QCOMPARE(f.storedEntries(), entriesBefore);
    // Once the store is back, the same action works whole.
    QVERIFY2(session.apply(action->redo, &error), qPrintable(error.message));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(f.storedEntries(), session.entries());
    QCOMPARE(session.entries().size(), entriesBefore.size() + 2);
}

void TestGameSession::failureLateInTheTransactionStoresNothing()
{
    Fixture f;
    QVERIFY(f.ok());
    GameSession &session = f.session();
    for (int i = 0; i < 6; ++i)
        QVERIFY(f.enter(Layout[i]));
    LateFault fault(f.path());
    QString why;
    StoreError error;
    // Each action fails after all its rows were written: none of them stays, the session is as it was.
    const auto failsWhole = [&](const EntryEdit &edit) {
        const Record before = session.record();
        const std::vector<Entry> entriesBefore = session.entries();
        const int revision = session.revision();
        if (!fault.arm())
            return false;
        const bool applied = session.apply(edit, &error);
        const bool disarmed = fault.disarm();
        return !applied && disarmed && session.record() == before && session.entries() == entriesBefore
               && session.revision() == revision && f.stored() == before && f.storedEntries() == entriesBefore;
    };
    // The seventh face-up card with the dummy's lead.
    std::optional<GameAction> action = GameFlow::enter(session.replay(), layout(6), card("C7"), &why);
    QVERIFY(action);
    QVERIFY(failsWhole(action->redo));
    QVERIFY2(error.message.contains(QStringLiteral("injected")), qPrintable(error.message));
    QVERIFY(session.apply(action->redo, &error));
    for (const char *c : {"W14", "W2", "F9", "W1", "S1", "C3", "F2", "S5", "F3", "S2", "C4", "F5"})
        QVERIFY(f.enter(c));
    // A correction with the dummy's later card, a swap with two, and an undo.
    action = GameFlow::correct(session.replay(), layout(4), card("W13"), &why);
    QVERIFY(action);
    QVERIFY(failsWhole(action->redo));
    action = GameFlow::swap(session.replay(), layout(4), layout(5), &why);
    QVERIFY(action);
    QCOMPARE(action->redo.replace.size(), std::size_t(4));
    QVERIFY(failsWhole(action->redo));
    QVERIFY(session.apply(action->redo, &error));
    QVERIFY(failsWhole(action->undo));
    QVERIFY(session.apply(action->undo, &error));
    QCOMPARE(f.stored(), session.record());
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

void TestGameSession::newFaults()
{
    Fixture f;
    QVERIFY(f.ok());
    for (const char *c : Layout)
        QVERIFY(f.enter(c));
    for (const char *c : {"W14", "W2", "F9", "W1", "S1", "C3", "F2", "S5", "F3", "S2", "C4"})
        QVERIFY(f.enter(c));
    const Replay before = f.session().replay();
    // Chie turns up W3 as her prediction of trick 2: she held a Wyvern when she played F9 on the
    // dummy's W6 lead in trick 1. The entry proves the revoke.
    QVERIFY(f.enter("W3"));
    const std::vector<Violation> faults = GameFlow::newFaults(before, f.session().replay());
    QCOMPARE(faults.size(), std::size_t(1));
    QCOMPARE(faults[0].code, Violation::Code::Revoke);
    QCOMPARE(faults[0].seat, Chie);
    QCOMPARE(faults[0].trick, 1);
    QCOMPARE(faults[0].card, card("F9"));
    // Nothing new the second time.
    QVERIFY(GameFlow::newFaults(f.session().replay(), f.session().replay()).empty());
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
