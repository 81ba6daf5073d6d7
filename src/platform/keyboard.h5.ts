/**
 * Whether the phone's keyboard is up, in a browser: a browser does not say, so a text field that
 * has the focus stands for it (the keyboard opens with the focus and closes with the blur). Moving
 * from one field to the next blurs and focuses within a moment; that is not a close.
 */

/** Within this long after a blur, a focus on another field keeps the keyboard open. */
export const REFOCUS_MS = 120

const TYPING = 'input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=button]):not([type=submit]), textarea, [contenteditable=""], [contenteditable=true]'

/** Whether focus on this element brings up a keyboard. */
export function opensKeyboard(target: EventTarget | null): boolean {
  return typeof Element !== 'undefined' && target instanceof Element && target.matches(TYPING)
}

/** Calls `onChange` each time the keyboard opens or closes; the returned function stops listening. */
export function watchKeyboard(onChange: (open: boolean) => void): () => void {
  let open = false
  let closing: ReturnType<typeof setTimeout> | undefined
  const set = (now: boolean) => {
    if (now === open) return
    open = now
    onChange(now)
  }
  const focusIn = (event: FocusEvent) => {
    if (!opensKeyboard(event.target)) return
    clearTimeout(closing)
    set(true)
  }
  const focusOut = (event: FocusEvent) => {
    if (!opensKeyboard(event.target)) return
    clearTimeout(closing)
    closing = setTimeout(() => set(opensKeyboard(document.activeElement)), REFOCUS_MS)
  }
  document.addEventListener('focusin', focusIn)
  document.addEventListener('focusout', focusOut)
  return () => {
    clearTimeout(closing)
    document.removeEventListener('focusin', focusIn)
    document.removeEventListener('focusout', focusOut)
  }
}
