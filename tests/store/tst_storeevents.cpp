// What the store says when its database changes: each kind of change made
// through it, with the ids, after the commit; nothing for a change refused;
// and another connection's or program's commits, noticed on its own.
#include "gamesetup.h"
#include "gamestore.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "storeevents.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;

namespace {

QList<qint64> ids(std::initializer_list<qint64> list)
{
    return QList<qint64>(list);
}

// Every signal of a store's events, counted.
struct Spies
{
    explicit Spies(const GameStore &store)
        : added(store.events(), &StoreEvents::gamesAdded)
        , changedGames(store.events(), &StoreEvents::gamesChanged)
        , removed(store.events(), &StoreEvents::gamesRemoved)
        , excluded(store.events(), &StoreEvents::gamesExcluded)
        , playersAdded(store.events(), &StoreEvents::playersAdded)
        , renamed(store.events(), &StoreEvents::playerRenamed)
        , merged(store.events(), &StoreEvents::playersMerged)
        , elsewhere(store.events(), &StoreEvents::changedElsewhere)
        , changed(store.events(), &StoreEvents::changed)
    {}
    int specific() const
    {
        return int(added.count() + changedGames.count() + removed.count() + excluded.count() + playersAdded.count() +
                   renamed.count() + merged.count() + elsewhere.count());
    }
    void clear()
    {
        for (QSignalSpy *spy :
             {&added, &changedGames, &removed, &excluded, &playersAdded, &renamed, &merged, &elsewhere, &changed})
            spy->clear();
    }
    QSignalSpy added;
    QSignalSpy changedGames;
    QSignalSpy removed;
    QSignalSpy excluded;
    QSignalSpy playersAdded;
    QSignalSpy renamed;
    QSignalSpy merged;
    QSignalSpy elsewhere;
    QSignalSpy changed;
};

} // namespace

class TestStoreEvents : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void newGameSaysGameAndNewPlayers();
    void saidAfterTheCommit();
    void editSaysGameChanged();
    void deleteSaysGamesRemoved();
    void excludeAndIncludeSaySo();
    void playersAddedRenamedMerged();
    void importSaysGamesAndPlayers();
    void anotherConnectionIsNoticed();
    void whatAnotherConnectionChangedIsSaid();
    void ownChangesAreNotSaidAgain();
    void anotherProgramIsNoticedOnTheTimer();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("t.sqlite")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameStore> m_store;
};

void TestStoreEvents::init()
{
    m_store.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<GameStore>();
    QCOMPARE(m_store->open(path()), GameStore::OpenResult::Ok);
}

void TestStoreEvents::newGameSaysGameAndNewPlayers()
{
    const std::optional<qint64> aki = m_store->players().add(QStringLiteral("Aki"));
    QVERIFY(aki);
    Spies spies(*m_store);
    Record setup;
    setup.seats = {QStringLiteral("aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")};
    StoreError error;
    const std::optional<qint64> game = m_store->records().create(setup, &error);
    QVERIFY2(game, qPrintable(error.message));
    QCOMPARE(spies.added.count(), 1);
    QCOMPARE(spies.added.at(0).at(0).value<QList<qint64>>(), ids({*game}));
    // The three new players, not Aki, who was saved already.
    QCOMPARE(spies.playersAdded.count(), 1);
    QList<qint64> added = spies.playersAdded.at(0).at(0).value<QList<qint64>>();
    QCOMPARE(added.size(), 3);
    QVERIFY(!added.contains(*aki));
    for (const PlayerProfile &p : m_store->players().all())
        QCOMPARE(added.contains(p.id), p.id != *aki);
    QCOMPARE(spies.changed.count(), 1); // one commit, one change
    QCOMPARE(spies.specific(), 2);

    // A set-up the store refuses says nothing.
    spies.clear();
    Record bad;
    bad.seats = {QStringLiteral("Eri"), QStringLiteral("eri"), QStringLiteral("Fumi"), QStringLiteral("Gen")};
    QVERIFY(!m_store->records().create(bad));
    QCOMPARE(spies.changed.count(), 0);
    QCOMPARE(spies.specific(), 0);
}

void TestStoreEvents::saidAfterTheCommit()
{
    // Whoever follows can read the new game at once, on this connection or another.
    bool seen = false;
    connect(m_store->events(), &StoreEvents::gamesAdded, this, [&](const QList<qint64> &games) {
        QCOMPARE(games.size(), 1);
        QVERIFY(m_store->games().summary(games.first()));
        GameStore other;
        QCOMPARE(other.open(path()), GameStore::OpenResult::Ok);
        QVERIFY(other.games().summary(games.first()));
        seen = true;
    });
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
    QVERIFY(m_store->records().create(setup));
    QVERIFY(seen);
}

