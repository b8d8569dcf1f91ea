vcl 4.1;
# The edge cache in front of the brand-server replicas (decision 0045). apps/reliability/src/edge/edge-stack.ts writes the
# replicas in place of the two markers below and starts varnishd with the result (tmp/edge/edge.vcl).

import directors;
import proxy;
import std;
import xkey;

# A replica gets traffic while /readyz answers 200: it says 503 when its backends refuse connections and at once after
# SIGTERM, so a restarting replica leaves the rotation before it stops accepting connections.
probe ready {
  .url = "/readyz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

# @@BACKENDS@@

# purges come from the replicas (one authenticated purge fans out to them and here), which run on this machine
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new replicas = directors.round_robin();
  # @@DIRECTOR@@
}

sub vcl_recv {
  set req.backend_hint = replicas.backend();
  # who the visitor is and how they came is the edge's to say, never the visitor's (decision 0058): the address it
  # accepted the connection from (the visitor's own with the PROXY protocol of a TLS terminator in front), https only
  # when that terminator says so; the host a replica sees is the request's Host in one spelling
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Forwarded-Port;
  unset req.http.X-Forwarded-Proto;
  unset req.http.Forwarded;
  set req.http.X-Forwarded-For = client.ip;
  if (proxy.is_ssl()) {
    set req.http.X-Forwarded-Proto = "https";
  }
  if (req.http.Host) {
    set req.http.Host = std.tolower(req.http.Host);
  }
  # one id per request, the edge's own (a client's is not trusted): the replica logs it and passes it to the backends;
  # the start time keeps it unique across restarts (the transaction counter starts again)
  set req.http.X-Request-Id = "edge-" + std.time2integer(now, 0) + "-" + req.xid;

  # PURGE with `xkey-purge: vehicle-100006 …` drops every page tagged with one of the keys; `x-purge-all` bans all
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
      set req.http.n-gone = xkey.purge(req.http.xkey-purge);
      return (synth(200, "Purged " + req.http.n-gone));
    }
    if (req.http.x-purge-all) {
      ban("obj.status != 0");
      return (synth(200, "Banned"));
    }
    return (synth(400, "xkey-purge or x-purge-all"));
  }

  # operator endpoints (purge hook, real-user metrics report) are never reachable through the edge
  # (the replicas' routes ignore case: so does this rule)
  if (req.url ~ "(?i)^/internal(/|\?|$)") {
    return (synth(404, "Not Found"));
  }
  # forms, lead submits, beacons, the backend proxy, the site's JSON answers (/data), anything with credentials: straight to a replica
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "(?i)^/(api|data|rum|healthz|readyz)(/|\?|$)" || req.http.Authorization) {
    return (pass);
  }
  # the editor's preview session (decision 0038) is one person's page
  if (req.http.Cookie ~ "(^|;\s*)carweb_preview=") {
    return (pass);
  }
  # a page is the same for every visitor (pages set no cookie, decision 0019): no cookie is part of it
  unset req.http.Cookie;

  # with a healthy replica, a page past its s-maxage is served stale only within the site's stale-while-revalidate;
  # with none (every replica down or failing), any cached page for up to a day
  if (std.healthy(req.backend_hint)) {
    set req.grace = 600s;
  }
  return (hash);
}

# the page cache's normalisation: the same parameters in another order are the same page
sub vcl_hash {
  hash_data(std.querysort(req.url));
  # the hostname without port: a replica answers a host that is not the site's 421, which is never stored
  if (req.http.host) {
    hash_data(regsub(req.http.host, ":[0-9]+$", ""));
  } else {
    hash_data(server.ip);
  }
  return (lookup);
}

# a replica that went away between its last probe and this request (a restart, a crash): the next one answers
sub vcl_backend_fetch {
  if (bereq.retries > 0) {
    set bereq.backend = replicas.backend();
  }
}

sub vcl_backend_error {
  if (bereq.retries < 2) {
    return (retry);
  }
  # no replica answers and nothing is cached: a 503 with the spec's generic message (SPEC §8) in the page's language,
  # never cached, instead of Varnish's own error page
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "30";
  set beresp.uncacheable = true;
  if (bereq.url ~ "^/fr(/|\?|$)") {
    synthetic({"<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Une erreur s'est produite</title><main><h1>Une erreur s'est produite. Veuillez réessayer.</h1></main></html>"});
  } elsif (bereq.url ~ "^/it(/|\?|$)") {
    synthetic({"<!DOCTYPE html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Si è verificato un errore</title><main><h1>Si è verificato un errore. Si prega di riprovare.</h1></main></html>"});
  } else {
    synthetic({"<!DOCTYPE html><html lang="de"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Es ist ein Fehler aufgetreten</title><main><h1>Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.</h1></main></html>"});
  }
  return (deliver);
}

sub vcl_backend_response {
  # an outage (5xx) is never cached, and a background refresh that meets one keeps the good page
  if (beresp.status >= 500) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # a form, a checkout, a thank-you page, a degraded render (a part an outage left out), a refused host or a flood's
  # 429 is no one else's (private, no-store): never stored, and never in place of a cached page
  if (beresp.http.Cache-Control ~ "(?i)(private|no-store)" || beresp.http.Set-Cookie || beresp.status == 421 || beresp.status == 429) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # the TTL comes from s-maxage (Varnish reads it); keep pages a day for the outage grace above
  if (beresp.ttl > 0s && beresp.http.Cache-Control ~ "s-maxage") {
    set beresp.grace = 24h;
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Edge-Cache = "HIT";
  } else {
    set resp.http.X-Edge-Cache = "MISS";
  }
  # the surrogate keys are for this cache only
  unset resp.http.xkey;
  # a cached page keeps the id of the request that rendered it: each answer carries this request's own
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  return (deliver);
}
