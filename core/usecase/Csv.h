#pragma once

#include "cluster/ClusterPolicy.h"
#include "crawl/LostAndFound.h"
#include "crawl/Mirrors.h"
#include "match/Matcher.h"
#include "usecase/MailThreads.h"

#include <QString>
#include <functional>

namespace lookalike {

// The CSV lists Lookalike exports, row by row (the CLI and the window write the same columns
// through Export.h).
namespace csv {

// The header lines, without a line break.
QString pairsHeader(); // path_a,path_b,resemblance,containment_a_in_b,containment_b_in_a,found_by,exact
QString
clustersHeader(); // cluster_id,path,size,representative,resemblance,contained_in_representative,contains_representative,bytes,exact

// One row, without a line break. `path` and `bytes` look documents up by id.
QString pairRow(const ScoredPair &pair, const std::function<QString(qint64)> &path);
QString clusterRow(int clusterId, const Cluster &cluster, const ClusterMember &member,
                   const std::function<QString(qint64)> &path, const std::function<qint64(qint64)> &bytes);

// Mail: the columns a list gains when the index holds messages (usecase/MailThreads.h), each
// document's subject, sender, date and whether it is inclusive (1/0; empty for a document that
// is no message). `suffix`: "_a", "_b" for pairs, "" for clusters.
QString mailHeader(const QString &suffix); // subject<s>,sender<s>,date<s>,inclusive<s>
QString mailFields(const usecase::MailMessage *message);

// Crawls: lost and found answers and host pairs.
QString lostFoundHeader(); // old_url,new_url,resemblance,verdict,last_good_sweep,newest_status,via_redirect
QString lostFoundRow(const LostFoundAnswer &answer, const std::function<QString(int)> &sweepLabel);
QString
mirrorsHeader(); // host_a,host_b,shared_pages,suffix_matches,shared_clusters,pages_a,pages_b,verdict,example
QString mirrorRow(const HostPair &pair);

// A field quoted as RFC 4180 wants when it holds a comma, a quote or a line break.
QString field(const QString &text);
// A figure with four decimals.
QString number(double value);
// "lsh+samples", "equivalent", ... from PairSource bits.
QString sources(std::uint8_t bits);

} // namespace csv
} // namespace lookalike
