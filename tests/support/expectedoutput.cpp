#include "expectedoutput.h"

#include "jsonparser.h"

#include <QDir>
#include <QFile>

#include <algorithm>

namespace tornei {

QList<ExpectedOutput::Example> ExpectedOutput::examples()
{
    const QDir dir(QStringLiteral(TORNEI_TEST_DATA "/examples"));
    QList<Example> result;
    for (const QString &name : dir.entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name)) {
        const QString base = name.chopped(QStringLiteral(".expected.json").size());
        result.append({base, dir.filePath(base + QStringLiteral(".json")), dir.filePath(name)});
    }
    return result;
}

JsonValue ExpectedOutput::readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    JsonParseError error;
    JsonValue v = parseJson(file.readAll(), &error);
    if (!error.ok())
        qFatal("%s: %s", qPrintable(path), qPrintable(error.message));
    return v;
}

JsonValue ExpectedOutput::normalizedCheck(JsonValue check)
{
    for (auto &[key, value] : check.members()) {
        if (key != QLatin1String("violations"))
            continue;
        for (JsonValue &v : value.items()) {
            auto &members = v.members();
            members.erase(
                std::remove_if(members.begin(), members.end(),
                               [](const JsonValue::Member &m) { return m.first == QLatin1String("message"); }),
                members.end());
            std::sort(members.begin(), members.end(),
                      [](const JsonValue::Member &a, const JsonValue::Member &b) { return a.first < b.first; });
        }
        std::sort(value.items().begin(), value.items().end(),
                  [](const JsonValue &a, const JsonValue &b) { return a.serialize(-1) < b.serialize(-1); });
    }
    return check;
}

} // namespace tornei
