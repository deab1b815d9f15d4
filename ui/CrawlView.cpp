#include "CrawlView.h"

#include "ListTable.h"
#include "Format.h"
#include "store/CsvExport.h"
#include "store/IndexStore.h"

#include <QAbstractTableModel>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextStream>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace lookalike {

// The rows of one table of the crawl window: text, counts and shares, given whole. Thin; sorting
// belongs to a proxy (numbers sort as numbers through SortRole).
class CrawlTableModel : public QAbstractTableModel
{
public:
    static constexpr int SortRole = Qt::UserRole + 1;
    struct Cell
    {
        enum class Kind { Text, Count, Share } kind = Kind::Text;
        QString text;
        double value = 0;
    };

    CrawlTableModel(QStringList headers, QObject *parent) : QAbstractTableModel(parent), m_headers(std::move(headers)) {}

    void setRows(std::vector<std::vector<Cell>> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_headers.size()); }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid))
            return {};
        const std::vector<Cell> &row = m_rows[std::size_t(index.row())];
        if (index.column() >= int(row.size()))
            return {};
        const Cell &cell = row[std::size_t(index.column())];
        switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
            switch (cell.kind) {
            case Cell::Kind::Text: return cell.text;
            case Cell::Kind::Count: return QLocale().toString(qint64(cell.value));
            case Cell::Kind::Share: return percentText(cell.value);
            }
            return {};
        case SortRole:
            return cell.kind == Cell::Kind::Text ? QVariant(cell.text.toLower()) : QVariant(cell.value);
        case Qt::TextAlignmentRole:
            return cell.kind == Cell::Kind::Text ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
        default: return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_headers.size())
            return {};
        return m_headers[section];
    }

private:
    QStringList m_headers;
    std::vector<std::vector<Cell>> m_rows;
};

namespace {

using Cell = CrawlTableModel::Cell;
Cell textCell(const QString &t) { return {Cell::Kind::Text, t, 0}; }
Cell countCell(qint64 n) { return {Cell::Kind::Count, {}, double(n)}; }
Cell shareCell(double v) { return {Cell::Kind::Share, {}, v}; }

// A sortable, read-only table view over `model`.
QTableView *tableView(CrawlTableModel *model, const QString &name, const QString &accessibleName, QWidget *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(CrawlTableModel::SortRole);
    QTableView *view = newListTable(proxy, name, accessibleName, parent);
    view->sortByColumn(-1, Qt::AscendingOrder); // the order the engine gives until a header is clicked
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

QLabel *plainLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString bucketText(ChangeBucket bucket)
{
    switch (bucket) {
    case ChangeBucket::Complete: return CrawlView::tr("complete");
    case ChangeBucket::Large: return CrawlView::tr("large");
    case ChangeBucket::Medium: return CrawlView::tr("medium");
    case ChangeBucket::Small: return CrawlView::tr("small");
    case ChangeBucket::NoTextChange: return CrawlView::tr("no text<br>change");
    case ChangeBucket::NoChange: return CrawlView::tr("no<br>change");
    }
    return {};
}

// A chart in the application's palette (light or dark); the theme comes first, as it resets
// what series set for themselves.
QChart *newChart(const QWidget *widget)
{
    auto *chart = new QChart;
    const bool dark = widget->palette().color(QPalette::Window).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    return chart;
}

void replaceChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart); // the view does not delete the chart it showed before
    delete old;
}

} // namespace

CrawlView::CrawlView(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("crawlView"));
    setWindowTitle(tr("Crawl"));
    resize(1000, 640);
    m_chooseExport = [this](const QString &title) {
        return QFileDialog::getSaveFileName(this, title, QDir::homePath(), tr("CSV files (*.csv);;All files (*)"));
    };
    m_notify = [this](const QString &message) { QMessageBox::information(this, tr("Crawl"), message); };

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
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
}

CrawlView::~CrawlView()
{
    for (const QPointer<QThread> &worker : std::as_const(m_workers))
        if (worker)
            worker->wait();
}

