/** The mini-program loads subpackages itself; nothing to recover here. */
export function installChunkErrorRecovery(): void {}
