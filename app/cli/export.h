#pragma once

#include "databasecommand.h"

namespace tornei::cli {

// `export GAME_ID FILE`, `export --all DIR`: stored games as record files;
// `export --csv FILE [GAME_ID...]`, `export --xlsx FILE [GAME_ID...]`: their
// rounds for spreadsheets.
class Export : public DatabaseCommand
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Cli)

public:
    Export();

protected:
    int run(const QCommandLineParser &parser) override;

private:
    int exportRecords(const QString &db, const QString &allDir, const QStringList &args);
    enum class Sheet { Csv, Xlsx };
    int exportSheet(const QString &db, Sheet format, const QString &file, const QStringList &ids);
};

} // namespace tornei::cli
