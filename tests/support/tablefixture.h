#pragma once
// A main window on a fresh database with a game set up at its table, and
// the ways the table tests enter cards into it, by hand or from a script.
#include "cardpicker.h"
#include "gamesession.h"
#include "gamestore.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "recordformat.h"
#include "reports.h"
#include "tablepage.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>

namespace tornei {

enum class Input { Keyboard, Mouse };

// Sets up the game of `record` on the new-game page and starts it.
inline void startGameLike(MainWindow &window, const Record &record)
{
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    page->setSetup(record);
    QVERIFY2(page->problem().isEmpty(), qPrintable(page->problem()));
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
}

// The main window's menu action of that text, as the menus say it now; null when none.
inline QAction *menuAction(MainWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

inline void activate(QWidget &window)
{
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// An active main window on a fresh database, showing the game of `script` just set up.
class TableFixture
{
public:
    explicit TableFixture(const Record &script)
    {
        if (!m_window.openDatabase(m_dir.filePath(QStringLiteral("t.sqlite")), false))
            return;
        activate(m_window);
        startGameLike(m_window, script);
    }
    bool ok() { return m_window.tablePage()->session(); }
    MainWindow &window() { return m_window; }

private:
    QTemporaryDir m_dir;
    MainWindow m_window;
};

// Enters one card the way a person would; counts the input events used.
inline int enterByHand(TablePage *table, const Entry &entry, Input input)
{
    int events = 0;
    if (entry.slot.kind == EntryKind::DummyPrediction) {
        if (input == Input::Mouse) {
            auto *button = table->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));
            QTest::mouseClick(button, Qt::LeftButton);
        } else {
            QTest::keyClick(table->picker()->typedEntry(), Qt::Key_D, Qt::ControlModifier);
        }
        ++events;
    }
    if (input == Input::Mouse) {
        QTest::mouseClick(table->picker()->button(entry.card), Qt::LeftButton);
        ++events;
    } else {
        const QString typed = entry.card.code().toLower();
        QTest::keyClicks(table->picker()->typedEntry(), typed);
        QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
        events += static_cast<int>(typed.size()) + 1;
    }
    return events;
}

// Aki, Ben and Chie with the dummy in the fourth seat; Chie deals, so the dummy leads first.
// Its board, in the order dealt: piles W [W5 W6], F [F4], S [S3], C [C1 C2 C7] (top last).
inline Record handSetup()
{
    Record record;
    record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
    record.firstDealer = 2;
    return record;
}

// The board, then trick 1 (the dummy leads W6; Aki W14 wins) and trick 2 up to Ben's prediction
// (Aki leads F2, Ben S5, Chie F3, the dummy follows with F4 and wins).
const char *const HandCards[] = {"C1", "C2", "S3", "F4", "W5", "W6", "C7", "W14", "W2", "F9", "W1",
                                 "S1", "C3", "F2", "S5", "F3", "S2", "C4"};

inline Card cardOf(const char *code)
{
    return *Card::fromCode(QString::fromLatin1(code));
}

inline bool enterHandCards(TablePage *table)
{
    for (const char *code : HandCards) {
        table->enterCard(cardOf(code));
        if (!table->messageText().isEmpty() && table->messageText().contains(QStringLiteral("refused")))
            return false;
    }
    return table->session()->entries().size() == 20;
}

} // namespace tornei
