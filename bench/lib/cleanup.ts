/** Stops whatever the benchmark started, on success, failure, a signal or the time limit. */
type Task = () => Promise<void>

const tasks = new Map<number, Task>()
let nextId = 0

/** Registers a stop task; the returned function runs it now and unregisters it. */
export function onCleanup(task: Task): () => Promise<void> {
  const id = nextId++
  tasks.set(id, task)
  return async () => {
    if (!tasks.delete(id)) return
    await task()
  }
}

export async function cleanupAll(): Promise<void> {
  const pending = [...tasks.values()].reverse()
  tasks.clear()
  for (const task of pending) {
    try {
      await task()
    } catch (error) {
      console.error('[bench] cleanup failed:', error)
    }
  }
}

/** Exits after cleaning up on SIGINT/SIGTERM, and after `seconds` at the latest. */
export function installGuards(seconds: number): () => void {
  const stopOn = (reason: string, code: number) => {
    console.error(`[bench] ${reason}: stopping everything`)
    void cleanupAll().finally(() => process.exit(code))
  }
  const onInt = () => stopOn('interrupted', 130)
  const onTerm = () => stopOn('terminated', 143)
  process.once('SIGINT', onInt)
  process.once('SIGTERM', onTerm)
  const timer = setTimeout(() => stopOn(`time limit of ${seconds} s reached`, 1), seconds * 1000)
  timer.unref()
  return () => {
    clearTimeout(timer)
    process.off('SIGINT', onInt)
    process.off('SIGTERM', onTerm)
  }
}
