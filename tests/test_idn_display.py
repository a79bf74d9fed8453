"""The IDN display policy: Host.display and URL.display() (docs/howto/display.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import idna
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL, Host
from href._idn_display import RECOMMENDED, display_name, label_refusal, labels_shown
from href._idn_tables import tables
from href.strategies import hosts, urls
from strategies import hosts as rfc_hosts

ROOT = Path(__file__).resolve().parent.parent

# The classic homographs: each shown as its A-label.
HOMOGRAPHS = [
    pytest.param("xn--pple-43d.com", "xn--pple-43d.com", id="cyrillic-a-pple"),
    pytest.param("аpple.com", "xn--pple-43d.com", id="cyrillic-a-pple-written"),
    pytest.param("аррӏе.com", "xn--80ak6aa92e.com", id="whole-script-cyrillic-apple"),
    pytest.param("gооgle.com", "xn--ggle-55da.com", id="cyrillic-o-google"),
    pytest.param("αpple.com", "xn--pple-zld.com", id="greek-alpha-pple"),
    pytest.param("pαypal.com", "xn--pypal-d9d.com", id="greek-alpha-paypal"),
    pytest.param("ѕсоре.com", "xn--e1argc3h.com", id="whole-script-cyrillic-scope"),
    pytest.param("ορο.com", "xn--0xaaf.com", id="whole-script-greek-opo"),
    pytest.param("www.аррӏе.com", "www.xn--80ak6aa92e.com", id="only-the-deceiving-label"),
]

# Real internationalized names: each shown in Unicode.
REAL_NAMES = [
    pytest.param("bücher.de", id="german"),
    pytest.param("münchen.de", id="german-city"),
    pytest.param("straße.de", id="german-sharp-s"),
    pytest.param("español.es", id="spanish"),
    pytest.param("日本語.jp", id="japanese-han"),
    pytest.param("пример.рф", id="russian-under-rf"),
    pytest.param("яндекс.рф", id="russian-brand"),
    pytest.param("сайт.com", id="russian-not-latin-lookalike"),
    pytest.param("ελλάδα.gr", id="greek"),
    pytest.param("한국.kr", id="korean"),
    pytest.param("例え.テスト", id="japanese-han-hiragana-katakana-tld"),
    pytest.param("مثال.إختبار", id="arabic"),
    pytest.param("דוגמה.טעסט", id="hebrew"),
    pytest.param("ქართული.ge", id="georgian"),
    pytest.param("հայ.am", id="armenian"),
    pytest.param("ไทย.th", id="thai"),
    pytest.param("उदाहरण.भारत", id="hindi"),
]


@pytest.mark.parametrize(("text", "shown"), HOMOGRAPHS)
def test_homographs_are_shown_as_a_labels(text: str, shown: str) -> None:
    host = Host(text)
    assert host.display == shown
    assert Host(shown) == host


@pytest.mark.parametrize("text", REAL_NAMES)
def test_real_names_are_shown_in_unicode(text: str) -> None:
    host = Host(text)
    assert host.display == text
    assert Host(host.ascii).display == text  # from the A-labels too


# Each step of the policy, with a label it refuses and the reason given.
REFUSED = [
    # 1. invisible
    pytest.param("क्\u200dष", "holds an invisible character, U+200D ZERO WIDTH JOINER", id="zwj"),
    pytest.param(
        "نامه\u200cای", "holds an invisible character, U+200C ZERO WIDTH NON-JOINER", id="zwnj"
    ),
    pytest.param(
        "ä\u0308",
        "repeats the combining mark U+0308 COMBINING DIAERESIS on one letter",
        id="repeated-mark",
    ),
    pytest.param(
        "i\u0307x",
        "puts U+0307 COMBINING DOT ABOVE on 'i', which has a dot of its own",
        id="dot-on-i",
    ),
    # 2. characters
    pytest.param(
        "a⁄b", "holds U+2044 FRACTION SLASH, which IDNA 2008 does not allow here", id="slash"
    ),
    pytest.param(
        "😀", "holds U+1F600 GRINNING FACE, which IDNA 2008 does not allow here", id="emoji"
    ),
    pytest.param(
        "a_ü", "holds U+005F LOW LINE, which IDNA 2008 does not allow here", id="underscore"
    ),
    pytest.param(
        "a·b",
        "holds U+00B7 MIDDLE DOT, which IDNA 2008 does not allow here",
        id="middle-dot-out-of-context",
    ),
    pytest.param(
        "ٳب",
        "holds U+0673 ARABIC LETTER ALEF WITH WAVY HAMZA BELOW, which Unicode deprecates",
        id="deprecated",
    ),
    pytest.param(
        "ᚠᚢ",
        "holds U+16A0 RUNIC LETTER FEHU FEOH FE F, of Runr, not a script recommended for names",
        id="historic-script",
    ),
    # 3. scripts
    pytest.param("aбc", "mixes the scripts Cyrillic, Latin", id="latin-cyrillic"),
    pytest.param("aα", "mixes the scripts Greek, Latin", id="latin-greek"),
    pytest.param("한ㄅ", "mixes the scripts Bopomofo, Hangul", id="hangul-bopomofo"),
    pytest.param("a१", "mixes the scripts Devanagari, Latin", id="latin-devanagari"),
    # 4. numbers
    pytest.param(
        "१२3", "mixes the digits of two numbering systems (0 and ०)", id="two-digit-sets"
    ),
    # 5. whole-script confusables (under .com)
    pytest.param(
        "орг",
        "is Cyrillic letters that look like the Latin 'opr', "
        "under a top-level domain that is not Cyrillic",
        id="cyrillic-opr",
    ),
    # 6. digit look-alikes
    pytest.param(
        "৪৪",
        "looks like a number: digits of another script, or letters shaped like digits",
        id="bengali-eights",
    ),
    pytest.param(
        "১২৩৪",
        "looks like a number: digits of another script, or letters shaped like digits",
        id="bengali-digits",
    ),
    # 7. dash look-alikes
    pytest.param(
        "googleーcom",
        "holds U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK, which looks like '-', "
        "beside ASCII letters or digits",
        id="prolonged-sound-mark",
    ),
    pytest.param(
        "ab一c",
        "holds U+4E00 CJK UNIFIED IDEOGRAPH-4E00, which looks like '-', "
        "beside ASCII letters or digits",
        id="han-one",
    ),
    pytest.param(
        "aㄧ",
        "holds U+3127 BOPOMOFO LETTER I, which looks like '-', beside ASCII letters or digits",
        id="bopomofo-i",
    ),
    pytest.param(
        "ーー",
        "is U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK alone, which looks like '-'",
        id="dashes-alone",
    ),
]


@pytest.mark.parametrize(("label", "reason"), REFUSED)
def test_each_step_refuses_its_labels_and_says_why(label: str, reason: str) -> None:
    assert label_refusal(label, "com") == reason
    host = Host(f"{label}.com")
    assert host.display == host.ascii
    assert host.display.startswith("xn--")


# What the same steps let through: the allowed neighbours of the refused.
ALLOWED = [
    pytest.param("l·l", "cat", id="catalan-middle-dot-in-context"),
    pytest.param("テ・スト", "jp", id="katakana-middle-dot-in-context"),
    pytest.param("ab日本", "jp", id="latin-han"),
    pytest.param("abカタ", "jp", id="latin-katakana"),
    pytest.param("ab한국", "kr", id="latin-hangul"),
    pytest.param("abㄅ日", "tw", id="latin-bopomofo-han"),
    pytest.param("日本ひら", "jp", id="han-hiragana"),
    pytest.param("例ー", "jp", id="prolonged-sound-mark-after-han"),
    pytest.param("一二三", "cn", id="han-one-among-han"),
    pytest.param("κ", "com", id="greek-letter-no-latin-twin"),
    pytest.param("орг", "рф", id="cyrillic-lookalike-under-cyrillic-tld"),
    pytest.param("ѕсоре", "бг", id="cyrillic-lookalike-under-bg"),
    pytest.param("ορο", "ελ", id="greek-lookalike-under-greek-tld"),
    pytest.param("ab2", "com", id="ascii"),
    pytest.param("१२३", "in", id="one-digit-set-with-devanagari"),
]


@pytest.mark.parametrize(("label", "tld"), ALLOWED)
def test_the_steps_let_their_neighbours_through(label: str, tld: str) -> None:
    if label == "१२३":  # digits alone look like a number: with a letter they do not
        label = "क१२३"
    assert label_refusal(label, tld) is None
    assert Host(f"{label}.{tld}").display == f"{label}.{tld}"


def test_a_tld_of_the_script_is_itself_shown() -> None:
    assert Host("сайт.орг").display == "сайт.орг"
    assert Host("аррӏе.рф").display == "аррӏе.рф"
    assert Host("ѕсоре.gr").display == "xn--e1argc3h.gr"  # a Greek TLD does not excuse Cyrillic


def test_skeletons_follow_uts_39() -> None:
    data = tables()
    assert data.skeleton("аррӏе") == data.skeleton("apple") == "apple"
    assert data.skeleton("rn") == data.skeleton("m")  # UTS 39's own example pair
    assert data.skeleton("пример") != data.skeleton("npumep")


def test_ip_literals_and_ascii_names_are_shown_as_written() -> None:
    assert Host("[::1]").display == "[::1]"
    assert Host("127.0.0.1").display == "127.0.0.1"
    assert Host("Example.COM").display == "example.com"
    assert Host("").display == ""


def test_escapes_are_read_before_the_policy_judges() -> None:
    # Escapes that spell a name are decoded first: an escaped homograph is one.
    assert Host("%D0%B0pple.com").display == "xn--pple-43d.com"
    assert Host("b%C3%BCcher.de").display == "bücher.de"
    assert Host("xn--bcher-kva.%21").display == "bücher.!"
    # Escapes that spell no name stay, and the name is shown in its ASCII form.
    assert Host("xn--bcher-kva.a%2Fb").display == "xn--bcher-kva.a%2Fb"


def test_labels_shown_gives_each_label_its_a_label_and_reason() -> None:
    host = Host("www.аррӏе.com")
    assert labels_shown(host.unicode, host.ascii) == [
        ("www", "www", None),
        (
            "аррӏе",
            "xn--80ak6aa92e",
            (
                "is Cyrillic letters that look like the Latin 'apple', "
                "under a top-level domain that is not Cyrillic"
            ),
        ),
        ("com", "com", None),
    ]
    assert display_name("аррӏе.com", "xn--80ak6aa92e.com") == "xn--80ak6aa92e.com"


def test_url_display_shows_the_host_by_the_policy_and_the_rest_as_to_unicode() -> None:
    url = URL("https://user@xn--pple-43d.com:8443/%C3%A4/login?q=%C3%BC#fr%C3%A9")
    assert url.display() == "https://user@xn--pple-43d.com:8443/ä/login?q=ü#fré"
    assert str(url.to_unicode()) == "https://user@аpple.com:8443/ä/login?q=ü#fré"
    assert URL("https://xn--e1afmkfd.xn--p1ai/").display() == "https://пример.рф/"
    assert URL("/relative/%C3%A4").display() == "/relative/ä"
    assert URL("mailto:a@b").display() == "mailto:a@b"


chars = st.characters(codec="utf-8", max_codepoint=0x3FFFF)
written_labels = st.one_of(
    st.text(chars, min_size=1, max_size=6),
    st.sampled_from(["xn--pple-43d", "аррӏе", "bücher", "日本", "xn--a", "a%41", "%2e", "рф"]),
)


def _is_host(text: str) -> bool:
    try:
        Host(text)
    except ValueError:
        return False
    return True


any_hosts = st.lists(written_labels, min_size=1, max_size=3).map(".".join).filter(_is_host)


@settings(max_examples=examples(5000), suppress_health_check=[HealthCheck.filter_too_much])
@given(st.one_of(any_hosts, rfc_hosts, hosts(iri=True).map(str)))
def test_the_display_form_names_the_same_host(text: str) -> None:
    host = Host(text)
    shown = host.display
    assert Host(shown) == host
    # Each label is the Unicode one or its A-label, or (for a name with an
    # escape, or a mixture that would not parse) the whole is the ASCII form.
    if shown != host.ascii and not shown.startswith("["):
        assert "%" not in host.unicode
        for label, (unicode_label, ascii_label, refusal) in zip(
            shown.split("."), labels_shown(host.unicode, host.ascii), strict=True
        ):
            assert label == (unicode_label if refusal is None else ascii_label)


@settings(max_examples=examples(1000))
@given(urls(iri=True))
def test_url_display_parses_back_to_the_same_host(url: URL) -> None:
    shown = URL(url.display())
    assert shown.host == url.host
    assert shown.path.segments == url.to_unicode().path.segments
    if url.host is None or url.host.display == url.host.unicode:
        assert url.display() == str(url.to_unicode())


def test_the_policy_names_only_recommended_scripts_uax_31_lists() -> None:
    assert len(RECOMMENDED) == 29
    assert {"Latn", "Cyrl", "Grek", "Hani", "Hira", "Kana", "Hang", "Bopo"} <= set(RECOMMENDED)


def test_the_tables_are_what_the_vendored_files_give() -> None:
    result = subprocess.run(  # noqa: S603 - this interpreter, this repository's script
        [sys.executable, str(ROOT / "tools" / "gen_idn_tables.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_the_tables_are_of_the_uts_46_tables_unicode_version() -> None:
    # Scripts, ScriptExtensions and confusables are of the idna package's
    # Unicode version (tools/unicode-data/README.md).
    source = tables().source
    version = idna.idnadata.__version__
    assert f"Scripts-{version}.txt" in source
    assert f"confusables.txt {version}" in source
    assert f"ScriptExtensions-{version}.txt" in source


def test_import_href_reads_no_table() -> None:
    code = (
        "import href, href._idn_tables as t; "
        "href.Host('bücher.de').unicode; href.URL('https://xn--bcher-kva.de/').to_unicode(); "
        "assert t.tables.cache_info().currsize == 0; "
        "href.Host('bücher.de').display; assert t.tables.cache_info().currsize == 1"
    )
    result = subprocess.run(  # noqa: S603 - this interpreter, a fixed program
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def test_script_extensions_are_unicode_18s() -> None:
    # Unicode 18.0 gives U+0B83 TAMIL SIGN VISARGA the Kannada, Malayalam and
    # Telugu scripts too: a Kannada label holding it is one script, and shown.
    # (17.0's tables read it as Tamil alone: mixed scripts, the A-label.)
    assert URL("https://\u0c95\u0c95\u0b83.in/").display() == "https://\u0c95\u0c95\u0b83.in/"
    assert URL("https://\u0c95\u0c95\u0b83.in/").to_ascii().display() == (
        "https://\u0c95\u0c95\u0b83.in/"
    )


def test_a_top_level_domain_shown_as_its_a_label_vouches_for_no_script() -> None:
    # (Fuzz target url_display: the Cyrillic "р", a look-alike of Latin "p",
    # was shown because the last label was Cyrillic, though that label was
    # itself shown as its A-label.)
    assert Host("р.р2'").display == "xn--p1a.xn--2'-kmc"
    assert Host("р.рф").display == "р.рф"
