/**
 * The mini-program: NutUI's InputNumber is drawn with WeChat's own input and views, which the page
 * cannot reach into; nothing is added (H5 names the parts: stepper-names.h5.ts).
 */
export interface StepperLimits {
  atMin: boolean
  atMax: boolean
}

export function nameStepperParts(_root: unknown, _name: string, _limits: StepperLimits): void {}
