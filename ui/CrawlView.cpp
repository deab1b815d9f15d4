#include "CrawlView.h"

#include "CrawlCharts.h"
#include "CrawlTableModel.h"
#include "Dialogs.h"
#include "Format.h"
#include "IndexWorker.h"
#include "base/Wording.h"
#include "usecase/CrawlQuestions.h"
#include "usecase/Csv.h"

#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScopedValueRollback>
#include <QSet>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextStream>
#include <QVBoxLayout>
#include <algorithm>

namespace lookalike {

namespace {

using Cell = CrawlTableModel::Cell;

// The reader's keys of the crawl questions: one per kind, so a newer question of a kind
// supersedes the older one (the window asks its own questions under other keys).
const QString kLoadKey = QStringLiteral("crawl");
const QString kHostsKey = QStringLiteral("crawlHosts");
const QString kMirrorsKey = QStringLiteral("crawlMirrors");
const QString kLostUrlKey = QStringLiteral("crawlLostUrl");
const QString kGoneKey = QStringLiteral("crawlGone");
const QString kEvolutionKey = QStringLiteral("crawlEvolution");

// The evolution from the base sweep to each later sweep, as far as it could be read.
struct Evolutions
{
    std::vector<Evolution> evolutions;
    QString problem; // why the later sweeps are missing
};

} // namespace

CrawlView::CrawlView(IndexWorker *reader, IndexWorker *writer, QWidget *parent)
    : QDialog(parent)
    , m_reader(reader)
    , m_writer(writer)
{
    setObjectName(QStringLiteral("crawlView"));
    setWindowTitle(tr("Crawl"));
    resize(1000, 640);

    auto *layout = new QVBoxLayout(this);
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("crawlTabs"));
    buildSweepsTab(tabs);
    buildMirrorsTab(tabs);
    buildLostTab(tabs);
    buildEvolutionTab(tabs);
    layout->addWidget(tabs);
    auto *bottom = new QHBoxLayout;
    m_status = plainLabel(QStringLiteral("crawlStatus"), this);
    bottom->addWidget(m_status, 1);
    // The resemblance joining pages into clusters for every tab (the CLI's --threshold).
    m_thresholdBox = new QSpinBox(this);
    m_thresholdBox->setObjectName(QStringLiteral("crawlThresholdSpin"));
    m_thresholdBox->setRange(10, 100);
    m_thresholdBox->setSuffix(QStringLiteral(" %"));
    m_thresholdBox->setValue(int(usecase::kDefaultCrawlThreshold * 100));
    m_thresholdBox->setKeyboardTracking(false);
    m_thresholdBox->setToolTip(tr("Pages join a cluster at this resemblance or more, in every tab (the CLI's "
                                  "crawl commands use it too)"));
    auto *thresholdLabel = new QLabel(tr("&Clusters at:"), this);
    thresholdLabel->setBuddy(m_thresholdBox);
    bottom->addWidget(thresholdLabel);
    bottom->addWidget(m_thresholdBox);
    connect(m_thresholdBox, &QSpinBox::valueChanged, this, [this](int percent) {
        if (!m_filling)
            setThreshold(percent / 100.0);
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
}

void CrawlView::forget(const QString &key)
{
    m_reader->run(
        key, [](IndexStore &, const std::atomic_bool &) { return Status::ok(); }, this, [](Status) {});
}

void CrawlView::buildSweepsTab(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    auto *split = new QSplitter(Qt::Vertical, page);
    m_sweepModel = new CrawlTableModel({tr("Sweep"), tr("Date"), tr("Pages")}, this);
    m_sweepTable = crawlTableView(m_sweepModel, QStringLiteral("sweepTable"), tr("Sweeps"), split);
    m_sweepTable->setSortingEnabled(false); // oldest first, as the sweeps were crawled
    m_sweepTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sweepTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_sweepTable->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_sweepTable->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_sweepTable->horizontalHeader()->setStretchLastSection(false);
    split->addWidget(m_sweepTable);
    auto *hosts = new QWidget(split);
    auto *hostsLayout = new QVBoxLayout(hosts);
    hostsLayout->setContentsMargins(0, 0, 0, 0);
    m_hostsCaption = plainLabel(QStringLiteral("hostsCaption"), hosts);
    hostsLayout->addWidget(m_hostsCaption);
    m_hostModel = new CrawlTableModel(
        {tr("Host"), tr("Pages"), tr("Clustered pages"), tr("Pages shared with other hosts")}, this);
    auto *hostTable = crawlTableView(m_hostModel, QStringLiteral("hostTable"), tr("Hosts"), hosts);
    hostTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    hostTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    hostTable->horizontalHeader()->setStretchLastSection(false);
    hostTable->sortByColumn(1, Qt::DescendingOrder);
    hostsLayout->addWidget(hostTable);
    split->addWidget(hosts);
    split->setStretchFactor(1, 3);
    layout->addWidget(split);
    connect(m_sweepTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CrawlView::askHosts);
    tabs->addTab(page, tr("Sweeps && Hosts"));
}

void CrawlView::buildMirrorsTab(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    auto *controls = new QHBoxLayout;
    m_mirrorSweep = new QComboBox(page);
    m_mirrorSweep->setObjectName(QStringLiteral("mirrorSweepCombo"));
    m_mirrorSweep->setAccessibleName(tr("Sweep"));
    auto *sweepLabel = new QLabel(tr("S&weep:"), page);
    sweepLabel->setBuddy(m_mirrorSweep);
    controls->addWidget(sweepLabel);
    controls->addWidget(m_mirrorSweep);
    m_minPages = new QSpinBox(page);
    m_minPages->setObjectName(QStringLiteral("minPagesSpin"));
    m_minPages->setRange(1, 1000000);
    m_minPages->setValue(MirrorParams{}.minPages);
    m_minPages->setToolTip(tr("Least pages two hosts share to be listed"));
    auto *minLabel = new QLabel(tr("&Least shared pages:"), page);
    minLabel->setBuddy(m_minPages);
    controls->addWidget(minLabel);
    controls->addWidget(m_minPages);
    controls->addStretch();
    auto *exportButton = new QPushButton(tr("&Export CSV..."), page);
    exportButton->setObjectName(QStringLiteral("exportMirrorsButton"));
    controls->addWidget(exportButton);
    layout->addLayout(controls);
    m_mirrorsCaption = plainLabel(QStringLiteral("mirrorsCaption"), page);
    layout->addWidget(m_mirrorsCaption);
    m_mirrorModel = new CrawlTableModel({tr("Host A"), tr("Host B"), tr("Shared pages"), tr("Suffix matches"),
                                         tr("Shared clusters"), tr("Verdict"), tr("Example")},
                                        this);
    auto *table = crawlTableView(m_mirrorModel, QStringLiteral("mirrorTable"), tr("Host pairs"), page);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // a few host pairs
    table->horizontalHeader()->setSectionResizeMode(6, QHeaderView::Stretch);
    layout->addWidget(table);
    connect(m_mirrorSweep, &QComboBox::currentIndexChanged, this, &CrawlView::askMirrors);
    connect(m_minPages, &QSpinBox::valueChanged, this, &CrawlView::askMirrors);
    connect(exportButton, &QPushButton::clicked, this, &CrawlView::exportMirrors);
    tabs->addTab(page, tr("&Mirrors"));
}

void CrawlView::buildLostTab(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    auto *row = new QHBoxLayout;
    m_lostUrl = new QLineEdit(page);
    m_lostUrl->setObjectName(QStringLiteral("lostUrlEdit"));
    m_lostUrl->setAccessibleName(tr("URL to find"));
    m_lostUrl->setPlaceholderText(tr("A URL gone from the newest sweep, e.g. http://example.com/page.html"));
    m_lostUrl->setClearButtonEnabled(true);
    auto *find = new QPushButton(tr("&Find"), page);
    find->setObjectName(QStringLiteral("findLostButton"));
    row->addWidget(m_lostUrl, 1);
    row->addWidget(find);
    layout->addLayout(row);
    auto *answer = new QFormLayout;
    m_lostNewUrl = plainLabel(QStringLiteral("lostNewUrl"), page);
    m_lostResemblance = plainLabel(QStringLiteral("lostResemblance"), page);
    m_lostVerdict = plainLabel(QStringLiteral("lostVerdict"), page);
    m_lostRedirect = plainLabel(QStringLiteral("lostRedirect"), page);
    answer->addRow(tr("New URL:"), m_lostNewUrl);
    answer->addRow(tr("Resemblance:"), m_lostResemblance);
    answer->addRow(tr("Verdict:"), m_lostVerdict);
    answer->addRow(tr("Via redirect:"), m_lostRedirect);
    layout->addLayout(answer);
    auto *goneRow = new QHBoxLayout;
    m_goneCaption = plainLabel(QStringLiteral("goneCaption"), page);
    goneRow->addWidget(m_goneCaption, 1);
    auto *exportButton = new QPushButton(tr("E&xport CSV..."), page);
    exportButton->setObjectName(QStringLiteral("exportLostButton"));
    goneRow->addWidget(exportButton);
    layout->addLayout(goneRow);
    m_goneModel = new CrawlTableModel({tr("Old URL"), tr("New URL"), tr("Resemblance"), tr("Verdict")}, this);
    auto *table = crawlTableView(m_goneModel, QStringLiteral("goneTable"), tr("All gone pages"), page);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Interactive);
    table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Interactive);
    table->horizontalHeader()->resizeSection(
        3, table->fontMetrics().horizontalAdvance(tr("moved (redirect)")) + 16);
    table->horizontalHeader()->setStretchLastSection(false);
    layout->addWidget(table, 1);
    auto run = [this] {
        findLostUrl(m_lostUrl->text().trimmed());
    };
    connect(find, &QPushButton::clicked, this, run);
    connect(m_lostUrl, &QLineEdit::returnPressed, this, run);
    // A gone page's row answers for it above.
    connect(table, &QTableView::activated, this, [this](const QModelIndex &index) {
        m_lostUrl->setText(index.siblingAtColumn(0).data().toString());
        findLostUrl(m_lostUrl->text());
    });
    connect(exportButton, &QPushButton::clicked, this, &CrawlView::exportLostAndFound);
    tabs->addTab(page, tr("&Lost and Found"));
}

