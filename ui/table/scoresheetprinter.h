#pragma once

#include "replay.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QPageSize>
#include <QString>

class QPagedPaintDevice;
class QPainter;
class QWidget;

namespace tornei {

// A game's score sheet on paper: when it was played, the players, the
// rounds with their breakdown and a legend of its marks, the totals and
// winners, the score chart and the violations,
// laid out from the device's own page rectangle and resolution (any paper,
// any printer, PDF) over as many pages as it needs. Knows nothing of
// storage or screens.
class ScoreSheetPrinter
{
    Q_DECLARE_TR_FUNCTIONS(tornei::ScoreSheetPrinter)

public:
    explicit ScoreSheetPrinter(const Replay &replay);

    // When the game was played, printed in the viewer's local time; by
    // default the record's `started` (nothing is printed without a date).
    void setPlayed(const QDateTime &played) { m_played = played; }
    QDateTime played() const { return m_played; }
    // The "Played …" line and the legend under the sheet, as printed.
    QString playedText() const;
    static QString legend();

    // Paints the sheet onto a device whose page layout is set; returns the number of pages.
    int print(QPagedPaintDevice *device) const;
    // Writes a PDF; false, with the reason, when the file cannot be written.
    bool writePdf(const QString &path, QPageSize::PageSizeId paper, QString *error = nullptr,
                  int *pages = nullptr) const;

    // Letter where the language's locale measures in US units, A4 elsewhere.
    static QPageSize::PageSizeId defaultPaper(const QLocale &locale = QLocale());

    static void printWithDialog(QWidget *parent, const Replay &replay, const QDateTime &played = {});
    static void savePdfWithDialog(QWidget *parent, const Replay &replay, const QDateTime &played = {});

private:
    const Replay &m_replay;
    QDateTime m_played;
};

} // namespace tornei
