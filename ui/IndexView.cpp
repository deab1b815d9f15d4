#include "IndexView.h"

namespace lookalike {

std::shared_ptr<IndexView> loadIndexView(const QString &indexPath)
{
    auto view = std::make_shared<IndexView>();
    auto store = IndexStore::open(indexPath, IndexStore::Mode::ReadOnly);
    if (!store) {
        view->status = store.status();
        return view;
    }
    auto clusters = (*store)->clusters();
    auto documents = (*store)->documentInfos();
    auto stats = (*store)->stats();
    auto sweeps = (*store)->sweeps();
    if (!clusters || !documents || !stats || !sweeps) {
        view->status = !clusters ? clusters.status() : !documents ? documents.status() : !stats ? stats.status() : sweeps.status();
        return view;
    }
    view->clusters = std::move(clusters).value();
    view->documents = std::move(documents).value();
    view->stats = std::move(stats).value();
    view->sweeps = std::move(sweeps).value();
    return view;
}

} // namespace lookalike
