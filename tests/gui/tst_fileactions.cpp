#include <QtTest>
class Placeholder : public QObject { Q_OBJECT private Q_SLOTS: void none() {} };
QTEST_GUILESS_MAIN(Placeholder)
#include "tst_fileactions.moc"
