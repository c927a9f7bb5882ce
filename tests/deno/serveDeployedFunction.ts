// Test harness only: runs the deployable entry (index.ts) unchanged under Deno, on the port given as
// PORT, because the edge runtime's Deno.serve() takes no options. Used by supabase/functions/secure-contact-form/deployed.test.ts.
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
await import('../../supabase/functions/secure-contact-form/index.ts')
export {}
