/**
 * What a request waits for before it is sent: a task of its own.
 *
 * In a browser the page's own thread sends a request (the interceptors, the timeout timer, fetch),
 * about a millisecond each on a phone, more under a profiler. A page that opens with four or five
 * calls sent them in one task, after the first render and before the browser could draw or answer a
 * tap. Each now waits for the next task (a MessageChannel message, which a background tab does not
 * hold back as it does timers): the calls leave in the order they were made, one task each.
 */
export function requestTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0)
      return
    }
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
