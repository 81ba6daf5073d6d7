/** config/README.md's table of the build's customizations, from config/customizations.ts and measured gains. */
import { CUSTOMIZATIONS, type Customization } from '../../config/customizations'

export interface Gain {
  /** bytes the mini-program's main package is larger without it (all packages: weappTotal) */
  weappMain?: number
  weappTotal?: number
  /** bytes (gzip) the H5 first screen is larger without it */
  h5FirstScreen?: number
}
export type Gains = Record<string, Gain>

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** What it saves, as measured; for one that is not about bytes, what it is for. */
export function savesText(c: Customization, g: Gain | undefined): string {
  const parts: string[] = []
  if (g?.weappMain !== undefined) parts.push(`weapp main ${kb(g.weappMain)}${g.weappTotal !== undefined && g.weappTotal !== g.weappMain ? ` (all ${kb(g.weappTotal)})` : ''}`)
  if (g?.h5FirstScreen !== undefined) parts.push(`H5 first screen ${g.h5FirstScreen} B gzip`)
  if (parts.length && c.measuredWith?.length) parts.push(`left out together with ${c.measuredWith.join(', ')}, which needs it`)
  if (c.purpose) parts.push(c.purpose)
  if (!parts.length) return c.measured ? 'not measured yet' : '—'
  return parts.join('; ')
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

export function customizationTable(gains: Gains): string {
  const rows = CUSTOMIZATIONS.map(
    (c) => `| \`${c.name}\` | ${c.kind} | ${c.platforms.join(', ')} | ${cell(c.does)} | ${cell(savesText(c, gains[c.name]))} | ${cell(c.reliesOn)} | ${cell(c.tests)} |`,
  )
  const base = (p: string) => gains[`(as built, ${p})`]
  const asBuilt = [
    base('weapp')?.weappMain !== undefined ? `mini-program main package ${kb(base('weapp')!.weappMain!)}, all packages ${kb(base('weapp')!.weappTotal!)}` : '',
    base('h5')?.h5FirstScreen !== undefined ? `H5 first screen ${base('h5')!.h5FirstScreen} B gzip (index.html and what it loads or preloads)` : '',
  ].filter(Boolean)
  return [
    '## Customizations',
    '',
    'Every way the build departs from what Taro, webpack and NutUI do by default, written from',
    '`config/customizations.ts` by `npm run measure:customizations -- --write-readme`. **Kind**: `option` is a',
    "supported option of Taro, webpack, Babel, PostCSS or NutUI (or Taro's plugin API); `checked` is a loader or",
    "plugin of ours that rewrites what Taro or a library produces, tested on this Taro version's real output",
    '(`test/build/real-inputs.test.ts`, the browser and mini-program tests on the real builds) and failing the',
    'build with its own name when what it expects is absent. **Saves** is how much larger the production build is',
    'when the customization is left out (`BUILD_WITHOUT=name`), measured by that script.',
    '',
    asBuilt.length ? `As built: ${asBuilt.join('; ')}.` : '',
    '',
    '| name | kind | platforms | what it does | saves | relies on | tested by |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `<!-- gains ${JSON.stringify(gains)} -->`,
    '',
  ].join('\n')
}
