/** H5: the browser lays images out from their CSS; nothing to prepare. */
export function prepareRichHtml(): void {}
