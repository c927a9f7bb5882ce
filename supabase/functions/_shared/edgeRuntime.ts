// What both functions' entry points need from the hosted backend's edge runtime (Deno): its
// environment and its server. Imported by the entry points alone, which run only there.
import { trustedClientAddress } from './trustedClientAddress.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}

/** An environment variable the function cannot run without: a missing one stops it as it starts, by name. */
export function requiredEnv(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing environment variable ${name}`)
  return value
}

/** The browser origins allowed to call (ALLOWED_ORIGIN, a list; "*" stands for one subdomain level), any when unset. */
export const allowedOriginEnv = () => Deno.env.get('ALLOWED_ORIGIN') ?? '*'

/** Serves `handle`, giving it the client's address as the platform's proxy reports it. */
export function serveFunction(handle: (request: Request, caller: { clientAddress: string }) => Promise<Response>) {
  Deno.serve((request) => handle(request, { clientAddress: trustedClientAddress(request) }))
}