void TestStoreEvents::editSaysGameChanged()
{
    QRandomGenerator rng(16u);
    const Record script = RandomGame::play(rng, 4);
    const std::vector<Entry> entries = Replay(script).entries();
    const std::optional<qint64> game = m_store->records().create(setupOf(script));
    QVERIFY(game);
    Spies spies(*m_store);
    StoreError error;
    EntryEdit edit;
    edit.append = {entries[0], entries[1]};
    QVERIFY2(m_store->records().applyEdit(*game, edit, &error), qPrintable(error.message));
    QCOMPARE(spies.changedGames.count(), 1);
    QCOMPARE(spies.changedGames.at(0).at(0).value<QList<qint64>>(), ids({*game}));
    QCOMPARE(spies.changed.count(), 1);
    QCOMPARE(spies.specific(), 1);

    EntryEdit back;
    back.removeLast = {entries[1]};
    QVERIFY2(m_store->records().applyEdit(*game, back, &error), qPrintable(error.message));
    QCOMPARE(spies.changedGames.count(), 2);

    // A refused edit (a card where one already is) changed nothing and says nothing.
    EntryEdit twice;
    twice.append = {entries[0]};
    QVERIFY(!m_store->records().applyEdit(*game, twice));
    QCOMPARE(spies.changedGames.count(), 2);
    QCOMPARE(spies.changed.count(), 2);
}

void TestStoreEvents::deleteSaysGamesRemoved()
{
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")};
    const std::optional<qint64> one = m_store->records().create(setup);
    const std::optional<qint64> two = m_store->records().create(setup);
    const std::optional<qint64> three = m_store->records().create(setup);
    QVERIFY(one && two && three);
    Spies spies(*m_store);
    // One of them is not there: nothing is deleted, nothing said.
    QVERIFY(!m_store->games().remove({*one, *three + 100}));
    QCOMPARE(spies.changed.count(), 0);
    QVERIFY(m_store->games().remove({*one, *three}));
    QCOMPARE(spies.removed.count(), 1);
    QCOMPARE(spies.removed.at(0).at(0).value<QList<qint64>>(), ids({*one, *three}));
    QCOMPARE(spies.changed.count(), 1);
    QCOMPARE(spies.specific(), 1);
}

void TestStoreEvents::excludeAndIncludeSaySo()
{
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")};
    const std::optional<qint64> one = m_store->records().create(setup);
    const std::optional<qint64> two = m_store->records().create(setup);
    QVERIFY(one && two);
    Spies spies(*m_store);
    QVERIFY(m_store->games().setExcluded({*one, *two}, true));
    QCOMPARE(spies.excluded.count(), 1);
    QCOMPARE(spies.excluded.at(0).at(0).value<QList<qint64>>(), ids({*one, *two}));
    QCOMPARE(spies.excluded.at(0).at(1).toBool(), true);
    QVERIFY(m_store->games().setExcluded({*two}, false));
    QCOMPARE(spies.excluded.count(), 2);
    QCOMPARE(spies.excluded.at(1).at(0).value<QList<qint64>>(), ids({*two}));
    QCOMPARE(spies.excluded.at(1).at(1).toBool(), false);
    QCOMPARE(spies.changed.count(), 2);
    QCOMPARE(spies.specific(), 2);
}

void TestStoreEvents::playersAddedRenamedMerged()
{
    Spies spies(*m_store);
    const std::optional<qint64> aki = m_store->players().add(QStringLiteral("Aki"));
    const std::optional<qint64> akira = m_store->players().add(QStringLiteral("Akira"));
    QVERIFY(aki && akira);
    QCOMPARE(spies.playersAdded.count(), 2);
    QCOMPARE(spies.playersAdded.at(1).at(0).value<QList<qint64>>(), ids({*akira}));
    // The same name again is refused: nothing said.
    QVERIFY(!m_store->players().add(QStringLiteral("AKI")));
    QCOMPARE(spies.playersAdded.count(), 2);

    QVERIFY(m_store->players().rename(*aki, QStringLiteral("Aki S.")));
    QCOMPARE(spies.renamed.count(), 1);
    QCOMPARE(spies.renamed.at(0).at(0).toLongLong(), *aki);
    QVERIFY(!m_store->players().rename(*aki, QStringLiteral("akira")));
    QCOMPARE(spies.renamed.count(), 1);

    QVERIFY(m_store->players().merge(*akira, *aki));
    QCOMPARE(spies.merged.count(), 1);
    QCOMPARE(spies.merged.at(0).at(0).toLongLong(), *akira);
    QCOMPARE(spies.merged.at(0).at(1).toLongLong(), *aki);
    QCOMPARE(spies.changed.count(), 4);
    QCOMPARE(spies.specific(), 4);
}

