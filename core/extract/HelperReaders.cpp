#include "HelperReaders.h"

#include "MailText.h"
#include "OcrText.h"
#include "WordText.h"

namespace lookalike {

namespace {

Result<std::string> word(std::string_view doc)
{
    return wordText(doc);
}

} // namespace

HelperReaders helperReaderFunctions()
{
    HelperReaders r;
    r.word = &word;
    r.image = &imageText;
    r.grayPage = &recognizeGrayPage;
    r.mail = &mailText;
    return r;
}

} // namespace lookalike
