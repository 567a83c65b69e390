import { spawn } from 'node:child_process'

export interface RunOptions {
  env?: Record<string, string | undefined>
  cwd?: string
  /** Keep the command's output and print it in one piece when it ends (for commands run side by side). */
  buffered?: boolean
}

/** Runs a command with inherited (or buffered) output; rejects with its exit code. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
      cwd: options.cwd,
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output))
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}
