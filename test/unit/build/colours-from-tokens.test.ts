import { findInStylesheets } from '../helpers/stylesheets'

/**
 * One set of colours: a stylesheet names a colour token (src/styles/_colors.scss), never a colour
 * of its own, so a change of a token (a darker grey for contrast) reaches every page. The theme's
 * CSS variables for NutUI (app.scss) and the tokens themselves are where colours are written.
 */
const WRITES_COLOURS = ['styles/_colors.scss', 'app.scss']

/** The literal colours of a stylesheet's source (comments left out), with their line numbers. */
export function literalColours(source: string): string[] {
  return source.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '')
    return [...code.matchAll(/#[0-9a-fA-F]{3,8}\b|\brgba?\(\s*\d/g)].map((m) => `${i + 1}: ${m[0]}`)
  })
}

test('the scan finds a literal colour, and not one in a comment or a token', () => {
  expect(literalColours('.a {\n  color: #999;\n  // was #666\n  background: $surface;\n  border-color: rgba(0, 0, 0, 0.1);\n}')).toEqual(['2: #999', '5: rgba(0'])
})

test('no stylesheet but the tokens writes a colour of its own', () => {
  const { read, found } = findInStylesheets(literalColours, WRITES_COLOURS)
  expect(read).toBeGreaterThan(50)
  expect(found).toEqual([])
})
