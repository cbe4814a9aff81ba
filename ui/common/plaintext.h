#pragma once

#include <QMessageBox>
#include <QString>

class QWidget;

namespace tornei {

// A user's text (a player's name, a file's path, a message that quotes
// them) in the widgets that guess whether text is HTML: tooltips and message
// boxes take "<font size=7>BIG</font>" for markup. Labels are given
// Qt::PlainText where they are made; these cover the rest. Knows nothing of
// what the text says.
class PlainText
{
public:
    // A tooltip that shows `text` exactly as written, line breaks kept.
    static QString toolTip(const QString &text);
    // The text of a button or a menu item that shows every "&" of `text`
    // (a single one would mark the next letter as the shortcut).
    static QString buttonText(const QString &text);
    // Gives every label in `widget` Qt::PlainText: for dialogs made
    // elsewhere, such as QInputDialog's, whose label may quote a name.
    static void plainLabels(QWidget *widget);
    // QMessageBox's static functions, with the text shown as written.
    static QMessageBox::StandardButton warning(QWidget *parent, const QString &title, const QString &text);
    static QMessageBox::StandardButton information(QWidget *parent, const QString &title, const QString &text);
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text);
};

} // namespace tornei
