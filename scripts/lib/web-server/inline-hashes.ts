/**
 * The sha256 hashes (base64, as a Content-Security-Policy names them) of the inline scripts of a
 * built index.html: the inline code the policy lets run, and nothing else. Pure: the page's text in,
 * the hashes out. A script with a src is not inline and has no hash. (Inline styles need no hash:
 * the policy allows them, see content-security-policy.ts.)
 */
import { createHash } from 'node:crypto'
import type { InlineHashes } from './content-security-policy'

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64')

/** The text of each script element without a src attribute, as the browser hashes it (byte for byte). */
function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(m[1] ?? '')) found.push(m[2])
  }
  return found
}

export const inlineHashes = (html: string): InlineHashes => ({ scripts: [...new Set(inlineScripts(html).map(sha256))] })
