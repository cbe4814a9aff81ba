// The published example records against their expected `tornei-cli` output.
#include "expectedoutput.h"
#include "json.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "reports.h"

#include <QFile>
#include <QTest>

using namespace tornei;

class TestConformance : public QObject
{
    Q_OBJECT

private slots:
    void examples_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("expected");
        const QList<ExpectedOutput::Example> examples = ExpectedOutput::examples();
        QVERIFY(examples.size() >= 48);
        for (const ExpectedOutput::Example &example : examples)
            QTest::newRow(qPrintable(example.name)) << example.record << example.expected;
    }

    void examples()
    {
        QFETCH(QString, record);
        QFETCH(QString, expected);
        const JsonValue want = ExpectedOutput::readJson(expected);
        const JsonValue &score = *want.find(QStringLiteral("score"));
        const JsonValue &check = *want.find(QStringLiteral("check"));

        QFile file(record);
        QVERIFY(file.open(QIODevice::ReadOnly));
        RecordError error;
        const std::optional<Record> parsed = RecordFormat::read(file.readAll(), &error);
        if (score.find(QStringLiteral("exit"))->toInteger() == 2) {
            QVERIFY2(!parsed, "a malformed record was accepted");
            const QString stderrText = score.find(QStringLiteral("stderr"))->toString();
            QCOMPARE(error.path, stderrText.section(QStringLiteral(": "), 0, 0));
            return;
        }
        QVERIFY2(parsed, qPrintable(error.toString()));
        const Replay replay(*parsed);
        const QByteArray gotScore = Reports::scoreJson(replay).serialize(-1);
        QCOMPARE(gotScore, score.find(QStringLiteral("json"))->serialize(-1));
        const QByteArray gotCheck = ExpectedOutput::normalizedCheck(Reports::checkJson(replay)).serialize(-1);
        QCOMPARE(gotCheck, ExpectedOutput::normalizedCheck(*check.find(QStringLiteral("json"))).serialize(-1));
        QCOMPARE(replay.violations().empty() ? 0 : 1, check.find(QStringLiteral("exit"))->toInteger());

        // Lossless round trip, x- keys included.
        RecordError again;
        const std::optional<Record> reread = RecordFormat::read(RecordFormat::write(*parsed), &again);
        QVERIFY2(reread, qPrintable(again.toString()));
        QVERIFY(*reread == *parsed);
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
