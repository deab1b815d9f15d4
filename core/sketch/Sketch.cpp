#include "Sketch.h"

#include "base/Mix64.h"

#include <QString>
#include <QStringList>
#include <QtEndian>
#include <algorithm>
#include <bit>
#include <cstring>
#include <xxhash.h>

namespace lookalike {

namespace {

constexpr std::uint64_t kOphSalt = 0x9e3779b97f4a7c15ULL;
constexpr std::uint64_t kSetSaltLow = 0x2545f4914f6cdd1dULL;
constexpr std::uint64_t kSetSaltHigh = 0x5851f42d4c957f2dULL;

} // namespace

QByteArray Fingerprint128::toBytes() const
{
    QByteArray out(16, Qt::Uninitialized);
    qToLittleEndian(low, out.data());
    qToLittleEndian(high, out.data() + 8);
    return out;
}

Fingerprint128 Fingerprint128::fromBytes(const QByteArray &bytes)
{
    if (bytes.size() != 16)
        return {};
    return {qFromLittleEndian<std::uint64_t>(bytes.constData()),
            qFromLittleEndian<std::uint64_t>(bytes.constData() + 8)};
}

QString Fingerprint128::toHex() const
{
    return QString::number(high, 16).rightJustified(16, QLatin1Char('0')) +
           QString::number(low, 16).rightJustified(16, QLatin1Char('0'));
}

Fingerprint128 Fingerprint128::ofBytes(const void *data, std::size_t size)
{
    const XXH128_hash_t h = XXH3_128bits(data, size);
    return {h.low64, h.high64};
}

bool SketchParams::isValid() const
{
    return shingle.isValid() && minHashSize >= 16 && minHashSize <= 4096 && sampleTarget >= 1 &&
           sampleMaxLevel >= 0 && sampleMaxLevel <= 24;
}

QString SketchParams::toString() const
{
    // The last field names the sketch's construction and kept form; a change there makes
    // stored sketches incomparable, like a change of any parameter.
    // "numbers=ignored" is written only when they are, so the text of every index made before
    // the option existed (numbers kept) stays what it was.
    return QStringLiteral("w=%1;wrap=%2;seed=%3;k=%4;sample=%5;maxlevel=%6;%7oph16-od-xxh3-mod32")
        .arg(shingle.width)
        .arg(shingle.wrapAround ? 1 : 0)
        .arg(QString::number(shingle.seed, 16))
        .arg(minHashSize)
        .arg(sampleTarget)
        .arg(sampleMaxLevel)
        .arg(shingle.ignoreNumbers ? QStringLiteral("numbers=ignored;") : QString());
}

std::optional<SketchParams> SketchParams::fromString(const QString &text)
{
    SketchParams p;
    const QStringList fields = text.split(QLatin1Char(';'));
    for (const QString &field : fields) {
        const QString key = field.section(QLatin1Char('='), 0, 0);
        const QString value = field.section(QLatin1Char('='), 1);
        if (key == QLatin1String("w"))
            p.shingle.width = value.toInt();
        else if (key == QLatin1String("wrap"))
            p.shingle.wrapAround = value == QLatin1String("1");
        else if (key == QLatin1String("seed"))
            p.shingle.seed = value.toULongLong(nullptr, 16);
        else if (key == QLatin1String("k"))
            p.minHashSize = value.toInt();
        else if (key == QLatin1String("sample"))
            p.sampleTarget = value.toInt();
        else if (key == QLatin1String("maxlevel"))
            p.sampleMaxLevel = value.toInt();
        else if (key == QLatin1String("numbers"))
            p.shingle.ignoreNumbers = value == QLatin1String("ignored");
    }
    if (!p.isValid())
        return std::nullopt;
    return p;
}

double minHashResemblance(std::size_t equal, std::size_t k)
{
    if (k == 0)
        return 0;
    constexpr double chance = 1.0 / double(std::uint64_t(1) << kMinHashBits);
    return std::max(0.0, (double(equal) / double(k) - chance) / (1.0 - chance));
}

int sampleLevelFor(std::uint64_t shingleCount, const SketchParams &params)
{
    int level = 0;
    const auto target = static_cast<std::uint64_t>(params.sampleTarget);
    while (level < params.sampleMaxLevel && (shingleCount >> (level + 1)) >= target)
        ++level;
    return level;
}

Sketcher::Sketcher(SketchParams params)
    : m_params(params)
{}

namespace {
// Above this many shingles, sketch() deduplicates them in place, partition by partition.
constexpr std::size_t kWholeTableShingles = std::size_t(1) << 20;
} // namespace

void Sketcher::collectDistinct(std::span<const std::uint64_t> shingles)
{
    if (shingles.size() > kWholeTableShingles && shingles.data() == m_shingles.data()) {
        collectDistinctInPlace();
        return;
    }
    // Open addressing with linear probing, indexed by the high bits of the (random)
    // fingerprint; the distinct values are also kept densely so later passes do not walk the
    // table. 0 marks an empty slot, so the fingerprint 0 is tracked apart.
    std::size_t capacity = 64;
    while (capacity < shingles.size() * 2)
        capacity <<= 1;
    m_table.assign(capacity, 0);
    m_distinct.clear();
    const int shift = 64 - std::countr_zero(capacity);
    const std::size_t mask = capacity - 1;
    bool hasZero = false;
    for (const std::uint64_t fp : shingles) {
        if (fp == 0) {
            if (!hasZero)
                m_distinct.push_back(0);
            hasZero = true;
            continue;
        }
        std::size_t slot = static_cast<std::size_t>(fp >> shift);
        while (true) {
            const std::uint64_t at = m_table[slot];
            if (at == fp)
                break;
            if (at == 0) {
                m_table[slot] = fp;
                m_distinct.push_back(fp);
                break;
            }
            slot = (slot + 1) & mask;
        }
    }
}

// A table for a whole large document would take 16 to 32 bytes a shingle. Fingerprints are
// uniform, so partitioning them in place by their top bits gives partitions of about
// kWholeTableShingles each; each is deduplicated with a table of its own size, and its
// distinct values are moved to the front of m_shingles, which then becomes m_distinct. The
// set (and so the sketch) is the same as collectDistinct's; only its order differs.
void Sketcher::collectDistinctInPlace()
{
    std::vector<std::uint64_t> &a = m_shingles;
    const std::size_t n = a.size();
    int bits = 1;
    while ((n >> bits) > kWholeTableShingles / 2)
        ++bits;
    const std::size_t parts = std::size_t(1) << bits;
    const int partShift = 64 - bits;
    std::vector<std::size_t> start(parts + 1, 0);
    for (const std::uint64_t fp : a)
        ++start[static_cast<std::size_t>(fp >> partShift) + 1];
    for (std::size_t p = 0; p < parts; ++p)
        start[p + 1] += start[p];
    // In-place distribution (American flag sort, one pass).
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    for (std::size_t p = 0; p < parts; ++p) {
        while (next[p] < start[p + 1]) {
            std::uint64_t &slot = a[next[p]];
            const auto q = static_cast<std::size_t>(slot >> partShift);
            if (q == p)
                ++next[p];
            else
                std::swap(slot, a[next[q]++]);
        }
    }
    std::size_t out = 0;
    bool hasZero = false;
    for (std::size_t p = 0; p < parts; ++p) {
        const std::size_t from = start[p];
        const std::size_t size = start[p + 1] - from;
        std::size_t capacity = 64;
        while (capacity < size * 2)
            capacity <<= 1;
        m_table.assign(capacity, 0);
        const int shift = 64 - std::countr_zero(capacity);
        const std::size_t mask = capacity - 1;
        for (std::size_t i = from; i < from + size; ++i) {
            const std::uint64_t fp = a[i];
            if (fp == 0) {
                if (!hasZero)
                    a[out++] = 0;
                hasZero = true;
                continue;
            }
            std::size_t slot = static_cast<std::size_t>((fp << bits) >> shift);
            while (true) {
                const std::uint64_t at = m_table[slot];
                if (at == fp)
                    break;
                if (at == 0) {
                    m_table[slot] = fp;
                    a[out++] = fp; // out <= i: only values already read are overwritten
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
    }
    a.resize(out);
    m_distinct.swap(a);
    a.clear();
}

std::vector<std::uint64_t> Sketcher::lastShingleSet() const
{
    return m_distinct;
}

void Sketcher::lastHighHalves(std::vector<std::uint32_t> &out) const
{
    // collectDistinct's table is indexed by the top bits of the fingerprints: in slot order
    // the values ascend, but for those linear probing moved a few slots past their own (and
    // the last slots' overflow, wrapped round to the first). The table holds the set when it
    // holds as many values (0, never in the table, aside); else (a set deduplicated in place,
    // or a table released) the values are taken as they are and sorted.
    std::vector<std::uint32_t> &v = m_halves; // as large as the table: `out` gets what it needs
    v.resize(m_table.size() + 1);
    std::size_t taken = 0;
    for (const std::uint64_t fp : m_table) { // without a branch: half the slots are empty
        v[taken] = std::uint32_t(fp >> 32);
        taken += fp != 0;
    }
    v.resize(taken);
    bool nearlySorted = true;
    if (v.size() + 1 == m_distinct.size() &&
        std::find(m_distinct.begin(), m_distinct.end(), 0) != m_distinct.end()) {
        v.insert(v.begin(), 0); // the fingerprint 0, kept apart
    } else if (v.size() != m_distinct.size()) {
        v.clear();
        for (const std::uint64_t fp : m_distinct)
            v.push_back(std::uint32_t(fp >> 32));
        nearlySorted = false;
    }
    if (nearlySorted) {
        // Insertion sort: a value moves as far as probing put it, about none on average. Past
        // a budget of moves (values far out of place) the rest is left to std::sort.
        std::size_t moves = 0;
        const std::size_t budget = 8 * v.size() + 64;
        for (std::size_t i = 1; i < v.size() && moves <= budget; ++i) {
            const std::uint32_t x = v[i];
            std::size_t j = i;
            for (; j > 0 && v[j - 1] > x; --j)
                v[j] = v[j - 1];
            v[j] = x;
            moves += i - j;
        }
        nearlySorted = moves <= budget;
    }
    if (!nearlySorted)
        std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    out.assign(v.begin(), v.end());
    if (v.capacity() > kWholeTableShingles) // a very large document's: not kept for the next
        std::vector<std::uint32_t>().swap(v);
}

void Sketcher::releaseMemory(std::size_t keepBytes)
{
    for (std::vector<std::uint64_t> *v : {&m_shingles, &m_table, &m_distinct, &m_bins})
        if (v->capacity() * sizeof(std::uint64_t) > keepBytes)
            std::vector<std::uint64_t>().swap(*v);
    if (m_halves.capacity() * sizeof(std::uint32_t) > keepBytes)
        std::vector<std::uint32_t>().swap(m_halves);
}

DocumentSketch Sketcher::sketch(const std::vector<std::uint64_t> &tokenHashes)
{
    m_shingles.clear();
    shingleFingerprints(tokenHashes, m_params.shingle, m_shingles);
    DocumentSketch s = sketchShingles(m_shingles);
    s.tokenCount = tokenHashes.size();
    s.lexicalFingerprint =
        Fingerprint128::ofBytes(tokenHashes.data(), tokenHashes.size() * sizeof(std::uint64_t));
    return s;
}

DocumentSketch Sketcher::sketch(std::vector<std::uint64_t> &&tokenHashes)
{
    const std::uint64_t tokenCount = tokenHashes.size();
    const Fingerprint128 lexical =
        Fingerprint128::ofBytes(tokenHashes.data(), tokenHashes.size() * sizeof(std::uint64_t));
    // The tokens' buffer becomes the shingles'; the caller gets the old one back, empty.
    m_shingles.swap(tokenHashes);
    tokenHashes.clear();
    shingleFingerprintsInPlace(m_shingles, m_params.shingle);
    DocumentSketch s = sketchShingles(m_shingles);
    s.tokenCount = tokenCount;
    s.lexicalFingerprint = lexical;
    return s;
}

DocumentSketch Sketcher::sketchShingles(std::span<const std::uint64_t> shingles)
{
    DocumentSketch s;
    collectDistinct(shingles);
    const std::size_t n = m_distinct.size();
    s.shingleCount = n;
    s.sampleLevel = sampleLevelFor(n, m_params);
    s.sampleMaxLevel = m_params.sampleMaxLevel;
    const std::uint64_t modMask = (s.sampleLevel >= 64) ? ~0ULL : ((1ULL << s.sampleLevel) - 1);

    // One pass over the distinct shingles builds all three parts of the sketch.
    //
    // F(D): one-permutation hashing. Each shingle is hashed once (h); the high 32 bits of h
    // pick one of k bins, the low 32 bits are its value, and a bin keeps its minimum, of which
    // the sketch keeps the low kMinHashBits bits.
    // V(D) = MOD_2^i: the shingles whose fingerprint is 0 modulo 2^i.
    // Shingle-equivalence fingerprint: an order-free hash of the set, two sums (of the
    // fingerprints and of their mixes h, a bijection of them) with the set's size.
    const auto k = static_cast<std::size_t>(m_params.minHashSize);
    m_bins.assign(k, ~0ULL);
    std::uint64_t sumFp = 0;
    std::uint64_t sumMix = 0;
    for (const std::uint64_t fp : m_distinct) {
        const std::uint64_t h = mix64(fp ^ kOphSalt);
        const auto bin = static_cast<std::size_t>(((h >> 32) * k) >> 32);
        m_bins[bin] = std::min<std::uint64_t>(m_bins[bin], static_cast<std::uint32_t>(h));
        sumFp += fp;
        sumMix += h;
        if ((fp & modMask) == 0)
            s.sample.push_back(sampleValue(fp, m_params.sampleMaxLevel));
    }
    std::sort(s.sample.begin(), s.sample.end());
    const std::uint64_t words[3] = {sumFp ^ kSetSaltLow, sumMix ^ kSetSaltHigh, n};
    s.shingleFingerprint = Fingerprint128::ofBytes(words, sizeof words);

    // Empty bins are filled by optimal densification (Shrivastava, ICML 2017): bin i copies
    // the first non-empty bin j = g(i, attempt), the same sequence for every document, which
    // keeps Pr[F_i(A) = F_i(B)] = r(A,B) for every bin.
    s.minHash.assign(k, DocumentSketch::kEmptyBin);
    if (n == 0)
        return s;
    for (std::size_t i = 0; i < k; ++i) {
        std::uint64_t value = m_bins[i];
        for (std::uint64_t attempt = 1; value == ~0ULL; ++attempt)
            value =
                m_bins[static_cast<std::size_t>(mix64((std::uint64_t(i) << 32) ^ attempt ^ kOphSalt) % k)];
        s.minHash[i] = static_cast<std::uint32_t>(value) & kMinHashMask;
    }
    return s;
}

} // namespace lookalike
