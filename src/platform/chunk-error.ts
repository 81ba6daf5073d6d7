/** The mini-program loads subpackages itself; nothing to recover here. */
export function installChunkErrorRecovery(_report: (error: unknown) => void): void {}
