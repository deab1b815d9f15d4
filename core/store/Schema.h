#pragma once

#include "base/Status.h"

#include <vector>

namespace lookalike {
class Database;
}

namespace lookalike::schema {

// The index's SQLite schema as an ordered list of migrations. Migration N (1-based) turns a
// database at user_version N-1 into one at user_version N; a database is always brought to
// the newest version inside one transaction per step (its SQL, then its conversion of the
// data if it has one). Never edit a released step: add one.
struct Migration
{
    int version;
    const char *description;
    const char *sql;
    Status (*convert)(Database &db) = nullptr; // rewrites rows the SQL cannot (BLOB formats)
};

const std::vector<Migration> &migrations();
int currentVersion();

} // namespace lookalike::schema
