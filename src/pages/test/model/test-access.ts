/** The QA page opens only with debug=1 (in its address or the entry address) or in a development build. */
export function testPageAllowed(input: { pageDebug?: string; entryDebug?: string; mode: string | undefined }): boolean {
  return input.pageDebug === '1' || input.entryDebug === '1' || input.mode === 'development'
}

/** A token shown for QA: its first and last 4 characters only. */
export function maskToken(token: string | null | undefined): string {
  if (!token) return '（无）'
  if (token.length <= 10) return `${token.slice(0, 2)}****`
  return `${token.slice(0, 4)}****${token.slice(-4)}（${token.length}位）`
}
