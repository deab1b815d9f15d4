// Fuzz target: the mail reader (core/extract/MailText.h): GMime's parse of a message and of an
// mbox file, the body's quoted lines moved after its own, the attachments read by the format
// readers, and the sniffing that sends bytes there. Checks: valid UTF-8 out, every part placed
// and its text valid, a failure says why.
#include "FuzzCheck.h"
#include "extract/MailText.h"
#include "extract/TextExtractor.h"

using namespace lookalike;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes = fuzz::bytesOf(data, size);
    (void)sniffMail(bytes, QStringLiteral("Inbox"));
    (void)sniffMail(bytes, QStringLiteral("message.eml"));
    const std::string body = mailBodyText(bytes);
    FUZZ_CHECK(body.size() <= bytes.size() + bytes.size() / 2 + 2);
    ExtractParams params;
    params.ocr.enabled = false;
    const auto text = mailText(bytes, size % 2 == 0, params);
    if (!text.isOk()) {
        FUZZ_CHECK(!text.status().message().isEmpty());
        return 0;
    }
    FUZZ_CHECK(isValidUtf8(text->utf8));
    for (const TextPart &p : text->parts) {
        FUZZ_CHECK(!p.place.isEmpty());
        FUZZ_CHECK(isValidUtf8(p.utf8));
        FUZZ_CHECK(p.status.isOk() || !p.status.message().isEmpty());
    }
    return 0;
}
