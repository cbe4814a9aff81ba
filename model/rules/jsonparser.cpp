#include "jsonparser.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cstring>

namespace tornei {

namespace {

class Parser
{
    Q_DECLARE_TR_FUNCTIONS(tornei::JsonParser)

public:
    Parser(const QByteArray &text, const JsonLimits &limits)
        : m_p(text.constData())
        , m_begin(text.constData())
        , m_end(text.constData() + text.size())
        , m_limits(limits)
    {
    }

    JsonValue parseDocument(JsonParseError *error)
    {
        skipSpace();
        JsonValue v = parseValue(0);
        if (m_error.ok()) {
            skipSpace();
            if (m_p != m_end)
                fail(tr("unexpected text after the JSON value"));
        }
        if (error)
            *error = m_error;
        return m_error.ok() ? v : JsonValue();
    }

private:
    void fail(const QString &message)
    {
        if (m_error.ok()) {
            m_error.offset = m_p - m_begin;
            m_error.message = message;
        }
    }

    // A value past a limit: said with where it is.
    void failLimit(const QString &message)
    {
        if (!m_error.ok())
            return; // the first problem stands, with its path (m_path holds the keys being read)
        fail(message);
        m_error.path = path();
        m_error.limit = true;
    }

    // The path of the value being read, as the record reader writes paths.
    QString path() const
    {
        QString result;
        for (const auto &[key, index] : m_path) {
            if (index >= 0)
                result += QStringLiteral("[%1]").arg(index);
            else
                result += (result.isEmpty() ? QString() : QStringLiteral(".")) + *key;
        }
        return result;
    }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    bool literal(const char *word)
    {
        const std::size_t n = std::strlen(word);
        if (static_cast<std::size_t>(m_end - m_p) >= n && std::memcmp(m_p, word, n) == 0) {
            m_p += n;
            return true;
        }
        return false;
    }

    JsonValue parseValue(int depth)
    {
        if (depth > m_limits.depth) {
            failLimit(tr("the JSON is nested more than %1 levels deep").arg(m_limits.depth));
            return {};
        }
        if (++m_values > m_limits.values) {
            failLimit(tr("the file holds more than %1 values").arg(m_limits.values));
            return {};
        }
        if (m_p == m_end) {
            fail(tr("unexpected end of the file"));
            return {};
        }
        switch (*m_p) {
        case '{':
            return parseObject(depth);
        case '[':
            return parseArray(depth);
        case '"': {
            QString s;
            if (!parseString(&s))
                return {};
            return JsonValue::string(std::move(s));
        }
        case 't':
            if (literal("true"))
                return JsonValue::boolean(true);
            break;
        case 'f':
            if (literal("false"))
                return JsonValue::boolean(false);
            break;
        case 'n':
            if (literal("null"))
                return JsonValue();
            break;
        default:
            if (*m_p == '-' || (*m_p >= '0' && *m_p <= '9'))
                return parseNumber();
        }
        fail(tr("not valid JSON"));
        return {};
    }

    JsonValue parseNumber()
    {
        const char *start = m_p;
        bool integral = true;
        if (*m_p == '-')
            ++m_p;
        if (m_p < m_end && *m_p == '0') {
            ++m_p;
        } else if (m_p < m_end && *m_p >= '1' && *m_p <= '9') {
            while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
        } else {
            fail(tr("not valid JSON"));
            return {};
        }
        if (m_p < m_end && *m_p == '.') {
            integral = false;
            ++m_p;
            if (m_p == m_end || *m_p < '0' || *m_p > '9') {
                fail(tr("not valid JSON"));
                return {};
            }
            while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            integral = false;
            ++m_p;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (m_p == m_end || *m_p < '0' || *m_p > '9') {
                fail(tr("not valid JSON"));
                return {};
            }
            while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
        }
        // An integer of up to 18 digits cannot overflow: worked out here, without a copy of its text.
        if (const char *digits = *start == '-' ? start + 1 : start; integral && m_p - digits <= 18) {
            qint64 value = 0;
            for (const char *d = digits; d < m_p; ++d)
                value = value * 10 + (*d - '0');
            return JsonValue::integer(digits == start ? value : -value);
        }
        const QByteArray text(start, m_p - start);
        if (integral) {
            bool ok = false;
            const qint64 i = text.toLongLong(&ok);
            if (ok)
                return JsonValue::integer(i);
        }
        // Out of range for a double (1e999) is still valid JSON: keep the text.
        return JsonValue::number(text.toDouble(), text);
    }

