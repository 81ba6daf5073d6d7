import type { DemoParentButtonModule, DemoParentLoginModule } from './demo-parent'

/** H5 has no phone grant to stand in for: its development build logs in on the mock's own login page (/mock/h5-login). */
export const loadDemoParentButton: (() => Promise<DemoParentButtonModule>) | null = null
export const loadDemoParentLogin: (() => Promise<DemoParentLoginModule>) | null = null
