#!/usr/bin/env python3
"""Builds an evaluation corpus of real text with planted near-duplicates.

  make_corpus.py OUT_DIR [--seed N] [--bases N] [--source DIR]

Base documents are real texts from Debian's documentation (/usr/share/doc: copyright files,
READMEs, changelogs; they already hold natural near-duplicates such as licence texts).
A share of them get planted variants: an exact copy, a case change, re-wrapped lines, an HTML
rendering, word edits at 2/5/10/20/35 %, an added header and footer, an excerpt, a superset
and an edit chain. Score Lookalike on it with ../shared/eval/groundtruth.py and score.py
(see README.md, "Accuracy").
"""
import argparse, gzip, os, random, re

WORD = re.compile(r"\S+")


def read_text(path):
    opener = gzip.open if path.endswith(".gz") else open
    try:
        with opener(path, "rb") as f:
            data = f.read(200_000)
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError, EOFError):
        return None
    return text if len(text.split()) >= 80 else None


def bases(source, n, rng):
    found = []
    for root, _, files in os.walk(source):
        for f in files:
            if f in ("copyright", "README", "README.md", "NEWS.gz", "changelog.Debian.gz", "README.Debian"):
                found.append(os.path.join(root, f))
    found.sort()
    rng.shuffle(found)
    out = []
    for p in found:
        t = read_text(p)
        if t:
            out.append((p, t))
        if len(out) >= n:
            break
    return out


def edit(words, rate, rng, vocab):
    return [rng.choice(vocab) if rng.random() < rate else w for w in words]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bases", type=int, default=250)
    ap.add_argument("--source", default="/usr/share/doc")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    docs = bases(a.source, a.bases, rng)
    vocab = sorted({w for _, t in docs for w in WORD.findall(t)})

    def write(name, text):
        with open(os.path.join(a.out, name), "w", encoding="utf-8") as f:
            f.write(text)

    for i, (path, text) in enumerate(docs):
        stem = "d%03d" % i
        write(stem + ".txt", text)
        if i % 3:
            continue
        words = WORD.findall(text)
        kind = (i // 3) % 6
        if kind == 0:
            write(stem + "-copy.txt", text)
            write(stem + "-upper.txt", text.upper())
            write(stem + "-rewrapped.txt", "\n".join(" ".join(words[j:j + 9]) for j in range(0, len(words), 9)))
        elif kind == 1:
            for rate in (0.02, 0.05, 0.10, 0.20, 0.35):
                write("%s-edit%02d.txt" % (stem, rate * 100), " ".join(edit(words, rate, rng, vocab)))
        elif kind == 2:
            # Not escaped: groundtruth.py strips tags but does not decode entities (it would
            # count "&lt;" as the word "lt"), while Lookalike decodes them as a browser does.
            body = "".join("<p>%s</p>\n" % p for p in text.split("\n\n"))
            write(stem + ".html", "<!DOCTYPE html><html><head><title>%s</title><style>p{margin:0}</style></head>"
                  "<body><!-- rendered -->%s</body></html>\n" % (stem, body))
            hf = " ".join(rng.choice(vocab) for _ in range(60))
            write(stem + "-headfoot.txt", hf + "\n" + text + "\n" + hf)
        elif kind == 3:
            start = len(words) // 4
            write(stem + "-excerpt.txt", " ".join(words[start:start + max(40, len(words) * 3 // 10)]))
            other = docs[(i + 7) % len(docs)][1]
            write(stem + "-superset.txt", text + "\n" + other)
        elif kind == 4:
            chain = words
            for step in range(1, 5):
                chain = edit(chain, 0.05, rng, vocab)
                write("%s-chain%d.txt" % (stem, step), " ".join(chain))
        else:
            cut = words[: len(words) // 3] + words[len(words) // 3 + len(words) // 8:]
            write(stem + "-cut.txt", " ".join(cut))


if __name__ == "__main__":
    main()