    static int hexDigit(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    bool parseHex4(char32_t *out)
    {
        if (m_end - m_p < 4) {
            fail(tr("not valid JSON"));
            return false;
        }
        char32_t v = 0;
        for (int i = 0; i < 4; ++i) {
            const int d = hexDigit(m_p[i]);
            if (d < 0) {
                fail(tr("not valid JSON"));
                return false;
            }
            v = v * 16 + static_cast<char32_t>(d);
        }
        m_p += 4;
        *out = v;
        return true;
    }

    // Encoded by hand: QString::fromUcs4 would drop a U+FEFF.
    static void appendUtf8(QByteArray &out, char32_t cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    // Appends one UTF-8 sequence starting at m_p, validating it.
    bool copyUtf8(QByteArray &out)
    {
        const auto lead = static_cast<unsigned char>(*m_p);
        int length = 0;
        char32_t min = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            min = 0x80;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            min = 0x800;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            min = 0x10000;
        } else {
            fail(tr("the file is not valid UTF-8"));
            return false;
        }
        if (m_end - m_p < length) {
            fail(tr("the file is not valid UTF-8"));
            return false;
        }
        char32_t cp = lead & (0x7F >> length);
        for (int i = 1; i < length; ++i) {
            const auto c = static_cast<unsigned char>(m_p[i]);
            if ((c & 0xC0) != 0x80) {
                fail(tr("the file is not valid UTF-8"));
                return false;
            }
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            fail(tr("the file is not valid UTF-8"));
            return false;
        }
        out.append(m_p, length);
        m_p += length;
        return true;
    }

    bool parseString(QString *result)
    {
        ++m_p; // opening quote
        // Most texts of a record (cards, keys, names) are plain ASCII without an escape: read at
        // once into the string, without going through UTF-8.
        {
            const char *run = m_p;
            const char *stop = m_p + std::min<qsizetype>(m_end - m_p, m_limits.stringBytes);
            while (run < stop && *run != '"' && *run != '\\' && static_cast<unsigned char>(*run) >= 0x20 &&
                   static_cast<unsigned char>(*run) < 0x80)
                ++run;
            if (run < m_end && *run == '"') {
                *result = QString::fromLatin1(m_p, run - m_p);
                m_p = run + 1;
                return true;
            }
        }
        QByteArray utf8;
        while (true) {
            if (m_p == m_end) {
                fail(tr("unexpected end of the file"));
                return false;
            }
            const char c = *m_p;
            if (c == '"') {
                ++m_p;
                break;
            }
            if (utf8.size() >= m_limits.stringBytes) {
                failLimit(tr("a text is longer than %1 bytes").arg(m_limits.stringBytes));
                return false;
            }
            if (static_cast<unsigned char>(c) < 0x20) {
                fail(tr("not valid JSON"));
                return false;
            }
            if (c == '\\') {
                ++m_p;
                if (m_p == m_end) {
                    fail(tr("unexpected end of the file"));
                    return false;
                }
                const char e = *m_p++;
                switch (e) {
                case '"':
                case '\\':
                case '/':
                    utf8 += e;
                    break;
                case 'b':
                    utf8 += '\b';
                    break;
                case 'f':
                    utf8 += '\f';
                    break;
                case 'n':
                    utf8 += '\n';
                    break;
                case 'r':
                    utf8 += '\r';
                    break;
                case 't':
                    utf8 += '\t';
                    break;
                case 'u': {
                    char32_t cp = 0;
                    if (!parseHex4(&cp))
                        return false;
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        char32_t low = 0;
                        if (!(literal("\\u") && parseHex4(&low)) || low < 0xDC00 || low > 0xDFFF) {
                            fail(tr("not valid JSON"));
                            return false;
                        }
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        fail(tr("not valid JSON"));
                        return false;
                    }
                    appendUtf8(utf8, cp);
                    break;
                }
                default:
                    --m_p;
                    fail(tr("not valid JSON"));
                    return false;
                }
                continue;
            }
            if (static_cast<unsigned char>(c) < 0x80) {
                // This plain character and those after it up to the next quote, escape, control or
                // non-ASCII byte, at once (within the limit: room for this one was checked above).
                const char *run = m_p + 1;
                const char *stop = m_p + std::min<qsizetype>(m_end - m_p, m_limits.stringBytes - utf8.size());
                while (run < stop && *run != '"' && *run != '\\' && static_cast<unsigned char>(*run) >= 0x20 &&
                       static_cast<unsigned char>(*run) < 0x80)
                    ++run;
                utf8.append(m_p, run - m_p);
                m_p = run;
            } else if (!copyUtf8(utf8)) {
                return false;
            }
        }
        // Every character kept: QString::fromUtf8 drops a leading U+FEFF.
        *result = QString::fromUtf8(utf8);
        if (utf8.startsWith("\xEF\xBB\xBF"))
            result->prepend(QChar(0xFEFF));
        return true;
    }

