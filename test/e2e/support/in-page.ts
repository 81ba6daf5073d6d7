/**
 * Helpers for scripts that run in the page (passed as text to page.evaluate or WebDriver's
 * executeScript, so that both browsers run the same lines): `shown(el)` for an element drawn with a
 * size, `describe(el)` for a short name a person finds it by (tag, test id, two classes, its text).
 * Prepend to a script's body.
 */
export const IN_PAGE_HELPERS = `
  var shown = function (el) {
    var r = el.getBoundingClientRect()
    var s = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
  }
  var describe = function (el) {
    var id = el.getAttribute('data-testid')
    var cls = (el.getAttribute('class') || '').split(/\\s+/).filter(Boolean).slice(0, 2).join('.')
    var text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 16)
    return el.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '') + (cls ? '.' + cls : '') + (text ? ' "' + text + '"' : '')
  }
`
