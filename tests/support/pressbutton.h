#pragma once
// Pressing a screen's buttons as a player does, found by their object names.
#include <QAbstractButton>
#include <QTest>
#include <QWidget>

// Presses the button named `name` inside `within`: with the mouse when it is
// on screen, by its click() otherwise. False, saying why, when the button is
// missing, hidden in its screen or disabled.
[[nodiscard]] inline bool pressButton(QWidget *within, const QString &name)
{
    auto *button = within->findChild<QAbstractButton *>(name);
    if (!button) {
        qWarning("no button %s", qPrintable(name));
        return false;
    }
    if (!button->isVisibleTo(within) || !button->isEnabled()) {
        qWarning("button %s cannot be pressed", qPrintable(name));
        return false;
    }
    if (button->isVisible())
        QTest::mouseClick(button, Qt::LeftButton);
    else
        button->click();
    return true;
}
