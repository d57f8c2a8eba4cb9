#!/bin/sh
# What the nginx image's entrypoint does at start (deploy/Dockerfile), for a host without
# Docker, and for the admin's end-to-end test: the scripts of docker-entrypoint.d in name order,
# with the image's template step where its 20-envsubst-on-templates.sh sits: envsubst over each
# template, replacing only the variables that are set and match NGINX_ENVSUBST_FILTER (every
# other `$` is nginx's own). Stops at the first script that fails, as the image does.
#
#   ADMIN_API_UPSTREAM=10.0.0.5:8080 ADMIN_ROOT=/srv/shop-admin ... sh deploy/render.sh /etc/nginx/conf.d
#
# writes <dir>/admin.conf from deploy/nginx/admin.conf (or every *.template in
# NGINX_ENVSUBST_TEMPLATE_DIR, as the image reads /etc/nginx/templates), and config.json into
# ADMIN_ROOT when ADMIN_API_BASE_URL or ADMIN_YANDEX_MAPS_API_KEY is set.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 <output dir>" >&2; exit 2; }
NGINX_ENVSUBST_OUTPUT_DIR=$(cd "$1" && pwd)
NGINX_ENVSUBST_FILTER="${NGINX_ENVSUBST_FILTER:-^ADMIN_}"
export NGINX_ENVSUBST_OUTPUT_DIR NGINX_ENVSUBST_FILTER

render_templates() {
    # The image's own way of listing the variables: those set, filtered by name.
    defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${NGINX_ENVSUBST_FILTER}/ ) ? name : \"\" } }" </dev/null))
    if [ -n "${NGINX_ENVSUBST_TEMPLATE_DIR:-}" ]; then
        for template in "$NGINX_ENVSUBST_TEMPLATE_DIR"/*.template; do
            name=$(basename "$template" .template)
            envsubst "$defined_envs" <"$template" >"$NGINX_ENVSUBST_OUTPUT_DIR/$name"
        done
    else
        envsubst "$defined_envs" <"$here/nginx/admin.conf" >"$NGINX_ENVSUBST_OUTPUT_DIR/admin.conf"
    fi
}

rendered=
for script in $(ls "$here/docker-entrypoint.d" | sort -V); do
    if [ -z "$rendered" ] && [ "$(printf '%s\n' 20-envsubst-on-templates.sh "$script" | sort -V | head -n 1)" != "$script" ]; then
        render_templates
        rendered=1
    fi
    case "$script" in
        *.envsh) . "$here/docker-entrypoint.d/$script" ;;
        *.sh) sh "$here/docker-entrypoint.d/$script" ;;
    esac
done
[ -n "$rendered" ] || render_templates
