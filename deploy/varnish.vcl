# HowPaano behind Varnish 7 (Debian's varnish package), issue 37 item 5; docs/deploy.md explains it.
# The origin runs with SHARED_CACHE_SECONDS=N (its public answers say s-maxage=N and name what they
# show in Surrogate-Key) and CDN_PURGE_URL=http://<this varnish>/ (each change sends
#   PURGE /   Surrogate-Key: guide:12 category:3 guide-lists search sitemap feed
# and this file bans exactly the objects carrying one of those keys).
#
# Start:  varnishd -a :80 -f /etc/varnish/varnish.vcl -s malloc,256m
# Edit the backends (one per replica) and the purgers ACL (the replicas' addresses) below.
vcl 4.1;

import std;
import directors;

probe ready {
    # Readiness, not liveness: during a database outage /readyz answers 503, the replica counts as
    # sick and every cached page is answered from grace (stale-if-error) without asking it.
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend replica_a { .host = "127.0.0.1"; .port = "3000"; .probe = ready; .connect_timeout = 1s; .first_byte_timeout = 10s; }
backend replica_b { .host = "127.0.0.1"; .port = "3001"; .probe = ready; .connect_timeout = 1s; .first_byte_timeout = 10s; }

# Who may purge: the replicas (they send the purges), never the public.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new origin = directors.round_robin();
    origin.add_backend(replica_a);
    origin.add_backend(replica_b);
}

sub vcl_recv {
    set req.backend_hint = origin.backend();

    if (req.method == "PURGE") {
        if (!client.ip ~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Keys are letters, digits, ':' and '-' (src/common/shared-cache.ts): anything else is refused,
        # so a key can never be read as more of a regular expression than itself.
        if (req.http.Surrogate-Key !~ "^[a-z0-9:-]+( [a-z0-9:-]+)*$") {
            return (synth(400, "Surrogate-Key: keys separated by spaces"));
        }
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
        return (synth(200, "Purged"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Brotli for the browsers that take it. Varnish itself knows only gzip (it asks the origin for gzip on
    # every miss and unzips for clients without it), so a brotli answer is its own object, fetched as such.
    if (req.http.Accept-Encoding ~ "(^|[ ,])br($|[ ,;])") {
        set req.http.X-HP-Brotli = "1";
    } else {
        unset req.http.X-HP-Brotli;
    }
    # The API with a token, the admin and its sign-in: the owner's own answers (the origin also says
    # private, no-store for them; this spares the lookup).
    if (req.http.Authorization || req.url ~ "^/admin-hp-access" || req.url ~ "^/login-access") {
        return (pass);
    }
    # Public pages read no cookie (analytics and ads set theirs on the site's domain): one copy for all.
    # The API keeps them (the owner's sign-in cookie), and answers that set one are never stored.
    if (req.url !~ "^/api/") {
        unset req.http.Cookie;
    }
    # While the replicas are healthy a stale copy is served for at most 10 s while a fresh one is
    # fetched; while every replica is sick, for as long as the origin's stale-if-error allows (grace).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    }
}

sub vcl_hash {
    if (req.http.X-HP-Brotli) {
        hash_data("br");
    }
    # On to the built-in vcl_hash (the URL and the host).
}

sub vcl_backend_fetch {
    if (bereq.http.X-HP-Brotli) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-HP-Brotli;
}

sub vcl_backend_response {
    # stale-if-error: keep an object past its TTL for a day, to be served while the origin is down.
    if (beresp.http.Cache-Control ~ "stale-if-error=") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, ".*stale-if-error=([0-9]+).*", "\1s"), 1d);
    }
    # An error while a stale copy exists (a background fetch): keep the copy, drop the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Private, no-store, no-cache, Set-Cookie and s-maxage are honoured by Varnish's built-in rules.
}

sub vcl_deliver {
    # What a reader or a test can see: whether Varnish answered from its cache.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for caches, not readers.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
