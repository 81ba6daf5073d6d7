/** webpack rejects a page chunk that failed or took longer than the 120 s chunk timeout with this. */
export function isChunkLoadError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false
  const err = e as { name?: string; message?: string }
  return err.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(err.message ?? '')
}
