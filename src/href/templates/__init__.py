"""URI Templates (RFC 6570): expand them to URLs, partly expand them, match URLs to them.

Web APIs hand out templates rather than URLs (GitHub's
``"issues_url": "https://api.github.com/repos/{owner}/{repo}/issues{/number}"``,
OpenAPI's paths, JSON Hyper-Schema's links). A :class:`URITemplate` is parsed
once and refuses a malformed template with :class:`InvalidTemplate`;
expanding it gives an :class:`href.URL`, and matching goes the other way:

>>> from href.templates import URITemplate
>>> t = URITemplate("https://api.example.com/users/{user}/repos{?type,page}")
>>> t.expand(user="octo cat", page=2)
URL('https://api.example.com/users/octo%20cat/repos?page=2')
>>> t.match("https://api.example.com/users/octo%20cat/repos?page=2")
{'user': 'octo cat', 'page': '2'}
>>> t.partial(user="ada")
URITemplate('https://api.example.com/users/ada/repos{?type,page}')
"""

from __future__ import annotations

from href.templates._errors import InvalidTemplate
from href.templates._expand import Scalar, Value
from href.templates._match import Matched
from href.templates._template import URITemplate

__all__ = ["InvalidTemplate", "Matched", "Scalar", "URITemplate", "Value"]
