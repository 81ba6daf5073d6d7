#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium, WebKit (WebKitGTK's MiniBrowser with its WebDriver,
# and Xvfb to give it a display) and a Chinese font. Uses Debian's packages when running as root with
# apt-get; elsewhere Playwright's managed Chromium (needs network access) and no WebKit.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
pkgs=()
[ -x "$chromium" ] || pkgs+=(chromium)
fc-list 2>/dev/null | grep -qi 'wenquanyi\|wqy' || pkgs+=(fonts-wqy-zenhei)
[ -x /usr/bin/WebKitWebDriver ] || pkgs+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || pkgs+=(xvfb xauth)
# WebKit's lost-network journeys give the browser a network of its own (test/webkit/support/own-network.ts)
command -v ip >/dev/null 2>&1 || pkgs+=(iproute2)
[ ${#pkgs[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing ${pkgs[*]} for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${pkgs[@]}" >/dev/null
elif [ ! -x "$chromium" ]; then
  echo "no Chromium at $chromium and no apt-get as root: using Playwright's managed browser"
  npx --yes playwright install chromium
fi
