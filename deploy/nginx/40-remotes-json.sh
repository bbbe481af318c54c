#!/bin/sh
# Shell image, run by the nginx entrypoint at container start: when REMOTES_JSON is set, it becomes
# /remotes.json (the alternative to mounting the file). A mounted file wins over the variable.
set -eu

target=/usr/share/nginx/html/remotes.json
[ -n "${REMOTES_JSON:-}" ] || exit 0

if grep -qs " $target " /proc/self/mountinfo; then
    echo "$0: $target is mounted; REMOTES_JSON ignored" >&2
    exit 0
fi

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
