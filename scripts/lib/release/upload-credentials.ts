/**
 * What a preview or an upload needs before anything is built: the mini-program's app id
 * (TARO_APP_WEAPP_APPID of the production build mode) and its code upload key, whose path comes from
 * WEAPP_UPLOAD_KEY_PATH and which never lives in the repository. Each problem is said in Chinese and
 * English, with how to put it right.
 */
import path from 'node:path'

export const APPID_VARIABLE = 'TARO_APP_WEAPP_APPID'
export const KEY_PATH_VARIABLE = 'WEAPP_UPLOAD_KEY_PATH'
/** DevTools' stand-in app id: it opens a project, WeChat's servers take nothing from it. */
export const TOURIST_APPID = 'touristappid'
/** A mini-program's app id: wx and 16 hexadecimal digits. */
const APPID_RE = /^wx[0-9a-f]{16}$/i
/** The name the admin console gives the key it downloads. */
const DOWNLOADED_KEY_RE = /^private\.(wx[0-9a-z]+)\.key$/i

export interface Problem {
  zh: string
  en: string
  /** how to put it right */
  fix: string
}

/** What the checks read of the disk and of git, so that they run on fakes. */
export interface KeyFileProbe {
  kind(file: string): 'file' | 'directory' | 'missing'
  /** the start of the file, enough to tell a PEM key */
  head(file: string): string
  /** true when `git check-ignore` says the file inside the work tree is ignored */
  ignoredByGit(file: string): boolean
}

const WHERE_THE_KEY_COMES_FROM =
  '微信公众平台 → 开发管理 → 开发设置 → 小程序代码上传密钥：生成并下载（文件名为 private.<appid>.key），放在仓库之外，' +
  `再设置 ${KEY_PATH_VARIABLE}=/path/to/private.<appid>.key；同一页面可设置上传 IP 白名单。\n` +
  'mp.weixin.qq.com → Development → Development settings → Mini Program code upload key: generate and download it ' +
  `(WeChat names it private.<appid>.key), keep it outside the repository, then run with ${KEY_PATH_VARIABLE}=/path/to/private.<appid>.key; ` +
  'the same page holds the upload IP allow-list.'

const SET_THE_APPID =
  `在 .env.production 中把 ${APPID_VARIABLE} 设为小程序的 app id（微信公众平台 → 开发管理 → 开发设置 → AppID），或运行时设置环境变量 ${APPID_VARIABLE}=wx…\n` +
  `Set ${APPID_VARIABLE} in .env.production to the mini-program's app id (mp.weixin.qq.com → Development → Development settings → AppID), ` +
  `or set the environment variable ${APPID_VARIABLE}=wx… for this run.`

export function appIdProblems(appid: string): Problem[] {
  if (!appid) return [{ zh: `${APPID_VARIABLE} 为空。`, en: `${APPID_VARIABLE} is empty.`, fix: SET_THE_APPID }]
  if (appid === TOURIST_APPID) {
    return [
      {
        zh: `${APPID_VARIABLE} 是 ${TOURIST_APPID}（开发者工具的游客 app id，微信不接受它的预览和上传）。`,
        en: `${APPID_VARIABLE} is ${TOURIST_APPID} (DevTools' tourist app id, which WeChat takes no preview or upload from).`,
        fix: SET_THE_APPID,
      },
    ]
  }
  if (!APPID_RE.test(appid)) {
    return [{ zh: `${APPID_VARIABLE}="${appid}" 不是小程序 app id（wx 加 16 位十六进制字符）。`, en: `${APPID_VARIABLE}="${appid}" is not a mini-program app id (wx and 16 hexadecimal digits).`, fix: SET_THE_APPID }]
  }
  return []
}

/** The upload key: set, present, a PEM private key, made for this app id, and never where git would take it. */
export function keyProblems(keyPath: string | undefined, appid: string, root: string, probe: KeyFileProbe): Problem[] {
  if (!keyPath || !keyPath.trim()) {
    return [{ zh: `缺少上传密钥：未设置环境变量 ${KEY_PATH_VARIABLE}。`, en: `No upload key: the environment variable ${KEY_PATH_VARIABLE} is not set.`, fix: WHERE_THE_KEY_COMES_FROM }]
  }
  const file = path.resolve(root, keyPath)
  const kind = probe.kind(file)
  if (kind === 'missing') {
    return [{ zh: `${KEY_PATH_VARIABLE}=${keyPath}：文件不存在（${file}）。`, en: `${KEY_PATH_VARIABLE}=${keyPath}: no such file (${file}).`, fix: WHERE_THE_KEY_COMES_FROM }]
  }
  if (kind === 'directory') {
    return [{ zh: `${KEY_PATH_VARIABLE}=${keyPath} 是一个目录，应为密钥文件本身。`, en: `${KEY_PATH_VARIABLE}=${keyPath} is a folder; it must name the key file itself.`, fix: WHERE_THE_KEY_COMES_FROM }]
  }
  const problems: Problem[] = []
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(probe.head(file))) {
    problems.push({ zh: `${KEY_PATH_VARIABLE}=${keyPath} 不是上传密钥（没有 PEM 私钥头）。`, en: `${KEY_PATH_VARIABLE}=${keyPath} is not an upload key (no PEM private key header).`, fix: WHERE_THE_KEY_COMES_FROM })
  }
  const madeFor = DOWNLOADED_KEY_RE.exec(path.basename(file))?.[1]
  if (madeFor && appid && APPID_RE.test(appid) && madeFor.toLowerCase() !== appid.toLowerCase()) {
    problems.push({
      zh: `密钥文件名表明它属于 ${madeFor}，而 ${APPID_VARIABLE} 是 ${appid}。`,
      en: `The key's file name says it belongs to ${madeFor}, but ${APPID_VARIABLE} is ${appid}.`,
      fix: `使用 ${appid} 的上传密钥，或更正 ${APPID_VARIABLE}。\nUse the upload key of ${appid}, or correct ${APPID_VARIABLE}.`,
    })
  }
  const inside = path.relative(root, file)
  if (!inside.startsWith('..') && !path.isAbsolute(inside) && !probe.ignoredByGit(file)) {
    problems.push({
      zh: `密钥 ${inside} 位于仓库内且未被 .gitignore 忽略，可能被提交。`,
      en: `The key ${inside} is inside the repository and not ignored by .gitignore: it could be committed.`,
      fix: '把密钥移到仓库之外（或使用 .gitignore 已忽略的文件名，如 private.<appid>.key）。\nMove the key out of the repository (or use a name .gitignore covers, such as private.<appid>.key).',
    })
  }
  return problems
}

/** Everything a preview or an upload lacks, all at once. */
export function credentialProblems(opts: { appid: string; keyPath: string | undefined; root: string; probe: KeyFileProbe }): Problem[] {
  return [...appIdProblems(opts.appid), ...keyProblems(opts.keyPath, opts.appid, opts.root, opts.probe)]
}

/** The problems as the terminal shows them, under a heading that says what cannot be done. */
export function describeProblems(heading: { zh: string; en: string }, problems: readonly Problem[], mark = '✗'): string {
  const lines = [`${mark} ${heading.zh} / ${heading.en}`]
  problems.forEach((p, i) => {
    lines.push(`  ${i + 1}. ${p.zh}`, `     ${p.en}`)
    for (const line of p.fix.split('\n')) lines.push(`     → ${line}`)
  })
  return lines.join('\n')
}
