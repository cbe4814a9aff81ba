#pragma once
// Answering the app's modal dialogs from a widget test: the dialog's exec()
// blocks the test, so the answer is given from a timer once it is shown.
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <functional>

// Answers the next modal dialog with `answer` once it is shown.
inline void whenModal(std::function<void(QWidget *)> answer)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            answer(modal);
        }
    });
    timer->start();
}

// Clicks the button of `box` whose text (without its & mark) is `text`.
inline void clickButton(QWidget *box, const QString &text)
{
    for (QPushButton *button : box->findChildren<QPushButton *>()) {
        if (button->text().remove(QLatin1Char('&')) == text) {
            button->click();
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button %1").arg(text)));
}

// Types `names` into the file name field of `dialog`, as a user does.
// QFileDialog::selectFile() leaves that field alone while it has the focus,
// which it may or may not have yet when the dialog is answered.
inline void typeFileNames(QFileDialog *dialog, const QString &names)
{
    auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(field);
    field->setText(names);
}
