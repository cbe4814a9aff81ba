#include "clubschemav12.h"

namespace tornei::clubschema {

// Version 12: the records (about 6 KB of JSON each) are compressed with LZ4
// rather than PostgreSQL's default, pglz, which took about a quarter of the
// server's time while eight laptops sent their games. Records stored before
// keep their compression until they are written again; both read the same.
// A server built without LZ4 keeps the default.
QStringList stepToV12()
{
    return {QStringLiteral("DO $$ BEGIN"
                           " ALTER TABLE tornei_club.games ALTER COLUMN record SET COMPRESSION lz4;"
                           " ALTER TABLE tornei_club.disputes ALTER COLUMN record SET COMPRESSION lz4;"
                           " ALTER TABLE tornei_club.set_aside ALTER COLUMN record SET COMPRESSION lz4;"
                           " EXCEPTION WHEN feature_not_supported THEN NULL;"
                           " END $$")};
}

} // namespace tornei::clubschema
