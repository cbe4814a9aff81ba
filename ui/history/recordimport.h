#pragma once

#include "gamestore.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace tornei {

// Imports tornei-record files into a store as the command-line tool does
// (GameRecords::importBatch) and says, file by file, what was imported and
// what was refused and why. Knows nothing of dialogs or pages.
class RecordImport
{
    Q_DECLARE_TR_FUNCTIONS(tornei::RecordImport)

public:
    struct Result
    {
        int imported = 0;
        int refused = 0;
        // One or more lines for the person who chose the files.
        QString report;
        // The store's own failure (nothing was written), when there was one.
        std::optional<StoreError> failure;
    };

    // Every readable file is offered to the store in one transaction; an
    // unreadable one is refused with its reason and keeps no other out.
    static Result importFiles(GameStore &store, const QStringList &files);
};

} // namespace tornei
