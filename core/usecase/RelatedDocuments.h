#pragma once

#include "base/Status.h"
#include "cluster/Topics.h"
#include "match/Matcher.h"
#include "match/RelatedPairs.h"
#include "store/Documents.h"
#include "store/IndexStore.h"
#include "store/Related.h"

#include <atomic>
#include <optional>
#include <vector>

// Use cases of the "related documents" lens (Haveliwala, Gionis, Indyk): documents about the
// same topic, beyond near-duplicates. Written once for the CLI and the window.
namespace lookalike::usecase {

// What relating did.
struct RelateOutcome
{
    Status status; // Cancelled: the stored related pairs and topics are those of before
    RelatedSummary summary;
    qint64 topics = 0;         // of two or more documents
    qint64 topicDocuments = 0; // in them
    double clusterSeconds = 0; // CENTER and the labels
    // Added to the stored ones (their basis: RelatedBasis) instead of found whole: how many
    // documents were new (or changed) and left since.
    bool added = false;
    qint64 fresh = 0;
    qint64 left = 0;
    qint64 bagsCounted = 0; // documents whose words were counted first (countMissingWordBags)
    double bagSeconds = 0;  // counting them
    double seconds = 0;     // all of it, reading and storing included
};

// Finds the related pairs of the index's documents (their word bags, counted first where a
// scan did not: countMissingWordBags; a crawl page's bag with the anchor windows of the links
// to it) and groups them into topics with CENTER, replacing
// what was stored. `params`: nullopt for the index's last ones, or the defaults. Progress is
// reported as MatchProgress::Phase::Relating (done of total steps), on the calling thread.
//
// When the stored ones were found with the same parameters and few documents were added,
// changed or removed since (kRelatedDrift, 10 %, of the documents their weights were counted
// over, these changes included), the documents are added to them instead: every bag is weighed
// with the stored document frequencies, only the new documents' candidates are verified, and
// each document keeps its nearest of the stored pairs and the new ones (nearestOfEither); the
// topics are made again. Past the drift, or with other parameters, everything is found again
// (and weighed with the frequencies of today). What is approximate until then: the weights
// (frequencies frozen), and pairs of two old documents that new ones would have put in each
// other's LSH windows (and a page whose anchor windows grew).
RelateOutcome relate(IndexStore &store, const std::optional<RelatedParams> &params = std::nullopt,
                     const std::atomic_bool *cancel = nullptr, const MatchProgressFn &progress = {});

// Whether the stored related documents and topics answer for the documents the index holds now
// (found after the last scan, import or merge that changed them): false when they must be
// found again.
Result<bool> relatedCurrent(IndexStore &store);

// Related documents when asked for: relate() when they are not current (relatedCurrent), else
// nothing (nullopt). A scan does not find them (most scans never ask); the window finds them
// in the background after one, the CLI's `related` and `topics` before answering.
std::optional<RelateOutcome> ensureRelated(IndexStore &store, const std::atomic_bool *cancel = nullptr,
                                           const MatchProgressFn &progress = {});

// Replaces the stored related pairs and topics (numbered in their order, named by the words the
// index holds for their label terms) with these, found with `params`: relate's answer, or the
// distributed job's (MergeShards).
// `generation`: the documents' generation they were found at (Settings::documentsGeneration;
// -1: the current one).
// `basis`: what they were weighed with (nullptr: documents cannot be added to them).
Status storeRelated(IndexStore &store, const std::vector<RelatedPair> &pairs,
                    const std::vector<RelatedTopic> &topics, const RelatedParams &params,
                    qint64 generation = -1, const RelatedBasis *basis = nullptr);

// Topics in the rows the index stores, without a vector a topic: what a distributed job's answer
// is read into (at 10^7 documents, 1.7 M topics of 10^7 members).
struct TopicTable
{
    std::vector<TopicRow> rows;                               // numbered 1, 2, ... in their order
    std::vector<std::pair<qint64, TopicMember>> members;      // (topic, member), in any order
    std::vector<std::pair<qint64, std::uint64_t>> labelTerms; // (topic, term): by topic, heaviest first
};

// The same with the pairs fed in as they are read (a distributed job's), and the topics as
// rows, named by the words of their label terms when stored (the terms let go before the pairs).
Status storeRelated(IndexStore &store, const Related::PairFeed &pairs, TopicTable &&topics,
                    const RelatedParams &params, qint64 generation = -1, const RelatedBasis *basis = nullptr);

// The document a file path (made absolute) or URL names; NotFound with a sentence if the
// index has none (a URL: its latest capture).
Result<DocumentInfo> documentNamed(IndexStore &store, const QString &fileOrUrl);

struct RelatedEntry
{
    DocumentInfo document;
    double similarity = 0;
    double agreement = 0;
};

// "What's related": the document's nearest neighbours, most similar first (at most `top`).
Result<std::vector<RelatedEntry>> whatsRelated(IndexStore &store, qint64 docId, int top);

struct TopicEntry
{
    TopicRow topic;
    std::vector<std::pair<DocumentInfo, TopicMember>> members; // the centre first
};

// A topic's members with their documents, the centre first.
Result<std::vector<std::pair<DocumentInfo, TopicMember>>> topicMembers(IndexStore &store, qint64 topicId);

// Every topic with its members, largest first.
Result<std::vector<TopicEntry>> topics(IndexStore &store);

} // namespace lookalike::usecase