    JsonValue parseArray(int depth)
    {
        ++m_p;
        std::vector<JsonValue> items;
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return JsonValue::array(std::move(items));
        }
        // A record's arrays hold four seats or seven cards or tricks: room made once or twice, not at each item.
        items.reserve(4);
        while (true) {
            skipSpace();
            if (static_cast<qsizetype>(items.size()) >= m_limits.arrayItems) {
                failLimit(tr("an array holds more than %1 items").arg(m_limits.arrayItems));
                return {};
            }
            m_path.emplace_back(nullptr, static_cast<qsizetype>(items.size()));
            items.push_back(parseValue(depth + 1));
            if (!m_error.ok())
                return {};
            m_path.pop_back();
            skipSpace();
            if (m_p < m_end && *m_p == ',') {
                ++m_p;
                continue;
            }
            if (m_p < m_end && *m_p == ']') {
                ++m_p;
                return JsonValue::array(std::move(items));
            }
            fail(m_p == m_end ? tr("unexpected end of the file") : tr("not valid JSON"));
            return {};
        }
    }

    JsonValue parseObject(int depth)
    {
        ++m_p;
        std::vector<JsonValue::Member> members;
        // A record's objects hold a few keys, which are looked for among the members; a set only for many.
        constexpr std::size_t FewKeys = 16;
        QSet<QString> keys;
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return JsonValue::object(std::move(members));
        }
        members.reserve(4); // a trick's two keys, a round's three, a record's seven
        while (true) {
            skipSpace();
            if (m_p == m_end || *m_p != '"') {
                fail(m_p == m_end ? tr("unexpected end of the file") : tr("not valid JSON"));
                return {};
            }
            if (static_cast<qsizetype>(members.size()) >= m_limits.arrayItems) {
                failLimit(tr("an object holds more than %1 members").arg(m_limits.arrayItems));
                return {};
            }
            const char *keyStart = m_p;
            QString key;
            if (!parseString(&key))
                return {};
            if (members.size() == FewKeys) {
                for (const JsonValue::Member &member : members)
                    keys.insert(member.first);
            }
            const bool twice = members.size() < FewKeys
                                   ? std::any_of(members.begin(), members.end(),
                                                 [&](const JsonValue::Member &member) { return member.first == key; })
                                   : keys.contains(key);
            if (twice) {
                m_p = keyStart;
                fail(tr("the key \"%1\" appears twice in one object").arg(key));
                return {};
            }
            if (members.size() >= FewKeys)
                keys.insert(key);
            skipSpace();
            if (m_p == m_end || *m_p != ':') {
                fail(m_p == m_end ? tr("unexpected end of the file") : tr("not valid JSON"));
                return {};
            }
            ++m_p;
            skipSpace();
            m_path.emplace_back(&key, -1);
            JsonValue value = parseValue(depth + 1);
            if (!m_error.ok())
                return {};
            m_path.pop_back();
            members.emplace_back(std::move(key), std::move(value));
            skipSpace();
            if (m_p < m_end && *m_p == ',') {
                ++m_p;
                continue;
            }
            if (m_p < m_end && *m_p == '}') {
                ++m_p;
                return JsonValue::object(std::move(members));
            }
            fail(m_p == m_end ? tr("unexpected end of the file") : tr("not valid JSON"));
            return {};
        }
    }

    const char *m_p;
    const char *m_begin;
    const char *m_end;
    JsonLimits m_limits;
    qsizetype m_values = 0;
    // Keys (index -1) and array indexes from the root to the current value; a key is the
    // parsing object's own, which outlives its value's reading.
    std::vector<std::pair<const QString *, qsizetype>> m_path;
    JsonParseError m_error;
};

} // namespace

JsonValue parseJson(const QByteArray &text, JsonParseError *error, const JsonLimits &limits)
{
    Parser parser(text, limits);
    return parser.parseDocument(error);
}

} // namespace tornei
