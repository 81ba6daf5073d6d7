import { anatomyOf, describeAnatomy, meanAnatomy, pageMainThread, partOf, tracedLongTasks, type TraceEvent } from '../../../scripts/lib/task-anatomy'

const PID = 7
const TID = 1
const x = (name: string, ts: number, dur: number, tid = TID): TraceEvent => ({ name, ph: 'X', ts, dur, pid: PID, tid })
const URL = 'http://127.0.0.1:9000/pages/home/home?debug=1'
const nav: TraceEvent = { name: 'navigationStart', ph: 'R', ts: 1_000_000, pid: PID, tid: TID, args: { data: { documentLoaderURL: URL } } }
const threadName: TraceEvent = { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: TID, args: { name: 'CrRendererMain' } }

describe('what a long task is made of', () => {
  it('names the kinds of work a page can act on', () => {
    expect(partOf('InlineNode::ShapeTextIncludingFirstLine')).toBe('text shaping')
    expect(partOf('InlineNode::FindSvgTextChunks')).toBe('SVG text')
    expect(partOf('LocalFrameView::performLayout')).toBe('layout')
    expect(partOf('Document::recalcStyle')).toBe('style')
    expect(partOf('PaintArtifactCompositor::Update')).toBe('paint')
    expect(partOf('FunctionCall')).toBe('script')
    expect(partOf('V8.BytecodeBudgetInterrupt')).toBe('script')
    // the collector's V8 events are not script
    expect(partOf('V8.GC_SCAVENGER_SCAVENGE_PARALLEL_PHASE')).toBe('garbage collection')
    expect(partOf('MinorGC')).toBe('garbage collection')
    expect(partOf('LocalWindowProxy::Initialize')).toBe('navigation commit')
    expect(partOf('ResourceFetcher::requestResource')).toBe('resource requests')
    expect(partOf('SomethingNew')).toBe('other')
  })

  it('counts each event by its self time, so the parts add up to the task and nothing counts twice', () => {
    const task = x('RunTask', 0, 60_000)
    const events = [
      task,
      // a layout of 30 ms, 20 of them shaping text
      x('LocalFrameView::performLayout', 1_000, 30_000),
      x('InlineNode::ShapeTextIncludingFirstLine', 2_000, 20_000),
      // a script of 20 ms with 5 ms of garbage collection inside
      x('FunctionCall', 35_000, 20_000),
      x('MinorGC', 40_000, 5_000),
      // another thread's work in the same period is not this task's
      x('Layout', 0, 50_000, 99),
    ]
    const parts = anatomyOf(task, events.filter((e) => e.tid === TID))
    expect(parts['text shaping']).toBe(20)
    expect(parts.layout).toBe(10)
    expect(parts.script).toBe(15)
    expect(parts['garbage collection']).toBe(5)
    // the task's own untraced time
    expect(parts.other).toBe(10)
    expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBeCloseTo(60)
    expect(describeAnatomy(parts)).toBe('text shaping 20.0 ms, script 15.0 ms, layout 10.0 ms, other 10.0 ms, garbage collection 5.0 ms')
  })

  it('finds the page’s main thread by the address it loaded, and its tasks of 50 ms or more before the largest paint', () => {
    const events = [
      threadName,
      nav,
      x('RunTask', 1_010_000, 40_000),
      x('RunTask', 1_100_000, 60_000),
      x('Layout', 1_101_000, 50_000),
      // after the largest paint (at 500 ms): not counted
      x('RunTask', 1_600_000, 80_000),
      // another renderer's long task
      { ...x('RunTask', 1_100_000, 90_000), pid: 8 },
    ]
    const thread = pageMainThread(events, URL)
    expect(thread).toEqual({ pid: PID, tid: TID, navigationTs: 1_000_000 })
    expect(pageMainThread(events, 'http://127.0.0.1:9000/other')).toBeNull()
    const tasks = tracedLongTasks(events, thread!, 500)
    expect(tasks).toHaveLength(1)
    expect(tasks[0]).toMatchObject({ startMs: 100, durationMs: 60 })
    expect(tasks[0].parts.layout).toBe(50)
    expect(tracedLongTasks(events, thread!, null).map((t) => t.startMs)).toEqual([100, 600])
  })

  it('averages the parts over the long tasks of several runs', () => {
    const task = x('RunTask', 0, 60_000)
    const a = { startMs: 0, durationMs: 60, parts: anatomyOf(task, [task, x('Layout', 0, 40_000)]) }
    const b = { startMs: 0, durationMs: 60, parts: anatomyOf(task, [task, x('Layout', 0, 20_000)]) }
    expect(meanAnatomy([a, b]).layout).toBe(30)
    expect(meanAnatomy([]).layout).toBe(0)
  })
})
