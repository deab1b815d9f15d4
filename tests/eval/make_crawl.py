#!/usr/bin/env python3
"""Builds an evaluation crawl: synthetic multi-host web sites, crawled by the real wget.

  make_crawl.py OUTDIR [--seed N] [--hosts 8] [--pages 60] [--sweeps 3] [--keep-going]

Generates sites whose pages carry varied English-like text (words of Debian's
/usr/share/common-licenses plus seeded pseudo-words), evolves them over --sweeps sweeps
(pages unchanged, markup-only changes, small / medium / large edits, complete replacements,
moves, deletions, births), serves every sweep from one local HTTP proxy on 127.0.0.1 and
crawls it with `wget --recursive --warc-file`, one start URL per host. Writes

  OUTDIR/sweep-1.warc.gz ... sweep-N.warc.gz   (wget's own WARC files, log record dropped)
  OUTDIR/truth.json                            (the ground truth, see below)

Host roles (in this order until --hosts are used): mirror pair (alpha news, mirror under
/mirror), mirror pair (beta docs, same paths), a syndicator that republishes >= 14 alpha
articles under unrelated paths (shares content with alpha and its mirror, not a mirror),
an isolated blog, mirror pair (gamma lab, mirror under /pub/gamma-lab), then more isolated
hosts and pairs. Mirrors sync moves and deletions, except in the newest sweep where each
mirror lags (keeps 2 pages the primary deleted) and drops 1 page the primary still has.

truth.json keys:
  sweeps            [{label, warc, date}]
  hosts             [host names]; host_roles {host: {role, partner?, prefix?}}
  mirrors           [[a, b]] sorted pairs; shared_not_mirror [[a, b]]
  host_pairs        newest sweep: pages of each host with a near-duplicate (exact 5-shingle
                    resemblance >= 0.5) on the other, and how many such page pairs have
                    equal last-4-segment path suffixes (query dropped)
  moves             URLs gone in the newest sweep whose page lives on under new_url on the
                    same host: {old_url, new_url, from_sweep (last good capture), to_sweep,
                    resemblance (exact, last good capture vs new_url), acceptable (copies on
                    other hosts, also right), old_status (newest sweep: 404/410/301/absent),
                    ambiguous (another page resembles it as much; skip when scoring)}
  moved_acceptable  gone URLs whose page lives on only on another host (mirror lag/drop):
                    {old_url, from_sweep, acceptable: [urls]}
  deleted           gone URLs with no acceptable answer; deleted_detail adds best_r, status
  changes           every URL with a 200 in two consecutive sweeps: {url, from, to, bucket,
                    r, kind: article|index, planned, ambiguous}. Buckets follow Fetterly et
                    al. with 84 min-hash features: "no change" (identical payload), "no text
                    change" (identical words), "small" (84r >= 56.5), "medium" (>= 28.5),
                    "large" (r > 0), "complete" (r = 0); r = exact 5-word-shingle resemblance
                    of the visible words. ambiguous: within 2.5 sd of a bucket boundary.
  evolution         per consecutive pair {from, to, born, died, moved, born_total,
                    died_total, buckets}: born/died exclude move targets/sources;
                    *_total count all new/gone URLs.

URLs are recorded as wget writes them in WARC-Target-URI, without the angle brackets wget
1.21 puts around them. Exits non-zero if wget did not fetch exactly the pages served.
"""
import argparse, collections, dataclasses, datetime, gzip, http.server, itertools, json, math
import os, random, re, shutil, subprocess, sys, tempfile, threading, time, urllib.parse, zlib

W = 5  # shingle width
FEATURES = 84  # Fetterly et al.'s min-hash features, for the change buckets
TAG = re.compile(r"<script.*?</script>|<style.*?</style>|<!--.*?-->|<[^>]*>", re.S | re.I)
WORD = re.compile(r"[^\W_]+", re.U)
BASE_DATE = datetime.date(2024, 3, 4)


# ----------------------------------------------------------------------------- text

class Text:
    """English-like word salad: licence words by (flattened) frequency plus pseudo-words."""

    def __init__(self, seed):
        rng = random.Random(f"{seed}:vocab")
        counts = collections.Counter()
        d = "/usr/share/common-licenses"
        seen = set()
        if os.path.isdir(d):
            for name in sorted(os.listdir(d)):
                p = os.path.realpath(os.path.join(d, name))
                if p in seen or not os.path.isfile(p):
                    continue
                seen.add(p)
                with open(p, encoding="utf-8", errors="replace") as f:
                    counts.update(w for w in re.findall(r"[a-z]+", f.read().lower()) if 2 <= len(w) <= 14)
        counts["a"] += 2000
        real = sorted(counts, key=lambda w: (-counts[w], w))
        weights = [counts[w] ** 0.7 for w in real]
        onsets = "b c d f g h j k l m n p r s t v w z br cr dr fr gr pr tr st sp sl ch sh th pl cl bl gl".split()
        vowels = "a e i o u a e o ai ea ou io oo ie".split()
        codas = ["", "", "", "n", "r", "s", "l", "m", "t", "nd", "st", "rk", "ng", "th", "x"]
        pseudo, have = [], set(real)
        while len(pseudo) < 3500:
            w = "".join(rng.choice(onsets) + rng.choice(vowels) + rng.choice(codas)
                        for _ in range(rng.choice((1, 2, 2, 2, 3))))
            if 3 <= len(w) <= 12 and w not in have:
                have.add(w)
                pseudo.append(w)
        mass = 0.3 * sum(weights)
        z = [1.0 / (i + 30) for i in range(len(pseudo))]
        pw = [mass * x / sum(z) for x in z]
        self.words = real + pseudo
        self.cum = list(itertools.accumulate(weights + pw))
        self.long = [w for w in self.words if len(w) >= 4]

    def words_k(self, rng, k):
        return rng.choices(self.words, cum_weights=self.cum, k=k)

    def sentence(self, rng):
        s = self.words_k(rng, rng.randint(6, 22))
        if rng.random() < 0.15:
            s.insert(rng.randrange(len(s)), str(rng.choice((rng.randint(2, 99), rng.randint(1950, 2024)))))
        for i in range(1, len(s) - 1):
            if rng.random() < 0.07:
                s[i] += ","
        return s

    def paragraph(self, rng, target):
        p, n = [], 0
        while n < target:
            s = self.sentence(rng)
            p.append(s)
            n += len(s)
        return p

    def body(self, rng, total=None):
        total = total or int(math.exp(rng.uniform(math.log(300), math.log(1400))))
        paras, n = [], 0
        while n < total:
            p = self.paragraph(rng, rng.randint(40, 140))
            paras.append(p)
            n += sum(len(s) for s in p)
        return paras

    def title(self, rng):
        return " ".join(w.capitalize() for w in rng.sample(self.long, rng.randint(3, 7)))


