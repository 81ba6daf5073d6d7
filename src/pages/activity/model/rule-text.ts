const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * The rule as plain paragraphs: the server's HTML is never rendered, only its text (block ends and
 * <br> become paragraph breaks, every tag is dropped, entities are decoded).
 */
export function ruleParagraphs(html: string | null | undefined): string[] {
  return String(html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e])
    .replace(/\\n/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
}