void TestStoreEvents::importSaysGamesAndPlayers()
{
    QRandomGenerator rng(1616u);
    const Record first = RandomGame::play(rng, 4);
    const Record second = RandomGame::play(rng, 3);
    Spies spies(*m_store);
    std::vector<std::optional<qint64>> newIds;
    std::vector<StoreError> refusals;
    QVERIFY(m_store->records().importBatch({first, second, first}, &newIds, &refusals));
    QVERIFY(newIds[0] && newIds[1] && !newIds[2]); // the third is the first again
    QCOMPARE(spies.added.count(), 1);
    QCOMPARE(spies.added.at(0).at(0).value<QList<qint64>>(), ids({*newIds[0], *newIds[1]}));
    QCOMPARE(spies.playersAdded.count(), 1);
    QCOMPARE(spies.playersAdded.at(0).at(0).value<QList<qint64>>().size(), qsizetype(m_store->players().all().size()));
    QCOMPARE(spies.changed.count(), 1);

    // Only duplicates: nothing stored, nothing said.
    spies.clear();
    QVERIFY(m_store->records().importBatch({second}, &newIds, &refusals));
    QVERIFY(!newIds[0]);
    QVERIFY(!m_store->records().importOne(first));
    QCOMPARE(spies.changed.count(), 0);

    const Record third = RandomGame::play(rng, 4);
    const std::optional<qint64> one = m_store->records().importOne(third);
    QVERIFY(one);
    QCOMPARE(spies.added.count(), 1);
    QCOMPARE(spies.added.at(0).at(0).value<QList<qint64>>(), ids({*one}));
}

void TestStoreEvents::anotherConnectionIsNoticed()
{
    GameStore other;
    QCOMPARE(other.open(path()), GameStore::OpenResult::Ok);
    Spies spies(*m_store);
    Spies otherSpies(other);
    QVERIFY(!m_store->events()->checkElsewhere());

    // This connection's own change is said as its own, never as another's.
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")};
    QVERIFY(m_store->records().create(setup));
    QVERIFY(!m_store->events()->checkElsewhere());
    QCOMPARE(spies.elsewhere.count(), 0);

    // The other connection learns it as a change elsewhere, once.
    QCOMPARE(otherSpies.changed.count(), 0);
    QVERIFY(other.events()->checkElsewhere());
    QCOMPARE(otherSpies.elsewhere.count(), 1);
    QCOMPARE(otherSpies.changed.count(), 1);
    QVERIFY(!other.events()->checkElsewhere());
    QCOMPARE(otherSpies.elsewhere.count(), 1);

    // And this one learns the other's on its timer.
    QVERIFY(other.players().add(QStringLiteral("Eri")));
    QCOMPARE(spies.elsewhere.count(), 0);
    QVERIFY(spies.elsewhere.wait());
    QCOMPARE(spies.elsewhere.count(), 1);
    QCOMPARE(spies.changed.count(), 2); // its own game, then the other's change
}