void CrawlView::buildEvolutionTab(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    auto *controls = new QHBoxLayout;
    m_fromSweep = new QComboBox(page);
    m_fromSweep->setObjectName(QStringLiteral("evolutionFromCombo"));
    m_fromSweep->setAccessibleName(tr("Base sweep"));
    m_toSweep = new QComboBox(page);
    m_toSweep->setObjectName(QStringLiteral("evolutionToCombo"));
    m_toSweep->setAccessibleName(tr("Last sweep"));
    m_coefficient = new QComboBox(page);
    m_coefficient->setObjectName(QStringLiteral("coefficientCombo"));
    m_coefficient->addItem(tr("Cluster containment"));
    m_coefficient->addItem(tr("Cluster similarity"));
    m_coefficient->addItem(tr("Reverse containment"));
    auto *fromLabel = new QLabel(tr("&From sweep:"), page);
    fromLabel->setBuddy(m_fromSweep);
    auto *toLabel = new QLabel(tr("&To sweep:"), page);
    toLabel->setBuddy(m_toSweep);
    controls->addWidget(fromLabel);
    controls->addWidget(m_fromSweep);
    controls->addWidget(toLabel);
    controls->addWidget(m_toSweep);
    controls->addStretch();
    controls->addWidget(m_coefficient);
    layout->addLayout(controls);
    m_evolutionSummary = plainLabel(QStringLiteral("evolutionSummary"), page);
    layout->addWidget(m_evolutionSummary);
    auto *split = new QSplitter(Qt::Vertical, page);
    auto *charts = new QSplitter(Qt::Horizontal, split);
    m_coefficientChart = new QChartView(newCrawlChart(this), charts);
    m_coefficientChart->setObjectName(QStringLiteral("coefficientChart"));
    m_coefficientChart->setRenderHint(QPainter::Antialiasing);
    m_coefficientChart->setMinimumSize(320, 240);
    m_changeChart = new QChartView(newCrawlChart(this), charts);
    m_changeChart->setObjectName(QStringLiteral("changeChart"));
    m_changeChart->setRenderHint(QPainter::Antialiasing);
    m_changeChart->setMinimumSize(320, 240);
    charts->addWidget(m_coefficientChart);
    charts->addWidget(m_changeChart);
    split->addWidget(charts);
    m_rangeModel = new CrawlTableModel(
        {tr("Cluster size"), tr("URLs"), tr("Containment"), tr("Similarity"), tr("Reverse containment")},
        this);
    auto *table =
        crawlTableView(m_rangeModel, QStringLiteral("evolutionTable"), tr("Figures per cluster size"), split);
    split->addWidget(table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    connect(m_fromSweep, &QComboBox::currentIndexChanged, this, &CrawlView::askEvolution);
    connect(m_toSweep, &QComboBox::currentIndexChanged, this, &CrawlView::askEvolution);
    connect(m_coefficient, &QComboBox::currentIndexChanged, this,
            [this] { showEvolution(m_evolutions, {}); });
    tabs->addTab(page, tr("&Evolution"));
}

void CrawlView::setIndex(const QString &indexPath)
{
    m_indexPath = indexPath;
    load(std::nullopt);
}

void CrawlView::load(std::optional<double> asked)
{
    m_status->setText(tr("Reading the crawl of %1...").arg(m_indexPath));
    struct Loaded
    {
        std::shared_ptr<const CrawlIndex> index;
        double threshold = 0;
    };
    m_reader->run<Loaded>(
        kLoadKey,
        [asked](IndexStore &store, const std::atomic_bool &) -> Result<Loaded> {
            const double threshold = usecase::crawlThreshold(store, asked);
            auto index = usecase::loadCrawl(store, threshold);
            if (!index)
                return index.status();
            return Loaded{std::make_shared<const CrawlIndex>(std::move(index).value()), threshold};
        },
        this,
        [this](Result<Loaded> loaded) {
            if (!loaded) {
                showCrawl(nullptr, loaded.status().message());
                return;
            }
            m_threshold = loaded->threshold;
            {
                const QScopedValueRollback<bool> filling(m_filling, true);
                m_thresholdBox->setValue(int(std::lround(m_threshold * 100)));
            }
            showCrawl(std::move(loaded->index), {});
        });
}

void CrawlView::setThreshold(double threshold)
{
    if (threshold == m_threshold)
        return;
    const bool lower = usecase::crawlPairsFloor(threshold) < usecase::crawlPairsFloor(m_threshold);
    m_threshold = threshold;
    m_writer->run(
        IndexWorker::kEachJob,
        [threshold](IndexStore &store, const std::atomic_bool &) {
            return usecase::setCrawlThreshold(store, threshold);
        },
        this, [](Status) {});
    if (lower || !m_index) { // pairs below those loaded are needed: read again
        load(threshold);
    } else {
        showCrawl(m_index, {});
    }
}

void CrawlView::showCrawl(std::shared_ptr<const CrawlIndex> index, const QString &problem)
{
    m_index = std::move(index);
    // Keep the sweeps chosen before, when they are still there.
    const int mirrorSweep = m_mirrorSweep->currentData().toInt();
    const int from = m_fromSweep->currentData().toInt();
    const int to = m_toSweep->currentData().toInt();
    const int hostSweep = selectedSweep();
    const QSignalBlocker b1(m_mirrorSweep), b2(m_fromSweep), b3(m_toSweep),
        b4(m_sweepTable->selectionModel());
    m_mirrorSweep->clear();
    m_fromSweep->clear();
    m_toSweep->clear();
    std::vector<std::vector<Cell>> rows;
    if (m_index) {
        for (const Sweep &s : m_index->sweeps()) {
            rows.push_back({textCell(s.label), textCell(dateText(s.dateMs)), countCell(s.documents)});
            m_mirrorSweep->addItem(s.label, s.id);
            m_fromSweep->addItem(s.label, s.id);
            m_toSweep->addItem(s.label, s.id);
        }
    }
    m_sweepModel->setRows(std::move(rows));
    const int sweeps = m_index ? int(m_index->sweeps().size()) : 0;
    if (!m_index) {
        m_status->setText(tr("Cannot read the crawl: %1").arg(problem));
    } else if (sweeps == 0) {
        m_status->setText(
            tr("This index holds no web archive: import some with File > Import Web Archives."));
    } else {
        QSet<QString> hosts;
        for (const Capture &c : m_index->captures())
            hosts.insert(c.host);
        m_status->setText(tr("%1: %2, %3 on %4; pages join a cluster at resemblance %5 or more.")
                              .arg(m_indexPath, tr("%n sweeps", nullptr, sweeps),
                                   tr("%n pages", nullptr, pluralCount(qint64(m_index->captures().size()))),
                                   tr("%n hosts", nullptr, pluralCount(hosts.size())),
                                   percentText(m_threshold)));
    }
    auto choose = [](QComboBox *combo, int sweep, int fallbackRow) {
        const int i = combo->findData(sweep);
        combo->setCurrentIndex(sweep > 0 && i >= 0 ? i : fallbackRow);
    };
    choose(m_mirrorSweep, mirrorSweep, sweeps - 1);
    choose(m_fromSweep, from, 0);
    choose(m_toSweep, to, sweeps - 1);
    int hostRow = sweeps - 1;
    for (int i = 0; m_index && i < sweeps; ++i)
        if (m_index->sweeps()[std::size_t(i)].id == hostSweep)
            hostRow = i;
    if (hostRow >= 0)
        m_sweepTable->selectRow(hostRow);
    Q_EMIT crawlLoaded(sweeps);
    askHosts();
    askMirrors();
    askLostAll();
    askEvolution();
}

int CrawlView::selectedSweep() const
{
    const QModelIndexList rows = m_sweepTable->selectionModel()->selectedRows();
    if (rows.isEmpty() || !m_index)
        return -1;
    const int row = rows.first().row(); // the sweep table is not sorted: rows are sweeps, oldest first
    return row < int(m_index->sweeps().size()) ? m_index->sweeps()[std::size_t(row)].id : -1;
}

// The questions below read only the CrawlIndex loaded before, which any thread may query; they
// run on the reader all the same, so that no computation of the window happens on the GUI thread
// and a newer question supersedes the older one. The core's crawl questions take no cancel flag:
// a superseded one runs to its end and its answer is dropped.

void CrawlView::askHosts()
{
    const int sweep = selectedSweep();
    if (!m_index || sweep < 0) {
        forget(kHostsKey);
        m_hostModel->setRows({});
        m_hostsCaption->setText(m_index && !m_index->sweeps().empty() ? tr("Choose a sweep to see its hosts.")
                                                                      : QString());
        return;
    }
    m_hostsCaption->setText(tr("Reading the hosts of sweep %1...").arg(m_index->sweepLabel(sweep)));
    std::shared_ptr<const CrawlIndex> index = m_index;
    MirrorParams params;
    params.sweep = sweep;
    params.threshold = m_threshold;
    m_reader->run<std::vector<HostSummary>>(
        kHostsKey,
        [index, params](IndexStore &, const std::atomic_bool &) -> Result<std::vector<HostSummary>> {
            return hostSummaries(*index, params);
        },
        this,
        [this, index, sweep](Result<std::vector<HostSummary>> hosts) {
            if (hosts)
                showHosts(*index, sweep, *hosts);
            else // the reader could not open the index
                m_hostsCaption->setText(hosts.status().message());
        });
}

void CrawlView::showHosts(const CrawlIndex &index, int sweep, const std::vector<HostSummary> &hosts)
{
    std::vector<std::vector<Cell>> rows;
    rows.reserve(hosts.size());
    for (const HostSummary &h : hosts)
        rows.push_back(
            {textCell(h.host), countCell(h.pages), countCell(h.clusteredPages), countCell(h.sharedPages)});
    m_hostModel->setRows(std::move(rows));
    m_hostsCaption->setText(
        tr("Hosts of sweep %1: %n hosts", nullptr, int(hosts.size())).arg(index.sweepLabel(sweep)));
    Q_EMIT hostsShown(int(hosts.size()));
}

void CrawlView::askMirrors()
{
    if (!m_index || m_mirrorSweep->currentIndex() < 0) {
        forget(kMirrorsKey);
        m_mirrors.clear();
        m_mirrorModel->setRows({});
        m_mirrorsCaption->clear();
        return;
    }
    std::shared_ptr<const CrawlIndex> index = m_index;
    MirrorParams params;
    params.sweep = m_mirrorSweep->currentData().toInt();
    params.minPages = m_minPages->value();
    params.threshold = m_threshold;
    m_mirrorsCaption->setText(tr("Looking for mirrored hosts..."));
    m_reader->run<std::vector<HostPair>>(
        kMirrorsKey,
        [index, params](IndexStore &, const std::atomic_bool &) -> Result<std::vector<HostPair>> {
            return findMirrors(*index, params);
        },
        this,
        [this, index, params](Result<std::vector<HostPair>> pairs) {
            if (pairs)
                showMirrors(*index, params, std::move(pairs).value());
            else
                m_mirrorsCaption->setText(pairs.status().message());
        });
}

void CrawlView::showMirrors(const CrawlIndex &index, const MirrorParams &params, std::vector<HostPair> pairs)
{
    std::vector<std::vector<Cell>> rows;
    rows.reserve(pairs.size());
    int mirrors = 0;
    for (const HostPair &p : pairs) {
        QString verdict;
        switch (p.verdict) {
        case HostPair::Verdict::Mirror:
            verdict = tr("mirror");
            ++mirrors;
            break;
        case HostPair::Verdict::SharedContent:
            verdict = tr("shared content");
            break;
        case HostPair::Verdict::Alias:
            verdict = tr("alias");
            break;
        }
        rows.push_back({textCell(p.hostA), textCell(p.hostB), countCell(p.sharedPages),
                        countCell(p.suffixMatches), countCell(p.sharedClusters), textCell(verdict),
                        textCell(p.examples.isEmpty() ? QString() : p.examples.first())});
    }
    const int shown = int(pairs.size());
    m_mirrors = std::move(pairs);
    m_mirrorModel->setRows(std::move(rows));
    m_mirrorsCaption->setText(
        tr("Sweep %1: %n host pairs share %2 or more", nullptr, shown)
            .arg(index.sweepLabel(params.sweep), tr("%n pages", nullptr, params.minPages)) +
        tr("; %n of them are mirrors (the same pages under the same paths).", nullptr, mirrors));
    Q_EMIT mirrorsShown(shown);
}

QString CrawlView::verdictText(const LostFoundAnswer &a) const
{
    const QString newest = m_index ? m_index->sweepLabel(a.newestSweep) : QString();
    const QString lastGood = m_index ? m_index->sweepLabel(a.lastGoodSweep) : QString();
    switch (a.verdict) {
    case LostFoundAnswer::Verdict::Moved:
        return tr("moved");
    case LostFoundAnswer::Verdict::CopyElsewhere:
        return tr("gone; a copy that was there already in sweep %1 is still there: not a move").arg(lastGood);
    case LostFoundAnswer::Verdict::Deleted:
        return tr("deleted: last seen in sweep %1, nothing in sweep %2 resembles it").arg(lastGood, newest);
    case LostFoundAnswer::Verdict::NotGone:
        return tr("still there in sweep %1").arg(newest);
    case LostFoundAnswer::Verdict::NeverGood:
        return tr("never captured with text");
    case LostFoundAnswer::Verdict::Unknown:
        return tr("in no sweep of the index");
    }
    return {};
}

void CrawlView::findLostUrl(const QString &url)
{
    if (!m_index || url.isEmpty())
        return;
    m_lostUrl->setText(url);
    m_lostVerdict->setText(tr("Looking for %1...").arg(url));
    m_lostNewUrl->clear();
    m_lostResemblance->clear();
    m_lostRedirect->clear();
    std::shared_ptr<const CrawlIndex> index = m_index;
    m_reader->run<LostFoundAnswer>(
        kLostUrlKey,
        [index, url](IndexStore &, const std::atomic_bool &) -> Result<LostFoundAnswer> {
            return lostAndFound(*index, url);
        },
        this,
        [this](Result<LostFoundAnswer> answer) {
            if (answer)
                showLostUrl(*answer);
            else
                m_lostVerdict->setText(answer.status().message());
        });
}

void CrawlView::showLostUrl(const LostFoundAnswer &answer)
{
    const bool found = answer.verdict == LostFoundAnswer::Verdict::Moved ||
                       answer.verdict == LostFoundAnswer::Verdict::CopyElsewhere;
    m_lostNewUrl->setText(found ? answer.newUrl : tr("none"));
    m_lostResemblance->setText(found ? percentText(answer.resemblance) : QString());
    m_lostVerdict->setText(verdictText(answer));
    m_lostRedirect->setText(!found ? QString() : answer.viaRedirect ? tr("yes") : tr("no"));
    Q_EMIT lostFoundAnswered(verdictName(answer.verdict));
}

void CrawlView::askLostAll()
{
    if (!m_index || m_index->sweeps().empty()) {
        forget(kGoneKey);
        m_gone.clear();
        m_goneModel->setRows({});
        m_goneCaption->clear();
        return;
    }
    std::shared_ptr<const CrawlIndex> index = m_index;
    m_goneCaption->setText(tr("Looking for the pages gone from the newest sweep..."));
    m_reader->run<std::vector<LostFoundAnswer>>(
        kGoneKey,
        [index](IndexStore &, const std::atomic_bool &) -> Result<std::vector<LostFoundAnswer>> {
            return lostAndFoundAll(*index);
        },
        this,
        [this, index](Result<std::vector<LostFoundAnswer>> answers) {
            if (answers)
                showGone(*index, std::move(answers).value());
            else
                m_goneCaption->setText(answers.status().message());
        });
}

void CrawlView::showGone(const CrawlIndex &index, std::vector<LostFoundAnswer> answers)
{
    std::vector<std::vector<Cell>> rows;
    rows.reserve(answers.size());
    int moved = 0, copies = 0;
    for (const LostFoundAnswer &a : answers) {
        const bool copy = a.verdict == LostFoundAnswer::Verdict::CopyElsewhere;
        const bool found = a.verdict == LostFoundAnswer::Verdict::Moved || copy;
        moved += a.verdict == LostFoundAnswer::Verdict::Moved;
        copies += copy;
        QString verdict = a.verdict == LostFoundAnswer::Verdict::Moved     ? tr("moved")
                          : copy                                           ? tr("copy elsewhere (not a move)")
                          : a.verdict == LostFoundAnswer::Verdict::Deleted ? tr("deleted")
                                                                           : verdictText(a);
        if (found && a.viaRedirect)
            verdict = tr("moved (redirect)");
        rows.push_back({textCell(a.oldUrl), textCell(found ? a.newUrl : QString()),
                        found ? shareCell(a.resemblance) : textCell(QString()), textCell(verdict)});
    }
    const int shown = int(answers.size());
    m_gone = std::move(answers);
    m_goneModel->setRows(std::move(rows));
    m_goneCaption->setText(
        tr("%n pages gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither.",
           nullptr, shown)
            .arg(index.sweepLabel(index.newestSweep()))
            .arg(moved)
            .arg(copies)
            .arg(shown - moved - copies));
    Q_EMIT goneShown(shown);
}

void CrawlView::askEvolution()
{
    if (!m_index || m_fromSweep->currentIndex() < 0 || m_toSweep->currentIndex() < 0) {
        forget(kEvolutionKey);
        showEvolution({}, QString());
        return;
    }
    const int from = m_fromSweep->currentData().toInt();
    const int to = m_toSweep->currentData().toInt();
    const int fromOrder = m_index->sweepOrder(from);
    const int toOrder = m_index->sweepOrder(to);
    if (toOrder <= fromOrder) {
        forget(kEvolutionKey); // a question still running no longer applies
        showEvolution({}, m_index->sweeps().size() < 2
                              ? tr("Import a second sweep to see how the crawl changed.")
                              : tr("Choose a later sweep to compare the base sweep with."));
        return;
    }
    // The base sweep against each later sweep up to `to`: one point per sweep on the curves.
    std::vector<int> later;
    for (const Sweep &s : m_index->sweeps())
        if (const int order = m_index->sweepOrder(s.id); order > fromOrder && order <= toOrder)
            later.push_back(s.id);
    m_evolutionSummary->setText(tr("Comparing sweep %1 with %n later sweeps...", nullptr, int(later.size()))
                                    .arg(m_index->sweepLabel(from)));
    std::shared_ptr<const CrawlIndex> index = m_index;
    const double threshold = m_threshold;
    m_reader->run<Evolutions>(
        kEvolutionKey,
        [index, from, later, threshold](IndexStore &store,
                                        const std::atomic_bool &cancel) -> Result<Evolutions> {
            Evolutions out;
            for (int sweep : later) {
                // One sweep at a time: a newer question stops this one between sweeps.
                if (cancel)
                    return Status::error(Status::Code::Cancelled, QStringLiteral("superseded"));
                EvolutionParams params;
                params.fromSweep = from;
                params.toSweep = sweep;
                params.threshold = threshold;
                auto ev = evolution(store, *index, params);
                if (!ev) {
                    out.problem = ev.status().message();
                    break;
                }
                out.evolutions.push_back(std::move(ev).value());
            }
            return out;
        },
        this,
        [this](Result<Evolutions> answer) {
            if (answer)
                showEvolution(answer->evolutions, answer->problem);
            else
                showEvolution({}, answer.status().message());
        });
}

void CrawlView::showEvolution(const std::vector<Evolution> &evolutions, const QString &problem)
{
    if (&evolutions != &m_evolutions)
        m_evolutions = evolutions;
    replaceChart(m_coefficientChart, coefficientChart(m_evolutions, m_coefficient->currentIndex(),
                                                      m_coefficient->currentText(), this));
    if (m_evolutions.empty()) {
        m_evolutionSummary->setText(problem);
        m_rangeModel->setRows({});
        replaceChart(m_changeChart, newCrawlChart(this));
        return;
    }
    const Evolution &last = m_evolutions.back();
    m_evolutionSummary->setText(tr("From sweep %1 (%2) to sweep %3 (%4): %5 in both, %6 born, %7 died (%8)")
                                    .arg(last.fromLabel)
                                    .arg(tr("%n pages", nullptr, pluralCount(last.urlsFrom)))
                                    .arg(last.toLabel)
                                    .arg(tr("%n pages", nullptr, pluralCount(last.urlsTo)))
                                    .arg(tr("%n pages", nullptr, pluralCount(last.common)))
                                    .arg(last.born)
                                    .arg(last.died)
                                    .arg(tr("%n of them moved", nullptr, pluralCount(last.moved))) +
                                (problem.isEmpty() ? QString() : QLatin1Char('\n') + problem));
    // The figures of each range of cluster sizes in the base sweep, against the last sweep.
    std::vector<std::vector<Cell>> rows;
    for (const SizeRangeFigures &range : last.ranges)
        if (range.urls != 0)
            rows.push_back({textCell(range.label), countCell(range.urls), shareCell(range.containment),
                            shareCell(range.similarity), shareCell(range.reverseContainment)});
    m_rangeModel->setRows(std::move(rows));
    replaceChart(m_changeChart, changeChart(last, this));
    Q_EMIT evolutionShown(int(m_evolutions.size()));
}

QString CrawlView::chooseExport(const QString &title)
{
    return FileDialog::getSaveCsvFileName(this, title);
}

bool CrawlView::writeCsv(const QString &file, const QString &header, const QStringList &rows)
{
    QSaveFile out(file);
    if (out.open(QIODevice::WriteOnly)) {
        QTextStream stream(&out);
        stream << header << '\n';
        for (const QString &row : rows)
            stream << row << '\n';
        stream.flush();
        if (out.commit())
            return true;
    }
    MessageBox::warning(this, tr("Crawl"), tr("Cannot write %1: %2").arg(file, out.errorString()));
    return false;
}

void CrawlView::exportMirrors()
{
    const QString file = chooseExport(tr("Export Host Pairs"));
    if (file.isEmpty())
        return;
    QStringList rows;
    for (const HostPair &p : m_mirrors)
        rows << csv::mirrorRow(p);
    if (writeCsv(file, csv::mirrorsHeader(), rows))
        m_mirrorsCaption->setText(tr("Exported %n host pairs to %1", nullptr, int(rows.size())).arg(file));
}

void CrawlView::exportLostAndFound()
{
    const QString file = chooseExport(tr("Export Gone Pages"));
    if (file.isEmpty() || !m_index)
        return;
    QStringList rows;
    std::shared_ptr<const CrawlIndex> index = m_index;
    for (const LostFoundAnswer &a : m_gone)
        rows << csv::lostFoundRow(a, [&index](int sweep) { return index->sweepLabel(sweep); });
    if (writeCsv(file, csv::lostFoundHeader(), rows))
        m_goneCaption->setText(tr("Exported %n gone pages to %1", nullptr, int(rows.size())).arg(file));
}

} // namespace lookalike
