/** In a browser NutUI's own `<i>` element draws its icons; nothing to change. */
export function installIconElement(): void {}
