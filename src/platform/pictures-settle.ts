/**
 * Calls `run` once the pictures drawn so far have settled (arrived, or failed, and faded in over
 * `fadeMs`); answers a function that cancels. The mini-program shows the page no view of its
 * pictures' loading: there the wait is the fade alone.
 */
export function afterPicturesSettle(run: () => void, fadeMs: number): () => void {
  const timer = setTimeout(run, fadeMs)
  return () => clearTimeout(timer)
}