void CrawlView::ask(Question question, std::function<Apply()> work)
{
    const int serial = ++m_serials[question];
    QPointer<CrawlView> self(this);
    QThread *worker = QThread::create([self, question, serial, work = std::move(work)] {
        Apply apply = work();
        QMetaObject::invokeMethod(
            qApp,
            [self, question, serial, apply] {
                if (self && self->m_serials[question] == serial)
                    apply(self);
            },
            Qt::QueuedConnection);
    });
    m_workers.removeAll(nullptr);
    m_workers << worker;
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

void CrawlView::buildSweepsTab(QTabWidget *tabs)
{
    auto *page = new QWidget(tabs);
    auto *layout = new QVBoxLayout(page);
    auto *split = new QSplitter(Qt::Vertical, page);
    m_sweepModel = new CrawlTableModel({tr("Sweep"), tr("Date"), tr("Pages")}, this);
    m_sweepTable = tableView(m_sweepModel, QStringLiteral("sweepTable"), tr("Sweeps"), split);
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
    m_hostModel = new CrawlTableModel({tr("Host"), tr("Pages"), tr("Clustered pages"), tr("Pages shared with other hosts")}, this);
    auto *hostTable = tableView(m_hostModel, QStringLiteral("hostTable"), tr("Hosts"), hosts);
    hostTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    hostTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    hostTable->horizontalHeader()->setStretchLastSection(false);
    hostTable->sortByColumn(1, Qt::DescendingOrder);
    hostsLayout->addWidget(hostTable);
    split->addWidget(hosts);
    split->setStretchFactor(1, 3);
    layout->addWidget(split);
    connect(m_sweepTable->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CrawlView::askHosts);
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
    auto *table = tableView(m_mirrorModel, QStringLiteral("mirrorTable"), tr("Host pairs"), page);
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
    auto *table = tableView(m_goneModel, QStringLiteral("goneTable"), tr("All gone pages"), page);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Interactive);
    table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Interactive);
    table->horizontalHeader()->resizeSection(3, table->fontMetrics().horizontalAdvance(tr("moved (redirect)")) + 16);
    table->horizontalHeader()->setStretchLastSection(false);
    layout->addWidget(table, 1);
    auto run = [this] { findLostUrl(m_lostUrl->text().trimmed()); };
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
    m_coefficientChart = new QChartView(newChart(this), charts);
    m_coefficientChart->setObjectName(QStringLiteral("coefficientChart"));
    m_coefficientChart->setRenderHint(QPainter::Antialiasing);
    m_coefficientChart->setMinimumSize(320, 240);
    m_changeChart = new QChartView(newChart(this), charts);
    m_changeChart->setObjectName(QStringLiteral("changeChart"));
    m_changeChart->setRenderHint(QPainter::Antialiasing);
    m_changeChart->setMinimumSize(320, 240);
    charts->addWidget(m_coefficientChart);
    charts->addWidget(m_changeChart);
    split->addWidget(charts);
    m_rangeModel = new CrawlTableModel({tr("Cluster size"), tr("URLs"), tr("Containment"), tr("Similarity"),
                                        tr("Reverse containment")},
                                       this);
    auto *table = tableView(m_rangeModel, QStringLiteral("evolutionTable"), tr("Figures per cluster size"), split);
    split->addWidget(table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    connect(m_fromSweep, &QComboBox::currentIndexChanged, this, &CrawlView::askEvolution);
    connect(m_toSweep, &QComboBox::currentIndexChanged, this, &CrawlView::askEvolution);
    connect(m_coefficient, &QComboBox::currentIndexChanged, this, [this] { showEvolution(m_evolutions, {}); });
    tabs->addTab(page, tr("&Evolution"));
}

void CrawlView::setIndex(const QString &indexPath, double threshold)
{
    m_indexPath = indexPath;
    m_threshold = threshold;
    m_status->setText(tr("Reading the crawl of %1...").arg(indexPath));
    const double minResemblance = std::min(0.3, threshold);
    ask(Load, [indexPath, minResemblance]() -> Apply {
        auto store = IndexStore::open(indexPath, IndexStore::Mode::ReadOnly);
        auto index = store ? CrawlIndex::load(**store, minResemblance) : Result<CrawlIndex>(store.status());
        if (!index) {
            const QString problem = index.status().message();
            return [problem](CrawlView *view) { view->showCrawl(nullptr, problem); };
        }
        auto shared = std::make_shared<const CrawlIndex>(std::move(index).value());
        return [shared](CrawlView *view) { view->showCrawl(shared, {}); };
    });
}

