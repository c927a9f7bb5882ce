import type { ChildProcess } from 'node:child_process'

/** What server/index.ts prints once it listens: "Serving <root> on http://localhost:<port>". */
const SERVING = /Serving \S+ on http:\/\/localhost:(\d+)/

/**
 * The port a server started with PORT=0 (the system picks a free one) listens on, read from what it
 * prints. Rejects with its output if it exits first.
 */
export function servingPort(server: ChildProcess): Promise<number> {
  let output = ''
  return new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const serving = SERVING.exec(output)
      if (serving) resolve(Number(serving[1]))
    })
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}
