"""Query.build(strict=True): the encoding that OAuth 1.0 and AWS SigV4 signatures cover.

Both percent-encode every character but RFC 3986's unreserved set
(``A-Z a-z 0-9 - _ . ~``), a space as ``%20``: RFC 5849 section 3.6, and
AWS's ``UriEncode`` (Signature Version 4, "Create a canonical request").
The published examples below are signed through href's encoding.
"""

from __future__ import annotations

import hashlib
import hmac
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL, Query
from href.compat import quote

# -- what space="%20" leaves bare -------------------------------------------


@pytest.mark.parametrize("character", list("/*!,:;@$'()?"))
def test_strict_encodes_what_a_form_leaves_bare(character: str) -> None:
    assert str(Query.build({"v": character}, space="%20")) == f"v={character}"
    assert str(Query.build({"v": character}, strict=True)) == f"v=%{ord(character):02X}"


def test_strict_keeps_only_the_unreserved_characters_bare() -> None:
    printable = "".join(chr(code) for code in range(0x20, 0x7F))
    text = str(Query.build({printable: printable + "é"}, strict=True))
    bare = re.sub("%[0-9A-F]{2}", "", text)
    unreserved = "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~"
    assert bare == f"{unreserved}={unreserved}"
    assert text.endswith("~%C3%A9")


def test_a_strict_query_writes_a_space_percent_20_and_reads_as_either() -> None:
    query = Query.build([("q", "a b+c"), ("flag", None)], strict=True)
    assert (str(query), query.space) == ("q=a%20b%2Bc&flag", "%20")
    assert Query(str(query)).items() == query.items() == (("q", "a b+c"), ("flag", ""))
    assert Query.build({"q": "a b"}, space="%20", strict=True) == "q=a%20b"


_texts = st.text(alphabet=st.sampled_from("ab +=&%#é~/?:*!,@"), max_size=6)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(_texts, _texts), max_size=4))
def test_a_strict_query_reads_back_its_pairs(pairs: list[tuple[str, str]]) -> None:
    text = str(Query.build(pairs, strict=True))
    assert re.fullmatch(r"(?:[A-Za-z0-9\-._~=&]|%[0-9A-F]{2})*", text)
    assert Query(text).items() == Query(text, space="%20").items() == tuple(pairs)


def test_builders_take_a_strict_query_as_written() -> None:
    query = Query.build({"note": "a/b c"}, strict=True)
    url = URL("https://h/k?keep=x+y")
    assert str(url.update_query(query)) == "https://h/k?keep=x+y&note=a%2Fb%20c"
    assert str(url.with_query(query)) == "https://h/k?note=a%2Fb%20c"


def test_strict_refuses_a_plus_for_a_space() -> None:
    with pytest.raises(ValueError, match=r"^invalid space '\+' for Query.build\(strict=True\)"):
        Query.build({"a": "b"}, space="+", strict=True)


def test_strict_takes_only_a_bool() -> None:
    with pytest.raises(
        TypeError, match=r"^Query.build\(\) expected strict=True or False, got str"
    ):
        Query.build({"a": "b"}, strict="yes")  # type: ignore[call-overload]


# -- RFC 5849 section 3.4.1: the signature base string's worked example --------

# The request's parameters decoded (3.4.1.3.1): from the query
# "b5=%3D%253D&a3=a&c%40=&a2=r%20b", the body "c2&a3=2+q" and the
# Authorization header's oauth_ parameters.
RFC5849_PARAMETERS = [
    ("b5", "=%3D"),
    ("a3", "a"),
    ("c@", ""),
    ("a2", "r b"),
    ("oauth_consumer_key", "9djdj82h48djs9d2"),
    ("oauth_token", "kkk9d7dh3k39sjv7"),
    ("oauth_signature_method", "HMAC-SHA1"),
    ("oauth_timestamp", "137131201"),
    ("oauth_nonce", "7d8f3e4a"),
    ("c2", ""),
    ("a3", "2 q"),
]
RFC5849_NORMALIZED = (  # 3.4.1.3.2
    "a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9dj"
    "dj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1"
    "&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7"
)
RFC5849_BASE_STRING = (  # 3.4.1.1
    "POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q"
    "%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_"
    "key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_m"
    "ethod%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk"
    "9d7dh3k39sjv7"
)


def _sorted_pairs(query: Query) -> str:
    """The encoded pairs sorted by name, then value (RFC 5849 3.4.1.3.2; SigV4)."""
    return "&".join(sorted(str(query).split("&"), key=lambda pair: pair.partition("=")[::2]))


def test_rfc5849_normalized_parameters_and_base_string() -> None:
    normalized = _sorted_pairs(Query.build(RFC5849_PARAMETERS, strict=True))
    assert normalized == RFC5849_NORMALIZED
    base_uri = URL("http://EXAMPLE.COM:80/request?b5=%3D%253D").normalize().with_query(None)
    base = "&".join(quote(part, safe="") for part in ("POST", str(base_uri), normalized))
    assert base == RFC5849_BASE_STRING


def test_form_encoding_would_not_sign_the_rfc5849_example() -> None:
    # What docs/howto/queries.md used to send: "c@" keeps its "@".
    assert _sorted_pairs(Query.build(RFC5849_PARAMETERS, space="%20")) != RFC5849_NORMALIZED


# -- AWS Signature Version 4: S3's presigned URL example -----------------------
# "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)",
# Amazon S3 API Reference: GET /test.txt from examplebucket, signed for 86400
# seconds on 2013-05-24 with the documentation's example key pair.

AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"  # AWS's published example
AWS_SIGNATURE = "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"
AWS_CANONICAL_QUERY = (
    "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524"
    "%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400"
    "&X-Amz-SignedHeaders=host"
)


def _hmac(key: bytes, text: str) -> bytes:
    return hmac.new(key, text.encode(), hashlib.sha256).digest()


def test_sigv4_presigned_url_signs_as_published() -> None:
    scope = "20130524/us-east-1/s3/aws4_request"
    query = Query.build(
        {
            "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
            "X-Amz-Credential": f"AKIAIOSFODNN7EXAMPLE/{scope}",
            "X-Amz-Date": "20130524T000000Z",
            "X-Amz-Expires": 86400,
            "X-Amz-SignedHeaders": "host",
        },
        strict=True,
    )
    url = URL("https://examplebucket.s3.amazonaws.com/test.txt").with_query(query)
    canonical_query = _sorted_pairs(url.query)
    assert canonical_query == AWS_CANONICAL_QUERY
    canonical_request = "\n".join(
        (
            "GET",
            url.raw_path,
            canonical_query,
            f"host:{url.raw_host}",
            "",
            "host",
            "UNSIGNED-PAYLOAD",
        )
    )
    digest = hashlib.sha256(canonical_request.encode()).hexdigest()
    to_sign = f"AWS4-HMAC-SHA256\n20130524T000000Z\n{scope}\n{digest}"
    key = f"AWS4{AWS_SECRET}".encode()
    for part in scope.split("/"):
        key = _hmac(key, part)
    signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
    assert signature == AWS_SIGNATURE
    signed = url.extend_query(Query.build({"X-Amz-Signature": signature}, strict=True))
    assert str(signed).endswith(f"&X-Amz-SignedHeaders=host&X-Amz-Signature={AWS_SIGNATURE}")