void CrawlView::showCrawl(std::shared_ptr<const CrawlIndex> index, const QString &problem)
{
    m_index = std::move(index);
    // Keep the sweeps chosen before, when they are still there.
    const int mirrorSweep = m_mirrorSweep->currentData().toInt();
    const int from = m_fromSweep->currentData().toInt();
    const int to = m_toSweep->currentData().toInt();
    const int hostSweep = selectedSweep();
    const QSignalBlocker b1(m_mirrorSweep), b2(m_fromSweep), b3(m_toSweep), b4(m_sweepTable->selectionModel());
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
        m_status->setText(tr("This index holds no web archive: import some with File > Import Web Archives."));
    } else {
        QSet<QString> hosts;
        for (const Capture &c : m_index->captures())
            hosts.insert(c.host);
        m_status->setText(tr("%1: %n sweeps, %2 pages on %3 hosts; pages join a cluster at resemblance %4 or more.", nullptr, sweeps)
                              .arg(m_indexPath)
                              .arg(m_index->captures().size())
                              .arg(hosts.size())
                              .arg(percentText(m_threshold)));
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

void CrawlView::askHosts()
{
    const int sweep = selectedSweep();
    if (!m_index || sweep < 0) {
        m_hostModel->setRows({});
        m_hostsCaption->setText(m_index && !m_index->sweeps().empty() ? tr("Choose a sweep to see its hosts.") : QString());
        return;
    }
    m_hostsCaption->setText(tr("Reading the hosts of sweep %1...").arg(m_index->sweepLabel(sweep)));
    std::shared_ptr<const CrawlIndex> index = m_index;
    MirrorParams params;
    params.sweep = sweep;
    params.threshold = m_threshold;
    ask(Hosts, [index, params]() -> Apply {
        auto hosts = std::make_shared<std::vector<HostSummary>>(hostSummaries(*index, params));
        return [index, params, hosts](CrawlView *view) {
            std::vector<std::vector<Cell>> rows;
            rows.reserve(hosts->size());
            for (const HostSummary &h : *hosts)
                rows.push_back({textCell(h.host), countCell(h.pages), countCell(h.clusteredPages), countCell(h.sharedPages)});
            view->m_hostModel->setRows(std::move(rows));
            view->m_hostsCaption->setText(tr("Hosts of sweep %1: %n hosts", nullptr, int(hosts->size())).arg(index->sweepLabel(params.sweep)));
            Q_EMIT view->hostsShown(int(hosts->size()));
        };
    });
}

void CrawlView::askMirrors()
{
    if (!m_index || m_mirrorSweep->currentIndex() < 0) {
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
    ask(MirrorPairs, [index, params]() -> Apply {
        auto pairs = std::make_shared<std::vector<HostPair>>(findMirrors(*index, params));
        return [index, params, pairs](CrawlView *view) {
            std::vector<std::vector<Cell>> rows;
            rows.reserve(pairs->size());
            int mirrors = 0;
            for (const HostPair &p : *pairs) {
                QString verdict;
                switch (p.verdict) {
                case HostPair::Verdict::Mirror:
                    verdict = tr("mirror");
                    ++mirrors;
                    break;
                case HostPair::Verdict::SharedContent: verdict = tr("shared content"); break;
                case HostPair::Verdict::Alias: verdict = tr("alias"); break;
                }
                rows.push_back({textCell(p.hostA), textCell(p.hostB), countCell(p.sharedPages),
                                countCell(p.suffixMatches), countCell(p.sharedClusters), textCell(verdict),
                                textCell(p.examples.isEmpty() ? QString() : p.examples.first())});
            }
            view->m_mirrors = *pairs;
            view->m_mirrorModel->setRows(std::move(rows));
            view->m_mirrorsCaption->setText(
                tr("Sweep %1: %2 host pairs share %3 pages or more; %4 of them are mirrors (the same pages under the same paths).")
                    .arg(index->sweepLabel(params.sweep))
                    .arg(pairs->size())
                    .arg(params.minPages)
                    .arg(mirrors));
            Q_EMIT view->mirrorsShown(int(pairs->size()));
        };
    });
}

QString CrawlView::verdictText(const LostFoundAnswer &a) const
{
    const QString newest = m_index ? m_index->sweepLabel(a.newestSweep) : QString();
    const QString lastGood = m_index ? m_index->sweepLabel(a.lastGoodSweep) : QString();
    switch (a.verdict) {
    case LostFoundAnswer::Verdict::Moved: return tr("moved");
    case LostFoundAnswer::Verdict::Deleted:
        return tr("deleted: last seen in sweep %1, nothing in sweep %2 resembles it").arg(lastGood, newest);
    case LostFoundAnswer::Verdict::NotGone: return tr("still there in sweep %1").arg(newest);
    case LostFoundAnswer::Verdict::NeverGood: return tr("never captured with text");
    case LostFoundAnswer::Verdict::Unknown: return tr("in no sweep of the index");
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
    ask(LostOne, [index, url]() -> Apply {
        const LostFoundAnswer answer = lostAndFound(*index, url);
        return [answer](CrawlView *view) {
            const bool found = answer.verdict == LostFoundAnswer::Verdict::Moved;
            view->m_lostNewUrl->setText(found ? answer.newUrl : tr("none"));
            view->m_lostResemblance->setText(found ? percentText(answer.resemblance) : QString());
            view->m_lostVerdict->setText(view->verdictText(answer));
            view->m_lostRedirect->setText(!found ? QString() : answer.viaRedirect ? tr("yes") : tr("no"));
            Q_EMIT view->lostFoundAnswered(verdictName(answer.verdict));
        };
    });
}

void CrawlView::askLostAll()
{
    if (!m_index || m_index->sweeps().empty()) {
        m_gone.clear();
        m_goneModel->setRows({});
        m_goneCaption->clear();
        return;
    }
    std::shared_ptr<const CrawlIndex> index = m_index;
    m_goneCaption->setText(tr("Looking for the pages gone from the newest sweep..."));
    ask(LostAll, [index]() -> Apply {
        auto answers = std::make_shared<std::vector<LostFoundAnswer>>(lostAndFoundAll(*index));
        return [index, answers](CrawlView *view) {
            std::vector<std::vector<Cell>> rows;
            rows.reserve(answers->size());
            int moved = 0;
            for (const LostFoundAnswer &a : *answers) {
                const bool found = a.verdict == LostFoundAnswer::Verdict::Moved;
                moved += found;
                QString verdict = found ? tr("moved") : a.verdict == LostFoundAnswer::Verdict::Deleted ? tr("deleted") : view->verdictText(a);
                if (found && a.viaRedirect)
                    verdict = tr("moved (redirect)");
                rows.push_back({textCell(a.oldUrl), textCell(found ? a.newUrl : QString()),
                                found ? shareCell(a.resemblance) : textCell(QString()), textCell(verdict)});
            }
            view->m_gone = *answers;
            view->m_goneModel->setRows(std::move(rows));
            view->m_goneCaption->setText(tr("%n pages gone from sweep %1: %2 found elsewhere, %3 not.", nullptr, int(answers->size()))
                                             .arg(index->sweepLabel(index->newestSweep()))
                                             .arg(moved)
                                             .arg(qint64(answers->size()) - moved));
            Q_EMIT view->goneShown(int(answers->size()));
        };
    });
}

void CrawlView::askEvolution()
{
    if (!m_index || m_fromSweep->currentIndex() < 0 || m_toSweep->currentIndex() < 0) {
        showEvolution({}, QString());
        return;
    }
    const int from = m_fromSweep->currentData().toInt();
    const int to = m_toSweep->currentData().toInt();
    const int fromOrder = m_index->sweepOrder(from);
    const int toOrder = m_index->sweepOrder(to);
    if (toOrder <= fromOrder) {
        ++m_serials[Changes]; // a question still running no longer applies
        showEvolution({}, m_index->sweeps().size() < 2 ? tr("Import a second sweep to see how the crawl changed.")
                                                         : tr("Choose a later sweep to compare the base sweep with."));
        return;
    }
    // The base sweep against each later sweep up to `to`: one point per sweep on the curves.
    std::vector<int> later;
    for (const Sweep &s : m_index->sweeps())
        if (const int order = m_index->sweepOrder(s.id); order > fromOrder && order <= toOrder)
            later.push_back(s.id);
    m_evolutionSummary->setText(tr("Comparing sweep %1 with %n later sweeps...", nullptr, int(later.size())).arg(m_index->sweepLabel(from)));
    std::shared_ptr<const CrawlIndex> index = m_index;
    const QString path = m_indexPath;
    const double threshold = m_threshold;
    ask(Changes, [index, path, from, later, threshold]() -> Apply {
        auto evolutions = std::make_shared<std::vector<Evolution>>();
        QString problem;
        auto store = IndexStore::open(path, IndexStore::Mode::ReadOnly);
        if (!store)
            problem = store.status().message();
        for (int sweep : later) {
            if (!store)
                break;
            EvolutionParams params;
            params.fromSweep = from;
            params.toSweep = sweep;
            params.threshold = threshold;
            auto ev = evolution(**store, *index, params);
            if (!ev) {
                problem = ev.status().message();
                break;
            }
            evolutions->push_back(std::move(ev).value());
        }
        return [evolutions, problem](CrawlView *view) { view->showEvolution(*evolutions, problem); };
    });
}

void CrawlView::showEvolution(const std::vector<Evolution> &evolutions, const QString &problem)
{
    if (&evolutions != &m_evolutions)
        m_evolutions = evolutions;
    auto *curves = newChart(this);
    auto *changes = newChart(this);
    if (m_evolutions.empty()) {
        m_evolutionSummary->setText(problem.isEmpty() ? QString() : problem);
        m_rangeModel->setRows({});
        replaceChart(m_coefficientChart, curves);
        replaceChart(m_changeChart, changes);
        return;
    }
    const Evolution &last = m_evolutions.back();
    m_evolutionSummary->setText(tr("From sweep %1 (%2 pages) to sweep %3 (%4 pages): %5 pages in both, %6 born, %7 died "
                                   "(%8 of them moved)")
                                    .arg(last.fromLabel)
                                    .arg(last.urlsFrom)
                                    .arg(last.toLabel)
                                    .arg(last.urlsTo)
                                    .arg(last.common)
                                    .arg(last.born)
                                    .arg(last.died)
                                    .arg(last.moved)
                                + (problem.isEmpty() ? QString() : QLatin1Char('\n') + problem));

    // The coefficient curves: x = the base sweep (where every coefficient is 1) and each later
    // sweep; one line per range of cluster sizes in the base sweep.
    const int coefficient = m_coefficient->currentIndex();
    curves->setTitle(tr("%1 relative to sweep %2").arg(m_coefficient->currentText(), last.fromLabel));
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setStartValue(-1);
    x->append(last.fromLabel, 0);
    for (std::size_t i = 0; i < m_evolutions.size(); ++i)
        x->append(m_evolutions[i].toLabel, double(i + 1));
    x->setRange(-0.2, double(m_evolutions.size()) + 0.2);
    x->setTitleText(tr("Sweep"));
    auto *y = new QValueAxis;
    y->setRange(0, 1);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.1f"));
    y->setTitleText(m_coefficient->currentText());
    curves->addAxis(x, Qt::AlignBottom);
    curves->addAxis(y, Qt::AlignLeft);
    std::vector<std::vector<Cell>> rows;
    for (std::size_t r = 0; r < last.ranges.size(); ++r) {
        const SizeRangeFigures &range = last.ranges[r];
        if (range.urls == 0)
            continue;
        rows.push_back({textCell(range.label), countCell(range.urls), shareCell(range.containment),
                        shareCell(range.similarity), shareCell(range.reverseContainment)});
        auto *line = new QLineSeries;
        line->setName(tr("cluster size %1").arg(range.label));
        line->setPointsVisible(true);
        line->append(0, 1);
        for (std::size_t i = 0; i < m_evolutions.size(); ++i) {
            const auto &ranges = m_evolutions[i].ranges;
            if (r >= ranges.size())
                continue;
            const SizeRangeFigures &f = ranges[r];
            line->append(double(i + 1), coefficient == 0 ? f.containment : coefficient == 1 ? f.similarity : f.reverseContainment);
        }
        curves->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    curves->legend()->setAlignment(Qt::AlignBottom);
    m_rangeModel->setRows(std::move(rows));

    // How the pages in both sweeps changed (the last sweep against the base).
    changes->setTitle(tr("Change of the pages in both sweeps %1 and %2").arg(last.fromLabel, last.toLabel));
    auto *set = new QBarSet(tr("pages"));
    QStringList labels;
    qint64 highest = 1;
    for (int b = 0; b < kChangeBuckets; ++b) {
        *set << double(last.buckets[std::size_t(b)]);
        highest = std::max(highest, last.buckets[std::size_t(b)]);
        labels << bucketText(ChangeBucket(b));
    }
    auto *bars = new QBarSeries;
    bars->append(set);
    changes->addSeries(bars);
    changes->legend()->hide();
    auto *bx = new QBarCategoryAxis;
    bx->append(labels);
    auto *by = new QValueAxis;
    by->setRange(0, double(highest) * 1.15);
    by->applyNiceNumbers();
    by->setLabelFormat(QStringLiteral("%d"));
    by->setTitleText(tr("Pages"));
    changes->addAxis(bx, Qt::AlignBottom);
    changes->addAxis(by, Qt::AlignLeft);
    bars->attachAxis(bx);
    bars->attachAxis(by);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    bars->setLabelsFormat(QStringLiteral("@value"));
    bars->setLabelsPrecision(12); // counts, not rounded to six digits
    bars->setLabelsVisible(true);
    set->setLabelColor(changes->titleBrush().color());
    QFont small = bx->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    bx->setLabelsFont(small);
    replaceChart(m_coefficientChart, curves);
    replaceChart(m_changeChart, changes);
    Q_EMIT evolutionShown(int(m_evolutions.size()));
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
    m_notify(tr("Cannot write %1: %2").arg(file, out.errorString()));
    return false;
}

void CrawlView::exportMirrors()
{
    const QString file = m_chooseExport(tr("Export Host Pairs"));
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
    const QString file = m_chooseExport(tr("Export Gone Pages"));
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
