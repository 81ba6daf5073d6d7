import { isChunkLoadError } from '@/utils/chunk-error'

const OVERLAY_ID = 'chunk-error-overlay'

/** A page whose code failed to load shows a retry panel instead of a white screen. */
function showRetry(): void {
  if (document.getElementById(OVERLAY_ID)) return
  const el = document.createElement('div')
  el.id = OVERLAY_ID
  el.setAttribute('role', 'alert')
  el.style.cssText =
    'position:fixed;inset:0;z-index:9999;background:#f6f7f9;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:15px;color:#666;'
  el.innerHTML =
    '<p style="margin:0 0 16px">页面加载失败，请检查网络后重试</p><button type="button" style="border:0;border-radius:20px;padding:10px 32px;background:#00C094;color:#fff;font-size:15px">重新加载</button>'
  el.querySelector('button')!.addEventListener('click', () => window.location.reload())
  document.body.appendChild(el)
}

export function installChunkErrorRecovery(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault()
      showRetry()
    }
  })
  window.addEventListener(
    'error',
    (event) => {
      if (isChunkLoadError(event.error)) showRetry()
    },
    true,
  )
}
