#include "sharedialog.h"

#include "localnetworks.h"
#include "qrcode.h"
#include "tableshare.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tornei {

ShareDialog::ShareDialog(TableShare *share, QWidget *parent)
    : QDialog(parent)
    , m_share(share)
{
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_networkLabel = new QLabel(this);
    m_network = new QComboBox(this);
    m_networkLabel->setBuddy(m_network);
    m_start = new QPushButton(this);
    m_qr = new QrCodeView(this);
    // Large enough for a phone's camera across the table.
    const int side = fontMetrics().height() * 16;
    m_qr->setFixedSize(side, side);
    m_address = new QLabel(this);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_address->setAlignment(Qt::AlignCenter);
    QFont big = m_address->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_address->setFont(big);
    m_copy = new QPushButton(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignCenter);
    m_close = new QPushButton(this);

    auto *choice = new QHBoxLayout;
    choice->addWidget(m_networkLabel);
    choice->addWidget(m_network, 1);
    choice->addWidget(m_start);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *box = new QVBoxLayout(this);
    box->addWidget(m_intro);
    box->addLayout(choice);
    box->addWidget(m_qr, 0, Qt::AlignHCenter);
    box->addWidget(m_address);
    box->addWidget(m_status);
    box->addLayout(buttons);

    QObject::connect(m_start, &QPushButton::clicked, this, [this] {
        m_failure.clear();
        if (m_share->isRunning()) {
            m_share->stop();
        } else if (m_network->currentIndex() >= 0) {
            emit startAsked(m_network->currentData().toString());
        }
        showState();
    });
    QObject::connect(m_copy, &QPushButton::clicked, this,
                     [this] { QApplication::clipboard()->setText(m_share->url()); });
    QObject::connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    QObject::connect(m_share, &TableShare::started, this, &ShareDialog::showState);
    QObject::connect(m_share, &TableShare::phonesChanged, this, &ShareDialog::showState);
    QObject::connect(m_share, &TableShare::stopped, this, [this](const QString &reason) {
        m_failure = reason;
        showState();
    });
    retranslate();
    listNetworks();
    showState();
}

void ShareDialog::showEvent(QShowEvent *event)
{
    // A network joined or left since it was last open.
    if (!m_share->isRunning())
        listNetworks();
    QDialog::showEvent(event);
}

void ShareDialog::listNetworks()
{
    const QString chosen = m_network->currentData().toString();
    m_network->clear();
    for (const LocalNetwork &network : LocalNetworks::list())
        m_network->addItem(LocalNetworks::describe(network), network.address);
    const int again = m_network->findData(chosen);
    if (again >= 0)
        m_network->setCurrentIndex(again);
}

void ShareDialog::showState()
{
    const bool running = m_share->isRunning();
    const bool shared = running && !m_share->url().isEmpty();
    m_network->setEnabled(!running);
    m_start->setText(running ? tr("&Stop sharing") : tr("&Start sharing"));
    m_qr->setText(shared ? m_share->url() : QString());
    m_qr->setVisible(shared);
    m_address->setText(shared ? m_share->url() : QString());
    m_address->setVisible(shared);
    m_copy->setEnabled(shared);
    if (!m_failure.isEmpty()) {
        //: %1 is the reason, as the system or the page's program gave it
        m_status->setText(tr("The game is not shared: %1").arg(m_failure));
    } else if (running && !shared) {
        m_status->setText(tr("Starting…"));
    } else if (shared && m_share->phones() == 0) {
        m_status->setText(tr("Scan the code or type the address on a phone on the same network."));
    } else if (shared) {
        //: %n is how many phones (or other browsers) have the page open
        m_status->setText(tr("%n phone(s) following the game.", nullptr, m_share->phones()));
    } else {
        m_status->setText(tr("Not shared."));
    }
    adjustSize();
}

void ShareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        listNetworks();
        showState();
    }
    QDialog::changeEvent(event);
}

void ShareDialog::retranslate()
{
    setWindowTitle(tr("Share the game on the local network"));
    m_intro->setText(tr("Phones on the same network as this computer can follow the table's score sheet as the "
                        "cards are entered: nothing to install, and nothing on the page changes the game. Sharing "
                        "stops when you stop it or close the app."));
    m_networkLabel->setText(tr("&Network:"));
    m_copy->setText(tr("&Copy address"));
    m_close->setText(tr("Close"));
}

} // namespace tornei
