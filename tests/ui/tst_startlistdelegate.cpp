// The start page's lists draw and size their rows as QStyledItemDelegate
// does: the same pixels for plain, elided, italic, dimmed, aligned, selected
// and focused cells in either language, and a row's size measured again when
// its text or its font changes.
#include "startlistdelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QListWidget>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace tornei;

namespace {

QImage shot(QWidget *view)
{
    view->show();
    view->activateWindow();
    view->setFocus();
    if (!QTest::qWaitForWindowActive(view))
        return {};
    const QImage image = view->grab().toImage();
    view->hide();
    return image;
}

} // namespace

class TestStartListDelegate : public QObject
{
    Q_OBJECT

private slots:
    void drawsAsStyledDelegate_data();
    void drawsAsStyledDelegate();
    void sizesRowsAsStyledDelegate();
};

void TestStartListDelegate::drawsAsStyledDelegate_data()
{
    QTest::addColumn<int>("width"); // of the first column
    QTest::addColumn<bool>("selected");
    QTest::newRow("wide") << 320 << false;
    QTest::newRow("wide, row selected and focused") << 320 << true;
    QTest::newRow("narrow: elided") << 90 << false;
    QTest::newRow("narrow, row selected and focused") << 90 << true;
}

void TestStartListDelegate::drawsAsStyledDelegate()
{
    QFETCH(int, width);
    QFETCH(bool, selected);
    QStandardItemModel model(0, 3);
    const QStringList texts{QStringLiteral("11/19/26 8:04 PM"), QStringLiteral("Ben 32 · Fumio 31 · Aki 36 · Daisuke 27"),
                            QStringLiteral("2026/11/19 20:04"), QStringLiteral("ベン 32・ふみお 31・あき 36・大輔 27"),
                            QStringLiteral("Aki, Ben (shared)"), QStringLiteral("—")};
    for (int row = 0; row < texts.size(); ++row) {
        QList<QStandardItem *> items;
        for (int column = 0; column < 3; ++column)
            items << new QStandardItem(texts[(row + column) % texts.size()]);
        if (row == 2) { // an excluded game's row: italic and dimmed
            for (QStandardItem *item : items) {
                QFont italic;
                italic.setItalic(true);
                item->setFont(italic);
                item->setForeground(QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text));
            }
        }
        items[1]->setTextAlignment(Qt::AlignCenter);
        items[2]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        model.appendRow(items);
    }
    // Qt's own delegate, and ours, over the same model.
    QTableView views[2];
    for (int i = 0; i < 2; ++i) {
        QTableView &view = views[i];
        view.resize(640, 260);
        view.setModel(&model);
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        view.setWordWrap(false);
        view.verticalHeader()->hide();
        view.setColumnWidth(0, width);
        view.setColumnWidth(1, 160);
        if (i == 1)
            view.setItemDelegate(new StartListDelegate(&view));
        if (selected)
            view.setCurrentIndex(model.index(1, 0));
    }
    const QImage before = shot(&views[1]);
    QVERIFY(!before.isNull());
    QCOMPARE(before, shot(&views[0]));

    // A text changed in place is drawn anew, not from the line kept for the old one.
    model.item(1, 0)->setText(QStringLiteral("Chie 0 · Fumio 1 · Aki 5 · Emi 1"));
    const QImage after = shot(&views[1]);
    QVERIFY(after != before);
    QCOMPARE(after, shot(&views[0]));
}

void TestStartListDelegate::sizesRowsAsStyledDelegate()
{
    QListWidget plain;
    QListWidget light;
    light.setItemDelegate(new StartListDelegate(&light));
    const QStringList texts{QStringLiteral("Chie, Fumio, Aki, Emi — round 1 — 11/11/26 7:47 PM"),
                            QStringLiteral("ちえ、ふみお、あき — 第2ラウンド — 2026/11/02 21:12"), QStringLiteral("Ben")};
    for (QListWidget *list : {&plain, &light}) {
        QFont font = list->font();
        font.setPointSize(13);
        list->setFont(font);
        list->resize(300, 200);
        list->addItems(texts);
        list->show();
        QVERIFY(QTest::qWaitForWindowExposed(list));
    }
    const auto sameRows = [&] {
        for (int row = 0; row < plain.count(); ++row) {
            if (light.visualItemRect(light.item(row)) != plain.visualItemRect(plain.item(row)))
                return false;
        }
        return true;
    };
    QVERIFY(sameRows());
    const int before = light.visualItemRect(light.item(2)).width();

    // A longer text: the row is measured again and grows as the plain one does.
    for (QListWidget *list : {&plain, &light})
        list->item(2)->setText(texts[0] + QStringLiteral(" — and more players than any table seats"));
    QTRY_VERIFY(light.visualItemRect(light.item(2)).width() > before);
    QTRY_VERIFY(sameRows());

    // A larger font: every row is measured again.
    for (QListWidget *list : {&plain, &light}) {
        QFont font = list->font();
        font.setPointSize(18);
        list->setFont(font);
    }
    QTRY_VERIFY(sameRows());
    QVERIFY(light.visualItemRect(light.item(0)).height() > QFontMetrics(QFont()).height());
}

QTEST_MAIN(TestStartListDelegate)
#include "tst_startlistdelegate.moc"
