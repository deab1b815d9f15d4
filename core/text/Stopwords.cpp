#include "Stopwords.h"

#include <array>

namespace lookalike {

namespace {

// The Snowball stopword lists (snowballstem.org, BSD licence), apostrophe forms dropped (the
// Canonicalizer splits "don't" into "don", "t"), accents kept and case folded (ß becomes ss).
// Single letters never reach the bags, so they are not listed.
constexpr std::string_view kEnglish[] = {
    "me",         "my",       "myself",     "we",      "our",    "ours",   "ourselves", "you",   "your",
    "yours",      "yourself", "yourselves", "he",      "him",    "his",    "himself",   "she",   "her",
    "hers",       "herself",  "it",         "its",     "itself", "they",   "them",      "their", "theirs",
    "themselves", "what",     "which",      "who",     "whom",   "this",   "that",      "these", "those",
    "am",         "is",       "are",        "was",     "were",   "be",     "been",      "being", "have",
    "has",        "had",      "having",     "do",      "does",   "did",    "doing",     "would", "should",
    "could",      "ought",    "an",         "the",     "and",    "but",    "if",        "or",    "because",
    "as",         "until",    "while",      "of",      "at",     "by",     "for",       "with",  "about",
    "against",    "between",  "into",       "through", "during", "before", "after",     "above", "below",
    "to",         "from",     "up",         "down",    "in",     "out",    "on",        "off",   "over",
    "under",      "again",    "further",    "then",    "once",   "here",   "there",     "when",  "where",
    "why",        "how",      "all",        "any",     "both",   "each",   "few",       "more",  "most",
    "other",      "some",     "such",       "no",      "nor",    "not",    "only",      "own",   "same",
    "so",         "than",     "too",        "very",    "can",    "will",   "just",      "don",   "now",
    "also",       "may",      "might",      "must",    "shall",  "us",     "ll",        "re",    "ve",
    "isn",        "aren",     "wasn",       "weren",   "hasn",   "haven",  "hadn",      "doesn", "didn",
    "won",        "wouldn",   "shan",       "shouldn", "can",    "cannot", "couldn",    "mustn", "let",
    "that",       "get",      "got",        "one",     "would",  "like",   "use",       "used",  "using",
    "see",        "new",      "way",        "yes"};

constexpr std::string_view kGerman[] = {
    "aber",      "alle",      "allem",    "allen",     "aller",    "alles",    "als",       "also",
    "am",        "an",        "ander",    "andere",    "anderem",  "anderen",  "anderer",   "anderes",
    "anderm",    "andern",    "anderr",   "anders",    "auch",     "auf",      "aus",       "bei",
    "bin",       "bis",       "bist",     "da",        "damit",    "dann",     "der",       "den",
    "des",       "dem",       "die",      "das",       "dass",     "derselbe", "derselben", "denselben",
    "desselben", "demselben", "dieselbe", "dieselben", "dasselbe", "dazu",     "dein",      "deine",
    "deinem",    "deinen",    "deiner",   "deines",    "denn",     "derer",    "dessen",    "dich",
    "dir",       "du",        "dies",     "diese",     "diesem",   "diesen",   "dieser",    "dieses",
    "doch",      "dort",      "durch",    "ein",       "eine",     "einem",    "einen",     "einer",
    "eines",     "einig",     "einige",   "einigem",   "einigen",  "einiger",  "einiges",   "einmal",
    "er",        "ihn",       "ihm",      "es",        "etwas",    "euer",     "eure",      "eurem",
    "euren",     "eurer",     "eures",    "für",       "gegen",    "gewesen",  "hab",       "habe",
    "haben",     "hat",       "hatte",    "hatten",    "hier",     "hin",      "hinter",    "ich",
    "mich",      "mir",       "ihr",      "ihre",      "ihrem",    "ihren",    "ihrer",     "ihres",
    "euch",      "im",        "in",       "indem",     "ins",      "ist",      "jede",      "jedem",
    "jeden",     "jeder",     "jedes",    "jene",      "jenem",    "jenen",    "jener",     "jenes",
    "jetzt",     "kann",      "kein",     "keine",     "keinem",   "keinen",   "keiner",    "keines",
    "können",    "könnte",    "machen",   "man",       "manche",   "manchem",  "manchen",   "mancher",
    "manches",   "mein",      "meine",    "meinem",    "meinen",   "meiner",   "meines",    "mit",
    "muss",      "musste",    "nach",     "nicht",     "nichts",   "noch",     "nun",       "nur",
    "ob",        "oder",      "ohne",     "sehr",      "sein",     "seine",    "seinem",    "seinen",
    "seiner",    "seines",    "selbst",   "sich",      "sie",      "ihnen",    "sind",      "so",
    "solche",    "solchem",   "solchen",  "solcher",   "solches",  "soll",     "sollte",    "sondern",
    "sonst",     "über",      "um",       "und",       "uns",      "unsere",   "unserem",   "unseren",
    "unser",     "unseres",   "unter",    "viel",      "vom",      "von",      "vor",       "während",
    "war",       "waren",     "warst",    "was",       "weg",      "weil",     "weiter",    "welche",
    "welchem",   "welchen",   "welcher",  "welches",   "wenn",     "werde",    "werden",    "wie",
    "wieder",    "will",      "wir",      "wird",      "wirst",    "wo",       "wollen",    "wollte",
    "würde",     "würden",    "zu",       "zum",       "zur",      "zwar",     "zwischen"};

constexpr std::string_view kFrench[] = {
    "au",       "aux",     "avec",    "ce",     "ces",     "dans",    "de",      "des",    "du",
    "elle",     "en",      "et",      "eux",    "il",      "ils",     "je",      "la",     "le",
    "les",      "leur",    "lui",     "ma",     "mais",    "me",      "même",    "mes",    "moi",
    "mon",      "ne",      "nos",     "notre",  "nous",    "on",      "ou",      "par",    "pas",
    "pour",     "qu",      "que",     "qui",    "sa",      "se",      "ses",     "son",    "sur",
    "ta",       "te",      "tes",     "toi",    "ton",     "tu",      "un",      "une",    "vos",
    "votre",    "vous",    "été",     "étée",   "étées",   "étés",    "étant",   "étante", "étants",
    "étantes",  "suis",    "es",      "est",    "sommes",  "êtes",    "sont",    "serai",  "seras",
    "sera",     "serons",  "serez",   "seront", "serais",  "serait",  "serions", "seriez", "seraient",
    "étais",    "était",   "étions",  "étiez",  "étaient", "fus",     "fut",     "fûmes",  "fûtes",
    "furent",   "sois",    "soit",    "soyons", "soyez",   "soient",  "fusse",   "fusses", "fût",
    "fussions", "fussiez", "fussent", "ayant",  "ayante",  "ayantes", "ayants",  "eu",     "eue",
    "eues",     "eus",     "ai",      "as",     "avons",   "avez",    "ont",     "aurai",  "auras",
    "aura",     "aurons",  "aurez",   "auront", "aurais",  "aurait",  "aurions", "auriez", "auraient",
    "avais",    "avait",   "avions",  "aviez",  "avaient", "eut",     "eûmes",   "eûtes",  "eurent",
    "aie",      "aies",    "ait",     "ayons",  "ayez",    "aient",   "eusse",   "eusses", "eût",
    "eussions", "eussiez", "eussent", "ceci",   "cela",    "celà",    "cet",     "cette",  "ici",
    "ils",      "les",     "leurs",   "quel",   "quels",   "quelle",  "quelles", "sans",   "soi",
    "plus",     "très",    "aussi",   "comme",  "tout",    "tous",    "toute",   "toutes", "peut",
    "faire",    "fait",    "si",      "bien",   "entre"};

constexpr std::string_view kSpanish[] = {
    "de",      "la",       "que",      "el",     "en",      "los",     "del",      "se",       "las",
    "por",     "un",       "para",     "con",    "no",      "una",     "su",       "al",       "lo",
    "como",    "más",      "pero",     "sus",    "le",      "ya",      "este",     "sí",       "porque",
    "esta",    "entre",    "cuando",   "muy",    "sin",     "sobre",   "también",  "me",       "hasta",
    "hay",     "donde",    "quien",    "desde",  "todo",    "nos",     "durante",  "todos",    "uno",
    "les",     "ni",       "contra",   "otros",  "ese",     "eso",     "ante",     "ellos",    "esto",
    "mí",      "antes",    "algunos",  "qué",    "unos",    "yo",      "otro",     "otras",    "otra",
    "él",      "tanto",    "esa",      "estos",  "mucho",   "quienes", "nada",     "muchos",   "cual",
    "poco",    "ella",     "estar",    "estas",  "algunas", "algo",    "nosotros", "mi",       "mis",
    "tú",      "te",       "ti",       "tu",     "tus",     "ellas",   "nosotras", "vosotros", "vosotras",
    "os",      "mío",      "mía",      "míos",   "mías",    "tuyo",    "tuya",     "tuyos",    "tuyas",
    "suyo",    "suya",     "suyos",    "suyas",  "nuestro", "nuestra", "nuestros", "nuestras", "vuestro",
    "vuestra", "vuestros", "vuestras", "esos",   "esas",    "estoy",   "estás",    "está",     "estamos",
    "estáis",  "están",    "esté",     "estés",  "estemos", "estéis",  "estén",    "estaré",   "estará",
    "estaba",  "estaban",  "estuvo",   "he",     "has",     "ha",      "hemos",    "habéis",   "han",
    "haya",    "hayan",    "había",    "habían", "hubo",    "soy",     "eres",     "es",       "somos",
    "sois",    "son",      "sea",      "sean",   "será",    "serán",   "sería",    "era",      "eran",
    "fue",     "fueron",   "tengo",    "tienes", "tiene",   "tenemos", "tenéis",   "tienen",   "tenga",
    "tenía",   "tuvo",     "ser",      "puede",  "pueden",  "cada",    "así",      "sino",     "aunque",
    "bien",    "vez",      "dos"};

constexpr std::string_view kItalian[] = {
    "ad",     "al",     "allo",   "ai",     "agli",    "all",    "agl",    "alla",   "alle",   "con",
    "col",    "coi",    "da",     "dal",    "dallo",   "dai",    "dagli",  "dall",   "dagl",   "dalla",
    "dalle",  "di",     "del",    "dello",  "dei",     "degli",  "dell",   "degl",   "della",  "delle",
    "in",     "nel",    "nello",  "nei",    "negli",   "nell",   "negl",   "nella",  "nelle",  "su",
    "sul",    "sullo",  "sui",    "sugli",  "sull",    "sugl",   "sulla",  "sulle",  "per",    "tra",
    "contro", "io",     "tu",     "lui",    "lei",     "noi",    "voi",    "loro",   "mio",    "mia",
    "miei",   "mie",    "tuo",    "tua",    "tuoi",    "tue",    "suo",    "sua",    "suoi",   "sue",
    "nostro", "nostra", "nostri", "nostre", "vostro",  "vostra", "vostri", "vostre", "mi",     "ti",
    "ci",     "vi",     "lo",     "la",     "li",      "le",     "gli",    "ne",     "il",     "un",
    "uno",    "una",    "ma",     "ed",     "se",      "perché", "anche",  "come",   "dov",    "dove",
    "che",    "chi",    "cui",    "non",    "più",     "quale",  "quanto", "quanti", "quanta", "quante",
    "quello", "quelli", "quella", "quelle", "questo",  "questi", "questa", "queste", "si",     "tutto",
    "tutti",  "ho",     "hai",    "ha",     "abbiamo", "avete",  "hanno",  "abbia",  "avevo",  "aveva",
    "avere",  "sono",   "sei",    "è",      "siamo",   "siete",  "sia",    "ero",    "era",    "erano",
    "fui",    "fu",     "furono", "essere", "stato",   "stata",  "fare",   "fa",     "questo", "anche",
    "o",      "e",      "poi",    "già",    "solo",    "ogni",   "molto",  "ancora"};

constexpr std::string_view kDutch[] = {
    "de",     "en",    "van",    "ik",   "te",    "dat",   "die",    "in",     "een",   "hij",    "het",
    "niet",   "zijn",  "is",     "was",  "op",    "aan",   "met",    "als",    "voor",  "had",    "er",
    "maar",   "om",    "hem",    "dan",  "zou",   "of",    "wat",    "mijn",   "men",   "dit",    "zo",
    "door",   "over",  "ze",     "zich", "bij",   "ook",   "tot",    "je",     "mij",   "uit",    "der",
    "daar",   "haar",  "naar",   "heb",  "hoe",   "heeft", "hebben", "deze",   "want",  "nog",    "zal",
    "me",     "zij",   "nu",     "ge",   "geen",  "omdat", "iets",   "worden", "toch",  "al",     "waren",
    "veel",   "meer",  "doen",   "toen", "moet",  "ben",   "zonder", "kan",    "hun",   "dus",    "alles",
    "onder",  "ja",    "eens",   "hier", "wie",   "werd",  "altijd", "doch",   "wordt", "wezen",  "kunnen",
    "ons",    "zelf",  "tegen",  "na",   "reeds", "wil",   "kon",    "niets",  "uw",    "iemand", "geweest",
    "andere", "wordt", "worden", "bij"};

constexpr std::string_view kPortuguese[] = {
    "de",     "a",       "o",     "que",    "e",       "do",      "da",      "em",     "um",      "para",
    "com",    "não",     "uma",   "os",     "no",      "se",      "na",      "por",    "mais",    "as",
    "dos",    "como",    "mas",   "ao",     "ele",     "das",     "à",       "seu",    "sua",     "ou",
    "quando", "muito",   "nos",   "já",     "eu",      "também",  "só",      "pelo",   "pela",    "até",
    "isso",   "ela",     "entre", "depois", "sem",     "mesmo",   "aos",     "seus",   "quem",    "nas",
    "me",     "esse",    "eles",  "você",   "essa",    "num",     "nem",     "suas",   "meu",     "às",
    "minha",  "numa",    "pelos", "elas",   "qual",    "nós",     "lhe",     "deles",  "essas",   "esses",
    "pelas",  "este",    "dele",  "tu",     "te",      "vocês",   "vos",     "lhes",   "meus",    "minhas",
    "teu",    "tua",     "teus",  "tuas",   "nosso",   "nossa",   "nossos",  "nossas", "dela",    "delas",
    "esta",   "estes",   "estas", "aquele", "aquela",  "aqueles", "aquelas", "isto",   "aquilo",  "estou",
    "está",   "estamos", "estão", "estava", "estavam", "esteve",  "hei",     "há",     "havemos", "hão",
    "houve",  "sou",     "somos", "são",    "era",     "eram",    "foi",     "foram",  "seja",    "sejam",
    "ser",    "será",    "serão", "seria",  "tenho",   "tem",     "temos",   "têm",    "tinha",   "tinham",
    "teve",   "ter",     "pode",  "podem",  "cada",    "sobre"};

constexpr std::array kLanguages{
    BagLanguage{"en", "porter", kEnglish},        BagLanguage{"de", "german", kGerman},
    BagLanguage{"fr", "french", kFrench},         BagLanguage{"es", "spanish", kSpanish},
    BagLanguage{"it", "italian", kItalian},       BagLanguage{"nl", "dutch", kDutch},
    BagLanguage{"pt", "portuguese", kPortuguese},
};

} // namespace

std::span<const BagLanguage> bagLanguages()
{
    return kLanguages;
}

} // namespace lookalike
