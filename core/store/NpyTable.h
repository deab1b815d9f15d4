#pragma once

#include "base/Status.h"

#include <QString>
#include <QtEndian>
#include <cstdint>
#include <memory>
#include <vector>

class QFile;

namespace lookalike {

// A field of a numpy structured dtype as its .npy header spells it: ('a', '<u8').
struct NpyField
{
    QString name;
    QString type; // "<u8", "<f8" or "|u1"
};

// A one-dimensional numpy structured array read from a .npy file (format versions 1 to 3), as
// the distributed job writes its answers (pairs-*.npy, ...). Strict: the magic, a header that is a
// Python dict of exactly 'descr', 'fortran_order' and 'shape', the dtype exactly the fields asked
// (in order, packed, little-endian; a one-byte type may be spelled "|u1", "u1" or "<u1"),
// fortran_order False, shape (n,) and exactly n rows of data after the header. Rows are read in
// place from the mapped file. Reads are const and may run on any thread.
class NpyTable
{
public:
    // Fails with NotFound or Unreadable, or InvalidArgument ("FILE: ...") saying what differs
    // from what is asked.
    static Result<std::unique_ptr<NpyTable>> open(const QString &path, const std::vector<NpyField> &fields);
    ~NpyTable();
    NpyTable(const NpyTable &) = delete;
    NpyTable &operator=(const NpyTable &) = delete;

    qint64 rows() const { return m_rows; }
    // Field `field` (its index in the fields asked) of row `row`.
    std::uint64_t u64(qint64 row, int field) const { return qFromLittleEndian<quint64>(cell(row, field)); }
    double f64(qint64 row, int field) const { return qFromLittleEndian<double>(cell(row, field)); }
    std::uint8_t u8(qint64 row, int field) const { return *cell(row, field); }

private:
    NpyTable() = default;
    const uchar *cell(qint64 row, int field) const
    {
        return m_data + row * m_rowBytes + m_offsets[std::size_t(field)];
    }

    std::unique_ptr<QFile> m_file; // kept open while mapped
    const uchar *m_data = nullptr; // the first row
    qint64 m_rows = 0;
    qint64 m_rowBytes = 0;
    std::vector<qint64> m_offsets; // of each field in a row
};

} // namespace lookalike
