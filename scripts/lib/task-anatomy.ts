/**
 * What a long main-thread task is made of, read from a Chromium trace: the self time of every traced
 * event inside the task, grouped into the kinds of work a page author can act on (script, style,
 * layout, text shaping, paint, garbage collection, Chromium's navigation commit …).
 */

/** The fields of a Chromium trace event this module reads. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { documentLoaderURL?: string } }
}

export const TASK_PARTS = [
  'script',
  'text shaping',
  'SVG text',
  'layout',
  'style',
  'paint',
  'garbage collection',
  'navigation commit',
  'HTML parsing',
  'resource requests',
  'other',
] as const
export type TaskPart = (typeof TASK_PARTS)[number]
export type TaskAnatomy = Record<TaskPart, number>

// first match wins: the garbage collector's V8.GC* events before the other V8 events
const PARTS: Array<[RegExp, TaskPart]> = [
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|CppGC|ThreadState::)/, 'garbage collection'],
  [/^InlineNode::FindSvgTextChunks|^SvgText/, 'SVG text'],
  [/^InlineNode::ShapeText|^HarfBuzz|^Shape/, 'text shaping'],
  [/^(Layout$|LocalFrameView::(performLayout|layout)|Blink\.Layout|LayoutShift|InvalidateLayout)/, 'layout'],
  [/^(UpdateLayoutTree|Document::(recalcStyle|updateStyle|updateActiveStyle|rebuildLayoutTree|UpdateStyleAndLayout)|StyleEngine::|StyleSheetCollection::|ParseAuthorStyleSheet|Blink\.(Style|ParseStyleSheet))/, 'style'],
  [/^(Paint|PrePaint|PaintImage|Commit|Layerize|UpdateLayer|CullRectUpdate|PaintArtifactCompositor::|PaintController::|Blink\.(Paint|PrePaint|CompositingInputs)|LocalFrameView::Run.*(Paint|Compositing))/, 'paint'],
  [/^(DocumentLoader::|LocalWindowProxy::|FrameLoader|InstallConditionalFeatures|NavigationBodyLoader::|ContextCreatedNotification|V8\.DeserializeContext|Document::OpenForNavigation)/, 'navigation commit'],
  [/^(ParseHTML|HTMLDocumentParser::|DecodedDataDocumentParser::)/, 'HTML parsing'],
  [/^ResourceFetcher::|^ResourceChangePriority|^ResourceLoadPriorityOptimizer/, 'resource requests'],
  [/^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|FireAnimationFrame|TimerFire|EventDispatch|HTMLParserScriptRunner|FlushInstructionCache|MessagePort::|AsyncTask|PageAnimator::serviceScriptedAnimations|XHRReadyStateChange|FireIdleCallback)/, 'script'],
]

/** The kind of work a traced event stands for; 'other' for anything not listed (and the task's own untraced time). */
export function partOf(name: string): TaskPart {
  for (const [pattern, part] of PARTS) if (pattern.test(name)) return part
  return 'other'
}

const emptyAnatomy = (): TaskAnatomy => Object.fromEntries(TASK_PARTS.map((p) => [p, 0])) as TaskAnatomy

/**
 * The task's duration split by kind of work: each complete event inside it counts its self time
 * (its duration less that of the events directly inside it), so nothing is counted twice and the
 * parts add up to the task's duration. Milliseconds, one decimal.
 */
export function anatomyOf(task: TraceEvent, threadEvents: TraceEvent[]): TaskAnatomy {
  const end = task.ts + (task.dur ?? 0)
  const inside = threadEvents
    .filter((e) => e !== task && e.ph === 'X' && e.dur !== undefined && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<TraceEvent, number>([[task, task.dur ?? 0]])
  const stack: TraceEvent[] = [task]
  for (const e of inside) {
    while (stack.length > 1 && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts) stack.pop()
    const parent = stack[stack.length - 1]
    self.set(parent, (self.get(parent) ?? 0) - (e.dur ?? 0))
    self.set(e, e.dur ?? 0)
    stack.push(e)
  }
  const parts = emptyAnatomy()
  for (const [e, us] of self) parts[e === task ? 'other' : partOf(e.name)] += Math.max(0, us) / 1000
  for (const p of TASK_PARTS) parts[p] = Math.round(parts[p] * 10) / 10
  return parts
}

export interface PageThread {
  pid: number
  tid: number
  /** the trace time (µs) of the page's navigation start: its performance timeline's zero */
  navigationTs: number
}

/** The renderer main thread that loaded `pageUrl` (its last navigation there), or null when the trace has none. */
export function pageMainThread(events: TraceEvent[], pageUrl: string): PageThread | null {
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === pageUrl).pop()
  if (!nav) return null
  const named = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain')
  return { pid: nav.pid, tid: named?.tid ?? nav.tid, navigationTs: nav.ts }
}

export interface TracedTask {
  /** from the navigation start, as the page's own timeline counts */
  startMs: number
  durationMs: number
  parts: TaskAnatomy
}

/** The page's main-thread tasks of at least `minMs` that started before `beforeMs` (page time), each with its anatomy. */
export function tracedLongTasks(events: TraceEvent[], thread: PageThread, beforeMs: number | null, minMs = 50): TracedTask[] {
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid)
  return own
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000)
    .map((t) => ({ t, startMs: (t.ts - thread.navigationTs) / 1000 }))
    .filter(({ startMs }) => startMs >= 0 && (beforeMs === null || startMs < beforeMs))
    .map(({ t, startMs }) => ({ startMs: Math.round(startMs), durationMs: Math.round((t.dur ?? 0) / 100) / 10, parts: anatomyOf(t, own) }))
}

/** The parts of at least `minMs`, largest first: "text shaping 21.3 ms, layout 13.8 ms". */
export function describeAnatomy(parts: TaskAnatomy, minMs = 1): string {
  return TASK_PARTS.filter((p) => parts[p] >= minMs)
    .sort((a, b) => parts[b] - parts[a])
    .map((p) => `${p} ${parts[p].toFixed(1)} ms`)
    .join(', ')
}

/** The mean of each part over the given tasks (each task once), for a summary across runs. */
export function meanAnatomy(tasks: TracedTask[]): TaskAnatomy {
  const mean = emptyAnatomy()
  if (tasks.length === 0) return mean
  for (const t of tasks) for (const p of TASK_PARTS) mean[p] += t.parts[p] / tasks.length
  for (const p of TASK_PARTS) mean[p] = Math.round(mean[p] * 10) / 10
  return mean
}