def render_paras(paras):
    out = []
    for p in paras:
        sents = []
        for s in p:
            t = " ".join(s).rstrip(",")
            sents.append(t[:1].upper() + t[1:] + ".")
        out.append("<p>" + " ".join(sents) + "</p>")
    return "\n".join(out)


def tokens(html):
    return [t.casefold() for t in WORD.findall(TAG.sub(" ", html))]


def shingles(words):
    if len(words) < W:
        return {tuple(words)} if words else set()
    return {tuple(words[i:i + W]) for i in range(len(words) - W + 1)}


def resemblance(a, b):
    if not a and not b:
        return 1.0
    i = len(a & b)
    return i / (len(a) + len(b) - i)


def bucket_of(r):
    if r <= 0:
        return "complete"
    e = FEATURES * r
    return "large" if e < 28.5 else "medium" if e < 56.5 else "small"


def ambiguous_bucket(r):
    if r <= 0 or r >= 1:
        return False
    sd = math.sqrt(FEATURES * r * (1 - r))
    e = FEATURES * r
    if (1 - r) ** FEATURES > 0.01 or r ** FEATURES > 0.01:  # all features may agree / differ
        return True
    return any(abs(e - b) < 2.5 * sd for b in (28.5, 56.5))


def word_edit(paras, rate, rng, text):
    """Replace / insert / delete words at `rate`; draws are independent of `rate`."""
    out = []
    for p in paras:
        np_ = []
        for s in p:
            ns = []
            for w in s:
                u, op, nw = rng.random(), rng.random(), text.words_k(rng, 1)[0]
                if u >= rate:
                    ns.append(w)
                elif op < 0.6:
                    ns.append(nw)
                elif op < 0.8:
                    ns += [w, nw]
            np_.append(ns or [text.words_k(rng, 1)[0]])
        out.append(np_)
    return out


def rewrite(paras, t, seed, text, word_rate):
    """Replace paragraphs whose draw is < t, then word edits at word_rate * t."""
    rng = random.Random(seed)
    draws = [rng.random() for _ in paras]
    out = []
    for i, p in enumerate(paras):
        if draws[i] < t:
            prng = random.Random(f"{seed}:p{i}")
            out.append(text.paragraph(prng, max(30, sum(len(s) for s in p))))
        else:
            out.append(p)
    return word_edit(out, word_rate * t, random.Random(f"{seed}:w"), text)


# ----------------------------------------------------------------------------- sites

@dataclasses.dataclass
class Doc:
    id: int
    site: str  # key of the independent site
    section: str
    num: int
    path: str
    title: str
    paras: list
    related: list  # [(path, title)] as written when the page was (re)written
    rev: int
    layout: str  # "normal" | "landing"
    author: str
    date: str
    synd: bool = False
    redirect: bool = False
    moved: bool = False  # ever moved: later fates stay mild


KINDS = {
    "news": dict(sections=["world", "business", "science", "culture"],
                 index="/{sec}/index.html",
                 path=lambda d, r: f"/{d.section}/{d.date[:4]}/{d.date[5:7]}/story-{d.num}.html",
                 move=lambda d, r, k: f"/archive/{d.date[:4]}/{d.section}/story-{d.num}{'-' + str(k) if k > 1 else ''}.html"),
    "docs": dict(sections=["manual", "api", "howto"],
                 index="/{sec}/",
                 path=lambda d, r: f"/{d.section}/v2/{r.choice(['start', 'config', 'reference', 'admin', 'network'])}/{slug(d.title)}.html",
                 move=lambda d, r, k: re.sub(r"/v\d+/", f"/v{2 + k}/", d.path)),
    "lab": dict(sections=["papers", "projects", "talks"],
                index="/{sec}/index.html",
                path=lambda d, r: f"/{d.section}/{d.date[:4]}/{r.choice(['vision', 'systems', 'theory', 'robotics'])}/{slug(d.title, 3)}.html",
                move=lambda d, r, k: f"/archive/{d.section}/{d.date[:4]}-{k}/{slug(d.title, 3)}.html"),
    "synd": dict(sections=["stories", "opinion"],
                 index="/{sec}/index.php",
                 path=lambda d, r: (f"/stories/s{d.num}.php?id={r.randint(1000, 9999)}" if d.section == "stories"
                                    else f"/opinion/column.php?id={d.num}"),
                 move=lambda d, r, k: f"/{d.section}/archive/item{d.num}-{k}.php?ref={r.randint(10, 99)}"),
    "blog": dict(sections=["garden", "kitchen", "travel", "notes"],
                 index="/category/{sec}/",
                 path=lambda d, r: f"/{d.date[:4]}/{d.date[5:7]}/{slug(d.title)}/",
                 move=lambda d, r, k: f"/{d.section}/{d.date[:4]}/{slug(d.title)}{'-' + str(k) if k > 1 else ''}/"),
    "shop": dict(sections=["tools", "seeds", "books"],
                 index="/products/{sec}/",
                 path=lambda d, r: f"/products/{d.section}/item-{d.num}.html",
                 move=lambda d, r, k: f"/catalog/{d.section}/item-{d.num}{'-' + str(k) if k > 1 else ''}.html"),
    "wiki": dict(sections=["history", "places", "people"],
                 index="/wiki/Special/{sec}",
                 path=lambda d, r: "/wiki/" + "_".join(w.capitalize() for w in d.title.split()[:4]),
                 move=lambda d, r, k: "/wiki/" + "_".join(w.capitalize() for w in d.title.split()[:4]) + f"_({d.section}{'_' + str(k) if k > 1 else ''})"),
}


