/** Stops the servers the global setup started. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__e2eNginx?.close()
  globalThis.__e2eNginx = undefined
  await globalThis.__e2eSite?.close()
  globalThis.__e2eSite = undefined
}
