#include "NpyTable.h"

#include "MappedFile.h"

#include <QFile>
#include <QVariant>
#include <cstring>

namespace lookalike {

namespace {

// The Python literal of a .npy header: a dict of strings, booleans, integers, tuples and lists.
// A parse error leaves `ok` false.
class PythonLiteral
{
public:
    explicit PythonLiteral(const QByteArray &text)
        : m_text(text)
    {}
    QVariant parse()
    {
        QVariant v = value();
        skipSpace();
        if (m_at != m_text.size())
            m_ok = false;
        return v;
    }
    bool ok() const { return m_ok; }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\n' || m_text[m_at] == '\t'))
            ++m_at;
    }
    bool take(char c)
    {
        skipSpace();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    QVariant value()
    {
        skipSpace();
        if (!m_ok || m_at >= m_text.size() || ++m_depth > 8) {
            m_ok = false;
            return {};
        }
        QVariant v;
        const char c = m_text[m_at];
        if (c == '\'' || c == '"')
            v = string();
        else if (c == '{')
            v = dict();
        else if (c == '(' || c == '[')
            v = sequence(c == '(' ? ')' : ']');
        else if (word("True"))
            v = true;
        else if (word("False"))
            v = false;
        else if (c >= '0' && c <= '9')
            v = integer();
        else
            m_ok = false;
        --m_depth;
        return v;
    }
    // Takes `literal` if the text goes on with it.
    bool word(const char *literal)
    {
        const QByteArray w(literal);
        if (m_text.mid(m_at, w.size()) != w)
            return false;
        m_at += w.size();
        return true;
    }
    QVariant string()
    {
        const char quote = m_text[m_at++];
        const qsizetype end = m_text.indexOf(quote, m_at);
        if (end < 0 || m_text.mid(m_at, end - m_at).contains('\\')) {
            m_ok = false;
            return {};
        }
        const QString s = QString::fromLatin1(m_text.mid(m_at, end - m_at));
        m_at = end + 1;
        return s;
    }
    QVariant integer()
    {
        qsizetype end = m_at;
        while (end < m_text.size() && m_text[end] >= '0' && m_text[end] <= '9')
            ++end;
        bool ok = false;
        const qint64 v = m_text.mid(m_at, end - m_at).toLongLong(&ok);
        m_ok = m_ok && ok;
        m_at = end;
        return v;
    }
    QVariant sequence(char close)
    {
        ++m_at;
        QVariantList items;
        while (m_ok && !take(close)) {
            items << value();
            if (!take(',')) {
                m_ok = m_ok && take(close);
                break;
            }
        }
        return items;
    }
    QVariant dict()
    {
        ++m_at;
        QVariantMap items;
        while (m_ok && !take('}')) {
            const QVariant key = value();
            if (key.typeId() != QMetaType::QString || !take(':')) {
                m_ok = false;
                break;
            }
            if (items.contains(key.toString()))
                m_ok = false;
            items.insert(key.toString(), value());
            if (!take(',')) {
                m_ok = m_ok && take('}');
                break;
            }
        }
        return items;
    }

    const QByteArray m_text;
    qsizetype m_at = 0;
    int m_depth = 0;
    bool m_ok = true;
};

// How many bytes a field type takes; 0 for a type this reader does not take. One-byte types
// have no byte order ("|u1"; numpy also reads "u1" and "<u1").
int fieldBytes(const QString &type)
{
    if (type == QLatin1String("<u8") || type == QLatin1String("<f8"))
        return 8;
    if (type == QLatin1String("|u1") || type == QLatin1String("u1") || type == QLatin1String("<u1"))
        return 1;
    return 0;
}

bool sameType(const QString &asked, const QString &found)
{
    return asked == found || (fieldBytes(asked) == 1 && fieldBytes(found) == 1);
}

QString descrText(const std::vector<NpyField> &fields)
{
    QStringList parts;
    for (const NpyField &f : fields)
        parts << QStringLiteral("('%1', '%2')").arg(f.name, f.type);
    return QLatin1Char('[') + parts.join(QLatin1String(", ")) + QLatin1Char(']');
}

} // namespace

NpyTable::~NpyTable() = default;

Result<std::unique_ptr<NpyTable>> NpyTable::open(const QString &path, const std::vector<NpyField> &fields)
{
    std::unique_ptr<NpyTable> t(new NpyTable);
    t->m_file = std::make_unique<QFile>(path);
    QFile &file = *t->m_file;
    if (Status opened = openToRead(file, path); !opened)
        return opened;
    auto refuse = [&](const QString &why) {
        return Status::error(Status::Code::InvalidArgument, QStringLiteral("%1: %2").arg(path, why));
    };
    const qint64 size = file.size();
    const uchar *d = size >= 10 ? file.map(0, size) : nullptr;
    if (!d || std::memcmp(d, "\x93NUMPY", 6) != 0)
        return refuse(QStringLiteral("not a numpy .npy file"));
    const int major = d[6];
    if (major < 1 || major > 3)
        return refuse(
            QStringLiteral(".npy format version %1.%2 (this reader takes 1 to 3)").arg(major).arg(d[7]));
    const qint64 lengthBytes = major == 1 ? 2 : 4;
    if (size < 8 + lengthBytes)
        return refuse(QStringLiteral("the file ends inside its header"));
    const qint64 headerLength =
        major == 1 ? qint64(qFromLittleEndian<quint16>(d + 8)) : qint64(qFromLittleEndian<quint32>(d + 8));
    const qint64 dataAt = 8 + lengthBytes + headerLength;
    if (dataAt > size)
        return refuse(QStringLiteral("the file ends inside its header"));
    PythonLiteral literal(QByteArray(reinterpret_cast<const char *>(d + 8 + lengthBytes), headerLength));
    const QVariant header = literal.parse();
    if (!literal.ok() || header.typeId() != QMetaType::QVariantMap)
        return refuse(QStringLiteral("its header is not a Python dict"));
    const QVariantMap h = header.toMap();
    const QStringList keys{QStringLiteral("descr"), QStringLiteral("fortran_order"), QStringLiteral("shape")};
    if (h.keys() != keys)
        return refuse(QStringLiteral("its header has the keys %1 (expected %2)")
                          .arg(h.keys().join(QLatin1String(", ")), keys.join(QLatin1String(", "))));
    if (h.value(QStringLiteral("fortran_order")) != QVariant(false))
        return refuse(QStringLiteral("fortran_order is not False"));
    const QVariantList shape = h.value(QStringLiteral("shape")).toList();
    if (shape.size() != 1 || shape[0].typeId() != QMetaType::LongLong)
        return refuse(QStringLiteral("the array is not one-dimensional"));
    t->m_rows = shape[0].toLongLong();

    // The dtype: exactly the fields asked, packed.
    const QVariant descr = h.value(QStringLiteral("descr"));
    const QVariantList found = descr.toList();
    bool same = descr.typeId() == QMetaType::QVariantList && found.size() == qsizetype(fields.size());
    for (qsizetype i = 0; same && i < found.size(); ++i) {
        const QVariantList field = found[i].toList();
        same = field.size() == 2 && field[0].toString() == fields[std::size_t(i)].name &&
               sameType(fields[std::size_t(i)].type, field[1].toString());
    }
    if (!same)
        return refuse(
            QStringLiteral("its dtype is %1; expected %2")
                .arg(QString::fromLatin1(
                         QByteArray(reinterpret_cast<const char *>(d + 8 + lengthBytes), headerLength))
                         .trimmed(),
                     descrText(fields)));
    for (const NpyField &f : fields) {
        t->m_offsets.push_back(t->m_rowBytes);
        t->m_rowBytes += fieldBytes(f.type);
    }
    if (t->m_rowBytes == 0 || (size - dataAt) / t->m_rowBytes != t->m_rows ||
        (size - dataAt) % t->m_rowBytes != 0)
        return refuse(QStringLiteral("it holds %1 bytes of data where %2 rows of %3 bytes take %4")
                          .arg(size - dataAt)
                          .arg(t->m_rows)
                          .arg(t->m_rowBytes)
                          .arg(t->m_rows * t->m_rowBytes));
    t->m_data = d + dataAt;
    return t;
}

} // namespace lookalike