def slug(title, n=4):
    return "-".join(title.lower().split()[:n])


# (role, primary host, site name, kind, mirror host, mirror prefix, mirror name)
ROLES = [
    ("pair", "www.alpha-news.test", "Alpha News", "news", "mirror.alpha-news.test", "/mirror", "Alpha News Mirror"),
    ("pair", "docs.beta-soft.test", "Beta Soft Documentation", "docs", "docs-eu.beta-soft.test", "", "Beta Soft Docs Europe"),
    ("synd", "www.epsilon-post.test", "The Epsilon Post", "synd", None, None, None),
    ("solo", "blog.zeta-garden.test", "Zeta Garden Journal", "blog", None, None, None),
    ("pair", "www.gamma-lab.test", "Gamma Lab", "lab", "gamma.mirrors.univ-delta.test", "/pub/gamma-lab", "Univ Delta Mirror Service"),
    ("solo", "shop.eta-tools.test", "Eta Tools Shop", "shop", None, None, None),
    ("pair", "wiki.theta-atlas.test", "Theta Atlas Wiki", "wiki", "wiki.theta-atlas-mirror.test", "", "Theta Atlas Mirror"),
    ("solo", "www.iota-travel.test", "Iota Travel", "blog", None, None, None),
    ("solo", "help.kappa-cloud.test", "Kappa Cloud Help", "docs", None, None, None),
    ("pair", "www.lambda-press.test", "Lambda Press", "news", "lambda-press.cdn-mirror.test", "/lp", "CDN Mirror"),
]
SYND_COUNT = 14


class Site:
    def __init__(self, host, name, kind, seed, text):
        self.host, self.name, self.kind = host, name, kind
        self.k = KINDS[kind]
        self.rng = random.Random(f"{seed}:site:{host}")
        self.text = text
        r = self.rng
        self.tagline = text.title(r) + " since " + str(r.randint(1990, 2015))
        self.footer = (f"Copyright {r.randint(2001, 2012)} to 2024 {name}. " + text.title(r)
                       + ". All rights reserved. Contact us, privacy and terms of use.")
        self.landing = text.title(r)  # name of the campaign microsite of "complete" replacements
        self.authors = [text.title(r).split()[0] + " " + text.title(r).split()[0] for _ in range(8)]
        self.used_paths = set()
        self.gone = {}  # old path -> (kind, doc id) kind: redirect | 404 | 410
        self.num = 0
        self.mirror = None  # (host, prefix, name)
        self.synd_source = None  # Site whose docs this one republishes
        self.synd_paths = {}  # source doc id -> path here

    def new_path(self, d, move_k=None):
        """A path never used on this host: the kind's path, or its k-th move path."""
        for attempt in itertools.count():
            if move_k is None:
                p = self.k["path"](d, self.rng)
                if attempt > 3:
                    p = re.sub(r"(\.\w+)?(/?)$", f"-{attempt}\\1\\2", p, count=1) if "?" not in p else p + str(attempt)
            else:
                p = self.k["move"](d, self.rng, move_k + attempt)
            if p not in self.used_paths:
                self.used_paths.add(p)
                return p

    def section_index(self, sec):
        return self.k["index"].format(sec=sec)


# ----------------------------------------------------------------------------- rendering

STYLE = "<style>body{{font-family:{f};margin:0 auto;max-width:{w}em}}nav a{{margin-right:1em}}.byline{{color:#666}}</style>"


def page(site_name, title, body_class, rev, head_extra, header, nav, main, footer, stamp):
    return (f"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{title}</title>\n{head_extra}\n</head>\n<body class=\"{body_class}\" data-rev=\"{rev}\">\n"
            f"<!-- {stamp} -->\n<header>{header}</header>\n<nav>{nav}</nav>\n<main>\n{main}\n</main>\n"
            f"<footer>{footer}</footer>\n</body>\n</html>\n")


