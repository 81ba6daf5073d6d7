// What the runtime's entry exports as setInnerHTML in the mini-program build (see
// ../html-parser-with-its-pages.js): the parser itself ships with the pages that draw server HTML,
// which import it from its own file (src/platform/rich-html.ts).
export function setInnerHTML() {
  throw new Error("Taro's HTML parser ships with the pages that draw server HTML: import it as src/platform/rich-html.ts does")
}
