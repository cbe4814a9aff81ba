#include "tablegamepage.h"

#include "gamestore.h"
#include "historyquery.h"
#include "playedgame.h"
#include "storeevents.h"

#include <QRandomGenerator>
#include <algorithm>

namespace tornei {

namespace {

std::map<QString, PageServer::File> tableFiles()
{
    const QByteArray script = "text/javascript; charset=utf-8";
    return {
        {QString(), {QStringLiteral(":/page/table.html"), "text/html; charset=utf-8"}},
        {QStringLiteral("table.js"), {QStringLiteral(":/page/table.js"), script}},
        {QStringLiteral("strings.js"), {QStringLiteral(":/page/strings.js"), script}},
        {QStringLiteral("game.js"), {QStringLiteral(":/page/game.js"), script}},
        {QStringLiteral("live.js"), {QStringLiteral(":/page/live.js"), script}},
        {QStringLiteral("page.css"), {QStringLiteral(":/page/page.css"), "text/css; charset=utf-8"}},
    };
}

// 128 random bits, as URL-safe text: not guessed by another device on the network.
QString newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words)
                                   .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

constexpr qint64 ThePage = 1;

} // namespace

TableGamePage::TableGamePage(GameStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_token(newToken())
{
    m_pages = new PageServer(
        QStringLiteral("table"), tableFiles(), [this](const QString &token) { return token == m_token ? ThePage : 0; },
        [this](qint64) { return snapshot(); }, this);
    QObject::connect(m_pages, &PageServer::liveCountChanged, this, &TableGamePage::liveCountChanged);
    // Any commit, whoever made it: the game shown is read again, and sent only if it differs
    // (a commit made elsewhere before the store's first look is said only as changed()).
    StoreEvents *events = m_store.events();
    QObject::connect(events, &StoreEvents::changed, this, [this] {
        if (m_followed == 0)
            findNewest();
        else
            m_pages->refresh();
    });
    QObject::connect(events, &StoreEvents::gamesRemoved, this, [this](const QList<qint64> &games) {
        if (games.contains(m_followed))
            follow(0);
    });
    findNewest();
}

TableGamePage::~TableGamePage() = default;

bool TableGamePage::listen(const QHostAddress &address, quint16 port, QString *error)
{
    return m_pages->listen(address, port, error);
}

QString TableGamePage::url() const
{
    return m_pages->address() + QStringLiteral("/table/%1/").arg(m_token);
}

void TableGamePage::follow(qint64 game)
{
    m_followed = game;
    if (game == 0) {
        findNewest();
        return;
    }
    m_shown = game;
    m_pages->refresh();
}

void TableGamePage::findNewest()
{
    HistoryQuery newest;
    newest.limit = 1;
    const std::vector<qint64> ids = m_store.games().ids(newest);
    const qint64 shown = ids.empty() ? 0 : ids.front();
    m_shown = shown;
    m_pages->refresh();
}

QByteArray TableGamePage::snapshot()
{
    if (m_shown == 0)
        return JsonValue::object({{QStringLiteral("id"), JsonValue()}, {QStringLiteral("game"), JsonValue()}})
            .serialize(-1);
    StoreError error;
    const std::optional<Record> record = m_store.records().load(m_shown, &error);
    // A store that cannot be read now (another program's long write): 503, and the phones keep what they have.
    if (!record)
        return {};
    return JsonValue::object(
               {{QStringLiteral("id"), JsonValue::integer(m_shown)},
                {QStringLiteral("started"), record->started ? JsonValue::string(*record->started) : JsonValue()},
                {QStringLiteral("game"), PlayedGame::json(*record)}})
        .serialize(-1);
}

} // namespace tornei
