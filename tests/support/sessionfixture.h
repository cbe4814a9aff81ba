#pragma once
// A game worked out by hand (Aki, Ben, Chie and the dummy), its slots, and a
// fresh database holding it with its session, for the game-flow tests.
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

namespace tornei {

inline Card card(const char *code)
{
    return *Card::fromCode(QString::fromLatin1(code));
}

constexpr int Aki = 0;
constexpr int Ben = 1;
constexpr int Chie = 2;
constexpr int Dummy = 3;

inline Slot layout(int i)
{
    return Slot{EntryKind::DummyLayout, 0, i, Dummy};
}

inline Slot joust(int trick, int seat)
{
    return Slot{EntryKind::Joust, 0, trick, seat};
}

inline Slot prediction(int trick, int seat)
{
    return Slot{EntryKind::Prediction, 0, trick, seat};
}

// Aki, Ben and Chie with the dummy in the fourth seat; Chie deals first, so
// the dummy, on her left, leads the first trick.
inline Record setup()
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

inline std::vector<Entry> entries(std::initializer_list<std::pair<Slot, const char *>> list)
{
    std::vector<Entry> result;
    for (const auto &[slot, code] : list)
        result.push_back(Entry{slot, card(code)});
    return result;
}

} // namespace tornei
