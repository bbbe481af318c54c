#!/bin/sh
# Shell image, run by the nginx entrypoint at container start:
# 1. when REMOTES_JSON is set, it becomes /remotes.json (the alternative to mounting the file; a
#    mounted file wins over the variable);
# 2. the shell's Content-Security-Policy is rendered from that remotes.json: scripts, styles and
#    manifests may come from the site itself and from the origin of each remote it names. Moving a
#    remote to another origin is an edit of remotes.json and a restart, never a rebuild;
# 3. when PREVIEW_ORIGIN is set (the Build Studio preview's own site, README "Preview and run"), the
#    policy's frame-src names it; unset, the preview is framed from the site itself ('self').
# The policy is the one scripts/lib/serve/site-headers.mjs sends for `npm start`; `node --test deploy/`
# runs this script and checks that they agree. ATELIER_HTML_ROOT / ATELIER_NGINX_SNIPPETS: for that test.
set -eu

target=${ATELIER_HTML_ROOT:-/usr/share/nginx/html}/remotes.json
snippet=${ATELIER_NGINX_SNIPPETS:-/etc/nginx/atelier}/csp-shell.conf

if [ -z "${REMOTES_JSON:-}" ]; then
    :
elif grep -qs " $target " /proc/self/mountinfo; then
    echo "$0: $target is mounted; REMOTES_JSON ignored" >&2
else
    # JSON whitespace may include newlines (YAML block scalars); a string value may not.
    json=$(printf '%s' "$REMOTES_JSON" | tr -d '\r\n' | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//')
    case "$json" in
        \{*\}) ;;
        *)
            echo "$0: REMOTES_JSON must be a JSON object like {\"chat\":\"/mfe/chat/mf-manifest.json\"}" >&2
            exit 1
            ;;
    esac
    printf '%s\n' "$json" > "$target"
    echo "$0: wrote $target from REMOTES_JSON"
fi

# CSP sources of the remotes: "scheme://host[:port]" of each absolute URL value, "host[:port]" of a
# scheme-relative one; same-origin paths need none ('self'). Anything else is dropped, so nothing in
# the file can add a directive or a wildcard to the policy.
sources=$(
    { if [ -r "$target" ]; then tr -d '\r\n' < "$target"; fi; } |
        sed 's#\\/#/#g' |
        { grep -oiE ':[[:space:]]*"(https?:)?//[^"/?#]*' || true; } |
        sed -e 's/^:[[:space:]]*"//' -e 's#^//##' |
        tr 'A-Z' 'a-z' |
        { grep -E '^(https?://)?(([a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$' || true; } |
        LC_ALL=C sort -u |
        sed 's/^/ /' | tr -d '\n'
)

# Exactly scheme://host[:port] (what the backend accepts for PREVIEW_ORIGIN too), so the value cannot
# add a directive or a wildcard; anything else stops the container rather than block the preview.
frames=
preview=$(printf '%s' "${PREVIEW_ORIGIN:-}" | tr -d '\r\n' | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//')
if [ -n "$preview" ]; then
    if ! printf '%s\n' "$preview" | grep -qiE '^https?://(([a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$'; then
        echo "$0: PREVIEW_ORIGIN \"$preview\" is not an origin (expected scheme://host[:port], e.g. https://preview.example.com)" >&2
        exit 1
    fi
    frames="; frame-src 'self' $(printf '%s' "$preview" | tr 'A-Z' 'a-z')"
fi

policy="default-src 'self'; script-src 'self'$sources; style-src 'self'$sources; img-src 'self' data: blob:$sources; font-src 'self'$sources; media-src 'self' data: blob:; connect-src 'self'$sources$frames; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"

if ! printf '# Rendered at container start by %s from %s.\nadd_header Content-Security-Policy "%s" always;\n' "$0" "$target" "$policy" > "$snippet"; then
    echo "$0: cannot write $snippet; the shell would block its remotes" >&2
    exit 1
fi
echo "$0: Content-Security-Policy allows remotes from:${sources:- the site itself}; the Build Studio preview from ${preview:-the site itself}"
