#include "plaintext.h"

#include <QLabel>

namespace tornei {

namespace {

QMessageBox::StandardButton ask(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text,
                                QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(defaultButton);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

} // namespace

QString PlainText::toolTip(const QString &text)
{
    // Always HTML, so that nothing in the text is guessed to be: escaped,
    // and laid out as plain text is (no wrapping but at line breaks).
    return QStringLiteral("<p style='white-space:pre'>%1</p>").arg(text.toHtmlEscaped());
}

QString PlainText::buttonText(const QString &text)
{
    QString escaped = text;
    return escaped.replace(QLatin1Char('&'), QLatin1String("&&"));
}

void PlainText::plainLabels(QWidget *widget)
{
    for (QLabel *label : widget->findChildren<QLabel *>())
        label->setTextFormat(Qt::PlainText);
}

QMessageBox::StandardButton PlainText::warning(QWidget *parent, const QString &title, const QString &text)
{
    return ask(QMessageBox::Warning, parent, title, text, QMessageBox::Ok, QMessageBox::Ok);
}

QMessageBox::StandardButton PlainText::information(QWidget *parent, const QString &title, const QString &text)
{
    return ask(QMessageBox::Information, parent, title, text, QMessageBox::Ok, QMessageBox::Ok);
}

QMessageBox::StandardButton PlainText::question(QWidget *parent, const QString &title, const QString &text)
{
    return ask(QMessageBox::Question, parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::NoButton);
}

} // namespace tornei