class Renderer:
    """Renders a site's pages as its primary host, its mirror or (for articles) a syndicated copy."""

    def __init__(self, site, seed):
        self.s, self.seed = site, seed

    def chrome(self, variant, prefix):
        s = self.s
        navs = " ".join(f"<a href=\"{prefix}{s.section_index(sec)}\">{sec.capitalize()}</a>" for sec in s.k["sections"])
        nav = f"<a href=\"{prefix}/\">Home</a> {navs}"
        if variant == "mirror":
            mhost, _, mname = s.mirror
            header = (f"<a href=\"{prefix}/\">{mname}</a> <span>Copy of <a href=\"http://{s.host}/\">{s.host}</a>,"
                      f" synchronised nightly</span>")
            footer = f"Served by {mname}. Report problems to the mirror operators. Original content by {s.name}."
            head = STYLE.format(f="sans-serif", w=50)
        else:
            header = f"<a href=\"/\">{s.name}</a> <span>{s.tagline}</span>"
            footer = s.footer
            head = STYLE.format(f="serif", w=42)
        return head, header, nav, footer

    def stamp(self, variant, key, rev):
        h = random.Random(f"{self.seed}:{variant}:{key}:{rev}").getrandbits(40)
        return f"cms render {h:010x} rev {rev}"

    def mirror_paras(self, d):
        """The mirror's copy: about 2.5 % of the words replaced, each chosen by a hash of the word
        and its predecessor, so an unchanged stretch of the original stays the same here."""
        words, out = self.s.text.words, []
        for p in d.paras:
            np_ = []
            for s in p:
                ns, prev = [], ""
                for w in s:
                    h = zlib.crc32(f"{self.seed}:{d.id}:{prev}:{w}".encode())
                    ns.append(words[(h >> 10) % len(words)] if h % 1000 < 25 else w)
                    prev = w
                np_.append(ns)
            out.append(np_)
        return out

    def article(self, d, variant="primary"):
        s = self.s
        prefix = s.mirror[1] if variant == "mirror" else ""
        paras = self.mirror_paras(d) if variant == "mirror" else d.paras
        if d.layout == "landing":
            main = (f"<section class=\"promo\"><h1>{d.title}</h1>\n{render_paras(paras)}\n"
                    f"<p><a href=\"{prefix}/\">Continue</a></p></section>")
            return page("", f"{d.title}", "landing", d.rev, STYLE.format(f="Arial", w=60),
                        f"<b>{s.landing}</b>", "", main, "", self.stamp(variant, d.id, d.rev))
        head, header, nav, footer = self.chrome(variant, prefix)
        rel = "".join(f"<li><a href=\"{prefix}{p}\">{t}</a></li>" for p, t in d.related)
        main = (f"<article>\n<h1>{d.title}</h1>\n<p class=\"byline\">By {d.author}, {d.date}</p>\n"
                f"{render_paras(paras)}\n</article>\n<aside><h2>Related</h2><ul>{rel}</ul></aside>")
        return page(s.name, f"{d.title} | {s.mirror[2] if variant == 'mirror' else s.name}", "article",
                    d.rev, head, header, nav, main, footer, self.stamp(variant, d.id, d.rev))

    def syndicated(self, d, host_site):
        """d (a doc of self.s) republished on host_site."""
        hr = Renderer(host_site, self.seed)
        head, header, nav, footer = hr.chrome("primary", "")
        main = (f"<article>\n<h1>{d.title}</h1>\n<p class=\"byline\">By {d.author}, {d.date}</p>\n"
                f"{render_paras(d.paras)}\n<p class=\"credit\">Originally published by <a href=\"http://{self.s.host}{d.path}\">"
                f"{self.s.name}</a>. Republished with permission.</p>\n</article>")
        return page(host_site.name, f"{d.title} | {host_site.name}", "article syndicated", d.rev, head,
                    header, nav, main, footer, self.stamp("synd", d.id, d.rev))

    def teaser(self, d, variant):
        paras = self.mirror_paras(d) if variant == "mirror" else d.paras
        return " ".join(paras[0][0][:12]).rstrip(",")

    def section(self, sec, entries, variant="primary"):
        """entries: [(path, doc, renderer)] already ordered."""
        s = self.s
        prefix = s.mirror[1] if variant == "mirror" else ""
        head, header, nav, footer = self.chrome(variant, prefix)
        items = "\n".join(f"<li><a href=\"{prefix}{p}\">{d.title}</a> <span class=\"teaser\">{r.teaser(d, variant)}</span></li>"
                          for p, d, r in entries)
        main = f"<h1>{sec.capitalize()}</h1>\n<ul class=\"list\">\n{items}\n</ul>"
        name = s.mirror[2] if variant == "mirror" else s.name
        return page(name, f"{sec.capitalize()} | {name}", "section", 0, head, header, nav, main, footer,
                    self.stamp(variant, "section-" + sec, 0))

    def home(self, latest, date, variant="primary"):
        s = self.s
        prefix = s.mirror[1] if variant == "mirror" else ""
        head, header, nav, footer = self.chrome(variant, prefix)
        secs = "\n".join(f"<li><a href=\"{prefix}{s.section_index(sec)}\">{sec.capitalize()}</a></li>" for sec in s.k["sections"])
        items = "\n".join(f"<li><a href=\"{prefix}{p}\">{d.title}</a></li>" for p, d in latest)
        main = (f"<h1>Welcome to {s.name}</h1>\n<p>Updated {date}.</p>\n<h2>Sections</h2>\n<ul>{secs}</ul>\n"
                f"<h2>Latest</h2>\n<ul>{items}</ul>")
        name = s.mirror[2] if variant == "mirror" else s.name
        return page(name, name, "home", 0, head, header, nav, main, footer, self.stamp(variant, "home", date))

    def mirror_root(self):
        mhost, prefix, mname = self.s.mirror
        main = (f"<h1>{mname}</h1>\n<p>This server keeps copies of free documentation and news archives.</p>\n"
                f"<ul><li><a href=\"{prefix}/\">{self.s.name}</a>, mirrored from {self.s.host}</li></ul>")
        return page(mname, mname, "root", 0, STYLE.format(f="monospace", w=70), f"<b>{mname}</b>", "", main,
                    "Mirror operators: please write to the administrator.", "root")

    def not_found(self, variant="primary"):
        s = self.s
        prefix = s.mirror[1] if variant == "mirror" else ""
        head, header, nav, footer = self.chrome(variant, prefix)
        main = "<h1>Page not found</h1>\n<p>The page you requested could not be found on this server. Try the home page.</p>"
        return page("", "Not found", "error", 0, head, header, nav, main, footer, "error page")


# ----------------------------------------------------------------------------- evolution

FATES = [("unchanged", .36), ("notext", .10), ("small", .12), ("medium", .07), ("large", .06),
         ("complete", .04), ("move", .10), ("move-edit", .06), ("delete", .09)]
MILD = [("unchanged", .5), ("notext", .15), ("small", .15), ("move", .1), ("delete", .1)]
SYND = [("unchanged", .6), ("notext", .2), ("small", .2)]
TARGET = {"small": (0.82, 0.90), "medium": (0.48, 0.53), "large": (0.13, 0.20), "move-edit": (0.62, 0.88)}


def pick(rng, table):
    x = rng.random() * sum(p for _, p in table)
    for name, p in table:
        x -= p
        if x < 0:
            return name
    return table[-1][0]


