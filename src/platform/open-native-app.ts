/** The mini-program cannot launch the native app by scheme. */
export function openNativeApp(): void {}
