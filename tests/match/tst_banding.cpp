// LSH banding: the S-curve arithmetic and the choice of bands and rows.
#include "match/LshBanding.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>

using namespace lookalike;

class TestBanding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chosenBanding_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<double>("threshold");
        QTest::addColumn<int>("bands");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("minRows");
        // Worked out in LshBanding.h: the largest r with 1 - (1 - t^r)^floor(k/r) >= 0.995.
        QTest::addRow("k128 t0.8") << 128 << 0.8 << 21 << 6 << 1;
        QTest::addRow("k128 t0.5") << 128 << 0.5 << 42 << 3 << 1;
        QTest::addRow("k128 t0.3") << 128 << 0.3 << 64 << 2 << 1;
        QTest::addRow("k128 t0.9") << 128 << 0.9 << 14 << 9 << 1;
        QTest::addRow("k84 t0.8") << 84 << 0.8 << 16 << 5 << 1;
        QTest::addRow("k128 t0.05 (r=1)") << 128 << 0.05 << 128 << 1 << 1;
        // 16-bit values need two rows per band; below t = 0.28 the target cannot be met then.
        QTest::addRow("k128 t0.05 min 2 rows") << 128 << 0.05 << 64 << 2 << 2;
        QTest::addRow("k128 t0.8 min 2 rows") << 128 << 0.8 << 21 << 6 << 2;
    }
    void chosenBanding()
    {
        QFETCH(int, k);
        QFETCH(double, threshold);
        QFETCH(int, bands);
        QFETCH(int, rows);
        QFETCH(int, minRows);
        const Banding b = chooseBanding(k, threshold, 0.995, minRows);
        QCOMPARE(b.bands, bands);
        QCOMPARE(b.rows, rows);
        QVERIFY(b.bands * b.rows <= k);
        if (minRows > 1 && threshold < 0.28)
            return; // the floor on rows wins over the recall target
        QVERIFY(b.probabilityFound(threshold) >= 0.995);
        // One more row would miss the target: this is the steepest curve that meets it.
        const Banding steeper{k / (rows + 1), rows + 1};
        QVERIFY(rows == k || steeper.probabilityFound(threshold) < 0.995 || steeper.bands == 0);
    }

    void sCurveValues()
    {
        const Banding b{21, 6};
        QVERIFY(std::abs(b.probabilityFound(0.8) - 0.99831) < 1e-4);
        QVERIFY(b.probabilityFound(0.3) < 0.02); // far below the threshold: rarely a candidate
        const Banding datasketch{9, 13};         // datasketch's choice for t = 0.8, k = 128
        QVERIFY(std::abs(datasketch.probabilityFound(0.8) - 0.40) < 0.01);
    }

    // The measured share of pairs found agrees with the S-curve: MinHash vectors of a pair at
    // resemblance s agree at each position with probability s.
    void measuredRecallFollowsTheCurve()
    {
        const Banding b = chooseBanding(128, 0.8);
        QRandomGenerator rng(5);
        int found = 0;
        const int trials = 4000;
        for (int t = 0; t < trials; ++t) {
            std::vector<std::uint32_t> x(128), y(128);
            for (int i = 0; i < 128; ++i) {
                x[i] = rng.generate();
                y[i] = rng.bounded(1.0) < 0.8 ? x[i] : rng.generate();
            }
            bool any = false;
            for (int band = 0; band < b.bands && !any; ++band)
                any = bandKey(std::span<const std::uint32_t>(x), b, band) ==
                      bandKey(std::span<const std::uint32_t>(y), b, band);
            found += any;
        }
        const double measured = double(found) / trials;
        QVERIFY2(measured >= 0.993, qPrintable(QString::number(measured)));
    }
};

QTEST_APPLESS_MAIN(TestBanding)
#include "tst_banding.moc"
