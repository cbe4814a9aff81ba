#include "violationline.h"

#include "plaintext.h"
#include "replay.h"
#include "tablenotes.h"
#include "tabletexts.h"
#include "violationlist.h"

#include <QStringList>

namespace tornei {

ViolationLine::ViolationLine(QWidget *parent)
    : FitLabel(9, parent)
{
    setObjectName(QStringLiteral("violationLine"));
    QFont violationFont = font();
    violationFont.setPointSize(12);
    violationFont.setBold(true);
    setFont(violationFont);
    setTextFormat(Qt::PlainText);
    hide();
}

void ViolationLine::showRound(const Replay &replay, int round)
{
    QStringList named;
    QStringList full;
    if (round >= 0) {
        for (const Violation &v : replay.violations()) {
            if (v.round != round)
                continue;
            named << ViolationList::headline(replay, v);
            full << replay.describeInGame(v);
        }
    }
    //: The round's violations named under the table, e.g. "⚠ Round 1: Revoke by Ben in trick 2 (F9)"; %2
    //: lists them.
    const QString text =
        named.isEmpty() ? QString()
                        : TableTexts::tr("⚠ Round %1: %2").arg(round + 1).arg(named.join(TableTexts::tr(" · ")));
    setText(text);
    setToolTip(PlainText::toolTip(full.join(QLatin1Char('\n'))));
    QPalette linePalette = palette();
    linePalette.setColor(QPalette::WindowText, TableNotes::errorColour(palette()));
    setPalette(linePalette);
    setVisible(!text.isEmpty());
}

void ViolationLine::clearRound()
{
    setText(QString());
    setToolTip(PlainText::toolTip(QString()));
    setVisible(false);
}

} // namespace tornei
