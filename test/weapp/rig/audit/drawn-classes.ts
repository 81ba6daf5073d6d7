/**
 * The classes a page draws, read from its setData as the view receives it, for the audit's WXSS
 * usage rule (wxss-usage.ts). Taro's base.wxml draws every node with one template per node name
 * (`tmpl_0_<nn>`): each binds `class` to the node's `cl`, and some also bind `hover-class` (or a
 * placeholder's class) to a key of their own, with the class WeChat applies when that key is unset
 * (a button's `button-hover`). Every setData is read, so a state drawn for a moment (a loading
 * state, a toast) counts as drawn, as it does for DevTools, which watches the view throughout. The
 * log is read once the journey is over (each page's data rebuilt from its setData), so none of this
 * runs inside a timed window of the bench.
 */
import { applySetData, parseKeyPath } from '../key-path'
import type { SetDataRecord } from '../mini-host'

/** For each node name (Taro's `nn`): the data keys its template binds to a class attribute, each with WeChat's class when the key is unset. */
export type ClassBindings = Map<string, Array<{ key: string; fallback: string | null }>>

export function classBindingsOf(baseWxml: string): ClassBindings {
  const out: ClassBindings = new Map()
  // an input's and a textarea's templates come in variants (tmpl_0_33_focus, …_blur): one node name
  for (const m of baseWxml.matchAll(/<template name="tmpl_0_([0-9a-z]+)(?:_[a-z]+)?">([\s\S]*?)<\/template>/g)) {
    const bindings = out.get(m[1]) ?? []
    for (const b of m[2].matchAll(/[a-z-]*class="\{\{i\.(\w+)(?:\|\|'([^']*)')?\}\}"/g)) {
      if (!bindings.some((x) => x.key === b[1])) bindings.push({ key: b[1], fallback: b[2] && b[2] !== 'none' ? b[2] : null })
    }
    out.set(m[1], bindings)
  }
  return out
}

type Node = Record<string, unknown>
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v) && 'nn' in v

function addClasses(value: unknown, into: Set<string>): void {
  if (typeof value !== 'string') return
  for (const c of value.split(/\s+/)) if (c) into.add(c)
}

/** A node's classes (`cl` and whatever else its template binds to a class) and its descendants'. */
function addNode(node: Node, bindings: ClassBindings, into: Set<string>): void {
  addClasses(node.cl, into)
  for (const b of bindings.get(String(node.nn)) ?? []) {
    if (b.key === 'cl') continue
    if (typeof node[b.key] === 'string' && node[b.key]) addClasses(node[b.key], into)
    else if (b.fallback) into.add(b.fallback)
  }
  for (const v of Object.values(node)) walk(v, bindings, into)
}

function walk(value: unknown, bindings: ClassBindings, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) walk(v, bindings, into)
  else if (isNode(value)) addNode(value, bindings, into)
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) walk(v, bindings, into)
}

/**
 * The classes one setData draws: those of the nodes it sends whole, and for a key that sets one
 * attribute of a node (`root.cn.[0].cl`) that attribute, when the node's template binds it to a
 * class. `data` is the page's data once the payload is applied (for the node's name).
 */
export function classesOfSetData(payload: Record<string, unknown>, data: Record<string, unknown>, bindings: ClassBindings): Set<string> {
  const out = new Set<string>()
  for (const [key, value] of Object.entries(payload)) {
    const path = parseKeyPath(key)
    const last = path[path.length - 1]
    let parent: unknown = data
    for (const seg of path.slice(0, -1)) parent = parent === null || typeof parent !== 'object' ? undefined : (parent as Record<string | number, unknown>)[seg]
    if (isNode(parent) && typeof last === 'string' && (last === 'cl' || (bindings.get(String(parent.nn)) ?? []).some((b) => b.key === last))) addClasses(value, out)
    else walk(value, bindings, out)
  }
  return out
}

/** Every class each route drew over a journey: its pages' setData replayed in order, page by page. */
export function drawnClassesOf(log: SetDataRecord[], bindings: ClassBindings): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  const dataOf = new Map<string, Record<string, unknown>>()
  for (const r of log) {
    const instance = `${r.route}#${r.page ?? 0}`
    let data = dataOf.get(instance)
    if (!data) dataOf.set(instance, (data = {}))
    const payload = JSON.parse(r.json) as Record<string, unknown>
    applySetData(data, payload)
    let drawn = out.get(r.route)
    if (!drawn) out.set(r.route, (drawn = new Set()))
    for (const c of classesOfSetData(payload, data, bindings)) drawn.add(c)
  }
  return out
}
