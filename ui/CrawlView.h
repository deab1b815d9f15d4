#pragma once

#include "crawl/CrawlIndex.h"
#include "crawl/Evolution.h"
#include "crawl/LostAndFound.h"
#include "crawl/Mirrors.h"

#include <QDialog>
#include <memory>
#include <optional>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;
class QTabWidget;

namespace lookalike {

class CrawlTableModel;
class IndexWorker;

// The crawl questions of an index that holds web archives, in a non-modal window of four tabs:
// sweeps and their hosts; mirrored hosts (Fetterly et al.); lost and found (Broder); how the
// clusters and pages evolved from one sweep to the later ones (Fetterly et al., section 3).
//
// Every question runs on the window's reader thread (IndexWorker), one key per kind, so a newer
// question of a kind supersedes the one asked before: the crawl side of the index (CrawlIndex)
// is loaded there, then shared read-only with the questions that follow (the evolution reads the
// MinHash values through the reader's store too). Answers come back to the GUI thread. GUI
// thread only.
class CrawlView : public QDialog
{
    Q_OBJECT

public:
    // `reader`, `writer`: the window's reader and writer threads (not owned), on the index the
    // view shows.
    CrawlView(IndexWorker *reader, IndexWorker *writer, QWidget *parent = nullptr);

    // Reads the crawl again and answers every tab anew. `indexPath`: the reader's index (named in
    // the status line). Pages join clusters at usecase::crawlThreshold (as the CLI's crawl
    // commands do), shown and changed in the view's box (remembered in the index).
    void setIndex(const QString &indexPath);
    // The box's value changed: remembered, and every tab answered again at it.
    void setThreshold(double threshold);
    double threshold() const { return m_threshold; }
    QString indexPath() const { return m_indexPath; }

    // What the buttons do. The exports ask for a file (FileDialog) and write the answers shown.
    void findLostUrl(const QString &url);
    void exportMirrors();
    void exportLostAndFound();

Q_SIGNALS:
    void crawlLoaded(int sweeps); // the crawl was read (0 sweeps: none, or it could not be read)
    void hostsShown(int hosts);
    void mirrorsShown(int hostPairs);
    void lostFoundAnswered(const QString &verdict); // verdictName() of the answer
    void goneShown(int urls);
    void evolutionShown(int laterSweeps);

private:
    // Drops the answer to the question of `key` still running or queued (its answer no longer
    // applies): an empty job supersedes it.
    void forget(const QString &key);
    // Reads the crawl side of the index, at `asked` or the threshold the index remembers.
    void load(std::optional<double> asked);

    void buildSweepsTab(QTabWidget *tabs);
    void buildMirrorsTab(QTabWidget *tabs);
    void buildLostTab(QTabWidget *tabs);
    void buildEvolutionTab(QTabWidget *tabs);
    void showCrawl(std::shared_ptr<const CrawlIndex> index, const QString &problem);
    void askHosts();
    void askMirrors();
    void askLostAll();
    void askEvolution();
    void showHosts(const CrawlIndex &index, int sweep, const std::vector<HostSummary> &hosts);
    void showMirrors(const CrawlIndex &index, const MirrorParams &params, std::vector<HostPair> pairs);
    void showLostUrl(const LostFoundAnswer &answer);
    void showGone(const CrawlIndex &index, std::vector<LostFoundAnswer> answers);
    void showEvolution(const std::vector<Evolution> &evolutions, const QString &problem);
    bool writeCsv(const QString &file, const QString &header, const QStringList &rows);
    QString chooseExport(const QString &title);
    int selectedSweep() const;
    QString verdictText(const LostFoundAnswer &answer) const;

    IndexWorker *m_reader;
    IndexWorker *m_writer;
    QString m_indexPath;
    double m_threshold = 0.5;
    bool m_filling = false; // the box set from the index
    std::shared_ptr<const CrawlIndex> m_index;
    std::vector<HostPair> m_mirrors;     // as shown in the mirrors tab
    std::vector<LostFoundAnswer> m_gone; // as shown in the lost and found tab

    QLabel *m_status = nullptr;
    QSpinBox *m_thresholdBox = nullptr; // percent
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
    std::vector<Evolution> m_evolutions; // from the base sweep to each later one, as charted
};

} // namespace lookalike
