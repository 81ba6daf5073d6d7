/* global setTimeout, clearTimeout, setInterval, fetch, AbortSignal */
// `npm start`: the mock services (port 9527) and the H5 dev server (port 10086) together.
//
// - Prints the storefront's address only once the dev server answers with the built page.
// - Keeps the output readable: the build reports one line per (re)build, not a progress bar.
// - Each child runs in a process group of its own; Ctrl-C, SIGTERM or SIGHUP (and either child
//   exiting) stop both groups, so no server is left holding its port.
//
// MOCK_PORT and STOREFRONT_PORT choose other ports (the browser test of this start uses free ones).
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const HOST = '127.0.0.1'
const mockPort = Number(process.env.MOCK_PORT || 9527)
const storefrontPort = Number(process.env.STOREFRONT_PORT || 10086)
const mockOrigin = `http://${HOST}:${mockPort}`
const storefrontOrigin = `http://${HOST}:${storefrontPort}`
const STOP_GRACE_MS = 5000
const READY_TIMEOUT_MS = Number(process.env.STOREFRONT_READY_TIMEOUT_MS || 10 * 60_000)

const log = (line) => process.stdout.write(`${line}\n`)

/** Resolves when nothing listens on the port, rejects with a readable message otherwise. */
const portFree = (port) =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (e) =>
      reject(new Error(e.code === 'EADDRINUSE' ? `port ${port} on ${HOST} is already in use (another \`npm start\`?)` : e.message)),
    )
    probe.listen(port, HOST, () => probe.close(() => resolve()))
  })

// ---- readable output ------------------------------------------------------------------------
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g
/** Progress and chatter of the build that says nothing a developer acts on. */
const NOISE = [
  /█|░|\(\d+%\)/, // progress bars
  /^[●◯]?\s*Webpack\b.*(setup|building|sealing|emitting|done|Compiled)/i,
  /即将开始启动编译|建议开启持久化缓存|^Tips:|^\d+\.\s.*docs\.taro\.zone/,
  /^<i> \[webpack-dev-(server|middleware)\]/,
  /^npm warn Unknown user config/,
  /^\s*(watch run|\.\.\/|\.\.\.|main\/node_modules)/,
  /^[a-z-]+\/[^\s]*\.(js|ts|tsx|scss)$/, // the module the bar is working on
  // the list of every asset and module webpack prints after each build
  /^\s*(assets? |assets by |Entrypoint |orphan modules |runtime modules |modules by |javascript modules |cacheable modules |\+ \d+ (assets|modules)|data:|\.\/)/,
]
const isNoise = (line) => line.trim() === '' || NOISE.some((re) => re.test(line))

/** Passes a child's output on line by line, prefixed, without ANSI codes and without noise. */
function relay(stream, name, onLine) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n|\r/)
    rest = lines.pop() ?? ''
    for (const raw of lines) {
      const line = raw.replace(ANSI, '').trimEnd()
      onLine?.(line)
      if (!isNoise(line)) log(`[${name}] ${line}`)
    }
  })
}

// ---- children in their own process groups ---------------------------------------------------
const children = new Map()
let stopping = false

function run(name, args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // a process group of its own, so the whole tree (loaders, workers) can be stopped
  })
  relay(child.stdout, name)
  relay(child.stderr, name)
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  children.set(name, { child, exited })
  void exited.then(({ code, signal }) => {
    if (stopping) return
    log(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest`)
    void shutdown(code === 0 ? 1 : code ?? 1)
  })
  return child
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal)
  } catch {
    /* the group is gone already */
  }
}

async function shutdown(exitCode) {
  if (stopping) return
  stopping = true
  const running = [...children.values()]
  for (const { child } of running) signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => {
    for (const { child } of running) signalGroup(child, 'SIGKILL')
  }, STOP_GRACE_MS)
  await Promise.all(running.map((c) => c.exited))
  clearTimeout(timer)
  // children of the children (webpack workers, sass) share the group: make sure none is left
  for (const { child } of running) signalGroup(child, 'SIGKILL')
  process.exit(exitCode)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) log(`\nStopping the mock services and the dev server (${signal}) …`)
    void shutdown(0)
  })
}

// `npm start` runs this script through a shell; a SIGTERM sent to npm ends npm and that shell but
// does not reach this process. When the parent is gone, stop as if signalled.
const parentAtStart = process.ppid
setInterval(() => {
  if (process.ppid !== parentAtStart && !stopping) {
    log('\nnpm start has ended: stopping the mock services and the dev server …')
    void shutdown(0)
  }
}, 250).unref()

// ---- readiness ------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Polls until `check` resolves true; the dev server holds a request until its build is done. */
async function waitFor(what, check) {
  const until = Date.now() + READY_TIMEOUT_MS
  while (!stopping && Date.now() < until) {
    try {
      if (await check()) return true
    } catch {
      /* not listening yet */
    }
    await sleep(500)
  }
  if (!stopping) throw new Error(`${what} did not answer within ${Math.round(READY_TIMEOUT_MS / 1000)} s`)
  return false
}

const mockAnswers = async () => (await fetch(`${mockOrigin}/__mock__/health`, { signal: AbortSignal.timeout(5000) })).ok

/** The page and its first script answer: the dev server has finished its build. */
async function storefrontAnswers() {
  const res = await fetch(`${storefrontOrigin}/`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(READY_TIMEOUT_MS) })
  if (!res.ok) return false
  const html = await res.text()
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1]
  if (!script) return false
  return (await fetch(new URL(script, storefrontOrigin), { signal: AbortSignal.timeout(30_000) })).ok
}

async function main() {
  try {
    await portFree(mockPort)
    await portFree(storefrontPort)
  } catch (e) {
    log(`Cannot start: ${e.message}. Stop it, or choose other ports with MOCK_PORT / STOREFRONT_PORT.`)
    process.exit(1)
  }
  const startedAt = Date.now()
  log(`Starting the mock services (${mockOrigin}) and building the storefront; the first build takes about a minute …`)
  run('mock', [require.resolve('tsx/cli'), 'mock/server.ts'], {
    MOCK_PORT: String(mockPort),
    MOCK_HOST: HOST,
    // the login page sends the parent back to the storefront, here
    MOCK_STOREFRONT_ORIGINS: `${storefrontOrigin},http://localhost:${storefrontPort}`,
  })
  // through the build wrapper, which stops with exit 1 when the first build fails (scripts/taro-build.mjs)
  run('h5', [fileURLToPath(new URL('./taro-build.mjs', import.meta.url)), '--type', 'h5', '--watch', '--mode', 'development'], {
    STOREFRONT_PORT: String(storefrontPort),
    MOCK_ORIGIN: mockOrigin,
    STOREFRONT_QUIET: '1',
  })
  try {
    if (!(await waitFor('the mock services', mockAnswers))) return
    if (!(await waitFor('the storefront dev server', storefrontAnswers))) return
  } catch (e) {
    log(`Cannot start: ${e.message}`)
    await shutdown(1)
    return
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  log('')
  log(`  Storefront ready after ${seconds} s: ${storefrontOrigin}/?debug=1`)
  log(`  Mock services:            ${mockOrigin}`)
  log(`  Error reports:            ${mockOrigin}/mock/error-reports`)
  log('  Ctrl-C stops both.')
  log('')
}

void main()
