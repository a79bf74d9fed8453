"""What each HTTP client and web framework takes, as docs/howto/everyday.md says.

None of them takes an ``href.URL`` as one of its own: each test shows what
happens when given one, and that the URI form (``str(url.to_ascii())``)
gives the request or the redirect meant. The libraries are in the ``test``
extra (``pip install -e '.[test]'``); without one, its test skips saying so.
"""

from __future__ import annotations

import asyncio
import sys
import types
from typing import Any

import pytest

from href import URL

# An IRI: a non-ASCII host (its A-labels are xn--bcher-kva) and a space.
IRI = URL("https://bücher.example/suche?q=a b")
URI = "https://xn--bcher-kva.example/suche?q=a%20b"


def _peer(name: str) -> Any:  # each library's own module
    return pytest.importorskip(
        name, reason=f"{name} is not installed (pip install -e '.[test]' installs it)"
    )


def test_the_uri_form_is_what_every_library_is_given() -> None:
    assert str(IRI.to_ascii()) == URI


# -- HTTP clients ---------------------------------------------------------------


def test_requests_calls_str_and_encodes_the_host_by_idna_2008() -> None:
    requests = _peer("requests")
    assert requests.Request("GET", IRI).prepare().url == URI
    assert requests.Request("GET", str(IRI.to_ascii())).prepare().url == URI
    # Its own IDNA 2008 refuses a name browsers (and href) read; the URI form
    # carries the A-labels through.
    snowman = URL("https://☃.example/")
    with pytest.raises(requests.exceptions.InvalidURL, match="not a valid IDNA label"):
        requests.Request("GET", snowman).prepare()
    assert requests.Request("GET", str(snowman.to_ascii())).prepare().url == (
        "https://xn--n3h.example/"
    )


def test_httpx_takes_a_str_or_its_own_url_only() -> None:
    httpx = _peer("httpx")
    with pytest.raises(TypeError, match=r"Invalid type for url\.\s+Expected str or httpx\.URL"):
        httpx.Request("GET", IRI)
    with pytest.raises(TypeError, match=r"Invalid type for url"):
        httpx.Client(base_url=IRI)
    assert str(httpx.Request("GET", str(IRI.to_ascii())).url) == URI
    with httpx.Client(base_url=str(URL("https://api.example/v1/").to_ascii())) as client:
        assert str(client.build_request("GET", "users").url) == "https://api.example/v1/users"


def test_aiohttp_hands_the_value_to_yarl_which_raises() -> None:
    aiohttp = _peer("aiohttp")
    yarl = _peer("yarl")

    async def build(url: object) -> object:
        async with aiohttp.ClientSession() as session:
            return session._build_url(url)  # what session.get(url) does first

    # docs/howto/everyday.md used to say aiohttp calls str(): it does not.
    with pytest.raises(TypeError, match="Constructor parameter should be str"):
        asyncio.run(build(IRI))
    assert str(asyncio.run(build(str(IRI.to_ascii())))) == URI
    # Given the IRI's text, yarl encodes it its own way ("a b" is "a+b")...
    assert str(asyncio.run(build(str(IRI)))) == URI.replace("%20", "+")
    # ...and given a yarl URL marked encoded, sends href's text exactly.
    encoded = yarl.URL(str(IRI.to_ascii()), encoded=True)
    assert str(asyncio.run(build(encoded))) == URI


# -- web frameworks: a redirect --------------------------------------------------


@pytest.fixture(scope="module")
def django_settings() -> None:
    django = _peer("django")
    conf = _peer("django.conf")
    if not conf.settings.configured:
        urls = types.ModuleType("href_test_frameworks_urls")
        urls.urlpatterns = []  # type: ignore[attr-defined]
        sys.modules[urls.__name__] = urls
        conf.settings.configure(ROOT_URLCONF=urls.__name__)
        django.setup()


@pytest.mark.usefixtures("django_settings")
def test_django_redirects_fail_deep_inside_given_a_url() -> None:
    http = _peer("django.http")
    shortcuts = _peer("django.shortcuts")
    # Django reads the value as text, and fails where it first treats it so.
    with pytest.raises(TypeError, match=r"quote_from_bytes\(\) expected bytes"):
        http.HttpResponseRedirect(IRI)
    with pytest.raises(TypeError, match="argument of type 'URL' is not iterable"):
        shortcuts.redirect(IRI)
    assert http.HttpResponseRedirect(str(IRI.to_ascii()))["Location"] == URI
    assert shortcuts.redirect(str(IRI.to_ascii()))["Location"] == URI
    # Given the IRI's text, Django percent-encodes the host's UTF-8: no DNS name.
    assert http.HttpResponseRedirect(str(IRI))["Location"].startswith("https://b%C3%BCcher")


def test_flask_redirect_calls_str_and_sends_the_uri_form() -> None:
    flask = _peer("flask")
    app = flask.Flask(__name__)
    with app.test_request_context():
        response = flask.redirect(IRI)
        environ = {"wsgi.url_scheme": "https", "SERVER_NAME": "h", "SERVER_PORT": "443"}
        sent = dict(response.get_wsgi_headers(environ).to_wsgi_list())
        assert sent["Location"] == URI  # werkzeug writes an IRI's URI form itself
        assert flask.redirect(str(IRI.to_ascii())).headers["Location"] == URI


def test_starlette_redirect_calls_str_and_mangles_an_iri_host() -> None:
    responses = _peer("starlette.responses")
    datastructures = _peer("starlette.datastructures")
    # str() and its own quote(): the host's UTF-8 percent-encoded, no DNS name.
    location = responses.RedirectResponse(IRI).headers["location"]
    assert location == "https://b%C3%BCcher.example/suche?q=a%20b"
    assert responses.RedirectResponse(str(IRI.to_ascii())).headers["location"] == URI
    # request.url is Starlette's own URL: href takes its text.
    request_url = datastructures.URL("https://example.com/a?b=1")
    assert URL(str(request_url)) == URL("https://example.com/a?b=1")
    with pytest.raises(
        TypeError, match=r"^URL\(\) expected str, got starlette\.datastructures\.URL"
    ):
        URL(request_url)
