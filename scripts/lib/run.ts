import { spawn } from 'node:child_process'

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command: string, args: string[], options: { env?: Record<string, string | undefined>; cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env }, cwd: options.cwd })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}
