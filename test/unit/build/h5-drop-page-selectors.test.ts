/** H5: the mini-program's `page` element does not exist in a browser, so its selectors leave the stylesheets. */
import postcss from 'postcss'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const h5DropPageSelectors = require('../../../config/postcss/h5-drop-page-selectors.js') as postcss.PluginCreator<Record<string, never>>

const run = (css: string) => postcss([h5DropPageSelectors({})]).process(css, { from: undefined }).css

describe('h5-drop-page-selectors', () => {
  it('keeps the other selectors of a list and drops a rule that styled only the page', () => {
    expect(run(':root,page{--a:1}')).toBe(':root{--a:1}')
    expect(run('page{background:#fff}.x{color:red}')).toBe('.x{color:red}')
    expect(run('page, body, input{font-family:a}')).toBe('body, input{font-family:a}')
  })

  it('drops what hangs from the page element too', () => {
    expect(run('page .x, .y{color:red}')).toBe('.y{color:red}')
    expect(run('page:after{content:""}')).toBe('')
  })

  it('leaves classes and elements that only begin with "page", and rules inside @media', () => {
    const css = '.page{a:1}.x .page-body{b:2}page-meta{c:3}'
    expect(run(css)).toBe(css)
    expect(run('@media (min-width:1px){page,.x{a:1}}')).toBe('@media (min-width:1px){.x{a:1}}')
  })
})
