#pragma once

#include "crawl/CrawlIndex.h"
#include "crawl/Evolution.h"
#include "crawl/LostAndFound.h"
#include "crawl/Mirrors.h"

#include <QDialog>
#include <QPointer>
#include <QThread>

#include <array>
#include <functional>
#include <memory>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTabWidget;

namespace lookalike {

class CrawlTableModel;

// The crawl questions of an index that holds web archives, in a non-modal window of four tabs:
// sweeps and their hosts; mirrored hosts (Fetterly et al.); lost and found (Broder); how the
// clusters and pages evolved from one sweep to the later ones (Fetterly et al., section 3).
//
// The crawl side of the index (CrawlIndex) is read on a worker thread with a read-only
// IndexStore of its own and shared read-only with the workers that answer each question (the
// evolution opens its own store again); results come back to the GUI thread, and a result older
// than the latest question of its kind is dropped. GUI thread only.
class CrawlView : public QDialog
{
    Q_OBJECT

public:
    explicit CrawlView(QWidget *parent = nullptr);
    ~CrawlView() override; // waits for the questions still running

    // Reads the crawl of the index at `indexPath` again and answers every tab anew; `threshold`:
    // the resemblance joining pages into clusters (the window's).
    void setIndex(const QString &indexPath, double threshold);
    QString indexPath() const { return m_indexPath; }

    // Seams for tests (defaults: a save dialog; a message box).
    void setExportChooser(std::function<QString(const QString &title)> chooser) { m_chooseExport = std::move(chooser); }
    void setNotifier(std::function<void(const QString &message)> notify) { m_notify = std::move(notify); }

    // What the buttons do.
    void findLostUrl(const QString &url);
    void exportMirrors();
    void exportLostAndFound();

Q_SIGNALS:
    void crawlLoaded(int sweeps);        // the crawl was read (0 sweeps: none, or it could not be read)
    void hostsShown(int hosts);
    void mirrorsShown(int hostPairs);
    void lostFoundAnswered(const QString &verdict); // verdictName() of the answer
    void goneShown(int urls);
    void evolutionShown(int laterSweeps);

private:
    enum Question { Load, Hosts, MirrorPairs, LostOne, LostAll, Changes, QuestionCount };
    using Apply = std::function<void(CrawlView *)>;
    // Runs `work` on a worker thread; what it returns then runs on the GUI thread, unless a
    // newer question of the same kind was asked meanwhile.
    void ask(Question question, std::function<Apply()> work);

    void buildSweepsTab(QTabWidget *tabs);
    void buildMirrorsTab(QTabWidget *tabs);
    void buildLostTab(QTabWidget *tabs);
    void buildEvolutionTab(QTabWidget *tabs);
    void showCrawl(std::shared_ptr<const CrawlIndex> index, const QString &problem);
    void askHosts();
    void askMirrors();
    void askLostAll();
    void askEvolution();
    void showEvolution(const std::vector<Evolution> &evolutions, const QString &problem);
    bool writeCsv(const QString &file, const QString &header, const QStringList &rows);
    int selectedSweep() const;
    QString verdictText(const LostFoundAnswer &answer) const;

    QString m_indexPath;
    double m_threshold = 0.5;
    std::shared_ptr<const CrawlIndex> m_index;
    std::vector<HostPair> m_mirrors;        // as shown in the mirrors tab
    std::vector<LostFoundAnswer> m_gone;    // as shown in the lost and found tab
    std::array<int, QuestionCount> m_serials{};
    QList<QPointer<QThread>> m_workers;

    QLabel *m_status = nullptr;
    QTableView *m_sweepTable = nullptr;
    CrawlTableModel *m_sweepModel = nullptr;
    QLabel *m_hostsCaption = nullptr;
    CrawlTableModel *m_hostModel = nullptr;
    QComboBox *m_mirrorSweep = nullptr;
    QSpinBox *m_minPages = nullptr;
    CrawlTableModel *m_mirrorModel = nullptr;
    QLabel *m_mirrorsCaption = nullptr;
    QLineEdit *m_lostUrl = nullptr;
    QLabel *m_lostNewUrl = nullptr;
    QLabel *m_lostResemblance = nullptr;
    QLabel *m_lostVerdict = nullptr;
    QLabel *m_lostRedirect = nullptr;
    CrawlTableModel *m_goneModel = nullptr;
    QLabel *m_goneCaption = nullptr;
    QComboBox *m_fromSweep = nullptr;
    QComboBox *m_toSweep = nullptr;
    QComboBox *m_coefficient = nullptr;
    QLabel *m_evolutionSummary = nullptr;
    QChartView *m_coefficientChart = nullptr;
    QChartView *m_changeChart = nullptr;
    CrawlTableModel *m_rangeModel = nullptr;
    std::vector<Evolution> m_evolutions;    // from the base sweep to each later one, as charted

    std::function<QString(const QString &)> m_chooseExport;
    std::function<void(const QString &)> m_notify;
};

} // namespace lookalike