class World:
    def __init__(self, a):
        self.a = a
        self.seed = a.seed
        self.text = Text(a.seed)
        self.sites = []  # independent sites
        self.host_roles = {}
        self.ids = itertools.count(1)
        used = 0
        for role, host, name, kind, mhost, mprefix, mname in itertools.cycle(ROLES):
            need = 2 if role == "pair" else 1
            if used + need > a.hosts:
                if used >= a.hosts:
                    break
                role, need = "solo", 1
            if any(s.host == host for s in self.sites):
                break
            s = Site(host, name, kind, a.seed, self.text)
            s.renderer = Renderer(s, a.seed)
            self.sites.append(s)
            self.host_roles[host] = {"role": {"pair": "mirror-primary", "synd": "syndicator", "solo": "isolated"}[role]}
            if role == "pair":
                s.mirror = (mhost, mprefix, mname)
                self.host_roles[host]["partner"] = mhost
                self.host_roles[mhost] = {"role": "mirror", "partner": host, "prefix": mprefix}
            used += need
        source = next((s for s in self.sites if s.mirror), None)
        for s in self.sites:
            if s.kind == "synd" and source:
                s.synd_source = source
                self.host_roles[s.host]["republishes"] = source.host
        if used < a.hosts:
            print(f"note: only {used} hosts defined", file=sys.stderr)
        self.states = []  # per sweep: {site host: {doc id: Doc}}
        self.planned = []  # per transition: {(host, path): fate}
        self.gone = []  # per sweep: {site host: {path: (kind, id)}}
        self.mirror_extra = []  # per sweep: {site host: (lagged docs {id: Doc}, dropped ids)}

    # -- docs
    def new_doc(self, s, live, rng, section=None, date=None):
        s.num += 1
        sec = section or rng.choice(s.k["sections"])
        day = date or (BASE_DATE - datetime.timedelta(days=rng.randint(1, 900)))
        d = Doc(next(self.ids), s.host, sec, s.num, "", self.text.title(rng), self.text.body(rng), [], 1,
                "normal", rng.choice(s.authors), day.isoformat())
        d.path = s.new_path(d)
        others = [o for o in live.values() if o.layout == "normal"]
        d.related = [(o.path, o.title) for o in rng.sample(others, min(2, len(others)))]
        return d

    def page_shingles(self, s, d):
        return shingles(tokens(s.renderer.article(d)))

    def fit(self, s, d, fate, rng):
        lo, hi = TARGET[fate]
        base = self.page_shingles(s, d)
        best = None
        for attempt in range(8):
            seed = f"{self.seed}:edit:{d.id}:{d.rev}:{attempt}"
            retitle = fate == "large" and rng.random() < 0.5
            title = self.text.title(random.Random(seed + ":t")) if retitle else d.title

            def make(t):
                if fate in ("small", "move-edit"):
                    paras = word_edit(d.paras, 0.07 * t, random.Random(seed), self.text)
                else:
                    paras = rewrite(d.paras, t, seed, self.text, 0.08 if attempt < 4 else 0.25)
                return dataclasses.replace(d, paras=paras, title=title, rev=d.rev + 1)

            tl, th = 0.0, 1.0
            for _ in range(16):
                tm = (tl + th) / 2
                nd = make(tm)
                r = resemblance(base, self.page_shingles(s, nd))
                if lo <= r <= hi:
                    return nd
                if best is None or abs(r - (lo + hi) / 2) < best[0]:
                    best = (abs(r - (lo + hi) / 2), nd)
                if r > hi:
                    tl = tm
                else:
                    th = tm
        print(f"warning: {fate} edit of {s.host}{d.path} missed its target", file=sys.stderr)
        return best[1]

    def build(self):
        a = self.a
        st, gone = {}, {}
        for s in self.sites:
            rng = random.Random(f"{self.seed}:init:{s.host}")
            live = {}
            n = a.pages - len(s.k["sections"]) - 1
            if s.synd_source:
                n -= SYND_COUNT
            for _ in range(max(n, 5)):
                d = self.new_doc(s, live, rng)
                live[d.id] = d
            st[s.host] = live
            gone[s.host] = {}
        for s in self.sites:  # syndication picks among the source's docs
            if s.synd_source:
                src = st[s.synd_source.host]
                rng = random.Random(f"{self.seed}:synd:{s.host}")
                for did in rng.sample(sorted(src), min(SYND_COUNT, len(src))):
                    src[did].synd = True
                    s.num += 1
                    fake = Doc(0, s.host, "stories", s.num, "", "", [], [], 0, "", "", "")
                    s.synd_paths[did] = s.new_path(fake)
        self.states.append(st)
        self.gone.append(gone)
        self.mirror_extra.append({})
        for t in range(1, a.sweeps):
            self.evolve(t)

    def evolve(self, t):
        prev, prev_gone = self.states[-1], self.gone[-1]
        st, gone, planned, extra = {}, {}, {}, {}
        last = t == self.a.sweeps - 1
        for s in self.sites:
            rng = random.Random(f"{self.seed}:evolve:{t}:{s.host}")
            live, g = {}, dict(prev_gone[s.host])
            deleted = []
            for did, d in sorted(prev[s.host].items()):
                fate = pick(rng, SYND if d.synd else MILD if d.moved else FATES)
                planned[(s.host, d.path)] = fate
                if fate == "unchanged":
                    live[did] = d
                elif fate == "notext":
                    live[did] = dataclasses.replace(d, rev=d.rev + 1)
                elif fate in ("small", "medium", "large"):
                    nd = self.fit(s, d, fate, rng)
                    if fate == "large":
                        nd.related = [(o.path, o.title) for o in rng.sample(list(prev[s.host].values()), 2)
                                      if o.id != d.id and o.layout == "normal"]
                    live[did] = nd
                elif fate == "complete":
                    nd = self.new_doc(s, prev[s.host], rng, d.section)
                    s.used_paths.discard(nd.path)
                    nd.path, nd.layout, nd.rev = d.path, "landing", d.rev + 1
                    live[nd.id] = nd
                elif fate in ("move", "move-edit"):
                    nd = self.fit(s, d, fate, rng) if fate == "move-edit" else dataclasses.replace(d, rev=d.rev + 1)
                    k = sum(1 for p, (kind, i) in g.items() if i == did) + 1
                    nd.path = s.new_path(nd, k)
                    nd.moved = True
                    nd.redirect = rng.random() < 0.35
                    g[d.path] = ("redirect" if nd.redirect else "404", did)
                    live[did] = nd
                elif fate == "delete":
                    g[d.path] = ("410" if rng.random() < 0.2 else "404", did)
                    deleted.append(d)
            for _ in range(max(1, round(0.08 * len(prev[s.host])))):
                d = self.new_doc(s, live, rng, date=BASE_DATE + datetime.timedelta(days=7 * t - rng.randint(0, 6)))
                planned[(s.host, d.path)] = "born"
                live[d.id] = d
            # the redirect of a page that moved again or died follows it or turns into a 404
            for p, (kind, did) in list(g.items()):
                if kind == "redirect" and did not in live:
                    g[p] = ("404", did)
            st[s.host] = live
            gone[s.host] = g
            if s.mirror and last:
                lag = {d.id: d for d in rng.sample(deleted, min(2, len(deleted)))}
                stable = sorted(did for did, d in live.items() if not d.synd and planned.get((s.host, d.path)) == "unchanged")
                drop = set(rng.sample(stable, min(1, len(stable))))
                extra[s.host] = (lag, drop)
        self.states.append(st)
        self.gone.append(gone)
        self.planned.append(planned)
        self.mirror_extra.append(extra)

    # -- serving
    def snapshot(self, t):
        """{(host, path?query): (status, [(header, value)], body bytes)} plus page meta for 200s."""
        resp, meta, notfound = {}, {}, {}
        date = (BASE_DATE + datetime.timedelta(days=7 * t)).isoformat()
        html = [("Content-Type", "text/html; charset=utf-8")]
        for s in self.sites:
            R = s.renderer
            live = self.states[t][s.host]
            lag, drop = self.mirror_extra[t].get(s.host, ({}, set()))
            variants = [("primary", s.host, live)]
            if s.mirror:
                mlive = {i: d for i, d in live.items() if i not in drop}
                mlive.update(lag)
                variants.append(("mirror", s.mirror[0], mlive))
            for variant, host, docs in variants:
                prefix = s.mirror[1] if variant == "mirror" else ""
                entries = collections.defaultdict(list)
                for d in docs.values():
                    entries[d.section].append((d.path, d, R))
                if s.synd_source:  # republished stories
                    src = s.synd_source
                    for did, p in s.synd_paths.items():
                        d = self.states[t][src.host].get(did)
                        if d:
                            entries["stories"].append((p, d, src.renderer))
                            resp[(host, p)] = (200, html, src.renderer.syndicated(d, s).encode())
                            meta[(host, p)] = ("article", (src.host, did))
                for d in docs.values():
                    resp[(host, prefix + d.path)] = (200, html, R.article(d, variant).encode())
                    meta[(host, prefix + d.path)] = ("article", (s.host, d.id))
                for sec in s.k["sections"]:
                    e = sorted(entries[sec], key=lambda x: (x[1].date, x[1].id), reverse=True)
                    p = prefix + s.section_index(sec)
                    resp[(host, p)] = (200, html, R.section(sec, e, variant).encode())
                    meta[(host, p)] = ("index", None)
                latest = sorted(((d.path, d) for d in docs.values()), key=lambda x: (x[1].date, x[1].id), reverse=True)[:8]
                resp[(host, prefix + "/")] = (200, html, R.home(latest, date, variant).encode())
                meta[(host, prefix + "/")] = ("index", None)
                if prefix:
                    resp[(host, "/")] = (200, html, R.mirror_root().encode())
                    meta[(host, "/")] = ("index", None)
                nf = (404, html, R.not_found(variant).encode())
                notfound[host] = nf
                if variant == "primary":
                    for p, (kind, did) in self.gone[t][s.host].items():
                        if (host, p) in resp:
                            continue
                        if kind == "redirect":
                            resp[(host, p)] = (301, [("Location", f"http://{host}{live[did].path}")] + html,
                                               b"<html><body>Moved permanently.</body></html>\n")
                        elif kind == "410":
                            resp[(host, p)] = (410, html, nf[2])
        return resp, meta, notfound


