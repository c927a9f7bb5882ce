// Test harness only: runs the deployable entry (index.ts) unchanged under Deno, on the port given as
// PORT, because the edge runtime's Deno.serve() takes no options; FUNCTION names which (default
// secure-contact-form; importing it by a computed path needs --allow-read). Used by the functions' deployed.test.ts.
declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(
    options: { port: number; hostname: string; onListen?: (addr: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown
}

const serve = Deno.serve.bind(Deno)
const port = Number(Deno.env.get('PORT'))
Object.defineProperty(Deno, 'serve', {
  value: (handler: (request: Request) => Response | Promise<Response>) =>
    serve({ port, hostname: '127.0.0.1', onListen: ({ port }) => console.log(`listening on ${port}`) }, handler),
})
await import(`../../supabase/functions/${Deno.env.get('FUNCTION') ?? 'secure-contact-form'}/index.ts`)
export {}
