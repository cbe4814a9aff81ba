#pragma once

#include "clubdisputes.h"

#include <QDialog>
#include <vector>

class QButtonGroup;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace tornei {

// A director's choice between the revisions of one disputed game: each
// revision side by side, numbered as ClubDisputes::resolve numbers them (1
// is the club's), with who sent it and when, how far it goes, each player's
// total and where it first differs from the club's. Asks for one of them and
// the reason, both required; sends nothing itself (the director's window does).
class DisputeDialog : public QDialog
{
    Q_OBJECT

public:
    // `event` is the name of the club event the game belongs to, empty for none.
    explicit DisputeDialog(const ClubDispute &dispute, const QString &event, QWidget *parent = nullptr);
    ~DisputeDialog() override;

    // The revision chosen, numbered as resolve takes it; 0 while none is.
    int choice() const;
    // The reason typed, trimmed.
    QString reason() const;

    QRadioButton *revisionButton(int choice) const;
    QLineEdit *reasonEdit() const { return m_reason; }
    QPushButton *okButton() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateOk();

    struct Column
    {
        QGroupBox *box = nullptr;
        QRadioButton *choose = nullptr;
        QLabel *sent = nullptr;
        QLabel *extent = nullptr;
        QLabel *totalsTitle = nullptr;
        QLabel *difference = nullptr;
    };

    ClubDispute m_dispute;
    QString m_event;
    std::vector<RevisionSummary> m_summaries;
    std::vector<Column> m_columns;
    QLabel *m_intro = nullptr;
    QButtonGroup *m_choices = nullptr;
    QLabel *m_reasonLabel = nullptr;
    QLineEdit *m_reason = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace tornei