# ----------------------------------------------------------------------------- crawl

class Proxy(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), ProxyHandler)
        self.snapshot, self.notfound, self.log = {}, {}, []


class ProxyHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # else each response waits out wget's delayed ACK (~40 ms)

    def do_GET(self):
        u = urllib.parse.urlsplit(self.path)
        if u.scheme:
            host, pq = (u.hostname or "").lower(), (u.path or "/") + ("?" + u.query if u.query else "")
        else:
            host, pq = self.headers.get("Host", "").split(":")[0].lower(), self.path
        srv = self.server
        resp = srv.snapshot.get((host, pq))
        if resp is None:
            resp = srv.notfound.get(host) or (502, [("Content-Type", "text/plain")], b"unknown host\n")
        status, headers, body = resp
        srv.log.append((host, pq, status))
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *a):
        pass


def crawl(proxy, hosts, warc_base, workdir):
    port = proxy.server_address[1]
    cmd = ["wget", "--recursive", "--level=inf", "--no-parent", "--no-verbose", "--tries=1", "--timeout=20",
           "-e", "robots=off", "-e", "use_proxy=yes", "-e", f"http_proxy=http://127.0.0.1:{port}",
           "--no-warc-keep-log", f"--warc-file={warc_base}", "-P", workdir] + [f"http://{h}/" for h in hosts]
    env = dict(os.environ, no_proxy="", NO_PROXY="")
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    if p.returncode not in (0, 8):  # 8: the server answered some requests with errors (404)
        sys.exit(f"wget failed ({p.returncode}):\n" + p.stdout.decode(errors="replace")[-3000:])
    return p.stdout.decode(errors="replace")


def read_warc(path):
    """Yields (headers dict, block bytes) for every record."""
    with gzip.open(path, "rb") as f:
        while True:
            line = f.readline()
            if not line:
                return
            if not line.strip():
                continue
            if not line.startswith(b"WARC/"):
                raise ValueError(f"{path}: bad record start {line[:40]!r}")
            h = {}
            while True:
                line = f.readline()
                if not line.strip():
                    break
                k, _, v = line.decode("utf-8", "replace").partition(":")
                h[k.strip().lower()] = v.strip()
            yield h, f.read(int(h["content-length"]))


def bare(uri):
    return uri[1:-1] if uri.startswith("<") and uri.endswith(">") else uri


