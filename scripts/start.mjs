// Starts the mock services (port 9527) and the H5 dev server (port 10086) together.
// Stops both when either exits or on Ctrl-C.
import { spawn } from 'node:child_process'

const children = []
const run = (name, cmd, args) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env })
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`)
    shutdown(code ?? 1)
  })
  children.push(child)
}
let stopping = false
const shutdown = (code) => {
  if (stopping) return
  stopping = true
  for (const c of children) if (!c.killed) c.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

run('mock', 'npx', ['tsx', 'mock/server.ts'])
run('h5', 'npx', ['taro', 'build', '--type', 'h5', '--watch', '--mode', 'development'])
console.log('\n  Storefront: http://127.0.0.1:10086/?debug=1   (mock services: http://127.0.0.1:9527)\n')
