/**
 * H5: NutUI's InputNumber draws its field as a bare <input> and its − and + as plain <div>s, and
 * passes on no attribute that would name them: a screen reader meets an unnamed field and two
 * silent shapes. This names them in the page: the field after what it counts, the two buttons as
 * buttons that lower and raise it, the one at its limit marked as not available.
 */
export interface StepperLimits {
  atMin: boolean
  atMax: boolean
}

export function nameStepperParts(root: unknown, name: string, limits: StepperLimits): void {
  if (!(root instanceof HTMLElement)) return
  root.querySelector('input')?.setAttribute('aria-label', name)
  const buttons: Array<[string, string, boolean]> = [
    ['.nut-inputnumber-minus', `减少${name}`, limits.atMin],
    ['.nut-inputnumber-add', `增加${name}`, limits.atMax],
  ]
  for (const [selector, label, atLimit] of buttons) {
    const button = root.querySelector(selector)
    if (!button) continue
    button.setAttribute('role', 'button')
    button.setAttribute('aria-label', label)
    button.setAttribute('aria-disabled', String(atLimit))
  }
}
