#pragma once

#include <QStringList>

#include <cstdio>
#include <optional>

// What a benchmark that makes its own database is asked for: how many games
// (10,000 unless a number is given) and where to keep the database
// (`--keep PATH`; a temporary folder otherwise). Prints the usage line and
// gives nothing when the count is not a positive number.
struct BenchArgs
{
    int games = 10000;
    QString keep;

    static std::optional<BenchArgs> parse(QStringList args, const char *program)
    {
        args.removeFirst();
        BenchArgs result;
        const qsizetype keepAt = args.indexOf(QStringLiteral("--keep"));
        if (keepAt >= 0 && keepAt + 1 < args.size()) {
            result.keep = args[keepAt + 1];
            args.remove(keepAt, 2);
        }
        if (!args.isEmpty())
            result.games = args.front().toInt();
        if (result.games <= 0) {
            std::fprintf(stderr, "usage: %s [GAMES] [--keep PATH]\n", program);
            return std::nullopt;
        }
        return result;
    }
};