def warc_responses(path):
    """{url: [(status, payload)]} of the response records."""
    out = collections.defaultdict(list)
    for h, block in read_warc(path):
        if h.get("warc-type") != "response":
            continue
        head, _, payload = block.partition(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        out[bare(h["warc-target-uri"])].append((status, payload))
    return out


# ----------------------------------------------------------------------------- truth

def suffix4(url):
    p = urllib.parse.urlsplit(url).path
    segs = [x for x in p.split("/") if x]
    return "/".join(segs[-4:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hosts", type=int, default=8)
    ap.add_argument("--pages", type=int, default=60)
    ap.add_argument("--sweeps", type=int, default=3)
    ap.add_argument("--keep-going", action="store_true", help="write truth.json even if checks fail")
    a = ap.parse_args()
    if a.sweeps < 2 or a.pages < 20 or a.hosts < 3:
        sys.exit("need --sweeps >= 2, --pages >= 20, --hosts >= 3")
    t0 = time.time()
    os.makedirs(a.outdir, exist_ok=True)
    w = World(a)
    w.build()
    t_gen = time.time() - t0
    labels = [f"sweep-{k + 1}" for k in range(a.sweeps)]
    hosts = sorted(w.host_roles)
    snaps = [w.snapshot(t) for t in range(a.sweeps)]
    url = lambda host, p: f"http://{host}{p}"

    proxy = Proxy()
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    problems, status_seen = [], []
    try:
        for t in range(a.sweeps):
            resp, meta, nf = snaps[t]
            proxy.snapshot, proxy.notfound = resp, nf
            warc = os.path.join(a.outdir, labels[t])
            if os.path.exists(warc + ".warc.gz"):
                os.remove(warc + ".warc.gz")
            tmp = tempfile.mkdtemp(prefix="make_crawl-")
            try:
                crawl(proxy, hosts, warc, tmp)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            got = warc_responses(warc + ".warc.gz")
            want = {url(h, p): r for (h, p), r in resp.items() if r[0] == 200}
            good = {u: v for u, v in got.items() if any(s == 200 for s, _ in v)}
            for u in sorted(set(want) - set(good)):
                problems.append(f"{labels[t]}: not crawled: {u}")
            for u in sorted(set(good) - set(want)):
                problems.append(f"{labels[t]}: unexpected 200: {u}")
            for u in set(want) & set(good):
                if any(s == 200 and p != want[u][2] for s, p in got[u]):
                    problems.append(f"{labels[t]}: payload differs: {u}")
            dup = sum(1 for v in good.values() if sum(1 for s, _ in v if s == 200) > 1)
            st = collections.Counter(s for v in got.values() for s, _ in v)
            status_seen.append({u: sorted({s for s, _ in v}) for u, v in got.items()})
            print(f"{labels[t]}: {sum(st.values())} responses {dict(sorted(st.items()))}, "
                  f"{dup} URLs with repeated 200s, {len(proxy.log)} requests served", file=sys.stderr)
            proxy.log.clear()
    finally:
        proxy.shutdown()
    t_crawl = time.time() - t0 - t_gen

    # page text of every 200, per sweep
    pages = []  # per sweep {url: (meta, bytes, token list)}
    for t in range(a.sweeps):
        resp, meta, _ = snaps[t]
        pages.append({url(h, p): (meta[(h, p)], r[2], tokens(r[2].decode()))
                      for (h, p), r in resp.items() if r[0] == 200})
    sh = [{u: shingles(v[2]) for u, v in pg.items()} for pg in pages]

    # changes and evolution
    changes, evolution = [], []
    for t in range(1, a.sweeps):
        A, B = pages[t - 1], pages[t]
        planned = {url(h, p): f for (h, p), f in w.planned[t - 1].items()}
        # mirror and syndicated copies inherit the planned fate of their original
        for s in w.sites:
            if s.mirror:
                lag, drop = w.mirror_extra[t].get(s.host, ({}, set()))
                lagged = {d.path for d in lag.values()}
                for (h, p), f in w.planned[t - 1].items():
                    if h == s.host:
                        planned.setdefault(url(s.mirror[0], s.mirror[1] + p), "unchanged (mirror lag)" if p in lagged else f)
            if s.synd_source:
                src = w.states[t - 1][s.synd_source.host]
                for did, p in s.synd_paths.items():
                    if did in src:
                        planned.setdefault(url(s.host, p), w.planned[t - 1].get((s.synd_source.host, src[did].path), ""))
        buckets = collections.Counter()
        for u in sorted(set(A) & set(B)):
            if A[u][1] == B[u][1]:
                b, r = "no change", 1.0
            elif A[u][2] == B[u][2]:
                b, r = "no text change", 1.0
            else:
                r = resemblance(sh[t - 1][u], sh[t][u])
                b = bucket_of(r)
            buckets[b] += 1
            changes.append({"url": u, "from": labels[t - 1], "to": labels[t], "bucket": b, "r": round(r, 4),
                            "kind": A[u][0][0], "planned": planned.get(u, ""), "ambiguous": b not in ("no change", "no text change") and ambiguous_bucket(r)})
        gone = set(A) - set(B)
        new = set(B) - set(A)
        moved = {u for u in gone if A[u][0][0] == "article" and any(
            B[v][0][1] == A[u][0][1] and urllib.parse.urlsplit(v).hostname == urllib.parse.urlsplit(u).hostname for v in new)}
        moved_to = {v for v in new if B[v][0][0] == "article" and any(
            A[u][0][1] == B[v][0][1] and urllib.parse.urlsplit(v).hostname == urllib.parse.urlsplit(u).hostname for u in gone)}
        evolution.append({"from": labels[t - 1], "to": labels[t], "born": len(new - moved_to), "died": len(gone - moved),
                          "moved": len(moved), "born_total": len(new), "died_total": len(gone),
                          "buckets": dict(sorted(buckets.items()))})

    # lost and found: every URL with an earlier 200 and none in the newest sweep
    N = a.sweeps - 1
    newest = pages[N]
    last_good = {}
    for t in range(N):
        for u in pages[t]:
            last_good[u] = t
    index = collections.defaultdict(list)
    for u, s in sh[N].items():
        for g in s:
            index[g].append(u)

    def ranked(s):
        c = collections.Counter()
        for g in s:
            for v in index.get(g, ()):
                c[v] += 1
        return sorted(((i / (len(s) + len(sh[N][v]) - i), v) for v, i in c.items()), reverse=True)

    moves, acceptable_only, deleted, deleted_detail = [], [], [], []
    for u in sorted(set(last_good) - set(newest)):
        t = last_good[u]
        kind, k = pages[t][u][0]
        if kind != "article":
            problems.append(f"index page gone: {u}")
            continue
        host = urllib.parse.urlsplit(u).hostname
        same = [v for v, m in newest.items() if m[0][1] == k and urllib.parse.urlsplit(v).hostname == host]
        other = sorted(v for v, m in newest.items() if m[0][1] == k and urllib.parse.urlsplit(v).hostname != host)
        st = status_seen[N].get(u)
        old_status = "absent" if not st else "/".join(map(str, st))
        rk = ranked(sh[t][u])
        if same:
            new_url = same[0]
            r_new = next((r for r, v in rk if v == new_url), 0.0)
            rival = next((r for r, v in rk if v != new_url and v not in other), 0.0)
            amb = rival >= r_new
            if amb:
                problems.append(f"ambiguous move {u} -> {new_url}: r {r_new:.3f}, rival {rival:.3f}")
            moves.append({"old_url": u, "new_url": new_url, "from_sweep": labels[t], "to_sweep": labels[N],
                          "resemblance": round(r_new, 4), "acceptable": other, "old_status": old_status,
                          "ambiguous": amb})
        elif other:
            acceptable_only.append({"old_url": u, "from_sweep": labels[t], "acceptable": other, "old_status": old_status,
                                    "resemblance": round(max((r for r, v in rk if v in other), default=0), 4)})
        else:
            best = rk[0] if rk else (0.0, "")
            if best[0] >= 0.3:
                problems.append(f"deleted {u} resembles {best[1]} ({best[0]:.3f})")
            deleted.append(u)
            deleted_detail.append({"url": u, "from_sweep": labels[t], "best_r": round(best[0], 4), "best_url": best[1],
                                   "status": old_status})

    # host pairs in the newest sweep
    pair_pages = collections.defaultdict(lambda: [set(), set(), 0])
    seen_pairs = set()
    for u, s in sh[N].items():
        hu = urllib.parse.urlsplit(u).hostname
        for r, v in ranked(s):
            if r < 0.5:
                break
            hv = urllib.parse.urlsplit(v).hostname
            if hv == hu or (v, u) in seen_pairs:
                continue
            seen_pairs.add((u, v))
            (x, ux), (y, vy) = sorted(((hu, u), (hv, v)))
            e = pair_pages[(x, y)]
            e[0].add(ux)
            e[1].add(vy)
            e[2] += suffix4(ux) == suffix4(vy)
    mirrors = sorted(sorted((h, r["partner"])) for h, r in w.host_roles.items() if r["role"] == "mirror")
    shared = []
    for s in w.sites:
        if s.synd_source:
            shared.append(sorted((s.host, s.synd_source.host)))
            if s.synd_source.mirror:
                shared.append(sorted((s.host, s.synd_source.mirror[0])))
    shared.sort()
    host_pairs = []
    for (x, y), (pa, pb, sm) in sorted(pair_pages.items()):
        kind = "mirror" if [x, y] in mirrors else "shared-content" if [x, y] in shared else "unexpected"
        host_pairs.append({"host_a": x, "host_b": y, "pages_a": len(pa), "pages_b": len(pb), "suffix_matches": sm, "kind": kind})
        if kind == "unexpected" and min(len(pa), len(pb)) >= 3:
            problems.append(f"unexpected shared content {x} {y}: {len(pa)}/{len(pb)}")
        if kind == "mirror" and (min(len(pa), len(pb)) < 12 or sm < 12):
            problems.append(f"mirror {x} {y} too small: {len(pa)}/{len(pb)} pages, {sm} suffix matches")
        if kind == "shared-content" and (min(len(pa), len(pb)) < 12 or sm > 2):
            problems.append(f"shared pair {x} {y}: {len(pa)}/{len(pb)} pages, {sm} suffix matches")
    for pr in mirrors + shared:
        if not any([h["host_a"], h["host_b"]] == pr for h in host_pairs):
            problems.append(f"expected pair shares nothing: {pr}")

    truth = {
        "generator": {"seed": a.seed, "hosts": a.hosts, "pages": a.pages, "sweeps": a.sweeps, "shingle": W},
        "sweeps": [{"label": labels[t], "warc": labels[t] + ".warc.gz",
                    "date": (BASE_DATE + datetime.timedelta(days=7 * t)).isoformat()} for t in range(a.sweeps)],
        "hosts": hosts,
        "host_roles": w.host_roles,
        "mirrors": mirrors,
        "shared_not_mirror": shared,
        "host_pairs": host_pairs,
        "moves": moves,
        "moved_acceptable": acceptable_only,
        "deleted": deleted,
        "deleted_detail": deleted_detail,
        "changes": changes,
        "evolution": evolution,
        "pages_per_sweep": [len(p) for p in pages],
    }
    with open(os.path.join(a.outdir, "truth.json"), "w") as f:
        json.dump(truth, f, indent=1)
    cb = collections.Counter(c["bucket"] for c in changes if c["kind"] == "article")
    print(f"{len(hosts)} hosts, pages per sweep {truth['pages_per_sweep']}; lost and found: {len(moves)} moved "
          f"({sum(m['ambiguous'] for m in moves)} ambiguous, {sum(bool(m['acceptable']) for m in moves)} with mirror copies), "
          f"{len(acceptable_only)} only on another host, {len(deleted)} deleted; mirrors {len(mirrors)}, shared {len(shared)}; "
          f"article changes {dict(sorted(cb.items()))}; {t_gen:.1f} s generating, {t_crawl:.1f} s crawling, "
          f"{time.time() - t0:.1f} s in all", file=sys.stderr)
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems[:50]), file=sys.stderr)
        if not a.keep_going:
            sys.exit(1)


if __name__ == "__main__":
    main()
