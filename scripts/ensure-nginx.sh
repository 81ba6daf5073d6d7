#!/usr/bin/env bash
# Makes sure the browser tests' nginx project has nginx with the brotli_static module (the shipped
# configuration, deploy/nginx/, sends the build's .br copies). Installs Debian's nginx and
# libnginx-mod-http-brotli-static when running as root with apt-get; elsewhere it says what is
# missing, and only the nginx project's tests fail.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
module="${NGINX_MODULES_PATH:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so"
pkgs=()
[ -x "$nginx" ] || pkgs+=(nginx)
[ -f "$module" ] || pkgs+=(libnginx-mod-http-brotli-static)
[ ${#pkgs[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing ${pkgs[*]} for the browser tests through nginx"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
else
  echo "the nginx project of the browser tests needs ${pkgs[*]} (no apt-get as root here: install them, or set NGINX_PATH and NGINX_MODULES_PATH)" >&2
fi
