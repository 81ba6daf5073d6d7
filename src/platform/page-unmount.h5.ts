/**
 * In a browser Taro's router closes pages itself, and React's scheduler runs in a message-channel
 * task, not a timer the page is charged with; nothing to change.
 */
export function installSyncPageUnmount(_app?: unknown): boolean {
  return false
}
