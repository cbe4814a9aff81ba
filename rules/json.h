#pragma once

#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace tornei {

// A JSON value that keeps what QJsonDocument loses for a strict, lossless
// record format: the order of object members, the difference between an
// integer and a fraction, and duplicate keys (which the reader refuses).
class JsonValue
{
public:
    enum class Type { Null, Bool, Integer, Double, String, Array, Object };
    using Member = std::pair<QString, JsonValue>;

    JsonValue() = default;
    static JsonValue boolean(bool b);
    static JsonValue integer(qint64 i);
    static JsonValue number(double d);
    // A number as it was written: `text` is written back unchanged, so a
    // fraction such as 1.0 or 1e999 survives a read/write round trip.
    static JsonValue number(double d, const QByteArray &text);
    static JsonValue string(const QString &s);
    static JsonValue array(std::vector<JsonValue> items = {});
    static JsonValue object(std::vector<Member> members = {});

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isString() const { return m_type == Type::String; }
    bool isInteger() const { return m_type == Type::Integer; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool toBool() const { return m_bool; }
    qint64 toInteger() const { return m_integer; }
    double toDouble() const { return m_double; }
    const QString &toString() const { return m_string; }
    const std::vector<JsonValue> &items() const { return m_items; }
    std::vector<JsonValue> &items() { return m_items; }
    const std::vector<Member> &members() const { return m_members; }
    std::vector<Member> &members() { return m_members; }

    // The member named key, or nullptr.
    const JsonValue *find(const QString &key) const;

    // A short description of the value for error messages: "X15", 12, an array.
    QString brief() const;

    bool operator==(const JsonValue &other) const;

    // Compact when indent < 0, otherwise pretty-printed with that many spaces.
    QByteArray serialize(int indent = 1) const;
    // Appends what serialize(indent) gives, as a value nested `depth` levels
    // deep (for writers that lay out the rest of a document themselves).
    void write(QByteArray &out, int indent, int depth) const;
    // Appends a string literal, escaped as serialize() escapes it.
    static void writeString(QByteArray &out, const QString &s);

private:

    Type m_type = Type::Null;
    bool m_bool = false;
    qint64 m_integer = 0;
    double m_double = 0;
    QString m_string;
    QByteArray m_numberText; // Double: the source text, when read from a document
    std::vector<JsonValue> m_items;
    std::vector<Member> m_members;
};

struct JsonParseError
{
    qsizetype offset = -1; // byte offset of the problem; -1 when there is none
    QString message;
    QString path; // where the offending value is ("rounds[2].x-notes"), when known
    bool ok() const { return offset < 0; }
};

// What a document may hold, checked while it is read so that memory stays
// bounded whatever the input: a value past a limit stops the reading at once.
struct JsonLimits
{
    int depth = 64;                // nested arrays and objects
    qsizetype stringBytes = 65536; // one string or key, in UTF-8
    qsizetype arrayItems = 10000;  // items of one array, members of one object
    qsizetype values = 200000;     // values in the whole document
};

// Parses UTF-8 JSON text (RFC 8259). Refuses duplicate keys, invalid UTF-8,
// trailing data and anything past `limits`.
JsonValue parseJson(const QByteArray &text, JsonParseError *error, const JsonLimits &limits = JsonLimits());

} // namespace tornei
