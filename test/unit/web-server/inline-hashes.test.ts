/** The hashes a policy gives the inline scripts of index.html: each inline script's text, byte for byte; none for a script with a src. */
import { createHash } from 'node:crypto'
import { inlineHashes } from '../../../scripts/lib/web-server/inline-hashes'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

test('each inline script once, as the browser hashes it; scripts with a src and styles have none', () => {
  const html =
    '<head><script>alert(1)</script><script type="module">var 商城 = "儿童"\n</script><script defer="defer" src="/js/app.0123abcd.js"></script>' +
    '<style>.a{color:red}</style><SCRIPT>alert(1)</SCRIPT></head>'
  expect(inlineHashes(html)).toEqual({ scripts: ['bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=', sha('var 商城 = "儿童"\n')] })
  expect(inlineHashes('<script src="/x.js"></script>')).toEqual({ scripts: [] })
})
