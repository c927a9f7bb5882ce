// A stand-in content system (WordPress REST shape). Minimal until the content-system suite's
// hostile stand-in lands: an empty team.
import { createServer } from 'node:http'

export async function startContentStandIn(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end('[]')
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/wp-json/wp/v2`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
