/**
 * The TypeScript runner now and then stalls while loading the Payload config and the process
 * then ends with nothing done and exit code 0. Call this first; call the returned function
 * when the work is done: ending before that is reported and exits with code 1.
 */
export function mustFinish(name: string): () => void {
  let finished = false
  process.on('exit', () => {
    if (finished) return
    console.error(`[${name}] ended before finishing (the TypeScript loader stalled): run it again`)
    process.exitCode = 1
  })
  return () => {
    finished = true
  }
}
