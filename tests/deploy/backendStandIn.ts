// A stand-in for the hosted backend's functions endpoint, answering as the deployed
// secure-contact-form does (CORS included), and recording what it received for the tests
// (GET /__received).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'

export interface ReceivedCall {
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

export async function startBackendStandIn(port: number): Promise<Server> {
  const received: ReceivedCall[] = []
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end()
    if (request.method === 'GET' && request.url === '/__received') {
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received))
    }
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      let body: Record<string, unknown>
      try {
        body = JSON.parse(text || '{}')
      } catch {
        return response.writeHead(400, { ...CORS, 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Validation failed: body is not JSON' }))
      }
      received.push({ path: request.url ?? '', headers: request.headers, body })
      response
        .writeHead(200, { ...CORS, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: true, message: 'Your message has been sent successfully!' }))
    })
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return server
}
