#pragma once

#include "usecase/FileActions.h"

#include <QCoreApplication>

class QWidget;

namespace lookalike {

// The trash confirmation: every file that would move, what each resembles (its cluster's
// representative and how much alike they are), the last copies of clusters marked and kept
// unless an unchecked box is checked. Answered through MessageBox's seam in tests: Yes moves
// the files but the last copies, YesToAll moves them too, anything else moves nothing.
struct TrashAnswer
{
    bool confirmed = false;     // false: nothing moves
    bool lastCopiesToo = false; // the explicit yes for the last copies too
};
class TrashDialog
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::TrashDialog)

public:
    static TrashAnswer ask(QWidget *parent, const usecase::TrashPlan &plan);
};

} // namespace lookalike
