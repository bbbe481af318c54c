#!/bin/sh
# Proxy container (nginx:alpine entrypoint, mounted in /docker-entrypoint.d/): serves the Build Studio
# preview's own host when one is configured. The host is PREVIEW_HOST, else the host of PREVIEW_ORIGIN
# (the origin the backends and the shell's CSP name); neither set → no preview host, and the preview is
# framed from the site's own origin. preview-host.conf is rendered into conf.d with that name.
# ATELIER_PREVIEW_TEMPLATE / ATELIER_NGINX_CONF_D: for `node --test deploy/`, which runs this script.
set -eu

template=${ATELIER_PREVIEW_TEMPLATE:-/etc/nginx/atelier/preview-host.conf}
target=${ATELIER_NGINX_CONF_D:-/etc/nginx/conf.d}/preview-host.conf

trim() { printf '%s' "$1" | tr -d '\r\n' | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//'; }

host=$(trim "${PREVIEW_HOST:-}")
origin=$(trim "${PREVIEW_ORIGIN:-}")
if [ -z "$host" ] && [ -n "$origin" ]; then
    # scheme://host[:port] → host (an IPv6 literal keeps its brackets).
    host=$(printf '%s' "$origin" | sed -E -e 's#^[A-Za-z]+://##' -e 's#^(\[[^]]*\]|[^:/]*).*$#\1#')
fi

# Named to sort after default.conf (proxy.conf), whose log format, maps and upstreams it uses.
# A previous start's file goes: the name may have changed or been removed.
rm -f "$target"
if [ -z "$host" ]; then
    echo "$0: no PREVIEW_HOST or PREVIEW_ORIGIN; the Build Studio preview stays on the site's origin"
    exit 0
fi

# A plain host name or address: nothing in it can add a directive, a regex or a wildcard server name.
if ! printf '%s\n' "$host" | grep -qiE '^(([a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])$'; then
    echo "$0: PREVIEW_HOST \"$host\" is not a host name (e.g. preview.example.com)" >&2
    exit 1
fi
host=$(printf '%s' "$host" | tr 'A-Z' 'a-z')

if ! sed "s/__PREVIEW_HOST__/$host/" "$template" > "$target"; then
    echo "$0: cannot write $target; the Build Studio preview would have no host" >&2
    exit 1
fi
echo "$0: serving the Build Studio preview's host page on $host"
