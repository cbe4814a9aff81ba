#pragma once
// Edits of a record's JSON by path ("set PATH JSON", "remove PATH", "append
// PATH JSON") and the whole random games they are made to.
#include "json.h"
#include "jsonparser.h"
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "seatindex.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QString>
#include <variant>
#include <vector>

namespace tornei::testing {

inline JsonValue parse(const QByteArray &text)
{
    JsonParseError error;
    JsonValue v = parseJson(text, &error);
    if (!error.ok())
        qFatal("bad JSON in a test: %s: %s", text.constData(), qPrintable(error.message));
    return v;
}

// "rounds[1].tricks[3].jousts[2]" as keys and indexes.
using Step = std::variant<QString, int>;

inline std::vector<Step> steps(const QString &path)
{
    std::vector<Step> result;
    if (path.isEmpty())
        return result;
    for (const QString &part : path.split(QLatin1Char('.'))) {
        const qsizetype bracket = part.indexOf(QLatin1Char('['));
        result.emplace_back(part.left(bracket < 0 ? part.size() : bracket));
        if (bracket < 0)
            continue;
        for (const QString &index : part.mid(bracket + 1).chopped(1).split(QStringLiteral("][")))
            result.emplace_back(index.toInt());
    }
    return result;
}

inline JsonValue *child(JsonValue *v, const Step &step)
{
    if (const QString *key = std::get_if<QString>(&step)) {
        for (auto &member : v->members()) {
            if (member.first == *key)
                return &member.second;
        }
        qFatal("no key %s", qPrintable(*key));
    }
    return &v->items().at(at(std::get<int>(step)));
}

inline JsonValue *locate(JsonValue &root, const QString &path)
{
    JsonValue *v = &root;
    for (const Step &step : steps(path))
        v = child(v, step);
    return v;
}

// "set PATH JSON", "remove PATH", "append PATH JSON" (an item of an array,
// or the members of a JSON object to add to an object). A JSON value written
// "@PATH" is a copy of that value of the unedited document.
inline void edit(JsonValue &doc, const QString &command)
{
    const JsonValue original = doc;
    const QString op = command.section(QLatin1Char(' '), 0, 0);
    QString path = command.section(QLatin1Char(' '), 1, 1);
    if (path == QLatin1String("/"))
        path.clear();
    const QString text = command.section(QLatin1Char(' '), 2);
    JsonValue value;
    if (text.startsWith(QLatin1Char('@')))
        value = *locate(const_cast<JsonValue &>(original), text.mid(1));
    else if (!text.isEmpty())
        value = parse(text.toUtf8());

    if (op == QLatin1String("set")) {
        *locate(doc, path) = value;
    } else if (op == QLatin1String("append")) {
        JsonValue *target = locate(doc, path);
        if (target->isArray())
            target->items().push_back(value);
        else
            target->members().insert(target->members().end(), value.members().begin(), value.members().end());
    } else if (op == QLatin1String("remove")) {
        std::vector<Step> s = steps(path);
        const Step last = s.back();
        s.pop_back();
        JsonValue *parent = &doc;
        for (const Step &step : s)
            parent = child(parent, step);
        if (const QString *key = std::get_if<QString>(&last)) {
            auto &members = parent->members();
            members.erase(std::find_if(members.begin(), members.end(),
                                       [&](const JsonValue::Member &m) { return m.first == *key; }));
        } else {
            parent->items().erase(parent->items().begin() + std::get<int>(last));
        }
    } else {
        qFatal("unknown edit %s", qPrintable(command));
    }
}

// Whole games built by the random legal game generator, with a fixed seed
// and the dummy in seat 3 and the first dealer in seat 0 (3 players), or
// the first dealer in seat 0 (4 players).
inline Record baseGame(int players)
{
    for (quint32 seed = 1;; ++seed) {
        QRandomGenerator rng(seed);
        Record record = RandomGame::play(rng, players);
        if (record.firstDealer == 0 && (players == 4 || record.dummySeat() == 3))
            return record;
    }
}

inline QByteArray baseText(int players)
{
    return RecordFormat::write(baseGame(players));
}

// `text` with an x- key of `arrays` arrays of 9,999 zeros, 59 arrays deep: about 20 KB an array
// as read, 1.2 MB written out a value a line (the reader's limits allow 64 levels).
inline QByteArray withDeepZeros(QByteArray text, int arrays)
{
    QByteArray zeros = "0";
    for (int i = 1; i < 9999; ++i)
        zeros += ",0";
    QByteArray pad = QByteArray(58, '[');
    for (int i = 0; i < arrays; ++i)
        pad += (i > 0 ? ",[" : "[") + zeros + ']';
    pad += QByteArray(58, ']');
    text.insert(text.lastIndexOf('}'), ", \"x-pad\": " + pad);
    return text;
}

} // namespace tornei::testing
