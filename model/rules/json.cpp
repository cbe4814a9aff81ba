#include "json.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>

namespace tornei {

JsonValue JsonValue::boolean(bool b)
{
    JsonValue v;
    v.m_type = Type::Bool;
    v.m_bool = b;
    return v;
}

JsonValue JsonValue::integer(qint64 i)
{
    JsonValue v;
    v.m_type = Type::Integer;
    v.m_integer = i;
    return v;
}

JsonValue JsonValue::number(double d)
{
    JsonValue v;
    v.m_type = Type::Double;
    v.m_double = d;
    return v;
}

JsonValue JsonValue::number(double d, const QByteArray &text)
{
    JsonValue v = number(d);
    v.m_numberText = text;
    return v;
}

JsonValue JsonValue::string(QString s)
{
    JsonValue v;
    v.m_type = Type::String;
    v.m_string = std::move(s);
    return v;
}

JsonValue JsonValue::array(std::vector<JsonValue> items)
{
    JsonValue v;
    v.m_type = Type::Array;
    v.m_items = std::move(items);
    return v;
}

JsonValue JsonValue::object(std::vector<Member> members)
{
    JsonValue v;
    v.m_type = Type::Object;
    v.m_members = std::move(members);
    return v;
}

namespace {

// A member's value by its key, compared as the key's own type is (a record's
// keys are Latin-1 literals: no QString made for them).
template <typename Key>
const JsonValue *findMember(const std::vector<JsonValue::Member> &members, const Key &key)
{
    for (const JsonValue::Member &m : members) {
        if (m.first == key)
            return &m.second;
    }
    return nullptr;
}

} // namespace

const JsonValue *JsonValue::find(const QString &key) const
{
    return findMember(m_members, key);
}

const JsonValue *JsonValue::find(QLatin1StringView key) const
{
    return findMember(m_members, key);
}

QString JsonValue::brief() const
{
    switch (m_type) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return m_bool ? QStringLiteral("true") : QStringLiteral("false");
    case Type::Integer:
    case Type::Double:
    case Type::String: {
        QString text = QString::fromUtf8(serialize(-1));
        if (text.size() > 40)
            text = text.left(37) + QStringLiteral("...");
        return text;
    }
    case Type::Array:
        return QCoreApplication::translate("tornei::JsonValue", "an array");
    case Type::Object:
        return QCoreApplication::translate("tornei::JsonValue", "an object");
    }
    return {};
}

bool JsonValue::operator==(const JsonValue &other) const
{
    if (m_type != other.m_type)
        return false;
    switch (m_type) {
    case Type::Null:
        return true;
    case Type::Bool:
        return m_bool == other.m_bool;
    case Type::Integer:
        return m_integer == other.m_integer;
    case Type::Double:
        return m_double == other.m_double;
    case Type::String:
        return m_string == other.m_string;
    case Type::Array:
        return m_items == other.m_items;
    case Type::Object:
        return m_members == other.m_members;
    }
    return false;
}

void JsonValue::writeString(QByteArray &out, const QString &s)
{
    writeUtf8String(out, s.toUtf8());
}

void JsonValue::writeUtf8String(QByteArray &out, QByteArrayView utf8)
{
    out += '"';
    // Runs of characters written as they are go in one append each.
    qsizetype plain = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto u = static_cast<unsigned char>(utf8[i]);
        if (u >= 0x20 && u != '"' && u != '\\')
            continue;
        out.append(utf8.data() + plain, i - plain);
        plain = i + 1;
        switch (u) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default: {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", u);
            out += buf;
        }
        }
    }
    out.append(utf8.data() + plain, utf8.size() - plain);
    out += '"';
}

QByteArray JsonValue::serialize(int indent) const
{
    QByteArray out;
    write(out, indent, 0);
    return out;
}

void JsonValue::write(QByteArray &out, int indent, int depth) const
{
    const auto newline = [&](int d) {
        if (indent < 0)
            return;
        out += '\n';
        out += QByteArray(d * indent, ' ');
    };
    switch (m_type) {
    case Type::Null:
        out += "null";
        break;
    case Type::Bool:
        out += m_bool ? "true" : "false";
        break;
    case Type::Integer:
        out += QByteArray::number(m_integer);
        break;
    case Type::Double:
        if (!m_numberText.isEmpty()) {
            out += m_numberText;
        } else if (std::isfinite(m_double)) {
            // Always with a fraction or an exponent: "1" would read back as an integer.
            QByteArray text = QByteArray::number(m_double, 'g', 17);
            if (!text.contains('.') && !text.contains('e'))
                text += ".0";
            out += text;
        } else {
            out += "null";
        }
        break;
    case Type::String:
        writeString(out, m_string);
        break;
    case Type::Array:
        out += '[';
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (i > 0)
                out += ',';
            newline(depth + 1);
            m_items[i].write(out, indent, depth + 1);
        }
        if (!m_items.empty())
            newline(depth);
        out += ']';
        break;
    case Type::Object:
        out += '{';
        for (std::size_t i = 0; i < m_members.size(); ++i) {
            if (i > 0)
                out += ',';
            newline(depth + 1);
            writeString(out, m_members[i].first);
            out += indent < 0 ? ":" : ": ";
            m_members[i].second.write(out, indent, depth + 1);
        }
        if (!m_members.empty())
            newline(depth);
        out += '}';
        break;
    }
}

} // namespace tornei
