// The app's file dialogs beside an open database: showing the database's
// folder must not drop SQLite's locks (a program beside the app would then
// remove the log the app writes to), and the database itself is never
// chosen as a file to write.
#include "databasefiles.h"
#include "filedialogs.h"
#include "gamestore.h"
#include "record.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tornei;

namespace {

Record setup(const QString &first)
{
    Record record;
    record.seats = {first, QStringLiteral("Ben"), QStringLiteral("Cho"), QStringLiteral("Dai")};
    record.firstDealer = 0;
    return record;
}

int cli(const QStringList &args, QByteArray *out = nullptr)
{
    QProcess process;
    process.start(QStringLiteral(TORNEI_CLI), args);
    process.waitForFinished(60000);
    if (out)
        *out = process.readAllStandardOutput();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// The files of this process that were removed while open.
QStringList deletedOpenFiles()
{
    QStringList found;
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QString &fd : fds.entryList(QDir::Files | QDir::System)) {
        const QString target = QFile::symLinkTarget(fds.filePath(fd));
        if (target.endsWith(QStringLiteral(" (deleted)")))
            found << target;
    }
    return found;
}

} // namespace

class TestFileDialogs : public QObject
{
    Q_OBJECT

private slots:
    void dialogKeepsTheDatabaseLocked();
    void databaseNeverChosen();
};

void TestFileDialogs::dialogKeepsTheDatabaseLocked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(store.records().create(setup(QStringLiteral("Aki"))));
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));

    // The folder shown in detail, so every file gets its icon and its type.
    {
        std::unique_ptr<QFileDialog> dialog(FileDialogs::make(nullptr, QStringLiteral("Save chart"), dir.path(),
                                                              QString(), QFileDialog::AnyFile,
                                                              QFileDialog::AcceptSave));
        dialog->setViewMode(QFileDialog::Detail);
        auto *model = dialog->findChild<QFileSystemModel *>();
        QVERIFY(model);
        QSignalSpy loaded(model, &QFileSystemModel::directoryLoaded);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QVERIFY(loaded.count() > 0 || loaded.wait(10000));
        const QModelIndex folder = model->index(dir.path());
        QTRY_VERIFY(model->rowCount(folder) >= 2);
        for (int row = 0; row < model->rowCount(folder); ++row) {
            model->data(model->index(row, 0, folder), Qt::DecorationRole);
            model->data(model->index(row, 2, folder), Qt::DisplayRole);
        }
        // The types and icons are fetched in a thread of the model's.
        QTest::qWait(1500);
        dialog->reject();
    }

    // Another program opens and closes the database meanwhile.
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("stats")}), 0);
    QCOMPARE(deletedOpenFiles(), QStringList());
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));

    // What the app writes next, the other program sees.
    QVERIFY(store.records().create(setup(QStringLiteral("Emi"))));
    QByteArray games;
    QCOMPARE(cli({QStringLiteral("--db"), path, QStringLiteral("games"), QStringLiteral("--json")}, &games), 0);
    QVERIFY2(games.contains("Emi"), games.constData());
}

void TestFileDialogs::databaseNeverChosen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("club.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(store.records().create(setup(QStringLiteral("Aki"))));
    for (const QString &name : {path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm"),
                                dir.filePath(QStringLiteral("./club.sqlite"))})
        QVERIFY2(!DatabaseFiles::refusal(name).isEmpty(), qPrintable(name));
    QVERIFY(DatabaseFiles::refusal(dir.filePath(QStringLiteral("chart.png"))).isEmpty());
    // Another name for the same file.
    const QString link = dir.filePath(QStringLiteral("link.sqlite"));
    QVERIFY(QFile::link(path, link));
    QVERIFY(DatabaseFiles::isInUse(link));

    // Chosen in the dialog: refused with the reason, and asked again.
    const QByteArray before = [&] {
        store.close();
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        return file.readAll();
    }();
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QStringList warnings;
    int shown = 0;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            warnings << box->text();
            if (QAbstractButton *yes = box->button(QMessageBox::Yes))
                yes->click();
            else
                box->accept();
            return;
        }
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (!name)
            return;
        // First the database, then a good name.
        name->setText(shown++ == 0 ? path : dir.filePath(QStringLiteral("chart.png")));
        QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
    });
    answer.start(50);
    const QString chosen = FileDialogs::saveFileName(nullptr, QStringLiteral("Save chart"), dir.path(),
                                                     QStringLiteral("PNG (*.png)"));
    answer.stop();
    QCOMPARE(chosen, dir.filePath(QStringLiteral("chart.png")));
    // (Qt's own question whether to replace an existing file may come first.)
    QVERIFY2(warnings.filter(QStringLiteral("games database")).size() == 1,
             qPrintable(warnings.join(QLatin1Char('\n'))));
    store.close();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

QTEST_MAIN(TestFileDialogs)
#include "tst_filedialogs.moc"
