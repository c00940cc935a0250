#!/bin/sh
# Renders portal.conf.template (beside this script) from PORTAL_* environment variables and runs nginx in the
# foreground. The container's entry point (deploy/nginx/Dockerfile), and what `npm run serve:prod` runs
# (scripts/serve-prod.ts), so a workstation and a deployment run the same configuration the same way.
#
#   PORTAL_GATEWAY_UPSTREAM=http://gateway.internal:8080/api sh deploy/nginx/docker-entrypoint.sh
#
# Variables the environment leaves unset take their value from defaults.env. PORTAL_NGINX_RUN_DIR (default
# /tmp/portal-nginx) receives the rendered nginx.conf, the pid file and nginx's temporary files; it is nginx's
# prefix, so nginx needs no root and writes nowhere else.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
template="$here/portal.conf.template"
run_dir="${PORTAL_NGINX_RUN_DIR:-/tmp/portal-nginx}"

fail() {
  echo "portal nginx: $*" >&2
  exit 64
}

# Defaults for what the environment leaves unset (a variable set to the empty text stays empty).
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in '' | '#'*) continue ;; esac
  name=${line%%=*}
  if ! printenv "$name" >/dev/null 2>&1; then export "$line"; fi
done <"$here/defaults.env"

# Every ${PORTAL_...} of the template must be set, and no value may change the configuration's structure.
newline='
'
variables=$(grep -o '\${PORTAL_[A-Z0-9_]*}' "$template" | sort -u)
for reference in $variables; do
  name=${reference#??}
  name=${name%?}
  printenv "$name" >/dev/null 2>&1 || fail "$name is not set (docs/deploying.md lists the variables)."
  value=$(printenv "$name")
  case "$value" in
    *'"'* | *"'"* | *';'* | *'{'* | *'}'* | *'$'* | *'\'* | *"$newline"*)
      fail "$name must not contain quotes, ';', '{', '}', '\$', backslashes or line breaks: $value" ;;
  esac
done

case "$PORTAL_GATEWAY_UPSTREAM" in
  http://?* | https://?*) ;;
  *) fail "PORTAL_GATEWAY_UPSTREAM must be the gateway's http(s) address with its base path, such as http://gateway.internal:8080/api, not \"$PORTAL_GATEWAY_UPSTREAM\"." ;;
esac
case "$PORTAL_GATEWAY_BASE" in
  /?*) ;;
  *) fail "PORTAL_GATEWAY_BASE must be the path config.json names as gatewayBaseUrl, such as /api, not \"$PORTAL_GATEWAY_BASE\"." ;;
esac
# Paths are joined with "/" in the template.
PORTAL_GATEWAY_UPSTREAM=${PORTAL_GATEWAY_UPSTREAM%/}
PORTAL_GATEWAY_BASE=${PORTAL_GATEWAY_BASE%/}
export PORTAL_GATEWAY_UPSTREAM PORTAL_GATEWAY_BASE

mkdir -p "$run_dir"
# Only the template's own variables are replaced; nginx's ($uri, $host ...) stay as they are.
# shellcheck disable=SC2086 # the list is one argument of space-separated ${NAME} references
envsubst "$(echo $variables)" <"$template" >"$run_dir/nginx.conf"

# Debian puts nginx in /usr/sbin, which an ordinary user's PATH may leave out.
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
exec "$nginx_bin" -e stderr -p "$run_dir/" -c "$run_dir/nginx.conf"
