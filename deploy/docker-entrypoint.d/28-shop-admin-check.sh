#!/bin/sh
# Runs after the nginx image's 20-envsubst-on-templates.sh: envsubst leaves a placeholder whose
# variable is not set as it is, and nginx would then either refuse it with an obscure message
# or, inside a string, serve it literally. Stop the start instead, naming the variables.
# Argument: the generated file (default: admin.conf in the image's template output folder).
set -eu

conf="${1:-${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}/admin.conf}"
if [ ! -f "$conf" ]; then
    echo "shop-admin: $conf is missing: the image fills it from /etc/nginx/templates/admin.conf.template (deploy/nginx/admin.conf)" >&2
    exit 1
fi
left=$(grep -oE '\$\{[A-Z_][A-Z0-9_]*\}' "$conf" | sort -u | tr '\n' ' ' || true)
if [ -n "$left" ]; then
    echo "shop-admin: $conf still has ${left% }: set these variables (deploy/README.md lists them)" >&2
    exit 1
fi
