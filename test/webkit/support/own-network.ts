import { execFileSync } from 'node:child_process'
import net from 'node:net'

/**
 * A network of WebKit's own that a test switches off and on, the way a phone loses its signal.
 * WebDriver has no offline mode for WebKitGTK, so the browser runs in a Linux network namespace with
 * two links to this machine:
 * - the page's link carries the page's traffic and the namespace's default route. Switched off, its
 *   default route is removed and the link goes down: requests fail, and GLib's network monitor
 *   (which WebKit asks, and which watches the routing table) reports no network, so
 *   `navigator.onLine` turns false and the page hears `offline`; switched on, the reverse;
 * - the control link carries only WebDriver's commands, so the test goes on driving the browser
 *   while the page is offline.
 * The page reaches the site through a relay on this machine's end of the page's link. Needs root and
 * iproute2 (scripts/ensure-browser.sh installs it).
 */
export interface OwnNetwork {
  /** The site's address as the browser in the namespace reaches it. */
  baseURL: string
  /** The command prefix that runs a program inside the namespace. */
  exec: string[]
  /** Where WebDriver's port is reached from this machine. */
  driverHost: string
  setOnline(online: boolean): void
  close(): Promise<void>
}

/** Two /30 networks of 10.231.0.0/16 of this process's own, so that two runs on one machine do not meet. */
const slot = (process.pid % 120) * 2
const PAGE_LINK = { host: `10.231.${slot}.1`, inside: `10.231.${slot}.2` }
const CONTROL_LINK = { host: `10.231.${slot + 1}.1`, inside: `10.231.${slot + 1}.2` }

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] })
}

function link(ns: string, hostEnd: string, inside: string, addresses: { host: string; inside: string }): void {
  ip('link', 'add', hostEnd, 'type', 'veth', 'peer', 'name', inside, 'netns', ns)
  ip('addr', 'add', `${addresses.host}/30`, 'dev', hostEnd)
  ip('link', 'set', hostEnd, 'up')
  ip('-n', ns, 'addr', 'add', `${addresses.inside}/30`, 'dev', inside)
  ip('-n', ns, 'link', 'set', inside, 'up')
}

interface Relay {
  /** Off: the connections under way are reset and new ones refused, as a phone drops its sockets with its signal. */
  setOpen(open: boolean): void
  close(): Promise<void>
}

/** Forwards every connection to `listen` on to `target`: the site, seen from the namespace. */
async function relay(listen: { host: string; port: number }, target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<net.Socket>()
  let open = true
  const server = net.createServer((client) => {
    if (!open) return void client.resetAndDestroy()
    const upstream = net.connect(target.port, target.host)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => s.destroy())
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(listen.port, listen.host, resolve))
  return {
    setOpen: (on) => {
      open = on
      if (!on) for (const s of sockets) s.resetAndDestroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

const PREFIX = 'storefront-wk-'

/** Ends the namespace of the process `owner` (its programs, the namespace, this machine's ends of its links). */
function removeNetworkOf(owner: number): void {
  const ns = `${PREFIX}${owner}`
  try {
    for (const pid of execFileSync('ip', ['netns', 'pids', ns], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean)) process.kill(Number(pid), 'SIGKILL')
  } catch {
    /* no namespace, or its programs have ended */
  }
  for (const args of [['netns', 'del', ns], ['link', 'del', `wkp${owner}`], ['link', 'del', `wkc${owner}`]]) {
    try {
      ip(...args)
    } catch {
      /* gone already */
    }
  }
}

/** The namespaces of runs whose process has ended without removing them (a killed run). */
function removeLeftNetworks(): void {
  const names = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' }).split('\n').map((line) => line.split(' ')[0])
  for (const name of names.filter((n) => n.startsWith(PREFIX))) {
    const owner = Number(name.slice(PREFIX.length))
    try {
      process.kill(owner, 0)
    } catch {
      removeNetworkOf(owner)
    }
  }
}

/** Makes the namespace and its two links, and the relay to `site` (the test server's address). */
export async function ownNetwork(site: string): Promise<OwnNetwork> {
  const target = new URL(site)
  const ns = `${PREFIX}${process.pid}`
  const pageEnd = { host: `wkp${process.pid}`, inside: 'page0' }
  const controlEnd = { host: `wkc${process.pid}`, inside: 'control0' }
  const remove = () => removeNetworkOf(process.pid)
  removeLeftNetworks()
  remove()
  ip('netns', 'add', ns)
  ip('-n', ns, 'link', 'set', 'lo', 'up')
  link(ns, pageEnd.host, pageEnd.inside, PAGE_LINK)
  link(ns, controlEnd.host, controlEnd.inside, CONTROL_LINK)
  const port = Number(target.port)
  const forward = await relay({ host: PAGE_LINK.host, port }, { host: target.hostname, port })
  const setOnline = (online: boolean) => {
    if (online) {
      ip('-n', ns, 'link', 'set', pageEnd.inside, 'up')
      ip('-n', ns, 'route', 'replace', 'default', 'via', PAGE_LINK.host)
      forward.setOpen(true)
    } else {
      // the browser's open connections end first, while the link still carries the reset
      forward.setOpen(false)
      ip('-n', ns, 'route', 'del', 'default')
      ip('-n', ns, 'link', 'set', pageEnd.inside, 'down')
    }
  }
  setOnline(true)
  return {
    baseURL: `http://${PAGE_LINK.host}:${port}`,
    exec: ['ip', 'netns', 'exec', ns],
    driverHost: CONTROL_LINK.inside,
    setOnline,
    close: async () => {
      await forward.close()
      remove()
    },
  }
}
