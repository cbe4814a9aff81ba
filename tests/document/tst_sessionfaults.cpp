// Table actions refused or failing in the store: nothing of them is stored or
// shown, even when the store fails at the end of its transaction.
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

namespace {

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

} // namespace

class TestSessionFaults : public QObject
{
    Q_OBJECT

private slots:
    void refusalsStoreNothing();
    void failedActionLeavesEverythingAsItWas();
    void failureLateInTheTransactionStoresNothing();
    void newFaults();
};

void TestSessionFaults::refusalsStoreNothing()
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

void TestSessionFaults::failedActionLeavesEverythingAsItWas()
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

void TestSessionFaults::failureLateInTheTransactionStoresNothing()
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

void TestSessionFaults::newFaults()
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

QTEST_GUILESS_MAIN(TestSessionFaults)
#include "tst_sessionfaults.moc"
