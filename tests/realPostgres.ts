// A throwaway PostgreSQL server for tests that need real concurrent connections: PostgreSQL's own
// programs (PG_BIN, the PATH or Debian's; tests/ensure-postgres.sh installs Debian's), a fresh
// cluster in a temporary folder, reached through a Unix socket only, with psql as the client.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, globSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'

export interface RealPostgres {
  /** Runs SQL through one psql connection as the superuser; resolves with psql's output (unaligned, tuples only). */
  sql(text: string): Promise<string>
  stop(): void
}

/** The folder with initdb, pg_ctl and psql: PG_BIN, else the PATH's, else Debian's newest. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const onPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
  // A link such as /usr/local/bin/initdb leads to the folder that holds psql beside it.
  if (onPath) return dirname(realpathSync(join(onPath, 'initdb')))
  const initdb = globSync('/usr/lib/postgresql/*/bin/initdb').sort().at(-1)
  if (!initdb) throw new Error("PostgreSQL is missing: install it ('apt-get install -y postgresql') or set PG_BIN to the folder holding initdb and pg_ctl")
  return initdb.replace(/\/initdb$/, '')
}

/** Postgres refuses to run as root: as root, run its programs as the postgres system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

export function startRealPostgres(): RealPostgres {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'))
  const data = join(dir, 'data')
  if (process.getuid?.() === 0) {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })))
    chmodSync(dir, 0o755)
  }
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const run = (command: string, args: string[]) => {
    const [cmd, argv] = asServerUser(join(bin, command), args)
    execFileSync(cmd, argv, { stdio: 'pipe', timeout: 60_000 })
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'])
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off`, 'start'])

  const sql = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const psql = spawn(
        join(bin, 'psql'),
        ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1'],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      )
      let out = ''
      let err = ''
      psql.stdout.on('data', (chunk) => (out += chunk))
      psql.stderr.on('data', (chunk) => (err += chunk))
      psql.on('error', reject)
      psql.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err.trim() || `psql exited with ${code}`))))
      psql.stdin.end(text)
    })

  return {
    sql,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
