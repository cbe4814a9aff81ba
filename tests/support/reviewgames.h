#pragma once
// Games for the review and game-end tests: the spec's examples, a script
// played through the table, and the pages of a PDF.
#include "chartexport.h"
#include "charts.h"
#include "chartview.h"
#include "darkpalette.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "language.h"
#include "mainwindow.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "reviewpage.h"
#include "roundsummary.h"
#include "scoresheetmodel.h"
#include "scoresheetprinter.h"
#include "shownwindow.h"
#include "suitstyle.h"
#include "tablepage.h"
#include "trickview.h"
#include "violationlist.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUndoStack>

namespace tornei {

inline Record example(const QString &name)
{
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/") + name + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read example %s", qPrintable(name));
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(file.readAll(), &error);
    if (!record)
        qFatal("%s", qPrintable(error.toString()));
    return *record;
}

} // namespace tornei
