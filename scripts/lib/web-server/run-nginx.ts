/**
 * Runs nginx as any user, in a temporary folder of its own (pid file and temporary files there, the
 * log on stderr, in the foreground), on a free loopback port, around a rendered site configuration
 * (deploy/nginx/standalone.conf.template). The configuration is checked with `nginx -t` first, so a
 * mistake is reported with nginx's own words.
 *   NGINX_PATH            the nginx executable (default /usr/sbin/nginx, else `nginx` on PATH)
 *   NGINX_MODULES_PATH    where its dynamic modules are (default /usr/lib/nginx/modules)
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fillTemplate } from './nginx-site'
import { NGINX_FOLDER } from './site-for-build'

const BROTLI_STATIC = 'ngx_http_brotli_static_module.so'
const INSTALL_HINT = 'run scripts/ensure-nginx.sh (as root it installs Debian\'s nginx and libnginx-mod-http-brotli-static)'

export function nginxExecutable(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter((p): p is string => Boolean(p))
  const found = candidates.find((p) => existsSync(p)) ?? (spawnSync('sh', ['-c', 'command -v nginx']).stdout?.toString().trim() || '')
  if (!found) throw new Error(`nginx not found: ${INSTALL_HINT}`)
  return found
}

function brotliStaticModule(): string {
  const file = path.join(process.env.NGINX_MODULES_PATH ?? '/usr/lib/nginx/modules', BROTLI_STATIC)
  if (!existsSync(file)) throw new Error(`${file} not found: ${INSTALL_HINT}`)
  return file
}

/** A loopback port no one listens on (taken and given back; nginx binds it right after). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port
      server.close(() => resolve(port))
    })
  })
}

async function answers(url: string, deadline: number, exited: () => string | null): Promise<void> {
  for (;;) {
    const why = exited()
    if (why !== null) throw new Error(`nginx stopped: ${why}`)
    try {
      await fetch(url, { method: 'HEAD' })
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url} within 10 s`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

export interface RunningNginx {
  url: string
  /** the rendered site configuration nginx runs */
  siteConfig: string
  close(): Promise<void>
}

/** Starts nginx with the site that `renderSite(listen)` renders for the port it is given. */
export async function runNginx(renderSite: (listen: string) => string, options: { port?: number } = {}): Promise<RunningNginx> {
  const nginx = nginxExecutable()
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'))
  const port = options.port || (await freePort())
  const siteConfig = renderSite(`127.0.0.1:${port}`)
  const site = path.join(prefix, 'storefront.conf')
  const main = path.join(prefix, 'nginx.conf')
  writeFileSync(site, siteConfig)
  writeFileSync(
    main,
    fillTemplate(readFileSync(path.join(NGINX_FOLDER, 'standalone.conf.template'), 'utf8'), {
      prefix,
      brotli_static_module: brotliStaticModule(),
      mime_types: '/etc/nginx/mime.types',
      site,
    }),
  )
  const args = ['-p', prefix, '-c', main, '-e', 'stderr']
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true })
    throw new Error(`nginx refused the configuration (${main}):\n${check.stderr}`)
  }
  const child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'pipe'] })
  let stderr = ''
  let exit: string | null = null
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString()
    process.stderr.write(d)
  })
  child.on('exit', (code, signal) => (exit = `exit ${code ?? signal}: ${stderr.trim()}`))
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (exit === null) {
      const ended = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await ended
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await answers(url, Date.now() + 10_000, () => exit)
  } catch (e) {
    await close()
    throw e
  }
  return { url, siteConfig, close }
}
