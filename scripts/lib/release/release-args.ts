/**
 * The command line of `npm run release:weapp`: exactly one of --preview, --upload, --dry-run, and
 * the CI robot that uploads (`--robot N`, WeChat's robots 1–30, 1 by default).
 */
export type ReleaseAction = 'preview' | 'upload' | 'dry-run'

export interface ReleaseArgs {
  action: ReleaseAction
  robot: number
}

export const ROBOT_MIN = 1
export const ROBOT_MAX = 30

export const RELEASE_USAGE = `usage: npm run release:weapp -- --preview | --upload | --dry-run [--robot N]
  --preview   production build, checks, then a preview QR code (terminal and PNG) / 构建、检查后生成预览二维码
  --upload    production build, checks, then upload as the version in package.json / 构建、检查后上传为 package.json 的版本
  --dry-run   everything up to the network call, offline / 离线演练：构建、检查，打印将要上传的内容
  --robot N   the miniprogram-ci robot, ${ROBOT_MIN}–${ROBOT_MAX} (default 1) / 上传所用的 CI 机器人编号`

/** A command line that cannot be run; the message says what is wrong, then the usage. */
export class UsageError extends Error {
  readonly name = 'UsageError'
}

const ACTIONS: Record<string, ReleaseAction> = { '--preview': 'preview', '--upload': 'upload', '--dry-run': 'dry-run' }

/** A robot number from the command line: a whole number from 1 to 30. */
export function parseRobot(text: string | undefined): number {
  if (text === undefined || text === '' || text.startsWith('--')) throw new UsageError('--robot needs a number / --robot 需要一个编号')
  const n = Number(text)
  if (!/^\d+$/.test(text) || n < ROBOT_MIN || n > ROBOT_MAX) {
    throw new UsageError(`--robot must be a whole number from ${ROBOT_MIN} to ${ROBOT_MAX}, got "${text}" / 机器人编号须为 ${ROBOT_MIN}–${ROBOT_MAX} 的整数`)
  }
  return n
}

/** The release's arguments (npm passes what follows `--`); throws UsageError on anything else. */
export function parseReleaseArgs(argv: readonly string[]): ReleaseArgs {
  const actions = new Set<ReleaseAction>()
  let robot = 1
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg in ACTIONS) actions.add(ACTIONS[arg])
    else if (arg === '--robot') robot = parseRobot(argv[++i])
    else if (arg.startsWith('--robot=')) robot = parseRobot(arg.slice('--robot='.length))
    else throw new UsageError(`unknown argument "${arg}" / 未知参数 "${arg}"`)
  }
  if (actions.size !== 1) {
    throw new UsageError(actions.size === 0 ? 'say what to do: --preview, --upload or --dry-run / 请指定 --preview、--upload 或 --dry-run' : `choose one of ${[...actions].map((a) => `--${a}`).join(', ')} / 只能选择一种`)
  }
  return { action: [...actions][0], robot }
}
