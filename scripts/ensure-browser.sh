#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium and a Chinese font. Uses Debian's packages when
# running as root with apt-get; elsewhere Playwright's managed browser (needs network access).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
pkgs=()
[ -x "$chromium" ] || pkgs+=(chromium)
fc-list 2>/dev/null | grep -qi 'wenquanyi\|wqy' || pkgs+=(fonts-wqy-zenhei)
[ ${#pkgs[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing ${pkgs[*]} for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${pkgs[@]}" >/dev/null
elif [ ! -x "$chromium" ]; then
  echo "no Chromium at $chromium and no apt-get as root: using Playwright's managed browser"
  npx --yes playwright install chromium
fi
