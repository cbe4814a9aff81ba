#pragma once

#include <QByteArrayView>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace tornei {

// A JSON value that keeps what QJsonDocument loses for a strict, lossless
// record format: the order of object members, the difference between an
// integer and a fraction, and duplicate keys (which the reader refuses).
// It writes itself; parseJson (jsonparser.h) reads one.
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
    static JsonValue string(QString s);
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
    const JsonValue *find(QLatin1StringView key) const;

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
    // The same for text already in UTF-8 (a record's file, say).
    static void writeUtf8String(QByteArray &out, QByteArrayView utf8);

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

} // namespace tornei
