#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;

namespace tornei {

class QrCodeView;
class TableShare;

// "Share on the local network": where to share the table's game (one of the
// computer's networks, or this computer only), the start and stop of it,
// and, while it is shared, the page's QR code and address for the players'
// phones and how many follow it. Off until started here; the sharing itself
// is the main window's TableShare, so closing the dialog keeps it on and
// closing the app ends it.
class ShareDialog : public QDialog
{
    Q_OBJECT

public:
    ShareDialog(TableShare *share, QWidget *parent = nullptr);

    QComboBox *networkChoice() const { return m_network; }
    QPushButton *startButton() const { return m_start; }
    QLabel *addressLabel() const { return m_address; }
    QrCodeView *qrCode() const { return m_qr; }
    QLabel *statusLabel() const { return m_status; }

signals:
    // Start sharing at the chosen network's address (the main window knows the database and the game).
    void startAsked(const QString &address);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void listNetworks();
    void showState();

    TableShare *m_share = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_networkLabel = nullptr;
    QComboBox *m_network = nullptr;
    QPushButton *m_start = nullptr;
    QrCodeView *m_qr = nullptr;
    QLabel *m_address = nullptr;
    QPushButton *m_copy = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_close = nullptr;
    QString m_failure;
};

} // namespace tornei
