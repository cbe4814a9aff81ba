#pragma once

#include <QDialog>

class QLabel;

namespace tornei {

// Version, licence, the Qt in use and where the database lives. Knows nothing
// of games.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(const QString &databasePath, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_databasePath;
    QLabel *m_text = nullptr;
};

} // namespace tornei