void TestStoreEvents::whatAnotherConnectionChangedIsSaid()
{
    GameStore other;
    QCOMPARE(other.open(path()), GameStore::OpenResult::Ok);
    other.events()->setInterval(0);
    m_store->events()->setInterval(0);
    QVERIFY(!m_store->events()->checkElsewhere()); // what it holds now is known
    Spies spies(*m_store);
    const auto noticed = [&] {
        spies.clear();
        return m_store->events()->checkElsewhere();
    };

    QRandomGenerator rng(1624u);
    const Record script = RandomGame::play(rng, 4);
    const std::optional<qint64> game = other.records().create(setupOf(script));
    const std::optional<qint64> eri = other.players().add(QStringLiteral("Eri"));
    QVERIFY(game && eri);
    QVERIFY(noticed());
    QCOMPARE(spies.added.count(), 1);
    QCOMPARE(spies.added.at(0).at(0).value<QList<qint64>>(), ids({*game}));
    QCOMPARE(spies.playersAdded.count(), 1);
    QCOMPARE(spies.playersAdded.at(0).at(0).value<QList<qint64>>().size(), 5); // four seats and Eri
    QCOMPARE(spies.elsewhere.count(), 1);
    QCOMPARE(spies.changed.count(), 1);
    QCOMPARE(spies.specific(), 3);

    EntryEdit edit;
    edit.append = {Replay(script).entries().front()};
    QVERIFY(other.records().applyEdit(*game, edit));
    QVERIFY(noticed());
    QCOMPARE(spies.changedGames.count(), 1);
    QCOMPARE(spies.changedGames.at(0).at(0).value<QList<qint64>>(), ids({*game}));
    QCOMPARE(spies.specific(), 2);

    QVERIFY(other.games().setExcluded({*game}, true));
    QVERIFY(noticed());
    QCOMPARE(spies.excluded.count(), 1);
    QCOMPARE(spies.excluded.at(0).at(0).value<QList<qint64>>(), ids({*game}));
    QCOMPARE(spies.excluded.at(0).at(1).toBool(), true);
    QCOMPARE(spies.specific(), 2);
    QVERIFY(other.games().setExcluded({*game}, false));
    QVERIFY(noticed());
    QCOMPARE(spies.excluded.count(), 1);
    QCOMPARE(spies.excluded.at(0).at(1).toBool(), false);

    // A renamed player's games show the new name: they changed too.
    const std::optional<qint64> first = other.players().find(*script.seats[0]);
    QVERIFY(first);
    QVERIFY(other.players().rename(*first, QStringLiteral("Zoe")));
    QVERIFY(noticed());
    QCOMPARE(spies.renamed.count(), 1);
    QCOMPARE(spies.renamed.at(0).at(0).toLongLong(), *first);
    QCOMPARE(spies.changedGames.count(), 1);

    // Merged: into the player who holds the merged one's seat now; nobody is known for one without a game.
    QVERIFY(other.players().merge(*first, *eri));
    QVERIFY(noticed());
    QCOMPARE(spies.merged.count(), 1);
    QCOMPARE(spies.merged.at(0).at(0).toLongLong(), *first);
    QCOMPARE(spies.merged.at(0).at(1).toLongLong(), *eri);
    const std::optional<qint64> fay = other.players().add(QStringLiteral("Fay"));
    QVERIFY(fay && noticed());
    QVERIFY(other.players().merge(*fay, *eri));
    QVERIFY(noticed());
    QCOMPARE(spies.merged.count(), 1);
    QCOMPARE(spies.merged.at(0).at(0).toLongLong(), *fay);
    QCOMPARE(spies.merged.at(0).at(1).toLongLong(), 0);

    QVERIFY(other.games().remove({*game}));
    QVERIFY(noticed());
    QCOMPARE(spies.removed.count(), 1);
    QCOMPARE(spies.removed.at(0).at(0).value<QList<qint64>>(), ids({*game}));
    QCOMPARE(spies.specific(), 2);

    // Nothing more: nothing said.
    QVERIFY(!noticed());
    QCOMPARE(spies.changed.count(), 0);
}

void TestStoreEvents::ownChangesAreNotSaidAgain()
{
    GameStore other;
    QCOMPARE(other.open(path()), GameStore::OpenResult::Ok);
    m_store->events()->setInterval(0);
    QVERIFY(!m_store->events()->checkElsewhere());
    Record setup;
    setup.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dan")};
    const std::optional<qint64> mine = m_store->records().create(setup);
    const std::optional<qint64> gone = m_store->records().create(setup);
    QVERIFY(mine && gone);
    QVERIFY(m_store->games().remove({*gone}));
    QVERIFY(m_store->players().rename(*m_store->players().find(QStringLiteral("Ben")), QStringLiteral("Benji")));
    QVERIFY(m_store->games().setExcluded({*mine}, true));

    Spies spies(*m_store);
    const std::optional<qint64> theirs = other.records().create(setup);
    QVERIFY(theirs);
    QVERIFY(m_store->events()->checkElsewhere());
    QCOMPARE(spies.added.count(), 1);
    QCOMPARE(spies.added.at(0).at(0).value<QList<qint64>>(), ids({*theirs}));
    // "Ben" is a new player again, as this connection renamed the old one.
    QCOMPARE(spies.playersAdded.count(), 1);
    QCOMPARE(spies.playersAdded.at(0).at(0).value<QList<qint64>>(), ids({*other.players().find(QStringLiteral("Ben"))}));
    QCOMPARE(spies.specific(), 3); // the game, the player, and changedElsewhere
}

void TestStoreEvents::anotherProgramIsNoticedOnTheTimer()
{
    QSignalSpy elsewhere(m_store->events(), &StoreEvents::changedElsewhere);
    QSignalSpy added(m_store->events(), &StoreEvents::gamesAdded);
    QVERIFY(!m_store->events()->checkElsewhere()); // what it holds now is known
    QRandomGenerator rng(99u);
    const Record game = RandomGame::play(rng, 4);
    QFile file(m_dir->filePath(QStringLiteral("game.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(RecordFormat::write(game));
    file.close();
    QProcess cli;
    cli.start(QStringLiteral(TORNEI_CLI), {QStringLiteral("--db"), path(), QStringLiteral("import"), file.fileName()});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    QTRY_VERIFY(elsewhere.count() > 0);
    QCOMPARE(m_store->games().all().size(), std::size_t(1));
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).value<QList<qint64>>(), ids({m_store->games().all().front().id}));
}

QTEST_GUILESS_MAIN(TestStoreEvents)
#include "tst_storeevents.moc"
